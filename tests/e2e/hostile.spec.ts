/**
 * Hostile input against the built server, over raw sockets so that nothing (no HTTP client) tidies
 * the requests: broken encodings, wrong or broken bodies, oversized and chunked bodies, control
 * characters, huge headers, path tricks, odd methods. Not one answer may be a 5xx. The counts by
 * status are printed for the record (issue 16).
 */
import fs from "node:fs";
import net from "node:net";
import { expect, test } from "@playwright/test";
import { type RunningServer, startServer } from "./server-process";

const ADMIN = { email: "hostile.e2e@example.com", password: "Hostile-e2e-2027!" };

interface Answer {
  status: number;
  head: string;
  body: string;
}

let server: RunningServer;
let port: number;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startServer({
    env: {
      CONTACT_RATE_LIMIT: "1",
      // Each request says where it comes from, so the limits of one case do not spill into the next.
      TRUST_PROXY: "true",
      BOOKING_RATE_LIMIT: "3",
      LOG_LEVEL: "warn",
      E2E_SEED_ADMIN: `${ADMIN.email}:${ADMIN.password}`,
    },
  });
  port = server.port;
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

/**
 * Sends bytes as they are and reads the answer until the server closes the connection (each request
 * says `Connection: close`). Status 0: the connection was cut without an answer.
 */
function raw(request: string | Buffer, { body, delayBody }: { body?: Buffer; delayBody?: boolean } = {}) {
  return new Promise<Answer>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), 15_000);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        head: split === -1 ? text : text.slice(0, split),
        body: split === -1 ? "" : text.slice(split + 4),
      });
    });
    socket.write(request);
    if (body) {
      if (delayBody) setTimeout(() => socket.write(body), 50);
      else socket.write(body);
    }
  });
}

let addresses = 0;
/** A client address of its own for each request, unless one is given. */
function from(ip?: string) {
  addresses += 1;
  return `X-Forwarded-For: ${ip ?? `198.51.${Math.floor(addresses / 250)}.${addresses % 250}`}\r\n`;
}

function post(path: string, type: string | null, body: string | Buffer, ip?: string) {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const typeLine = type === null ? "" : `Content-Type: ${type}\r\n`;
  return raw(
    `POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: http://localhost:${port}\r\n${typeLine}Content-Length: ${bytes.length}\r\n${from(ip)}Connection: close\r\n\r\n`,
    { body: bytes },
  );
}

function get(path: string, extraHeaders = "") {
  return raw(`GET ${path} HTTP/1.1\r\nHost: localhost:${port}\r\n${extraHeaders}Connection: close\r\n\r\n`);
}

function chunked(path: string, pieces: Buffer[], type = "application/x-www-form-urlencoded") {
  const body = Buffer.concat([
    ...pieces.flatMap((piece) => [
      Buffer.from(`${piece.length.toString(16)}\r\n`),
      piece,
      Buffer.from("\r\n"),
    ]),
    Buffer.from("0\r\n\r\n"),
  ]);
  return raw(
    `POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: ${type}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
    { body },
  );
}

const FORM_ROUTES = ["/auth", "/contact", "/en/contact", "/reservations", "/en/reservations", "/auth/logout"];
const counts = new Map<number, number>();
const fivexx: string[] = [];

async function check(
  label: string,
  answer: Promise<Answer>,
  expected?: number | ((status: number) => boolean),
) {
  const { status, head, body } = await answer;
  counts.set(status, (counts.get(status) ?? 0) + 1);
  if (status >= 500) fivexx.push(`${label}: ${status} ${body.slice(0, 200)}`);
  if (typeof expected === "number") expect(status, `${label}\n${head}\n${body.slice(0, 300)}`).toBe(expected);
  if (typeof expected === "function") expect(expected(status), `${label}: ${status}`).toBe(true);
  return { status, head, body };
}

test("broken percent-encoding and path tricks answer 4xx, never 5xx", async () => {
  for (const path of [
    "/%ff",
    "/%",
    "/en/%ff",
    "/assets/%ff",
    "/%E0%A4%A",
    "/services/%c0%ae%c0%ae",
    "/%zz",
  ]) {
    const answer = await check(`GET ${path}`, get(path), 400);
    expect(answer.head).toMatch(/content-security-policy/i);
  }
  expect((await get("/en/%ff")).body).toContain("broken percent-encoding");
  expect((await get("/%ff")).body).toContain("encodage incorrect");
  for (const path of [
    "/%00",
    "/en/%00",
    "/..%2f..%2fetc%2fpasswd",
    "/assets/..%2f..%2fpackage.json",
    "/assets/%2e%2e/%2e%2e/package.json",
    "/..;/admin",
    "//evil.example/",
    "/\\evil.example",
    "/services/%2e%2e%2f%2e%2e%2f",
    `/${"a".repeat(8000)}`,
    "/api/places?q=%ff%fe&lang=%00",
    "/api/places/details?id=x:%ff.%00",
    "/?lang=%ff",
    "/contact?sent=%00",
    "/admin/export.csv?q=%00",
    "/blog?category=%00%ff",
    "/reservations?step=%00",
    "/robots.txt?%ff",
  ]) {
    const answer = await check(`GET ${path}`, get(path));
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).not.toContain('"name": "riviera-chauffeur"');
  }
});

test("bodies of the wrong type or broken are refused with a 4xx and a clear message", async () => {
  for (const route of FORM_ROUTES) {
    await check(`${route} JSON`, post(route, "application/json", '{"email":"a@b.c","password":"x"}'), 415);
    await check(`${route} text`, post(route, "text/plain", "email=a@b.c"), 415);
    await check(`${route} XML`, post(route, "application/xml", "<a>&xxe;</a>"), 415);
    await check(`${route} no type`, post(route, null, "email=a@b.c"), 415);
    await check(
      `${route} multipart without boundary`,
      post(route, "multipart/form-data", "--x\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--x--"),
      400,
    );
    await check(
      `${route} truncated multipart`,
      post(
        route,
        "multipart/form-data; boundary=x",
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nval',
      ),
      400,
    );
    await check(
      `${route} multipart with a file`,
      post(
        route,
        "multipart/form-data; boundary=x",
        '--x\r\nContent-Disposition: form-data; name="email"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--x--\r\n',
      ),
      (status) => status < 500,
    );
    await check(
      `${route} bad percent`,
      post(route, "application/x-www-form-urlencoded", "email=%ff%zz&a=%"),
      (s) => s < 500,
    );
    await check(
      `${route} binary`,
      post(route, "application/x-www-form-urlencoded", Buffer.from([0, 255, 1, 254, 0x3d, 0x26])),
      (s) => s < 500,
    );
  }
  const answer = await post("/en/contact", "application/json", "{}");
  expect(answer.body).toContain("web form submission");
  await check("calculate-trip text", post("/api/calculate-trip", "text/plain", "hello"), 400);
  await check(
    "calculate-trip broken JSON",
    post("/api/calculate-trip", "application/json", '{"origin":'),
    400,
  );
  await check(
    "calculate-trip deep JSON",
    post("/api/calculate-trip", "application/json", "[".repeat(3000)),
    400,
  );
});

test("oversized bodies get 413 at once, chunked or declared, and the server stays up", async () => {
  const big = Buffer.alloc(200 * 1024, 0x61);
  for (const route of [...FORM_ROUTES, "/api/calculate-trip"]) {
    await check(
      `${route} declared 600 MB`,
      raw(
        `POST ${route} HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 600000000\r\nConnection: close\r\n\r\n`,
      ),
      413,
    );
    await check(
      `${route} chunked 200 KB`,
      chunked(
        route,
        Array.from({ length: 50 }, () => big.subarray(0, 4096)),
      ),
      413,
    );
    await check(`${route} 200 KB`, post(route, "application/x-www-form-urlencoded", big), 413);
  }
  expect((await post("/contact", "application/x-www-form-urlencoded", big)).body).toContain(
    "trop volumineux",
  );
  expect((await post("/api/calculate-trip", "application/json", big)).body).toContain('"error"');
  // Broken framing: Node answers these itself, with a 400.
  await check(
    "bad chunk size",
    raw(
      `POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\nabc\r\n0\r\n\r\n`,
    ),
    (s) => s === 400 || s === 0,
  );
  await check(
    "Content-Length not a number",
    raw(`POST /contact HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\nConnection: close\r\n\r\n`),
    400,
  );
  await check(
    "Content-Length and chunked",
    raw(
      `POST /contact HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
    ),
    400,
  );
  await check("header of 64 KB", get("/", `X-Big: ${"a".repeat(64 * 1024)}\r\n`), 431);
  await check(
    "1,000 headers",
    get("/", Array.from({ length: 1000 }, (_, i) => `X-H${i}: ${i}\r\n`).join("")),
    (s) => s < 500,
  );
  expect((await get("/healthz")).status).toBe(200);
});

test("control characters are refused by validation in the visitor's language; cookies and headers that are garbage are ignored", async () => {
  const contact = (lang: string, message: string) =>
    post(
      lang === "en" ? "/en/contact" : "/contact",
      "application/x-www-form-urlencoded",
      new URLSearchParams({ name: "Ada", email: "ada@example.com", phone: "", message }).toString(),
    );
  const fr = await check("contact NUL (fr)", contact("fr", "Bonjour\u0000 nous arrivons à Nice"), 400);
  expect(fr.body).toContain("caractères de contrôle");
  const en = await check("contact ESC (en)", contact("en", "Hello\u001b[31m we land in Nice"), 400);
  expect(en.body).toContain("control characters");
  const booking = await check(
    "booking NUL in names",
    post(
      "/en/reservations",
      "application/x-www-form-urlencoded",
      new URLSearchParams({
        intent: "next",
        step: "3",
        firstName: "Ada\u0000",
        lastName: "L",
        email: "a@b.co",
        phone: "+33 6 12 34 56 78",
        message: "x\u0000",
      }).toString(),
    ),
  );
  expect(booking.status).toBe(400);
  for (const cookie of [
    "__session=%%%",
    "__session=eyJ4Ijoxfq.AAAA; booking_draft=!!!; lang=%ff; flash=%00",
    `booking_draft=${"a".repeat(3000)}`,
    "device=e30%3D.AAAA",
    "lang=ImVuIg%3D%3D; lang=ImZyIg%3D%3D",
  ]) {
    await check(
      `GET / with ${cookie.slice(0, 40)}`,
      get("/reservations?step=4", `Cookie: ${cookie}\r\n`),
      (s) => s < 500,
    );
  }
  await check(
    "Host garbage",
    raw("GET / HTTP/1.1\r\nHost: [::1\r\nConnection: close\r\n\r\n"),
    (s) => s < 500,
  );
  await check("no Host", raw("GET / HTTP/1.1\r\nConnection: close\r\n\r\n"), 400);
  for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"]) {
    await check(
      `${method} /contact`,
      raw(`${method} /contact HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`),
      (s) => s < 500,
    );
  }
  await check(
    "POST /favicon.svg",
    post("/favicon.svg", "application/x-www-form-urlencoded", "a=1"),
    (s) => s < 500,
  );
});

test("a signed-in export with a NUL in the search works, and every 429 says when to come back", async () => {
  const signIn = await post(
    "/auth",
    "application/x-www-form-urlencoded",
    new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, next: "/admin" }).toString(),
  );
  expect(signIn.status).toBe(302);
  const cookies = [...signIn.head.matchAll(/^set-cookie: ([^;]+)/gim)].map((m) => m[1]).join("; ");
  await check("export ?q=%00", get("/admin/export.csv?q=%00", `Cookie: ${cookies}\r\n`), 200);
  await check("admin ?q=%00%ff", get("/admin?q=%00%1b&tab=messages", `Cookie: ${cookies}\r\n`), 200);

  let contact: Answer | undefined;
  for (let i = 0; i < 8; i++)
    contact = await post("/contact", "application/x-www-form-urlencoded", "name=A", "192.0.2.7");
  expect(contact!.status).toBe(429);
  expect(Number(/^retry-after: (\d+)/im.exec(contact!.head)?.[1])).toBeGreaterThan(0);

  let auth: Answer | undefined;
  for (let i = 0; i < 11; i++) {
    auth = await post(
      "/auth",
      "application/x-www-form-urlencoded",
      `email=nobody%40example.com&password=wrong${i}`,
      "192.0.2.8",
    );
  }
  expect(auth!.status).toBe(429);
  expect(Number(/^retry-after: (\d+)/im.exec(auth!.head)?.[1])).toBeGreaterThan(800);
});

test("static files carry the security headers too", async () => {
  const css = fs.readdirSync("build/client/assets").find((name) => name.endsWith(".css"))!;
  for (const path of ["/favicon.svg", "/site.webmanifest", `/assets/${css}`, "/robots.txt"]) {
    const { status, head } = await get(path);
    expect(status, path).toBe(200);
    for (const header of [
      "content-security-policy",
      "x-content-type-options: nosniff",
      "x-frame-options: deny",
      "permissions-policy: ",
      "referrer-policy",
    ]) {
      expect(head.toLowerCase(), `${path} ${header}`).toContain(header);
    }
  }
});

test.afterAll(() => {
  const summary = [...counts.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${n} × ${s || "no answer"}`);
  console.log(`hostile requests: ${[...counts.values()].reduce((a, b) => a + b, 0)}; ${summary.join(", ")}`);
  expect(fivexx).toEqual([]);
});
