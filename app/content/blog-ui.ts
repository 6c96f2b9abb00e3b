/**
 * Interface texts of the blog pages (index, article, feed) in both languages, and the small pure
 * helpers that shape an article for them. Safe in the browser: it imports only types from ./blog,
 * so the Markdown files and their parser stay on the server.
 */
import type { Article, ArticleHeading, ArticleSlug, BlogCategory } from "./blog";
import type { ArtKey, Lang, Localized, ServiceSlug } from "./types";

export interface BlogUi {
  index: {
    metaTitle: string;
    metaDescription: string;
    eyebrow: string;
    title: string;
    subtitle: string;
    listLabel: string;
  };
  filters: { label: string; all: string };
  feed: { title: string; subtitle: string; link: string; linkTitle: string };
  card: { readMore: string };
  article: {
    by: string;
    service: string;
    published: string;
    updated: string;
    toc: string;
    backToBlog: string;
    related: string;
    relatedIntro: string;
    cta: { eyebrow: string; title: string; text: string; button: string; contact: string };
  };
}

export const BLOG_UI: Localized<BlogUi> = {
  fr: {
    index: {
      metaTitle: "Blog Côte d'Azur : restaurants, événements et voyages",
      metaDescription:
        "Nos guides pour vivre la Côte d'Azur : bonnes tables de Cannes, Festival, toits-terrasses de Monaco, routes vers Milan et Courchevel avec chauffeur privé.",
      eyebrow: "Le journal de la Riviera",
      title: "L'art de vivre sur la Côte d'Azur",
      subtitle:
        "Bonnes tables, grands rendez-vous, escapades et inspirations : nos guides pour profiter de la Riviera, de Monaco à Cannes, et au-delà, jusqu'à Milan et Courchevel.",
      listLabel: "Articles",
    },
    filters: { label: "Filtrer par catégorie", all: "Tous" },
    feed: {
      title: "Le journal de la Riviera",
      subtitle: "Guides et inspirations pour vivre la Côte d'Azur avec un chauffeur privé.",
      link: "S'abonner au flux Atom",
      linkTitle: "Flux Atom du blog (français)",
    },
    card: { readMore: "Lire l'article" },
    article: {
      by: "Par",
      service: "Notre service",
      published: "Publié le",
      updated: "Mis à jour le",
      toc: "Sommaire",
      backToBlog: "Tous les articles",
      related: "Articles similaires",
      relatedIntro: "D'autres idées pour profiter de la Riviera.",
      cta: {
        eyebrow: "Votre chauffeur sur la Riviera",
        title: "Laissez-nous le volant",
        text: "Indiquez votre trajet : vous obtenez une estimation immédiate et une confirmation détaillée par e-mail dans les deux heures.",
        button: "Réserver un chauffeur",
        contact: "Poser une question",
      },
    },
  },
  en: {
    index: {
      metaTitle: "French Riviera blog: restaurants, events and travel",
      metaDescription:
        "Our guides to the French Riviera: where to eat in Cannes, the Film Festival, Monaco's rooftops, and the roads to Milan and Courchevel with a private chauffeur.",
      eyebrow: "The Riviera journal",
      title: "Living well on the French Riviera",
      subtitle:
        "Great tables, major events, getaways and ideas: our guides to making the most of the Riviera, from Monaco to Cannes, and beyond to Milan and Courchevel.",
      listLabel: "Articles",
    },
    filters: { label: "Filter by category", all: "All" },
    feed: {
      title: "The Riviera journal",
      subtitle: "Guides and ideas for enjoying the French Riviera with a private chauffeur.",
      link: "Subscribe to the Atom feed",
      linkTitle: "Blog Atom feed (English)",
    },
    card: { readMore: "Read the article" },
    article: {
      by: "By",
      service: "Our service",
      published: "Published",
      updated: "Updated",
      toc: "Table of contents",
      backToBlog: "All articles",
      related: "Related articles",
      relatedIntro: "More ideas for enjoying the Riviera.",
      cta: {
        eyebrow: "Your chauffeur on the Riviera",
        title: "Leave the driving to us",
        text: "Tell us about your journey: you get an instant estimate, and a detailed confirmation by e-mail within two hours.",
        button: "Book a chauffeur",
        contact: "Ask a question",
      },
    },
  },
};

export const CATEGORY_LABELS: Record<BlogCategory, Localized<string>> = {
  restaurants: { fr: "Restaurants", en: "Restaurants" },
  events: { fr: "Événements", en: "Events" },
  travel: { fr: "Voyages", en: "Travel" },
  inspirations: { fr: "Inspirations", en: "Inspiration" },
};

/** "7 min de lecture" / "7 min read". */
export function readTimeLabel(minutes: number, lang: Lang): string {
  return lang === "fr" ? `${minutes} min de lecture` : `${minutes} min read`;
}

/** The announced number of results of the filter. */
export function resultCountLabel(count: number, lang: Lang): string {
  if (lang === "fr") return count === 0 ? "Aucun article" : `${count} article${count > 1 ? "s" : ""}`;
  return count === 0 ? "No articles" : `${count} article${count === 1 ? "" : "s"}`;
}

const DATE_LOCALE: Record<Lang, string> = { fr: "fr-FR", en: "en-GB" };

/** "2026-02-24" → "24 février 2026" / "24 February 2026"; the date is a calendar day, so UTC. */
export function formatArticleDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(DATE_LOCALE[lang], {
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
    cta: { fr: "Découvrir l'offre Festival de Cannes", en: "See our Cannes Festival service" },
  },
  "nice-to-milan": {
    service: "milan-luxury-transfer",
    title: { fr: "Le trajet Nice – Milan, de porte à porte", en: "Nice to Milan, door to door" },
    text: {
      fr: "Vous préparez ce voyage ? Découvrez notre transfert Nice – Milan en Mercedes Classe V, avec chauffeur et bagages pris en charge.",
      en: "Planning this journey? See our Nice to Milan transfer in a Mercedes V-Class, with a chauffeur and your luggage taken care of.",
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
    title: BLOG_UI[lang].feed.linkTitle,
    href: `${siteUrl}${feedPath(lang)}`,
  } as const;
}
