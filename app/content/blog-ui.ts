/**
 * The small pure helpers that shape an article for the blog pages (index, article, feed); their
 * interface texts are in the dictionary (app/i18n/fr/blog.ts, en/blog.ts). Safe in the browser: it imports only types from ./blog,
 * so the Markdown files and their parser stay on the server.
 */

import { dictionary } from "~/i18n/dictionary";
import { type Lang, LOCALE } from "~/i18n/lang";
import type { Article, ArticleHeading, ArticleSlug, BlogCategory } from "./blog";
import type { ArtKey, Localized, ServiceSlug } from "./types";

/** "2026-02-24" → "24 février 2026" / "24 February 2026"; the date is a calendar day, so UTC. */
export function formatArticleDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** What a card needs: no body, dates already formatted (so server and browser render the same text). */
export interface ArticleSummary {
  slug: ArticleSlug;
  title: string;
  excerpt: string;
  category: BlogCategory;
  art: ArtKey;
  readMinutes: number;
  published: string;
  publishedLabel: string;
}

export function summarize(article: Article): ArticleSummary {
  return {
    slug: article.slug,
    title: typeset(article.title, article.lang),
    excerpt: typeset(article.excerpt, article.lang),
    category: article.category,
    art: article.art,
    readMinutes: article.readMinutes,
    published: article.published,
    publishedLabel: formatArticleDate(article.published, article.lang),
  };
}

/**
 * Cuts the rendered body in three: the introduction (before the first h2), the first sections, and the
 * sections from a middle h2 on, so the page can set a service link after the introduction and the pull
 * quote halfway. The body comes from markdown-it with raw HTML disabled, so `<h2` only starts a real heading.
 */
export function splitArticleBody(
  html: string,
  headings: readonly ArticleHeading[],
): { intro: string; first: string; rest: string } {
  const at = (heading: ArticleHeading | undefined) =>
    heading ? html.indexOf(`<h2 id="${heading.id}">`) : -1;
  const firstAt = at(headings[0]);
  if (firstAt < 0) return { intro: html, first: "", rest: "" };
  const middleAt = headings.length >= 3 ? at(headings[Math.ceil(headings.length / 2)]) : -1;
  return middleAt > firstAt
    ? { intro: html.slice(0, firstAt), first: html.slice(firstAt, middleAt), rest: html.slice(middleAt) }
    : { intro: html.slice(0, firstAt), first: html.slice(firstAt), rest: "" };
}

/** French typography: a no-break space before « : ; ! ? » and after «, so they never start a line. */
export function typeset(text: string, lang: Lang): string {
  if (lang !== "fr") return text;
  return text.replace(/ ([:;!?»])/g, "\u00a0$1").replace(/« /g, "«\u00a0");
}

/** `typeset` applied to the text of rendered HTML, leaving tags and attributes untouched. */
export function typesetHtml(html: string, lang: Lang): string {
  if (lang !== "fr") return html;
  return html.replace(/(^|>)([^<]+)/g, (_match, start: string, text: string) => start + typeset(text, lang));
}

/**
 * Articles that lead to a commercial offer: a prominent link to the service page near the top.
 * The Cannes guide and the Cannes Festival service page are distinct documents (decision 004).
 */
export const ARTICLE_SERVICES: Partial<
  Record<
    ArticleSlug,
    { service: ServiceSlug; title: Localized<string>; text: Localized<string>; cta: Localized<string> }
  >
> = {
  "cannes-festival-guide": {
    service: "cannes-festival-transfer",
    title: {
      fr: "Vos déplacements pendant le Festival",
      en: "Getting around during the Festival",
    },
    text: {
      fr: "Ce guide vous aide à préparer votre séjour. Pour vos trajets sur place — aéroport, hôtel, Palais, soirées — découvrez notre offre de chauffeur dédiée au Festival de Cannes.",
      en: "This guide helps you prepare your stay. For your journeys once there — airport, hotel, Palais, evening events — see our chauffeur service dedicated to the Cannes Film Festival.",
    },
    cta: { fr: "Découvrir l’offre Festival de Cannes", en: "See our Cannes Festival service" },
  },
  "nice-to-milan": {
    service: "milan-luxury-transfer",
    title: { fr: "Le trajet Nice – Milan, de porte à porte", en: "Nice to Milan, door to door" },
    text: {
      fr: "Vous préparez ce voyage ? Découvrez notre transfert Nice – Milan en Mercedes Classe V, avec chauffeur et bagages pris en charge.",
      en: "Planning this journey? See our Nice to Milan transfer in a Mercedes V-\u2060Class, with a chauffeur and your luggage taken care of.",
    },
    cta: { fr: "Découvrir le transfert Nice – Milan", en: "See our Nice to Milan transfer" },
  },
};

/** The Atom feed of a language: /blog/feed.xml (French), /en/blog/feed.xml (English). */
export function feedPath(lang: Lang): string {
  return lang === "en" ? "/en/blog/feed.xml" : "/blog/feed.xml";
}

/** The `<link rel="alternate">` that announces the feed of the page's language. */
export function feedLinkTag(siteUrl: string, lang: Lang) {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: dictionary(lang).blog.feed.linkTitle,
    href: `${siteUrl}${feedPath(lang)}`,
  } as const;
}
