import { CtaBand, IconCards, PageBand, Paragraphs, ReserveLink } from "~/components/pages/blocks";
import { Art } from "~/components/site/art";
import { pageCrumbs } from "~/components/site/breadcrumbs";
import { withCardIcons } from "~/components/site/icon";
import { PageHero } from "~/components/site/page-hero";
import { FIGURE, Pairs } from "~/components/ui/pairs";
import { fleetPage } from "~/content/fleet";
import { dictionary, useLang } from "~/i18n";
import { localizePath } from "~/i18n/lang";
import { languageContext } from "~/lib/context.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/fleet";

export function loader({ context }: Route.LoaderArgs) {
  return { page: fleetPage(context.get(languageContext)) };
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.page;
  if (!page) return [];
  return pageMeta(args, {
    meta: page.meta,
    frenchPath: "/fleet",
    nav: "fleet",
    more: ({ lang, siteUrl }) => [
      {
        "@context": "https://schema.org",
        "@type": "Vehicle",
        name: lang === "fr" ? "Mercedes-Benz Classe V" : "Mercedes-Benz V-Class",
        description: page.hero.subtitle,
        brand: { "@type": "Brand", name: "Mercedes-Benz" },
        model: lang === "fr" ? "Classe V" : "V-Class",
        vehicleModelDate: "2024",
        color: lang === "fr" ? "Noir" : "Black",
        seatingCapacity: 7,
        vehicleSeatingCapacity: 7,
        url: `${siteUrl}${localizePath("/fleet", lang)}`,
      },
    ],
  });
};

export default function Fleet({ loaderData: { page } }: Route.ComponentProps) {
  const lang = useLang();
  const ui = dictionary(lang).pages.fleet;
  const crumbs = pageCrumbs(lang, dictionary(lang).common.nav.fleet, "/fleet");
  // The three figures of the home page's teaser: the number from the spec table, the unit from the dictionary.
  const keyFigures = [
    { value: page.spec[1]?.value, label: dictionary(lang).common.home.fleet.spec.passengers },
    { value: page.spec[2]?.value, label: dictionary(lang).common.home.fleet.spec.luggage },
    { value: page.spec[4]?.value, label: dictionary(lang).common.home.fleet.spec.climate },
  ].map((figure) => ({ ...figure, value: /^\d+/.exec(figure.value ?? "")?.[0] ?? "" }));

  return (
    <>
      <PageHero {...page.hero} crumbs={crumbs} art="vclass-three-quarter">
        <ReserveLink>{page.cta.button}</ReserveLink>
      </PageHero>

      <PageBand
        id="fleet-intro-title"
        className="bg-ivory-50 py-16 md:py-20"
        layout="grid items-start gap-12 lg:grid-cols-[1.15fr_0.85fr]"
        heading={{ eyebrow: ui.introEyebrow, title: page.intro.title }}
        beside={
          /* The van's figures on their own: its pictures are the hero's and the gallery's (one per subject). */
          <div className="overflow-hidden rounded-[2rem] border border-ivory-300 bg-white shadow-sm lg:mt-14">
            <Pairs
              items={keyFigures.map((figure) => [figure.label, figure.value])}
              classes={{
                list: "grid grid-cols-3 divide-x divide-ivory-200 text-center",
                pair: "flex flex-col-reverse justify-end gap-2 px-2 py-8",
                term: "text-sm leading-snug text-muted",
                value: FIGURE,
              }}
            />
          </div>
        }
      >
        <Paragraphs
          texts={page.intro.paragraphs}
          className="mt-6 space-y-5 text-lg leading-relaxed text-muted"
        />
      </PageBand>

      <PageBand
        id="fleet-features-title"
        className="bg-ivory-100 py-16 md:py-20"
        heading={{ eyebrow: ui.featuresEyebrow, title: ui.featuresTitle }}
      >
        <IconCards
          className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          items={withCardIcons(page.features)}
        />
      </PageBand>

      <PageBand
        id="fleet-spec-title"
        className="bg-ivory-50 py-16 md:py-20"
        layout="grid items-start gap-10 lg:grid-cols-[0.8fr_1.2fr]"
        heading={{ eyebrow: ui.specEyebrow, title: page.specTitle, intro: ui.specIntro }}
      >
        <div className="overflow-hidden rounded-2xl border border-ivory-300 bg-white shadow-sm">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{page.specTitle}</caption>
            <thead className="bg-navy-900 text-ivory-50">
              <tr>
                {[ui.specHeader.label, ui.specHeader.value].map((heading) => (
                  <th
                    key={heading}
                    scope="col"
                    className="px-5 py-4 text-xs font-semibold tracking-[0.16em] uppercase md:px-7"
                  >
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ivory-200">
              {page.spec.map((row) => (
                <tr key={row.label} className="even:bg-ivory-50">
                  <th scope="row" className="px-5 py-4 text-sm font-medium text-muted md:px-7">
                    {row.label}
                  </th>
                  <td className="px-5 py-4 font-serif text-xl text-navy-900 md:px-7">{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PageBand>

      <PageBand
        id="fleet-gallery-title"
        className="bg-navy-900 py-16 text-ivory-100 md:py-20"
        heading={{
          eyebrow: ui.galleryEyebrow,
          title: page.gallery.title,
          intro: page.gallery.text,
          dark: true,
        }}
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {page.gallery.items.map((item) => (
            <li key={item.art}>
              <figure className="h-full rounded-[1.75rem] border border-gold-500/40 bg-navy-800 p-3">
                <div className="aspect-[4/3] overflow-hidden rounded-[1.25rem]">
                  <Art art={item.art} alt={item.alt} sizes="(min-width: 768px) 30vw, 100vw" />
                </div>
                <figcaption className="px-2 pt-4 pb-2 text-sm leading-relaxed text-ivory-200">
                  {item.caption}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </PageBand>

      <CtaBand
        id="fleet-cta-title"
        title={page.cta.title}
        text={page.cta.text}
        button={page.cta.button}
        lang={lang}
      />
    </>
  );
}
