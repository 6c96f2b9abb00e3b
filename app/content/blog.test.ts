import { describe, expect, it } from "vitest";
import { BLOG_SLUGS } from "~/i18n/registry";
import {
  type Article,
  BLOG_CATEGORIES,
  BLOG_LANGS,
  buildArticles,
  computeReadMinutes,
  countWords,
  filterArticles,
  filterByCategory,
  getArticle,
  getArticles,
  getRelated,
  parseArticleFile,
  relatedArticles,
  renderMarkdown,
  slugifyHeading,
} from "./blog";

const rawFiles = import.meta.glob<string>("./blog/*.md", { query: "?raw", import: "default", eager: true });

const FIELDS = [
  "title",
  "excerpt",
  "description",
  "category",
  "published",
  "author",
  "art",
  "quote",
  "imageAlt",
] as const;

function frontMatter(overrides: Record<string, string | undefined> = {}): string {
  const fields: Record<string, string | undefined> = {
    title: "A title",
    excerpt: "A short excerpt.",
    description:
      "A synthetic meta description that is long enough to pass the validation rule, which asks for 120 to 160 characters in total.",
    category: "travel",
    published: "2025-06-01",
    author: "Editorial team",
    art: "riviera-viaduct",
    quote: "A quote.",
    imageAlt: "An illustration.",
    ...overrides,
  };
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join("\n")}\n---\n`;
}

const BODY = "Intro paragraph.\n\n## First part\n\nText.\n\n## Conclusion\n\nThe end.\n";

describe("blog content files", () => {
  it("are loaded through import.meta.glob", () => {
    expect(Object.keys(rawFiles).length).toBe(BLOG_SLUGS.length * BLOG_LANGS.length);
  });

  for (const slug of BLOG_SLUGS) {
    for (const lang of BLOG_LANGS) {
      describe(`${slug}.${lang}.md`, () => {
        const load = () => getArticle(slug, lang) as Article;

        it("exists with every field", () => {
          const article = load();
          expect(article).toBeDefined();
          expect(article.slug).toBe(slug);
          expect(article.lang).toBe(lang);
          for (const field of FIELDS) {
            expect(typeof article[field], field).toBe("string");
            expect(article[field].trim().length, field).toBeGreaterThan(0);
          }
          expect(article.description.length).toBeGreaterThanOrEqual(120);
          expect(article.description.length).toBeLessThanOrEqual(160);
          expect(article.published >= "2025-01-15" && article.published <= "2026-10-30").toBe(true);
          if (article.updated) expect(article.updated >= article.published).toBe(true);
          expect(article.html.length).toBeGreaterThan(0);
        });

        it("has a body of at least 800 words and a matching read time", () => {
          const article = load();
          expect(article.wordCount).toBeGreaterThanOrEqual(800);
          expect(article.readMinutes).toBe(Math.ceil(article.wordCount / 220));
        });

        it("has at least four h2 sections with ids, ending with a conclusion", () => {
          const article = load();
          expect(article.headings.length).toBeGreaterThanOrEqual(5);
          expect(article.headings.at(-1)?.text).toMatch(/^(Conclusion|En conclusion)$/);
          for (const heading of article.headings) {
            expect(heading.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
            expect(article.html).toContain(`<h2 id="${heading.id}">`);
          }
          expect(new Set(article.headings.map((h) => h.id)).size).toBe(article.headings.length);
        });

        it("contains no raw HTML", () => {
          const article = load();
          const raw = rawFiles[`./blog/${slug}.${lang}.md`] ?? "";
          expect(raw).not.toMatch(/<\/?[a-z][^>]*>/i);
          expect(article.html).not.toMatch(/<(script|iframe|img|div|span)\b/i);
        });
      });
    }

    it(`${slug}: same category in every language`, () => {
      const categories = BLOG_LANGS.map((lang) => getArticle(slug, lang)?.category);
      expect(new Set(categories).size).toBe(1);
    });
  }

  it("lists articles newest first", () => {
    for (const lang of BLOG_LANGS) {
      const list = getArticles(lang);
      expect(list.map((a) => a.slug).sort()).toEqual([...BLOG_SLUGS].sort());
      for (let i = 1; i < list.length; i++) {
        expect(list[i - 1]!.published >= list[i]!.published).toBe(true);
      }
    }
  });

  it("returns undefined for an unknown article", () => {
    expect(getArticle("no-such-article", "fr")).toBeUndefined();
  });
});

describe("related articles", () => {
  it("exclude the current article, stay in the language and return at most three", () => {
    for (const slug of BLOG_SLUGS) {
      for (const lang of BLOG_LANGS) {
        const related = getRelated(slug, lang);
        expect(related.length).toBeLessThanOrEqual(3);
        expect(related.length).toBe(Math.min(3, BLOG_SLUGS.length - 1));
        expect(related.map((a) => a.slug)).not.toContain(slug);
        expect(related.every((a) => a.lang === lang)).toBe(true);
      }
    }
  });

  it("respect max", () => {
    expect(getRelated("nice-to-milan", "en", 1)).toHaveLength(1);
    expect(getRelated("nice-to-milan", "en", 0)).toHaveLength(0);
  });

  it("put the same category first, then the newest", () => {
    const make = (slug: string, category: string, published: string) =>
      parseArticleFile(`${slug}.en.md`, frontMatter({ category, published }) + BODY);
    const articles = [
      make("nice-to-milan", "travel", "2025-06-01"),
      make("courchevel-chauffeur", "travel", "2025-01-20"),
      make("monaco-rooftops", "inspirations", "2026-03-01"),
      make("cannes-festival-guide", "events", "2026-02-01"),
      make("best-restaurants-cannes", "restaurants", "2025-03-01"),
    ];
    expect(relatedArticles(articles, "nice-to-milan", "en").map((a) => a.slug)).toEqual([
      "courchevel-chauffeur",
      "monaco-rooftops",
      "cannes-festival-guide",
    ]);
    expect(relatedArticles(articles, "nice-to-milan", "fr")).toEqual([]);
  });
});

describe("filter by category", () => {
  it("keeps only the requested category", () => {
    for (const lang of BLOG_LANGS) {
      for (const category of BLOG_CATEGORIES) {
        const list = filterByCategory(lang, category);
        expect(list.every((a) => a.category === category)).toBe(true);
        expect(list.length).toBe(getArticles(lang).filter((a) => a.category === category).length);
      }
    }
    expect(filterByCategory("en", "travel").length).toBeGreaterThan(0);
  });

  it("returns every article for a missing or unknown category", () => {
    for (const lang of BLOG_LANGS) {
      const all = getArticles(lang);
      expect(filterByCategory(lang)).toEqual(all);
      expect(filterByCategory(lang, null)).toEqual(all);
      expect(filterByCategory(lang, "cooking")).toEqual(all);
      expect(filterByCategory(lang, "")).toEqual(all);
    }
  });

  it("works on any list", () => {
    const article = parseArticleFile("nice-to-milan.fr.md", frontMatter() + BODY);
    expect(filterArticles([article], "fr", "travel")).toEqual([article]);
    expect(filterArticles([article], "fr", "events")).toEqual([]);
    expect(filterArticles([article], "en")).toEqual([]);
  });
});

describe("markdown rendering", () => {
  it("escapes raw HTML", () => {
    const { html } = renderMarkdown(
      'Hello\n\n<script>alert(1)</script>\n\nInline <b onclick="x()">bold</b>.',
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<b ");
    expect(html).toContain("&lt;b onclick=&quot;x()&quot;&gt;");
  });

  it("escapes raw HTML in a whole article file", () => {
    const article = parseArticleFile(
      "nice-to-milan.en.md",
      `${frontMatter()}<script>alert(1)</script>\n\n${BODY}`,
    );
    expect(article.html).not.toContain("<script>");
    expect(article.html).toContain("&lt;script&gt;");
  });

  it("adds slugified ids to h2 headings", () => {
    const { html, headings } = renderMarkdown(
      "## Où dîner à Cannes ?\n\n## Œuvres & **arts**\n\n## Où dîner à Cannes ?\n\n### Sub",
    );
    expect(headings).toEqual([
      { id: "ou-diner-a-cannes", text: "Où dîner à Cannes ?" },
      { id: "oeuvres-arts", text: "Œuvres & arts" },
      { id: "ou-diner-a-cannes-2", text: "Où dîner à Cannes ?" },
    ]);
    expect(html).toContain('<h2 id="ou-diner-a-cannes">');
    expect(html).toContain("<h3>Sub</h3>");
    expect(slugifyHeading("!!!")).toBe("section");
  });

  it("counts the words of the text, not the Markdown syntax", () => {
    expect(countWords("## Title\n\n- one two\n- three — four")).toBe(5);
    expect(renderMarkdown("## Title\n\n- one *two*\n- [three](https://example.com) — four").wordCount).toBe(
      5,
    );
  });

  it("computes the read time at 220 words a minute, at least one minute", () => {
    expect(computeReadMinutes(0)).toBe(1);
    expect(computeReadMinutes(220)).toBe(1);
    expect(computeReadMinutes(221)).toBe(2);
    expect(computeReadMinutes(1000)).toBe(5);
  });
});

describe("validation", () => {
  it("accepts a complete file", () => {
    const article = parseArticleFile(
      "./blog/nice-to-milan.en.md",
      frontMatter({ updated: "2025-07-01" }) + BODY,
    );
    expect(article).toMatchObject({
      slug: "nice-to-milan",
      lang: "en",
      category: "travel",
      updated: "2025-07-01",
    });
    expect(article.readMinutes).toBe(1);
  });

  it("names the file and the field when a field is missing", () => {
    expect(() =>
      parseArticleFile("./blog/nice-to-milan.fr.md", frontMatter({ quote: undefined }) + BODY),
    ).toThrow(/nice-to-milan\.fr\.md[\s\S]*quote/);
  });

  it("rejects an unknown category or illustration", () => {
    expect(() =>
      parseArticleFile("nice-to-milan.en.md", frontMatter({ category: "cooking" }) + BODY),
    ).toThrow(/nice-to-milan\.en\.md[\s\S]*category/);
    expect(() => parseArticleFile("nice-to-milan.en.md", frontMatter({ art: "sunset" }) + BODY)).toThrow(
      /nice-to-milan\.en\.md[\s\S]*art/,
    );
  });

  it("rejects bad dates, descriptions, unknown fields, a missing front matter or body", () => {
    expect(() =>
      parseArticleFile("nice-to-milan.en.md", frontMatter({ published: "2025-02-30" }) + BODY),
    ).toThrow(/published/);
    expect(() =>
      parseArticleFile("nice-to-milan.en.md", frontMatter({ updated: "2025-01-01" }) + BODY),
    ).toThrow(/updated/);
    expect(() =>
      parseArticleFile("nice-to-milan.en.md", frontMatter({ description: "Too short." }) + BODY),
    ).toThrow(/description/);
    expect(() => parseArticleFile("nice-to-milan.en.md", frontMatter({ tags: "x" }) + BODY)).toThrow(/tags/);
    expect(() => parseArticleFile("nice-to-milan.en.md", BODY)).toThrow(
      /nice-to-milan\.en\.md.*front matter/,
    );
    expect(() => parseArticleFile("nice-to-milan.en.md", frontMatter())).toThrow(/body is empty/);
  });

  it("rejects a badly named file, an unknown slug or language", () => {
    expect(() => parseArticleFile("notes.md", frontMatter() + BODY)).toThrow(/notes\.md/);
    expect(() => parseArticleFile("unknown-article.en.md", frontMatter() + BODY)).toThrow(/unknown slug/);
    expect(() => parseArticleFile("nice-to-milan.de.md", frontMatter() + BODY)).toThrow(/unknown language/);
  });

  it("reports a missing language, naming the missing file", () => {
    const files = { "./blog/nice-to-milan.fr.md": frontMatter() + BODY };
    expect(() => buildArticles(files, ["nice-to-milan"])).toThrow(/nice-to-milan\.en\.md" is missing/);
    expect(() => buildArticles(files, [])).toThrow(/nice-to-milan\.en\.md" is missing/);
    expect(() => buildArticles({}, ["nice-to-milan"])).toThrow(/nice-to-milan\.fr\.md" is missing/);
  });

  it("reports a category that differs between languages", () => {
    const files = {
      "./blog/nice-to-milan.fr.md": frontMatter() + BODY,
      "./blog/nice-to-milan.en.md": frontMatter({ category: "events" }) + BODY,
    };
    expect(() => buildArticles(files, ["nice-to-milan"])).toThrow(/category differs/);
  });

  it("builds a consistent collection", () => {
    const files = {
      "./blog/nice-to-milan.fr.md": frontMatter() + BODY,
      "./blog/nice-to-milan.en.md": frontMatter() + BODY,
    };
    expect(buildArticles(files, ["nice-to-milan"])).toHaveLength(2);
  });
});
