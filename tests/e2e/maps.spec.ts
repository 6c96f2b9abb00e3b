/**
 * The interactive maps chosen by configuration, each against local fakes of the real services:
 * MapLibre with a vector tile style for the open providers, and Google's map whenever Google data is
 * shown. The default (embedded SVG map, no outside request) is covered by booking.spec and site-walk.
 */
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import {
  FAKE_LAND_COLOR,
  FAKE_ROAD,
  FAKE_SEA_COLOR,
  type FakeService,
  startFakeGoogleApis,
  startFakeGoogleMapsScript,
  startFakeOsrm,
  startFakeTileServer,
} from "../helpers/fake-map-services";
import { DESKTOP, expectNoAxeViolations, PHONE } from "./helpers";
import { type RunningServer, startServer } from "./server-process";

test.describe.configure({ mode: "serial" });

const ADMIN = { email: "cartes.e2e@example.com", password: "Cartes-e2e-2027!" };

async function pickPlace(page: Page, label: string, typed: string, option: RegExp) {
  const input = page.getByRole("combobox", { name: label });
  await input.click();
  await input.pressSequentially(typed, { delay: 15 });
  const choice = page.getByRole("listbox", { name: label }).getByRole("option", { name: option }).first();
  await expect(choice).toBeVisible();
  await choice.click();
}

/** Console errors and content-security-policy reports seen by the page. */
function watchSecurity(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

function hex(color: string) {
  const n = Number.parseInt(color.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255] as const;
}

/** How many pixels of the screenshot are close to each colour. */
async function countColors(png: Buffer, colors: Record<string, string>) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const targets = Object.entries(colors).map(([name, color]) => [name, hex(color)] as const);
  const counts: Record<string, number> = Object.fromEntries(targets.map(([name]) => [name, 0]));
  for (let i = 0; i < data.length; i += info.channels) {
    for (const [name, [r, g, b]] of targets) {
      if (Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) < 40) {
        counts[name]! += 1;
      }
    }
  }
  return counts;
}

test.describe("MapLibre with a vector tile style (open providers)", () => {
  let tiles: FakeService & { styleUrl: string };
  let osrm: FakeService;
  let server: RunningServer;

  test.beforeAll(async () => {
    tiles = await startFakeTileServer();
    osrm = await startFakeOsrm();
    server = await startServer({
      env: {
        GEO_ROUTE_PROVIDER: "osrm",
        OSRM_URL: osrm.url,
        MAP_STYLE_URL: tiles.styleUrl,
        E2E_SEED_ADMIN: `${ADMIN.email}:${ADMIN.password}`,
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await tiles?.close();
    await osrm?.close();
  });

  test("draws the tiles and the road from OSRM, with the style's host alone allowed by the CSP", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems = watchSecurity(page);
    const base = `http://localhost:${server.port}`;
    const response = await page.goto(`${base}/en/reservations`);
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain(`connect-src 'self' ${tiles.url}`);
    expect(csp).not.toMatch(/googleapis|unsafe-eval/);

    const figure = page.locator('figure[data-map-provider="maplibre"]');
    await expect(figure).toHaveAttribute("data-map-status", "ready");
    // Before any place: the Riviera, and the placeholder over it.
    await expect(figure.locator("span", { hasText: "Select a departure and an arrival" })).toBeVisible();

    await pickPlace(page, "Departure", "Nice airport", /Terminal 1/);
    await pickPlace(page, "Arrival", "Monaco", /Monaco/);
    await expect(page.getByTestId("estimate-distance")).toHaveText(/^32\skm$/);
    await expect(page.getByTestId("estimate-source")).toHaveText(/road network \(OpenStreetMap\)/);
    const canvasBox = figure.locator(".maplibregl-map");
    await expect(canvasBox).toHaveAttribute("data-route-kind", "road");
    await expect(canvasBox).toHaveAttribute("data-route-points", String(FAKE_ROAD.length));
    await expect(figure.getByRole("img", { name: "Departure" })).toBeAttached();
    await expect(figure.getByRole("img", { name: "Arrival" })).toBeAttached();

    // The style, its TileJSON and vector tiles came from the fake tile server (the worker from the site).
    await expect
      .poll(() => tiles.requests.filter((r) => /^\/data\/coast\/\d+\/\d+\/\d+\.pbf$/.test(r.path)).length)
      .toBeGreaterThan(0);
    expect(tiles.requests.some((r) => r.path === "/styles/riviera.json")).toBe(true);
    expect(tiles.requests.some((r) => r.path === "/data/coast.json")).toBe(true);

    // What is on screen: sea, land from the tiles and the blue road.
    await page.waitForTimeout(800);
    const shot = await figure.screenshot();
    const counts = await countColors(shot, { sea: FAKE_SEA_COLOR, land: FAKE_LAND_COLOR, road: "#1d4ed8" });
    expect(counts.sea).toBeGreaterThan(2000);
    expect(counts.land).toBeGreaterThan(2000);
    expect(counts.road).toBeGreaterThan(300);
    // Attribution of the tiles, from the style.
    await expect(figure.getByText("Fake coast for tests")).toBeAttached();
    expect(problems.filter((p) => /Content Security Policy|Refused/i.test(p))).toEqual([]);
    await expectNoAxeViolations(page);
    // The map answers the keyboard: focused, "+" zooms in; the buttons are named.
    const zoom = async () => Number(await canvasBox.getAttribute("data-zoom"));
    const before = await zoom();
    await page.locator(".maplibregl-canvas").focus();
    await page.keyboard.press("+");
    await expect.poll(zoom).toBeGreaterThan(before);
    await expect(figure.getByRole("button", { name: "Zoom out" })).toBeVisible();
    await context.close();
  });

  test("staff see the request's places on the same map", async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems = watchSecurity(page);
    await page.goto(`http://localhost:${server.port}/auth`);
    await expect(page.locator("[data-hydrated]").first()).toBeAttached();
    await page.getByLabel("E-mail", { exact: true }).fill(ADMIN.email);
    await page.getByLabel("Mot de passe").fill(ADMIN.password);
    await page.getByRole("button", { name: /connexion|se connecter/i }).click();
    await expect(page).toHaveURL(/\/admin/);
    await page.getByRole("link", { name: "RC-E2E001" }).click();
    const figure = page.locator('figure[data-map-provider="maplibre"]');
    await expect(figure).toHaveAttribute("data-map-status", "ready");
    await expect(figure.locator(".maplibregl-map")).toHaveAttribute("data-route-kind", "straight");
    await expect(figure.getByRole("img", { name: "Départ" })).toBeAttached();
    await expect(figure.getByRole("img", { name: "Arrivée" })).toBeAttached();
    expect(problems.filter((p) => /Content Security Policy|Refused/i.test(p))).toEqual([]);
    await context.close();
  });

  test("the site's own map stays when the tile server is down, and says so to screen readers", async ({
    browser,
  }) => {
    await tiles.close();
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`http://localhost:${server.port}/reservations`);
    const figure = page.locator('figure[data-map-provider="maplibre"]');
    await expect(figure).toHaveAttribute("data-map-status", "failed");
    await expect(figure.getByRole("img", { name: "Sélectionnez un départ et une arrivée" })).toBeVisible();
    await expect(figure.getByText(/La carte n’a pas pu être chargée/)).toBeAttached();
    await context.close();
  });
});

test.describe("Google Places and Routes, shown on Google's map", () => {
  let apis: FakeService;
  let maps: FakeService & { scriptUrl: string };
  let server: RunningServer;
  const SERVER_KEY = "server-key-kept-on-server";
  const BROWSER_KEY = "browser-key-restricted";

  test.beforeAll(async () => {
    apis = await startFakeGoogleApis(SERVER_KEY);
    maps = await startFakeGoogleMapsScript();
    server = await startServer({
      env: {
        GEO_SEARCH_PROVIDER: "google",
        GEO_ROUTE_PROVIDER: "google",
        GOOGLE_MAPS_API_KEY: SERVER_KEY,
        GOOGLE_PLACES_URL: apis.url,
        GOOGLE_ROUTES_URL: apis.url,
        GOOGLE_MAPS_BROWSER_KEY: BROWSER_KEY,
        GOOGLE_MAPS_SCRIPT_URL: maps.scriptUrl,
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await apis?.close();
    await maps?.close();
  });

  test("autocomplete then details in one session; Google's route on a Google map with the browser key", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems = watchSecurity(page);
    const response = await page.goto(`http://localhost:${server.port}/en/reservations`);
    expect(response?.headers()["content-security-policy"]).toContain(`script-src 'self'`);
    expect(response?.headers()["content-security-policy"]).toContain(maps.url);
    const html = await page.content();
    expect(html).not.toContain(SERVER_KEY);

    const figure = page.locator('figure[data-map-provider="google"]');
    await expect(figure).toHaveAttribute("data-map-status", "ready");
    await expect(figure.getByTestId("fake-google-map")).toBeVisible();
    const scriptRequest = maps.requests.find((r) => r.path === "/maps/api/js")!;
    expect(scriptRequest.query.get("key")).toBe(BROWSER_KEY);
    expect(scriptRequest.query.get("language")).toBe("en");

    await pickPlace(page, "Departure", "aeroport nice", /Aéroport Nice Côte d['’]Azur/);
    await pickPlace(page, "Arrival", "Monaco", /^Monaco$/);
    await expect(page.getByTestId("estimate-distance")).toHaveText(/^32\skm$/);
    await expect(figure.locator("[data-route-kind]")).toHaveAttribute("data-route-kind", "road");
    await expect(page.getByTestId("estimate-source")).toHaveText(/road network \(Google\)/);
    // Each field's keystrokes and its Details call share one session token; the server's key was used.
    const searches = apis.requests.filter((r) => r.path === "/v1/places:autocomplete");
    const lookups = apis.requests.filter((r) => r.path.startsWith("/v1/places/"));
    expect(lookups.map((r) => r.path)).toEqual([
      "/v1/places/ChIJniceAirport01",
      "/v1/places/ChIJmonacoCity001",
    ]);
    const firstSession = (JSON.parse(searches[0]!.body) as { sessionToken: string }).sessionToken;
    expect(firstSession).toMatch(/^[0-9a-f]{32}$/);
    expect(lookups[0]!.query.get("sessionToken")).toBe(firstSession);
    expect(lookups[1]!.query.get("sessionToken")).not.toBe(firstSession);
    expect(apis.requests.every((r) => r.headers["x-goog-api-key"] === SERVER_KEY)).toBe(true);
    const drawn = await page.evaluate(() => {
      const log = (window as unknown as { __fakeGoogleMaps: { polylines: unknown[]; markers: unknown[] } })
        .__fakeGoogleMaps as {
        polylines: { path: { lat: number; lng: number }[]; map: unknown }[];
        markers: {
          position: { lat: number; lng: number } | null;
          map: unknown;
          options: { title: string };
        }[];
      };
      return {
        path: log.polylines.filter((p) => p.map).map((p) => p.path),
        markers: log.markers.filter((m) => m.map).map((m) => ({ title: m.options.title, at: m.position })),
      };
    });
    expect(drawn.path).toEqual([FAKE_ROAD.map(([lat, lng]) => ({ lat, lng }))]);
    expect(drawn.markers.map((m) => m.title)).toEqual(["Departure", "Arrival"]);
    expect(drawn.markers.map((m) => m.at)).toEqual([
      { lat: FAKE_ROAD[0]![0], lng: FAKE_ROAD[0]![1] },
      { lat: FAKE_ROAD.at(-1)![0], lng: FAKE_ROAD.at(-1)![1] },
    ]);
    // The site's own SVG map is not shown beside Google data.
    await expect(figure.locator("svg")).toHaveCount(0);
    expect(problems.filter((p) => /Content Security Policy|Refused/i.test(p))).toEqual([]);
    await expectNoAxeViolations(page);
    // The next step shows the places kept by the server.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/step=2/);
    await expect(page.getByText(/Aéroport Nice Côte d['’]Azur.*Monaco/).first()).toBeVisible();
    await expect(page.getByText("Addresses: Google Maps")).toBeVisible();
    await context.close();
  });

  test("without JavaScript no map shows Google data, and the visitor is told why", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`http://localhost:${server.port}/en/reservations`);
    const figure = page.locator('figure[data-map-provider="google"]');
    await expect(figure.getByText(/The interactive map appears when JavaScript is enabled/)).toBeVisible();
    await expect(figure.locator("svg")).toHaveCount(0);
    expect(maps.requests.filter((r) => r.path === "/maps/api/js")).toHaveLength(1);
    // A typed address is resolved on the server by Autocomplete then Details.
    await page.getByRole("combobox", { name: "Departure" }).fill("Monaco");
    await page.getByRole("combobox", { name: "Arrival" }).fill("aeroport nice");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/step=2/);
    await expect(page.getByText(/Monaco.*Aéroport Nice Côte d['’]Azur/).first()).toBeVisible();
    await context.close();
  });
});
