// What the benchmarks share: the built server in its own process on a temporary data folder, once
// ready; a throw-away PostgreSQL database; the address queries and trips they replay.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { root } from "./build-state.mjs";

const PG_ADMIN = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Address queries as clients type them, replayed in rotation. */
export const BENCH_QUERIES = [
  "nice aer",
  "monaco",
  "cannes",
  "saint trop",
  "milan",
  "zermatt",
  "hotel de paris",
  "antibes",
  "geneve",
  "courchevel",
];

/** Nice airport → Monaco, Cannes → Milan, Nice → Zermatt, Nice airport → Saint-Tropez. */
export const BENCH_TRIPS = [
  [
    { lat: 43.6584, lng: 7.2159 },
    { lat: 43.7396, lng: 7.4277 },
  ],
  [
    { lat: 43.5513, lng: 7.0128 },
    { lat: 45.4642, lng: 9.19 },
  ],
  [
    { lat: 43.7031, lng: 7.2661 },
    { lat: 46.0207, lng: 7.7491 },
  ],
  [
    { lat: 43.6584, lng: 7.2159 },
    { lat: 43.2676, lng: 6.6405 },
  ],
];

/** A complete booking request in one POST (the form's last step), 40 days ahead; `i` varies the e-mail. */
export function bookingBody(i) {
  const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  return new URLSearchParams({
    intent: "confirm",
    step: "4",
    departure: "Nice",
    arrival: "Monaco",
    date,
    time: "10:00",
    passengers: "2",
    luggage: "2",
    firstName: "Bench",
    lastName: "Mark",
    email: `bench${i}@example.com`,
    phone: "+33 6 12 34 56 78",
  });
}

/** The p-th percentile of sorted values (nearest rank). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `run(url)` on a database created for it on BENCH_DATABASE_URL's server, dropped after. */
export async function withPostgres(run) {
  const name = `riviera_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    const drop = new pg.Client({ connectionString: PG_ADMIN });
    await drop.connect();
    await drop.query(`drop database ${name} with (force)`);
    await drop.end();
  }
}

/** Whether something already listens on `port` (another benchmark's server, or nginx once started). */
export function portTaken(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

export async function startServer(port, env) {
  // A server left on the port (another run still going) would answer the readiness check and be
  // measured in this one's place, build and all.
  if (await portTaken(port)) throw new Error(`port ${port} is already in use: is another benchmark running?`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "riviera-bench-"));
  const child = spawn(process.execPath, [path.join(root, "server/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_LEVEL: "error",
      BOOKING_RATE_LIMIT: "100000",
      ...env,
    },
    stdio: process.env.BENCH_VERBOSE ? "inherit" : "ignore",
  });
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  for (let i = 0; i < 300; i++) {
    if (exited) throw new Error("the server exited at start (run with BENCH_VERBOSE=1 to see why)");
    try {
      if ((await fetch(`http://localhost:${port}/readyz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    pid: child.pid,
    stop: async () => {
      if (!exited) {
        child.kill("SIGTERM");
        await new Promise((r) => child.on("exit", r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Prints a benchmark's report, writes it to reports/<name>.md and, when `intoDocs` is true, between the
 * `<!-- marker -->` and `<!-- /marker -->` lines of docs/benchmarks.md.
 */
export function publishReport(name, marker, report, intoDocs = true) {
  console.log(`\n${report}`);
  fs.mkdirSync(path.join(root, "reports"), { recursive: true });
  fs.writeFileSync(path.join(root, `reports/${name}.md`), `${report}\n`);
  const docs = path.join(root, "docs/benchmarks.md");
  const text = fs.readFileSync(docs, "utf8");
  const [start, end] = [`<!-- ${marker} -->`, `<!-- /${marker} -->`];
  if (!intoDocs || !text.includes(start) || !text.includes(end)) return;
  fs.writeFileSync(
    docs,
    `${text.slice(0, text.indexOf(start) + start.length)}\n${report}\n${text.slice(text.indexOf(end))}`,
  );
  console.log("\ndocs/benchmarks.md updated.");
}
