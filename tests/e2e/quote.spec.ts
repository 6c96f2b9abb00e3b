import fs from "node:fs";
import path from "node:path";
import { type Browser, expect, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import { DESKTOP, expectNoAxeViolations, PHONE, watchPage } from "./helpers";
import { postRequest, signInAsAdmin } from "./office";

// The quote (issue 12 §4, decision 028): the office sends a price from the request's page; the client
// accepts it from the link in the quote e-mail; the request is confirmed once, whatever the clicks.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const OUTBOX = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");

/** The quote e-mail's button address (path and #quote), read from the e-mail the server wrote. */
async function quoteLink(subject: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        for (const name of fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX) : []) {
          if (!name.endsWith(".eml")) continue;
          const mail = await simpleParser(fs.readFileSync(path.join(OUTBOX, name)));
          if (mail.subject !== subject) continue;
          const found = /https?:\/\/[^\s]+\/suivi\/[A-Za-z0-9_-]{43}#quote/.exec(mail.text ?? "");
          if (found) link = found[0];
        }
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe("");
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

/** The office, signed in at `viewport`, sends a quote of `price` € valid `days` days. */
async function sendQuote(
  browser: Browser,
  reference: string,
  viewport: typeof PHONE,
  price: string,
  days: string,
) {
  const office = await browser.newContext({ viewport, locale: "fr-FR" });
  const page = await office.newPage();
  await signInAsAdmin(page);
  await page.goto(`/admin?q=${reference}`);
  await page.getByRole("link", { name: reference }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: `Réservation ${reference}` })).toBeVisible();
  const form = page.getByRole("form", { name: "Envoyer un devis" });
  await form.getByLabel("Prix proposé (€)").fill(price);
  await form.getByLabel("Valable").selectOption(days);
  await form.getByRole("button", { name: "Envoyer un devis" }).click();
  await expect(page.getByTestId("detail-status")).toHaveText("Devis envoyé");
  // Shown as the office reads prices: "1 450,00 €" (a narrow no-break space between thousands).
  const shown = new RegExp(`^${price.replace(/\B(?=(\d{3})+$)/g, "\\s")},00\\s€`);
  await expect(page.getByTestId("quoted-price")).toContainText(shown);
  await expect(page.getByTestId("history")).toContainText("Nouvelle → Devis envoyé");
  // Confirming now (the client said yes on the phone) starts from the quoted price, not the estimate.
  await expect(page.getByRole("form", { name: "Confirmer" }).getByLabel("Prix final (€)")).toHaveValue(
    `${price},00`,
  );
  return { office, page };
}

test("the office sends a quote at 1440 px; the client accepts it on a phone; the office sees it confirmed", async ({
  browser,
}, info) => {
  const client = await browser.newContext({ viewport: PHONE, locale: "fr-FR" });
  const page = await client.newPage();
  const watch = watchPage(page);
  await page.goto("/");
  const reference = await postRequest(page, {
    firstName: "Hélène",
    email: "quote-phone@example.com",
  });
  const { office, page: desk } = await sendQuote(browser, reference, DESKTOP, "1450", "5");

  const link = await quoteLink(`Votre devis\u00a0: ${reference}`);
  expect(link).toMatch(/^\/suivi\/[A-Za-z0-9_-]{43}#quote$/);
  await page.goto(link);
  await expect(page.getByTestId("follow-status")).toHaveText("Devis à accepter");
  const quote = page.getByRole("region", { name: "Notre devis" });
  await expect(quote).toBeVisible();
  await expect(quote.getByTestId("quote-price")).toHaveText(/1\s450\s€/);
  await expect(quote).toContainText("Valable jusqu’au");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath("quote-phone.png"), fullPage: true });

  await quote.getByRole("button", { name: "Accepter le devis" }).click();
  await expect(page.getByTestId("follow-status")).toHaveText("Confirmée");
  await expect(page.getByText("Vous avez accepté le devis")).toBeVisible();
  await expect(page.getByRole("region", { name: "Notre devis" })).toHaveCount(0);
  expect(watch.consoleErrors).toEqual([]);
  expect(watch.foreignRequests).toEqual([]);

  await desk.reload();
  await expect(desk.getByTestId("detail-status")).toHaveText("Confirmée");
  await expect(desk.getByTestId("final-price")).toContainText(/1\s450,00\s€/);
  const history = desk.getByTestId("history");
  await expect(history).toContainText("Devis envoyé → Confirmée");
  await expect(history).toContainText("Client (lien privé)");
  await expect(desk.getByTestId("emails")).toContainText(`Devis accepté ${reference}`);
  await office.close();
  await client.close();
});

test("without JavaScript, an English client accepts at 1440 px; a second click is refused; sent from a phone", async ({
  browser,
}) => {
  const client = await browser.newContext({ viewport: DESKTOP, locale: "en-GB", javaScriptEnabled: false });
  const page = await client.newPage();
  await page.goto("/en");
  const reference = await postRequest(
    page,
    { firstName: "James", email: "quote-nojs@example.com" },
    "/en/reservations",
  );
  const { office } = await sendQuote(browser, reference, PHONE, "620", "3");
  await office.close();

  const link = await quoteLink(`Your quote: ${reference}`);
  expect(link).toMatch(/^\/en\/suivi\//);
  await page.goto(link);
  await expect(page.getByTestId("follow-status")).toHaveText("Quote to accept");
  await expect(page.getByTestId("quote-price")).toHaveText(/€620/);
  await page.getByRole("button", { name: "Accept the quote" }).click();
  await expect(page.getByTestId("follow-status")).toHaveText("Confirmed");
  await expect(page.getByText("You have accepted the quote")).toBeVisible();
  const again = await page.request.post(new URL(link, page.url()).pathname, {
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: new URL(page.url()).origin },
    data: "intent=accept-quote",
    maxRedirects: 0,
  });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain("already been accepted");
  await client.close();
});
