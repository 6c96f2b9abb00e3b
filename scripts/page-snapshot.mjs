// Saves what a visitor receives on every public page, in both languages, normalised so that two builds
// can be compared: per-request nonces, build hashes, module preloads and the hydration scripts are left
// out; the visible HTML, the head (title, meta, canonical, hreflang) and the JSON-LD stay. React's
// generated ids (useId, which depend on the shape of the component tree) are renumbered in order of
// appearance, so that a label still has to point at the same field.
// Used to check that a refactoring changes nothing a visitor or a crawler sees.
//
// Usage: node scripts/page-snapshot.mjs http://localhost:3000 DIR      (writes DIR/<page>.html)
//        diff -r DIR-before DIR-after
import fs from "node:fs";
import path from "node:path";

const [base, outDir] = process.argv.slice(2);
if (!base || !outDir) {
  console.error("Usage: node scripts/page-snapshot.mjs BASE_URL OUT_DIR");
  process.exit(2);
}

const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const paths = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
for (const extra of [
  "/confirmation?ref=RC-7K4P2Q",
  "/en/confirmation?ref=RC-7K4P2Q",
  "/auth",
  "/no-such-page",
  "/en/no-such-page",
  "/blog/feed.xml",
  "/en/blog/feed.xml",
  "/robots.txt",
  "/sitemap.xml",
  "/reservations?step=2",
  "/blog?category=guides",
])
  paths.add(extra);

function normalise(text) {
  return (
    text
      .replace(/ nonce="[^"]*"/g, "")
      .replace(/<link rel="modulepreload"[^>]*>/g, "")
      // Hydration and module scripts: their content names build files; JSON-LD is kept.
      .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/\/assets\/([\w.-]+?)-[\w-]{8}\.(\w+)/g, "/assets/$1.$2")
      .replace(
        /<style[^>]*data-href="[^"]*"[^>]*>[\s\S]*?<\/style>/g,
        "<style data-inline-stylesheet></style>",
      )
      .replace(/></g, ">\n<")
  );
}

function renumberIds(text) {
  const ids = new Map();
  return text.replace(/_R_[0-9a-z]+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, `_id${ids.size + 1}_`);
    return ids.get(id);
  });
}

fs.mkdirSync(outDir, { recursive: true });
let count = 0;
for (const p of [...paths].sort()) {
  const response = await fetch(base + p, { redirect: "manual" });
  const body = await response.text();
  const name = p.replace(/^\//, "").replace(/[/?=&]/g, "_") || "index";
  fs.writeFileSync(
    path.join(outDir, `${name}.html`),
    `<!-- ${response.status} -->\n${renumberIds(normalise(body))}`,
  );
  count++;
}
console.log(`${count} pages written to ${outDir}`);
