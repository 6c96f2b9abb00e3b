/**
 * The site's own map of the region (Marseille and Lyon to Zurich, Milan and Genoa, decision 023): land,
 * country borders and lakes from OpenStreetMap (ODbL), cropped and simplified at build time by
 * scripts/geo/build-region-map.mjs into data/region-map.json, drawn by the site itself — no tiles, no
 * third-party request.
 *
 * Server-side only in practice: the data weigh ~70 KB, so the pages never import this module; they
 * show the SVG that the resource route /carte.svg renders with region-map-svg.ts.
 *
 * This module holds the geometry: the projection, the frame fitted to a trip, clipping to a frame, and
 * the label placement that keeps labels apart, inside the frame and off the pins.
 */

import type { Lang } from "~/i18n/lang";
import { MAP_CITY_ROWS } from "./data/map-cities";
import mapData from "./data/region-map.json";
import { insideRings } from "./polygon";
import type { CountryCode } from "./types";

const RAD = Math.PI / 180;

export type XY = { x: number; y: number };
export type Ring = [number, number][];
export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface RegionMap {
  viewBox: string;
  width: number;
  height: number;
  /** SVG path data of the land (closed rings, even-odd), clipped to the bounds. */
  land: string;
  /** SVG path data of country borders (open lines). */
  borders: string;
  /** SVG path data of the main lakes (closed rings). */
  lakes: string;
  bounds: { west: number; east: number; south: number; north: number };
  source: string;
  license: string;
}

export const REGION_MAP: RegionMap = {
  viewBox: mapData.viewBox,
  width: mapData.width,
  height: mapData.height,
  land: mapData.land,
  borders: mapData.borders,
  lakes: mapData.lakes,
  bounds: mapData.bounds,
  source: mapData.source,
  license: mapData.license,
};

const cos0 = Math.cos(mapData.projection.lat0 * RAD);
const scale = mapData.projection.scale;

/** Projects WGS84 coordinates to viewBox coordinates (same formula as the build script). */
export function project(lat: number, lng: number): XY {
  return {
    x: scale * cos0 * (lng - mapData.bounds.west) * RAD,
    y: scale * (mapData.bounds.north - lat) * RAD,
  };
}

/** Inverse of project(): viewBox coordinates back to WGS84. */
export function unproject(x: number, y: number): { lat: number; lng: number } {
  return {
    lat: mapData.bounds.north - y / (scale * RAD),
    lng: mapData.bounds.west + x / (scale * cos0 * RAD),
  };
}

/** True when the point falls inside the drawn area. */
export function isOnMap(lat: number, lng: number): boolean {
  const { west, east, south, north } = mapData.bounds;
  return lat >= south && lat <= north && lng >= west && lng <= east;
}

/** Parses the absolute M/L/Z path data written by the build script. */
export function parsePath(d: string): { points: Ring; closed: boolean }[] {
  const out: { points: Ring; closed: boolean }[] = [];
  for (const part of d.split("M")) {
    if (!part) continue;
    const closed = part.endsWith("Z");
    const nums = (closed ? part.slice(0, -1) : part).replace("L", " ").trim().split(/\s+/).map(Number);
    const points: Ring = [];
    for (let i = 0; i + 1 < nums.length; i += 2) points.push([nums[i]!, nums[i + 1]!]);
    out.push({ points, closed });
  }
  return out;
}

let parsed: { land: Ring[]; lakes: Ring[]; borders: Ring[] } | null = null;
/** The map's rings and lines, parsed once. */
export function regionGeometry() {
  parsed ??= {
    land: parsePath(REGION_MAP.land).map((p) => p.points),
    lakes: parsePath(REGION_MAP.lakes).map((p) => p.points),
    borders: parsePath(REGION_MAP.borders).map((p) => p.points),
  };
  return parsed;
}

/** Land, not lake. */
export function isLand(x: number, y: number): boolean {
  const g = regionGeometry();
  return insideRings(x, y, g.land) && !insideRings(x, y, g.lakes);
}

/** Sutherland–Hodgman: a ring clipped to the frame still fills the same area inside it. */
export function clipRing(ring: Ring, f: Frame): Ring {
  const x1 = f.x + f.width;
  const y1 = f.y + f.height;
  const planes: [axis: 0 | 1, value: number, keepAbove: boolean][] = [
    [0, f.x, true],
    [0, x1, false],
    [1, f.y, true],
    [1, y1, false],
  ];
  let pts = ring;
  for (const [axis, value, above] of planes) {
    if (!pts.length) break;
    const inside = (p: [number, number]) => (above ? p[axis] >= value : p[axis] <= value);
    const next: Ring = [];
    for (let i = 0; i < pts.length; i++) {
      const a = pts[(i + pts.length - 1) % pts.length]!;
      const b = pts[i]!;
      const ina = inside(a);
      const inb = inside(b);
      if (ina !== inb) {
        const t = (value - a[axis]) / (b[axis] - a[axis]);
        const p: [number, number] = [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
        p[axis] = value;
        next.push(p);
      }
      if (inb) next.push(b);
    }
    pts = next;
  }
  return pts;
}

/** An open line cut to the frame: the runs of segments that touch it. */
export function clipLine(line: Ring, f: Frame): Ring[] {
  const pad = 0.5;
  const inside = ([x, y]: [number, number]) =>
    x >= f.x - pad && x <= f.x + f.width + pad && y >= f.y - pad && y <= f.y + f.height + pad;
  const parts: Ring[] = [];
  let current: Ring = [];
  for (let i = 0; i < line.length; i++) {
    const p = line[i]!;
    const prev = line[i - 1];
    const next = line[i + 1];
    const keep = inside(p) || (prev && inside(prev)) || (next && inside(next));
    if (keep) current.push(p);
    if (!keep || (!inside(p) && !(next && inside(next)))) {
      if (current.length > 1) parts.push(current);
      current = [];
    }
  }
  if (current.length > 1) parts.push(current);
  return parts;
}

interface MapCity {
  id: string;
  name: Record<Lang, string>;
  country: CountryCode;
  lat: number;
  lng: number;
  /** Projected position in the viewBox. */
  x: number;
  y: number;
  /** 1 = labelled first, 2 = labelled when there is room. */
  rank: 1 | 2;
}

const city = (
  id: string,
  name: string | Record<Lang, string>,
  country: CountryCode,
  lat: number,
  lng: number,
  rank: 1 | 2,
): MapCity => ({
  id,
  name: typeof name === "string" ? { fr: name, en: name } : name,
  country,
  lat,
  lng,
  ...project(lat, lng),
  rank,
});

/** Labelled reference places (data/map-cities.ts), in labelling order. */
export const REFERENCE_CITIES: readonly MapCity[] = MAP_CITY_ROWS.map((row) => city(...row));

/**
 * The frame around a set of points (the route and its ends): a margin of a fifth of the span (at
 * least `minWidth / 6`), widened to the aspect ratio, at least `minWidth` wide, then moved (never
 * cut) to stay inside the drawn region, so every side shows real land or sea, never the data's edge.
 * A trip longer than the region is tall or wide shows the whole region in that direction.
 */
export function fitFrame(points: readonly XY[], aspect: number, minWidth = 90): Frame {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const pad = Math.max(minWidth / 6, 0.2 * Math.max(maxX - minX, maxY - minY));
  let width = Math.max(minWidth, maxX - minX + 2 * pad, (maxY - minY + 2 * pad) * aspect);
  let height = width / aspect;
  if (width > REGION_MAP.width) {
    width = REGION_MAP.width;
    height = Math.max(height, width / aspect);
  }
  height = Math.min(height, REGION_MAP.height);
  const clamp = (value: number, size: number, total: number) =>
    Math.min(Math.max(value, 0), Math.max(0, total - size));
  return {
    x: clamp((minX + maxX) / 2 - width / 2, width, REGION_MAP.width),
    y: clamp((minY + maxY) / 2 - height / 2, height, REGION_MAP.height),
    width,
    height,
  };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LabelRequest {
  id: string;
  text: string;
  /** The point the label names. */
  x: number;
  y: number;
}

export interface PlacedLabel extends LabelRequest {
  /** Text anchor point (start of the text, alphabetic baseline). */
  tx: number;
  ty: number;
  box: Box;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Estimated width of a text in a sans-serif font: ~0.6 em per character (wide on purpose). */
export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const ch of text) em += /[A-ZÀ-ÖØ-ÞMW]/.test(ch) ? 0.7 : /[ilj.’'\- ]/.test(ch) ? 0.32 : 0.58;
  return em * fontSize;
}

/**
 * Deterministic label placement: for each request in order, try eight positions around the point
 * (right, left, above, below, then the corners) and keep the first whose box lies inside the frame
 * (with `inset`), overlaps no placed label and no obstacle (pins, dots). Labels that fit nowhere are
 * left out, never drawn over something.
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  frame: Frame,
  fontSize: number,
  obstacles: readonly Box[],
  inset = fontSize * 0.4,
): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  const gap = fontSize * 0.55;
  const ascent = fontSize * 0.78;
  const descent = fontSize * 0.24;
  const h = ascent + descent;
  for (const r of requests) {
    const w = textWidth(r.text, fontSize);
    // Box top-left corners for each candidate position.
    const candidates: [number, number][] = [
      [r.x + gap, r.y - h / 2],
      [r.x - gap - w, r.y - h / 2],
      [r.x - w / 2, r.y - gap - h],
      [r.x - w / 2, r.y + gap],
      [r.x + gap * 0.7, r.y - gap * 0.7 - h],
      [r.x + gap * 0.7, r.y + gap * 0.7],
      [r.x - gap * 0.7 - w, r.y - gap * 0.7 - h],
      [r.x - gap * 0.7 - w, r.y + gap * 0.7],
    ];
    for (const [bx, by] of candidates) {
      const box = { x: bx, y: by, width: w, height: h };
      const inside =
        box.x >= frame.x + inset &&
        box.y >= frame.y + inset &&
        box.x + box.width <= frame.x + frame.width - inset &&
        box.y + box.height <= frame.y + frame.height - inset;
      if (!inside) continue;
      if (obstacles.some((o) => overlaps(o, box)) || placed.some((p) => overlaps(p.box, box))) continue;
      placed.push({ ...r, tx: bx, ty: by + ascent, box });
      break;
    }
  }
  return placed;
}

/** A square box around a circle, for placeLabels' obstacles. */
export const circleBox = (x: number, y: number, r: number): Box => ({
  x: x - r,
  y: y - r,
  width: 2 * r,
  height: 2 * r,
});
