import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript module without type declarations
import { load } from "./load.mjs";

// A server that holds each answer 40 ms, one at a time: it can answer 25 requests a second.
let server: http.Server;
let base: string;
let busyUntil = 0;

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    const now = Date.now();
    busyUntil = Math.max(busyUntil, now) + 40;
    setTimeout(() => res.end("ok"), busyUntil - now);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("the benchmarks' load generator", () => {
  it("paced above what the server can answer, counts each wait from when the request was due", async () => {
    // 100 requests a second are due, 25 are answered: the later ones have waited far longer than one
    // answer's 40 ms, and that wait is in their latency. A closed loop would report about 40 ms each.
    const paced = await load({ base, connections: 1, seconds: 0.6, rate: 100, next: () => ({ path: "/" }) });
    expect(paced.statuses).toEqual({ 200: paced.requests });
    expect(paced.requests).toBeLessThanOrEqual(60);
    expect(paced.p95).toBeGreaterThan(100);
  });

  it("paced below what the server can answer, sends the requests at that rate and no faster", async () => {
    const paced = await load({ base, connections: 5, seconds: 1, rate: 10, next: () => ({ path: "/" }) });
    expect(paced.requests).toBe(10);
    expect(paced.p50).toBeGreaterThanOrEqual(35);
  });
});
