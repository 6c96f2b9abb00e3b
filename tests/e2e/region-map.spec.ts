/**
 * The site's own map (decision 023): the server-rendered SVG, on the booking form, the contact page
 * and the staff detail. Screenshots at 390 and 1440 px are written to the test output folder to be
 * looked at; they are not compared.
 */
import { expect, type Page, test } from "@playwright/test";
import { DESKTOP, PHONE } from "./helpers";

const ADMIN = { email: "equipe.e2e@example.com", password: "Riviera-e2e-2027!" };

/** Waits until every map image on the page has loaded and has a size. */
async function mapsLoaded(page: Page, selector: string) {
  const images = page.locator(`${selector} img[src^="/map.svg"]`);
  await expect(images.first()).toBeVisible();
  // The contact page's map is lazy (below the fold): brought into view, as a visitor scrolling would.
  await images.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() => images.evaluateAll((els) => els.every((el) => (el as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
}

test("the map is an SVG drawn by the server, cacheable, and refuses what it cannot draw", async ({
  request,
}) => {
  const ok = await request.get(
    "/map.svg?v=trip&from=43.5513,7.0128&to=45.4642,9.1900&size=l&theme=ivory&in=fr",
  );
  expect(ok.status()).toBe(200);
  expect(ok.headers()["content-type"]).toContain("image/svg+xml");
  expect(ok.headers()["cache-control"]).toContain("public");
  const svg = await ok.text();
  expect(svg.startsWith("<svg")).toBe(true);
  expect(svg).toContain("<polyline");
  console.log(`map.svg Cannes → Milan (wide): ${svg.length} bytes`);
  // One place alone (a hire's pickup, on the office's page): its pin, no route.
  const alone = await request.get("/map.svg?v=trip&from=43.7396,7.4277&size=s&theme=ivory&in=fr");
  expect(alone.status()).toBe(200);
  expect(await alone.text()).not.toContain("<polyline");
  for (const bad of [
    "/map.svg?v=trip&from=48.85,2.35&to=45.46,9.19&size=l&theme=ivory&in=fr", // Paris: off the map
    "/map.svg?v=trip&to=43.55,7.01&size=l&theme=ivory&in=fr", // no start
    "/map.svg?v=trip&from=43.55,7.01&to=somewhere&size=l&theme=ivory&in=fr", // an end unread
    "/map.svg?v=riviera&size=xl&theme=ivory&in=fr",
    "/map.svg?v=riviera&size=s&theme=red&in=fr",
    "/map.svg?v=riviera&size=s&theme=navy&in=de",
  ])
    expect((await request.get(bad)).status(), bad).toBe(400);
});

for (const [name, viewport] of [
  ["390", PHONE],
  ["1440", DESKTOP],
] as const) {
  test(`contact page and booking map at ${name} px`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto("/contact");
    const contactMap = page.locator("section[aria-labelledby='contact-map-title'] figure");
    await mapsLoaded(page, "section[aria-labelledby='contact-map-title']");
    await contactMap.scrollIntoViewIfNeeded();
    await contactMap.screenshot({ path: testInfo.outputPath(`contact-${name}.png`) });
    const box = await contactMap.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(viewport.width);

    await page.goto("/en/contact");
    await mapsLoaded(page, "section[aria-labelledby='contact-map-title']");

    await page.goto("/reservations");
    const bookingMap = page.getByTestId("booking-route-map");
    await mapsLoaded(page, "[data-testid='booking-route-map']");
    for (const [label, typed, option] of [
      ["Départ", "Cannes", /^Cannes/],
      ["Arrivée", "Milan", /Milan/],
    ] as const) {
      const input = page.getByRole("combobox", { name: label });
      await input.click();
      await input.pressSequentially(typed, { delay: 20 });
      const listbox = page.getByRole("listbox", { name: label });
      await expect(listbox.getByRole("option", { name: option }).first()).toBeVisible();
      await listbox.getByRole("option", { name: option }).first().click();
    }
    await expect(bookingMap.locator("img")).toHaveAttribute("src", /v=trip/);
    await mapsLoaded(page, "[data-testid='booking-route-map']");
    await bookingMap.scrollIntoViewIfNeeded();
    await bookingMap.screenshot({ path: testInfo.outputPath(`booking-${name}.png`) });
  });
}

test("the staff detail shows the road route on the same map", async ({ page }, testInfo) => {
  for (const [name, viewport] of [
    ["390", PHONE],
    ["1440", DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    if (name === "390") {
      await page.goto("/auth");
      await expect(page.locator("[data-hydrated]").first()).toBeAttached();
      await page.getByLabel("E-mail", { exact: true }).fill(ADMIN.email);
      await page.getByLabel("Mot de passe").fill(ADMIN.password);
      await page.getByLabel("Mot de passe").press("Enter");
      await page.getByRole("link", { name: "RC-E2E001" }).click();
      await expect(page).toHaveURL(/\/admin\/reservations\//);
    }
    const map = page.getByTestId("route-map");
    await mapsLoaded(page, "[data-testid='route-map']");
    await expect(map.locator("img")).toHaveAttribute("src", /v=trip/);
    await map.scrollIntoViewIfNeeded();
    await map.screenshot({ path: testInfo.outputPath(`staff-${name}.png`) });
  }
});
