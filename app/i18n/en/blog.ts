import type { Dictionary } from "../fr";

export const blog: Dictionary["blog"] = {
  categories: { restaurants: "Restaurants", events: "Events", travel: "Travel", inspirations: "Inspiration" },
  readTime: (minutes) => `${minutes} min read`,
  resultCount: (count) => (count === 0 ? "No articles" : `${count} article${count === 1 ? "" : "s"}`),
  index: {
    metaTitle: "French Riviera blog: restaurants, events and travel",
    metaDescription:
      "Our guides to the French Riviera: where to eat in Cannes, the Film Festival, Monaco’s rooftops, and the roads to Milan and Courchevel with a private chauffeur.",
    hero: {
      eyebrow: "The Riviera journal",
      title: "Living well on the French Riviera",
      subtitle:
        "Great tables, major events, getaways and ideas: our guides to making the most of the Riviera, from Monaco to Cannes, and beyond to Milan and Courchevel.",
    },
    listLabel: "Articles",
  },
  filters: { label: "Filter by category", all: "All" },
  feed: {
    title: "The Riviera journal",
    subtitle: "Guides and ideas for enjoying the French Riviera with a private chauffeur.",
    link: "Blog feed (Atom)",
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
      text: "Tell us about your journey: you get an instant estimate, and a detailed confirmation by email within two hours.",
      button: "Book a chauffeur",
      contact: "Ask a question",
    },
  },
};
