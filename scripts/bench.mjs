// Benchmark (not a test): latency of address search and trip calculation, and throughput of booking
// submissions, against the built server on PGlite and, when a PostgreSQL server answers, on it too;
// then memory under a burst of oversized request bodies (scripts/bench-bodies.mjs), and, in process,
// the embedded place search and road routing alone (scripts/bench-engines.mjs: no HTTP, no server).
// Usage: npm run bench   → writes reports/bench.md
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import "./app-modules.mjs";
import { bodiesReport, oversizedBodies } from "./bench-bodies.mjs";
import { enginesTable, measureEngines } from "./bench-engines.mjs";
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
  ...enginesTable(engines),
  "",
  bodiesReport(bodies),
];
fs.mkdirSync(path.join(root, "reports"), { recursive: true });
fs.writeFileSync(path.join(root, "reports/bench.md"), `${lines.join("\n")}\n`);
console.log(lines.join("\n"));
