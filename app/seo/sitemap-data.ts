/**
 * What /sitemap, /sitemap.xml and /robots.txt list, read from the page registry: every indexable
 * page, grouped as the specification's plan of the site, each with its French and English addresses.
 */
import { type Lang, localizePath } from "~/i18n/lang";
import { PAGES, type PageEntry, type SitemapGroup } from "~/i18n/registry";
import { escapeXml } from "~/utils/escape";

export const SITEMAP_GROUP_ORDER: readonly SitemapGroup[] = [
  "main",
  "airport",
  "events",
  "international",
  "hotel",
  "blog",
  "legal",
];

/** The indexable pages of each group, in registry order; empty groups are left out. */
export function sitemapGroups(
  pages: readonly PageEntry[] = PAGES,
): { group: SitemapGroup; pages: PageEntry[] }[] {
  return SITEMAP_GROUP_ORDER.map((group) => ({
    group,
    pages: pages.filter((page) => page.indexable && page.group === group),
  })).filter((entry) => entry.pages.length > 0);
}

type Hreflang = Lang | "x-default";

interface SitemapUrl {
  loc: string;
  alternates: { hreflang: Hreflang; href: string }[];
}

/**
 * One <url> per indexable page and language. A bilingual page lists, in both of its entries, the
 * same three alternates (fr, en, and x-default pointing at French), so each pair is reciprocal.
 */
export function sitemapUrls(siteUrl: string, pages: readonly PageEntry[] = PAGES): SitemapUrl[] {
  const origin = siteUrl.replace(/\/+$/, "");
  return pages
    .filter((page) => page.indexable)
    .flatMap((page) => {
      if (!page.bilingual) return [{ loc: `${origin}${page.path}`, alternates: [] }];
      const fr = `${origin}${localizePath(page.path, "fr")}`;
      const en = `${origin}${localizePath(page.path, "en")}`;
      const alternates = [
        { hreflang: "fr" as const, href: fr },
        { hreflang: "en" as const, href: en },
        { hreflang: "x-default" as const, href: fr },
      ];
      return [
        { loc: fr, alternates },
        { loc: en, alternates },
      ];
    });
}

export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((url) =>
      [
        "  <url>",
        `    <loc>${escapeXml(url.loc)}</loc>`,
        ...url.alternates.map(
          (alt) =>
            `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`,
        ),
        "  </url>",
      ].join("\n"),
    )
    .join("\n");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    body,
    "</urlset>",
    "",
  ].join("\n");
}

/** Everything may be crawled except the staff area and the confirmation page; the sitemap is named. */
export function robotsTxt(siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /auth",
    "Disallow: /confirmation",
    "Disallow: /en/confirmation",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
