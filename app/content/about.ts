/**
 * The "About" page's texts, in `pages/about.<lang>.yaml`. Deliberately free of any founding year,
 * founder name, client count, award or partner: none of these has been supplied by the owner.
 */
import { z } from "zod";
import type { Lang } from "~/i18n/lang";
import { pageContent } from "./page-files";
import { contentSchemas } from "./page-schemas";
import type { IconName, Meta } from "./types";

export type ValueKey = "punctuality" | "discretion" | "excellence" | "attention";

export interface AboutPage {
  meta: Meta;
  hero: { eyebrow: string; title: string; subtitle: string };
  /** three or four paragraphs */
  story: { title: string; paragraphs: string[] };
  /** exactly four, one per ValueKey */
  values: {
    title: string;
    intro: string;
    items: { key: ValueKey; icon: IconName; title: string; text: string }[];
  };
  drivers: { title: string; paragraphs: string[]; points: string[] };
  cta: { title: string; text: string; button: string };
}

const VALUE_KEYS = ["punctuality", "discretion", "excellence", "attention"] as const satisfies ValueKey[];

function schema(): z.ZodType<AboutPage> {
  const { text, meta, hero, icon, cta } = contentSchemas();
  return z.strictObject({
    meta,
    hero,
    story: z.strictObject({ title: text, paragraphs: z.array(text).min(3).max(4) }),
    values: z.strictObject({
      title: text,
      intro: text,
      items: z
        .array(z.strictObject({ key: z.enum(VALUE_KEYS), icon, title: text, text }))
        .length(4)
        .refine((items) => VALUE_KEYS.every((key, i) => items[i]?.key === key), {
          message: `must be, in this order: ${VALUE_KEYS.join(", ")}`,
        }),
    }),
    drivers: z.strictObject({ title: text, paragraphs: z.array(text).min(1), points: z.array(text).min(1) }),
    cta,
  });
}

export function aboutPage(lang: Lang): AboutPage {
  return pageContent("about", lang, schema);
}
