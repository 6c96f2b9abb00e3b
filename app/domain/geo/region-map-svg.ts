/**
 * Renders the region map as a standalone SVG document (decision 023): the frame fitted to the trip,
 * land, sea, lakes, borders, the main roads of the road graph (faint), the route in the house colours
 * and labels that never collide, never leave the frame and never sit under a pin. Served by the
 * resource route /carte.svg (routes/map-svg.ts), so the ~70 KB of geography stay on the server.
 */

import type { Lang } from "~/i18n/lang";
import {
  type Box,
  circleBox,
  clipLine,
  clipRing,
  type Frame,
  fitFrame,
  type LabelRequest,
  type PlacedLabel,
  placeLabels,
  project,
  REFERENCE_CITIES,
  type Ring,
  regionGeometry,
  type XY,
} from "./region-map";
import { ROAD_EDGES, ROAD_NODES } from "./road-graph";
import { route } from "./routing";
import { COUNTRY_NAMES, type LatLng } from "./types";

export type MapSize = "s" | "l";
export type MapTheme = "ivory" | "navy";

/** Phone (4:3, drawn for ~360 px) and wide (16:10, drawn for ~760 px) versions. */
export const MAP_SIZES: Record<MapSize, { aspect: number; px: number; font: number; maxLabels: number }> = {
  s: { aspect: 4 / 3, px: 360, font: 12.5, maxLabels: 6 },
  l: { aspect: 16 / 10, px: 760, font: 13, maxLabels: 12 },
};

/** Colours from the palette (app/app.css, decision 012). */
const THEMES = {
  ivory: {
    sea: "#d9e0e4", // ivory 200 over navy 600 at 15 %
    land: "#fcfaf5",
    lake: "#d9e0e4",
    lakeEdge: "#b9c6cf",
    border: "#8f6d2f",
    road: "#ddd1b8",
    route: "#0c1a2b",
    routeHalo: "#fcfaf5",
    dot: "#4f5b69",
    text: "#1b2430",
    textHalo: "#fcfaf5",
    from: "#0c1a2b",
    to: "#b8944f",
    pinEdge: "#fcfaf5",
    country: "#735624",
    sea_text: "#2b4a6f",
  },
  navy: {
    sea: "#0c1a2b",
    land: "#1d3552",
    lake: "#13263d",
    lakeEdge: "#2b4a6f",
    border: "#e2c994",
    road: "#2b4a6f",
    route: "#d1b070",
    routeHalo: "#0c1a2b",
    dot: "#e2c994",
    text: "#fcfaf5",
    textHalo: "#0c1a2b",
    from: "#fcfaf5",
    to: "#d1b070",
    pinEdge: "#0c1a2b",
    country: "#ddd1b8",
    sea_text: "#ddd1b8",
  },
} as const;

/** The coast the company serves, from Saint-Tropez to Menton (the contact page). */
const RIVIERA = { north: 43.98, south: 43.13, west: 6.45, east: 7.78 };

const SEA_NAMES: { id: string; name: Record<Lang, string>; lat: number; lng: number }[] = [
  { id: "sea-med", name: { fr: "Mer Méditerranée", en: "Mediterranean Sea" }, lat: 43.32, lng: 7.25 },
  { id: "sea-ligure", name: { fr: "Mer Ligure", en: "Ligurian Sea" }, lat: 43.95, lng: 8.9 },
  { id: "sea-lion", name: { fr: "Golfe du Lion", en: "Gulf of Lion" }, lat: 43.05, lng: 4.6 },
];
const COUNTRY_LABELS: { id: string; country: keyof typeof COUNTRY_NAMES; lat: number; lng: number }[] = [
  { id: "country-fr", country: "FR", lat: 43.92, lng: 6.62 },
  { id: "country-it", country: "IT", lat: 43.93, lng: 7.62 },
];

export interface MapRequest {
  view: "trip" | "riviera";
  from?: LatLng | null;
  to?: LatLng | null;
  lang: Lang;
  size: MapSize;
  theme: MapTheme;
}

export interface MapDrawing {
  frame: Frame;
  /** Nominal pixel size of the drawing. */
  width: number;
  height: number;
  labels: PlacedLabel[];
  pins: { x: number; y: number; r: number }[];
  route: XY[];
  svg: string;
}

const n1 = (v: number) => (Math.round(v * 10) / 10).toString();
const n2 = (v: number) => (Math.round(v * 100) / 100).toString();
const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function ringsPath(rings: readonly Ring[], closed: boolean): string {
  let d = "";
  for (const ring of rings) {
    const pts: string[] = [];
    for (const [x, y] of ring) {
      const p = `${n1(x)} ${n1(y)}`;
      if (pts[pts.length - 1] !== p) pts.push(p);
    }
    if (pts.length < (closed ? 3 : 2)) continue;
    d += `M${pts[0]}L${pts.slice(1).join(" ")}${closed ? "Z" : ""}`;
  }
  return d;
}

/** Everything the drawing needs, computed once (the SVG text is built from it). */
export function drawRegionMap(request: MapRequest): MapDrawing {
  const size = MAP_SIZES[request.size];
  const colours = THEMES[request.theme];
  const a = request.from ? project(request.from.lat, request.from.lng) : null;
  const b = request.to ? project(request.to.lat, request.to.lng) : null;
  const path: XY[] =
    request.view === "trip" && request.from && request.to
      ? route(request.from, request.to).path.map((p) => project(p.lat, p.lng))
      : [];
  let frame: Frame;
  if (request.view === "riviera" || !(a || b)) {
    const nw = project(RIVIERA.north, RIVIERA.west);
    const se = project(RIVIERA.south, RIVIERA.east);
    frame = fitFrame([nw, se], size.aspect);
  } else
    frame = fitFrame(path.length ? [...path, ...(a ? [a] : []), ...(b ? [b] : [])] : [a ?? b!], size.aspect);

  const u = frame.width / size.px; // map units per nominal pixel
  const width = size.px;
  const height = Math.round(size.px * (frame.height / frame.width));
  const font = size.font * u;
  const pinR = 7 * u;
  const pins = [
    ...(a ? [{ ...a, r: pinR, fill: colours.from }] : []),
    ...(b ? [{ ...b, r: pinR, fill: colours.to }] : []),
  ];

  const geo = regionGeometry();
  const land = ringsPath(
    geo.land.map((r) => clipRing(r, frame)),
    true,
  );
  const lakes = ringsPath(
    geo.lakes.map((r) => clipRing(r, frame)),
    true,
  );
  const borders = ringsPath(
    geo.borders.flatMap((l) => clipLine(l, frame)),
    false,
  );
  const roadLines: Ring[] = [];
  for (const e of ROAD_EDGES) {
    if (e.mode === "train") continue;
    const p = ROAD_NODES[e.a];
    const q = ROAD_NODES[e.b];
    const pp = project(p.lat, p.lng);
    const qq = project(q.lat, q.lng);
    roadLines.push(
      ...clipLine(
        [
          [pp.x, pp.y],
          [qq.x, qq.y],
        ],
        frame,
      ),
    );
  }
  const roads = ringsPath(roadLines, false);

  // Labels: seas and countries on the regional view, then towns, rank 1 first.
  const dotR = 2.6 * u;
  const near = (c: XY, p: XY) => Math.hypot(c.x - p.x, c.y - p.y) < pinR * 2.2;
  const inFrame = (c: XY) =>
    c.x > frame.x && c.x < frame.x + frame.width && c.y > frame.y && c.y < frame.y + frame.height;
  const towns = REFERENCE_CITIES.filter((c) => inFrame(c) && !pins.some((p) => near(c, p)));
  const obstacles: Box[] = [
    ...pins.map((p) => circleBox(p.x, p.y, p.r + 2 * u)),
    ...towns.map((c) => circleBox(c.x, c.y, dotR + u)),
  ];
  const requests: LabelRequest[] = [...towns]
    .sort((p, q) => p.rank - q.rank)
    .map((c) => ({ id: c.id, text: c.name[request.lang], x: c.x, y: c.y }));
  const townLabels = placeLabels(requests, frame, font, obstacles, 4 * u).slice(0, size.maxLabels);
  const placedIds = new Set(townLabels.map((l) => l.id));

  const areaLabels: PlacedLabel[] = [];
  if (request.view === "riviera") {
    const areaRequests: LabelRequest[] = [
      ...SEA_NAMES.map((s) => ({ id: s.id, text: s.name[request.lang], ...project(s.lat, s.lng) })),
      ...COUNTRY_LABELS.map((c) => ({
        id: c.id,
        text: COUNTRY_NAMES[c.country][request.lang].toUpperCase(),
        ...project(c.lat, c.lng),
      })),
    ].filter(inFrame);
    // Centred on their point: placed as obstacles-aware boxes too.
    for (const r of areaRequests) {
      const placed = placeLabels(
        [{ ...r, x: r.x, y: r.y }],
        frame,
        font,
        [...obstacles, ...townLabels.map((l) => l.box), ...areaLabels.map((l) => l.box)],
        4 * u,
      );
      areaLabels.push(...placed);
    }
  }
  const labels = [...townLabels, ...areaLabels];

  const svg: string[] = [];
  svg.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n2(frame.x)} ${n2(frame.y)} ${n2(frame.width)} ${n2(frame.height)}" width="${width}" height="${height}" font-family="Inter Variable, Inter, Helvetica Neue, Arial, sans-serif">`,
  );
  svg.push(
    `<rect x="${n2(frame.x)}" y="${n2(frame.y)}" width="${n2(frame.width)}" height="${n2(frame.height)}" fill="${colours.sea}"/>`,
  );
  if (land) svg.push(`<path d="${land}" fill="${colours.land}" fill-rule="evenodd"/>`);
  if (lakes)
    svg.push(
      `<path d="${lakes}" fill="${colours.lake}" stroke="${colours.lakeEdge}" stroke-width="${n2(0.8 * u)}"/>`,
    );
  if (roads)
    svg.push(
      `<path d="${roads}" fill="none" stroke="${colours.road}" stroke-width="${n2(1.6 * u)}" stroke-linecap="round"/>`,
    );
  if (borders)
    svg.push(
      `<path d="${borders}" fill="none" stroke="${colours.border}" stroke-width="${n2(1.1 * u)}" stroke-dasharray="${n2(5 * u)} ${n2(3 * u)}" stroke-linejoin="round" opacity="0.75"/>`,
    );
  if (path.length > 1) {
    const points = path.map((p) => `${n1(p.x)},${n1(p.y)}`).join(" ");
    svg.push(
      `<polyline points="${points}" fill="none" stroke="${colours.routeHalo}" stroke-width="${n2(7 * u)}" stroke-linejoin="round" stroke-linecap="round" opacity="0.9"/>`,
      `<polyline points="${points}" fill="none" stroke="${colours.route}" stroke-width="${n2(3.5 * u)}" stroke-linejoin="round" stroke-linecap="round"/>`,
    );
  }
  for (const c of towns)
    if (placedIds.has(c.id))
      svg.push(
        `<circle cx="${n1(c.x)}" cy="${n1(c.y)}" r="${n2(dotR)}" fill="${colours.dot}" stroke="${colours.textHalo}" stroke-width="${n2(0.8 * u)}"/>`,
      );
  for (const p of pins)
    svg.push(
      `<circle cx="${n1(p.x)}" cy="${n1(p.y)}" r="${n2(p.r)}" fill="${p.fill}" stroke="${colours.pinEdge}" stroke-width="${n2(2.2 * u)}"/>`,
    );
  const textAttrs = `font-size="${n2(font)}" stroke="${colours.textHalo}" stroke-width="${n2(3 * u)}" stroke-linejoin="round" paint-order="stroke"`;
  for (const l of labels) {
    const area = l.id.startsWith("sea-") || l.id.startsWith("country-");
    const fill = l.id.startsWith("sea-")
      ? colours.sea_text
      : l.id.startsWith("country-")
        ? colours.country
        : colours.text;
    const style = l.id.startsWith("sea-")
      ? ` font-style="italic"`
      : area
        ? ` letter-spacing="${n2(0.8 * u)}"`
        : "";
    svg.push(
      `<text x="${n2(l.tx)}" y="${n2(l.ty)}" fill="${fill}" ${textAttrs}${style}${area ? "" : ` font-weight="500"`}>${escapeXml(l.text)}</text>`,
    );
  }
  svg.push("</svg>");
  return { frame, width, height, labels, pins, route: path, svg: svg.join("") };
}
