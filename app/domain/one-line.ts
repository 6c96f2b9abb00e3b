import { z } from "zod";
import { hasControlCharacters } from "./control-characters";

/**
 * A form's one-line text field: its runs of white space made one space and trimmed, then at most `max`
 * characters (at least `min`), without control characters; `code` names the problem.
 */
export function oneLine(max: number, code: string, min = 0) {
  return z
    .string()
    .optional()
    .transform((s) => (s ?? "").replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(min, { error: code })
        .max(max, { error: code })
        .refine((s) => !hasControlCharacters(s), { error: code }),
    );
}
