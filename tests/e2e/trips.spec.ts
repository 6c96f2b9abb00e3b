/**
 * The trips clients ask for (issue 11 §2, decision 017), in both languages, with and without
 * JavaScript, at 390 and 1440 px: a return Nice airport ↔ Cannes on Festival dates, three stops, a
 * 6-hour hire in Monaco during the Grand Prix, 9 passengers with 10 bags (two vehicles offered).
 */
import { expect, type Page, test } from "@playwright/test";
import { DESKTOP, PHONE } from "./helpers";

const SHOTS = "test-results/trips";

async function contact(page: Page, lang: "fr" | "en") {
  await expect(page).toHaveURL(/step=3/);
  await page.getByLabel(lang === "fr" ? "Prénom" : "First name").fill("Claire");
  await page.getByLabel(lang === "fr" ? "Nom" : "Last name", { exact: true }).fill("Dubois");
  await page.getByLabel(lang === "fr" ? "E-mail" : "Email").fill("claire@example.com");
  await page.getByLabel(lang === "fr" ? "Téléphone" : "Phone").fill("+33 6 12 34 56 78");
  await page.getByRole("button", { name: lang === "fr" ? "Continuer" : "Continue" }).click();
  await expect(page).toHaveURL(/step=4/);
}

/** The time picker with JavaScript: the hour, then the minutes. */
async function pickTime(page: Page, label: RegExp, hour: string, minute: string) {
  await page.getByRole("button", { name: label }).click();
  await page.getByRole("dialog").getByRole("button", { name: hour, exact: true }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: `${hour}:${minute}` })
    .click();
}

test.describe.configure({ timeout: 180_000 });

/**
 * With JavaScript, a visitor's first clicks land once the form is live: a radio chosen or a place
 * typed before hydration is not this spec's matter (booking-steps.spec.ts covers typed places).
 */
async function formIsLive(page: Page) {
  await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
}

test("a return Nice airport ↔ Cannes on Festival dates, without JavaScript, at 390 px (fr)", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto("/reservations");
  await page.getByLabel("Aller-retour").check();
  await page.getByRole("combobox", { name: "Départ" }).fill("Aéroport Nice Côte d'Azur Terminal 1");
  await page.getByRole("combobox", { name: "Arrivée" }).fill("Cannes");
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page).toHaveURL(/step=2/);
  // At the airport the time asked is the scheduled landing, and the included waiting is stated.
  await expect(page.getByText("Heure d’atterrissage prévue")).toBeVisible();
  await expect(page.getByText(/vous attend jusqu’à 60\u00a0minutes/)).toBeVisible();
  await page.locator('input[name="date"]').fill("2027-05-20");
  await page.locator('select[name="hour"]').selectOption("15");
  await page.locator('select[name="minute"]').selectOption("00");
  await page.getByLabel("Date du retour").fill("2027-05-22");
  await page.locator('select[name="returnHour"]').selectOption("23");
  await page.locator('select[name="returnMinute"]').selectOption("30");
  await page.screenshot({ path: `${SHOTS}/return-step2-390.png`, fullPage: true });
  await page.getByRole("button", { name: "Continuer" }).click();
  await contact(page, "fr");
  // 145 € out (Festival), 170 € back (night + Festival) less 10 % = 155 €.
  await expect(page.getByTestId("summary-price")).toHaveText("300\u00a0€");
  const breakdown = page.getByTestId("price-breakdown");
  await expect(breakdown).toContainText("Festival de Cannes (+20\u202f%)");
  await expect(breakdown).toContainText("Remise aller-retour (−10\u202f%)");
  await expect(page.locator("dd", { hasText: "Heure de prise en charge du retour" })).toContainText("23:30");
  await page.screenshot({ path: `${SHOTS}/return-summary-390.png`, fullPage: true });
  await page.getByRole("button", { name: "Confirmer la demande" }).click();
  await expect(page).toHaveURL(/\/confirmation\?ref=RC-/);
  await context.close();
});

test("a trip with three stops, with JavaScript, at 1440 px (en)", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/en/reservations");
  await formIsLive(page);
  await page.getByRole("combobox", { name: "Departure" }).fill("Nice");
  await page.getByRole("combobox", { name: "Arrival" }).fill("Menton");
  for (const [n, place] of [
    [1, "Villefranche-sur-Mer"],
    [2, "Èze"],
    [3, "Monaco"],
  ] as const) {
    await page.getByRole("button", { name: "Add a stop" }).click();
    await page.getByRole("combobox", { name: `Stop ${n}`, exact: true }).fill(place);
    await page.getByRole("combobox", { name: `Stop ${n}`, exact: true }).press("Escape");
  }
  await expect(page.getByRole("button", { name: "Add a stop" })).toBeHidden();
  await page.getByLabel("Waiting at stop 2").selectOption("30");
  await expect(page.getByText(/the full price is shown at the next step/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/stops-step1-1440.png`, fullPage: true });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByTestId("trip-line")).toContainText(/Nice.*Villefranche.*Èze.*Monaco.*Menton/);
  await page.locator('input[name="date"]').fill("2027-03-10");
  await pickTime(page, /Pickup time/, "10", "00");
  await page.getByRole("button", { name: "Continue" }).click();
  await contact(page, "en");
  await expect(page.getByTestId("price-breakdown")).toContainText("3 stops");
  await expect(page.getByTestId("price-breakdown")).toContainText("Waiting (30\u00a0min)");
  await expect(page.getByRole("listitem").filter({ hasText: "Èze" })).toContainText("waiting 30");
  await page.getByRole("button", { name: "Confirm request" }).click();
  await expect(page).toHaveURL(/\/en\/confirmation\?ref=RC-/);
});

test("a 6-hour hire in Monaco during the Grand Prix, without JavaScript, at 1440 px (en)", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto("/en/reservations");
  await page.getByLabel("Hourly hire").check();
  await page.getByRole("combobox", { name: "Departure" }).fill("Monaco");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/step=2/);
  await page.locator('input[name="date"]').fill("2027-06-05");
  await page.locator('select[name="hour"]').selectOption("09");
  await page.locator('select[name="minute"]').selectOption("00");
  await page.getByLabel("Length of the hire").selectOption("6");
  await page.getByRole("button", { name: "Continue" }).click();
  await contact(page, "en");
  // 6 × €85 = €510 + 25 % Grand Prix = €637.50 → €640.
  await expect(page.getByTestId("summary-price")).toHaveText("€640");
  await expect(page.getByTestId("price-breakdown")).toContainText("Monaco Grand Prix (+25%)");
  await expect(page.getByTestId("price-breakdown")).toContainText("6 hours, 180 km included");
  await page.screenshot({ path: `${SHOTS}/hire-summary-1440.png`, fullPage: true });
  await page.getByRole("button", { name: "Confirm request" }).click();
  await expect(page).toHaveURL(/\/en\/confirmation\?ref=RC-/);
  await context.close();
});

test("9 passengers with 10 bags are offered two vehicles, with JavaScript, at 390 px (fr)", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/reservations");
  await formIsLive(page);
  await page.getByRole("combobox", { name: "Départ" }).fill("Aéroport Nice Côte d'Azur Terminal 2");
  await page.getByRole("combobox", { name: "Arrivée" }).fill("Cannes");
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page).toHaveURL(/step=2/);
  await page.locator('input[name="date"]').fill("2027-03-10");
  await pickTime(page, /atterrissage/, "14", "00");
  await expect(page.getByLabel("Deux Mercedes Classe V", { exact: false })).toBeHidden();
  await page.getByLabel("Passagers", { exact: true }).selectOption("9");
  await page.getByLabel("Bagages", { exact: true }).selectOption("10");
  await expect(page.getByLabel(/Deux Mercedes Classe V/)).toBeChecked();
  await expect(page.getByLabel(/véhicule plus grand/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/group-step2-390.png`, fullPage: true });
  await page.getByRole("button", { name: "Continuer" }).click();
  await contact(page, "fr");
  await expect(page.getByTestId("summary-price")).toHaveText("240\u00a0€");
  await expect(page.getByTestId("price-breakdown")).toContainText("Second véhicule");
  await expect(page.locator("dd", { hasText: "2 Mercedes Classe V" })).toBeVisible();
  await page.getByRole("button", { name: "Confirmer la demande" }).click();
  await expect(page).toHaveURL(/\/confirmation\?ref=RC-/);
});

test("the Negresco to the Hôtel de Paris without JavaScript at 1440 px (fr): the palace asked for, not a landmark", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto("/reservations?step=1");
  await page.getByRole("combobox", { name: "Départ" }).fill("hotel negresco");
  await page.getByRole("combobox", { name: "Arrivée" }).fill("Hôtel de Paris");
  await page.getByRole("button", { name: "Continuer" }).click();
  // "Hôtel de Paris" is the Monte-Carlo palace's own name (the Saint-Tropez one carries its town):
  // no choice to make, and neither becomes the Promenade or the Place du Casino.
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByText(/Negresco.*Hôtel de Paris Monte-Carlo/).first()).toBeVisible();
  await context.close();
});

test("a return without its date: the error summary names the field and leads to it, with JavaScript at 390 px (en)", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/en/reservations?step=1");
  await formIsLive(page);
  await page.getByLabel("Return", { exact: true }).check();
  await page.getByRole("combobox", { name: "Departure" }).fill("Cannes");
  await page.getByRole("combobox", { name: "Departure" }).press("Escape");
  await page.getByRole("combobox", { name: "Arrival" }).fill("Monaco");
  await page.getByRole("combobox", { name: "Arrival" }).press("Escape");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/step=2/);
  await page.locator('input[name="date"]').fill("2027-04-12");
  await pickTime(page, /Pickup time/, "09", "30");
  await page.getByRole("button", { name: "Continue" }).click();
  const summary = page.getByTestId("error-summary");
  await expect(summary).toBeFocused();
  const entry = summary.getByRole("link", { name: /^Return date/ });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page.locator("#field-returnDate")).toBeFocused();
});

test("a request confirmed twice in a row is stored once, with JavaScript at 1440 px (fr)", async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/reservations?step=1");
  await formIsLive(page);
  await page.getByRole("combobox", { name: "Départ" }).fill("Aéroport Nice Côte d'Azur Terminal 1");
  await page.getByRole("combobox", { name: "Départ" }).press("Escape");
  await page.getByRole("combobox", { name: "Arrivée" }).fill("Antibes");
  await page.getByRole("combobox", { name: "Arrivée" }).press("Escape");
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page).toHaveURL(/step=2/);
  await page.locator('input[name="date"]').fill("2027-04-14");
  await pickTime(page, /atterrissage/, "16", "15");
  await page.getByRole("button", { name: "Continuer" }).click();
  const email = `double-${Date.now()}@example.com`;
  await expect(page).toHaveURL(/step=3/);
  await page.getByLabel("Prénom").fill("Marc");
  await page.getByLabel("Nom", { exact: true }).fill("Aubert");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Téléphone").fill("+33 6 55 44 33 22");
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page).toHaveURL(/step=4/);
  // Two clicks as fast as a hand can make them: the second finds the request already sent.
  await page.getByRole("button", { name: "Confirmer la demande" }).dblclick();
  await expect(page).toHaveURL(/\/confirmation\?ref=RC-/);
  const reference = new URL(page.url()).searchParams.get("ref");
  // The staff list, searched by the client's address, holds one request.
  const signIn = await request.post("/auth", {
    form: { email: "equipe.e2e@example.com", password: "Riviera-e2e-2027!" },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBeLessThan(400);
  const list = await (await request.get(`/admin?q=${encodeURIComponent(email)}`)).text();
  expect(list.match(/RC-[0-9A-Z]{6}/g)?.filter((r, i, all) => all.indexOf(r) === i)).toEqual([reference]);
});
