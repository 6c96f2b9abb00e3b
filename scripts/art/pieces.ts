// Pieces that several scenes share: roads, walls, houses, trees, firs, lights, headlights, rocks, hill
// towns, stars.

import {
  C,
  circle,
  cypress,
  H,
  LINE,
  linear,
  n,
  type Pt,
  path,
  pine,
  poly,
  rect,
  rng,
  smooth,
  W,
  windows,
} from "./kit.ts";

// --- shared pieces of several scenes --------------------------------------------------------------------

export const road = (y: number, fill: string = C.navy900) =>
  rect(0, y, W, H - y, { fill }) +
  path(`M0 ${y}H${W}`, { stroke: C.gold500, "stroke-width": LINE.detail, opacity: 0.55 });

/** A coastal stone wall along a road, with its lit coping. */
export const wall = (y: number, h: number) =>
  rect(0, y - h, W, h, { fill: C.navy800 }) +
  path(`M0 ${n(y - h)}H${W}`, { stroke: C.gold400, "stroke-width": LINE.detail, opacity: 0.8 }) +
  path(
    Array.from({ length: 40 }, (_, i) => `M${i * 20 + (i % 2) * 10} ${n(y - h + 2)}v${n(h - 3)}`).join(""),
    { stroke: C.navy900, "stroke-width": LINE.hair },
  );

/** Where a house stands and its size: the left end of its base (x, y), width, height, and its seed. */
type HouseAt = readonly [x: number, y: number, w: number, h: number, seed: number];

/** A house on a hillside: ivory walls, a low tiled roof, one or two lit windows. */
export function house([x, y, w, h, seed]: HouseAt, wall: string = C.ivory300): string {
  const r = rng(seed);
  const roof = poly([
    [x - 2, y - h],
    [x + w / 2, y - h - w * 0.22],
    [x + w + 2, y - h],
  ]);
  let win = "";
  for (let i = 0; i < Math.max(1, Math.floor(w / 9)); i++)
    if (r() < 0.6) win += `M${n(x + 3 + i * 9)} ${n(y - h * 0.7)}h3v${n(h * 0.35)}h-3Z`;
  return (
    rect(x, y - h, w, h, { fill: wall }) +
    rect(x + w * 0.6, y - h, w * 0.4, h, { fill: C.navy700, opacity: 0.35 }) +
    path(roof, { fill: C.gold600 }) +
    path(win, { fill: C.gold300 })
  );
}

/** Houses with the usual ivory walls, drawn in the order given. */
export const houses = (...list: HouseAt[]) => list.map((at) => house(at)).join("");

type CypressAt = readonly [x: number, y: number, h: number];
type PineAt = readonly [x: number, y: number, scale: number, seed: number];

/** Trees drawn in the order given: [x, y, height] is a cypress, [x, y, scale, seed] an umbrella pine. */
export const trees = (...list: (CypressAt | PineAt)[]) =>
  list.map((t) => (t.length === 3 ? cypress(...t) : pine(...t))).join("");

/** A fir tree in layered tiers, snow on its lit side when asked. */
export function fir(x: number, y: number, h: number, snow = false): string {
  let tiers = "";
  let snowD = "";
  for (let i = 0; i < 5; i++) {
    const top = y - h + i * h * 0.17;
    const w = h * (0.12 + i * 0.07);
    tiers += poly([
      [x, top],
      [x + w, top + h * 0.26],
      [x - w, top + h * 0.26],
    ]);
    snowD += poly([
      [x, top],
      [x - w * 0.2, top + h * 0.05],
      [x - w, top + h * 0.26],
      [x - w * 0.7, top + h * 0.2],
    ]);
  }
  return (
    rect(x - h * 0.02, y - h * 0.12, h * 0.04, h * 0.12, { fill: C.navy950 }) +
    path(tiers, { fill: C.navy950 }) +
    (snow ? path(snowD, { fill: C.ivory200, opacity: 0.85 }) : "")
  );
}

/** A photographer's flash: a short four-point star. */
export const flash = (x: number, y: number, s: number) =>
  path(
    `M${n(x)} ${n(y - s)}L${n(x + s * 0.18)} ${n(y - s * 0.18)}L${n(x + s)} ${n(y)}L${n(x + s * 0.18)} ${n(y + s * 0.18)}L${n(x)} ${n(y + s)}L${n(x - s * 0.18)} ${n(y + s * 0.18)}L${n(x - s)} ${n(y)}L${n(x - s * 0.18)} ${n(y - s * 0.18)}Z`,
    { fill: C.ivory50 },
  ) + circle(x, y, s * 0.6, { fill: C.ivory50, opacity: 0.25 });

/** A wine glass in profile, stem at (x, y). */
export const wineGlass = (x: number, y: number, s: number, fill?: string) =>
  path(
    `M${n(x - 7 * s)} ${n(y - 34 * s)}C${n(x - 8 * s)} ${n(y - 20 * s)} ${n(x - 4 * s)} ${n(y - 16 * s)} ${n(x)} ${n(y - 16 * s)}C${n(x + 4 * s)} ${n(y - 16 * s)} ${n(x + 8 * s)} ${n(y - 20 * s)} ${n(x + 7 * s)} ${n(y - 34 * s)}ZM${n(x - 0.6 * s)} ${n(y - 16 * s)}h${n(1.2 * s)}v${n(15 * s)}h${n(-1.2 * s)}ZM${n(x - 6 * s)} ${n(y)}h${n(12 * s)}v${n(-1.2 * s)}h${n(-12 * s)}Z`,
    { fill: C.ivory100, opacity: 0.85 },
  ) +
  (fill
    ? path(
        `M${n(x - 6.8 * s)} ${n(y - 27 * s)}C${n(x - 6 * s)} ${n(y - 19 * s)} ${n(x - 3 * s)} ${n(y - 17 * s)} ${n(x)} ${n(y - 17 * s)}C${n(x + 3 * s)} ${n(y - 17 * s)} ${n(x + 6 * s)} ${n(y - 19 * s)} ${n(x + 6.8 * s)} ${n(y - 27 * s)}Z`,
        { fill },
      )
    : "");

/** A festoon of bulbs between two points, sagging by `sag`. */
export function festoon(a: Pt, b: Pt, sag: number, bulbs: number): string {
  const mid: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + sag * 2];
  let lights = "";
  for (let i = 1; i < bulbs; i++) {
    const t = i / bulbs;
    const x = (1 - t) * (1 - t) * a[0] + 2 * (1 - t) * t * mid[0] + t * t * b[0];
    const y = (1 - t) * (1 - t) * a[1] + 2 * (1 - t) * t * mid[1] + t * t * b[1];
    lights +=
      circle(x, y + 2.5, 5, { fill: C.gold300, opacity: 0.18 }) +
      circle(x, y + 2.5, 1.6, { fill: C.ivory50 });
  }
  return (
    path(`M${n(a[0])} ${n(a[1])}Q${n(mid[0])} ${n(mid[1])} ${n(b[0])} ${n(b[1])}`, {
      stroke: C.navy600,
      "stroke-width": LINE.hair,
      fill: "none",
    }) + lights
  );
}

/** A searchlight beam rising from (x, y) at `angle` degrees from vertical. */
export const beam = (x: number, y: number, angle: number, len: number) => {
  const a = (angle * Math.PI) / 180;
  const spread = 0.05;
  return path(
    poly([
      [x, y],
      [x + Math.sin(a - spread) * len, y - Math.cos(a - spread) * len],
      [x + Math.sin(a + spread) * len, y - Math.cos(a + spread) * len],
    ]),
    { fill: "url(#beam)" },
  );
};
export const BEAM_DEF = linear("beam", [
  [0, C.ivory50, 0],
  [1, C.ivory100, 0.32],
]);

/** Monaco's Rock in silhouette, with the palace and the cathedral on its top. */
export function monacoRock(x: number, y: number, s: number, fill: string): string {
  const rock = smooth(
    [
      [x, y],
      [x + 10 * s, y - 40 * s],
      [x + 40 * s, y - 58 * s],
      [x + 160 * s, y - 62 * s],
      [x + 230 * s, y - 50 * s],
      [x + 260 * s, y],
    ],
    false,
  );
  const palace = poly([
    [x + 70 * s, y - 60 * s],
    [x + 70 * s, y - 78 * s],
    [x + 80 * s, y - 78 * s],
    [x + 80 * s, y - 92 * s],
    [x + 88 * s, y - 92 * s],
    [x + 88 * s, y - 78 * s],
    [x + 140 * s, y - 78 * s],
    [x + 140 * s, y - 61 * s],
  ]);
  const cathedral = `M${n(x + 165 * s)} ${n(y - 62 * s)}v${n(-14 * s)}h${n(30 * s)}v${n(14 * s)}ZM${n(x + 172 * s)} ${n(y - 76 * s)}a${n(8 * s)} ${n(8 * s)} 0 0 1 ${n(16 * s)} 0Z`;
  return (
    path(`${rock}Z`, { fill }) +
    path(palace + cathedral, { fill }) +
    windows(x + 84 * s, y - 74 * s, 8, 2, 2.5 * s, 3 * s, 4 * s, 4 * s, 17, 0.7)
  );
}

/** A row of apartment blocks stepping up a hillside, lit windows. */
export function hillTown(x0: number, x1: number, base: number, seed: number, tall = 1): string {
  const r = rng(seed);
  let out = "";
  let x = x0;
  while (x < x1) {
    const w = 18 + r() * 26;
    const h = (20 + r() * 46) * tall;
    const yb = base - (x - x0) * 0.1;
    out += rect(x, yb - h, w, h + 40, { fill: r() < 0.5 ? C.navy700 : C.navy600 });
    out += path(`M${n(x)} ${n(yb - h)}h${n(w)}`, {
      stroke: C.gold400,
      "stroke-width": LINE.hair,
      opacity: 0.7,
    });
    out += windows(
      x + 3,
      yb - h + 5,
      Math.floor((w - 4) / 6),
      Math.floor(h / 8),
      3,
      3,
      3,
      5,
      seed + Math.floor(x),
      0.4,
    );
    x += w + 1;
  }
  return out;
}

/**
 * A car far off at night: its two headlights a and b, of radius r, and, when `beam` is given, the light
 * they throw on the road, a wedge from a down to (x, y) and across to x2, filled with `light`.
 */
export function headlights(
  a: Pt,
  b: Pt,
  r: number,
  beam?: readonly [x: number, y: number, x2: number],
  light?: { fill: string; opacity: number },
): string {
  const lamps = circle(a[0], a[1], r, { fill: C.ivory50 }) + circle(b[0], b[1], r, { fill: C.ivory50 });
  if (!beam) return lamps;
  const [x, y, x2] = beam;
  return lamps + path(`M${n(a[0])} ${n(a[1])}L${n(x)} ${n(y)}H${n(x2)}Z`, light);
}

export const stars = (seed: number, count: number, maxY: number) => {
  const r = rng(seed);
  let d = "";
  for (let i = 0; i < count; i++) d += `M${n(r() * W)} ${n(r() * r() * maxY)}h0.1`;
  return path(d, { stroke: C.ivory100, "stroke-width": 1.2, "stroke-linecap": "round", opacity: 0.55 });
};
