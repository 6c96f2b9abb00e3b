import {
  DetailsSection,
  FaqSection,
  FeatureTiles,
  GuideCallout,
  IntroSection,
  LinkedServices,
  NumberedList,
  QuoteBand,
  ReserveLink,
} from "~/components/services/sections";
import { useServicesUi } from "~/components/services/use-services-ui";
import { PageHero } from "~/components/site/page-hero";
import { serviceForPath, servicePageBase } from "~/content/services-ui";
import { splitLang } from "~/i18n/lang";
import { serviceCrumbs, serviceMeta } from "~/seo/service-meta";
import type { Route } from "./+types/service-b";

/** Layout B: the ten other service pages. */
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const service = serviceForPath(pathname, "B");
  if (!service) throw new Response("Not Found", { status: 404 });
  const { lang } = splitLang(pathname);
  return { ...servicePageBase(service, lang), page: service.page[lang] };
}

export const meta: Route.MetaFunction = (args) => serviceMeta(args, args.loaderData);

export default function ServicePageB({ loaderData }: Route.ComponentProps) {
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
      </PageHero>
      <IntroSection title={page.intro.title} paragraphs={page.intro.paragraphs} />
      <FeatureTiles title={page.blockA.title} items={page.blockA.items} />
      <DetailsSection
        title={page.details.title}
        paragraphs={page.details.paragraphs}
        list={page.details.list}
        art={card.art}
      />
      <FaqSection faq={page.faq} />
      {guide ? <GuideCallout guide={guide} /> : null}
      <QuoteBand text={page.quote.text} cta={page.quote.cta} />
      <NumberedList title={page.blockB.title} items={page.blockB.items} />
      <LinkedServices title={ui.page.relatedServices} cards={linked} />
    </>
  );
}
