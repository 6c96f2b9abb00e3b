import {
  FaqSection,
  FeatureTiles,
  GuideCallout,
  HeroRating,
  HighlightsBox,
  IntroSection,
  LinkedServices,
  NumberedList,
  QuoteBand,
  ReserveLink,
  TestimonialsSection,
} from "~/components/services/sections";
import { useServicesUi } from "~/components/services/use-services-ui";
import { PageHero } from "~/components/site/page-hero";
import { serviceForPath, servicePageBase } from "~/content/services-ui";
import { splitLang } from "~/i18n/lang";
import { serviceCrumbs, serviceMeta } from "~/seo/service-meta";
import type { Route } from "./+types/service-a";

/** Layout A: the five flagship service pages. */
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const service = serviceForPath(pathname, "A");
  if (!service) throw new Response("Not Found", { status: 404 });
  const { lang } = splitLang(pathname);
  return { ...servicePageBase(service, lang), page: service.page[lang] };
}

export const meta: Route.MetaFunction = (args) => serviceMeta(args, args.loaderData);

export default function ServicePageA({ loaderData }: Route.ComponentProps) {
  const { lang, card, page, linked, guide } = loaderData;
  const ui = useServicesUi();
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        crumbs={serviceCrumbs(lang, card)}
        art={card.art}
      >
        <ReserveLink>{page.hero.cta}</ReserveLink>
        <HeroRating />
      </PageHero>
      <IntroSection title={page.intro.title} paragraphs={page.intro.paragraphs} />
      <FeatureTiles title={ui.page.guaranteesTitle} items={page.guarantees} />
      <NumberedList title={ui.page.servicesTitle} items={page.services} />
      <HighlightsBox title={page.highlights.title} items={page.highlights.items} art={card.art} />
      <FaqSection faq={page.faq} />
      {guide ? <GuideCallout guide={guide} /> : null}
      <QuoteBand text={page.quote.text} cta={page.quote.cta} />
      <TestimonialsSection testimonials={page.testimonials} />
      <LinkedServices title={ui.page.otherServices} cards={linked} />
    </>
  );
}
