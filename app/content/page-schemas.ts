/** Pieces of the zod schemas the editorial pages share; built on call (server side, first use). */
import { z } from "zod";
import { joinShortCompounds } from "./typography";

export function contentSchemas() {
  const plain = z.string().trim().min(1, "must not be empty");
  // What the page shows: short compounds kept whole on a phone (./typography.ts).
  const text = plain.transform(joinShortCompounds);
  return {
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
