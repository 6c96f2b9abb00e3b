import fs from "node:fs";
import path from "node:path";
import * as lucide from "lucide-react";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import * as ICONS from "~/components/site/icon-set";
import { TRIP_TYPES } from "~/domain/pricing/trip";
import { buildServices, checkRegistry } from "./service-files";
import { SERVICE_ENTRIES, SERVICE_SLUGS, type ServiceEntry } from "./service-registry";
import { getService, getServices, serviceCategories } from "./services";

const LANGS = ["fr", "en"] as const;
const services = getServices();

/** The real files, parsed as the build does, to break one at a time. */
const dir = path.join(import.meta.dirname, "services");
type Data = Record<string, unknown> & { hero: { cta: string }; guarantees: unknown[] };
const realFiles: Record<string, Data> = Object.fromEntries(
  fs
    .readdirSync(dir)
    .map((name) => [`./services/${name}`, parse(fs.readFileSync(path.join(dir, name), "utf8"))]),
);
function withFile(name: string, edit: (data: Data) => Data | undefined) {
  const files: Record<string, unknown> = { ...realFiles };
  const edited = edit(structuredClone(realFiles[`./services/${name}`]!));
  if (edited === undefined) delete files[`./services/${name}`];
  else files[`./services/${name}`] = edited;
  return files;
}

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
  it("has one service per registry line, in its order, each found by its slug", () => {
    expect(services.map((s) => s.slug)).toEqual([...SERVICE_SLUGS]);
    for (const slug of SERVICE_SLUGS) expect(getService(slug)?.slug).toBe(slug);
    expect(getService("unknown-service")).toBeUndefined();
    expect(getService("")).toBeUndefined();
  });

  it("takes the layout, links and card of each service from its registry line", () => {
    for (const [index, entry] of SERVICE_ENTRIES.entries()) {
      const service = services[index]!;
      expect(service.layout, entry.slug).toBe(entry.layout);
      expect(service.layout === "A" ? service.others : service.related, entry.slug).toEqual(entry.linked);
      expect({ category: service.category, art: service.art, icon: service.icon }).toEqual({
        category: entry.category,
        art: entry.art,
        icon: entry.icon,
      });
    }
  });

  it("fails, naming the file, when a language file is missing or a field is absent, empty or miscounted", () => {
    expect(() => buildServices(realFiles)).not.toThrow();
    expect(() => buildServices(withFile("vip-services.en.yaml", () => undefined))).toThrow(
      /vip-services\.en\.yaml" is missing/,
    );
    expect(() => buildServices(withFile("vip-services.fr.yaml", ({ label, ...rest }) => rest))).toThrow(
      /vip-services\.fr\.yaml[\s\S]*label/,
    );
    expect(() =>
      buildServices(
        withFile("vip-services.en.yaml", (data) => ({ ...data, hero: { ...data.hero, cta: " " } })),
      ),
    ).toThrow(/vip-services\.en\.yaml[\s\S]*hero\.cta: must not be empty/);
    expect(() =>
      buildServices(
        withFile("nice-airport-transfer.fr.yaml", (data) => ({
          ...data,
          guarantees: data.guarantees.slice(1),
        })),
      ),
    ).toThrow(/nice-airport-transfer\.fr\.yaml[\s\S]*guarantees/);
    expect(() =>
      buildServices(withFile("vip-services.en.yaml", (data) => ({ ...data, testimonials: [] }))),
    ).toThrow(/vip-services\.en\.yaml[\s\S]*testimonials/);
  });

  it("fails on a file that belongs to no service, and on a link to no service or to itself", () => {
    expect(() => buildServices({ ...realFiles, "./services/limousine.fr.yaml": { label: "x" } })).toThrow(
      /limousine\.fr\.yaml[\s\S]*not in service-registry/,
    );
    const relink = (linked: string[]): ServiceEntry[] =>
      SERVICE_ENTRIES.map((entry) => (entry.slug === "vip-services" ? { ...entry, linked } : entry));
    expect(() => buildServices(realFiles, relink(["limousine"]))).toThrow(/"limousine", which is no service/);
    expect(() => buildServices(realFiles, relink(["vip-services"]))).toThrow(/links to itself/);
    expect(() => buildServices(realFiles, relink(["corporate-events", "corporate-events"]))).toThrow(
      /repeated/,
    );
    expect(() => buildServices(realFiles, relink([]))).toThrow(/links to 0 services/);
  });

  it("fails, naming the registry line and the field, on a faulty or repeated line", () => {
    expect(checkRegistry(SERVICE_ENTRIES)).toEqual(SERVICE_ENTRIES);
    const vip = SERVICE_ENTRIES.findIndex((entry) => entry.slug === "vip-services");
    type Line = Record<string, unknown>;
    const withLine = (edit: (entry: Line) => Line) =>
      SERVICE_ENTRIES.map((entry, index) => (index === vip ? edit({ ...entry }) : entry)) as ServiceEntry[];
    const faults: [field: string, edit: (entry: Line) => Line][] = [
      ["layout", (entry) => ({ ...entry, layout: "C" })],
      ["category", (entry) => ({ ...entry, category: "limousines" })],
      ["group", (entry) => ({ ...entry, group: "vip" })],
      ["art", (entry) => ({ ...entry, art: "no-such-drawing" })],
      ["icon", (entry) => ({ ...entry, icon: "crown" })],
      ["linked", (entry) => ({ ...entry, linked: "customized-itineraries" })],
      ["ctaPath", (entry) => ({ ...entry, ctaPath: "/about" })],
      ["booking", (entry) => ({ ...entry, booking: {} })],
      ["booking", (entry) => ({ ...entry, booking: { via: "Monaco" } })],
      ["booking.to", (entry) => ({ ...entry, booking: { to: " " } })],
      ["booking.type", (entry) => ({ ...entry, booking: { type: 1 } })],
      ["(entry)", (entry) => ({ ...entry, price: 100 })],
    ];
    for (const [field, edit] of faults) {
      const message = `(service-registry.json), entry ${vip + 1} "vip-services": invalid entry:\n  - ${field}:`;
      expect(() => checkRegistry(withLine(edit)), field).toThrow(message);
      expect(() => buildServices(realFiles, withLine(edit)), field).toThrow(message);
    }
    expect(() => checkRegistry(withLine(({ slug, ...rest }) => rest))).toThrow(
      `entry ${vip + 1}: invalid entry:\n  - slug:`,
    );
    expect(() => checkRegistry(withLine((entry) => ({ ...entry, slug: "corporate-events" })))).toThrow(
      /entry \d+ "corporate-events": the slug "corporate-events" is already used/,
    );
  });

  it("gives each registry line an icon the site draws, and a booking type the form knows", () => {
    for (const entry of SERVICE_ENTRIES) {
      expect(Object.keys(ICONS), entry.slug).toContain(entry.icon);
      if (entry.booking?.type) expect(TRIP_TYPES, entry.slug).toContain(entry.booking.type);
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

  it("never gives two testimonials the same name in one language", () => {
    for (const lang of LANGS) {
      const names = services.flatMap((service) =>
        service.layout === "A" ? service.page[lang].testimonials.map((t) => t.name) : [],
      );
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names).size, lang).toBe(names.length);
    }
  });

  it("explains on the concierge page how the collaboration with hotel concierges works", () => {
    const concierge = getService("concierge-collaboration");
    expect(concierge?.layout).toBe("B");
    expect(concierge?.page.fr.faq.some((f) => /collaboration.*concierge/i.test(f.question))).toBe(true);
    expect(concierge?.page.en.faq.some((f) => /collaboration.*concierge/i.test(f.question))).toBe(true);
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
    expect(listed).toHaveLength(SERVICE_ENTRIES.length);
    expect(new Set(listed).size).toBe(SERVICE_ENTRIES.length);
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
