import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import { DESKTOP, expectNoAxeViolations, PHONE, watchPage } from "./helpers";
import { postRequest } from "./office";

// The client's private link (issue 12 §7): from the e-mail to the page, cancelling before the cut-off,
// refused after it. E-mails are written as .eml files in the server's data folder (no SMTP_URL).
test.describe.configure({ mode: "serial", timeout: 120_000 });

const OUTBOX = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");

/** The private link in the client's acknowledgement, read from the e-mail the server wrote. */
async function linkFromEmail(reference: string, to: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        for (const name of fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX) : []) {
          if (!name.endsWith(".eml")) continue;
          const mail = await simpleParser(fs.readFileSync(path.join(OUTBOX, name)));
          if (!mail.subject?.includes(reference) || !JSON.stringify(mail.to).includes(to)) continue;
          const found = /https?:\/\/[^\s]+\/suivi\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? "");
          if (found) link = found[0];
        }
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe("");
  return new URL(link).pathname;
}

/** Tomorrow in Paris: within the 48 hours before pickup, so past the free-cancellation cut-off. */
function tomorrowInParis(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

for (const [label, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test(`a client cancels from the link in their e-mail before the cut-off (${label})`, async ({
    page,
  }, info) => {
    const watch = watchPage(page);
    await page.setViewportSize(viewport);
    await page.goto("/");
    const email = `follow-${label}@example.com`;
    const reference = await postRequest(page, { firstName: "Camille", email });
    const link = await linkFromEmail(reference, email);
    expect(link).toMatch(/^\/suivi\//);

    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(response?.headers()["referrer-policy"]).toBe("same-origin");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.getByRole("heading", { level: 1, name: `Votre demande ${reference}` })).toBeVisible();
    await expect(page.getByTestId("follow-status")).toHaveText("En cours de traitement");
    await expect(page.getByText(/Vous pouvez annuler sans frais jusqu’au/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath(`follow-${label}.png`), fullPage: true });

    // The first button only asks for confirmation: nothing is cancelled yet.
    await page.getByRole("link", { name: "Annuler ma demande" }).click();
    const confirm = page.getByTestId("cancel-confirm");
    await expect(confirm).toBeVisible();
    // A new request: no chauffeur has been reserved yet, so the confirmation names none.
    await expect(confirm).toContainText("Votre demande sera annulée sans frais.");
    await expect(confirm).not.toContainText("chauffeur");
    await expect(page.getByTestId("follow-status")).toHaveText("En cours de traitement");
    await expectNoAxeViolations(page);
    await confirm.getByRole("link", { name: "Non, garder ma demande" }).click();
    await expect(confirm).toBeHidden();

    await page.getByRole("link", { name: "Annuler ma demande" }).click();
    await page.getByRole("button", { name: "Oui, annuler sans frais" }).click();
    await expect(page.getByTestId("follow-status")).toHaveText("Annulée");
    await expect(page.getByText("Votre trajet est annulé, sans frais.")).toBeVisible();
    await expect(page.getByText("Cette demande est close")).toBeVisible();
    await page.screenshot({ path: info.outputPath(`follow-cancelled-${label}.png`), fullPage: true });

    // The same link in English, following the site's addresses.
    await page.goto(`/en${link}`);
    await expect(page.getByTestId("follow-status")).toHaveText("Cancelled");
    expect(watch.consoleErrors).toEqual([]);
    expect(watch.foreignRequests).toEqual([]);
  });

  test(`the client is refused after the cut-off, with a clear message (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const email = `late-${label}@example.com`;
    const reference = await postRequest(page, { email, date: tomorrowInParis(), time: "12:00" });
    const link = await linkFromEmail(reference, email);
    await page.goto(`/en${link}`);
    await expect(page.getByRole("heading", { level: 1, name: `Your request ${reference}` })).toBeVisible();
    // Booked for tomorrow, the request never had a free cancellation: the page says so, and names no
    // cut-off that came before the request itself.
    const tooLate = page.getByTestId("cancel-too-late");
    await expect(tooLate).toContainText(
      "You booked this journey less than 48 hours before departure, so free cancellation does not apply.",
    );
    // 50 % until 24 hours before, then the full price: which one depends on the hour the test runs.
    await expect(tooLate).toContainText(
      /cancelling costs 50% of the price until 24 hours before departure|the full amount is due if you cancel/,
    );
    await expect(tooLate).not.toContainText("Free cancellation was possible until");
    await expect(page.getByRole("link", { name: "Cancel my request" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Even a form sent by hand is refused, and the request stays as it was.
    const refused = await page.request.post(`/en${link}`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: new URL(page.url()).origin },
      data: "intent=cancel&confirm=yes",
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain("The free cancellation period has ended");
    await page.reload();
    await expect(page.getByTestId("follow-status")).toHaveText("Being arranged");
  });
}

test("without JavaScript, a client cancels through the confirmation step; a wrong link is an honest 404", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, locale: "fr-FR" });
  const page = await context.newPage();
  await page.goto("/");
  const email = "follow-nojs@example.com";
  const reference = await postRequest(page, { email });
  const link = await linkFromEmail(reference, email);
  await page.goto(link);
  await page.getByRole("link", { name: "Annuler ma demande" }).click();
  await page.getByRole("button", { name: "Oui, annuler sans frais" }).click();
  await expect(page.getByTestId("follow-status")).toHaveText("Annulée");
  const unknown = await page.goto("/suivi/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ce lien ne correspond à aucune demande");
  await context.close();
});
