import { describe, expect, it } from "vitest";
import { PAGES } from "~/i18n/registry";
import { robotsTxt, SITEMAP_GROUP_ORDER, sitemapGroups, sitemapUrls, sitemapXml } from "./sitemap-data";

const SITE = "https://www.example.com";

/** Reads the <url> entries back from the XML text, as a crawler would. */
function parse(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, inner]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(inner!)![1]!,
    alternates: Object.fromEntries(
      [...inner!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang!, href!],
      ),
    ),
  }));
}

describe("sitemap.xml", () => {
  const xml = sitemapXml(sitemapUrls(`${SITE}/`));
  const entries = parse(xml);
  const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));

  it("lists every indexable bilingual page in both languages, absolute, once", () => {
    const expected = PAGES.filter((p) => p.indexable && p.bilingual).flatMap((p) => [
      `${SITE}${p.path}`,
      p.path === "/" ? `${SITE}/en` : `${SITE}/en${p.path}`,
    ]);
    expect(entries.map((e) => e.loc).sort()).toEqual(expected.sort());
    expect(byLoc.size).toBe(entries.length);
    expect(xml).toContain(`<loc>${SITE}/</loc>`);
    expect(xml).toContain(`<loc>${SITE}/en/services/nice-airport-transfer</loc>`);
  });

  it("leaves out private pages", () => {
    for (const path of ["/confirmation", "/auth", "/admin"]) {
      expect(byLoc.has(`${SITE}${path}`)).toBe(false);
      expect(byLoc.has(`${SITE}/en${path}`)).toBe(false);
    }
  });

  it("gives every page reciprocal fr, en and x-default alternates", () => {
    for (const page of PAGES.filter((p) => p.indexable && p.bilingual)) {
      const fr = byLoc.get(`${SITE}${page.path}`);
      const en = byLoc.get(page.path === "/" ? `${SITE}/en` : `${SITE}/en${page.path}`);
      expect(fr, page.path).toBeDefined();
      expect(en, page.path).toBeDefined();
      for (const entry of [fr!, en!]) {
        expect(Object.keys(entry.alternates).sort(), page.path).toEqual(["en", "fr", "x-default"]);
        // Each entry names itself among its alternates...
        expect(Object.values(entry.alternates), page.path).toContain(entry.loc);
        // ...and every alternate exists and points back with the same set.
        for (const href of Object.values(entry.alternates)) {
          expect(byLoc.get(href)?.alternates, `${page.path} → ${href}`).toEqual(entry.alternates);
        }
      }
      expect(fr!.alternates.fr).toBe(fr!.loc);
      expect(fr!.alternates.en).toBe(en!.loc);
      expect(fr!.alternates["x-default"]).toBe(fr!.loc);
    }
  });

  it("is well-formed XML with the sitemap and xhtml namespaces", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect((xml.match(/<url>/g) ?? []).length).toBe((xml.match(/<\/url>/g) ?? []).length);
  });

  it("escapes special characters in addresses", () => {
    const out = sitemapXml([{ loc: "https://x.example/a?b=1&c=<2>", alternates: [] }]);
    expect(out).toContain("<loc>https://x.example/a?b=1&amp;c=&lt;2&gt;</loc>");
  });

  it("lists a single-language page without alternates", () => {
    const urls = sitemapUrls(SITE, [{ id: "x", path: "/x", file: "x", indexable: true, bilingual: false }]);
    expect(urls).toEqual([{ loc: `${SITE}/x`, alternates: [] }]);
  });
});

describe("robots.txt", () => {
  it("allows everything but the staff area and the confirmation page, and names the sitemap", () => {
    const text = robotsTxt(`${SITE}/`);
    expect(text).toContain("User-agent: *\nAllow: /\n");
    for (const path of ["/admin", "/auth", "/confirmation", "/en/confirmation"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe("/sitemap groups", () => {
  it("puts every indexable page once, under its own group, in the groups' order", () => {
    const groups = sitemapGroups();
    expect(groups.map((g) => g.group)).toEqual(
      SITEMAP_GROUP_ORDER.filter((g) => groups.some((x) => x.group === g)),
    );
    for (const { group, pages } of groups) for (const page of pages) expect(page.group, page.id).toBe(group);
    const ids = groups.flatMap((g) => g.pages.map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(
      PAGES.filter((p) => p.indexable && p.group)
        .map((p) => p.id)
        .sort(),
    );
    for (const id of ["confirmation", "auth", "admin"]) expect(ids).not.toContain(id);
  });

  it("leaves out a group with no indexable page", () => {
    const pages = [
      { id: "a", path: "/a", file: "a", indexable: true, bilingual: true, group: "legal" as const },
      { id: "b", path: "/b", file: "b", indexable: false, bilingual: true, group: "blog" as const },
    ];
    expect(sitemapGroups(pages).map((g) => g.group)).toEqual(["legal"]);
  });
});
