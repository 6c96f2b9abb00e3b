/**
 * The booking form as a visitor moves through it (issue 11 §3): each step has its own address, so the
 * browser's Back and Forward move between steps and a kept draft reopens at the step reached; the
 * error summary takes the focus and links to its fields; a step change lands on the form; service
 * pages and the home page's quick request open the form filled, and unknown values are ignored.
 * Both languages, with and without JavaScript, at 390 and 1440 px.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { bookingFormHydrated, DESKTOP, PHONE } from "./helpers";

const TEXTS = {
  fr: {
    prefix: "",
    cont: "Continuer",
    departure: "Départ",
    arrival: "Arrivée",
    step2: "Date et passagers",
    summary: "Il y a un problème",
  },
  en: {
    prefix: "/en",
    cont: "Continue",
    departure: "Departure",
    arrival: "Arrival",
    step2: "Date and passengers",
    summary: "There is a problem",
  },
} as const;

const CASES = [
  { lang: "fr", javaScriptEnabled: true, viewport: DESKTOP, size: "1440" },
  { lang: "en", javaScriptEnabled: false, viewport: PHONE, size: "390" },
  { lang: "fr", javaScriptEnabled: false, viewport: DESKTOP, size: "1440" },
  { lang: "en", javaScriptEnabled: true, viewport: PHONE, size: "390" },
] as const;

async function open(
  browser: Browser,
  javaScriptEnabled: boolean,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ javaScriptEnabled, viewport, locale: "fr-FR" });
  return { context, page: await context.newPage() };
}

const stepHeading = (page: Page) => page.locator("#step-title");

for (const { lang, javaScriptEnabled, viewport, size } of CASES) {
  const t = TEXTS[lang];
  const mode = `${lang}, ${javaScriptEnabled ? "with" : "without"} JavaScript, ${size} px`;

  test(`Back and Forward move between the steps; a kept draft reopens at the step reached (${mode})`, async ({
    browser,
  }) => {
    const { context, page } = await open(browser, javaScriptEnabled, viewport);
    // The bare address names the step: ?step=1 for a new visitor.
    await page.goto(`${t.prefix}/reservations`);
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/reservations\\?step=1$`));
    // With JavaScript, typing starts once the form is live (what is typed before is not this test's matter).
    if (javaScriptEnabled) await expect(page.locator("[data-hydrated]").first()).toBeAttached();
    await page.getByRole("combobox", { name: t.departure }).fill("Cannes");
    await page.getByRole("combobox", { name: t.arrival }).fill("Grasse");
    await page.getByRole("button", { name: t.cont }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/reservations\\?step=2$`));
    await expect(stepHeading(page)).toHaveText(t.step2);
    // A step change lands on the form, not on the hero: the step's title is on screen.
    await expect(stepHeading(page)).toBeInViewport();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/reservations\\?step=1$`));
    await expect(page.getByRole("combobox", { name: t.departure })).toHaveValue(/Cannes/);
    await expect(page.getByRole("combobox", { name: t.arrival })).toHaveValue(/Grasse/);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/reservations\\?step=2$`));
    await expect(stepHeading(page)).toHaveText(t.step2);
    // Coming back later by the bare address: the kept draft reopens at the step reached.
    await page.goto(`${t.prefix}/`);
    await page.goto(`${t.prefix}/reservations`);
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/reservations\\?step=2$`));
    await expect(stepHeading(page)).toHaveText(t.step2);
    // A step not reached yet is replaced by the one that is.
    await page.goto(`${t.prefix}/reservations?step=4`);
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/reservations\\?step=2$`));
    await context.close();
  });

  test(`an empty step 1 shows an error summary that takes the focus and links to its fields (${mode})`, async ({
    browser,
  }) => {
    const { context, page } = await open(browser, javaScriptEnabled, viewport);
    await page.goto(`${t.prefix}/reservations?step=1`);
    // Scrolled down to the button, as a visitor would be.
    await page.getByRole("button", { name: t.cont }).scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: t.cont }).click();
    const summary = page.getByTestId("error-summary");
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await expect(summary).toContainText(t.summary);
    const links = summary.getByRole("link");
    await expect(links).toHaveCount(2);
    await expect(links.first()).toHaveAttribute("href", "#field-departure");
    await expect(links.first()).toHaveText(new RegExp(`^${t.departure}`));
    await expect(links.nth(1)).toHaveAttribute("href", "#field-arrival");
    await expect(page.locator("#field-departure")).toHaveAttribute("aria-invalid", "true");
    if (javaScriptEnabled) {
      await bookingFormHydrated(page);
      await links.nth(1).click();
      await expect(page.locator("#field-arrival")).toBeFocused();
      await expect(page.locator("#field-arrival")).toBeInViewport();
    }
    // Step 2's errors link to their own fields.
    await page.getByRole("combobox", { name: t.departure }).fill("Nice");
    if (javaScriptEnabled) {
      // A field edited since the answer no longer says it is wrong; the summary keeps the others.
      await expect(page.locator("#field-departure")).not.toHaveAttribute("aria-invalid", "true");
      await expect(summary.getByRole("link")).toHaveCount(1);
      await expect(summary.getByRole("link")).toHaveAttribute("href", "#field-arrival");
    }
    await page.getByRole("combobox", { name: t.arrival }).fill("Monaco");
    if (javaScriptEnabled) await expect(summary).toBeHidden();
    await page.getByRole("button", { name: t.cont }).click();
    await expect(page).toHaveURL(/step=2$/);
    await page.getByRole("button", { name: t.cont }).click();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link").first()).toHaveAttribute("href", "#field-date");
    await expect(summary.getByRole("link", { name: /Heure|Time/ })).toHaveAttribute("href", "#field-time");
    if (javaScriptEnabled) {
      await bookingFormHydrated(page);
      await summary.getByRole("link").first().click();
      await expect(page.locator("#field-date")).toBeFocused();
    }
    await context.close();
  });
}

for (const { lang, javaScriptEnabled, viewport, size } of CASES.slice(0, 2)) {
  const t = TEXTS[lang];
  const mode = `${lang}, ${javaScriptEnabled ? "with" : "without"} JavaScript, ${size} px`;
  test(`a service page's quote link opens step 1 filled (${mode})`, async ({ browser }) => {
    const { context, page } = await open(browser, javaScriptEnabled, viewport);
    await page.goto(`${t.prefix}/services/nice-airport-transfer`);
    const quote = page.locator(`a[href="${t.prefix}/reservations?service=nice-airport-transfer"]`).first();
    await quote.click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/reservations\\?service=nice-airport-transfer$`));
    await expect(page.getByRole("combobox", { name: t.departure })).toHaveValue(/Nice/);
    await expect(page.getByRole("combobox", { name: t.departure })).toHaveValue(/A[ée]roport|Airport/);
    await expect(page.getByRole("combobox", { name: t.arrival })).toHaveValue("");
    await page.goto(`${t.prefix}/services/milan-luxury-transfer`);
    await page.locator(`a[href="${t.prefix}/reservations?service=milan-luxury-transfer"]`).first().click();
    await expect(page.getByRole("combobox", { name: t.arrival })).toHaveValue(/Mil/);
    await page.getByRole("combobox", { name: t.departure }).fill("Monaco");
    await page.getByRole("button", { name: t.cont }).click();
    await expect(page).toHaveURL(/step=2$/);
    await expect(page.getByText(/Monaco.*Mil/).first()).toBeVisible();
    await context.close();
  });

  test(`the home page's quick request carries its date and passengers to step 2 (${mode})`, async ({
    browser,
  }) => {
    const { context, page } = await open(browser, javaScriptEnabled, viewport);
    await page.goto(`${t.prefix}/reservations?from=Cannes&to=Monaco&date=2027-05-14&time=10:30&passengers=4`);
    await expect(page.getByRole("combobox", { name: t.departure })).toHaveValue("Cannes");
    await expect(page.getByRole("combobox", { name: t.arrival })).toHaveValue("Monaco");
    await page.getByRole("button", { name: t.cont }).click();
    await expect(page).toHaveURL(/step=2$/);
    await expect(page.locator('input[name="date"]')).toHaveValue("2027-05-14");
    if (javaScriptEnabled) await expect(page.locator('input[name="time"]')).toHaveValue("10:30");
    else {
      await expect(page.locator('select[name="hour"]')).toHaveValue("10");
      await expect(page.locator('select[name="minute"]')).toHaveValue("30");
    }
    await expect(page.locator('select[name="passengers"]')).toHaveValue("4");
    // Back from step 2 finds the places as the server found them, not the address's text again.
    await page.goBack();
    await expect(page.getByRole("combobox", { name: t.departure })).toHaveValue(/^Cannes, /);
    await expect(page.getByRole("combobox", { name: t.arrival })).toHaveValue(/^Monaco/);
    await context.close();
  });

  test(`unknown prefill values are ignored, never an error (${mode})`, async ({ browser }) => {
    const { context, page } = await open(browser, javaScriptEnabled, viewport);
    const response = await page.goto(
      `${t.prefix}/reservations?from=%00&to=Monaco&date=1999-01-01&time=25:99&passengers=99&type=boat&service=nope&colour=red`,
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("error-summary")).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: t.departure })).toHaveValue("");
    await expect(page.getByRole("combobox", { name: t.arrival })).toHaveValue("Monaco");
    await expect(page.locator('input[type="hidden"][name="date"]')).toHaveCount(0);
    await expect(page.locator('input[type="hidden"][name="passengers"]')).toHaveCount(0);
    await context.close();
  });
}

test("what a visitor types and chooses before the form comes alive is kept, and goes on to step 2 (fr, 390 px)", async ({
  browser,
}) => {
  const { context, page } = await open(browser, true, PHONE);
  // A slow phone: the application's code arrives three seconds late, and the visitor types meanwhile.
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  await page.goto("/reservations", { waitUntil: "commit" });
  await page.getByRole("combobox", { name: "Départ" }).fill("Cannes");
  await page.getByRole("combobox", { name: "Arrivée" }).fill("Grasse");
  await page.getByRole("radio", { name: "Aller-retour" }).check();
  await expect(page.locator("form[data-hydrated]")).toHaveCount(0);
  await expect(page.locator("form[data-hydrated]")).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByRole("combobox", { name: "Départ" })).toHaveValue("Cannes");
  await expect(page.getByRole("combobox", { name: "Arrivée" })).toHaveValue("Grasse");
  // The trip type chosen meanwhile is kept too: the return leg is asked for on step 2.
  await expect(page.getByRole("radio", { name: "Aller-retour" })).toBeChecked();
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page).toHaveURL(/\/reservations\?step=2$/);
  await expect(stepHeading(page)).toHaveText("Date et passagers");
  await expect(page.getByLabel("Date du retour")).toBeVisible();
  await context.close();
});

test("the option the keyboard is on stays chosen when a slower answer refreshes the list (fr, 1440 px)", async ({
  browser,
}) => {
  const { context, page } = await open(browser, true, DESKTOP);
  // The answer for the text as finally typed arrives a second and a half after the one before it.
  await page.route(/\/api\/places\?/, async (route) => {
    const q = new URL(route.request().url()).searchParams.get("q") ?? "";
    if (q.endsWith("t2")) await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto("/reservations");
  await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
  const input = page.getByRole("combobox", { name: "Départ" });
  await input.pressSequentially("nice aeroport t", { delay: 20 });
  const listbox = page.getByRole("listbox", { name: "Départ" });
  const terminal2 = listbox.getByRole("option", { name: /Terminal 2/ }).first();
  await expect(terminal2).toBeVisible();
  // Listened for before the key that asks for it: on a loaded machine the keys below can take longer
  // than the delay, and an answer already received would never be waited for again.
  const slowerAnswer = page.waitForResponse(
    (r) => r.url().includes("q=nice+aeroport+t2") || r.url().includes("q=nice%20aeroport%20t2"),
  );
  await input.press("2");
  // Still the first answer's list: the keyboard goes down to Terminal 2.
  const options = await listbox.getByRole("option").allTextContents();
  const index = options.findIndex((text) => /Terminal 2/.test(text));
  for (let i = 0; i <= index; i++) await input.press("ArrowDown");
  await expect(terminal2).toHaveAttribute("aria-selected", "true");
  // The slower answer replaces the list; Terminal 2 stays the active option, and Enter chooses it.
  await slowerAnswer;
  await expect(listbox.getByRole("option", { name: /Terminal 2/ }).first()).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await input.press("Enter");
  await expect(listbox).toBeHidden();
  await expect(input).toHaveValue(/Terminal 2/);
  await context.close();
});

test("an answer that comes after the visitor chose does not reopen the list (fr, 1440 px)", async ({
  browser,
}) => {
  const { context, page } = await open(browser, true, DESKTOP);
  // The answer for the text as finally typed is two seconds late: the visitor chooses before it.
  await page.route(/\/api\/places\?/, async (route) => {
    const q = new URL(route.request().url()).searchParams.get("q") ?? "";
    if (q.endsWith("t2")) await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue().catch(() => {});
  });
  await page.goto("/reservations");
  await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
  const input = page.getByRole("combobox", { name: "Départ" });
  await input.pressSequentially("nice aeroport t", { delay: 20 });
  const listbox = page.getByRole("listbox", { name: "Départ" });
  await expect(listbox.getByRole("option", { name: /Terminal 2/ }).first()).toBeVisible();
  await input.press("2");
  const options = await listbox.getByRole("option").allTextContents();
  const index = options.findIndex((text) => /Terminal 2/.test(text));
  for (let i = 0; i <= index; i++) await input.press("ArrowDown");
  await input.press("Enter");
  await expect(listbox).toBeHidden();
  await expect(input).toHaveValue(/Terminal 2/);
  // Past the late answer: the list stays closed on the choice.
  await page.waitForTimeout(3_000);
  await expect(listbox).toBeHidden();
  await expect(input).toHaveValue(/Terminal 2/);
  await context.close();
});
