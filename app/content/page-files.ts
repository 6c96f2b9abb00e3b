/**
 * The editorial pages written as one YAML file per page and language: `app/content/pages/<page>.<lang>.yaml`
 * (about, fleet). Parsed at build time (vite-yaml-data.ts), checked against the page's zod schema on
 * first use, on the server: the pages receive their one language through loader data.
 */
import type { z } from "zod";
import type { Lang } from "~/i18n/lang";
import { checkShape } from "./content-files";

const files = import.meta.glob<unknown>("./pages/*.yaml", { import: "default", eager: true });

/** Checked contents, per schema and file: each page's schema is built and run once. */
const checked = new WeakMap<() => z.ZodType, Map<string, unknown>>();

/** The checked content of `pages/<page>.<lang>.yaml`; throws, naming the file, when it is missing or faulty. */
export function pageContent<T>(page: string, lang: Lang, schema: () => z.ZodType<T>): T {
  const file = `./pages/${page}.${lang}.yaml`;
  const done = checked.get(schema) ?? new Map<string, unknown>();
  checked.set(schema, done);
  if (!done.has(file)) {
    if (!(file in files)) throw new Error(`Page file "${file}" is missing.`);
    done.set(file, checkShape(schema(), files[file], `Page file "${file}"`, "content"));
  }
  return done.get(file) as T;
}
