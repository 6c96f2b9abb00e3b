// Development aid: screenshots of pages at phone and desktop widths, to look at what a visitor sees.
// Usage: node scripts/screenshot.mjs http://localhost:3000 / /en/services ...  (writes reports/screens/*.png)
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const [base, ...paths] = process.argv.slice(2);
const out = path.resolve("reports/screens");
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 900 } });
  for (const p of paths.length ? paths : ["/"]) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const name = `${(p.replace(/[^a-z0-9]+/gi, "_") || "home").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    await page.screenshot({ path: path.join(out, name), fullPage: process.env.FULL !== "0" });
    console.log(path.join(out, name));
  }
  await page.close();
}
await browser.close();
