import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { CtaLinks, EndSection } from "~/components/pages/blocks";
import { breadcrumbJsonLd, pageCrumbs } from "~/components/site/breadcrumbs";
import { PageHero } from "~/components/site/page-hero";
import { typeset } from "~/content/blog-ui";
import { dictionary, useLang } from "~/i18n";
import { localizePath } from "~/i18n/lang";
import { languageContext } from "~/lib/context.server";
import { metaSite, seo } from "~/seo/meta";
import { pageTitle } from "~/seo/page-titles";
import { sitemapGroups } from "~/seo/sitemap-data";
import type { Route } from "./+types/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  const lang = context.get(languageContext);
  return {
    groups: sitemapGroups().map(({ group, pages }) => ({
      group,
      links: pages.map((page) => ({
        id: page.id,
        to: localizePath(page.path, lang),
        // Articles' titles are written with plain spaces; the page sets them as the blog does.
        title: typeset(pageTitle(page, lang) ?? page.path, lang),
      })),
    })),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const { lang, siteUrl } = metaSite(args.matches);
  const page = dictionary(lang).pages.sitemap;
  return seo(args, {
    title: page.meta.title,
    description: page.meta.description,
    jsonLd: breadcrumbJsonLd(siteUrl, pageCrumbs(lang, page.hero.eyebrow, "/sitemap")),
  });
};

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const page = dictionary(lang).pages.sitemap;
  return (
    <>
      <PageHero {...page.hero} crumbs={pageCrumbs(lang, page.hero.eyebrow, "/sitemap")} />

      <div className="bg-ivory-50 py-16 md:py-20">
        <div className="container-page columns-1 gap-6 md:columns-2 lg:columns-3">
          {loaderData.groups.map(({ group, links }) => (
            <section
              key={group}
              aria-labelledby={`sitemap-${group}`}
              className="mb-6 break-inside-avoid rounded-2xl border border-ivory-200 bg-white p-7 shadow-sm"
            >
              <h2 id={`sitemap-${group}`} className="text-2xl text-navy-900">
                {page.groups[group]}
              </h2>
              <div aria-hidden="true" className="mt-3 h-px w-12 bg-gold-500" />
              <ul className="mt-4 space-y-1">
                {links.map((link) => (
                  <li key={link.id}>
                    <Link
                      to={link.to}
                      className="group flex items-start gap-2 rounded py-1.5 text-ink underline-offset-4 hover:text-gold-700 hover:underline"
                    >
                      <ChevronRight
                        className="mt-1 size-4 shrink-0 text-gold-600 transition-transform group-hover:translate-x-0.5"
                        aria-hidden="true"
                      />
                      <span>{link.title}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>

      <EndSection
        id="sitemap-end-title"
        className="bg-ivory-100 py-16 md:py-20"
        title={page.end.title}
        text={page.end.text}
      >
        <CtaLinks
          lang={lang}
          reserve={page.end.reserve}
          second={{ label: page.end.contact, to: localizePath("/contact", lang) }}
        />
      </EndSection>
    </>
  );
}
