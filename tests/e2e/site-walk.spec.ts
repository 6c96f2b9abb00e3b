import { expect, test } from "@playwright/test";
import { localizePath } from "../../app/i18n/lang";
import { PAGES } from "../../app/i18n/registry";
import { DESKTOP, expectNoAxeViolations, PHONE, watchPage } from "./helpers";

// Every public page of the registry, in both languages, at a phone and a desktop width: status 200
// (the bare confirmation: 404), one h1, no console error, nothing fetched from elsewhere, no broken
// internal link. The accessibility scan (after scrolling to the end and back) runs on every page
// twice: at 390 px in one language and at 1440 px in the other, French and English in turn from one
// page to the next. So each page is scanned at both widths and in both languages, and each width in
// both languages, for half the scans (a scan costs one to three seconds of the machine's two cores;
// the whole walk took 12 of CI's 25 end-to-end minutes on a slower machine with the phone scans in
// both languages). This is the suite's accessibility matrix of the public pages; the other specs
// scan the states they create.
const PUBLIC = PAGES.filter((page) => page.bilingual);
const checked = new Map<string, number>();

test.describe.configure({ timeout: 600_000 });

for (const lang of ["fr", "en"] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`every public page in ${lang} at ${viewport.width}px`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      for (const [index, entry] of PUBLIC.entries()) {
        const path = localizePath(entry.path, lang);
        const watch = watchPage(page);
        const response = await page.goto(path);
        // The confirmation without a request sent from this browser is an honest 404 page (decision 018).
        const expected = entry.id === "confirmation" ? 404 : 200;
        expect(response?.status(), path).toBe(expected);
        await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
        await expect(page.locator("h1"), path).toHaveCount(1);
        // French on even pages at 1440 px and odd pages at 390 px; English the other way round.
        const scanAtDesktop = (index % 2 === 0) === (lang === "fr");
        const scanned = viewport === DESKTOP ? scanAtDesktop : !scanAtDesktop;
        if (scanned) {
          // Scrolled to the end and back, as a reader would: lazy pictures load, the phone's booking
          // bar shows, and the scan sees them.
          await page.mouse.wheel(0, 20_000);
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
          await expectNoAxeViolations(page);
        }
        // A 404 document is reported by Chromium as a failed resource; nothing else may be.
        expect(
          watch.consoleErrors.filter((text) => expected === 200 || !/status of 404/.test(text)),
          path,
        ).toEqual([]);
        expect(watch.foreignRequests, path).toEqual([]);
        const links = await page
          .locator("a[href^='/']")
          .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
        for (const href of new Set(links.map((h) => h.split("#")[0]!))) {
          if (!href || href.startsWith("/admin") || checked.has(href)) continue;
          // A kept-alive connection the server closes as it is reused answers ECONNRESET: retried (maxRetries).
          const status = (await request.get(href, { maxRedirects: 0, maxRetries: 2 })).status();
          checked.set(href, status);
          expect(status, `${path} links to ${href}`).toBeLessThan(400);
        }
        page.removeAllListeners("console");
        page.removeAllListeners("pageerror");
        page.removeAllListeners("request");
      }
    });
  }
}
