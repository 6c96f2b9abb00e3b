#!/usr/bin/env node
/**
 * Builds app/domain/geo/data/region-map.json: the land and country borders of the French Riviera,
 * north-west Italy and western Switzerland as SVG path data, so the site can draw its own map
 * without any third-party request.
 *
 *   node scripts/geo/build-region-map.mjs
 *
 * Source: Natural Earth 1:10m (public domain) from the `world-atlas` dev dependency
 * (land-10m.json for the coast and land, countries-10m.json for borders between France, Monaco,
 * Italy and Switzerland). No lakes (Natural Earth "land" includes them).
 *
 * Projection: equirectangular scaled by cos(45°) (the middle latitude), which keeps shapes right
 * at this latitude; x grows eastwards, y southwards, the bounding box fills the viewBox width.
 * app/domain/geo/region-map.ts implements the same formula (project()) from the parameters
 * stored in the JSON file.
 *
 * Geometry is clipped to the box with d3-geo, simplified with Douglas–Peucker (tolerance below in
 * viewBox units), tiny islets are dropped, coordinates are rounded to 0.1.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { geoProjection } from "d3-geo";
import { feature, mesh } from "topojson-client";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const atlas = (name) => JSON.parse(readFileSync(join(root, "node_modules", "world-atlas", name), "utf8"));
const out = join(root, "app", "domain", "geo", "data", "region-map.json");

const BOUNDS = { west: 5.0, east: 10.5, south: 43.0, north: 47.0 };
const WIDTH = 1000;
const LAT0 = 45;
const TOLERANCE = 0.2; // Douglas–Peucker tolerance, viewBox units (≈ 90 m)
const MIN_RING_AREA = 0.5; // drop islets smaller than this (square viewBox units)

const RAD = Math.PI / 180;
const cos0 = Math.cos(LAT0 * RAD);
const k = WIDTH / (cos0 * (BOUNDS.east - BOUNDS.west) * RAD);
const HEIGHT = Math.round(k * (BOUNDS.north - BOUNDS.south) * RAD);

const projection = geoProjection((lambda, phi) => [lambda * cos0, phi])
  .scale(k)
  .translate([-k * cos0 * BOUNDS.west * RAD, k * BOUNDS.north * RAD])
  .precision(0.1)
  .clipExtent([
    [0, 0],
    [WIDTH, HEIGHT],
  ]);

/** Runs a GeoJSON object through the projection and collects rings (closed) and lines (open). */
function collect(object) {
  const parts = [];
  let current = null;
  let inPolygon = false;
  const sink = {
    point(x, y) {
      current.push([x, y]);
    },
    lineStart() {
      current = [];
    },
    lineEnd() {
      if (current.length > 1) parts.push({ closed: inPolygon, points: current });
      current = null;
    },
    polygonStart() {
      inPolygon = true;
    },
    polygonEnd() {
      inPolygon = false;
    },
    sphere() {},
  };
  const stream = projection.stream(sink);
  const features = object.type === "FeatureCollection" ? object.features : [object];
  for (const f of features) {
    const g = f.type === "Feature" ? f.geometry : f;
    streamGeometry(g, stream);
  }
  return parts;
}

function streamGeometry(g, stream) {
  const line = (coords, closed) => {
    stream.lineStart();
    const n = closed ? coords.length - 1 : coords.length; // GeoJSON rings repeat the first point
    for (let i = 0; i < n; i++) stream.point(coords[i][0], coords[i][1]);
    stream.lineEnd();
  };
  const polygon = (rings) => {
    stream.polygonStart();
    for (const r of rings) line(r, true);
    stream.polygonEnd();
  };
  switch (g.type) {
    case "Polygon":
      polygon(g.coordinates);
      break;
    case "MultiPolygon":
      for (const p of g.coordinates) polygon(p);
      break;
    case "LineString":
      line(g.coordinates, false);
      break;
    case "MultiLineString":
      for (const l of g.coordinates) line(l, false);
      break;
    case "GeometryCollection":
      for (const x of g.geometries) streamGeometry(x, stream);
      break;
    default:
      throw new Error(`unsupported geometry ${g.type}`);
  }
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

function ringArea(points) {
  let s = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++)
    s += (points[j][0] + points[i][0]) * (points[j][1] - points[i][1]);
  return Math.abs(s / 2);
}

const fmt = (v) => {
  const r = Math.round(v * 10) / 10;
  return Number.isInteger(r) ? String(r) : r.toFixed(1);
};

function toPath(parts) {
  let d = "";
  for (const part of parts) {
    let pts = part.points;
    if (part.closed) {
      // Simplify a closed ring by splitting it at its farthest point from the start.
      if (ringArea(pts) < MIN_RING_AREA) continue;
      let far = 0;
      let best = -1;
      for (let i = 1; i < pts.length; i++) {
        const dd = (pts[i][0] - pts[0][0]) ** 2 + (pts[i][1] - pts[0][1]) ** 2;
        if (dd > best) {
          best = dd;
          far = i;
        }
      }
      const first = douglasPeucker(pts.slice(0, far + 1), TOLERANCE);
      const second = douglasPeucker([...pts.slice(far), pts[0]], TOLERANCE);
      pts = [...first, ...second.slice(1, -1)];
      if (pts.length < 3) continue;
    } else {
      pts = douglasPeucker(pts, TOLERANCE);
    }
    // Drop consecutive duplicates after rounding.
    const rounded = [];
    for (const [x, y] of pts) {
      const p = `${fmt(x)} ${fmt(y)}`;
      if (rounded[rounded.length - 1] !== p) rounded.push(p);
    }
    if (rounded.length < 2) continue;
    d += `M${rounded[0]}L${rounded.slice(1).join(" ")}${part.closed ? "Z" : ""}`;
  }
  return d;
}

const landTopo = atlas("land-10m.json");
const countriesTopo = atlas("countries-10m.json");
/** Keeps only the polygons whose outer ring's bounding box meets the map bounds (± 1°). */
function nearBounds(geometry) {
  const hit = (ring) => {
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
    return e >= BOUNDS.west - 1 && w <= BOUNDS.east + 1 && n >= BOUNDS.south - 1 && s <= BOUNDS.north + 1;
  };
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  return { type: "MultiPolygon", coordinates: polygons.filter((p) => hit(p[0])) };
}

// Polygons far away (Antarctica wraps the pole and would fill the whole box once clipped).
const landFeature = feature(landTopo, landTopo.objects.land);
const land = nearBounds(
  landFeature.type === "FeatureCollection" ? landFeature.features[0].geometry : landFeature.geometry,
);
const REGION_COUNTRIES = new Set(["250", "492", "380", "756"]); // France, Monaco, Italy, Switzerland
const borders = mesh(
  countriesTopo,
  countriesTopo.objects.countries,
  (a, b) => a !== b && (REGION_COUNTRIES.has(a.id) || REGION_COUNTRIES.has(b.id)),
);

const landPath = toPath(collect(land));
const borderPath = toPath(collect(borders));

const data = {
  source: "Natural Earth 1:10m (land, admin-0 countries) via world-atlas 2.0.2",
  license: "Public domain (Natural Earth)",
  bounds: BOUNDS,
  projection: { type: "equirectangular-cos", lat0: LAT0, scale: k },
  width: WIDTH,
  height: HEIGHT,
  viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
  land: landPath,
  borders: borderPath,
};
const json = `${JSON.stringify(data, null, 1)}\n`;
writeFileSync(out, json);
console.log(
  `region-map.json: ${(Buffer.byteLength(json) / 1024).toFixed(1)} KB (land ${(landPath.length / 1024).toFixed(1)} KB, borders ${(borderPath.length / 1024).toFixed(1)} KB), viewBox ${data.viewBox}`,
);
