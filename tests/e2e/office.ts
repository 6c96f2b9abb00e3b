/** What the office's end-to-end tests share: signing in as the seeded admin, and a request sent as a visitor. */
import { type Browser, expect, type Page } from "@playwright/test";
import { bookingForm } from "./server-process";

/** The seeded admin of playwright.config.ts (E2E_SEED_ADMIN). */
export const SEEDED_ADMIN = { email: "equipe.e2e@example.com", password: "Riviera-e2e-2027!" };

/** Signs in through the sign-in page, once it is live, and lands in the staff area. */
export async function signInAsAdmin(page: Page) {
  await page.goto("/auth");
  await expect(page.locator("[data-hydrated]").first()).toBeAttached();
  await page.getByLabel("E-mail", { exact: true }).fill(SEEDED_ADMIN.email);
  await page.getByLabel("Mot de passe").fill(SEEDED_ADMIN.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin/);
}

/**
 * A new browser context signed in as the seeded admin by posting the sign-in form, for a test that
 * only needs to read the staff area (close it when done).
 */
export async function staffContext(browser: Browser, origin: string) {
  const staff = await browser.newContext({ baseURL: origin });
  const signIn = await staff.request.post("/auth", {
    form: SEEDED_ADMIN,
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBeLessThan(400);
  return staff;
}

/**
 * A request posted through the public form (`/reservations`, or `/en/reservations` for an English
 * client), as a visitor's browser would; returns its reference.
 */
export async function postRequest(
  page: Page,
  fields: Record<string, string>,
  form = "/reservations",
): Promise<string> {
  const response = await page.request.post(form, {
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: new URL(page.url()).origin },
    data: bookingForm(fields).toString(),
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  return /ref=(RC-\w{6})/.exec(response.headers().location ?? "")![1]!;
}
