// `node scripts/bench-admin.ts`: the administration's speed with 10,000 reservations.
// Fills a temporary PGlite database (and a temporary database on BENCH_DATABASE_URL's PostgreSQL
// server when set), then times, as medians of several runs:
//   - the data work of the list (session check, tab counts, one page of 50) for the first page, a
//     filtered page and the last page, and of the CSV export (query and file);
//   - the same pages over HTTP through the built server (BUILD_DIR, default build/), when built;
//   - sign-in with an unknown e-mail and with a wrong password (they must cost the same);
//   - the planner's data work (issue 12): 20 drivers and 20 vehicles shared among the confirmed trips,
//     the Today and 7-day views (lists, pulse, overlap check, names), median and 95th percentile.
// Writes reports/bench-admin.md. Runs on Node 24 (types stripped), loading the application's modules.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import "./app-modules.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// Production mode from the start: React picks its production build when first loaded.
Object.assign(process.env, {
  NODE_ENV: "production",
  SITE_URL: "http://localhost",
  SESSION_SECRET: randomBytes(32).toString("hex"),
  LOG_LEVEL: "silent",
});
const { openDatabase, setDatabase } = await import("../app/db/client.server.ts");
type Database = Awaited<ReturnType<typeof openDatabase>>;
const schema = await import("../app/db/schema.ts");
const { parseReservationFilters } = await import("../app/domain/admin/filters.ts");
const { reservationsCsv } = await import("../app/domain/admin/export.ts");
const { countTabs, exportReservations, listReservations } = await import("../app/lib/admin-store.server.ts");
const { createOrResetStaff, getStaff, signIn } = await import("../app/lib/auth.server.ts");
const { createSession, sessionCookie } = await import("../app/lib/session.server.ts");
const { setLogLevel } = await import("../app/lib/logger.server.ts");
const { getEnv } = await import("../app/lib/env.server.ts");
const { loadPlanner, plannerSignature } = await import("../app/lib/planner-store.server.ts");
const { conflictsBetween, crewsWithFleet } = await import("../app/lib/fleet-store.server.ts");
const pg = (await import("pg")).default;
const { sql } = await import("drizzle-orm");
setLogLevel("silent");

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARMUP = 3;

// --- Data ----------------------------------------------------------------------------------------

let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const PLACES = [
  ["Aéroport Nice Côte d'Azur, Terminal 1", 43.6653, 7.215],
  ["Aéroport Nice Côte d'Azur, Terminal 2", 43.6584, 7.2159],
  ["Place du Casino, Monaco", 43.7396, 7.4277],
  ["Palais des Festivals, Cannes", 43.5513, 7.0174],
  ["Port de Saint-Tropez", 43.2727, 6.6406],
  ["Gare de Nice-Ville", 43.7046, 7.2619],
  ["Antibes, Port Vauban", 43.5853, 7.1281],
  ["Héliport de Monaco", 43.7255, 7.419],
  ["Milan, Piazza del Duomo", 45.4642, 9.19],
  ["Genève, aéroport", 46.2381, 6.1089],
  ["Menton, vieille ville", 43.7747, 7.5048],
  ["Èze village", 43.7272, 7.3615],
] as const;
const FIRST = ["Camille", "Léa", "Oliver", "Sophie", "Marco", "Anna", "Hugo", "Chloé", "James", "Giulia"];
const LAST = [
  "Martin",
  "Bernard",
  "Durand",
  "Rossi",
  "Smith",
  "Müller",
  "Moreau",
  "Laurent",
  "Bianchi",
  "Roux",
];
const STATUSES = ["new", "new", "new", "confirmed", "confirmed", "completed", "cancelled"] as const;

function reservationRow(i: number) {
  const [departure, departureLat, departureLng] = pick(PLACES);
  const [arrival, arrivalLat, arrivalLng] = pick(PLACES);
  const created = Date.UTC(2025, 0, 1) + Math.floor(random() * 700 * 86_400_000);
  const trip = new Date(created + Math.floor(random() * 120) * 86_400_000).toISOString().slice(0, 10);
  const first = pick(FIRST);
  const last = pick(LAST);
  const status = pick(STATUSES);
  const price = 8_000 + Math.floor(random() * 60) * 1_000;
  return {
    reference: `RC-${i.toString(36).toUpperCase().padStart(6, "0")}`,
    status,
    language: random() < 0.6 ? ("fr" as const) : ("en" as const),
    departure,
    arrival,
    departureLat,
    departureLng,
    arrivalLat,
    arrivalLng,
    distanceKm: Math.round(random() * 3000) / 10,
    durationMin: 20 + Math.floor(random() * 200),
    priceCents: price,
    finalPriceCents: status === "new" ? null : price + 1_000,
    tariffVersion: "bench",
    routeSource: "embedded",
    date: trip,
    time: `${String(Math.floor(random() * 24)).padStart(2, "0")}:${pick(["00", "15", "30", "45"])}`,
    passengers: 1 + Math.floor(random() * 7),
    luggage: Math.floor(random() * 9),
    flightNumber: random() < 0.4 ? `AF${1000 + Math.floor(random() * 8999)}` : null,
    firstName: first,
    lastName: last,
    email: `${first}.${last}.${i}@example.com`.toLowerCase(),
    phone: `+33 6 ${String(10_000_000 + i).replace(/(\d{2})(?=\d)/g, "$1 ")}`,
    message: random() < 0.3 ? null : "Merci de prévoir un siège enfant et de l'eau fraîche.",
    createdAt: new Date(created),
  };
}

// --- Measuring -----------------------------------------------------------------------------------

async function timings(run: () => Promise<unknown>, runs = RUNS): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

async function median(run: () => Promise<unknown>): Promise<number> {
  const times = await timings(run);
  return times[Math.floor(times.length / 2)]!;
}

/** The planner's views, each as its loader reads them; 60 runs, so that the 95th percentile means something. */
const PLANNER_RUNS = 60;
/** The day the planner opens on: the busiest day of confirmed trips in the data (set by plannerTimings). */
let plannerDay = "";
const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface PlannerResult {
  label: string;
  jobs: number;
  median: number;
  p95: number;
}

/** 20 drivers and 20 vehicles, spread over the confirmed trips (overlaps included, as in a busy week). */
async function addFleet() {
  const { db } = await import("../app/db/client.server.ts");
  await db()
    .insert(schema.drivers)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        fullName: `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]}`,
        phone: `+33 6 00 00 00 ${String(i).padStart(2, "0")}`,
        languages: ["fr", "en"],
      })),
    );
  await db()
    .insert(schema.vehicles)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        model: "Mercedes Classe V",
        plate: `GA-${String(100 + i)}-RC`,
        seats: 7,
      })),
    );
  await db().execute(sql`
    with d as (select id, row_number() over (order by id) - 1 as n from drivers),
         v as (select id, row_number() over (order by id) - 1 as n from vehicles)
    update reservations r
       set driver_id = d.id, vehicle_id = v.id, assigned_at = now()
      from d, v
     where r.status = 'confirmed'
       and d.n = abs(hashtext(r.reference)) % 20
       and v.n = abs(hashtext(r.reference || 'v')) % 20`);
  await db().execute(sql`analyze`);
}

async function plannerTimings(): Promise<PlannerResult[]> {
  await addFleet();
  const { db } = await import("../app/db/client.server.ts");
  const busiest = await db().execute(
    sql`select date::text as day from reservations where status = 'confirmed' group by date order by count(*) desc, date limit 1`,
  );
  plannerDay = String((busiest as unknown as { rows: Array<{ day: string }> }).rows[0]?.day);
  const views = [
    { label: "Today", from: plannerDay, to: plannerDay },
    { label: "7 days", from: plannerDay, to: plusDays(plannerDay, 6) },
  ];
  const results: PlannerResult[] = [];
  for (const view of views) {
    let jobs = 0;
    const times = await timings(async () => {
      const [{ jobs: rows }] = await Promise.all([
        loadPlanner(view),
        plannerSignature(),
        conflictsBetween(view.from, view.to),
      ]);
      await crewsWithFleet(db(), rows);
      jobs = rows.length;
    }, PLANNER_RUNS);
    results.push({
      label: view.label,
      jobs,
      median: times[Math.floor(times.length / 2)]!,
      p95: times[Math.ceil(times.length * 0.95) - 1]!,
    });
  }
  return results;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const FIRST_PAGE = "";
const FILTERED = "status=confirmed&dateField=trip&from=2025-06-01&to=2026-05-31&q=mar&sort=trip&page=2";
const LAST_PAGE = `page=${Math.ceil(ROWS / 50)}`;
const LAST_LABEL = `last page (offset ${((Math.ceil(ROWS / 50) - 1) * 50).toLocaleString("en")})`;

interface Result {
  kind: string;
  fill: number;
  data: Record<string, number>;
  http?: Record<string, number>;
  csvBytes: number;
  filteredTotal: number;
  signIn: { unknown: number; wrong: number };
  planner: PlannerResult[];
}

async function fill(): Promise<{ cookie: string; fillMs: number }> {
  const { db } = await import("../app/db/client.server.ts");
  seed = 42; // the same rows on every database
  const start = performance.now();
  for (let i = 0; i < ROWS; i += 1000) {
    await db()
      .insert(schema.reservations)
      .values(Array.from({ length: Math.min(1000, ROWS - i) }, (_, k) => reservationRow(i + k)));
  }
  await db()
    .insert(schema.contactMessages)
    .values(
      Array.from({ length: 500 }, (_, i) => ({
        name: `${pick(FIRST)} ${pick(LAST)}`,
        email: `message${i}@example.com`,
        message: "Bonjour, pouvez-vous me rappeler au sujet d'un transfert ?",
      })),
    );
  await db().execute(sql`analyze`);
  const fillMs = performance.now() - start;
  const { userId } = await createOrResetStaff({
    email: "bench@example.com",
    fullName: "Bench",
    role: "staff",
    password: "bench password long enough",
  });
  const setCookie = await sessionCookie(await createSession(userId), getEnv());
  return { cookie: setCookie.split(";", 1)[0]!, fillMs };
}

async function dataTimings(cookie: string) {
  const request = (query: string) =>
    new Request(`http://localhost/admin?${query}`, { headers: { Cookie: cookie } });
  const page = (query: string) => async () => {
    await getStaff(request(query));
    await Promise.all([countTabs(), listReservations(parseReservationFilters(new URLSearchParams(query)))]);
  };
  let csvBytes = 0;
  const data = {
    "first page": await median(page(FIRST_PAGE)),
    "filtered page": await median(page(FILTERED)),
    [LAST_LABEL]: await median(page(LAST_PAGE)),
    "CSV export, all rows": await median(async () => {
      await getStaff(request(""));
      const csv = reservationsCsv(await exportReservations(parseReservationFilters(new URLSearchParams())));
      csvBytes = Buffer.byteLength(csv);
    }),
  };
  const filteredTotal = (await listReservations(parseReservationFilters(new URLSearchParams(FILTERED))))
    .total;
  return { data, csvBytes, filteredTotal };
}

async function signInTimings() {
  const password = "bench password long enough";
  // Fresh accounts each run: the throttle's counters live in this process.
  const run = randomBytes(3).toString("hex");
  const accounts = ["a", "b", "c"].map((x) => `signin-${x}-${run}@example.com`);
  for (const email of accounts) await createOrResetStaff({ email, fullName: email, role: "staff", password });
  const unknown: number[] = [];
  const wrong: number[] = [];
  for (let i = 0; i < 24; i++) {
    const ip = `${run}:${i}`;
    let start = performance.now();
    await signIn(
      { email: `nobody-${randomBytes(4).toString("hex")}@example.com`, password: "wrong", ip },
      getEnv(),
    );
    unknown.push(performance.now() - start);
    start = performance.now();
    await signIn({ email: accounts[i % 3]!, password: "wrong password", ip: `${ip}1` }, getEnv());
    wrong.push(performance.now() - start);
  }
  const mid = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  return { unknown: mid(unknown), wrong: mid(wrong) };
}

/** Every measure on one database: the fill, the queries, sign-in and the planner in-process, then over HTTP. */
async function measure(
  kind: string,
  database: Database,
  dataDir: string,
  databaseUrl: string,
): Promise<Result> {
  setDatabase(database);
  const { cookie, fillMs } = await fill();
  const { data, csvBytes, filteredTotal } = await dataTimings(cookie);
  const signIn = await signInTimings();
  const planner = await plannerTimings();
  setDatabase(undefined);
  await database.close();
  const http = await httpTimings(cookie, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  return { kind, fill: fillMs, data, http, csvBytes, filteredTotal, signIn, planner };
}

async function httpTimings(cookie: string, envVars: Record<string, string>) {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  const entry = path.join(buildDir, "server/index.js");
  if (!fs.existsSync(entry)) return undefined;
  Object.assign(process.env, envVars);
  const mod = (await import(pathToFileURL(entry).href)) as {
    boot: () => Promise<{ app: import("express").Express; close: () => Promise<void> }>;
  };
  const booted = await mod.boot();
  const server = booted.app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as import("node:net").AddressInfo;
  const get = (pathname: string) => async () => {
    const response = await fetch(`http://127.0.0.1:${port}${pathname}`, { headers: { Cookie: cookie } });
    if (response.status !== 200)
      throw new Error(`${pathname}: ${response.status} ${(await response.text()).slice(0, 300)}`);
    await response.arrayBuffer();
  };
  try {
    return {
      "first page": await median(get("/admin")),
      "filtered page": await median(get(`/admin?${FILTERED}`)),
      [LAST_LABEL]: await median(get(`/admin?${LAST_PAGE}`)),
      "CSV export, all rows": await median(get("/admin/export.csv")),
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await booted.close();
  }
}

async function benchPglite(): Promise<Result> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "riviera-bench-admin-"));
  try {
    const database = await openDatabase({ dataDir, migrationsFolder: path.join(root, "drizzle") });
    return await measure("PGlite (embedded)", database, dataDir, "");
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(adminUrl: string): Promise<Result> {
  const name = `riviera_bench_${randomBytes(4).toString("hex")}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "riviera-bench-admin-pg-"));
  try {
    const database = await openDatabase({
      databaseUrl: url.toString(),
      dataDir,
      migrationsFolder: path.join(root, "drizzle"),
    });
    return await measure("PostgreSQL", database, dataDir, url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// --- Report --------------------------------------------------------------------------------------

const results: Result[] = [await benchPglite()];
if (process.env.BENCH_DATABASE_URL) results.push(await benchPostgres(process.env.BENCH_DATABASE_URL));

const lines: string[] = [
  "# Administration benchmark",
  "",
  `Generated by \`node scripts/bench-admin.ts\` on ${new Date().toISOString().slice(0, 10)}: ${ROWS.toLocaleString("en")} reservations and 500 messages,`,
  `median of ${RUNS} runs after ${WARMUP} warm-up runs. Node ${process.versions.node}, ${os.cpus()[0]?.model ?? "unknown CPU"} (${os.cpus().length} threads),`,
  `load average ${os.loadavg()[0]!.toFixed(1)} at the end (other work on the machine makes the figures noisier).`,
  "",
  `Filtered page: \`/admin?${FILTERED}\` (a status, a trip-date range over a year, the text "mar", sorted by trip date, page 2).`,
  "",
];
for (const result of results) {
  lines.push(
    `## ${result.kind}`,
    "",
    `Filling ${ROWS.toLocaleString("en")} rows: ${(result.fill / 1000).toFixed(1)} s. Filtered page total: ${result.filteredTotal} rows. CSV of all rows: ${(result.csvBytes / 1024 / 1024).toFixed(2)} MB.`,
    "",
    "| Request | Data work (session, counts, query) | Whole request over HTTP (built server, SSR) |",
    "| --- | ---: | ---: |",
  );
  for (const [label, value] of Object.entries(result.data)) {
    const http = result.http?.[label];
    lines.push(`| ${label} | ${ms(value)} | ${http === undefined ? "not built" : ms(http)} |`);
  }
  lines.push(
    "",
    `Sign-in failure, median of 24: unknown e-mail ${ms(result.signIn.unknown)}, wrong password ${ms(result.signIn.wrong)} (argon2id verification either way).`,
    "",
    `Planner (20 drivers, 20 vehicles over the confirmed trips; from the busiest day, ${plannerDay}; ${PLANNER_RUNS} runs after ${WARMUP} warm-up runs; the loader's data work: the two lists, the pulse, the overlap check, the names):`,
    "",
    "| View | Confirmed jobs | Median | 95th percentile |",
    "| --- | ---: | ---: | ---: |",
    ...result.planner.map((p) => `| ${p.label} | ${p.jobs} | ${ms(p.median)} | ${ms(p.p95)} |`),
    "",
  );
}
lines.push(
  "The list pages by 50 with OFFSET over the `created_at` index (or a sort by trip date); the text search",
  "is a sequential ILIKE over the name, e-mail, phone, reference, places and flight number columns.",
  "",
);
fs.mkdirSync(path.join(root, "reports"), { recursive: true });
fs.writeFileSync(path.join(root, "reports/bench-admin.md"), `${lines.join("\n")}\n`);
console.log(lines.join("\n"));
process.exit(0);
