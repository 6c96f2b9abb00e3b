#!/usr/bin/env node
/**
 * Builds app/domain/geo/data/region-map.json: the land, country borders and main lakes from Marseille
 * and Lyon to Zurich, Milan, Genoa and Corsica's cape, as SVG path data, so the site draws its own map
 * without any third-party request (decision 023).
 *
 *   node scripts/geo/build-region-map.mjs            (downloads the sources once, ~95 MB, with npm)
 *   GEO_SOURCES=/some/dir node scripts/geo/build-region-map.mjs
 *
 * Sources (build time only, never a dependency of the site; installed with `npm install --prefix`
 * into GEO_SOURCES, by default the system's temporary directory):
 * - @geo-maps/countries-coastline-1m 0.6.0: countries cut along the coastline, from OpenStreetMap,
 *   1 m resolution. Open Database License (ODbL) 1.0, © OpenStreetMap contributors.
 * - @geo-maps/earth-lakes-10m 0.6.0: lakes, from OpenStreetMap, 10 m resolution, ODbL 1.0.
 * - topojson-server / topojson-simplify / topojson-client: shared borders become shared arcs, so the
 *   simplification never opens a gap between two countries.
 *
 * Projection: equirectangular scaled by cos(45°) (the middle latitude), x eastwards, y southwards,
 * the bounding box fills the viewBox width (1 unit ≈ 670 m). app/domain/geo/region-map.ts implements
 * the same formula (project()) from the parameters stored in the JSON file.
 *
 * Simplification: Visvalingam on the shared arcs down to about 90 m (what a trip frame of 60 km
 * shows at 1,440 px), coordinates rounded to 0.1 unit (≈ 67 m); islets and lakes smaller than the
 * thresholds below are dropped; everything is clipped to the bounding box.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const out = join(root, "app", "domain", "geo", "data", "region-map.json");

const SOURCES = {
  "@geo-maps/countries-coastline-1m": "0.6.0",
  "@geo-maps/earth-lakes-10m": "0.6.0",
  "topojson-server": "3.0.1",
  "topojson-simplify": "3.0.3",
  "topojson-client": "3.1.0",
};
const sourceDir = process.env.GEO_SOURCES ?? join(tmpdir(), "geo-sources");
if (
  !Object.keys(SOURCES).every((name) => existsSync(join(sourceDir, "node_modules", name, "package.json")))
) {
  mkdirSync(sourceDir, { recursive: true });
  writeFileSync(join(sourceDir, "package.json"), '{"private":true}\n');
  execFileSync(
    "npm",
    [
      "install",
      "--no-save",
      "--no-audit",
      "--no-fund",
      "--ignore-scripts",
      "--prefix",
      sourceDir,
      ...Object.entries(SOURCES).map(([n, v]) => `${n}@${v}`),
    ],
    { stdio: "inherit" },
  );
}
const require = createRequire(join(sourceDir, "package.json"));
const { topology } = require("topojson-server");
const { presimplify, simplify } = require("topojson-simplify");
const { merge, mesh } = require("topojson-client");
const readSource = (name) =>
  JSON.parse(readFileSync(join(sourceDir, "node_modules", name, "map.geo.json"), "utf8"));

/** Marseille and Lyon to Zurich, Milan and Genoa, with room for any trip's frame to show land and sea. */
const BOUNDS = { west: 3.4, east: 11.9, south: 41.9, north: 48.3 };
const WIDTH = 1000;
const LAT0 = 45;
const TOLERANCE = 0.13; // viewBox units (≈ 90 m)
const BORDER_TOLERANCE = 0.25; // borders run along ridges: ≈ 170 m is finer than the dashes drawing them
const MIN_ISLAND = 0.6; // square units (≈ 0.27 km²)
const MIN_LAKE = 6; // square units (≈ 2.7 km²; OpenStreetMap cuts some lakes, e.g. Lugano, into parts)

const RAD = Math.PI / 180;
const cos0 = Math.cos(LAT0 * RAD);
const k = WIDTH / (cos0 * (BOUNDS.east - BOUNDS.west) * RAD);
const HEIGHT = Math.round(k * (BOUNDS.north - BOUNDS.south) * RAD);
const project = ([lng, lat]) => [k * cos0 * (lng - BOUNDS.west) * RAD, k * (BOUNDS.north - lat) * RAD];

const MARGIN = 0.5; // degrees kept around the box before clipping
function nearBox(ring) {
  let w = 180;
  let e = -180;
  let s = 90;
  let n = -90;
  for (const [x, y] of ring) {
    w = Math.min(w, x);
    e = Math.max(e, x);
    s = Math.min(s, y);
    n = Math.max(n, y);
  }
  return (
    e >= BOUNDS.west - MARGIN &&
    w <= BOUNDS.east + MARGIN &&
    n >= BOUNDS.south - MARGIN &&
    s <= BOUNDS.north + MARGIN
  );
}

/** Polygons of a (Multi)Polygon near the box, projected. */
function nearPolygons(geometry) {
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  return polygons.filter((p) => nearBox(p[0])).map((p) => p.map((ring) => ring.map(project)));
}

function ringArea(points) {
  let s = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++)
    s += (points[j][0] + points[i][0]) * (points[j][1] - points[i][1]);
  return Math.abs(s / 2);
}

/** Sutherland–Hodgman against the box [0, WIDTH] × [0, HEIGHT]: the clipped ring still fills right. */
function clipRing(ring) {
  const edges = [(p) => p[0] >= 0, (p) => p[0] <= WIDTH, (p) => p[1] >= 0, (p) => p[1] <= HEIGHT];
  const cut = [
    (a, b) => lerpAt(a, b, 0, 0),
    (a, b) => lerpAt(a, b, 0, WIDTH),
    (a, b) => lerpAt(a, b, 1, 0),
    (a, b) => lerpAt(a, b, 1, HEIGHT),
  ];
  let pts = ring;
  for (let e = 0; e < 4 && pts.length; e++) {
    const next = [];
    for (let i = 0; i < pts.length; i++) {
      const a = pts[(i + pts.length - 1) % pts.length];
      const b = pts[i];
      const ina = edges[e](a);
      const inb = edges[e](b);
      if (inb) {
        if (!ina) next.push(cut[e](a, b));
        next.push(b);
      } else if (ina) next.push(cut[e](a, b));
    }
    pts = next;
  }
  return pts;
}
function lerpAt(a, b, axis, value) {
  const t = (value - a[axis]) / (b[axis] - a[axis]);
  const p = [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
  p[axis] = value;
  return p;
}

/** Open lines cut to the box (segments with both ends outside are dropped). */
function clipLine(line) {
  const inside = (p) => p[0] >= 0 && p[0] <= WIDTH && p[1] >= 0 && p[1] <= HEIGHT;
  const parts = [];
  let current = [];
  for (let i = 0; i < line.length; i++) {
    const p = line[i];
    if (inside(p)) current.push(p);
    else {
      const prev = line[i - 1];
      const next = line[i + 1];
      if ((prev && inside(prev)) || (next && inside(next))) current.push(p);
      if (!(next && inside(next)) && current.length > 1) {
        parts.push(current);
        current = [];
      } else if (!(next && inside(next))) current = [];
    }
  }
  if (current.length > 1) parts.push(current);
  return parts;
}

function douglasPeucker(points, tolerance) {
  if (points.length <= 2) return points.slice();
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    const [ax, ay] = points[a];
    const [bx, by] = points[b];
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    let maxD = -1;
    let index = -1;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i];
      let d;
      if (len2 === 0) d = Math.hypot(px - ax, py - ay);
      else {
        const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
        d = Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
      }
      if (d > maxD) {
        maxD = d;
        index = i;
      }
    }
    if (maxD > tolerance) {
      keep[index] = 1;
      stack.push([a, index], [index, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

const fmt = (v) => {
  const r = Math.round(v * 10) / 10;
  return Number.isInteger(r) ? String(r) : r.toFixed(1);
};

/** Absolute M/L/Z path data, consecutive duplicates dropped after rounding. */
function toPath(lines, closed) {
  let d = "";
  for (const pts of lines) {
    const rounded = [];
    for (const [x, y] of pts) {
      const p = `${fmt(x)} ${fmt(y)}`;
      if (rounded[rounded.length - 1] !== p) rounded.push(p);
    }
    if (closed && rounded.length > 1 && rounded[0] === rounded[rounded.length - 1]) rounded.pop();
    if (rounded.length < (closed ? 3 : 2)) continue;
    d += `M${rounded[0]}L${rounded.slice(1).join(" ")}${closed ? "Z" : ""}`;
  }
  return d;
}

/** Rings of a merged (Multi)Polygon, clipped to the box, islets dropped. */
function clippedRings(geometry, minArea) {
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  const rings = [];
  for (const polygon of polygons)
    for (const ring of polygon) {
      const open = ring.slice(0, -1);
      const clipped = clipRing(open);
      if (clipped.length >= 3 && ringArea(clipped) >= minArea) rings.push(clipped);
    }
  return rings;
}

// Countries near the box → one topology (shared borders as shared arcs) → simplified once.
console.time("countries");
const countries = readSource("@geo-maps/countries-coastline-1m");
const nearby = [];
for (const f of countries.features) {
  const polygons = nearPolygons(f.geometry);
  if (polygons.length)
    nearby.push({
      type: "Feature",
      id: f.properties.A3,
      geometry: { type: "MultiPolygon", coordinates: polygons },
    });
}
console.timeEnd("countries");
console.log("countries near the box:", nearby.map((f) => f.id).join(" "));
const topo = presimplify(topology({ countries: { type: "FeatureCollection", features: nearby } }));
const simple = simplify(topo, TOLERANCE * TOLERANCE);
const landRings = clippedRings(merge(simple, simple.objects.countries.geometries), MIN_ISLAND).map((r) =>
  r.concat([r[0]]),
);
// Borders are lines only (the land is merged), so they can be thinned further without opening gaps.
const borderLines = mesh(simple, simple.objects.countries, (a, b) => a !== b)
  .coordinates.flatMap(clipLine)
  .map((line) => douglasPeucker(line, BORDER_TOLERANCE));

// Lakes: the polygons in the box larger than MIN_LAKE, simplified like the coast.
const lakesSource = readSource("@geo-maps/earth-lakes-10m");
const lakeRings = [];
for (const g of lakesSource.geometries)
  for (const polygon of nearPolygons(g)) {
    const outer = polygon[0].slice(0, -1);
    if (ringArea(outer) < MIN_LAKE) continue;
    const clipped = clipRing(outer);
    if (clipped.length < 3) continue;
    lakeRings.push(douglasPeucker([...clipped, clipped[0]], TOLERANCE));
  }

const land = toPath(landRings, true);
const borders = toPath(borderLines, false);
const lakes = toPath(lakeRings, true);

const data = {
  source:
    "OpenStreetMap via @geo-maps/countries-coastline-1m 0.6.0 (coast, countries) and @geo-maps/earth-lakes-10m 0.6.0 (lakes); built by scripts/geo/build-region-map.mjs",
  license: "Open Database License (ODbL) 1.0, © OpenStreetMap contributors",
  bounds: BOUNDS,
  projection: { type: "equirectangular-cos", lat0: LAT0, scale: k },
  width: WIDTH,
  height: HEIGHT,
  viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
  land,
  borders,
  lakes,
};
const json = `${JSON.stringify(data, null, 1)}\n`;
writeFileSync(out, json);
const kb = (s) => (Buffer.byteLength(s) / 1024).toFixed(1);
console.log(
  `region-map.json: ${kb(json)} KB (land ${kb(land)} KB, borders ${kb(borders)} KB, lakes ${kb(lakes)} KB in ${lakeRings.length} lakes), viewBox ${data.viewBox}`,
);
