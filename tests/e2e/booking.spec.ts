import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, type Page, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE, watchPage } from "./helpers";
import { type RunningServer, startServer } from "./server-process";

/** A date some weeks ahead, as YYYY-MM-DD. */
function futureDate(days = 40) {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

async function pickPlace(page: Page, label: string, typed: string, optionText: RegExp) {
  const input = page.getByRole("combobox", { name: label });
  const listbox = page.getByRole("listbox", { name: label });
  // On a loaded machine the list can still show a shorter query's places ("mila") when the options
  // are read: the choice is checked, and made again from a fresh list if it is not the one meant.
  for (let attempt = 1; ; attempt++) {
    await input.click();
    await input.fill("");
    await input.pressSequentially(typed, { delay: 20 });
    await expect(listbox.getByRole("option", { name: optionText }).first()).toBeVisible();
    // Keyboard only: arrow down to the option, Enter to choose it.
    const options = await listbox.getByRole("option").allTextContents();
    const index = options.findIndex((text) => optionText.test(text));
    expect(index).toBeGreaterThanOrEqual(0);
    for (let i = 0; i <= index; i++) await input.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-activedescendant", /opt-/);
    await input.press("Enter");
    await expect(listbox).toBeHidden();
    const chosen = (await input.inputValue()).trim();
    if (optionText.test(chosen) || attempt === 3) return chosen;
  }
}

async function chooseTimeByKeyboard(page: Page, triggerName: RegExp, hour: number, minuteIndex: number) {
  const trigger = page.getByRole("button", { name: triggerName });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "00", exact: true })).toBeFocused();
  for (let i = 0; i < hour; i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  // The value is not set before the minutes are chosen; the minutes' grid names its hour as each
  // language writes one.
  await expect(page.locator('input[name="time"]')).toHaveValue("");
  const hh = String(hour).padStart(2, "0");
  await expect(dialog).toContainText(
    new RegExp(`Choose the minutes past ${hh}:00|Choisissez les minutes \\(${hh}\u00a0h\\)`),
  );
  for (let i = 0; i < minuteIndex; i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
}

interface Trip {
  lang: "fr" | "en";
  from: [string, RegExp];
  to: [string, RegExp];
  hour: number;
  minuteIndex: number;
  passengers: string;
  luggage: string;
  contact: { firstName: string; lastName: string; email: string; phone: string; message: string };
}

async function requestTrip(page: Page, baseURL: string, trip: Trip) {
  const t =
    trip.lang === "fr"
      ? {
          dep: "Départ",
          arr: "Arrivée",
          cont: "Continuer",
          time: /Heure/,
          confirm: "Confirmer la demande",
          date: "Date",
        }
      : {
          dep: "Departure",
          arr: "Arrival",
          cont: "Continue",
          // "Pickup time", or at an airport "Scheduled landing time".
          time: /time/i,
          confirm: "Confirm request",
          date: "Date",
        };
  await page.goto(`${baseURL}${trip.lang === "fr" ? "" : "/en"}/reservations`);
  await expect(
    page
      .getByText(
        trip.lang === "fr" ? "Sélectionnez un départ et une arrivée" : "Select a departure and an arrival",
      )
      .first(),
  ).toBeVisible();
  const departure = await pickPlace(page, t.dep, ...trip.from);
  const arrival = await pickPlace(page, t.arr, ...trip.to);
  const price = page.getByTestId("estimate-price");
  await expect(price).toBeVisible();
  const shown = {
    price: (await price.textContent())!.trim(),
    distance: (await page.getByTestId("estimate-distance").textContent())!.trim(),
  };
  await page.getByRole("button", { name: t.cont }).click();
  await expect(page).toHaveURL(/step=2/);
  await page.locator(`input[name="date"]`).fill(futureDate());
  await chooseTimeByKeyboard(page, t.time, trip.hour, trip.minuteIndex);
  await page
    .getByLabel(trip.lang === "fr" ? "Passagers" : "Passengers", { exact: true })
    .selectOption(trip.passengers);
  await page
    .getByLabel(trip.lang === "fr" ? "Bagages" : "Luggage", { exact: true })
    .selectOption(trip.luggage);
  await page.getByRole("button", { name: t.cont }).click();
  await expect(page).toHaveURL(/step=3/);
  const c = trip.contact;
  await page.getByLabel(trip.lang === "fr" ? "Prénom" : "First name").fill(c.firstName);
  await page.getByLabel(trip.lang === "fr" ? "Nom" : "Last name", { exact: true }).fill(c.lastName);
  await page.getByLabel(trip.lang === "fr" ? "E-mail" : "Email").fill(c.email);
  await page.getByLabel(trip.lang === "fr" ? "Téléphone" : "Phone", { exact: true }).fill(c.phone);
  await page.locator('textarea[name="message"]').fill(c.message);
  await page.getByRole("button", { name: t.cont }).click();
  await expect(page).toHaveURL(/step=4/);
  const summaryPrice = (await page.getByTestId("summary-price").textContent())!.trim();
  await page.getByRole("button", { name: t.confirm }).click();
  await expect(page).toHaveURL(/\/confirmation\?ref=RC-[0-9A-Z]{6}$/);
  const reference = new URL(page.url()).searchParams.get("ref")!;
  // The recap, for this browser: every line labelled.
  const recap = page.getByRole("region", { name: trip.lang === "fr" ? "Votre demande" : "Your request" });
  // At an airport the time is the scheduled landing, as the form asked it; elsewhere the pickup.
  const fromAirport = /aeroport|airport/i.test(trip.from[0]);
  await expect(recap).toContainText(
    trip.lang === "fr"
      ? fromAirport
        ? "Heure d’atterrissage prévue"
        : "Heure de prise en charge"
      : fromAirport
        ? "Scheduled landing time"
        : "Pickup time",
  );
  await expect(recap).toContainText(c.email);
  return { departure, arrival, shown, summaryPrice, reference };
}

async function readReservations(dataDir: string) {
  const db = await PGlite.create({ dataDir: path.join(dataDir, "pglite") });
  const rows = await db.query<Record<string, unknown>>("select * from reservations order by created_at");
  await db.close();
  return rows.rows;
}

test.describe("a full request reaches /confirmation and is stored as shown", () => {
  // Five requests typed in full, one after the other.
  test.describe.configure({ timeout: 300_000 });
  let server: RunningServer;
  test.beforeAll(async () => {
    // A fresh database's migrations on a busy 2-core machine took over the default 60 s once on CI.
    test.setTimeout(240_000);
    server = await startServer({ env: { LOG_LEVEL: "warn" }, readyTimeoutMs: 200_000 });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  test("Nice airport to Monaco and Cannes to Milan, each in French and in English; the Negresco to the Hôtel de Paris with a 2,000-character message", async ({
    page,
  }) => {
    const watch = watchPage(page);
    const base = `http://localhost:${server.port}`;
    const niceMonaco = {
      from: ["nice aeroport t2", /Terminal 2/] as [string, RegExp],
      to: ["monaco", /^Monaco/] as [string, RegExp],
    };
    const cannesMilan = {
      from: ["cannes", /^Cannes/] as [string, RegExp],
      // The city ("Milan, Lombardie, Italie"), not "Milan Linate Airport", in either language.
      to: ["milan", /^Milan,/] as [string, RegExp],
    };
    const trips: (Trip & { viewport: typeof DESKTOP; time: string })[] = [
      {
        lang: "fr",
        ...niceMonaco,
        hour: 14,
        minuteIndex: 2,
        time: "14:30",
        passengers: "3",
        luggage: "4",
        viewport: DESKTOP,
        contact: {
          firstName: "Élodie",
          lastName: "Martin",
          email: "elodie@example.com",
          phone: "+33 6 12 34 56 78",
          message: "",
        },
      },
      {
        lang: "en",
        ...niceMonaco,
        hour: 11,
        minuteIndex: 3,
        time: "11:45",
        passengers: "5",
        luggage: "6",
        viewport: PHONE,
        contact: {
          firstName: "Hannah",
          lastName: "Whitfield",
          email: "hannah.whitfield@example.co.uk",
          phone: "+44 7700 900123",
          message: "Landing from London, flight arrives late.",
        },
      },
      {
        lang: "fr",
        ...cannesMilan,
        hour: 6,
        minuteIndex: 0,
        time: "06:00",
        passengers: "1",
        luggage: "0",
        viewport: PHONE,
        contact: {
          firstName: "Luc",
          lastName: "Bertrand-Giraud",
          email: "luc.bertrand@example.fr",
          phone: "06 98 76 54 32",
          message: "Rendez-vous au port Pierre-Canto.",
        },
      },
      {
        lang: "en",
        ...cannesMilan,
        hour: 7,
        minuteIndex: 1,
        time: "07:15",
        passengers: "2",
        luggage: "3",
        viewport: DESKTOP,
        contact: {
          firstName: "James",
          lastName: "O'Brien",
          email: "james@example.com",
          phone: "+44 20 7946 0000",
          message: "<b>Two</b> child seats, please",
        },
      },
    ];
    // A palace to a palace, typed as clients type them, with a message of the longest length allowed.
    const longMessage = "Arrivée tardive : prévoir l’accueil à la réception, bagages fragiles à l’arrière. "
      .repeat(30)
      .slice(0, 2000);
    trips.push({
      lang: "fr",
      from: ["negresco", /Negresco/],
      to: ["hotel de paris", /Hôtel de Paris Monte-Carlo/],
      hour: 19,
      minuteIndex: 0,
      time: "19:00",
      passengers: "2",
      luggage: "2",
      viewport: PHONE,
      contact: {
        firstName: "Hélène",
        lastName: "Lefèvre-Saint-Hilaire",
        email: "helene@example.fr",
        phone: "+33 6 11 22 33 44",
        message: longMessage,
      },
    });
    const done = [];
    for (const trip of trips) {
      await page.setViewportSize(trip.viewport);
      done.push({ trip, shown: await requestTrip(page, base, trip) });
    }
    expect(watch.consoleErrors).toEqual([]);
    expect(watch.foreignRequests).toEqual([]);
    await server.stop();
    const rows = await readReservations(server.dataDir);
    expect(rows).toHaveLength(trips.length);
    for (const [i, { trip, shown }] of done.entries()) {
      const row = rows[i]!;
      expect(row).toMatchObject({
        reference: shown.reference,
        status: "new",
        language: trip.lang,
        departure: shown.departure,
        arrival: shown.arrival,
        time: trip.time,
        passengers: Number(trip.passengers),
        luggage: Number(trip.luggage),
        first_name: trip.contact.firstName,
        last_name: trip.contact.lastName,
        email: trip.contact.email,
        message: trip.contact.message || null,
      });
      expect(row.tariff_version).toBeTruthy();
      // The price shown on the summary is the one stored (digits only: "1 234 €" / "€1,234").
      expect(String(Number(row.price_cents) / 100)).toBe(shown.summaryPrice.replace(/[^\d]/g, ""));
      expect(shown.shown.price.replace(/[^\d]/g, "")).toBe(shown.summaryPrice.replace(/[^\d]/g, ""));
      // ... and the distance shown on the first step is the one stored, rounded to the kilometre.
      expect(shown.shown.distance.replace(/[^\d]/g, "")).toBe(String(Math.round(Number(row.distance_km))));
    }
    // The same trip costs the same in either language; Milan is far beyond Monaco.
    expect(rows[0]!.price_cents).toBe(rows[1]!.price_cents);
    expect(rows[2]!.price_cents).toBe(rows[3]!.price_cents);
    expect(Number(rows[3]!.distance_km)).toBeGreaterThan(250);
    expect(Number(rows[0]!.distance_km)).toBeLessThan(45);
    expect(rows[3]!.message).toBe("<b>Two</b> child seats, please");
    expect(rows[4]!.departure).toMatch(/Negresco/);
    expect(rows[4]!.arrival).toMatch(/Hôtel de Paris Monte-Carlo/);
    expect(String(rows[4]!.message)).toHaveLength(2000);
  });
});

test("every validation message of the specification, in both languages", async ({ page }) => {
  for (const [prefix, places, fields] of [
    ["", "Veuillez sélectionner un départ et une arrivée", "Veuillez remplir tous les champs"],
    ["/en", "Please select departure and arrival", "Please fill all fields"],
  ] as const) {
    await page.context().clearCookies();
    await page.goto(`${prefix}/reservations`);
    // Once the form runs its script: typed before, a value would reach the field but not the form's state.
    await expect(page.locator("[data-hydrated]").first()).toBeAttached();
    await page.getByRole("button", { name: /Continuer|Continue/ }).click();
    await expect(page.getByTestId("error-summary")).toContainText(places);
    await page.getByRole("combobox").first().fill("Nice");
    await page.getByRole("combobox").nth(1).fill("Monaco");
    await page.getByRole("button", { name: /Continuer|Continue/ }).click();
    await expect(page).toHaveURL(/step=2/);
    await page.getByRole("button", { name: /Continuer|Continue/ }).click();
    await expect(page.getByTestId("error-summary")).toContainText(fields);
    await page.locator(`input[name="date"]`).fill(futureDate());
    await page.getByRole("button", { name: /Heure|[Tt]ime/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "09", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "09:00" }).click();
    await page.getByRole("button", { name: /Continuer|Continue/ }).click();
    await expect(page).toHaveURL(/step=3/);
    await page.getByRole("button", { name: /Continuer|Continue/ }).click();
    await expect(page.getByTestId("error-summary")).toContainText(fields);
  }
});

test("the form works with JavaScript disabled, Back loses nothing", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto("/en/reservations");
  await page.getByRole("combobox", { name: "Departure" }).fill("Nice airport terminal 1");
  await page.getByRole("combobox", { name: "Arrival" }).fill("Saint-Tropez");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByText(/Terminal 1.*Saint-Tropez/)).toBeVisible();
  await page.locator(`input[name="date"]`).fill(futureDate(60));
  await page.getByLabel("Hour").selectOption("10");
  await page.getByLabel("Minutes").selectOption("45");
  await page.getByLabel("Passengers", { exact: true }).selectOption("5");
  await page.getByLabel("Flight or train number").fill("BA342");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/step=3/);
  await page.getByLabel("First name").fill("Ana");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByLabel("Passengers", { exact: true })).toHaveValue("5");
  await expect(page.getByLabel("Hour")).toHaveValue("10");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("First name")).toHaveValue("Ana");
  await page.getByLabel("Last name").fill("Silva");
  await page.getByLabel("Email").fill("ana@example.com");
  await page.getByLabel("Phone", { exact: true }).fill("+351 21 000 0000");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/step=4/);
  // Every time and number is labelled: at an airport the time is the scheduled landing.
  await expect(page.locator("dd", { hasText: "BA342" })).toContainText(/Scheduled landing time:\s*10:45/);
  await expect(page.locator("dd", { hasText: "BA342" })).toContainText(/Flight:\s*BA342/);
  await page.getByRole("button", { name: "Confirm request" }).click();
  await expect(page).toHaveURL(/\/en\/confirmation\?ref=RC-/);
  await context.close();
});

test("a reload keeps the draft", async ({ page }) => {
  await page.goto("/reservations");
  await page.getByRole("combobox").first().fill("Cannes");
  await page.getByRole("combobox").nth(1).fill("Grasse");
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page).toHaveURL(/step=2/);
  await page.reload();
  await expect(page.getByText(/Cannes.*Grasse/)).toBeVisible();
  // The kept draft reopens at the step reached; its first step still holds the places.
  await page.goto("/reservations");
  await expect(page).toHaveURL(/\/reservations\?step=2$/);
  await page.goto("/reservations?step=1");
  await expect(page.getByRole("combobox").first()).toHaveValue(/Cannes/);
});

test("the booking page is accessible at 390px and 1440px, each step", async ({ page }) => {
  // Six accessibility scans: more than the default minute on a loaded machine.
  test.slow();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.context().clearCookies();
    await page.setViewportSize(viewport);
    await page.goto("/en/reservations");
    await expectNoAxeViolations(page);
    await page.getByRole("combobox").first().fill("Nice");
    await page.getByRole("combobox").nth(1).fill("Menton");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/step=2/);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Time" }).click();
    await expectNoAxeViolations(page);
  }
});

test("the WhatsApp link carries the trip once it is known", async ({ page }) => {
  await page.goto("/en/reservations");
  const link = page.getByRole("link", { name: "Book on WhatsApp" });
  await expect(link).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=Hello/);
  await page.getByRole("combobox").first().fill("Nice");
  await page.getByRole("combobox").nth(1).fill("Monaco");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(link).toHaveAttribute("href", /Nice.*%E2%86%92.*Monaco/);
});
