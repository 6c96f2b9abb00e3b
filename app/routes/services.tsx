import { CtaLinks, EndSection, ReserveLink } from "~/components/pages/blocks";
import { ServiceCarousel } from "~/components/services/service-carousel";
import { useHashScroll } from "~/components/services/use-hash-scroll";
import { breadcrumbJsonLd, type Crumb, pageCrumbs } from "~/components/site/breadcrumbs";
import { Icon } from "~/components/site/icon";
import { PageHero } from "~/components/site/page-hero";
import { hubCategories } from "~/content/services-ui";
import { dictionary, useT } from "~/i18n";
import { type Lang, localizePath } from "~/i18n/lang";
import { languageContext } from "~/lib/context.server";
import { metaSite, seo } from "~/seo/meta";
import { serviceListJsonLd } from "~/seo/structured-data";
import { cn } from "~/utils/cn";
import type { Route } from "./+types/services";

export async function loader({ context }: Route.LoaderArgs) {
  const lang = context.get(languageContext);
  return { lang, categories: hubCategories(lang) };
}

function crumbs(lang: Lang): Crumb[] {
  return pageCrumbs(lang, dictionary(lang).common.nav.services, "/services");
}

export const meta: Route.MetaFunction = (args) => {
  const { lang, siteUrl } = metaSite(args.matches);
  const ui = dictionary(lang).services;
  const cards = args.loaderData?.categories.flatMap((category) => category.cards) ?? [];
  return seo(args, {
    title: ui.hub.metaTitle,
    description: ui.hub.metaDescription,
    jsonLd: [
      serviceListJsonLd({ siteUrl, name: ui.hub.itemListName, items: cards }),
      breadcrumbJsonLd(siteUrl, crumbs(lang)),
    ],
  });
};

export default function Services({ loaderData }: Route.ComponentProps) {
  const { lang, categories } = loaderData;
  const ui = useT().services;
  useHashScroll();
  return (
    <>
      <PageHero {...ui.hub.hero} crumbs={crumbs(lang)} art="vclass-profile">
        <ReserveLink>{ui.hub.cta}</ReserveLink>
      </PageHero>

      <nav aria-label={ui.hub.jumpLabel} className="border-b border-ivory-200 bg-ivory-100">
        <ul className="container-page grid grid-cols-2 gap-3 py-5 md:flex md:flex-wrap md:gap-4">
          {categories.map((category) => (
            <li key={category.id}>
              <a
                href={`#${category.id}`}
                className="flex h-full min-h-11 items-center gap-2.5 rounded-2xl border border-navy-900/15 bg-white px-4 py-2 text-sm font-medium text-navy-900 shadow-sm transition-colors hover:border-gold-500 hover:bg-ivory-50"
              >
                <Icon name={category.icon} className="size-4 shrink-0 text-gold-700" />
                {category.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {categories.map((category, index) => (
        <section
          key={category.id}
          id={category.id}
          aria-labelledby={`${category.id}-title`}
          className={cn("py-16 md:py-24", index % 2 === 0 ? "bg-ivory-50" : "bg-ivory-100")}
        >
          <div className="container-page">
            <div className="flex max-w-2xl flex-col gap-5 sm:flex-row">
              <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-navy-900 text-gold-300 shadow-sm">
                <Icon name={category.icon} className="size-6" />
              </span>
              <div>
                <p className="eyebrow text-gold-700">
                  <span aria-hidden="true">{String(index + 1).padStart(2, "0")} · </span>
                  {ui.hub.count(category.cards.length)}
                </p>
                <h2 id={`${category.id}-title`} className="mt-2 text-3xl text-navy-900 md:text-4xl">
                  {category.title}
                </h2>
                <p className="mt-3 text-lg leading-relaxed text-muted">{category.description}</p>
              </div>
            </div>
            <div className="mt-10 md:mt-12">
              <ServiceCarousel label={category.title} cards={category.cards} />
            </div>
          </div>
        </section>
      ))}

      <EndSection
        id="services-closing"
        className="bg-navy-900 py-16 text-ivory-50 md:py-24"
        dark
        title={ui.hub.closingTitle}
        text={ui.hub.closingText}
      >
        <CtaLinks
          lang={lang}
          reserve={ui.hub.closingCta}
          second={{ label: ui.hub.closingContact, to: localizePath("/contact", lang), arrow: true }}
          dark
          className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row"
        />
      </EndSection>
    </>
  );
}
