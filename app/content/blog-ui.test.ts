import { describe, expect, it } from "vitest";
import { search } from "~/domain/geo/places";
import { dictionary } from "~/i18n";
import { BLOG_SLUGS } from "~/i18n/registry";
import { atomFeed } from "~/routes/blog-feed";
import { escapeXml } from "~/utils/escape";
import { ARTICLE_BOOKING, articleBookingHref } from "./article-booking.server";
import { BLOG_CATEGORIES, BLOG_LANGS, getArticle, getArticles, renderMarkdown } from "./blog";
import {
  ARTICLE_SERVICES,
  feedPath,
  formatArticleDate,
  splitArticleBody,
  summarize,
  typeset,
  typesetHtml,
} from "./blog-ui";
import { SERVICE_SLUGS } from "./types";

describe("blog interface texts", () => {
  it("describe the index in 120 to 160 characters", () => {
    for (const lang of BLOG_LANGS) {
      const description = dictionary(lang).blog.index.metaDescription;
      expect(description.length).toBeGreaterThanOrEqual(120);
      expect(description.length).toBeLessThanOrEqual(160);
    }
  });

  it("label every category in both languages", () => {
    for (const category of BLOG_CATEGORIES) {
      for (const lang of BLOG_LANGS) expect(dictionary(lang).blog.categories[category].trim()).not.toBe("");
    }
  });

  it("link articles only to existing services, with texts in both languages", () => {
    expect(ARTICLE_SERVICES["cannes-festival-guide"]?.service).toBe("cannes-festival-transfer");
    for (const [slug, link] of Object.entries(ARTICLE_SERVICES)) {
      expect(BLOG_SLUGS).toContain(slug);
      expect(SERVICE_SLUGS).toContain(link.service);
      for (const lang of BLOG_LANGS) {
        expect(link.title[lang].trim()).not.toBe("");
        expect(link.text[lang].trim()).not.toBe("");
        expect(link.cta[lang].trim()).not.toBe("");
      }
    }
  });

  it("open the booking form with what each article implies, a service that exists or a place the search finds", () => {
    expect(articleBookingHref("nice-to-milan", "en")).toBe("/en/reservations?service=milan-luxury-transfer");
    expect(articleBookingHref("monaco-rooftops", "fr")).toBe("/reservations?to=Monaco");
    for (const [slug, prefill] of Object.entries(ARTICLE_BOOKING)) {
      expect(BLOG_SLUGS).toContain(slug);
      if (prefill.service) expect(SERVICE_SLUGS).toContain(prefill.service);
      for (const place of [prefill.from, prefill.to])
        if (place) expect(search(place, { limit: 1 })).toHaveLength(1);
    }
  });

  it("format counts, read times and dates per language", () => {
    expect(dictionary("fr").blog.resultCount(0)).toBe("Aucun article");
    expect(dictionary("fr").blog.resultCount(1)).toBe("1 article");
    expect(dictionary("fr").blog.resultCount(5)).toBe("5 articles");
    expect(dictionary("en").blog.resultCount(1)).toBe("1 article");
    expect(dictionary("en").blog.resultCount(2)).toBe("2 articles");
    expect(dictionary("fr").blog.readTime(7)).toBe("7 min de lecture");
    expect(dictionary("en").blog.readTime(7)).toBe("7 min read");
    expect(formatArticleDate("2026-02-24", "fr")).toBe("24 février 2026");
    expect(formatArticleDate("2026-02-24", "en")).toBe("24 February 2026");
    expect(formatArticleDate("2025-01-01", "en")).toBe("1 January 2025");
    expect(feedPath("fr")).toBe("/blog/feed.xml");
    expect(feedPath("en")).toBe("/en/blog/feed.xml");
  });

  it("summarize an article without its body", () => {
    const article = getArticle("nice-to-milan", "fr")!;
    const summary = summarize(article);
    expect(summary).toMatchObject({
      slug: "nice-to-milan",
      title: typeset(article.title, "fr"),
      category: "travel",
    });
    expect(summary.publishedLabel).toBe("5 juin 2025");
    expect(JSON.stringify(summary)).not.toContain("<h2");
  });
});

describe("article body split", () => {
  it("cuts before the first h2 and before a middle h2, losing nothing", () => {
    for (const article of BLOG_LANGS.flatMap((lang) => getArticles(lang))) {
      const { intro, first, rest } = splitArticleBody(article.html, article.headings);
      expect(intro + first + rest).toBe(article.html);
      expect(intro).not.toContain("<h2");
      expect(intro).toContain("<p>");
      expect(first.startsWith(`<h2 id="${article.headings[0]!.id}">`)).toBe(true);
      expect(rest.startsWith("<h2 id=")).toBe(true);
    }
  });

  it("keeps a short body in two parts and a body without headings whole", () => {
    const short = renderMarkdown("Intro.\n\n## One\n\nText.\n\n## Two\n\nEnd.\n");
    const parts = splitArticleBody(short.html, short.headings);
    expect(parts.intro).toBe("<p>Intro.</p>\n");
    expect(parts.first).toContain('<h2 id="two">');
    expect(parts.rest).toBe("");
    expect(splitArticleBody("<p>Only.</p>", [])).toEqual({ intro: "<p>Only.</p>", first: "", rest: "" });
  });
});

describe("French typography", () => {
  it("puts a no-break space before high punctuation, in text only", () => {
    expect(typeset("Festival de Cannes : le guide ?", "fr")).toBe(
      "Festival de Cannes\u00a0: le guide\u00a0?",
    );
    expect(typeset("Cannes : guide", "en")).toBe("Cannes : guide");
    expect(typesetHtml('<p>Où ? <a href="/x?a=1">ici !</a></p>', "fr")).toBe(
      '<p>Où\u00a0? <a href="/x?a=1">ici\u00a0!</a></p>',
    );
  });
});

describe("Atom feed", () => {
  it("escapes the five XML characters and drops forbidden control characters", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>\u0001`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });

  it("lists every article of the language with absolute addresses", () => {
    for (const lang of BLOG_LANGS) {
      const articles = getArticles(lang);
      const xml = atomFeed({ articles, lang, siteUrl: "https://www.example.com", company: "A & B" });
      expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
      expect(xml).toContain(`xml:lang="${lang}"`);
      expect(xml).toContain(`<name>A &amp; B</name>`);
      expect(xml.match(/<entry>/g)).toHaveLength(articles.length);
      const prefix = lang === "en" ? "https://www.example.com/en" : "https://www.example.com";
      expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${prefix}/blog/feed.xml"/>`);
      for (const article of articles) {
        expect(xml).toContain(`<id>${prefix}/blog/${article.slug}</id>`);
      }
      // The rendered body is escaped, never embedded as markup.
      expect(xml).not.toMatch(/<h2|<p>/);
      expect(xml).toContain("&lt;h2 id=");
    }
  });
});
