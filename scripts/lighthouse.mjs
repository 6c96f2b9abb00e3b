// Lighthouse mobile (not a test): the median of 3 runs per page, both languages, against the built
// site in production mode, with Debian's Chromium (never a downloaded browser). Lighthouse is not a
// dependency of the project (it would weigh on every `npm ci`); install it once beside it:
//   npm install --prefix /tmp/lighthouse lighthouse@13.5.0
//   LIGHTHOUSE=/tmp/lighthouse/node_modules/lighthouse/cli/index.js node scripts/lighthouse.mjs
// Writes reports/lighthouse.md and the figures between the lighthouse markers of docs/benchmarks.md.
// LIGHTHOUSE_RUNS (3), LIGHTHOUSE_PAGES (comma-separated paths), BENCH_SITE_PORT (3170),
// LIGHTHOUSE_KEEP=1 (keep each run's JSON report in the temporary folder it prints), LIGHTHOUSE_FLAGS
// (more of Lighthouse's own flags, space-separated: `--blocked-url-patterns=*.js` measures the pages
// as they would be without their scripts). docs/benchmarks.md is written only when neither
// LIGHTHOUSE_PAGES nor LIGHTHOUSE_FLAGS is set.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { publishReport, startServer } from "./bench-server.mjs";
import { ensureBuild } from "./ensure-build.mjs";

const CLI = process.env.LIGHTHOUSE ?? "/tmp/lighthouse/node_modules/lighthouse/cli/index.js";
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.BENCH_SITE_PORT ?? 3170);
const FLAGS = process.env.LIGHTHOUSE_FLAGS?.split(" ").filter(Boolean) ?? [];
// `/`, `/services`, a service page of each layout (A, B), an article, the booking, the contact page.
// The booking is measured at its first step's address: the bare /reservations redirects there.
const FRENCH = [
  "/",
  "/services",
  "/services/nice-airport-transfer",
  "/services/cannes-airport-transfer",
  "/blog/nice-to-milan",
  "/reservations?step=1",
  "/contact",
];
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(",") ?? [
  ...FRENCH,
  ...FRENCH.map((p) => (p === "/" ? "/en" : `/en${p}`)),
];

if (!fs.existsSync(CLI)) {
  console.error(`Lighthouse not found at ${CLI}: npm install --prefix /tmp/lighthouse lighthouse@13.5.0`);
  process.exit(1);
}
ensureBuild();

// Each page is measured as its reader's browser asks for it. Lighthouse's browser asks for English
// (Accept-Language en-US) and no longer names itself in its user agent, so a French page answered it
// with the first-visit redirect to its English twin (decision 024): until 2026-11-28 the French rows
// measured that redirect and the English page.
const acceptLanguage = (page) => (/^\/en(\/|$|\?)/.test(page) ? "en-GB,en" : "fr-FR,fr");

function run(url, out, page) {
  execFileSync(
    process.execPath,
    [
      CLI,
      url,
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --accept-lang=${acceptLanguage(page)}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
      ...FLAGS,
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, stdio: "ignore", timeout: 180_000 },
  );
  const report = JSON.parse(fs.readFileSync(out, "utf8"));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} was redirected to ${report.finalDisplayedUrl}`);
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    // Lighthouse's own measure of the machine's speed: the simulated phone's CPU is this machine's
    // slowed four times, so blocking time moves with it (Lighthouse's documentation puts a desktop at
    // about 1,000 to 2,500).
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "riviera-lighthouse-"));
const site = await startServer(PORT, {
  NODE_ENV: "production",
  SESSION_SECRET: randomBytes(32).toString("hex"),
  SITE_URL: `http://localhost:${PORT}`,
});
const load = [os.loadavg()[0]];
const rows = [];
try {
  for (const page of PAGES) {
    const runs = [];
    // A run that fails (Lighthouse gives up on an overloaded machine) is tried again, twice at most.
    for (let i = 0, failures = 0; i < RUNS && failures < 3; ) {
      try {
        runs.push(run(`http://localhost:${PORT}${page}`, path.join(dir, `r-${rows.length}-${i}.json`), page));
        i++;
      } catch (error) {
        failures++;
        console.error(`${page}: run failed (${String(error.message).split("\n")[0]})`);
      }
    }
    if (runs.length === 0) continue;
    const row = { page, runs };
    for (const key of Object.keys(runs[0])) row[key] = median(runs.map((r) => r[key]));
    rows.push(row);
    console.log(
      `${page}: performance ${row.performance} (${runs.map((r) => r.performance).join(", ")}), FCP ${Math.round(row.fcp)} ms, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms, a11y ${row.accessibility}, BP ${row.bestPractices}, SEO ${row.seo}`,
    );
  }
} finally {
  await site.stop();
  if (process.env.LIGHTHOUSE_KEEP) console.log(`Reports kept in ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
}
load.push(os.loadavg()[0]);
const version = JSON.parse(fs.readFileSync(path.join(path.dirname(CLI), "../package.json"), "utf8")).version;
const chromium = execFileSync(CHROME, ["--version"], { encoding: "utf8" }).trim();
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const lines = [
  `Run ${new Date().toISOString()}: Lighthouse ${version}, mobile (default: simulated throttling, Moto G Power), ${chromium} headless, built site in production mode (\`scripts/lighthouse.mjs\`), median of ${RUNS} runs per page (each figure its own median; the runs' scores in brackets). Lighthouse's benchmark index of the machine (its CPU speed, which the simulated phone's is derived from), median over all runs: ${Math.round(median(rows.flatMap((r) => r.runs.map((x) => x.benchmarkIndex))))}. Load average ${load[0].toFixed(1)} at the start, ${load[1].toFixed(1)} at the end (the machine is shared).`,
  "",
  "| page | performance | FCP | LCP | TBT | CLS | accessibility | best practices | SEO |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map(
    (r) =>
      `| \`${r.page}\` | ${r.performance} (${r.runs.map((x) => x.performance).join(", ")}) | ${s(r.fcp)} | ${s(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} |`,
  ),
];
publishReport(
  "lighthouse",
  "lighthouse",
  lines.join("\n"),
  !process.env.LIGHTHOUSE_PAGES && !process.env.LIGHTHOUSE_FLAGS,
);
