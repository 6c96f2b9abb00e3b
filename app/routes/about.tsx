import { Check } from "lucide-react";
import { CtaBand, IconCards, PageBand, Paragraphs, ReserveLink } from "~/components/pages/blocks";
import { Art } from "~/components/site/art";
import { pageCrumbs } from "~/components/site/breadcrumbs";
import { withCardIcons } from "~/components/site/icon";
import { PageHero } from "~/components/site/page-hero";
import { aboutPage } from "~/content/about";
import { dictionary, useLang } from "~/i18n";
import { localizePath } from "~/i18n/lang";
import { languageContext } from "~/lib/context.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/about";

export function loader({ context }: Route.LoaderArgs) {
  return { page: aboutPage(context.get(languageContext)) };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        meta: args.loaderData.page.meta,
        frenchPath: "/about",
        nav: "about",
        pageType: "AboutPage",
      })
    : [];

export default function About({ loaderData: { page } }: Route.ComponentProps) {
  const lang = useLang();
  const ui = dictionary(lang).pages.about;
  const [lead, ...rest] = page.story.paragraphs;

  return (
    <>
      <PageHero
        {...page.hero}
        crumbs={pageCrumbs(lang, dictionary(lang).common.nav.about, "/about")}
        art="promenade"
      >
        <ReserveLink>{page.cta.button}</ReserveLink>
      </PageHero>

      <PageBand
        id="about-story-title"
        className="bg-ivory-50 py-16 md:py-24"
        layout="grid gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16"
        heading={{ eyebrow: ui.storyEyebrow, title: page.story.title }}
        column="lg:sticky lg:top-28 lg:self-start"
        beside={
          <div className="space-y-6 text-lg leading-relaxed text-muted">
            {lead ? (
              <p className="border-l-2 border-gold-500 pl-6 font-serif text-2xl leading-snug text-navy-900 md:text-[1.75rem]">
                {lead}
              </p>
            ) : null}
            {rest.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
        }
      >
        <div className="mt-8 hidden aspect-[4/3] overflow-hidden rounded-[2rem] border border-ivory-300 lg:block">
          <Art art="vclass-profile" />
        </div>
      </PageBand>

      <PageBand
        id="about-values-title"
        className="bg-ivory-100 py-16 md:py-20"
        heading={{ eyebrow: ui.valuesEyebrow, title: page.values.title, intro: page.values.intro }}
      >
        <IconCards
          className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          numbered
          items={withCardIcons(page.values.items)}
        />
      </PageBand>

      <PageBand
        id="about-drivers-title"
        className="bg-navy-900 py-16 text-ivory-100 md:py-24"
        layout="grid items-start gap-12 lg:grid-cols-2"
        heading={{ eyebrow: ui.driversEyebrow, title: page.drivers.title, dark: true }}
        beside={
          <ul className="grid gap-3 rounded-[2rem] border border-white/10 bg-navy-800 p-6 md:p-8">
            {page.drivers.points.map((point) => (
              <li key={point} className="flex items-start gap-4 py-1.5">
                <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full border border-gold-500/60 text-gold-300">
                  <Check className="size-4" aria-hidden="true" />
                </span>
                <span className="leading-relaxed text-ivory-50">{point}</span>
              </li>
            ))}
          </ul>
        }
      >
        <p className="mt-5 inline-flex rounded-full border border-gold-500/50 px-4 py-1.5 text-sm text-gold-300">
          {ui.driversBadge}
        </p>
        <Paragraphs
          texts={page.drivers.paragraphs}
          className="mt-6 space-y-5 text-lg leading-relaxed text-ivory-200"
        />
      </PageBand>

      <CtaBand
        id="about-cta-title"
        title={page.cta.title}
        text={page.cta.text}
        button={page.cta.button}
        lang={lang}
        secondary={{ label: dictionary(lang).common.nav.contact, to: localizePath("/contact", lang) }}
      />
    </>
  );
}
