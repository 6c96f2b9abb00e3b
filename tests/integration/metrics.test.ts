import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, db, setDatabase } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { metricsHandler, observeRequests, setRoutePatterns } from "~/lib/metrics.server";
import { testEnv } from "../helpers/context";
import { testDatabases } from "../helpers/databases";

const TOKEN = "t".repeat(40);

/** Parses the text exposition format strictly: every sample belongs to a declared family. */
function parse(text: string) {
  const types = new Map<string, string>();
  const samples: Array<{ name: string; labels: Record<string, string>; value: number }> = [];
  expect(text.endsWith("\n")).toBe(true);
  for (const line of text.trimEnd().split("\n")) {
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.+)$/.exec(line);
    if (meta) {
      if (meta[1] === "TYPE") types.set(meta[2]!, meta[3]!);
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    expect(sample, `not a sample line: ${line}`).not.toBeNull();
    const [, name, rawLabels = "", value] = sample!;
    const family = name!.replace(/_(bucket|sum|count)$/, "");
    expect(types.has(name!) || types.get(family) === "histogram", `undeclared: ${name}`).toBe(true);
    const labels: Record<string, string> = {};
    for (const [, key, val] of rawLabels.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[key!] = val!;
    samples.push({ name: name!, labels, value: Number(value) });
  }
  return { types, samples };
}

describe("/metrics", () => {
  const target = testDatabases()[0]![1]();
  let database: Database;
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    testEnv();
    database = await target.open();
    setDatabase(database);
    setRoutePatterns(["/", "services/:slug", "/contact"]);
    const app = express();
    app.use(observeRequests);
    app.get("/metrics", metricsHandler({ METRICS_TOKEN: TOKEN }));
    app.get("/no-token/metrics", metricsHandler({ METRICS_TOKEN: undefined }));
    app.get("/services/:slug", (_req, res) => {
      res.send("ok");
    });
    app.use((_req, res) => {
      res.status(404).send("none");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(async () => {
    close();
    await database.close();
    await target.dispose();
  });

  it("is for the operator only: 404 without a configured token, 401 without the right one", async () => {
    expect((await fetch(`${base}/no-token/metrics`)).status).toBe(404);
    const missing = await fetch(`${base}/metrics`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toMatch(/^Bearer/);
    const wrong = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${"x".repeat(40)}` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain("http_requests_total");
  });

  it("counts requests by route pattern and status, with a latency histogram, the outbox and the database", async () => {
    await db()
      .insert(emailOutbox)
      .values(
        ["pending", "pending", "failed"].map((status, i) => ({
          kind: "test",
          toAddress: "a@example.com",
          subject: "s",
          textBody: "t",
          htmlBody: "h",
          messageId: `<metrics-${i}@test>`,
          status: status as "pending" | "failed",
        })),
      );
    for (const slug of ["a", "b", "c"]) await fetch(`${base}/services/${slug}`);
    await fetch(`${base}/nowhere/${"x".repeat(10)}`);
    const response = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const { types, samples } = parse(await response.text());
    expect(types.get("http_requests_total")).toBe("counter");
    expect(types.get("http_request_duration_seconds")).toBe("histogram");
    const find = (name: string, labels: Record<string, string> = {}) =>
      samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

    expect(
      find("http_requests_total", { route: "/services/:slug", method: "GET", status: "200" })?.value,
    ).toBe(3);
    // This unknown path and the first test's /no-token/metrics, which does not exist without a token.
    expect(find("http_requests_total", { route: "unmatched", status: "404" })?.value).toBe(2);
    expect(find("http_requests_total", { route: "/metrics", status: "401" })?.value).toBe(2);
    expect(samples.some((s) => s.labels.route?.includes("/services/a"))).toBe(false);
    const buckets = samples.filter(
      (s) => s.name === "http_request_duration_seconds_bucket" && s.labels.route === "/services/:slug",
    );
    expect(buckets.at(-1)?.labels.le).toBe("+Inf");
    expect(buckets.at(-1)?.value).toBe(3);
    expect(buckets.every((b, i) => i === 0 || b.value >= buckets[i - 1]!.value)).toBe(true);
    expect(find("http_request_duration_seconds_count", { route: "/services/:slug" })?.value).toBe(3);

    expect(find("outbox_emails", { status: "pending" })?.value).toBe(2);
    expect(find("outbox_emails", { status: "failed" })?.value).toBe(1);
    expect(find("outbox_emails", { status: "sending" })?.value).toBe(0);
    expect(find("outbox_oldest_pending_age_seconds")?.value).toBeGreaterThanOrEqual(0);
    expect(find("database_up")?.value).toBe(1);
    expect(find("outbox_send_failures_total")).toBeDefined();
  });
});
