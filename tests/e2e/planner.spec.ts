import fs from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE, watchPage } from "./helpers";
import { bookingForm, type RunningServer, startServer } from "./server-process";

// The office's day (issue 12): a server of its own, so the day's thirty jobs are the only ones.
const ADMIN = { email: "planning.e2e@example.com", password: "Riviera-planning-2027!" };
const JOBS = 30;

test.describe.configure({ mode: "serial", timeout: 180_000 });

let server: RunningServer;
let base: string;

/** Tomorrow's date in Paris. */
function parisTomorrow(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Thirty quarter-hours from 06:00, every 30 minutes, in a scrambled order. */
const TIMES = Array.from({ length: JOBS }, (_, i) => {
  const minutes = 6 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});
const SCRAMBLED = TIMES.map((time, i) => ({ time, key: (i * 17) % JOBS })).sort((a, b) => a.key - b.key);

async function book(fields: Record<string, string>): Promise<string> {
  const response = await fetch(`${base}/reservations`, {
    method: "POST",
    body: bookingForm(fields),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  return /ref=(RC-\w{6})/.exec(response.headers.get("location") ?? "")![1]!;
}

async function signIn(page: Page) {
  await page.goto(`${base}/auth?next=%2Fadmin%2Fplanning`);
  await page.getByLabel("E-mail", { exact: true }).fill(ADMIN.email);
  await page.getByLabel("Mot de passe").fill(ADMIN.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin\/planning$/);
}

async function confirm(request: APIRequestContext, id: string) {
  const response = await request.post(`${base}/admin/reservations/${id}`, {
    form: { from: "new", to: "confirmed", finalPrice: "130" },
    headers: { Origin: base },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

test.beforeAll(async () => {
  server = await startServer({
    env: {
      E2E_SEED_ADMIN: `${ADMIN.email}:${ADMIN.password}`,
      BOOKING_RATE_LIMIT: "1000",
      LOG_LEVEL: "warn",
    },
  });
  base = `http://localhost:${server.port}`;
  const date = parisTomorrow();
  for (const { time } of SCRAMBLED)
    await book({ date, time, email: `jour.${time.replace(":", "")}@example.com` });
  for (const time of ["10:15", "16:45"]) await book({ date, time, firstName: "Attente" });
});

test.afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

test("a day of thirty jobs in pickup order, the waiting requests on top, a new one shown without a reload (1440 px)", async ({
  page,
}) => {
  const watch = watchPage(page);
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Planning" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Planning" })).toHaveAttribute("aria-current", "page");
  // Confirm the thirty jobs; the two "Attente" requests and the seed's three stay unanswered.
  const items = page.getByTestId("awaiting-item");
  await expect(items).toHaveCount(JOBS + 5);
  const ids: string[] = [];
  for (const item of await items.all()) {
    if ((await item.textContent())?.includes("Attente") || (await item.textContent())?.includes("RC-E2E"))
      continue;
    const href = await item.getByRole("link").first().getAttribute("href");
    ids.push(href!.split("/").pop()!);
  }
  expect(ids).toHaveLength(JOBS);
  for (const id of ids) await confirm(page.request, id);

  await page.getByTestId("range-tomorrow").click();
  await expect(page).toHaveURL(/range=tomorrow/);
  await expect(page.getByTestId("job-row")).toHaveCount(JOBS);
  expect(await page.getByTestId("job-time").allTextContents()).toEqual(TIMES);
  await expect(page.getByTestId("jobs-total")).toHaveText("30 courses");
  // The requests awaiting an answer: oldest first; the seed's, days old, are highlighted.
  await expect(items).toHaveCount(5);
  await expect(page.locator("[data-testid=awaiting-item][data-late]")).toHaveCount(3);
  await expect(items.first()).toContainText("RC-E2E001");
  await expect(items.last()).toContainText("Attente");
  await expect(items.first().getByTestId("awaiting-age")).toContainText(/Attend depuis \d+\u00a0j/);
  await expect(page.locator("[data-hydrated]").first()).toBeAttached();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("planner-1440.png"), fullPage: true });

  // A request arrives while the page is open: it shows within 15 s, the page never reloads.
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  const started = Date.now();
  const reference = await book({ date: parisTomorrow(), time: "11:45", firstName: "Nouvelle" });
  const live = page.getByTestId("planner-live");
  await expect(live).toHaveText(/1 nouvelle demande/, { timeout: 15_000 });
  expect(Date.now() - started).toBeLessThan(15_000);
  await expect(page.locator("[data-testid=awaiting-item][data-fresh]")).toContainText(reference);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await page.screenshot({ path: test.info().outputPath("planner-1440-new.png") });
  await live.getByRole("button", { name: "Vu" }).click();
  await expect(live).toHaveText("");
  expect(watch.consoleErrors).toEqual([]);
  expect(watch.foreignRequests).toEqual([]);
});

test("on a phone the jobs are cards and nothing runs off the screen (390 px)", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  await page.goto(`${base}/admin/planning?range=tomorrow`);
  await expect(page.getByTestId("job-row")).toHaveCount(JOBS);
  await expect(page.locator("[data-testid=jobs-table] thead")).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  const first = page.getByTestId("job-row").first();
  await expect(first).toContainText("06:00");
  await expect(first).toContainText("Trajet");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("planner-390-top.png") });
  await first.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("planner-390-jobs.png") });
});

test("without JavaScript the planner is a plain page with a refresh link", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP, locale: "fr-FR" });
  const page = await context.newPage();
  await signIn(page);
  await page.goto(`${base}/admin/planning?range=week`);
  await expect(page.getByTestId("range-week")).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("job-row")).toHaveCount(JOBS);
  await expect(page.getByTestId("planner-refresh")).toHaveAttribute("href", "/admin/planning?range=week");
  await context.close();
});
