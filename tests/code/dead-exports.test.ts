/**
 * No export that nothing reads (issue 15): every name a source file exports is used by some other file
 * (code or tests), or, for a value, in its own file too. What React Router reads from a route module,
 * and the entry modules' hooks, are the framework's, not ours.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const FRAMEWORK = new Set([
  "loader",
  "action",
  "meta",
  "headers",
  "links",
  "default",
  "ErrorBoundary",
  "HydrateFallback",
  "handle",
  "shouldRevalidate",
  "middleware",
  "clientLoader",
  "clientAction",
  "Layout",
  "handleError",
  "streamTimeout",
]);
const EXPORT =
  /^export\s+(?:async\s+)?(?:function\*?|const|let|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/gm;

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !/node_modules|\.react-router/.test(file))
    .map((file) => join(folder, file));
}

const files = ["app", "server", "scripts", "tests"].flatMap(sources);
const texts = new Map(files.map((file) => [file, readFileSync(join(root, file), "utf8")]));
const isTest = (file: string) => file.startsWith("tests") || /\.test\.tsx?$/.test(file);

describe("exports", () => {
  it("are all read somewhere", () => {
    const unread: string[] = [];
    for (const [file, text] of texts) {
      if (isTest(file)) continue;
      for (const [, name] of text.matchAll(EXPORT)) {
        if (!name || FRAMEWORK.has(name)) continue;
        const word = new RegExp(`\\b${name.replace(/\$/g, "\\$")}\\b`, "g");
        let uses = 0;
        for (const [other, body] of texts) {
          const found = body.match(word)?.length ?? 0;
          uses += other === file ? found - 1 : found;
        }
        if (uses === 0) unread.push(`${file}: ${name}`);
      }
    }
    expect(unread).toEqual([]);
  });
});
