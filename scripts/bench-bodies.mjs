// Benchmark (not a test): the server's memory under a burst of oversized request bodies. Clients
// stream chunked bodies of up to 500 MB each (no Content-Length, so nothing can be refused before
// reading) to the form routes and the API, all at once; the server's resident memory is sampled
// from /proc before, during and after. The body guard (server/request-guard.ts) should cut each one
// off at its limit and keep memory near idle.
// Usage: node scripts/bench-bodies.mjs [port]   (also run by `npm run bench`)
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { fileURLToPath } from "node:url";
import { startServer } from "./bench-server.mjs";

const MB = 1024 * 1024;
const TARGETS = ["/auth", "/contact", "/en/contact", "/reservations", "/api/calculate-trip", "/auth/logout"];

function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Streams 64 KB chunks until the server answers, or `limit` bytes are sent. */
function oversizedPost(port, target, limit) {
  return new Promise((resolve) => {
    let sent = 0;
    let status = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const request = http.request({
      host: "127.0.0.1",
      port,
      path: target,
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" },
    });
    const done = () => resolve({ status, sent });
    request.on("response", (response) => {
      status = response.statusCode ?? 0;
      response.resume();
      response.on("end", () => {
        request.destroy();
        done();
      });
    });
    request.on("error", done);
    const pump = () => {
      while (sent < limit && !request.destroyed) {
        sent += chunk.length;
        if (!request.write(chunk)) return request.once("drain", pump);
      }
      if (!request.destroyed) request.end();
    };
    pump();
  });
}

/** A client that ignores the answer and keeps writing chunks until the server cuts the connection. */
function stubbornPost(port, target, limit) {
  return new Promise((resolve) => {
    let sent = 0;
    let answer = "";
    const piece = Buffer.alloc(64 * 1024, 0x61);
    const chunk = Buffer.concat([
      Buffer.from(`${piece.length.toString(16)}\r\n`),
      piece,
      Buffer.from("\r\n"),
    ]);
    const socket = net.connect(port, "127.0.0.1");
    const done = () => resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 0), sent });
    socket.on("data", (data) => {
      answer += data.toString("latin1");
    });
    socket.on("error", () => {});
    socket.on("close", done);
    socket.write(
      `POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const pump = () => {
      while (sent < limit && !socket.destroyed) {
        sent += piece.length;
        if (!socket.write(chunk)) return socket.once("drain", pump);
      }
      socket.end();
    };
    pump();
  });
}

export async function oversizedBodies({ port = 3402, clients = 8, bytesEach = 500 * MB } = {}) {
  const server = await startServer(port, {
    NODE_ENV: "production",
    SESSION_SECRET: "b".repeat(40),
    SITE_URL: `http://localhost:${port}`,
  });
  try {
    // Warm up, then settle, before the idle figure.
    for (let i = 0; i < 20; i++) await fetch(`http://localhost:${port}/`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 2000));
    const idle = rssOf(server.pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(server.pid));
    }, 25);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: clients }, (_, i) =>
        (i % 2 ? stubbornPost : oversizedPost)(port, TARGETS[i % TARGETS.length], bytesEach),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 2000));
    clearInterval(sampler);
    const after = rssOf(server.pid);
    const statuses = {};
    for (const r of results) statuses[r.status || "closed"] = (statuses[r.status || "closed"] ?? 0) + 1;
    const alive = (await fetch(`http://localhost:${port}/healthz`)).status;
    return {
      clients,
      bytesEach,
      idle,
      peak,
      after,
      seconds,
      statuses,
      alive,
      sentMax: Math.max(...results.map((r) => r.sent)),
    };
  } finally {
    await server.stop();
  }
}

export function bodiesReport(r) {
  const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`;
  return [
    "## Memory under oversized bodies",
    "",
    `${r.clients} clients at once, each streaming a chunked body of up to ${mb(r.bytesEach)} to the form routes and the API (PGlite, production mode); half stop at the 413, half ignore it and keep sending until the server cuts them off.`,
    "",
    "| idle | peak during the burst | 2 s after | peak − idle | answers | most bytes a client got to send | /healthz after |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    `| ${mb(r.idle)} | ${mb(r.peak)} | ${mb(r.after)} | ${mb(r.peak - r.idle)} | ${Object.entries(r.statuses)
      .map(([s, n]) => `${n} × ${s}`)
      .join(", ")} | ${mb(r.sentMax)} | ${r.alive} |`,
    "",
    `The burst took ${r.seconds.toFixed(1)} s. After its 413 the server reads and discards a body for 2 s at most (so the client hears the answer), then cuts the connection: "most bytes" is what the stubborn clients pushed in that time, none of it kept.`,
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await oversizedBodies({ port: Number(process.argv[2] ?? 3402) });
  console.log(bodiesReport(result));
}
