import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/lang";
import { BLOG_SLUGS } from "~/i18n/registry";
import { ART_KEYS, type ArtKey } from "./art";
import { getArticle } from "./blog";
import { fleetPage } from "./fleet";
import { getServices } from "./services";
import { serviceGuides } from "./services-ui";

const LANGS: Lang[] = ["fr", "en"];
const APP = path.resolve(import.meta.dirname, "..");
/** The van's own drawings: their subject is the vehicle, wherever the vehicle is what a page shows. */
const VEHICLE: readonly ArtKey[] = ["vclass-profile", "vclass-three-quarter", "cabin", "luggage"];

/** Every drawing a page or component names in its source (`art="…"`), with the file naming it. */
function namedInSources(dir: string): { subject: string; art: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return namedInSources(full);
    if (!/\.tsx$/.test(entry.name) || /\.test\.tsx$/.test(entry.name)) return [];
    const text = fs.readFileSync(full, "utf8");
    return [...text.matchAll(/\bart=["{]"?([a-z-]+)"/g)].map((m) => ({
      subject: `page ${path.relative(APP, full)}`,
      art: m[1]!,
    }));
  });
}

/** Every subject the site illustrates, with the drawing it points to. */
function subjects(): { subject: string; art: ArtKey | undefined }[] {
  const list: { subject: string; art: ArtKey | undefined }[] = getServices().map((s) => ({
    subject: `service ${s.slug}`,
    art: s.art,
  }));
  for (const slug of BLOG_SLUGS) {
    const [fr, en] = LANGS.map((lang) => getArticle(slug, lang));
    // an article is one subject in two languages: one drawing for both
    expect(fr?.art, `article ${slug}`).toBe(en?.art);
    list.push({ subject: `article ${slug}`, art: fr?.art });
  }
  const [frGallery, enGallery] = LANGS.map((lang) => fleetPage(lang).gallery.items.map((item) => item.art));
  expect(frGallery).toEqual(enGallery);
  for (const [i, art] of (frGallery ?? []).entries()) list.push({ subject: `fleet gallery #${i + 1}`, art });
  return list;
}

describe("illustrations", () => {
  it("give every service, article and fleet gallery picture a drawing of its own", () => {
    const list = subjects();
    expect(list.filter((s) => s.subject.startsWith("service"))).toHaveLength(15);
    expect(list.filter((s) => s.subject.startsWith("article"))).toHaveLength(5);
    expect(list.filter((s) => s.subject.startsWith("fleet"))).toHaveLength(3);
    const missing = list.filter((s) => !s.art || !ART_KEYS.includes(s.art)).map((s) => s.subject);
    expect(missing, "subjects without a drawing").toEqual([]);
    const owners = new Map<ArtKey, string[]>();
    for (const { subject, art } of list) if (art) owners.set(art, [...(owners.get(art) ?? []), subject]);
    const shared = [...owners]
      .filter(([, who]) => who.length > 1)
      .map(([art, who]) => `${art}: ${who.join(", ")}`);
    expect(shared, "drawings used for two different subjects").toEqual([]);
  });

  it("give the pages' own pictures a subject each: one drawing, one page, none a service's or an article's", () => {
    const named = [
      ...namedInSources(path.join(APP, "routes")),
      ...namedInSources(path.join(APP, "components")),
    ];
    expect(named.length, "the scan finds the pages' pictures").toBeGreaterThan(4);
    const unknown = named
      .filter((n) => !ART_KEYS.includes(n.art as ArtKey))
      .map((n) => `${n.subject}: ${n.art}`);
    expect(unknown, "drawings that do not exist").toEqual([]);
    const owners = new Map<string, Set<string>>();
    for (const { subject, art } of [...subjects(), ...named])
      if (art && !VEHICLE.includes(art as ArtKey))
        owners.set(art, new Set([...(owners.get(art) ?? []), subject]));
    const shared = [...owners]
      .filter(([, who]) => who.size > 1)
      .map(([art, who]) => `${art}: ${[...who].join(", ")}`);
    expect(shared, "one drawing shown for two subjects").toEqual([]);
  });

  it("show a blog article's own drawing where a service page points to it", () => {
    for (const [slug, guide] of Object.entries(serviceGuides)) {
      const article = guide.path.replace("/blog/", "");
      expect(guide.art, `${slug} → ${article}`).toBe(getArticle(article, "fr")?.art);
    }
  });
});
