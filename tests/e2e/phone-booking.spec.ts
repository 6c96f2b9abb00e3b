import { type Browser, expect, type Page, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE, watchPage } from "./helpers";

// Issue 12 §5: staff take a request for a caller; it is listed with its source and the filter finds it.
const ADMIN = { email: "equipe.e2e@example.com", password: "Riviera-e2e-2027!" };

test.describe.configure({ mode: "serial", timeout: 120_000 });

function inDays(n: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

async function signIn(page: Page) {
  await page.goto("/auth?next=%2Fadmin");
  await page.getByLabel("E-mail", { exact: true }).fill(ADMIN.email);
  await page.getByLabel("Mot de passe").fill(ADMIN.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * Takes a call. With `pick`, the arrival is typed as a caller says it ("Casino Monaco") and the
 * places it may mean come back under the field, as on the public form; the one named is chosen.
 */
async function takeCall(
  page: Page,
  lastName: string,
  ambiguous?: { arrival: string; pick: RegExp },
  email = `${lastName.toLowerCase()}@example.com`,
) {
  await page.getByTestId("new-reservation").click();
  await expect(page).toHaveURL(/\/admin\/reservations\/new$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nouvelle demande pour un client");
  await expect(page.getByLabel("Reçue par")).toHaveValue("phone");
  await page.getByLabel("Langue des e-mails du client").selectOption("en");
  await page.getByLabel("Départ (ou prise en charge)").fill("Aéroport Nice Côte d'Azur Terminal 2");
  await page.getByLabel("Arrivée", { exact: true }).fill(ambiguous?.arrival ?? "Monaco");
  await page.getByLabel("Date de prise en charge").fill(inDays(30));
  await page.getByLabel("Heure", { exact: true }).fill("10:30");
  await page.getByLabel("Passagers", { exact: true }).fill("2");
  await page.getByLabel("Bagages", { exact: true }).fill("1");
  await page.getByLabel("Prénom").fill("James");
  await page.getByLabel("Nom", { exact: true }).fill(lastName);
  await page.getByLabel("E-mail (facultatif)").fill(email);
  await page.getByLabel("Téléphone", { exact: true }).fill("+44 7700 900123");
  await page.getByTestId("new-submit").click();
  if (ambiguous) {
    await expect(page.getByTestId("new-errors")).toContainText("Plusieurs lieux correspondent");
    const choices = page.getByTestId("arrival-choices");
    await expect(choices.locator("legend")).toHaveText("Arrivée\u202f: lequel de ces lieux\u202f?");
    expect(await choices.getByRole("radio").count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByLabel("Nom", { exact: true })).toHaveValue(lastName);
    await choices.getByRole("radio", { name: ambiguous.pick }).check();
    await page.getByTestId("new-submit").click();
  }
  await expect(page).toHaveURL(/\/admin\/reservations\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("detail-source")).toHaveText("Téléphone");
}

async function findInList(page: Page, lastName: string) {
  await page.goto("/admin");
  const row = page.getByTestId("reservation-row").filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("reservation-source")).toContainText("Téléphone");
  // The filter finds it under "Téléphone", not under "Site".
  await page.getByLabel("Source", { exact: true }).selectOption("phone");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/source=phone/);
  await expect(page.getByTestId("reservation-row").filter({ hasText: lastName })).toHaveCount(1);
  for (const source of await page.getByTestId("reservation-source").allTextContents())
    expect(source).toContain("Téléphone");
  await page.getByLabel("Source", { exact: true }).selectOption("site");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/source=site/);
  await expect(page.getByTestId("reservation-row").filter({ hasText: lastName })).toHaveCount(0);
}

test("staff take a phone booking, with the errors shown first, and find it by its source (1440 px)", async ({
  page,
}) => {
  const watch = watchPage(page);
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  // A first try with a wrong e-mail and no departure: nothing stored, the errors listed and linked.
  await page.getByTestId("new-reservation").click();
  await page.getByLabel("Arrivée", { exact: true }).fill("Monaco");
  await page.getByLabel("Date de prise en charge").fill(inDays(30));
  await page.getByLabel("Heure", { exact: true }).fill("10:30");
  await page.getByLabel("Prénom").fill("James");
  await page.getByLabel("Nom", { exact: true }).fill("Whitfield");
  await page.getByLabel("E-mail (facultatif)").fill("not-an-address");
  await page.getByLabel("Téléphone", { exact: true }).fill("+44 7700 900123");
  await page.getByLabel("Départ (ou prise en charge)").evaluate((el) => el.removeAttribute("required"));
  await page.getByLabel("E-mail (facultatif)").evaluate((el) => el.setAttribute("type", "text"));
  await page.getByTestId("new-submit").click();
  const errors = page.getByTestId("new-errors");
  await expect(errors).toContainText("Indiquez un lieu.");
  await expect(errors).toContainText("Adresse e-mail invalide.");
  await expect(page.getByLabel("Nom", { exact: true })).toHaveValue("Whitfield");
  await expectNoAxeViolations(page);
  await page.goto("/admin");
  await takeCall(page, "Whitfield");
  await expectNoAxeViolations(page);
  await findInList(page, "Whitfield");
  // The planner filters by source too.
  await page.goto("/admin/planning?range=week&source=phone");
  await expect(page.getByTestId("awaiting-item").filter({ hasText: "Whitfield" })).toHaveCount(1);
  await page.goto("/admin/planning?range=week&source=site");
  await expect(page.getByTestId("awaiting-item").filter({ hasText: "Whitfield" })).toHaveCount(0);
  // The one 400 is the deliberate first try's answer (field errors); nothing else may fail.
  expect(watch.consoleErrors.filter((m) => !/status of 400/.test(m))).toEqual([]);
  expect(watch.foreignRequests).toEqual([]);
});

test("the same at 390 px without JavaScript, a caller's ambiguous place offered as choices", async ({
  browser,
}: {
  browser: Browser;
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, locale: "fr-FR" });
  const page = await context.newPage();
  await signIn(page);
  await takeCall(page, "Ashworth", { arrival: "Casino Monaco", pick: /Monte-Carlo Casino/ });
  // The office reads the place in French, whatever the client's language.
  await expect(page.locator("main")).toContainText("Casino de Monte-Carlo");
  await findInList(page, "Ashworth");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await context.close();
});

test("a message from the contact form becomes a request: the sender's details carried over, the trip's fields by type, the message then handled (1440 px)", async ({
  page,
  browser,
}) => {
  const watch = watchPage(page);
  await page.setViewportSize(DESKTOP);
  // A visitor writes in English.
  const visitor = await browser.newPage({ viewport: DESKTOP });
  await visitor.goto("/en/contact");
  await visitor.getByLabel("Name", { exact: true }).fill("Eleanor Hartley-Smith");
  await visitor.getByLabel("Email", { exact: true }).fill("eleanor@example.com");
  await visitor.getByLabel("Phone").fill("+44 7700 900456");
  await visitor
    .getByLabel("Message", { exact: true })
    .fill("Could we have a car for the day in Monaco on the Grand Prix Friday?");
  await visitor.getByRole("button", { name: "Send" }).click();
  await expect(visitor.getByText("Message sent!")).toBeVisible();
  await visitor.close();

  await signIn(page);
  await page.goto("/admin?tab=messages");
  const row = page.getByTestId("message-row").filter({ hasText: "eleanor@example.com" });
  await expect(row.getByTestId("message-reply")).toHaveAttribute(
    "href",
    "mailto:eleanor@example.com?subject=Re%3A%20your%20message",
  );
  await row.getByTestId("message-to-request").click();
  await expect(page).toHaveURL(/\/admin\/reservations\/new\?message=/);
  await expect(page.getByTestId("from-message")).toContainText("D’après le message d’Eleanor Hartley-Smith");
  await expect(page.getByLabel("Prénom")).toHaveValue("Eleanor");
  await expect(page.getByLabel("Nom", { exact: true })).toHaveValue("Hartley-Smith");
  await expect(page.getByLabel("E-mail (facultatif)")).toHaveValue("eleanor@example.com");
  await expect(page.getByLabel("Langue des e-mails du client")).toHaveValue("en");
  await expect(page.getByLabel("Reçue par")).toHaveValue("email");
  await expect(page.getByLabel("Message ou consignes (facultatif)")).toHaveValue(/Grand Prix Friday/);

  // A one-way trip shows no return or hire fields; a hire shows its length and no arrival.
  await expect(page.locator("[data-hydrated]").first()).toBeAttached();
  await expect(page.getByLabel("Date du retour (aller-retour)")).toBeHidden();
  await expect(page.getByLabel("Durée de la mise à disposition")).toBeHidden();
  await page.getByLabel("Type de trajet").selectOption("hourly");
  await expect(page.getByLabel("Durée de la mise à disposition")).toBeVisible();
  await expect(page.getByLabel("Arrivée", { exact: true })).toBeHidden();
  await expect(page.getByLabel("Date du retour (aller-retour)")).toBeHidden();
  await expect(page.getByLabel("Arrêt 1 (facultatif)")).toBeHidden();
  // The concierge's name is asked for a concierge only.
  await expect(page.getByLabel("Nom de la conciergerie ou du partenaire")).toBeHidden();
  await page.getByLabel("Reçue par").selectOption("concierge");
  await expect(page.getByLabel("Nom de la conciergerie ou du partenaire")).toBeVisible();
  await page.getByLabel("Reçue par").selectOption("email");
  await page.getByLabel("Type de trajet").selectOption("return");
  await expect(page.getByLabel("Date du retour (aller-retour)")).toBeVisible();
  await expect(page.getByLabel("Arrivée", { exact: true })).toBeVisible();
  await page.getByLabel("Type de trajet").selectOption("hourly");

  await page.getByLabel("Départ (ou prise en charge)").fill("Hôtel de Paris, Monaco");
  await page.getByLabel("Date de prise en charge").fill(inDays(40));
  await page.getByLabel("Heure", { exact: true }).fill("09:00");
  await page.getByLabel("Durée de la mise à disposition").selectOption("fullDay");
  await page.getByTestId("new-submit").click();
  await expect(page).toHaveURL(/\/admin\/reservations\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("detail-source")).toHaveText("E-mail");

  // The message is handled now, by this request.
  await page.goto("/admin?tab=messages");
  await expect(
    page
      .getByTestId("message-row")
      .filter({ hasText: "eleanor@example.com" })
      .getByText("Traité", { exact: true }),
  ).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});

test("a call from a client who gives no e-mail address is taken, and the request says nobody will be e-mailed (1440 px)", async ({
  page,
}) => {
  const watch = watchPage(page);
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await takeCall(page, "Moretti", undefined, "");
  await expect(page.getByTestId("no-email")).toContainText("appelez-le");
  // The forms that would tell the client say they cannot.
  await expect(page.getByTestId("not-reachable").first()).toBeAttached();
  await expect(page.locator('input[name="notify"]')).toHaveCount(0);
  await page.getByRole("button", { name: "Décliner la demande" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Pas d’adresse e-mail");
  await expect(dialog.getByRole("button", { name: "Décliner et prévenir le client" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expectNoAxeViolations(page);
  // The client gives an address later: the office adds it, and the client can be told again.
  await page.getByText("Modifier le client").click();
  await page.locator("#client-email").fill("l.moretti@example.com");
  await page.getByRole("button", { name: "Enregistrer le client" }).click();
  await expect(page.getByTestId("history")).toContainText("E-mail\u00a0: — → l.moretti@example.com");
  await expect(page.getByTestId("no-email")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "l.moretti@example.com" })).toBeVisible();
  expect(await page.locator('input[name="notify"]').count()).toBeGreaterThan(0);
  // And sends them the request's acknowledgement, with the link to their page (decision 039).
  const recap = page.getByTestId("recap-form");
  await expect(recap).toContainText(
    "Le client reçoit, à l.moretti@example.com, l’accusé de réception de sa demande",
  );
  await recap.getByRole("button", { name: "Renvoyer le récapitulatif au client" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Récapitulatif envoyé" })).toBeVisible();
  await expect(page.getByTestId("history")).toContainText("Récapitulatif renvoyé à l.moretti@example.com");
  await expect(page.getByTestId("emails")).toContainText("l.moretti@example.com");
  await expectNoAxeViolations(page);
  expect(watch.consoleErrors).toEqual([]);
});
