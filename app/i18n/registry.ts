/**
 * Every page of the site, once. The router (app/routes.ts), the language redirect, canonical and
 * hreflang links, /sitemap and /sitemap.xml all read this list.
 * French lives at `path`; English at "/en" + path (see localizePath).
 */
import { SERVICE_ENTRIES } from "../content/service-registry";
import { type Lang, localizePath } from "./lang";

export type SitemapGroup = "main" | "airport" | "events" | "international" | "hotel" | "blog" | "legal";

export interface PageEntry {
  id: string;
  /** French path, exactly as the specification's route */
  path: string;
  file: string;
  /** false for private pages: noindex, left out of sitemaps */
  indexable: boolean;
  /** false for the French-only staff area */
  bilingual: boolean;
  group?: SitemapGroup;
}

/**
 * The articles' slugs, once: adding an article is its two Markdown files in app/content/blog/ and a
 * line here. app/content/blog.ts checks its files against this list.
 */
export const BLOG_SLUGS = [
  "best-restaurants-cannes",
  "nice-to-milan",
  "cannes-festival-guide",
  "monaco-rooftops",
  "courchevel-chauffeur",
] as const;

const page = (
  id: string,
  path: string,
  file: string,
  group?: SitemapGroup,
  options: { indexable?: boolean; bilingual?: boolean } = {},
): PageEntry => ({
  id,
  path,
  file,
  group,
  indexable: options.indexable ?? true,
  bilingual: options.bilingual ?? true,
});

export const PAGES: PageEntry[] = [
  page("home", "/", "routes/home.tsx", "main"),
  page("services", "/services", "routes/services.tsx", "main"),
  ...SERVICE_ENTRIES.map(({ slug, group }) =>
    page(`service.${slug}`, `/services/${slug}`, "routes/service.tsx", group),
  ),
  page("fleet", "/fleet", "routes/fleet.tsx", "main"),
  page("about", "/about", "routes/about.tsx", "main"),
  page("blog", "/blog", "routes/blog.tsx", "blog"),
  ...BLOG_SLUGS.map((slug) => page(`article.${slug}`, `/blog/${slug}`, "routes/blog-article.tsx", "blog")),
  page("contact", "/contact", "routes/contact.tsx", "main"),
  page("reservations", "/reservations", "routes/reservations.tsx", "main"),
  page("confirmation", "/confirmation", "routes/confirmation.tsx", undefined, { indexable: false }),
  page("sitemap", "/sitemap", "routes/sitemap.tsx", "legal"),
  page("legal", "/legal", "routes/legal-page.tsx", "legal"),
  page("privacy", "/privacy", "routes/legal-page.tsx", "legal"),
  page("terms", "/terms", "routes/legal-page.tsx", "legal"),
  page("auth", "/auth", "routes/sign-in.tsx", undefined, { indexable: false, bilingual: false }),
];

export function findPage(frenchPath: string): PageEntry | undefined {
  const clean = frenchPath !== "/" ? frenchPath.replace(/\/+$/, "") : frenchPath;
  return PAGES.find((entry) => entry.path === clean);
}

export function pagePaths(entry: PageEntry): Record<Lang, string> {
  return { fr: entry.path, en: entry.bilingual ? localizePath(entry.path, "en") : entry.path };
}
