import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE, watchPage } from "./helpers";

// Created at the server's start by E2E_SEED_ADMIN (playwright.config.ts), with three reservations
// (RC-E2E001..003, RC-E2E002 without a message) and two contact messages, one holding a script tag.
const ADMIN = { email: "equipe.e2e@example.com", password: "Riviera-e2e-2027!" };

test.describe.configure({ mode: "serial" });

/** Waits until React has hydrated the staff page or the sign-in form. */
async function hydrated(page: Page) {
  await expect(page.locator("[data-hydrated]").first()).toBeAttached();
}

/** Types into a field reached by the keyboard: focus, select what is there, type. */
async function typeInto(page: Page, label: string | RegExp, text: string) {
  const field = page.getByLabel(label, { exact: typeof label === "string" });
  await field.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

async function signIn(page: Page, path = "/auth") {
  await page.goto(path);
  await hydrated(page);
  await typeInto(page, "E-mail", ADMIN.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Mot de passe")).toBeFocused();
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press("Enter");
}

test("an anonymous visitor is sent to the sign-in page, which is accessible", async ({ page }) => {
  const watch = watchPage(page);
  await page.goto("/admin?tab=messages");
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%3Ftab%3Dmessages$/);
  await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.getByLabel("E-mail")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("E-mail")).toHaveAttribute("required", "");
  await expect(page.getByLabel("Mot de passe")).toHaveAttribute("required", "");
  await expect(page.getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/");
  await expectNoAxeViolations(page);
  for (const path of ["/admin/accounts", "/admin/export.csv"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\?next=/);
  }
  expect(watch.consoleErrors).toEqual([]);
  expect(watch.foreignRequests).toEqual([]);
});

test("a wrong password keeps the visitor on the form with a generic error", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/auth");
  await hydrated(page);
  // Hold the answer a moment to see the pending state.
  await page.route("**/auth.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await typeInto(page, "E-mail", ADMIN.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("not the password");
  await page.keyboard.press("Enter");
  const button = page.getByRole("button", { name: "Connexion..." });
  await expect(button).toBeDisabled();
  const toast = page.getByRole("alert").filter({ hasText: "Erreur de connexion" });
  await expect(toast).toContainText("E-mail ou mot de passe incorrect.");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeEnabled();
  await expect(page.getByLabel("E-mail")).toHaveValue(ADMIN.email);
  await expect(page.getByLabel("Mot de passe")).toBeFocused();

  // An unknown e-mail reads exactly the same.
  await typeInto(page, "E-mail", "personne@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "personne" })).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: "Erreur de connexion" }).last()).toContainText(
    "E-mail ou mot de passe incorrect.",
  );
});

test("signing in leads back to the page asked for; /auth then leads home", async ({ page }) => {
  await signIn(page, "/auth?next=%2Fadmin%3Ftab%3Dmessages");
  await expect(page).toHaveURL(/\/admin\?tab=messages$/);
  await expect(page.getByTestId("staff-email")).toHaveText(ADMIN.email);
  await expect(page.getByTestId("staff-role")).toContainText("Administrateur");
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
  // The footer now offers the administration rather than the sign-in.
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Admin", exact: true }),
  ).toHaveAttribute("href", "/admin");
});

test("the two tabs with their counts, French dates, a dash for no message, visitor text as text", async ({
  page,
}) => {
  const watch = watchPage(page);
  page.on("dialog", (dialog) => {
    watch.consoleErrors.push(`unexpected dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  const rows = page.getByTestId("reservation-row");
  const reservationCount = Number(await page.getByTestId("tab-reservations-count").textContent());
  expect(reservationCount).toBeGreaterThanOrEqual(3);
  if (reservationCount <= 50) await expect(rows).toHaveCount(reservationCount);
  await expect(page.getByTestId("tab-reservations")).toHaveAttribute("aria-current", "page");

  const first = rows.filter({ hasText: "RC-E2E001" });
  await expect(first.getByTestId("reservation-created")).toHaveText("20/11/2026 10:15");
  // The trip's day with its weekday (no-break spaces, read as spaces by toContainText).
  await expect(first).toContainText("jeu. 20 mai 2027 14:30");
  await expect(first).toContainText("130,00 €");
  await expect(rows.filter({ hasText: "RC-E2E002" }).getByTestId("reservation-message")).toHaveText("—");
  await expectNoAxeViolations(page);

  await page.getByTestId("tab-messages").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\?tab=messages$/);
  await expect(page.getByTestId("tab-messages")).toHaveAttribute("aria-current", "page");
  const messageCount = Number(await page.getByTestId("tab-messages-count").textContent());
  await expect(page.getByTestId("message-row")).toHaveCount(messageCount);
  const scripted = page.getByTestId("message-row").filter({ hasText: "script@example.com" });
  await expect(scripted.getByTestId("message-text")).toHaveText(
    "<script>alert(1)</script> Merci de me rappeler.",
  );
  await expect(scripted.getByRole("rowheader")).toContainText("Test <b>HTML</b>");
  await expect(page.locator("b", { hasText: "HTML" })).toHaveCount(0);
  await expect(scripted).toContainText("22/11/2026 09:30");
  // A sender's phone number is called in one tap, as on a request's page.
  const withPhone = page.getByTestId("message-row").filter({ hasText: "helene.roux@example.com" });
  await expect(withPhone.getByRole("link", { name: "+33 6 55 44 33 22" })).toHaveAttribute(
    "href",
    "tel:+33655443322",
  );

  // Marked as handled, by keyboard; the state is kept.
  await scripted.getByRole("button", { name: "Marquer comme traité" }).focus();
  await page.keyboard.press("Enter");
  await expect(scripted).toContainText("Traité par Équipe de test");
  await page.reload();
  await expect(
    page.getByTestId("message-row").filter({ hasText: "script@example.com" }).getByRole("button", {
      name: "Remettre à traiter",
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect(watch.consoleErrors).toEqual([]);
  expect(watch.foreignRequests).toEqual([]);
});

test("a reservation's detail: confirm with a final price, kept after a reload, with its history", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await hydrated(page);
  await page.getByRole("link", { name: "RC-E2E001" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/reservations\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Réservation RC-E2E001");
  for (const text of [
    "Aéroport Nice Côte d'Azur, Terminal 2",
    "Place du Casino, Monaco",
    "AF7700",
    "camille.durand@example.com",
    "+33 6 12 34 56 78",
    "Français",
    "Siège enfant pour un enfant de 3 ans",
    "jeu. 20 mai 2027",
    // The trip's type (decision 017) and which time the time is.
    "Aller simple",
  ]) {
    await expect(page.getByRole("main")).toContainText(text);
  }
  // No internal jargon: the tariff's version, the route's source, raw coordinates (issue 12).
  for (const jargon of ["e2e-seed", "Source de l", "Version du tarif", "43.6584"]) {
    await expect(page.getByRole("main")).not.toContainText(jargon);
  }
  await expect(page.getByTestId("trip-facts")).toContainText(
    /Heure (de prise en charge|d’atterrissage prévue)/,
  );
  // The map is the road route the client saw (/map.svg, view=trip), and its caption says so.
  await expect(page.getByTestId("route-map")).toBeVisible();
  await expect(page.getByTestId("route-map").locator("img")).toHaveAttribute("src", /map\.svg\?v=trip&from=/);
  await expect(page.getByTestId("map-note")).toHaveText(/^Itinéraire routier du départ à l’arrivée/);
  await hydrated(page);
  await expectNoAxeViolations(page);

  // An invalid price is refused with a reason.
  await typeInto(page, "Prix final (€)", "cent euros");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Statut non modifié" })).toContainText(
    "Prix invalide",
  );

  await typeInto(page, "Prix final (€)", "145,50");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Siège enfant prévu");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Confirmer" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Statut mis à jour" })).toBeVisible();
  await expect(page.getByTestId("detail-status")).toHaveText("Confirmée");

  await page.reload();
  await expect(page.getByTestId("detail-status")).toHaveText("Confirmée");
  await expect(page.getByTestId("final-price")).toHaveText("145,50 €");
  const history = page.getByTestId("history");
  await expect(history).toContainText("Nouvelle → Confirmée · 145,50 €");
  await expect(history).toContainText("par Équipe de test");
  await expect(history).toContainText("Siège enfant prévu");
  await expect(page.getByRole("button", { name: "Marquer comme effectuée" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Annuler la réservation" })).toBeVisible();
});

test("the CSV export of the filtered list opens in French Excel", async ({ page }) => {
  await signIn(page);
  await hydrated(page);
  await typeInto(page, "Recherche", "E2E00");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/q=E2E00/);
  await expect(page.getByTestId("reservation-row")).toHaveCount(3);
  const link = page.getByRole("link", { name: /Exporter en CSV/ });
  await expect(link).toHaveAttribute("href", "/admin/export.csv?q=E2E00");
  const downloading = page.waitForEvent("download");
  await link.focus();
  await page.keyboard.press("Enter");
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^reservations-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").split("\r\n");
  expect(lines[0]).toMatch(
    /^Référence;Statut;Reçue le;Langue;Date du trajet;Heure;Nature de l’heure;Type de trajet;Départ;Arrêts;Arrivée;Date du retour;Heure du retour;Mise à disposition;/,
  );
  expect(lines.filter((line) => line.startsWith("RC-E2E"))).toHaveLength(3);
  const confirmed = lines.find((line) => line.startsWith("RC-E2E001;"))!;
  expect(confirmed).toContain(";Confirmée;20/11/2026 10:15;Français;20/05/2027;14:30;");
  expect(confirmed).toMatch(/;14:30;Heure [^;]+;Aller simple;/);
  expect(confirmed).toContain(";145,50;");
  expect(confirmed).toContain(";'+33 6 12 34 56 78;");
  expect(lines.find((line) => line.startsWith("RC-E2E002;"))).toContain(";Anglais;");
});

test("an admin adds a staff account, who can then sign in", async ({ page }) => {
  // Three password hashings, two sign-ins and two accessibility scans: over a minute on a busy 2-core machine.
  test.slow();
  await signIn(page);
  await hydrated(page);
  await page
    .getByRole("navigation", { name: "Espace équipe" })
    .getByRole("link", { name: "Comptes" })
    .focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/accounts$/);
  await hydrated(page);
  await expectNoAxeViolations(page);
  const email = `chauffeur.${Date.now()}@example.com`;
  await typeInto(page, "Nom complet", "Jules Moreau");
  await typeInto(page, "E-mail", email);
  // Too short: the browser already stops it (the server checks again).
  await typeInto(page, "Mot de passe", "trop court");
  await page.keyboard.press("Enter");
  expect(
    await page.getByLabel("Mot de passe").evaluate((input: HTMLInputElement) => input.validity.tooShort),
  ).toBe(true);
  await expect(page).toHaveURL(/\/admin\/accounts$/);
  await typeInto(page, "Mot de passe", "Une longue phrase de passe");
  await page.keyboard.press("Enter");
  const done = page.getByRole("status").filter({ hasText: "Inscription réussie !" });
  await expect(done).toContainText("Vous pouvez maintenant vous connecter.");
  await expect(page.getByRole("main")).toContainText(email);

  // The same e-mail twice is refused, with the reason.
  await typeInto(page, "Nom complet", "Jules Moreau");
  await typeInto(page, "E-mail", email);
  await typeInto(page, "Mot de passe", "Une longue phrase de passe");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Erreur d’inscription" }).last()).toContainText(
    "Un compte existe déjà avec cette adresse e-mail.",
  );

  // The new account signs in as staff: the lists, but not the accounts.
  await page.context().clearCookies();
  await page.goto("/auth");
  await hydrated(page);
  await typeInto(page, "E-mail", email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("Une longue phrase de passe");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId("staff-role")).toContainText("Équipe");
  await expect(page.getByRole("link", { name: "Comptes de l’équipe" })).toHaveCount(0);
  await page.goto("/admin/accounts");
  await expect(page.getByRole("heading", { level: 1, name: "Accès refusé" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("réservée aux administrateurs");
  await expectNoAxeViolations(page);
});

test("signing out ends the session and says so on the home page", async ({ page }) => {
  await signIn(page);
  await hydrated(page);
  await page.getByRole("button", { name: "Se déconnecter" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("status").filter({ hasText: "Déconnexion réussie" })).toBeVisible();
  expect((await page.context().cookies()).some((cookie) => cookie.name === "__session")).toBe(false);
  // The message is shown once: not again after a reload.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Déconnexion réussie" })).toHaveCount(0);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin$/);
});
