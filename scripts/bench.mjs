// Benchmark (not a test): latency of address search and trip calculation, and throughput of booking
// submissions, against the built server on PGlite and, when a PostgreSQL server answers, on it too;
// then memory under a burst of oversized request bodies (scripts/bench-bodies.mjs), and, in process,
// the embedded place search and road routing alone (no HTTP, no server).
// Usage: npm run bench   → writes reports/bench.md
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import "./app-modules.mjs";
import { bodiesReport, oversizedBodies } from "./bench-bodies.mjs";
import {
  percentile,
  BENCH_QUERIES as QUERIES,
  startServer,
  BENCH_TRIPS as TRIPS,
  withPostgres,
} from "./bench-server.mjs";
import { root } from "./build-state.mjs";
import { ensureBuild } from "./ensure-build.mjs";

ensureBuild();

async function timeCalls(n, call) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await call(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), n };
}

async function measure(label, port, env) {
  const server = await startServer(port, env);
  const base = `http://localhost:${port}`;
  try {
    for (let i = 0; i < 20; i++)
      await fetch(`${base}/api/places?q=${encodeURIComponent(QUERIES[i % QUERIES.length])}`);
    const search = await timeCalls(300, (i) =>
      fetch(`${base}/api/places?q=${encodeURIComponent(QUERIES[i % QUERIES.length])}&lang=fr`).then((r) =>
        r.json(),
      ),
    );
    const calc = await timeCalls(300, (i) => {
      const [origin, destination] = TRIPS[i % TRIPS.length];
      return fetch(`${base}/api/calculate-trip`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ origin, destination }),
      }).then((r) => r.json());
    });
    const total = 400;
    const concurrency = 20;
    let next = 0;
    let ok = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          const i = next++;
          const response = await fetch(`${base}/reservations`, {
            method: "POST",
            body: booking(i),
            redirect: "manual",
          });
          if (/ref=RC-/.test(response.headers.get("location") ?? "")) ok++;
        }
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    return { label, search, calc, throughput: ok / seconds, ok, total };
  } finally {
    await server.stop();
  }
}

/** The embedded engines alone: every prefix a visitor types, and one long trip (Nice → Geneva). */
async function measureEngines() {
  const { search, PLACE_COUNT } = await import("../app/domain/geo/places.ts");
  const { route } = await import("../app/domain/geo/routing.ts");
  const queries = [
    "n",
    "ni",
    "nic",
    "nice",
    "nice a",
    "nice aer",
    "c",
    "ca",
    "can",
    "cannes",
    "mo",
    "monaco h",
    "s",
    "st",
    "st t",
    "ge",
    "gen",
    "gene",
    "zer",
    "cote d azur",
    "aeroport",
    "gare",
    "port",
    "san",
    "val",
  ];
  const near = { lat: 43.7, lng: 7.26 };
  for (const q of queries) search(q);
  const searchTimes = await timeCalls(queries.length * 10, (i) =>
    search(queries[i % queries.length], { near }),
  );
  const nice = { lat: 43.70313, lng: 7.26608 };
  const geneva = { lat: 46.20222, lng: 6.14569 };
  route(nice, geneva);
  const routeTimes = await timeCalls(50, () => route(nice, geneva));
  return { search: searchTimes, route: routeTimes, places: PLACE_COUNT };
}

const engines = await measureEngines();
// One server at a time, on BENCH_PORT (default 3400).
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const results = [await measure("PGlite (embedded)", PORT, {})];
let pgNote = "";
try {
  results.push(await withPostgres((url) => measure("PostgreSQL 15 (loopback)", PORT, { DATABASE_URL: url })));
} catch (error) {
  pgNote = `PostgreSQL not measured: ${error.message}`;
}

const bodies = await oversizedBodies({ port: 3402 });

const ms = (v) => `${v.toFixed(1)} ms`;
const ms3 = (v) => `${v.toFixed(3)} ms`;
const cpu = os.cpus()[0]?.model ?? "unknown CPU";
const lines = [
  "# Booking benchmark",
  "",
  `Run ${new Date().toISOString()} on ${os.cpus().length} × ${cpu}, Node ${process.versions.node}. Figures over HTTP on loopback against the built server (one process), embedded geography.`,
  "",
  "| Database | search p50 | search p95 | trip calc p50 | trip calc p95 | submissions/s (20 concurrent) |",
  "| --- | --- | --- | --- | --- | --- |",
  ...results.map(
    (r) =>
      `| ${r.label} | ${ms(r.search.p50)} | ${ms(r.search.p95)} | ${ms(r.calc.p50)} | ${ms(r.calc.p95)} | ${r.throughput.toFixed(0)} (${r.ok}/${r.total} stored) |`,
  ),
  "",
  pgNote,
  "",
  "Latencies are over 300 sequential requests each (10 queries / 4 trips in rotation). The machine is shared: treat figures as orders of magnitude.",
  "",
  "## Embedded geography, in process",
  "",
  "| Engine | p50 | p95 | calls |",
  "| --- | --- | --- | --- |",
  `| place search (${engines.places} places, 25 typed prefixes, near Nice) | ${ms3(engines.search.p50)} | ${ms3(engines.search.p95)} | ${engines.search.n} |`,
  `| road routing, Nice → Geneva | ${ms3(engines.route.p50)} | ${ms3(engines.route.p95)} | ${engines.route.n} |`,
  "",
  bodiesReport(bodies),
];
fs.mkdirSync(path.join(root, "reports"), { recursive: true });
fs.writeFileSync(path.join(root, "reports/bench.md"), `${lines.join("\n")}\n`);
console.log(lines.join("\n"));
