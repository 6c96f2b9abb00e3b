// Development aid (issue 13): full-page screenshots of every public page of the registry, in both
// languages, at 390 and 1440 px, plus the staff screens, to look at what a visitor and the office see.
// It also notes, per page, what a glance can miss: sideways scrolling, a brand name on two lines, two
// "Réserver" at once on a phone, straight apostrophes, pictures without a size or not lazy below the
// fold, one picture shown for two subjects, text cut by its box.
//
// Run with the pinned Node (it imports chromium.ts): node_modules/.bin/node, or npx node.
//   node scripts/screenshots.mjs http://localhost:3125                       # public pages
//   node scripts/screenshots.mjs http://localhost:3125 --staff mail:password  # and the staff screens
//   node scripts/screenshots.mjs http://localhost:3125 --only /blog,/en/blog  # a few pages
//
// Writes reports/screenshots/<page>-<width>.png and reports/screenshots/findings.md (reports/ is not
// committed). Pages come from /sitemap.xml (every indexable page of app/i18n/registry.ts, both
// languages) plus the registry's unlisted public ones (/confirmation) and the sign-in page.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    staff: { type: "string" },
    only: { type: "string" },
    widths: { type: "string", default: "390,1440" },
    "no-public": { type: "boolean", default: false },
    seed: { type: "boolean", default: false },
  },
});
const base = (positionals[0] ?? "http://localhost:3125").replace(/\/$/, "");
const widths = values.widths.split(",").map(Number);
const out = path.resolve("reports/screenshots");
fs.mkdirSync(out, { recursive: true });

async function publicPaths() {
  if (values.only) return values.only.split(",");
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return [...new Set([...listed, "/confirmation", "/en/confirmation", "/auth"])];
}

const fileName = (p, width) =>
  `${p.replace(/^\/+|\/+$/g, "").replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}.png`;

/** Scrolls down the page so lazy pictures load, then back to the top. */
async function settle(page) {
  await page.evaluate(async () => {
    // Half a screen at a time, slowly enough for each lazy picture to be asked for and drawn: with
    // quicker steps, long pages (/services) came out with empty picture frames.
    const step = window.innerHeight * 0.5;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((r) => setTimeout(r, 150));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  await page
    .waitForFunction(
      () =>
        [...document.images]
          .filter((img) => img.getBoundingClientRect().width > 0)
          .every((img) => img.complete && img.naturalWidth > 0),
      null,
      { timeout: 10_000 },
    )
    .catch(() => {});
  await page.waitForTimeout(250);
}

/** What the eye can miss, measured in the page. */
function inspect(width) {
  const findings = [];
  const vw = window.innerWidth;
  if (document.documentElement.scrollWidth > vw)
    findings.push(`sideways scroll: ${document.documentElement.scrollWidth}px wide`);
  const brand = document.querySelector("header a[href='/'] span, header a[href='/en'] span");
  if (brand) {
    const lines = Math.round(
      brand.getBoundingClientRect().height / parseFloat(getComputedStyle(brand).lineHeight || "20"),
    );
    if (lines > 1) findings.push(`brand name on ${lines} lines`);
    if (brand.scrollWidth > brand.clientWidth) findings.push("brand name truncated");
  }
  const text = document.body.innerText;
  const straight = text.match(/[\p{L}]'[\p{L}]|\p{L}s' \p{L}/gu);
  if (straight) findings.push(`straight apostrophes: ${[...new Set(straight)].slice(0, 8).join(" ")}`);
  const straightQuote = text.match(/"[\p{L}][^"\n]{0,40}"/gu);
  if (straightQuote) findings.push(`straight quotes: ${straightQuote.slice(0, 4).join(" | ")}`);
  const seen = new Map();
  for (const img of document.images) {
    const rect = img.getBoundingClientRect();
    const top = rect.top + window.scrollY;
    const src = img.currentSrc || img.src;
    const label = img.alt || img.closest("[data-art]")?.getAttribute("data-art") || src.split("/").pop();
    if (!img.getAttribute("width") || !img.getAttribute("height"))
      findings.push(`image without width/height: ${label}`);
    if (top > window.innerHeight && img.loading !== "lazy")
      findings.push(`image below the fold not lazy: ${label}`);
    if (img.complete && img.naturalWidth === 0) findings.push(`broken image: ${src}`);
    if (rect.width > 0) {
      const key = src.replace(/\?.*$/, "");
      const context =
        img
          .closest("article, li, figure, section")
          ?.querySelector("h1, h2, h3, figcaption")
          ?.textContent?.trim()
          .slice(0, 50) ?? "";
      seen.set(key, [...(seen.get(key) ?? []), context]);
    }
  }
  for (const [src, contexts] of seen)
    if (contexts.length > 1 && new Set(contexts).size > 1)
      findings.push(
        `one picture for ${contexts.length} subjects: ${src.split("/").pop()} (${contexts.join(" / ")})`,
      );
  // Text cut by its box (not the intended one-line ellipses).
  for (const el of document.querySelectorAll(
    "h1, h2, h3, h4, p, a, button, label, li, span, dt, dd, td, th",
  )) {
    if (!el.textContent?.trim() || el.children.length > 3) continue;
    const style = getComputedStyle(el);
    if (style.textOverflow === "ellipsis" || el.closest("[aria-hidden='true'], .sr-only")) continue;
    if ((style.overflow === "hidden" || style.overflowX === "hidden") && el.scrollWidth > el.clientWidth + 1)
      findings.push(`text cut: <${el.tagName.toLowerCase()}> ${el.textContent.trim().slice(0, 40)}`);
    const rect = el.getBoundingClientRect();
    if (
      rect.width > 0 &&
      (rect.right > vw + 1 || rect.left < -1) &&
      style.position !== "fixed" &&
      !el.closest("[data-scroller], .overflow-x-auto, [class*='overflow-x']")
    )
      findings.push(`off screen: <${el.tagName.toLowerCase()}> ${el.textContent.trim().slice(0, 40)}`);
  }
  // Book buttons visible at once in the first screen.
  const reserve = [...document.querySelectorAll("a, button")].filter((el) => {
    const r = el.getBoundingClientRect();
    const visible =
      r.width > 0 &&
      r.height > 0 &&
      r.top < window.innerHeight &&
      r.bottom > 0 &&
      getComputedStyle(el).visibility !== "hidden";
    // The footer's list of the site's pages names the booking page too: a link, not a button.
    return visible && !el.closest("footer") && /^(Réserver|Book)$/i.test(el.textContent?.trim() ?? "");
  });
  if (reserve.length > 1)
    findings.push(`${reserve.length} “Réserver/Book” buttons in the first screen at ${width}px`);
  return [...new Set(findings)];
}

async function reserveAfterScroll(page) {
  await page.evaluate(() => window.scrollTo(0, 1600));
  await page.waitForTimeout(300);
  const count = await page.evaluate(
    () =>
      [...document.querySelectorAll("a, button")].filter((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.height > 0 &&
          r.top < window.innerHeight &&
          r.bottom > 0 &&
          !el.closest("footer") &&
          /^(Réserver|Book|Réserver un trajet|Book a ride|Réserver maintenant|Book now)$/i.test(
            el.textContent?.trim() ?? "",
          )
        );
      }).length,
  );
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.waitForTimeout(200);
  return count;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const report = [`# Screenshots of ${base} (${new Date().toISOString()})`, ""];

/** A French browser at `width`, as tall as a phone or a laptop screen, and its page. */
async function pageAt(width) {
  const context = await browser.newContext({
    viewport: { width, height: width < 640 ? 844 : 900 },
    locale: "fr-FR",
  });
  return { context, page: await context.newPage() };
}

async function shoot(page, p, width, { name, setup } = {}) {
  const file = name ?? fileName(p, width);
  const response = p ? await page.goto(base + p, { waitUntil: "networkidle" }) : null;
  if (setup) await setup(page);
  await settle(page);
  const findings = await page.evaluate(inspect, width);
  if (width < 640 && !setup) {
    const after = await reserveAfterScroll(page);
    if (after > 1) findings.push(`${after} book buttons visible at once after scrolling`);
  }
  await page.screenshot({ path: path.join(out, file), fullPage: true });
  const status = response ? response.status() : "";
  report.push(`- ${file} ${status} ${findings.length ? `\n  - ${findings.join("\n  - ")}` : "✓"}`);
  console.log(file, status, findings.length ? findings.join("; ") : "");
}

if (!values["no-public"]) {
  const paths = await publicPaths();
  for (const width of widths) {
    const { context, page } = await pageAt(width);
    for (const p of paths) await shoot(page, p, width);
    await context.close();
  }
}

/** Tomorrow's date in Paris. */
function parisTomorrow() {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

async function signIn(page, email, password) {
  await page.goto(`${base}/auth?next=%2Fadmin%2Fplanning`);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL(/\/admin\/planning/);
}

/** --seed: a day of requests for tomorrow, a driver, a vehicle and two assignments (as planner.spec does). */
async function seed(email, password) {
  const date = parisTomorrow();
  const trips = [
    // "Nice aéroport" alone names two terminals: the form asks which, and the post is refused (400).
    ["Aéroport Nice Terminal 2", "Monaco", "07:30", "Élise", "Marchand"],
    ["Cannes", "Aéroport Nice Terminal 1", "09:30", "James", "Whitfield"],
    ["Monaco", "Milan", "11:00", "Giulia", "Rossi"],
    ["Saint-Tropez", "Aéroport Nice Terminal 2", "15:45", "Hannah", "Schneider"],
    ["Aéroport Nice Terminal 1", "Courchevel", "18:00", "Olivier", "Dupont-Lefèvre"],
  ];
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "fr-FR" });
  const page = await context.newPage();
  await signIn(page, email, password);
  await page.goto(`${base}/admin/planning?range=tomorrow`);
  // Tomorrow's jobs, not every link: the requests awaiting an answer (any date) are listed there too.
  const booked = await page.getByTestId("job-row").count();
  for (const [departure, arrival, time, firstName, lastName] of booked ? [] : trips) {
    const body = new URLSearchParams({
      intent: "confirm",
      step: "4",
      departure,
      arrival,
      date,
      time,
      passengers: "3",
      luggage: "3",
      firstName,
      lastName,
      // "élise@…" is refused as an e-mail address: the accents go.
      email: `${firstName.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()}@example.com`,
      phone: "+33 6 12 34 56 78",
    });
    const response = await fetch(`${base}/reservations`, { method: "POST", body, redirect: "manual" });
    console.log("booked", departure, "→", arrival, response.status, response.headers.get("location"));
  }
  await page.goto(`${base}/admin/drivers`);
  if (!(await page.getByText("Luca Bianchi").count())) {
    await page.getByLabel("Nom complet").fill("Luca Bianchi");
    await page.getByLabel("Téléphone").fill("+33 6 98 76 54 32");
    await page.getByLabel("Italien").check();
    await page.getByRole("button", { name: "Ajouter" }).click();
    await page.waitForLoadState("networkidle");
  }
  await page.goto(`${base}/admin/vehicles`);
  if (!(await page.getByText("GH-456-JK").count())) {
    await page.getByLabel("Modèle").fill("Mercedes Classe V 300d");
    await page.getByLabel("Immatriculation").fill("gh-456-jk");
    await page.getByRole("button", { name: "Ajouter" }).click();
    await page.waitForLoadState("networkidle");
  }
  // The day's requests are confirmed, as the office would, so they become the day's jobs.
  await page.goto(`${base}/admin/planning?range=tomorrow`);
  const details = await page
    .locator("a[href^='/admin/reservations/']")
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href")))]);
  for (const href of details) {
    const response = await page.request.post(`${base}${href}`, {
      form: { from: "new", to: "confirmed", finalPrice: "180" },
      headers: { Origin: base },
      maxRedirects: 0,
    });
    console.log("confirmed", href, response.status());
  }
  for (const index of [0, 1]) {
    await page.goto(`${base}/admin/planning?range=tomorrow`);
    const reference = await page.getByTestId("job-row").nth(index).getAttribute("data-reference");
    await page.getByRole("link", { name: reference, exact: true }).first().click();
    const card = page.getByTestId("assignment-card");
    await card.getByLabel("Chauffeur").selectOption({ label: "Luca Bianchi · +33 6 98 76 54 32" });
    await card
      .getByLabel("Véhicule")
      .selectOption({ label: "Mercedes Classe V 300d · GH-456-JK · 7 places" });
    await card.getByLabel("Point de rendez-vous").fill("Hall des arrivées, panneau au nom du client");
    await card.getByRole("button", { name: "Enregistrer l’attribution" }).click();
    await page.waitForLoadState("networkidle");
  }
  await context.close();
}

if (values.staff) {
  const [email, password] = values.staff.split(/:(.*)/s);
  if (values.seed) await seed(email, password);
  for (const width of widths) {
    const { context, page } = await pageAt(width);
    await signIn(page, email, password);
    await shoot(page, "/admin", width, { name: `admin-${width}.png` });
    await shoot(page, "/admin/planning?range=tomorrow", width, { name: `admin_planning-${width}.png` });
    await shoot(page, "/admin/planning?range=week", width, { name: `admin_planning_week-${width}.png` });
    await shoot(page, "/admin/drivers", width, { name: `admin_drivers-${width}.png` });
    await shoot(page, "/admin/vehicles", width, { name: `admin_vehicles-${width}.png` });
    await shoot(page, "/admin/accounts", width, { name: `admin_accounts-${width}.png` });
    await page.goto(`${base}/admin/planning?range=tomorrow`);
    const row = page.getByTestId("job-row").first();
    if (!(await row.count())) {
      // Without a confirmed job tomorrow there is no request, sheet or proof to show: say so and go on.
      console.log(`no job tomorrow at ${width} px: the request, sheet and proof pages need --seed`);
      await context.close();
      continue;
    }
    const reference = await row.getAttribute("data-reference");
    const sheet = await row
      .getByRole("link", { name: "Feuille du chauffeur" })
      .getAttribute("href")
      .catch(() => null);
    const proof = await row
      .getByTestId("job-proof")
      .getAttribute("href")
      .catch(() => null);
    const detail = await page
      .getByRole("link", { name: reference, exact: true })
      .first()
      .getAttribute("href");
    await shoot(page, detail, width, { name: `admin_reservation-${width}.png` });
    if (proof) await shoot(page, proof, width, { name: `admin_proof-${width}.png` });
    if (sheet) await shoot(page, sheet, width, { name: `admin_sheet-${width}.png` });
    await shoot(page, detail, width, {
      name: `admin_cancel_dialog-${width}.png`,
      setup: async (p) => {
        await p.getByRole("button", { name: "Annuler la réservation" }).click();
        await p.getByRole("dialog").waitFor();
      },
    });
    await context.close();
  }
}

await browser.close();
fs.writeFileSync(path.join(out, "findings.md"), `${report.join("\n")}\n`);
console.log(`\n${path.join(out, "findings.md")}`);
