// A small HTTP/1.1 load generator for the benchmarks (not a test): N keep-alive connections, each
// sending its next request as soon as the previous answer has been read, for a fixed time. Used
// where wrk is not installed, and for requests that vary (posts, searches), which wrk cannot send
// without a Lua script. Bodies are read and thrown away; no compression is asked for.
// With `rate`, the load is paced instead (open loop, as wrk2 does): the i-th request is due at
// start + i / rate whatever the answers before it, goes out on the first free connection, and its
// latency counts from when it was due, so time spent waiting for a free connection is counted too.
import http from "node:http";
import { percentile } from "./bench-server.mjs";

/**
 * Runs `connections` loops against `base` for `seconds`; `next(i)` gives the i-th request:
 * { path, method?, headers?, body? }. `rate` (requests/s, all connections together) paces them.
 * Returns requests/s, latency percentiles (ms) and status counts.
 */
export async function load({ base, connections = 50, seconds = 10, rate, next, check }) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statuses = new Map();
  let errors = 0;
  let counter = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = (request, due) =>
    new Promise((resolve) => {
      const body = request.body === undefined ? undefined : Buffer.from(request.body);
      const started = due ?? performance.now();
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: request.path,
          method: request.method ?? "GET",
          agent,
          headers: {
            Host: url.host,
            ...(body ? { "Content-Length": body.length } : {}),
            ...request.headers,
          },
        },
        (res) => {
          const chunks = check ? [] : undefined;
          res.on("data", (chunk) => chunks?.push(chunk));
          res.on("end", () => {
            latencies.push(performance.now() - started);
            let status = res.statusCode;
            if (check && !check(res, Buffer.concat(chunks))) status = `${status} (unexpected)`;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors += 1;
        resolve();
      });
      req.end(body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const i = counter++;
        if (rate === undefined) {
          await one(next(i));
          continue;
        }
        const due = started + (i * 1000) / rate;
        if (due >= deadline) break;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        await one(next(i), due);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    statuses: Object.fromEntries(statuses),
    errors,
  };
}
