/**
 * The YAML front matter of a Markdown content file (blog articles, legal pages). Server side only: it
 * brings the YAML parser.
 */
import { parse as parseYaml } from "yaml";

const FRONT_MATTER_RE = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits a Markdown file into its YAML front matter (parsed, not validated) and its body. */
export function parseFrontMatter(raw: string, what: string): { data: unknown; body: string } {
  const match = FRONT_MATTER_RE.exec(raw);
  if (!match) throw new Error(`${what}: missing front matter (a YAML block between two "---" lines).`);
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new Error(`${what}: invalid YAML front matter: ${(error as Error).message}`);
  }
  return { data, body: raw.slice(match[0].length) };
}
