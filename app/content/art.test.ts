import { describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/lang";
import { BLOG_SLUGS } from "~/i18n/registry";
import { ART_KEYS, type ArtKey } from "./art";
import { getArticle } from "./blog";
import { fleetPage } from "./fleet";
import { getServices } from "./services";
import { serviceGuides } from "./services-ui";

const LANGS: Lang[] = ["fr", "en"];

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

  it("show a blog article's own drawing where a service page points to it", () => {
    for (const [slug, guide] of Object.entries(serviceGuides)) {
      const article = guide.path.replace("/blog/", "");
      expect(guide.art, `${slug} → ${article}`).toBe(getArticle(article, "fr")?.art);
    }
  });
});
