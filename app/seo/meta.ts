import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANG, type Lang, LOCALE, localizePath, splitLang } from "~/i18n/lang";

/** "fr_FR", Open Graph's spelling of the locale. */
const openGraphLocale = (lang: Lang) => LOCALE[lang].replace("-", "_");

export interface RootData {
  lang: Lang;
  siteUrl: string;
  signedIn: boolean;
  company: { name: string; phone: string; email: string; whatsapp: string };
  /** the footer's years, "2025–2026", decided on the server: no Intl formatter to build in the browser */
  copyright: string;
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export function rootDataFrom(matches: MetaArgsLike["matches"]): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}

/** The language the root loader decided, for `meta` functions (which run only under its data). */
export function metaLang(matches: MetaArgsLike["matches"]): Lang {
  return rootDataFrom(matches)?.lang ?? DEFAULT_LANG;
}

/** The language and the site's address as the root loader decided them, for a meta function. */
export function metaSite(matches: MetaArgsLike["matches"]): { lang: Lang; siteUrl: string } {
  const root = rootDataFrom(matches);
  return { lang: root?.lang ?? DEFAULT_LANG, siteUrl: root?.siteUrl ?? "" };
}

interface SeoInput {
  title: string;
  description: string;
  /** private pages: noindex, no hreflang */
  indexable?: boolean;
  /** false for pages that exist in one language only */
  bilingual?: boolean;
  /** French path of the canonical page when it differs from the current one */
  canonicalPath?: string;
  ogType?: "website" | "article";
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

/** The head of a staff page: French only, never indexed. */
export function staffSeo(args: MetaArgsLike, title: string, description: string = title): MetaDescriptor[] {
  return seo(args, { title, description, indexable: false, bilingual: false });
}

/** A staff route's `meta` export when its texts are fixed: `export const meta = staffMeta(title, description)`. */
export function staffMeta(title: string, description: string = title) {
  return (args: MetaArgsLike): MetaDescriptor[] => staffSeo(args, title, description);
}

/**
 * The `meta` export of a staff page about one record: its title names the record's reference once the
 * loader has answered, and is the fallback when it has not (the error page).
 */
export function staffRecordMeta<Args extends MetaArgsLike>(
  referenceOf: (args: Args) => string | undefined,
  texts: { title: (reference: string) => string; fallback: string; description: string },
) {
  return (args: Args): MetaDescriptor[] => {
    const reference = referenceOf(args);
    return staffSeo(args, reference ? texts.title(reference) : texts.fallback, texts.description);
  };
}

/** Title, description, canonical, hreflang alternates, Open Graph and JSON-LD for a page. */
export function seo(args: MetaArgsLike, input: SeoInput): MetaDescriptor[] {
  const root = rootDataFrom(args.matches);
  const siteUrl = root?.siteUrl ?? "";
  const company = root?.company.name ?? "";
  const lang = metaLang(args.matches);
  const { path } = splitLang(args.location.pathname);
  const frenchPath = input.canonicalPath ?? path;
  const canonical = `${siteUrl}${localizePath(frenchPath, lang)}`;
  const fullTitle = company && !input.title.includes(company) ? `${input.title} | ${company}` : input.title;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: input.description },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:site_name", content: company },
    { property: "og:locale", content: openGraphLocale(lang) },
    { name: "twitter:card", content: "summary" },
  ];
  if (input.indexable === false) {
    tags.push({ name: "robots", content: "noindex, nofollow" });
    return tags;
  }
  tags.push(
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:url", content: canonical },
  );
  if (input.bilingual !== false) {
    tags.push(
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "fr",
        href: `${siteUrl}${localizePath(frenchPath, "fr")}`,
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "en",
        href: `${siteUrl}${localizePath(frenchPath, "en")}`,
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: `${siteUrl}${localizePath(frenchPath, "fr")}`,
      },
      { property: "og:locale:alternate", content: openGraphLocale(lang === "fr" ? "en" : "fr") },
    );
  }
  if (input.jsonLd) tags.push({ "script:ld+json": input.jsonLd });
  return tags;
}
