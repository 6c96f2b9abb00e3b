import { expect, type Page, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE, watchPage } from "./helpers";
import { postRequest, SEEDED_ADMIN, signInAsAdmin } from "./office";

// Long journeys through several pages and two browsers, on a machine that may be busy.
test.describe.configure({ mode: "serial", timeout: 180_000 });

async function openRequest(page: Page, reference: string) {
  await page.goto(`/admin?q=${reference}`);
  await page.getByRole("link", { name: reference }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: `Réservation ${reference}` })).toBeVisible();
}

for (const [label, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test(`a cancellation with a reason and no e-mail, behind a confirmation dialog (${label})`, async ({
    page,
  }, info) => {
    const watch = watchPage(page);
    await page.setViewportSize(viewport);
    await page.goto("/");
    const reference = await postRequest(page, { firstName: "Doublon", email: `dup-${label}@example.com` });
    await signInAsAdmin(page);
    await openRequest(page, reference);
    await expect(page.locator("[data-hydrated]").first()).toBeAttached();

    // The button only opens the dialog: nothing is cancelled yet.
    await page.getByRole("button", { name: "Annuler la réservation" }).click();
    const dialog = page.getByRole("dialog", { name: "Annuler cette réservation ?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Motif de l’annulation")).toBeFocused();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath(`cancel-dialog-${label}.png`) });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("detail-status")).toHaveText("Nouvelle");

    await page.getByRole("button", { name: "Annuler la réservation" }).click();
    await dialog
      .getByLabel("Motif de l’annulation")
      .fill(`Doublon d’une demande envoyée deux fois (${label})`);
    await dialog.getByLabel("Prévenir le client par e-mail").uncheck();
    await dialog.getByRole("button", { name: "Confirmer l’annulation" }).click();
    await expect(page.getByTestId("detail-status")).toHaveText("Annulée");
    const history = page.getByTestId("history");
    await expect(history).toContainText("Nouvelle → Annulée");
    await expect(history).toContainText(`Doublon d’une demande envoyée deux fois (${label})`);
    await expect(history).toContainText("Client non prévenu");
    await expect(history).toContainText("par Équipe de test");
    // Only the office's alert and the acknowledgement: no cancellation e-mail.
    const emails = page.getByTestId("emails");
    await expect(emails.locator("li")).toHaveCount(2);
    await expect(emails).not.toContainText("annulée");
    await expect(page.getByText("Cette réservation est close")).toBeVisible();
    await page.screenshot({ path: info.outputPath(`cancelled-${label}.png`), fullPage: true });
    expect(watch.consoleErrors).toEqual([]);
  });
}

test("without JavaScript, cancel and decline are confirm steps that open on demand", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, locale: "fr-FR" });
  const page = await context.newPage();
  await page.goto("/");
  const reference = await postRequest(page, { firstName: "Sansjs", email: "nojs@example.com" });
  await page.goto("/auth");
  await page.getByLabel("E-mail", { exact: true }).fill(SEEDED_ADMIN.email);
  await page.getByLabel("Mot de passe").fill(SEEDED_ADMIN.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await openRequest(page, reference);
  const reason = page.getByLabel("Motif donné au client");
  await expect(reason).toBeHidden();
  await page.getByText("Décliner la demande", { exact: true }).click();
  await expect(reason).toBeVisible();
  await reason.fill("Aucun véhicule disponible à cette heure");
  await page.getByRole("button", { name: "Décliner et prévenir le client" }).click();
  await expect(page.getByTestId("detail-status")).toHaveText("Déclinée");
  await expect(page.getByTestId("history")).toContainText("Client prévenu par e-mail.");
  await expect(page.getByTestId("emails")).toContainText("trajet indisponible");
  await context.close();
});

/** Opens an account's "Gérer" disclosure (it stays open across the page's revalidation). */
async function manage(page: Page, email: string) {
  const card = page.getByTestId("account").filter({ hasText: email });
  if (!(await card.locator("details").evaluate((details: HTMLDetailsElement) => details.open))) {
    await card.getByText("Gérer", { exact: true }).click();
  }
}

for (const [label, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test(`a deactivated account's open session is refused at its next request (${label})`, async ({
    page,
    browser,
  }, info) => {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    await page.goto("/admin/accounts");
    const email = `deactivate.${label}.${Date.now()}@example.com`;
    await page.getByLabel("Nom complet").fill(`Agent ${label}`);
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("Une longue phrase de passe");
    await page.getByRole("button", { name: "Créer le compte" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Inscription réussie" })).toBeVisible();

    // The new person signs in on their own device.
    const other = await browser.newContext({ viewport, locale: "fr-FR" });
    const theirs = await other.newPage();
    await theirs.goto("/auth");
    await theirs.getByLabel("E-mail", { exact: true }).fill(email);
    await theirs.getByLabel("Mot de passe").fill("Une longue phrase de passe");
    await theirs.getByRole("button", { name: "Se connecter" }).click();
    await expect(theirs).toHaveURL(/\/admin$/);

    const card = page.getByTestId("account").filter({ hasText: email });
    await manage(page, email);
    await expectNoAxeViolations(page);
    await card.getByRole("button", { name: "Désactiver le compte" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Compte mis à jour" })).toBeVisible();
    await expect(page.getByTestId("account").filter({ hasText: email })).toContainText("Désactivé");
    await page.screenshot({ path: info.outputPath(`accounts-${label}.png`), fullPage: true });

    // Their next request: back to the sign-in page, and the password no longer opens a session.
    await theirs.reload();
    await expect(theirs).toHaveURL(/\/auth\?next=%2Fadmin/);
    await theirs.getByLabel("E-mail", { exact: true }).fill(email);
    await theirs.getByLabel("Mot de passe").fill("Une longue phrase de passe");
    await theirs.getByRole("button", { name: "Se connecter" }).click();
    await expect(theirs.getByText("E-mail ou mot de passe incorrect.").first()).toBeVisible();
    await other.close();

    // Reactivated, then a new password generated and shown once.
    await manage(page, email);
    await page
      .getByTestId("account")
      .filter({ hasText: email })
      .getByRole("button", { name: "Réactiver le compte" })
      .click();
    await expect(page.getByTestId("account").filter({ hasText: email })).toContainText("Actif");
    await manage(page, email);
    await page
      .getByTestId("account")
      .filter({ hasText: email })
      .getByRole("button", { name: "Générer un nouveau mot de passe" })
      .click();
    await expect(page.getByTestId("new-password")).toContainText(`Nouveau mot de passe pour ${email}`);
    await page.goto("/admin/accounts");
    await expect(page.getByTestId("new-password")).toHaveCount(0);
  });
}
