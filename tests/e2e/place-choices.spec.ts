import { expect, test } from "@playwright/test";
import { DESKTOP, PHONE } from "./helpers";

/**
 * Without JavaScript a typed place is resolved on the server (decision 016): a text naming one place
 * is taken, a text that may mean several comes back with the choices under its field, none chosen in
 * advance; the client picks one and goes on.
 */
const LANGS = [
  {
    lang: "fr",
    path: "/reservations",
    dep: "Départ",
    arr: "Arrivée",
    next: "Continuer",
    choose: /Plusieurs lieux correspondent/,
    hint: /nous vous proposerons de choisir/,
    legend: "Arrivée\u202f: lequel de ces lieux\u202f?",
    casino: /Casino de Monte-Carlo/,
    square: /Place du Casino/,
    viewport: PHONE,
  },
  {
    lang: "en",
    path: "/en/reservations",
    dep: "Departure",
    arr: "Arrival",
    next: "Continue",
    choose: /Several places match/,
    hint: /we will ask you to choose/,
    legend: "Arrival: which of these places?",
    casino: /Monte-Carlo Casino/,
    square: /Casino Square/,
    viewport: DESKTOP,
  },
] as const;

for (const t of LANGS) {
  test(`without JavaScript (${t.lang}): "Juan les pins" is Juan-les-Pins, "Casino Monaco" offers the choices`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: t.viewport });
    const page = await context.newPage();
    await page.goto(t.path);
    // Without JavaScript there is no list to pick from: the hint says what happens instead.
    await expect(page.getByRole("combobox", { name: t.dep })).toHaveAccessibleDescription(t.hint);
    await page.getByRole("combobox", { name: t.dep }).fill("Juan les pins");
    await page.getByRole("combobox", { name: t.arr }).fill("Casino Monaco");
    await page.getByRole("button", { name: t.next }).click();

    // Still step 1: the arrival asks which place; the departure named one place and asks nothing.
    await expect(page).not.toHaveURL(/step=2/);
    await expect(page.getByText(t.choose).first()).toBeVisible();
    await expect(page.getByTestId("departure-choices")).toHaveCount(0);
    const choices = page.getByTestId("arrival-choices");
    await expect(choices.locator("legend")).toHaveText(t.legend);
    const radios = choices.getByRole("radio");
    expect(await radios.count()).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < (await radios.count()); i++) await expect(radios.nth(i)).not.toBeChecked();
    await expect(choices.getByRole("radio", { name: t.casino })).toBeVisible();
    await expect(choices.getByRole("radio", { name: t.square })).toBeVisible();

    // The client picks the casino and goes on: step 2 shows the trip from Juan-les-Pins to the casino.
    await choices.getByRole("radio", { name: t.casino }).check();
    await page.getByRole("button", { name: t.next }).click();
    await expect(page).toHaveURL(/step=2/);
    await expect(page.getByText(new RegExp(`Juan-les-Pins.*${t.casino.source}`)).first()).toBeVisible();
    await context.close();
  });
}

test("without JavaScript, a stop whose text may mean several places offers them under the stop", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto("/reservations");
  await page.getByRole("combobox", { name: "Départ" }).fill("Aéroport Nice Côte d'Azur Terminal 2");
  await page.getByRole("combobox", { name: "Arrivée" }).fill("Menton");
  await page.getByRole("combobox", { name: "Arrêt 1", exact: true }).fill("Casino Monaco");
  await page.getByRole("button", { name: "Continuer" }).click();

  await expect(page).not.toHaveURL(/step=2/);
  await expect(page.getByTestId("departure-choices")).toHaveCount(0);
  await expect(page.getByTestId("arrival-choices")).toHaveCount(0);
  const choices = page.getByTestId("stop1-choices");
  await expect(choices.locator("legend")).toHaveText("Arrêt 1\u202f: lequel de ces lieux\u202f?");
  for (const radio of await choices.getByRole("radio").all()) await expect(radio).not.toBeChecked();
  await choices.getByRole("radio", { name: /Casino de Monte-Carlo/ }).check();
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByText(/Casino de Monte-Carlo/).first()).toBeVisible();
  await context.close();
});

const VILLA = "Villa Les Roses, 12 avenue Denis Séméria, Saint-Jean-Cap-Ferrat";

for (const t of [
  {
    lang: "fr",
    js: false,
    viewport: PHONE,
    path: "/reservations",
    dep: "Départ",
    arr: "Arrivée",
    next: "Continuer",
  },
  {
    lang: "en",
    js: true,
    viewport: DESKTOP,
    path: "/en/reservations",
    dep: "Departure",
    arr: "Arrival",
    next: "Continue",
  },
] as const) {
  test(`a villa address in Saint-Jean-Cap-Ferrat is kept as typed (${t.lang}, ${t.js ? "with" : "without"} JavaScript, ${t.viewport.width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: t.js, viewport: t.viewport });
    const page = await context.newPage();
    await page.goto(t.path);
    if (t.js) await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
    const departure = page.getByRole("combobox", { name: t.dep });
    // With JavaScript the hint points to the list of suggestions.
    if (t.js)
      await expect(departure).toHaveAccessibleDescription(/pick from the list|choisissez dans la liste/);
    await departure.fill(VILLA);
    if (t.js) {
      // The list offers the address as typed, first, saying where the estimate puts it; choosing it
      // keeps the text.
      const option = page.getByRole("option").first();
      await expect(option).toContainText(VILLA);
      await expect(option).toContainText(
        t.lang === "en"
          ? "Sent to your chauffeur exactly as typed · estimate based on Saint-Jean-Cap-Ferrat"
          : "Transmise telle quelle à votre chauffeur · repère pour l’estimation\u00a0: Saint-Jean-Cap-Ferrat",
      );
      await option.click();
      await expect(departure).toHaveValue(VILLA);
    }
    await page.getByRole("combobox", { name: t.arr }).fill("Aéroport Nice Côte d'Azur Terminal 2");
    if (t.js) await page.getByRole("option").first().click();
    await page.getByRole("button", { name: t.next }).click();
    await expect(page).toHaveURL(/step=2/);
    await expect(page.getByText(VILLA).first()).toBeVisible();
    // The trip says where the estimate puts the address.
    await expect(page.getByTestId("trip-line")).toContainText(
      t.lang === "en"
        ? `For “${VILLA}”, the estimate uses Saint-Jean-Cap-Ferrat.`
        : `Pour «\u00a0${VILLA}\u00a0», l’estimation retient Saint-Jean-Cap-Ferrat.`,
    );
    await context.close();
  });
}
