import { describe, expect, it } from "vitest";
import { LANGS } from "~/i18n/lang";
import { PAGES } from "~/i18n/registry";
import { pageTitle } from "./page-titles";

describe("titles of the /sitemap page", () => {
  for (const lang of LANGS) {
    it(`every indexable page has a ${lang} title, and no two pages share one`, () => {
      const indexable = PAGES.filter((page) => page.indexable);
      const titles = indexable.map((page) => [page.id, pageTitle(page, lang)] as const);
      expect(titles.filter(([, title]) => !title?.trim()).map(([id]) => id)).toEqual([]);
      expect(new Set(titles.map(([, title]) => title)).size).toBe(titles.length);
    });
  }

  it("takes services' labels and articles' titles in the right language", () => {
    const service = PAGES.find((page) => page.id === "service.nice-airport-transfer")!;
    expect(pageTitle(service, "fr")).not.toBe(pageTitle(service, "en"));
    const article = PAGES.find((page) => page.id === "article.nice-to-milan")!;
    expect(pageTitle(article, "fr")).not.toBe(pageTitle(article, "en"));
    expect(pageTitle(PAGES.find((page) => page.id === "legal")!, "fr")).toBe("Mentions légales");
  });
});
