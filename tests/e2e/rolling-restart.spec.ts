// Two built instances on one PostgreSQL behind nginx, run with deploy/nginx/riviera-chauffeur.conf
// itself (ports, certificate and IPv6 listeners adapted to 127.0.0.1, a self-signed certificate made
// for the run). Under a steady load of pages and form posts, each instance in turn is stopped with
// SIGTERM and started again: no request may fail, and every booking acknowledged must be stored.
// Needs nginx and TEST_DATABASE_URL (.ci/run provides both); skipped otherwise, saying why.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { bookingForm, freePort, type RunningServer, startServer } from "./server-process";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => fs.existsSync(file));
const OPENSSL = ["/usr/bin/openssl", "/usr/local/bin/openssl"].find((file) => fs.existsSync(file));
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, "../..");

test.skip(!NGINX || !OPENSSL || !ADMIN_URL, "needs nginx, openssl and TEST_DATABASE_URL (PostgreSQL)");
test.describe.configure({ timeout: 240_000 });

function nginxConfig(dir: string, ports: { a: number; b: number; tls: number; plain: number }) {
  const site = fs
    .readFileSync(path.join(root, "deploy/nginx/riviera-chauffeur.conf"), "utf8")
    .replace("server 127.0.0.1:3001", `server 127.0.0.1:${ports.a}`)
    .replace("server 127.0.0.1:3002", `server 127.0.0.1:${ports.b}`)
    .replace(/^\s*listen \[::\].*$/gm, "")
    .replace("listen 80;", `listen 127.0.0.1:${ports.plain};`)
    .replace("listen 443 ssl http2;", `listen 127.0.0.1:${ports.tls} ssl http2;`)
    .replace(/\/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem/, path.join(dir, "cert.pem"))
    .replace(/\/etc\/letsencrypt\/live\/[^/]+\/privkey\.pem/, path.join(dir, "key.pem"));
  fs.writeFileSync(path.join(dir, "site.conf"), site);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `${kind}_temp_path ${path.join(dir, kind)};`)
    .join("\n  ");
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;\n" : ""}daemon off;
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log ${path.join(dir, "access.log")};
  ${temp}
  include ${path.join(dir, "site.conf")};
}
`,
  );
}

function booking(i: number) {
  return bookingForm({
    time: "10:15",
    firstName: "Rolling",
    lastName: "Restart",
    email: `rolling${i}@example.com`,
  }).toString();
}

function contact(i: number) {
  return new URLSearchParams({
    name: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    message: "Bonjour, je voudrais un devis pour un transfert vers Monaco.",
  }).toString();
}

test("a rolling restart of two instances behind nginx loses no request", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "riviera-nginx-"));
  const dbName = `riviera_rolling_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dbUrl = new URL(ADMIN_URL!);
  dbUrl.pathname = `/${dbName}`;

  execFileSync(
    OPENSSL!,
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1", "-keyout", path.join(dir, "key.pem")],
      ...["-out", path.join(dir, "cert.pem")],
    ],
    { stdio: "ignore" },
  );
  const ca = fs.readFileSync(path.join(dir, "cert.pem"));
  const ports = { a: await freePort(), b: await freePort(), tls: await freePort(), plain: await freePort() };
  const env = {
    NODE_ENV: "production",
    SESSION_SECRET: randomBytes(32).toString("hex"),
    SITE_URL: `https://127.0.0.1:${ports.tls}`,
    DATABASE_URL: dbUrl.toString(),
    TRUST_PROXY: "true",
    LOG_LEVEL: "warn",
    BOOKING_RATE_LIMIT: "100000",
    CONTACT_RATE_LIMIT: "100000",
  };
  const instances: Record<"a" | "b", RunningServer> = {
    a: await startServer({ env, port: ports.a }),
    b: await startServer({ env, port: ports.b }),
  };
  nginxConfig(dir, ports);
  const nginx = spawn(
    NGINX!,
    ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")],
    {
      stdio: "ignore",
    },
  );
  const agent = new https.Agent({ ca, keepAlive: true, maxSockets: 8 });

  function send(method: "GET" | "POST", url: string, body?: string) {
    return new Promise<{ status: number; location: string }>((resolve, reject) => {
      const request = https.request(
        {
          host: "127.0.0.1",
          port: ports.tls,
          path: url,
          method,
          agent,
          headers: body ? { "Content-Type": "application/x-www-form-urlencoded" } : {},
        },
        (response) => {
          response.resume();
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, location: String(response.headers.location ?? "") }),
          );
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  }

  try {
    await expect
      .poll(async () => (await send("GET", "/healthz").catch(() => ({ status: 0 }))).status)
      .toBe(200);

    const failures: string[] = [];
    const references: string[] = [];
    let requests = 0;
    let running = true;
    const pages = ["/", "/en", "/services", "/en/fleet", "/contact", "/reservations?step=1", "/blog"];
    const worker = async (w: number) => {
      for (let i = 0; running; i++) {
        const n = w * 100_000 + i;
        const kind = i % 10;
        try {
          if (kind === 0) {
            const response = await send("POST", "/reservations", booking(n));
            const reference = /ref=(RC-\w{6})/.exec(response.location)?.[1];
            if (response.status !== 302 || !reference) failures.push(`booking ${response.status}`);
            else references.push(reference);
          } else if (kind === 5) {
            const response = await send("POST", "/contact", contact(n));
            if (response.status !== 303) failures.push(`contact ${response.status}`);
          } else {
            const page = pages[i % pages.length]!;
            const response = await send("GET", page);
            if (response.status !== 200) failures.push(`GET ${page} ${response.status}`);
          }
        } catch (error) {
          failures.push(`network ${(error as Error).message}`);
        }
        requests++;
      }
    };
    const load = Promise.all([0, 1, 2, 3, 4, 5].map(worker));
    const until = async (count: number) => {
      while (requests < count) await new Promise((resolve) => setTimeout(resolve, 50));
    };

    await until(60);
    for (const name of ["a", "b"] as const) {
      expect(await instances[name].stop("SIGTERM")).toBe(0);
      instances[name] = await startServer({ env, port: ports[name] });
      await until(requests + 60);
    }
    running = false;
    await load;

    const check = new pg.Client({ connectionString: dbUrl.toString() });
    await check.connect();
    const { rows } = await check.query<{ n: number }>(
      "select count(*)::int as n from reservations where reference = any($1)",
      [references],
    );
    await check.end();
    const proxyLog = fs.readFileSync(path.join(dir, "error.log"), "utf8");
    const retried = proxyLog
      .split("\n")
      .filter((line) => line.includes("while connecting to upstream")).length;
    console.log(
      `rolling restart behind nginx: ${requests} requests, ${failures.length} failed, ${references.length} bookings stored, ${retried} refused by a stopped instance and passed to the other`,
    );
    if (failures.length) console.log(proxyLog.split("\n").slice(-15).join("\n"));
    expect(failures).toEqual([]);
    expect(references.length).toBeGreaterThan(0);
    // Every booking acknowledged to a visitor is stored.
    expect(rows[0]?.n).toBe(references.length);
  } finally {
    agent.destroy();
    nginx.kill("SIGQUIT");
    await Promise.all([instances.a.stop(), instances.b.stop()]);
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
