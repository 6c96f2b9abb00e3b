/** Interface texts of the blog pages (index, article, feed). */
import type { BlogCategory } from "~/content/blog";

export const blog = {
  categories: {
    restaurants: "Restaurants",
    events: "Événements",
    travel: "Voyages",
    inspirations: "Inspirations",
  } satisfies Record<BlogCategory, string>,
  /** "7 min de lecture" */
  readTime: (minutes: number) => `${minutes} min de lecture`,
  /** the announced number of results of the filter */
  resultCount: (count: number) => (count === 0 ? "Aucun article" : `${count} article${count > 1 ? "s" : ""}`),
  index: {
    metaTitle: "Blog Côte d’Azur : restaurants, événements et voyages",
    metaDescription:
      "Nos guides pour vivre la Côte d’Azur : bonnes tables de Cannes, Festival, toits-terrasses de Monaco, routes vers Milan et Courchevel avec chauffeur privé.",
    hero: {
      eyebrow: "Le journal de la Riviera",
      title: "L’art de vivre sur la Côte d’Azur",
      subtitle:
        "Bonnes tables, grands rendez-vous, escapades et inspirations : nos guides pour profiter de la Riviera, de Monaco à Cannes, et au-delà, jusqu’à Milan et Courchevel.",
    },
    listLabel: "Articles",
  },
  filters: { label: "Filtrer par catégorie", all: "Tous" },
  feed: {
    title: "Le journal de la Riviera",
    subtitle: "Guides et inspirations pour vivre la Côte d’Azur avec un chauffeur privé.",
    link: "Flux Atom du blog",
    linkTitle: "Flux Atom du blog (français)",
  },
  card: { readMore: "Lire l’article" },
  article: {
    by: "Par",
    service: "Notre service",
    published: "Publié le",
    updated: "Mis à jour le",
    toc: "Sommaire",
    backToBlog: "Tous les articles",
    related: "Articles similaires",
    relatedIntro: "D’autres idées pour profiter de la Riviera.",
    cta: {
      eyebrow: "Votre chauffeur sur la Riviera",
      title: "Laissez-nous le volant",
      text: "Indiquez votre trajet : vous obtenez une estimation immédiate et une confirmation détaillée par e-mail dans les deux heures.",
      button: "Réserver un chauffeur",
      contact: "Poser une question",
    },
  },
};
