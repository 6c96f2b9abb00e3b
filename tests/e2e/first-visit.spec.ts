import { request as api, type Browser, expect, test } from "@playwright/test";
import { DESKTOP } from "./helpers";

// A desktop Chrome that is not headless: isbot() would take "HeadlessChrome" for a crawler.
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function englishBrowser(browser: Browser, javaScriptEnabled = true) {
  return browser.newContext({ locale: "en-GB", userAgent: CHROME, viewport: DESKTOP, javaScriptEnabled });
}

test("a first visit from a browser preferring English lands on the English twin, once", async ({
  browser,
}) => {
  const context = await englishBrowser(browser);
  const page = await context.newPage();
  await page.goto("/fleet?from=ad");
  await expect(page).toHaveURL(/\/en\/fleet\?from=ad$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The visitor chooses French: from then on French pages stay French.
  await page.getByRole("link", { name: "Français" }).first().click();
  await expect(page).toHaveURL(/localhost:\d+\/fleet\?from=ad$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.goto("/services");
  await expect(page).toHaveURL(/localhost:\d+\/services$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await context.close();
});

test("without JavaScript the choice of French sticks too", async ({ browser }) => {
  const context = await englishBrowser(browser, false);
  const page = await context.newPage();
  await page.goto("/about");
  await expect(page).toHaveURL(/\/en\/about$/);
  await page.getByRole("link", { name: "Français" }).first().click();
  await expect(page).toHaveURL(/localhost:\d+\/about$/);
  await page.goto("/contact");
  await expect(page).toHaveURL(/localhost:\d+\/contact$/);
  await context.close();
});

test("crawlers, visitors who chose, and visitors already on the site are never redirected", async ({
  baseURL,
}) => {
  // A request context per user agent: the user agent of a context wins over a request's header.
  const ask = async ({ "User-Agent": userAgent, ...headers }: Record<string, string>, path = "/") => {
    const context = await api.newContext({ baseURL, userAgent, extraHTTPHeaders: headers });
    const response = await context.get(path, { maxRedirects: 0 });
    return { status: () => response.status(), headers: () => response.headers() };
  };
  const english = { "Accept-Language": "en-US,en;q=0.9", "User-Agent": CHROME };

  const first = await ask(english);
  expect(first.status()).toBe(302);
  expect(first.headers().location).toBe("/en");
  expect(first.headers()["set-cookie"]).toMatch(/^lang=/);
  expect(first.headers().vary).toMatch(/Cookie.*Accept-Language.*User-Agent.*Referer/);

  const crawler = await ask({ ...english, "User-Agent": GOOGLEBOT });
  expect(crawler.status()).toBe(200);
  expect(crawler.headers().vary).toMatch(/Accept-Language/);

  // "fr", in React Router's cookie encoding (app/i18n/lang.ts)
  const chose = await ask({ ...english, Cookie: "lang=ImZyIg%3D%3D" });
  expect(chose.status()).toBe(200);

  const onSite = await ask({ ...english, Referer: `${baseURL}/en/services` });
  expect(onSite.status()).toBe(200);

  const french = await ask({ ...english, "Accept-Language": "fr-FR,fr;q=0.9,en;q=0.8" });
  expect(french.status()).toBe(200);

  // English pages, the staff area and the API are never redirected by a guess.
  expect((await ask(english, "/en/fleet")).status()).toBe(200);
  expect((await ask(english, "/auth")).status()).toBe(200);
});
