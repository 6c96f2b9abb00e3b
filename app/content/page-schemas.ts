/**
 * Pieces of the zod schemas the editorial and service pages share; built on call (first use: nothing
 * runs when a browser bundle that reaches this module loads).
 */
import { z } from "zod";
import { joinShortCompounds } from "./typography";

export function contentSchemas() {
  // A text as written: for titles and descriptions given to search engines, place names, labels.
  const plain = z.string().trim().min(1, "must not be empty");
  // What the page shows: short compounds kept whole on a phone (./typography.ts).
  const text = plain.transform(joinShortCompounds);
  return {
    plain,
    text,
    icon: z.string().regex(/^[A-Z][A-Za-z0-9]+$/, "must be a lucide-react icon name such as ShieldCheck"),
    meta: z.strictObject({
      title: plain.max(60, "must be at most 60 characters"),
      description: plain
        .min(120, "must be at least 120 characters")
        .max(160, "must be at most 160 characters"),
    }),
    hero: z.strictObject({ eyebrow: text, title: text, subtitle: text }),
    cta: z.strictObject({ title: text, text, button: text }),
  };
}
