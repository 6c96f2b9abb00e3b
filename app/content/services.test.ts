import * as lucide from "lucide-react";
import { describe, expect, it } from "vitest";
import { getService, serviceCategories, services } from "./services";
import { SERVICE_SLUGS, type ServiceSlug } from "./types";

const LAYOUT_A: ServiceSlug[] = [
  "nice-airport-transfer",
  "monaco-grand-prix",
  "cannes-festival-transfer",
  "saint-tropez-transfer",
  "milan-luxury-transfer",
];

const RELATED: Record<string, ServiceSlug[]> = {
  "cannes-airport-transfer": ["nice-airport-transfer", "monaco-heliport-transfer"],
  "monaco-heliport-transfer": ["monaco-grand-prix", "vip-services"],
  "switzerland-luxury-transfer": ["milan-luxury-transfer", "multi-day-journeys", "customized-itineraries"],
  "multi-day-journeys": ["customized-itineraries", "switzerland-luxury-transfer", "milan-luxury-transfer"],
  "customized-itineraries": ["multi-day-journeys", "vip-services", "concierge-collaboration"],
  "corporate-events": ["private-celebrations", "monaco-grand-prix", "guest-transportation"],
  "private-celebrations": ["corporate-events", "guest-transportation", "vip-services"],
  "concierge-collaboration": ["vip-services"],
  "vip-services": ["customized-itineraries", "concierge-collaboration"],
  "guest-transportation": ["corporate-events", "private-celebrations", "nice-airport-transfer"],
};

const LANGS = ["fr", "en"] as const;
const knownSlugs = new Set<string>(SERVICE_SLUGS);

/** Every string reachable from `value`, with its path. */
function collectStrings(value: unknown, path: string, out: { path: string; value: string }[] = []) {
  if (typeof value === "string") {
    out.push({ path, value });
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) collectStrings(item, `${path}[${index}]`, out);
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) collectStrings(child, `${path}.${key}`, out);
  }
  return out;
}

/** Every object of the form { fr, en } reachable from `value`. */
function collectLocalized(value: unknown, path: string, out: { path: string; value: object }[] = []) {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) collectLocalized(item, `${path}[${index}]`, out);
  } else if (value && typeof value === "object") {
    if ("fr" in value || "en" in value) out.push({ path, value });
    for (const [key, child] of Object.entries(value)) collectLocalized(child, `${path}.${key}`, out);
  }
  return out;
}

/** Same keys and same array lengths in both languages (the texts themselves may differ freely). */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, child]) => [key, shape(child)]),
    );
  }
  return typeof value;
}

function iconsOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) iconsOf(item, out);
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key === "icon" && typeof child === "string") out.push(child);
      else iconsOf(child, out);
    }
  }
  return out;
}

describe("services content", () => {
  it("has 15 services, one per slug, in SERVICE_SLUGS order", () => {
    expect(services).toHaveLength(15);
    expect(services.map((s) => s.slug)).toEqual([...SERVICE_SLUGS]);
    expect(new Set(services.map((s) => s.slug)).size).toBe(15);
  });

  it("finds services by slug", () => {
    for (const slug of SERVICE_SLUGS) expect(getService(slug)?.slug).toBe(slug);
    expect(getService("unknown-service")).toBeUndefined();
    expect(getService("")).toBeUndefined();
  });

  it("uses layout A exactly for the five flagship pages", () => {
    for (const service of services) {
      expect(service.layout, service.slug).toBe(LAYOUT_A.includes(service.slug) ? "A" : "B");
    }
  });

  it("fills every localized string in both languages", () => {
    for (const service of services) {
      for (const { path, value } of collectLocalized(service, service.slug)) {
        for (const lang of LANGS) {
          expect(lang in value, `${path} lacks ${lang}`).toBe(true);
        }
      }
      for (const { path, value } of collectStrings(service, service.slug)) {
        expect(value.trim().length, `${path} is empty`).toBeGreaterThan(0);
        expect(value, `${path} has a placeholder`).not.toMatch(/lorem|ipsum|todo|tbd|xxx|\[.*\]/i);
      }
      expect(shape(service.page.fr), `${service.slug}: fr and en pages differ in structure`).toEqual(
        shape(service.page.en),
      );
    }
    for (const category of serviceCategories) {
      for (const lang of LANGS) {
        expect(category.title[lang].trim(), `${category.id}.title.${lang}`).not.toBe("");
        expect(category.description[lang].trim(), `${category.id}.description.${lang}`).not.toBe("");
      }
    }
  });

  it("gives layout A pages 4 guarantees, 3 services, 3 FAQ and 3 five-star testimonials", () => {
    const seenNames = { fr: new Set<string>(), en: new Set<string>() };
    for (const service of services) {
      if (service.layout !== "A") continue;
      expect(service.others.length, service.slug).toBeLessThanOrEqual(3);
      expect(service.others, service.slug).not.toContain(service.slug);
      expect(new Set(service.others).size, service.slug).toBe(service.others.length);
      for (const lang of LANGS) {
        const page = service.page[lang];
        const where = `${service.slug}.${lang}`;
        expect(page.guarantees, where).toHaveLength(4);
        expect(page.services, where).toHaveLength(3);
        expect(page.faq, where).toHaveLength(3);
        expect(page.testimonials, where).toHaveLength(3);
        expect(page.highlights.items.length, where).toBeGreaterThan(0);
        expect(page.intro.paragraphs.length, where).toBeGreaterThanOrEqual(2);
        expect(page.intro.paragraphs.length, where).toBeLessThanOrEqual(3);
        for (const testimonial of page.testimonials) {
          expect(testimonial.rating, where).toBe(5);
          expect(seenNames[lang].has(testimonial.name), `${where}: ${testimonial.name} used twice`).toBe(
            false,
          );
          seenNames[lang].add(testimonial.name);
        }
      }
    }
  });

  it("gives layout B pages 2 FAQ and exactly the specified related services", () => {
    const layoutB = services.filter((s) => s.layout === "B");
    expect(layoutB.map((s) => s.slug).sort()).toEqual(Object.keys(RELATED).sort());
    for (const service of layoutB) {
      if (service.layout !== "B") continue;
      expect(service.related, service.slug).toEqual(RELATED[service.slug]);
      for (const lang of LANGS) {
        const page = service.page[lang];
        const where = `${service.slug}.${lang}`;
        expect(page.faq, where).toHaveLength(2);
        expect(page.blockA.items.length, where).toBeGreaterThanOrEqual(3);
        expect(page.blockA.items.length, where).toBeLessThanOrEqual(4);
        expect(page.blockB.items.length, where).toBeGreaterThan(0);
        expect(page.intro.paragraphs.length, where).toBeGreaterThanOrEqual(2);
        expect(page.intro.paragraphs.length, where).toBeLessThanOrEqual(3);
      }
    }
  });

  it("explains on the concierge page how the collaboration with hotel concierges works", () => {
    const concierge = getService("concierge-collaboration");
    expect(concierge?.layout).toBe("B");
    expect(concierge?.page.fr.faq.some((f) => /collaboration.*concierge/i.test(f.question))).toBe(true);
    expect(concierge?.page.en.faq.some((f) => /collaboration.*concierge/i.test(f.question))).toBe(true);
  });

  it("only references existing services", () => {
    for (const service of services) {
      const refs = service.layout === "A" ? service.others : service.related;
      for (const ref of refs) expect(knownSlugs.has(ref), `${service.slug} -> ${ref}`).toBe(true);
    }
    for (const category of serviceCategories) {
      for (const ref of category.services) expect(knownSlugs.has(ref), `${category.id} -> ${ref}`).toBe(true);
    }
  });

  it("puts every service in exactly one category, matching its own category field", () => {
    expect(serviceCategories.map((c) => c.id).sort()).toEqual([
      "airport",
      "events",
      "hotel",
      "long-distance",
    ]);
    for (const service of services) {
      const holders = serviceCategories.filter((c) => c.services.includes(service.slug));
      expect(
        holders.map((c) => c.id),
        service.slug,
      ).toEqual([service.category]);
    }
    const listed = serviceCategories.flatMap((c) => c.services);
    expect(listed).toHaveLength(15);
    expect(new Set(listed).size).toBe(15);
  });

  it("keeps meta titles and descriptions within search-result lengths", () => {
    for (const service of services) {
      for (const lang of LANGS) {
        const { title, description } = service.page[lang].meta;
        const where = `${service.slug}.${lang}`;
        expect(title.length, `${where} title: ${title}`).toBeLessThanOrEqual(65);
        expect(description.length, `${where} description: ${description}`).toBeGreaterThanOrEqual(70);
        expect(description.length, `${where} description: ${description}`).toBeLessThanOrEqual(170);
      }
    }
  });

  it("uses lucide-react icons that exist, and no award icon", () => {
    const icons = [...iconsOf(services), ...serviceCategories.map((c) => c.icon)];
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) {
      expect(icon, icon).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expect(icon).not.toBe("Award");
      expect((lucide as Record<string, unknown>)[icon], `unknown icon ${icon}`).toBeDefined();
    }
  });
});
