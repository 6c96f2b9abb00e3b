import type { ReactNode } from "react";
import { Link } from "react-router";
import { ReserveLink } from "~/components/pages/blocks";
import {
  DetailsSection,
  FaqSection,
  FeatureTiles,
  GuideCallout,
  HeroRating,
  HighlightsBox,
  IntroSection,
  LinkedServices,
  NumberedList,
  QuoteBand,
  TestimonialsSection,
} from "~/components/services/sections";
import { PageHero } from "~/components/site/page-hero";
import { buttonClass } from "~/components/ui/button";
import { serviceForPath, servicePageBase } from "~/content/services-ui";
import { ratingItem } from "~/domain/trust";
import { type Dictionary, useT } from "~/i18n";
import { requestPath } from "~/i18n/lang";
import { languageContext, requestInfoContext } from "~/lib/context.server";
import { serviceCrumbs, serviceMeta } from "~/seo/service-meta";
import type { Route } from "./+types/service";

/**
 * The fifteen service pages. Layout A (the five flagship pages: guarantees, highlights, testimonials)
 * or layout B (feature tiles, details, a numbered block), as the service's line in
 * content/service-registry.json says.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceForPath(requestPath(request));
  if (!service) throw new Response("Not Found", { status: 404 });
  const lang = context.get(languageContext);
  const base = servicePageBase(service, lang);
  const { rating } = context.get(requestInfoContext).env.trust;
  return service.layout === "A"
    ? {
        ...base,
        layout: "A" as const,
        page: service.page[lang],
        rating: rating ? ratingItem(rating, lang) : undefined,
      }
    : { ...base, layout: "B" as const, page: service.page[lang] };
}

export const meta: Route.MetaFunction = (args) => serviceMeta(args, args.loaderData);

type Data<L> = Extract<Route.ComponentProps["loaderData"], { layout: L }>;
type Ui = Dictionary["services"];

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { lang, card, page, ctaHref, guestHref } = loaderData;
  const ui = useT().services;
  const hero = (
    <PageHero {...page.hero} crumbs={serviceCrumbs(lang, card)} art={card.art}>
      <ReserveLink to={ctaHref}>{page.hero.cta}</ReserveLink>
      {guestHref ? (
        <Link
          to={guestHref}
          className={buttonClass({
            variant: "outline",
            size: "lg",
            className: "text-ivory-50 hover:bg-white/10",
          })}
          data-testid="guest-booking"
        >
          {ui.page.guestBooking}
        </Link>
      ) : null}
      {loaderData.layout === "A" && loaderData.rating ? <HeroRating rating={loaderData.rating} /> : null}
    </PageHero>
  );
  return loaderData.layout === "A" ? layoutA(loaderData, ui, hero) : layoutB(loaderData, ui, hero);
}

/** Layout A: the five flagship pages. Plain functions, not components: the sections stay direct children. */
function layoutA({ page, linked, guide, ctaHref, rating }: Data<"A">, ui: Ui, hero: ReactNode) {
  return (
    <>
      {hero}
      <IntroSection title={page.intro.title} paragraphs={page.intro.paragraphs} />
      <FeatureTiles title={ui.page.guaranteesTitle} items={page.guarantees} />
      <NumberedList title={ui.page.servicesTitle} items={page.services} />
      <HighlightsBox title={page.highlights.title} items={page.highlights.items} />
      <FaqSection faq={page.faq} />
      {guide ? <GuideCallout guide={guide} /> : null}
      <QuoteBand text={page.quote.text} cta={page.quote.cta} to={ctaHref} />
      <TestimonialsSection testimonials={page.testimonials} rating={rating} />
      <LinkedServices title={ui.page.otherServices} cards={linked} />
    </>
  );
}

/** Layout B: the ten other pages. */
function layoutB({ page, linked, guide, ctaHref }: Data<"B">, ui: Ui, hero: ReactNode) {
  return (
    <>
      {hero}
      <IntroSection title={page.intro.title} paragraphs={page.intro.paragraphs} />
      <FeatureTiles title={page.blockA.title} items={page.blockA.items} />
      <DetailsSection
        title={page.details.title}
        paragraphs={page.details.paragraphs}
        list={page.details.list}
      />
      <FaqSection faq={page.faq} />
      {guide ? <GuideCallout guide={guide} /> : null}
      <QuoteBand text={page.quote.text} cta={page.quote.cta} to={ctaHref} />
      <NumberedList title={page.blockB.title} items={page.blockB.items} />
      <LinkedServices title={ui.page.relatedServices} cards={linked} />
    </>
  );
}
