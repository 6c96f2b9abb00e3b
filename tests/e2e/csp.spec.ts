/**
 * The content security policy allows no inline style but the stylesheet that carries the request's
 * nonce (decision 014): Chromium must report no violation on the site's pages, with JavaScript,
 * through the booking's steps and a client-side navigation.
 */
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
  // The style element carries the nonce of the policy sent with the page.
  const response = await page.request.get("/en");
  const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(
    response.headers()["content-security-policy"] ?? "",
  )?.[1];
  expect(nonce).toBeTruthy();
  expect(await response.text()).toContain(`<style nonce="${nonce}"`);
});
