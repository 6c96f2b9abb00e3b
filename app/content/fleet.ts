/**
 * The fleet page's texts, in `pages/fleet.<lang>.yaml`. Features are limited to what a Mercedes V-Class
 * in executive configuration offers in general (no Wi-Fi, no specific trim or equipment promised).
 */
import { z } from "zod";
import type { Lang } from "~/i18n/lang";
import { ART_KEYS } from "./art";
import { pageContent } from "./page-files";
import { contentSchemas } from "./page-schemas";
import type { ArtKey, IconName, Meta } from "./types";

export interface FleetPage {
  meta: Meta;
  hero: { eyebrow: string; title: string; subtitle: string };
  intro: { title: string; paragraphs: string[] };
  /** exactly six */
  features: { icon: IconName; title: string; text: string }[];
  specTitle: string;
  /** model, capacity, luggage, year, air conditioning, colour — in this order */
  spec: { label: string; value: string }[];
  /** exterior, cabin, luggage: each its own picture, described for those who cannot see it */
  gallery: { title: string; text: string; items: { art: ArtKey; caption: string; alt: string }[] };
  cta: { title: string; text: string; button: string };
}

function schema(): z.ZodType<FleetPage> {
  const { text, meta, hero, icon, cta } = contentSchemas();
  const picture = z.strictObject({ art: z.enum(ART_KEYS), caption: text, alt: text });
  return z.strictObject({
    meta,
    hero,
    intro: z.strictObject({ title: text, paragraphs: z.array(text).min(1) }),
    features: z.array(z.strictObject({ icon, title: text, text })).length(6),
    specTitle: text,
    spec: z.array(z.strictObject({ label: text, value: text })).length(6),
    gallery: z.strictObject({ title: text, text, items: z.array(picture).length(3) }),
    cta,
  });
}

export function fleetPage(lang: Lang): FleetPage {
  return pageContent("fleet", lang, schema);
}
