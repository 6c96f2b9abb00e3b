/**
 * Operator metrics in the Prometheus text exposition format (version 0.0.4) at /metrics, behind a
 * bearer token (METRICS_TOKEN; without it the path does not exist). Per process: requests by route
 * pattern, method and status, a latency histogram by route, e-mails that failed to send; read from the
 * database at each scrape: the outbox queue by status and the age of its oldest waiting e-mail, and
 * whether the database answers. Route labels are the router's patterns, so their number is bounded.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { NextFunction, Request, Response } from "express";
import { matchPath } from "react-router";
import { getDatabase } from "~/db/client.server";
import type { Env } from "./env.server";

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const SERVER_ROUTES = ["/healthz", "/readyz", "/metrics"];

interface Histogram {
  counts: number[];
  sum: number;
  count: number;
}

const state = {
  patterns: [] as string[],
  requests: new Map<string, number>(),
  durations: new Map<string, Histogram>(),
  outboxFailures: 0,
  labels: new Map<string, string>(),
};

/** The router's path patterns (from the server build), most specific first as the router does. */
export function setRoutePatterns(paths: string[]) {
  state.patterns = paths.filter((p) => !p.includes("*")).map((p) => (p.startsWith("/") ? p : `/${p}`));
  state.labels.clear();
}

function routeOf(path: string, status: number) {
  if (SERVER_ROUTES.includes(path)) return path;
  if (path.startsWith("/assets/")) return "/assets/*";
  let label = state.labels.get(path);
  if (label === undefined) {
    label = state.patterns.find((pattern) => matchPath(pattern, path)) ?? "";
    if (state.labels.size < 5000) state.labels.set(path, label);
  }
  // Not a route: a static file when found, otherwise a path nothing answers.
  return label || (status < 400 ? "static" : "unmatched");
}

/** Counts one answered request: its path (labelled by route pattern), method, status and duration. */
export function recordRequest(path: string, method: string, status: number, seconds: number) {
  const route = routeOf(path, status);
  const key = JSON.stringify([route, method, String(status)]);
  state.requests.set(key, (state.requests.get(key) ?? 0) + 1);
  const histogram = state.durations.get(route) ?? { counts: BUCKETS.map(() => 0), sum: 0, count: 0 };
  BUCKETS.forEach((bound, i) => {
    if (seconds <= bound) histogram.counts[i]!++;
  });
  histogram.sum += seconds;
  histogram.count++;
  state.durations.set(route, histogram);
}

/** Counts every request when its answer is finished (static files included). */
export function observeRequests(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    recordRequest(req.path, req.method, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
  });
  next();
}

export function countOutboxFailure() {
  state.outboxFailures++;
}

const escapeLabel = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
const labels = (pairs: Record<string, string>) =>
  `{${Object.entries(pairs)
    .map(([name, value]) => `${name}="${escapeLabel(value)}"`)
    .join(",")}}`;

function family(name: string, type: string, help: string, samples: string[]) {
  return [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, ...samples].join("\n");
}

async function databaseSamples() {
  const started = process.hrtime.bigint();
  try {
    await getDatabase().ping();
    const ping = Number(process.hrtime.bigint() - started) / 1e9;
    const { rows } = await getDatabase().db.execute<{ status: string; n: number; oldest: number | null }>(
      sql`select status, count(*)::int as n,
            extract(epoch from now() - min(created_at) filter (where status = 'pending'))::float8 as oldest
          from email_outbox group by status`,
    );
    const byStatus = new Map(rows.map((row) => [row.status, row]));
    return { up: 1, ping, byStatus };
  } catch {
    return { up: 0, ping: Number.NaN, byStatus: undefined };
  }
}

export async function renderMetrics() {
  const requests = [...state.requests].map(([key, value]) => {
    const [route, method, status] = JSON.parse(key) as [string, string, string];
    return `http_requests_total${labels({ route, method, status })} ${value}`;
  });
  const durations = [...state.durations].flatMap(([route, h]) => [
    ...BUCKETS.map(
      (bound, i) =>
        `http_request_duration_seconds_bucket${labels({ route, le: String(bound) })} ${h.counts[i]}`,
    ),
    `http_request_duration_seconds_bucket${labels({ route, le: "+Inf" })} ${h.count}`,
    `http_request_duration_seconds_sum${labels({ route })} ${h.sum}`,
    `http_request_duration_seconds_count${labels({ route })} ${h.count}`,
  ]);
  const database = await databaseSamples();
  const outbox = database.byStatus
    ? ["pending", "sending", "sent", "failed"].map(
        (status) => `outbox_emails${labels({ status })} ${database.byStatus?.get(status)?.n ?? 0}`,
      )
    : [];
  const oldest = database.byStatus?.get("pending")?.oldest ?? 0;
  return `${[
    family(
      "http_requests_total",
      "counter",
      "Requests answered, by route pattern, method and status.",
      requests,
    ),
    family(
      "http_request_duration_seconds",
      "histogram",
      "Time to answer a request, by route pattern.",
      durations,
    ),
    family("outbox_emails", "gauge", "E-mails in the outbox, by status (failed: waiting for staff).", outbox),
    family(
      "outbox_oldest_pending_age_seconds",
      "gauge",
      "Age of the oldest e-mail waiting to be sent (0 when none).",
      database.byStatus ? [`outbox_oldest_pending_age_seconds ${oldest}`] : [],
    ),
    family("outbox_send_failures_total", "counter", "Failed sending attempts by this process.", [
      `outbox_send_failures_total ${state.outboxFailures}`,
    ]),
    family("database_up", "gauge", "1 when the database answers, else 0.", [`database_up ${database.up}`]),
    family("database_ping_seconds", "gauge", "Time the database took to answer a ping.", [
      `database_ping_seconds ${database.ping}`,
    ]),
    family("process_resident_memory_bytes", "gauge", "Resident memory of this process.", [
      `process_resident_memory_bytes ${process.memoryUsage.rss()}`,
    ]),
    family("process_start_time_seconds", "gauge", "Start time of this process, Unix seconds.", [
      `process_start_time_seconds ${Math.round(Date.now() / 1000 - process.uptime())}`,
    ]),
  ].join("\n")}\n`;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** GET /metrics: 404 when no token is configured, 401 without the right bearer token. */
export function metricsHandler(env: Pick<Env, "METRICS_TOKEN">) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!env.METRICS_TOKEN) return next();
    const given = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1] ?? "";
    res.set("Cache-Control", "no-store");
    if (!timingSafeEqual(digest(given), digest(env.METRICS_TOKEN))) {
      res
        .status(401)
        .set("WWW-Authenticate", 'Bearer realm="metrics"')
        .type("text/plain")
        .send("Unauthorized");
      return;
    }
    res.type("text/plain; version=0.0.4; charset=utf-8").send(await renderMetrics());
  };
}
