// Measures what a first visit to each page downloads: HTML, JavaScript and CSS, compressed (gzip) as served.
// The site's stylesheet is written into each page (decision 009): its share of the HTML is shown apart.
// Usage: node scripts/page-weight.mjs http://localhost:3000 / /en /services ...
import { gzipSync } from "node:zlib";

const [base, ...paths] = process.argv.slice(2);
const rows = [];
for (const path of paths.length ? paths : ["/"]) {
  const html = await (await fetch(base + path)).text();
  const assets = new Set();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g))
    assets.add(match[1]);
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) assets.add(match[1]);
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const body = Buffer.from(await (await fetch(base + asset)).arrayBuffer());
    const size = gzipSync(body, { level: 6 }).length;
    if (asset.endsWith(".css")) css += size;
    else js += size;
  }
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  const inlineCss = inline ? gzipSync(Buffer.from(inline)).length : 0;
  rows.push({ path, html: gzipSync(Buffer.from(html)).length, inlineCss, js, css, files: assets.size });
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  "| page | HTML (gzip) | of which inline CSS | JS (gzip) | linked CSS (gzip) | files |\n| --- | --- | --- | --- | --- | --- |",
);
for (const r of rows)
  console.log(`| ${r.path} | ${kb(r.html)} | ${kb(r.inlineCss)} | ${kb(r.js)} | ${kb(r.css)} | ${r.files} |`);
