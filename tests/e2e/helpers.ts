import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * Fails on any WCAG 2.2 A/AA violation axe can find on the page. Only violations are collected: the
 * passes and the inapplicable rules are not serialised back, which saves about a fifth of each scan.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n  ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

/** Records console errors and requests to any host other than the site itself. */
export function watchPage(page: Page) {
  const consoleErrors: string[] = [];
  const foreignRequests: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["localhost", "127.0.0.1"].includes(url.hostname) && url.protocol.startsWith("http")) {
      foreignRequests.push(request.url());
    }
  });
  return { consoleErrors, foreignRequests };
}

/**
 * Waits until React has hydrated the booking form (its `data-hydrated`). A page rendered for one
 * visitor hydrates after its first paint (decision 031), later still on a busy machine; before that a
 * form posts and a link jumps as they do without JavaScript. What only the script does (the error
 * summary's links moving the focus to their field) is checked once it has hydrated.
 */
export async function bookingFormHydrated(page: Page) {
  await expect(page.locator("form[data-hydrated]")).toHaveCount(1, { timeout: 20_000 });
}
