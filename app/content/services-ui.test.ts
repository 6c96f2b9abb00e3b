import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dictionary } from "~/i18n";
import { PAGES } from "~/i18n/registry";
import { SERVICE_ENTRIES } from "./service-registry";
import { getService, getServices } from "./services";
import {
  guideFor,
  hubCategories,
  linkedServiceCards,
  serviceForPath,
  serviceGuides,
  serviceSlugFromPath,
} from "./services-ui";
import { SERVICE_SLUGS } from "./types";

const services = getServices();

const appDir = path.resolve(import.meta.dirname, "..");

describe("service page links", () => {
  it("links each page to the services of its registry line, in order, in the page's language", () => {
    for (const entry of SERVICE_ENTRIES) {
      const service = getService(entry.slug)!;
      for (const lang of ["fr", "en"] as const) {
        const prefix = lang === "en" ? "/en" : "";
        const cards = linkedServiceCards(service, lang);
        expect(
          cards.map((card) => card.href),
          `${entry.slug} (${lang})`,
        ).toEqual(entry.linked.map((slug) => `${prefix}/services/${slug}`));
        for (const card of cards) expect(card.label).toBe(getService(card.slug)?.label[lang]);
      }
    }
  });

  it("gives each layout A page up to three other existing services, never itself", () => {
    for (const service of services.filter((s) => s.layout === "A")) {
      const cards = linkedServiceCards(service, "en");
      expect(cards.length, service.slug).toBeGreaterThan(0);
      expect(cards.length, service.slug).toBeLessThanOrEqual(3);
      expect(cards.map((card) => card.slug)).not.toContain(service.slug);
      for (const card of cards) expect(card.href).toBe(`/en/services/${card.slug}`);
    }
  });

  it("links the Cannes Festival page to the festival guide, in both languages", () => {
    expect(guideFor("cannes-festival-transfer", "fr")?.href).toBe("/blog/cannes-festival-guide");
    expect(guideFor("cannes-festival-transfer", "en")?.href).toBe("/en/blog/cannes-festival-guide");
    expect(guideFor("cannes-festival-transfer", "en")?.cta).toBe("Read our Festival guide");
    // Keyed by slug, a plain string (see ServiceSlug): a misspelt key would leave its page without a guide.
    for (const slug of Object.keys(serviceGuides)) expect(SERVICE_SLUGS, slug).toContain(slug);
    const blogPaths = new Set(PAGES.map((page) => page.path));
    for (const slug of SERVICE_SLUGS) {
      const guide = guideFor(slug, "fr");
      if (guide) expect(blogPaths.has(guide.href), `${slug} -> ${guide.href}`).toBe(true);
    }
  });
});

describe("service pages in the registry", () => {
  it("lists /services and every service page, all served by one module", () => {
    const hub = PAGES.find((page) => page.id === "services");
    expect(hub).toMatchObject({ path: "/services", file: "routes/services.tsx", bilingual: true });
    for (const service of services) {
      const entry = PAGES.find((page) => page.id === `service.${service.slug}`);
      expect(entry, service.slug).toBeDefined();
      expect(entry?.path).toBe(`/services/${service.slug}`);
      expect(entry?.file).toBe("routes/service.tsx");
      expect(entry?.bilingual).toBe(true);
      expect(entry?.indexable).toBe(true);
    }
    for (const file of ["routes/services.tsx", "routes/service.tsx"]) {
      expect(fs.existsSync(path.join(appDir, file)), file).toBe(true);
    }
  });

  it("finds a service from its path, in either language", () => {
    expect(serviceSlugFromPath("/services/monaco-grand-prix")).toBe("monaco-grand-prix");
    expect(serviceSlugFromPath("/en/services/monaco-grand-prix/")).toBe("monaco-grand-prix");
    expect(serviceSlugFromPath("/services")).toBeUndefined();
    expect(serviceSlugFromPath("/blog/monaco-grand-prix")).toBeUndefined();
    expect(serviceForPath("/en/services/monaco-grand-prix")?.slug).toBe("monaco-grand-prix");
    expect(serviceForPath("/services/guest-transportation")?.layout).toBe("B");
    expect(serviceForPath("/services/no-such-service")).toBeUndefined();
    expect(serviceForPath("/blog/nice-to-milan")).toBeUndefined();
  });
});

describe("the /services hub", () => {
  it("shows the four anchored categories with every service, from the one data source", () => {
    const categories = hubCategories("fr");
    expect(categories.map((category) => category.id)).toEqual([
      "airport",
      "long-distance",
      "events",
      "hotel",
    ]);
    const slugs = categories.flatMap((category) => category.cards.map((card) => card.slug));
    expect([...slugs].sort()).toEqual([...SERVICE_SLUGS].sort());
    for (const category of categories) {
      for (const card of category.cards) {
        expect(getService(card.slug)?.category).toBe(category.id);
        expect(card.href).toBe(`/services/${card.slug}`);
      }
    }
  });
});

describe("services interface texts", () => {
  it("words the carousel as specified", () => {
    expect(dictionary("en").services.carousel.previous).toBe("Previous");
    expect(dictionary("en").services.carousel.next).toBe("Next");
    expect(dictionary("en").services.carousel.status(2, 5, "VIP services")).toBe(
      "Slide 2 of 5: VIP services",
    );
    expect(dictionary("fr").services.carousel.status(2, 5, "Services VIP")).toBe(
      "Diapositive 2 sur 5\u00a0: Services VIP",
    );
  });
});
