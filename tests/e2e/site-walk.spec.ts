import { expect, test } from "@playwright/test";
import { localizePath } from "../../app/i18n/lang";
import { PAGES } from "../../app/i18n/registry";
import { DESKTOP, expectNoAxeViolations, PHONE, watchPage } from "./helpers";

// Every public page of the registry, in both languages: status 200 (the bare confirmation: 404), one
// h1, no console error, nothing fetched from elsewhere, no broken internal link, and the accessibility
// scan (after scrolling to the end and back). Each page is walked once per language, at a phone width
// in one language and at a desktop width in the other, French and English in turn from one page to
// the next: so each page is scanned at both widths and in both languages, and each width in both
// languages. Walking every page at both widths in both languages as well (four loads a page) took
// 8 of CI's 25 end-to-end minutes on a slow machine, for nothing the two walks miss: the status,
// the links and the requests do not depend on the width. This is the suite's accessibility matrix
// of the public pages; the other specs scan the states they create.
const PUBLIC = PAGES.filter((page) => page.bilingual);
const checked = new Map<string, number>();

test.describe.configure({ mode: "parallel", timeout: 600_000 });

for (const lang of ["fr", "en"] as const) {
  for (const start of [PHONE, DESKTOP]) {
    // Two tests a language, so that the two workers share the walk: one takes the even pages, the
    // other the odd ones. French on even pages at 1440 px and odd pages at 390 px; English the other
    // way round.
    const half = start === DESKTOP ? 0 : 1;
    test(`every ${half === 0 ? "even" : "odd"} public page in ${lang}`, async ({ page, request }) => {
      const viewport = (half === 0) === (lang === "fr") ? DESKTOP : PHONE;
      await page.setViewportSize(viewport);
      for (const [index, entry] of PUBLIC.entries()) {
        if (index % 2 !== half) continue;
        const path = localizePath(entry.path, lang);
        const watch = watchPage(page);
        const response = await page.goto(path);
        // The confirmation without a request sent from this browser is an honest 404 page (decision 018).
        const expected = entry.id === "confirmation" ? 404 : 200;
        expect(response?.status(), path).toBe(expected);
        await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
        await expect(page.locator("h1"), path).toHaveCount(1);
        // Scrolled to the end and back, as a reader would: lazy pictures load, the phone's booking
        // bar shows, and the scan sees them.
        await page.mouse.wheel(0, 20_000);
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        await expectNoAxeViolations(page);
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
