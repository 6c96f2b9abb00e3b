/**
 * The content security policy allows no inline style but the stylesheet that carries the request's
 * nonce (decision 014): Chromium must report no violation on the site's pages, with JavaScript,
 * through the booking's steps and a client-side navigation.
 */
import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";

test("Chromium reports no content security policy violation", async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
  });
  for (const path of [
    "/",
    "/en/services",
    "/services/nice-airport-transfer",
    "/en/fleet",
    "/contact",
    "/blog",
    "/auth",
  ]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await page.goto("/en/reservations");
  await page.getByRole("combobox").first().fill("Nice airport");
  await page.getByRole("option").first().click();
  await page.getByRole("combobox").nth(1).fill("Monaco");
  await page.getByRole("option").first().click();
  await expect(page.getByTestId("estimate-price")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/step=2/);
  await page.getByRole("link", { name: "Contact" }).first().click();
  await expect(page).toHaveURL(/\/en\/contact/);
  expect(violations).toEqual([]);
});

test("a page rendered for one visitor carries the nonce; a shared page names its hashes", async ({
  request,
}) => {
  // /auth is never shared: its style element carries the nonce of the policy sent with it.
  const own = await request.get("/auth");
  expect(own.headers()["x-page-cache"]).toBeUndefined();
  const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(own.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  expect((await own.text()).includes(`<style nonce="${nonce}"`)).toBe(true);
  // /en comes from the page cache (decision 022): no nonce, the hash of each inline script and style.
  const shared = await request.get("/en");
  expect(["hit", "miss"]).toContain(shared.headers()["x-page-cache"]);
  const html = await shared.text();
  const policy = shared.headers()["content-security-policy"] ?? "";
  expect(policy).not.toContain("nonce-");
  const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "");
  const scripts = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => match[1] ?? "");
  expect(styles.length).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(0);
  for (const text of [...styles, ...scripts]) expect(policy).toContain(hash(text));
});
