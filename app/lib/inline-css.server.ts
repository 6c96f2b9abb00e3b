import fs from "node:fs";
import path from "node:path";

/**
 * The site's stylesheet, written into each page instead of linked (decision 009): the first paint
 * then waits for no second request. Only the built files under the client folder are read, once.
 */
let clientDir: string | undefined;
const cache = new Map<string, string | null>();

/** Set at start by the production server; unset (development) means "link, don't inline". */
export function setClientDir(dir: string | undefined) {
  clientDir = dir;
  cache.clear();
}

/** The text of a built stylesheet such as /assets/root-abc123.css, or null when it cannot be read. */
export function inlineStylesheet(href: string): string | null {
  if (!clientDir || !/^\/assets\/[\w-]+\.css$/.test(href)) return null;
  if (!cache.has(href)) {
    try {
      cache.set(href, fs.readFileSync(path.join(clientDir, href), "utf8"));
    } catch {
      cache.set(href, null);
    }
  }
  return cache.get(href) ?? null;
}
