/**
 * The title of any registry page, for the /sitemap page: a service's card label, an article's
 * title, and the page title map of pages-ui.ts for the others. Used on the server only (loaders):
 * it pulls in every service and article.
 */

import { getArticle } from "~/content/blog";
import { getService } from "~/content/services";
import { dictionary } from "~/i18n";
import type { Lang } from "~/i18n/lang";
import type { PageEntry } from "~/i18n/registry";

export function pageTitle(page: PageEntry, lang: Lang): string | undefined {
  if (page.id.startsWith("service.")) return getService(page.id.slice("service.".length))?.label[lang];
  if (page.id.startsWith("article.")) return getArticle(page.id.slice("article.".length), lang)?.title;
  const titles: Record<string, string | undefined> = dictionary(lang).pages.sitemap.titles;
  return titles[page.id];
}
