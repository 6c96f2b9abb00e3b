/**
 * The trips clients ask for (issue 11 §2, decision 017): a return Nice airport ↔ Cannes on Festival
 * dates, three stops, a 6-hour hire in Monaco during the Grand Prix, 9 passengers with 10 bags (two
 * vehicles offered), the Negresco to the Hôtel de Paris, an error summary on step 2 and a request
 * confirmed twice.
 *
 * Each scenario runs twice, in two complementary ways (language, JavaScript, width): over the two runs
 * it meets both languages, both modes and both widths, and the four pairs rotate from one scenario to
 * the next so that all eight combinations are used. E2E_FULL_MATRIX=1 runs every scenario in all eight
 * (56 runs, about four minutes here): the CI runs the pairs, to stay well inside its time budget.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { bookingFormHydrated, DESKTOP, PHONE } from "./helpers";
import { staffContext } from "./office";

const SHOTS = "test-results/trips";

type Lang = "fr" | "en";
type Mode = { lang: Lang; js: boolean; width: 390 | 1440 };

const T = {
  fr: {
    prefix: "",
    cont: "Continuer",
    confirm: "Confirmer la demande",
    departure: "Départ",
    arrival: "Arrivée",
    returnType: "Aller-retour",
    hourlyType: /^Mise à disposition/,
    landing: "Heure d’atterrissage prévue",
    landingWaits: /vous attend jusqu’à 60.minutes/,
    pickupTime: /^Heure de prise en charge(?! du retour)/,
    returnDate: "Date du retour",
    returnTime: "Heure de prise en charge du retour",
    festival: "Festival de Cannes (+20\u202f%)",
    returnDiscount: "Remise aller-retour (−10\u202f%)",
    price: (euros: number) => `${euros}\u00a0€`,
    addStop: "Ajouter un arrêt",
    stop: (n: number) => `Arrêt ${n}`,
    waitingAt: (n: number) => `Attente à l’arrêt ${n}`,
    estimateLater: /le prix complet s’affiche à l’étape suivante/,
    stops: "3 arrêts",
    waitingLine: /Attente \(30.min\)/,
    waitingValue: "attente 30",
    hireLength: "Durée de la mise à disposition",
    grandPrix: "Grand Prix de Monaco (+25\u202f%)",
    hireLine: "6 heures, 180 km inclus",
    passengers: "Passagers",
    luggage: "Bagages",
    twoVehicles: /Deux Mercedes Classe V/,
    larger: /véhicule plus grand/,
    secondVehicle: "Second véhicule",
    vehiclesValue: "2 Mercedes Classe V",
    firstName: "Prénom",
    lastName: "Nom",
    email: "E-mail",
    phone: "Téléphone",
    forOther: "Je réserve pour quelqu’un d’autre",
    passengerName: "Nom du passager",
    passengerPhone: /^Téléphone du passager/,
    passenger: "Passager",
    errorTitle: "Il y a un problème",
  },
  en: {
    prefix: "/en",
    cont: "Continue",
    confirm: "Confirm request",
    departure: "Departure",
    arrival: "Arrival",
    returnType: "Return",
    hourlyType: /^Hourly hire/,
    landing: "Scheduled landing time",
    landingWaits: /waits up to 60.minutes/,
    pickupTime: /^Pickup time/,
    returnDate: "Return date",
    returnTime: "Return pickup time",
    festival: "Cannes Film Festival (+20%)",
    returnDiscount: "Return discount (−10%)",
    price: (euros: number) => `€${euros}`,
    addStop: "Add a stop",
    stop: (n: number) => `Stop ${n}`,
    waitingAt: (n: number) => `Waiting at stop ${n}`,
    estimateLater: /the full price is shown at the next step/,
    stops: "3 stops",
    waitingLine: /Waiting \(30.min\)/,
    waitingValue: "waiting 30",
    hireLength: "Length of the hire",
    grandPrix: "Monaco Grand Prix (+25%)",
    hireLine: "6 hours, 180 km included",
    passengers: "Passengers",
    luggage: "Luggage",
    twoVehicles: /Two Mercedes V-Class/,
    larger: /larger vehicle/,
    secondVehicle: "Second vehicle",
    vehiclesValue: "2 × Mercedes V-Class",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    forOther: "I’m booking for someone else",
    passengerName: "Passenger’s name",
    passengerPhone: /^Passenger’s phone/,
    passenger: "Passenger",
    errorTitle: "There is a problem",
  },
} as const;

/** The four complementary pairs: each covers both languages, both modes and both widths. */
const PAIRS: [Mode, Mode][] = [
  [
    { lang: "fr", js: false, width: 390 },
    { lang: "en", js: true, width: 1440 },
  ],
  [
    { lang: "en", js: false, width: 1440 },
    { lang: "fr", js: true, width: 390 },
  ],
  [
    { lang: "fr", js: true, width: 1440 },
    { lang: "en", js: false, width: 390 },
  ],
  [
    { lang: "en", js: true, width: 390 },
    { lang: "fr", js: false, width: 1440 },
  ],
];
const ALL: Mode[] = PAIRS.flat();
const FULL = process.env.E2E_FULL_MATRIX === "1";
let scenarioIndex = 0;

/** Declares a scenario over its pair of modes (or over all eight with E2E_FULL_MATRIX=1). */
function scenario(title: string, run: (page: Page, mode: Mode, browser: Browser) => Promise<void>) {
  const modes = FULL ? ALL : PAIRS[scenarioIndex++ % PAIRS.length]!;
  for (const mode of modes) {
    const label = `${mode.lang}, ${mode.js ? "with" : "without"} JavaScript, ${mode.width} px`;
    test(`${title} (${label})`, async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled: mode.js,
        viewport: mode.width === 390 ? PHONE : DESKTOP,
        locale: "fr-FR",
      });
      const page = await context.newPage();
      try {
        await run(page, mode, browser);
      } finally {
        await context.close();
      }
    });
  }
}

test.describe.configure({ timeout: 180_000 });

/**
 * Opens the form. With JavaScript, a visitor's first clicks land once the form is live: a radio
 * chosen or a place typed before hydration is not this spec's matter (booking-steps.spec.ts covers it).
 */
async function openForm(page: Page, { lang, js }: Mode) {
  await page.goto(`${T[lang].prefix}/reservations?step=1`);
  if (js) await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
}

/** A place typed as a client types it; with JavaScript the suggestions are closed, as after a glance. */
async function typePlace(page: Page, { js }: Mode, name: string, text: string) {
  const field = page.getByRole("combobox", { name, exact: true });
  await field.fill(text);
  if (js) await field.press("Escape");
}

/** A time: the picker's hour then minutes with JavaScript, the two lists without. */
async function setTime(
  page: Page,
  { js }: Mode,
  label: string | RegExp,
  field: string,
  hour: string,
  minute: string,
) {
  if (js) {
    const name = typeof label === "string" ? new RegExp(`^${label}`) : label;
    await page.getByRole("button", { name }).click();
    await page.getByRole("dialog").getByRole("button", { name: hour, exact: true }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: `${hour}:${minute}` })
      .click();
  } else {
    await page.locator(`select[name="${field === "time" ? "hour" : `${field}Hour`}"]`).selectOption(hour);
    await page
      .locator(`select[name="${field === "time" ? "minute" : `${field}Minute`}"]`)
      .selectOption(minute);
  }
}

async function contact(page: Page, { lang }: Mode, email = "claire@example.com", message = "") {
  const t = T[lang];
  await expect(page).toHaveURL(/step=3/);
  await page.getByLabel(t.firstName).fill("Claire");
  await page.getByLabel(t.lastName, { exact: true }).fill("Dubois");
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.phone, { exact: true }).fill("+33 6 12 34 56 78");
  if (message) await page.getByRole("textbox", { name: /^Message/ }).fill(message);
  await page.getByRole("button", { name: t.cont }).click();
  await expect(page).toHaveURL(/step=4/);
}

async function confirm(page: Page, { lang }: Mode) {
  await page.getByRole("button", { name: T[lang].confirm }).click();
  await expect(page).toHaveURL(new RegExp(`:\\d+${T[lang].prefix}/confirmation\\?ref=RC-`));
}

const shot = (page: Page, name: string, { lang, js, width }: Mode) =>
  page.screenshot({ path: `${SHOTS}/${name}-${lang}-${js ? "js" : "nojs"}-${width}.png`, fullPage: true });

scenario("a return Nice airport ↔ Cannes on Festival dates", async (page, mode) => {
  const t = T[mode.lang];
  await openForm(page, mode);
  await page.getByLabel(t.returnType, { exact: true }).check();
  await typePlace(page, mode, t.departure, "Aéroport Nice Côte d'Azur Terminal 1");
  await typePlace(page, mode, t.arrival, "Cannes");
  await page.getByRole("button", { name: t.cont }).click();
  await expect(page).toHaveURL(/step=2/);
  // At the airport the time asked is the scheduled landing, and the included waiting is stated.
  await expect(page.getByText(t.landing, { exact: true })).toBeVisible();
  await expect(page.getByText(t.landingWaits)).toBeVisible();
  await page.locator('input[name="date"]').fill("2027-05-20");
  await setTime(page, mode, t.landing, "time", "15", "00");
  await page.getByLabel(t.returnDate).fill("2027-05-22");
  await setTime(page, mode, t.returnTime, "return", "23", "30");
  await shot(page, "return-step2", mode);
  await page.getByRole("button", { name: t.cont }).click();
  await contact(page, mode);
  // 145 € out (Festival), 170 € back (night + Festival) less 10 % = 155 €.
  await expect(page.getByTestId("summary-price")).toHaveText(t.price(300));
  const breakdown = page.getByTestId("price-breakdown");
  await expect(breakdown).toContainText(t.festival);
  await expect(breakdown).toContainText(t.returnDiscount);
  await expect(page.locator("dd", { hasText: t.returnTime })).toContainText("23:30");
  await shot(page, "return-summary", mode);
  await confirm(page, mode);
});

scenario("a trip with three stops", async (page, mode) => {
  const t = T[mode.lang];
  await openForm(page, mode);
  await typePlace(page, mode, t.departure, "Nice");
  await typePlace(page, mode, t.arrival, "Menton");
  for (const [n, place] of [
    [1, "Villefranche-sur-Mer"],
    [2, "Èze"],
    [3, "Monaco"],
  ] as const) {
    // With JavaScript the slots open one by one; without, the three are there to fill.
    if (mode.js) await page.getByRole("button", { name: t.addStop }).click();
    await typePlace(page, mode, t.stop(n), place);
  }
  if (mode.js) {
    await expect(page.getByRole("button", { name: t.addStop })).toBeHidden();
    await expect(page.getByText(t.estimateLater)).toBeVisible();
  }
  await page.getByLabel(t.waitingAt(2)).selectOption("30");
  await shot(page, "stops-step1", mode);
  await page.getByRole("button", { name: t.cont }).click();
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByTestId("trip-line")).toContainText(/Nice.*Villefranche.*Èze.*Monaco.*Menton/);
  await page.locator('input[name="date"]').fill("2027-03-10");
  await setTime(page, mode, t.pickupTime, "time", "10", "00");
  await page.getByRole("button", { name: t.cont }).click();
  await contact(page, mode);
  await expect(page.getByTestId("price-breakdown")).toContainText(t.stops);
  await expect(page.getByTestId("price-breakdown")).toContainText(t.waitingLine);
  await expect(page.getByRole("listitem").filter({ hasText: "Èze" })).toContainText(t.waitingValue);
  await confirm(page, mode);
});

scenario("a 6-hour hire in Monaco during the Grand Prix", async (page, mode) => {
  const t = T[mode.lang];
  await openForm(page, mode);
  await page.getByLabel(t.hourlyType).check();
  await typePlace(page, mode, t.departure, "Monaco");
  await page.getByRole("button", { name: t.cont }).click();
  await expect(page).toHaveURL(/step=2/);
  await page.locator('input[name="date"]').fill("2027-06-05");
  await setTime(page, mode, t.pickupTime, "time", "09", "00");
  await page.getByLabel(t.hireLength).selectOption("6");
  await page.getByRole("button", { name: t.cont }).click();
  await contact(page, mode);
  // 6 × 85 € = 510 € + 25 % Grand Prix = 637.50 € → 640 €.
  await expect(page.getByTestId("summary-price")).toHaveText(t.price(640));
  await expect(page.getByTestId("price-breakdown")).toContainText(t.grandPrix);
  await expect(page.getByTestId("price-breakdown")).toContainText(t.hireLine);
  await shot(page, "hire-summary", mode);
  await confirm(page, mode);
});

scenario("9 passengers with 10 bags are offered two vehicles", async (page, mode) => {
  const t = T[mode.lang];
  await openForm(page, mode);
  await typePlace(page, mode, t.departure, "Aéroport Nice Côte d'Azur Terminal 2");
  await typePlace(page, mode, t.arrival, "Cannes");
  await page.getByRole("button", { name: t.cont }).click();
  await expect(page).toHaveURL(/step=2/);
  await page.locator('input[name="date"]').fill("2027-03-10");
  await setTime(page, mode, t.landing, "time", "14", "00");
  // With JavaScript the choice shows once the group needs it; without, it is there, saying when.
  if (mode.js) await expect(page.getByLabel(t.twoVehicles)).toBeHidden();
  await page.getByLabel(t.passengers, { exact: true }).selectOption("9");
  await page.getByLabel(t.luggage, { exact: true }).selectOption("10");
  await expect(page.getByLabel(t.twoVehicles)).toBeChecked();
  await expect(page.getByLabel(t.larger)).toBeVisible();
  await shot(page, "group-step2", mode);
  await page.getByRole("button", { name: t.cont }).click();
  await contact(page, mode);
  await expect(page.getByTestId("summary-price")).toHaveText(t.price(240));
  await expect(page.getByTestId("price-breakdown")).toContainText(t.secondVehicle);
  await expect(page.locator("dd", { hasText: t.vehiclesValue })).toBeVisible();
  await confirm(page, mode);
});

test("an hourly hire's map asks for the pickup place, then shows it alone (fr, with JavaScript, 1440 px)", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: DESKTOP, locale: "fr-FR" });
  const page = await context.newPage();
  try {
    await openForm(page, { lang: "fr", js: true, width: 1440 });
    await page.getByLabel(T.fr.hourlyType).check();
    const map = page.getByTestId("booking-route-map");
    await expect(map).toContainText("Sélectionnez le lieu de prise en charge");
    const input = page.getByRole("combobox", { name: T.fr.departure, exact: true });
    await input.pressSequentially("hotel de paris monaco", { delay: 20 });
    await page
      .getByRole("listbox", { name: T.fr.departure })
      .getByRole("option", { name: /Hôtel de Paris/ })
      .first()
      .click();
    await expect(map.getByRole("img")).toHaveAccessibleName(
      /^Carte de la région avec le lieu de prise en charge\u00a0: Hôtel de Paris/,
    );
    await expect(map).not.toContainText("Sélectionnez");
  } finally {
    await context.close();
  }
});

test("ski bags count as luggage: 4 passengers, 6 bags and 4 ski bags are asked about two vehicles before the summary (fr, with JavaScript, 1440 px)", async ({
  browser,
}) => {
  const mode: Mode = { lang: "fr", js: true, width: 1440 };
  const t = T.fr;
  const context = await browser.newContext({ viewport: DESKTOP, locale: "fr-FR" });
  const page = await context.newPage();
  try {
    await openForm(page, mode);
    await typePlace(page, mode, t.departure, "Aéroport Nice Côte d'Azur Terminal 2");
    await typePlace(page, mode, t.arrival, "Cannes");
    await page.getByRole("button", { name: t.cont }).click();
    await expect(page).toHaveURL(/step=2/);
    // Step 1 priced the trip alone: the line says it is a starting price.
    await expect(page.getByTestId("trip-line")).toContainText(/à partir de \d+\u00a0€/);
    await page.locator('input[name="date"]').fill("2027-03-10");
    await setTime(page, mode, t.landing, "time", "14", "00");
    await page.getByLabel(t.passengers, { exact: true }).selectOption("4");
    await page.getByLabel(t.luggage, { exact: true }).selectOption("6");
    await expect(page.getByLabel(t.twoVehicles)).toBeHidden();
    await page.getByText(/^Options/).click();
    await page.getByLabel(/^Housse de skis/).selectOption("4");
    // 6 suitcases and 4 ski bags fill more than one V-Class (room for 8): the choice is offered here.
    await expect(page.getByLabel(t.twoVehicles)).toBeChecked();
    await expect(page.getByLabel(t.larger)).toBeVisible();
    await page.getByLabel(/^Housse de skis/).selectOption("1");
    await expect(page.getByLabel(t.twoVehicles)).toBeHidden();
  } finally {
    await context.close();
  }
});

scenario("the Negresco to the Hôtel de Paris: the palace asked for, not a landmark", async (page, mode) => {
  const t = T[mode.lang];
  await openForm(page, mode);
  await typePlace(page, mode, t.departure, "hotel negresco");
  await typePlace(page, mode, t.arrival, "Hôtel de Paris");
  await page.getByRole("button", { name: t.cont }).click();
  // "Hôtel de Paris" is the Monte-Carlo palace's own name (the Saint-Tropez one carries its town):
  // no choice to make, and neither becomes the Promenade or the Place du Casino.
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByTestId("trip-line")).toContainText(/Negresco.*Hôtel de Paris Monte-Carlo/);
});

scenario(
  "a return without its date: the error summary names the field and leads to it",
  async (page, mode) => {
    const t = T[mode.lang];
    await openForm(page, mode);
    await page.getByLabel(t.returnType, { exact: true }).check();
    await typePlace(page, mode, t.departure, "Cannes");
    await typePlace(page, mode, t.arrival, "Monaco");
    await page.getByRole("button", { name: t.cont }).click();
    await expect(page).toHaveURL(/step=2/);
    await page.locator('input[name="date"]').fill("2027-04-12");
    await setTime(page, mode, t.pickupTime, "time", "09", "30");
    await page.getByRole("button", { name: t.cont }).click();
    const summary = page.getByTestId("error-summary");
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    const entry = summary.getByRole("link", { name: new RegExp(`^${t.returnDate}`) });
    await expect(entry).toHaveAttribute("href", "#field-returnDate");
    await expect(page.locator("#field-returnDate")).toHaveAttribute("aria-invalid", "true");
    if (mode.js) {
      await bookingFormHydrated(page);
      await entry.click();
      await expect(page.locator("#field-returnDate")).toBeFocused();
    }
  },
);

scenario("a hotel's concierge books for a guest landing at Nice", async (page, mode, browser) => {
  const t = T[mode.lang];
  const email = `concierge-${mode.lang}-${mode.js ? "js" : "nojs"}-${mode.width}-${Date.now()}@example.com`;
  await toContactStep(page, mode, ["Aéroport Nice Côte d'Azur Terminal 2", "Monaco"], "2027-04-22", [
    "11",
    "45",
  ]);
  // The passenger's fields show only once the box is ticked, with or without JavaScript (CSS alone).
  const name = page.getByLabel(t.passengerName);
  await expect(name).toBeHidden();
  await page.getByLabel(t.firstName).fill("Claire");
  await page.getByLabel(t.lastName, { exact: true }).fill("Martin");
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.phone, { exact: true }).fill("04 93 76 50 50");
  await page.getByLabel(t.forOther).check();
  await expect(name).toBeVisible();
  // Ticked without a name: the step comes back, its summary linking to the name, the rest kept.
  await page.getByRole("button", { name: t.cont }).click();
  const summary = page.getByRole("alert").filter({ hasText: t.errorTitle });
  await expect(summary.getByRole("link", { name: new RegExp(`^${t.passengerName}`) })).toBeVisible();
  await expect(page.getByLabel(t.forOther)).toBeChecked();
  await expect(page.getByLabel(t.email)).toHaveValue(email);
  await shot(page, "passenger-error", mode);
  await name.fill("Mr and Mrs Okafor");
  await page.getByLabel(t.passengerPhone).fill("+44 20 7946 0000");
  await page.getByRole("button", { name: t.cont }).click();
  await expect(page).toHaveURL(/step=4/);
  const row = page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${t.passenger}$`) }) });
  await expect(row.locator("dd").first()).toContainText("Mr and Mrs Okafor");
  await expect(row.locator("dd").first()).toContainText("+44 20 7946 0000");
  await shot(page, "passenger-summary", mode);
  await confirm(page, mode);
  await expect(page.getByText("Mr and Mrs Okafor · +44 20 7946 0000")).toBeVisible();
  // The office finds it under the guest’s name.
  const reference = new URL(page.url()).searchParams.get("ref");
  const origin = new URL(page.url()).origin;
  expect(await referencesFor(browser, origin, "okafor")).toContain(reference);
});

/** From the form to step 3: an airport pickup (its landing time) to `places[1]`. */
async function toContactStep(
  page: Page,
  mode: Mode,
  places: [string, string],
  date: string,
  [hour, minute]: [string, string],
) {
  const t = T[mode.lang];
  await openForm(page, mode);
  await typePlace(page, mode, t.departure, places[0]);
  await typePlace(page, mode, t.arrival, places[1]);
  await page.getByRole("button", { name: t.cont }).click();
  await expect(page).toHaveURL(/step=2/);
  await page.locator('input[name="date"]').fill(date);
  await setTime(page, mode, t.landing, "time", hour, minute);
  await page.getByRole("button", { name: t.cont }).click();
  await expect(page).toHaveURL(/step=3/);
}

/** From the form to its summary (step 4): Nice airport to Antibes, for the client at `email`. */
async function toSummary(page: Page, mode: Mode, email: string) {
  await toContactStep(page, mode, ["Aéroport Nice Côte d'Azur Terminal 1", "Antibes"], "2027-04-14", [
    "16",
    "15",
  ]);
  await contact(page, mode, email);
}

/** The references of the requests staff find under the client's address. */
async function referencesFor(browser: Browser, origin: string, email: string) {
  const staff = await staffContext(browser, origin);
  const list = await (await staff.request.get(`/admin?q=${encodeURIComponent(email)}`)).text();
  await staff.close();
  return list.match(/RC-[0-9A-Z]{6}/g)?.filter((r, i, all) => all.indexOf(r) === i);
}

scenario("a request confirmed twice in a row is stored once", async (page, mode, browser) => {
  const t = T[mode.lang];
  const email = `double-${mode.lang}-${mode.js ? "js" : "nojs"}-${mode.width}-${Date.now()}@example.com`;
  await toSummary(page, mode, email);
  // Two clicks as fast as a hand can make them: the second finds the request already sent. Without
  // JavaScript the browser posts the form twice, and the first answer is dropped unread.
  await page.getByRole("button", { name: t.confirm }).dblclick();
  await expect(page).toHaveURL(new RegExp(`:\\d+${t.prefix}/confirmation\\?ref=RC-`));
  const reference = new URL(page.url()).searchParams.get("ref");
  // The staff list, searched by the client's address, holds one request.
  expect(await referencesFor(browser, new URL(page.url()).origin, email)).toEqual([reference]);
});

scenario("a 2,000-character accented message reaches the summary whole", async (page, mode) => {
  const t = T[mode.lang];
  // The longest message allowed, accented throughout: about 2,600 bytes of UTF-8, more than a
  // cookie could carry beside the rest of the draft (the draft lives on the server, decision 018).
  const message =
    `${"Arrivée tardive à l’hôtel : prévoir l’accueil à la réception, bagages fragiles à l’arrière. ".repeat(30)}`
      .slice(0, 1995)
      .concat(" Fin.");
  expect(message).toHaveLength(2000);
  await openForm(page, mode);
  await typePlace(page, mode, t.departure, "hotel negresco");
  await typePlace(page, mode, t.arrival, "Hôtel de Paris");
  await page.getByRole("button", { name: t.cont }).click();
  await expect(page).toHaveURL(/step=2/);
  await page.locator('input[name="date"]').fill("2027-04-20");
  await setTime(page, mode, t.pickupTime, "time", "19", "00");
  await page.getByRole("button", { name: t.cont }).click();
  await contact(page, mode, "helene@example.fr", message);
  const shown = page.getByText(/^Arrivée tardive/);
  await expect(shown).toHaveText(message);
  // A reload reads the draft back from the server: nothing was lost on the way.
  await page.reload();
  await expect(page.getByText(/^Arrivée tardive/)).toHaveText(message);
  await confirm(page, mode);
});

test("without JavaScript, a second click that leaves after the first answer came back shows the same request (fr, 390 px)", async ({
  browser,
}) => {
  // On a busy machine or a slow line, the second click of a double click can leave once the first
  // answer (a redirect to the confirmation, which clears the draft) has come back. Here the first
  // answer's cookies reach the browser while it stays on the summary (a 204 in place of the
  // redirect), so the second click leaves with them every time.
  const mode: Mode = { lang: "fr", js: false, width: 390 };
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, locale: "fr-FR" });
  const page = await context.newPage();
  try {
    const email = `late-twin-${Date.now()}@example.com`;
    await toSummary(page, mode, email);
    let first: string | null = null;
    await page.route(/\/reservations\?step=4$/, async (route) => {
      if (first || route.request().method() !== "POST") return route.continue();
      const answer = await route.fetch({ maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      first = new URL(answer.headers().location!, page.url()).searchParams.get("ref");
      const cookies = answer.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie");
      expect(cookies.map((c) => c.value.split("=")[0])).toEqual(["booking_draft", "booking_sent"]);
      await route.fulfill({
        status: 204,
        headers: Object.fromEntries(cookies.map((c) => [c.name, c.value])),
      });
    });
    const button = page.getByRole("button", { name: T.fr.confirm });
    await button.click();
    await expect.poll(() => first).toMatch(/^RC-/);
    await expect.poll(async () => (await context.cookies()).map((c) => c.name)).toContain("booking_sent");
    await button.click();
    await expect(page).toHaveURL(new RegExp(`/confirmation\\?ref=${first}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await referencesFor(browser, new URL(page.url()).origin, email)).toEqual([first]);
  } finally {
    await context.close();
  }
});
