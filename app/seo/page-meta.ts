import type { MetaDescriptor } from "react-router";
import { breadcrumbJsonLd, pageCrumbs } from "~/components/site/breadcrumbs";
import { type Dictionary, dictionary } from "~/i18n";
import { type Lang, localizePath } from "~/i18n/lang";
import { metaSite, seo } from "./meta";

type MetaArgs = Parameters<typeof seo>[0];

interface PageMetaInput {
  meta: { title: string; description: string };
  /** The page's French path, e.g. "/about". */
  frenchPath: string;
  /** Its label in the main navigation, used for the breadcrumb. */
  nav: keyof Dictionary["common"]["nav"];
  /** A schema.org page type describing the company, for "About" and "Contact". */
  pageType?: "AboutPage" | "ContactPage";
  /** Further structured data, after the page's own and before the breadcrumb. */
  more?: (at: { lang: Lang; siteUrl: string }) => Record<string, unknown>[];
}

/** The meta of a page one level below home: title, description, its structured data and its breadcrumb. */
export function pageMeta(args: MetaArgs, input: PageMetaInput): MetaDescriptor[] {
  const { lang, siteUrl } = metaSite(args.matches);
  const { title, description } = input.meta;
  const jsonLd: Record<string, unknown>[] = [];
  if (input.pageType) {
    jsonLd.push({
      "@context": "https://schema.org",
      "@type": input.pageType,
      name: title,
      description,
      url: `${siteUrl}${localizePath(input.frenchPath, lang)}`,
      inLanguage: lang,
      about: { "@id": `${siteUrl}/#business` },
    });
  }
  jsonLd.push(...(input.more?.({ lang, siteUrl }) ?? []));
  const crumbs = pageCrumbs(lang, dictionary(lang).common.nav[input.nav], input.frenchPath);
  jsonLd.push(breadcrumbJsonLd(siteUrl, crumbs));
  return seo(args, { title, description, jsonLd });
}
