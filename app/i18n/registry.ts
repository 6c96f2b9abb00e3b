/**
 * Every page of the site, once. The router (app/routes.ts), the navigation, the language switch,
 * canonical and hreflang links, /sitemap and /sitemap.xml all read this list.
 * French lives at `path`; English at "/en" + path (see localizePath).
 */
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

export const PAGES: PageEntry[] = [
  { id: "home", path: "/", file: "routes/home.tsx", indexable: true, bilingual: true, group: "main" },
];

export function findPage(frenchPath: string): PageEntry | undefined {
  const clean = frenchPath !== "/" ? frenchPath.replace(/\/+$/, "") : frenchPath;
  return PAGES.find((page) => page.path === clean);
}

export function pagePaths(page: PageEntry): Record<Lang, string> {
  return { fr: page.path, en: page.bilingual ? localizePath(page.path, "en") : page.path };
}
