// Benchmark (not a test) of issue 14: the built site against nginx (Debian's package, one worker)
// serving the very same HTML bytes, on `/`, a service page and an article, 50 connections, 10 s, no
// compression; then the dynamic paths (booking steps, contact post, address search, trip
// calculation) at 50 connections on PGlite and, when it answers, PostgreSQL.
// Usage: npm run bench:pages  → prints the tables, writes reports/bench-pages.md and the figures
// between the bench:pages markers of docs/benchmarks.md. Load generator: wrk when installed
// (apt-get install wrk), otherwise scripts/load.mjs; the dynamic paths always use scripts/load.mjs.
// BENCH_SITE_PORT (3170), BENCH_NGINX_PORT (3171), BENCH_SECONDS (10), BENCH_DYNAMIC_SECONDS (5),
// BENCH_PACED_SECONDS (4), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test),
// BENCH_SKIP_DYNAMIC=1.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { dynamicScenarios } from "./bench-dynamic.mjs";
import { portTaken, publishReport, startServer, withPostgres } from "./bench-server.mjs";
import { ensureBuild } from "./ensure-build.mjs";
import { load } from "./load.mjs";

ensureBuild();
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 3170);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 3171);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DYNAMIC_SECONDS = Number(process.env.BENCH_DYNAMIC_SECONDS ?? 5);
const CONNECTIONS = 50;
const AIM_P95_MS = 20;
const PACED_SECONDS = Number(process.env.BENCH_PACED_SECONDS ?? 4);
const PACED_SHARES = [0.8, 0.5, 0.3, 0.15];
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => fs.existsSync(file));
const WRK = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((file) => fs.existsSync(file));
const PAGES = [
  { name: "home", path: "/" },
  { name: "service", path: "/services/nice-airport-transfer" },
  { name: "article", path: "/blog/nice-to-milan" },
];

function siteEnv(port, extra = {}) {
  return {
    NODE_ENV: "production",
    SESSION_SECRET: randomBytes(32).toString("hex"),
    SITE_URL: `http://localhost:${port}`,
    // Each request of the dynamic paths comes from its own address (X-Forwarded-For), so the rate
    // limits are counted as in production without refusing the benchmark.
    TRUST_PROXY: "true",
    ...extra,
  };
}

async function waitForPort(port) {
  for (let i = 0; i < 100; i++) {
    if (await portTaken(port)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on ${port}`);
}

/** nginx with one worker process serving a folder, access log off, no compression. */
async function startNginx(dir, port) {
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip off;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  types { text/html html; }
  charset utf-8;
  server { listen 127.0.0.1:${port}; root ${dir}/www; }
}
`,
  );
  const child = spawn(NGINX, ["-c", conf, "-p", dir], { stdio: "ignore" });
  await waitForPort(port);
  return async () => {
    child.kill("SIGQUIT");
    await new Promise((r) => child.on("exit", r));
  };
}

/** wrk's figures, or the same measured by scripts/load.mjs. */
async function hammer(url, seconds) {
  if (!WRK) {
    const { origin, pathname } = new URL(url);
    return load({ base: origin, connections: CONNECTIONS, seconds, next: () => ({ path: pathname }) });
  }
  const out = execFileSync(WRK, ["-t2", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", url], {
    encoding: "utf8",
  });
  const unit = (value, suffix) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[suffix] ?? 1);
  const p = (label) => {
    const match = new RegExp(`${label}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    return match ? unit(match[1], match[2]) : Number.NaN;
  };
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? "0";
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    p50: p("50"),
    p99: p("99"),
    errors: Number(errors) + Number(/Socket errors:.*timeout (\d+)/.exec(out)?.[1] ?? 0),
  };
}

async function staticComparison() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "riviera-nginx-"));
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, "www"), { mode: 0o755 });
  fs.mkdirSync(path.join(dir, "tmp"));
  const site = await startServer(SITE_PORT, siteEnv(SITE_PORT));
  const base = `http://localhost:${SITE_PORT}`;
  let stopNginx;
  const rows = [];
  try {
    for (const page of PAGES) {
      const response = await fetch(`${base}${page.path}`, { headers: { "Accept-Encoding": "identity" } });
      if (!response.ok) throw new Error(`${page.path}: ${response.status}`);
      fs.writeFileSync(path.join(dir, "www", `${page.name}.html`), Buffer.from(await response.arrayBuffer()));
    }
    stopNginx = await startNginx(dir, NGINX_PORT);
    // Both answer with the same bytes (checked before any load: an idle kept-alive connection may
    // be closed by then).
    for (const page of PAGES) {
      const theirs = await (await fetch(`http://127.0.0.1:${NGINX_PORT}/${page.name}.html`)).text();
      if (theirs !== fs.readFileSync(path.join(dir, "www", `${page.name}.html`), "utf8")) {
        throw new Error(`${page.path}: nginx does not serve the same bytes`);
      }
    }
    for (const page of PAGES) {
      const mine = fs.readFileSync(path.join(dir, "www", `${page.name}.html`), "utf8");
      const siteUrl = `${base}${page.path}`;
      const nginxUrl = `http://localhost:${NGINX_PORT}/${page.name}.html`;
      await hammer(siteUrl, 2);
      await hammer(nginxUrl, 2);
      const ours = await hammer(siteUrl, SECONDS);
      const reference = await hammer(nginxUrl, SECONDS);
      rows.push({ page, bytes: Buffer.byteLength(mine), ours, reference });
      console.log(
        `${page.path}: site ${ours.rps.toFixed(0)} req/s p99 ${ours.p99.toFixed(1)} ms; nginx ${reference.rps.toFixed(0)} req/s p99 ${reference.p99.toFixed(1)} ms`,
      );
    }
  } finally {
    await stopNginx?.();
    await site.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

/**
 * The same requests paced (load.mjs's open loop) at falling shares of the rate reached at full load,
 * until the p95 meets the aim: how many requests a second the path takes while keeping p95 ≤ 20 ms.
 */
async function highestPacedRate(scenario, fullRate) {
  const tried = [];
  for (const share of PACED_SHARES) {
    const rate = Math.max(1, Math.round(fullRate * share));
    const result = await load({
      base: `http://localhost:${SITE_PORT}`,
      connections: CONNECTIONS,
      seconds: PACED_SECONDS,
      rate,
      next: scenario.next,
      check: scenario.check,
    });
    tried.push({ rate, ...result });
    if (result.p95 <= AIM_P95_MS) break;
  }
  return tried;
}

async function dynamicOn(label, extra) {
  const site = await startServer(SITE_PORT, siteEnv(SITE_PORT, extra));
  try {
    const results = [];
    for (const scenario of await dynamicScenarios(`http://localhost:${SITE_PORT}`)) {
      await load({
        base: `http://localhost:${SITE_PORT}`,
        connections: CONNECTIONS,
        seconds: 1,
        next: scenario.next,
      });
      const result = await load({
        base: `http://localhost:${SITE_PORT}`,
        connections: CONNECTIONS,
        seconds: DYNAMIC_SECONDS,
        next: scenario.next,
        check: scenario.check,
      });
      const paced = await highestPacedRate(scenario, result.rps);
      results.push({ scenario: scenario.label, ...result, paced });
      console.log(
        `${label} · ${scenario.label}: p95 ${result.p95.toFixed(1)} ms, ${result.rps.toFixed(0)} req/s ${JSON.stringify(result.statuses)}; paced: ${paced.map((p) => `${p.rate} req/s → p95 ${p.p95.toFixed(1)} ms`).join(", ")}`,
      );
    }
    return { label, results };
  } finally {
    await site.stop();
  }
}

if (!NGINX) throw new Error("nginx is not installed (apt-get install nginx)");
const load1 = os.loadavg()[0];
const rows = await staticComparison();
const dynamic = [];
let pgNote = "";
if (!process.env.BENCH_SKIP_DYNAMIC) {
  dynamic.push(await dynamicOn("PGlite (embedded)", {}));
  try {
    dynamic.push(await withPostgres((url) => dynamicOn("PostgreSQL (loopback)", { DATABASE_URL: url })));
  } catch (error) {
    pgNote = `PostgreSQL not measured: ${error.message}`;
  }
}

const ms = (value) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
const nginxVersion = spawnSync(NGINX, ["-v"], { encoding: "utf8" })
  .stderr.trim()
  .replace(/^nginx version: /, "");

/** A table of the dynamic paths, one column per database; `cell` gives a result's text and statuses. */
function dynamicTable(heading, cell) {
  return [
    `| path | ${dynamic.map(heading).join(" | ")} |`,
    `| --- | ${dynamic.map(() => "---").join(" | ")} |`,
    ...dynamic[0].results.map(
      (result, index) =>
        `| ${result.scenario} | ${dynamic
          .map((d) => {
            const { text, statuses } = cell(d.results[index]);
            const bad = statuses
              .flatMap((counts) => Object.entries(counts))
              .filter(([status]) => !/^[23]\d\d$/.test(status));
            return `${text}${bad.length ? ` (${bad.map(([s, n]) => `${n}× ${s}`).join(", ")})` : ""}`;
          })
          .join(" | ")} |`,
    ),
  ];
}

const lines = [
  `Run ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.versions.node}, ${WRK ? "wrk 2 threads" : "scripts/load.mjs"}, ${CONNECTIONS} connections, ${SECONDS} s per figure after 2 s of warm-up, no compression; load average ${load1.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end (the machine is shared).`,
  "",
  "| page | bytes | this site | nginx, same bytes | ratio | p99 site / nginx |",
  "| --- | ---: | ---: | ---: | ---: | --- |",
  ...rows.map(
    ({ page, bytes, ours, reference }) =>
      `| \`${page.path}\` | ${bytes.toLocaleString("en")} | ${ours.rps.toFixed(0)} req/s | ${reference.rps.toFixed(0)} req/s | ${((100 * ours.rps) / reference.rps).toFixed(1)} % | ${ms(ours.p99)} / ${ms(reference.p99)} |`,
  ),
  "",
  ...(dynamic.length
    ? [
        `Dynamic paths, ${CONNECTIONS} connections, ${DYNAMIC_SECONDS} s each after 1 s of warm-up (scripts/load.mjs), each request from its own address:`,
        "",
        ...dynamicTable(
          (d) => `${d.label} p50 / p95 / req/s`,
          (r) => ({ text: `${ms(r.p50)} / ${ms(r.p95)} / ${r.rps.toFixed(0)}`, statuses: [r.statuses] }),
        ),
        "",
        `The same requests paced (open loop: each request due at a fixed time whatever the answers before it, its latency counted from then, ${PACED_SECONDS} s per rate), at ${PACED_SHARES.map((share) => `${share * 100} %`).join(", ")} of the rate above until the p95 is ${AIM_P95_MS} ms or less: the rate each path takes while keeping the aim.`,
        "",
        ...dynamicTable(
          (d) => `${d.label}: p95 ≤ ${AIM_P95_MS} ms up to`,
          ({ paced }) => {
            const met = paced.find((t) => t.p95 <= AIM_P95_MS);
            const verdict = met
              ? `${met.rate} req/s (p95 ${ms(met.p95)})`
              : `not met (${paced.at(-1).rate} req/s: p95 ${ms(paced.at(-1).p95)})`;
            const above = paced.filter((t) => t !== met).map((t) => `${t.rate}: ${ms(t.p95)}`);
            return {
              text: `${verdict}${above.length ? `; above it ${above.join(", ")}` : ""}`,
              statuses: paced.map((t) => t.statuses),
            };
          },
        ),
        "",
        pgNote,
      ]
    : []),
  `nginx: ${nginxVersion}.`,
];
publishReport("bench-pages", "bench:pages", lines.join("\n"));
