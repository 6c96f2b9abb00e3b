import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startServer } from "./server-process";

test("the home page is complete in the server's HTML, with language, canonical and hreflang", async ({
  request,
}) => {
  const response = await request.get("/");
  const html = await response.text();
  expect(html).toMatch(/<html lang="fr"/);
  expect(html).toContain("Votre chauffeur privé sur la Côte d’Azur");
  expect(html).toContain("Ponctualité");
  expect(html).toContain("Flotte premium");
  expect(html).toContain("Chauffeurs d’expérience");
  expect(html).toContain('href="/services#airport"');
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/"/);
  for (const lang of ["fr", "en", "x-default"])
    expect(html).toMatch(new RegExp(`hrefLang="${lang}"|hreflang="${lang}"`));
  expect(html).toContain('"@type":"LocalBusiness"');
  const en = await (await request.get("/en")).text();
  expect(en).toMatch(/<html lang="en"/);
  expect(en).toContain("Your private chauffeur on the French Riviera");
});

test("responses carry an enforced CSP whose nonce is on every script", async ({ request }) => {
  // A page rendered for one visitor (shared pages name hashes instead: tests/e2e/csp.spec.ts).
  const response = await request.get("/auth");
  const csp = response.headers()["content-security-policy"];
  expect(csp).toBeTruthy();
  expect(response.headers()["content-security-policy-report-only"]).toBeUndefined();
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp!)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? "");
  const executable = scripts.filter((attrs) => !attrs.includes('type="application/ld+json"'));
  expect(executable.length).toBeGreaterThan(0);
  for (const attrs of executable) expect(attrs).toContain(`nonce="${nonce}"`);
  const second = await request.get("/auth");
  expect(second.headers()["content-security-policy"]).not.toContain(nonce!);
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["strict-transport-security"]).toBeUndefined();
});

test("the JSON endpoints are answered by their route modules with the site's headers (decision 027)", async ({
  request,
}) => {
  const search = await request.get("/api/places?q=nice%20aer&lang=en");
  expect(search.status()).toBe(200);
  expect(search.headers()["cache-control"]).toBe("private, max-age=60");
  expect(search.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect((await search.json()).places[0].label).toContain("Nice");
  // A method the route has no function for: the methods it has, not the router's "Unexpected Server Error".
  const wrong = await request.post("/api/places?q=nice", { data: "" });
  expect(wrong.status()).toBe(405);
  expect(wrong.headers().allow).toBe("GET, HEAD");
  expect(await wrong.json()).toEqual({ error: "Use GET." });
  const trip = await request.post("/api/calculate-trip", {
    data: { origin: { lat: 43.6652, lng: 7.2146 }, destination: { lat: 43.7396, lng: 7.4268 } },
  });
  expect(trip.status()).toBe(200);
  expect((await trip.json()).price_cents).toBeGreaterThan(0);
  // The body guard still applies before them: a body over its limit never reaches the route.
  const huge = await request.post("/api/calculate-trip", {
    headers: { "content-type": "application/json" },
    data: "x".repeat(10_000),
  });
  expect(huge.status()).toBe(413);
});

test("fingerprinted assets are cached for a year, compressed", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!, { headers: { "accept-encoding": "gzip" } });
  expect(response.headers()["cache-control"]).toContain("max-age=31536000");
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["content-encoding"]).toBe("gzip");
});

test("the stylesheet is written into the page and survives hydration and client navigation", async ({
  page,
}) => {
  const cssRequests: string[] = [];
  page.on("request", (request) => {
    if (/\.css(\?|$)/.test(new URL(request.url()).pathname)) cssRequests.push(request.url());
  });
  const response = await page.goto("/en", { waitUntil: "networkidle" });
  const html = await response!.text();
  // One <style> keyed by the built file's address, no stylesheet link: the first paint waits for nothing.
  expect(html).toMatch(
    /<style (nonce="[^"]+" )?data-precedence="default" data-href="\/assets\/app-[\w-]+\.css">/,
  );
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.locator("header").getByRole("link", { name: "Services", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/services$/);
  // Still the same document (a client-side navigation), with the same single, complete style.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  const styles = page.locator("style[data-href]");
  await expect(styles).toHaveCount(1);
  expect(await styles.evaluate((style) => style.textContent?.length ?? 0)).toBeGreaterThan(20_000);
  await expect(page.locator("header")).toHaveCSS("background-color", "rgb(12, 26, 43)");
  expect(cssRequests).toEqual([]);
});

test("health and readiness endpoints", async ({ request }) => {
  expect(await (await request.get("/healthz")).json()).toMatchObject({ status: "ok" });
  expect(await (await request.get("/readyz")).json()).toMatchObject({ status: "ready", database: "pglite" });
});

test.describe("the server process", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a second server on the same data folder exits with a clear message; the first keeps working", async () => {
    const first = await startServer();
    try {
      const second = await startServer({ dataDir: first.dataDir, waitReady: false });
      const code = await second.exited;
      expect(code).toBe(1);
      expect(second.output()).toMatch(/already in use by process \d+/);
      const response = await fetch(`http://localhost:${first.port}/readyz`);
      expect(response.status).toBe(200);
    } finally {
      expect(await first.stop()).toBe(0);
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  });

  test("an unknown path is logged with the path; SIGTERM closes cleanly and releases the lock", async () => {
    const server = await startServer();
    const response = await fetch(`http://localhost:${server.port}/en/nowhere-to-be-found?x=1`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
    await expect
      .poll(() => server.output())
      .toMatch(/"msg":"page not found","path":"\/en\/nowhere-to-be-found"/);
    expect(fs.existsSync(path.join(server.dataDir, ".lock"))).toBe(true);
    expect(await server.stop("SIGTERM")).toBe(0);
    expect(server.output()).toContain('"msg":"shutting down"');
    expect(fs.existsSync(path.join(server.dataDir, ".lock"))).toBe(false);
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  test("a bad configuration value stops the server with a message naming it", async () => {
    const server = await startServer({ env: { PORT: "3299", LOG_LEVEL: "chatty" }, waitReady: false });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("LOG_LEVEL");
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  test("production hides error details and sends HSTS", async () => {
    const server = await startServer({
      env: { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40), SITE_URL: "https://chauffeur.example" },
    });
    try {
      const response = await fetch(`http://localhost:${server.port}/en`);
      expect(response.headers.get("strict-transport-security")).toContain("max-age=");
      const html = await response.text();
      expect(html).toContain('href="https://chauffeur.example/en"');
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  test("the development server (npm run dev) renders pages too, and they hydrate", async ({ browser }) => {
    // Vite transforms every module on its first request: on a slow machine busy with the other lane
    // that first visit took more than a minute (CI, 2026-12-02).
    test.setTimeout(240_000);
    const server = await startServer({ args: ["--dev"], env: { NODE_ENV: "development" } });
    try {
      const response = await fetch(`http://localhost:${server.port}/en`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Your private chauffeur on the French Riviera");
      // The booking form marks itself once React has hydrated it (the HMR runtime's import included).
      // On a fresh install Vite bundles the dependencies it finds on this first visit and reloads the
      // page over its hot-reload connection (on this server's own port); the next visit is the test.
      const page = await browser.newPage();
      const url = `http://localhost:${server.port}/reservations?step=1`;
      await page.goto(url);
      await expect(page.locator("form[data-hydrated]")).toHaveCount(1, { timeout: 150_000 });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(url);
      await expect(page.locator("form[data-hydrated]")).toHaveCount(1, { timeout: 30_000 });
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});
