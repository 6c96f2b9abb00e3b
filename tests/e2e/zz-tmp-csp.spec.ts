import { expect, test } from "@playwright/test";

test("no CSP violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content.Security.Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`Refused to: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  for (const path of [
    "/",
    "/en/services",
    "/reservations",
    "/contact",
    "/services/nice-airport-transfer",
    "/en/fleet",
    "/auth",
    "/blog",
  ]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await page.goto("/en/services");
  await page.getByRole("link", { name: /fleet/i }).first().click();
  await page.waitForLoadState("networkidle");
  console.log(violations.join("\n"));
  expect(violations).toEqual([]);
});
