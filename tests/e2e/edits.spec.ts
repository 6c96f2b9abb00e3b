import { expect, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE, watchPage } from "./helpers";
import { postRequest, signInAsAdmin } from "./office";

test.describe.configure({ mode: "serial", timeout: 120_000 });

for (const [label, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test(`a trip is edited and its price set by hand with a reason; a duplicate is flagged (${label})`, async ({
    page,
  }, info) => {
    const watch = watchPage(page);
    await page.setViewportSize(viewport);
    await page.goto("/");
    const email = `edit-${label}@example.com`;
    // A phone of its own: the default one is every other spec's, and would rightly be flagged too.
    const phone = label === "phone" ? "+33 6 10 20 30 41" : "+33 6 10 20 30 42";
    const first = await postRequest(page, { email, phone });
    const second = await postRequest(page, { email, phone });
    await signInAsAdmin(page);
    // Sent twice: each request names the other.
    await page.goto(`/admin?q=${first}`);
    await page.getByRole("link", { name: first }).first().click();
    await expect(page.getByTestId("duplicates")).toContainText(second);
    await page.goto(`/admin?q=${second}`);
    await page.getByRole("link", { name: second }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: `Réservation ${second}` })).toBeVisible();
    await expect(page.locator("[data-hydrated]").first()).toBeAttached();

    await expect(page.getByTestId("duplicates")).toContainText(first);

    await page.getByText("Modifier le trajet").click();
    await page.getByLabel("Arrivée", { exact: true }).fill("Monaco");
    await page.getByLabel("Passagers", { exact: true }).fill("5");
    await page.getByLabel("Siège bébé (0–13 kg)").fill("1");
    // The name board is its text: written here, the board is ordered and priced.
    await page.getByLabel("Texte de la pancarte").fill("M. et Mme Hartley");
    // The client is told by default (decision 029): the box is ticked.
    await expect(page.getByLabel("Envoyer au client son trajet à jour")).toBeChecked();
    await page.getByRole("button", { name: "Enregistrer et recalculer le prix" }).click();
    const history = page.getByTestId("history");
    await expect(history).toContainText("Demande modifiée");
    await expect(history).toContainText("Client prévenu par e-mail.");
    await expect(page.getByTestId("emails")).toContainText(`Votre trajet mis à jour\u00a0: ${second}`);
    await expect(history).toContainText("Monaco");
    await expect(history).toContainText("Passagers");
    await expect(history).toContainText("Pancarte\u00a0: — → M. et Mme Hartley");
    await expect(history).toContainText("par Équipe de test");

    await page.getByText("Fixer le prix à la main").click();
    await page.getByLabel("Nouveau prix final (€)").fill("210");
    await page.getByLabel("Motif du prix").fill(`Attente prévue à Monaco (${label})`);
    // Not confirmed yet: the price will be in the confirmation, nobody is told now.
    await expect(page.getByLabel("Prévenir le client du nouveau prix")).toHaveCount(0);
    await page.getByRole("button", { name: "Enregistrer le prix" }).click();
    await expect(history).toContainText("Prix fixé à la main");
    await expect(history).toContainText(`Attente prévue à Monaco (${label})`);
    await expect(page.getByTestId("final-price")).toContainText("210");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath(`edited-${label}.png`), fullPage: true });

    // Now going elsewhere, the second is no longer the first one's duplicate.
    await page.goto(`/admin?q=${first}`);
    await page.getByRole("link", { name: first }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: `Réservation ${first}` })).toBeVisible();
    await expect(page.getByTestId("duplicates")).toHaveCount(0);
    expect(watch.consoleErrors).toEqual([]);
  });
}
