/**
 * What every content file loader shares: a zod check that names the file and every faulty field, and the
 * file-name convention `<slug>.<lang>.<ext>`. Pure, and light enough for the browser bundles whose
 * graph reaches a loader (nothing runs on import). Markdown front matter: front-matter.ts.
 */
import type { z } from "zod";

/** Raw files as returned by `import.meta.glob(..., { query: "?raw" })`: path (or file name) → content. */
export type RawFiles = Record<string, string>;

/** Validates parsed data; throws an error naming the file and every faulty field. */
export function checkShape<S extends z.ZodType>(
  schema: S,
  data: unknown,
  what: string,
  part = "front matter",
): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  - ${issue.path.length ? issue.path.join(".") : `(${part})`}: ${issue.message}`)
      .join("\n");
    throw new Error(`${what}: invalid ${part}:\n${problems}`);
  }
  return result.data;
}

/** "<dir>/<slug>.<lang>.<ext>" → its slug and language, or undefined for any other name. */
export function slugAndLang(file: string, ext: "md" | "yaml"): { slug: string; lang: string } | undefined {
  const match = new RegExp(`(?:^|/)([a-z0-9]+(?:-[a-z0-9]+)*)\\.([a-z]{2})\\.${ext}$`).exec(file);
  return match ? { slug: match[1] ?? "", lang: match[2] ?? "" } : undefined;
}
