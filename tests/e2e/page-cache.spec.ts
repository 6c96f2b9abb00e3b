/**
 * The shared page cache (server/page-cache.ts, decision 022) against the built server: two visitors,
 * one carrying something of their own (a flash message, a booking draft, a staff session, a language
 * cookie that disagrees with the address, a query string, a form post), the other plain. The plain
 * one is answered from the cache and never receives the other's state; the first is rendered for
 * itself.
 */

import { type APIRequestContext, type APIResponse, expect, request, test } from "@playwright/test";
import { LANG_COOKIE_VALUES } from "../../app/i18n/lang";
import { FLASH_TEXT } from "../../app/i18n/staff";

const ADMIN = { email: "equipe.e2e@example.com", password: "Riviera-e2e-2027!" };

let plain: APIRequestContext;
let personal: APIRequestContext;

test.beforeEach(async ({ baseURL }) => {
  plain = await request.newContext({ baseURL });
  personal = await request.newContext({ baseURL });
});

test.afterEach(async () => {
  await plain.dispose();
  await personal.dispose();
});

const cacheState = (response: APIResponse) => response.headers()["x-page-cache"];
const OWN_HEADERS = ["date", "etag", "x-page-cache", "content-length", "connection", "keep-alive"];
const headerNames = (response: APIResponse) =>
  Object.keys(response.headers())
    .filter((name) => !OWN_HEADERS.includes(name))
    .sort();
/** Whether a page holds a text (a boolean, so that a failure does not print the whole page). */
const holds = (page: string, text: string) => page.includes(text);

/** What the plain visitor gets: answered by the cache (a second request at the latest). */
async function plainPage(path: string): Promise<string> {
  const first = await plain.get(path);
  expect(first.status()).toBe(200);
  expect(["miss", "hit"]).toContain(cacheState(first));
  const second = await plain.get(path);
  expect(cacheState(second)).toBe("hit");
  // A hit answered before Express carries the same headers as the answer Express gave.
  expect(headerNames(second)).toEqual(headerNames(first));
  const text = await second.text();
  expect(text).toBe(await first.text());
  return text;
}

async function signIn(context: APIRequestContext) {
  const response = await context.post("/auth", {
    form: { email: ADMIN.email, password: ADMIN.password, next: "/admin" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

test("a plain visitor is answered from memory: same bytes, brotli, gzip, ETag, 304, HEAD", async () => {
  const body = await plainPage("/services/nice-airport-transfer");
  const raw = { "Accept-Encoding": "identity" };
  const identity = await plain.get("/services/nice-airport-transfer", { headers: raw });
  const tag = identity.headers().etag;
  expect(tag).toMatch(/^"[\w-]+"$/);

  // Playwright decodes the bodies: each encoding must give the same page.
  const br = await plain.get("/services/nice-airport-transfer", { headers: { "Accept-Encoding": "br" } });
  expect(br.headers()["content-encoding"]).toBe("br");
  expect(br.headers().etag).not.toBe(tag);
  expect(await br.text()).toBe(body);
  const gz = await plain.get("/services/nice-airport-transfer", { headers: { "Accept-Encoding": "gzip" } });
  expect(gz.headers()["content-encoding"]).toBe("gzip");
  expect(await gz.text()).toBe(body);

  const again = await plain.get("/services/nice-airport-transfer", {
    headers: { ...raw, "If-None-Match": tag! },
  });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);

  const head = await plain.head("/services/nice-airport-transfer", { headers: raw });
  expect(head.status()).toBe(200);
  expect(head.headers()["content-length"]).toBe(String(Buffer.byteLength(body)));
  expect(await head.body()).toHaveLength(0);

  // The policy names the hashes of the page's inline scripts and its stylesheet, never 'unsafe-inline'.
  const policy = identity.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self' 'sha256-/);
  expect(policy).toMatch(/style-src 'self' 'sha256-/);
  expect(policy).not.toContain("unsafe-inline");
});

test("a flash message stays with its visitor", async () => {
  await signIn(personal);
  const out = await personal.post("/auth/logout", { maxRedirects: 0 });
  expect(out.status()).toBe(302);
  const flashed = await personal.get("/");
  expect(cacheState(flashed)).toBe("bypass");
  // The root data carries the message's text, resolved on the server (app/i18n/staff.ts).
  expect(holds(await flashed.text(), FLASH_TEXT["signed-out"].title)).toBe(true);
  expect(holds(await plainPage("/"), FLASH_TEXT["signed-out"].title)).toBe(false);
});

test("a staff session stays with its visitor", async () => {
  await signIn(personal);
  const page = await personal.get("/en/blog");
  expect(cacheState(page)).toBe("bypass");
  // The footer leads a signed-in visitor to the administration, anyone else to the sign-in page.
  expect(holds(await page.text(), 'href="/admin"')).toBe(true);
  const shared = await plainPage("/en/blog");
  expect(holds(shared, 'href="/auth"')).toBe(true);
  expect(holds(shared, 'href="/admin"')).toBe(false);
});

test("a booking draft stays with its visitor", async () => {
  const step = await personal.post("/reservations", {
    form: { intent: "next", step: "1", departure: "Gare de Menton-Garavan", arrival: "Hôtel Negresco" },
    maxRedirects: 0,
  });
  expect(step.headers()["set-cookie"]).toContain("booking_draft=");
  // The booking form names its step in the address (?step=N, issue 11): the bare address leads each
  // visitor to the step their own draft reached, and a page with a query string is never shared.
  const drafted = await personal.get("/reservations");
  expect(drafted.url()).toMatch(/\/reservations\?step=2$/);
  expect(cacheState(drafted)).toBe("bypass");
  expect(holds(await drafted.text(), "Menton-Garavan")).toBe(true);
  const fresh = await plain.get("/reservations");
  expect(fresh.url()).toMatch(/\/reservations\?step=1$/);
  expect(cacheState(fresh)).toBe("bypass");
  expect(holds(await fresh.text(), "Menton-Garavan")).toBe(false);
});

test("a language cookie that disagrees with the address, or a query string, goes past the cache", async () => {
  await plainPage("/en/services");
  const french = await personal.get("/en/services", { headers: { Cookie: `lang=${LANG_COOKIE_VALUES.fr}` } });
  expect(cacheState(french)).toBe("bypass");
  const english = await personal.get("/services", {
    headers: { Cookie: `lang=${LANG_COOKIE_VALUES.en}` },
    maxRedirects: 0,
  });
  expect(english.status()).toBe(302);
  expect(english.headers().location).toBe("/en/services");
  const agreeing = await personal.get("/en/services", {
    headers: { Cookie: `lang=${LANG_COOKIE_VALUES.en}` },
  });
  expect(cacheState(agreeing)).toBe("hit");
  const query = await personal.get("/en/services?utm_source=newsletter");
  expect(cacheState(query)).toBe("bypass");
  const unknownCookie = await personal.get("/en/services", { headers: { Cookie: "other=1" } });
  expect(cacheState(unknownCookie)).toBe("bypass");
});

test("what one visitor posts is never shown to another", async () => {
  const posted = await personal.post("/contact", {
    form: { name: "Visiteur Singulier", email: "pas-une-adresse", phone: "", message: "Un message." },
  });
  expect(posted.status()).toBe(400);
  expect(cacheState(posted)).toBe("bypass");
  expect(holds(await posted.text(), "Visiteur Singulier")).toBe(true);
  expect(holds(await plainPage("/contact"), "Visiteur Singulier")).toBe(false);
});

test("a first visit from a browser preferring English still goes to the English twin", async () => {
  await plainPage("/services");
  const english = await personal.get("/services", {
    headers: { "Accept-Language": "en-GB,en;q=0.9" },
    maxRedirects: 0,
  });
  expect(english.status()).toBe(302);
  expect(english.headers().location).toBe("/en/services");
  // The French page says what it depends on, so that no shared cache hands it to that browser.
  const shared = await plain.get("/services");
  expect(cacheState(shared)).toBe("hit");
  expect(shared.headers().vary).toContain("Accept-Language");
});
