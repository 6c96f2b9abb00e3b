// Drawing kit shared by every illustration of the site (decision record "visual language"): the house
// palette, one canvas, one horizon, one light (low evening sun from the left), and the recurring shapes
// (ridges, sea, palms, pines, cypresses, buildings, yachts, figures). Each scene composes these; nothing
// here is traced from an image. Output is plain SVG text, numbers rounded to keep the files light.

export const W = 800;
export const H = 500;
/** The sea horizon of every outdoor scene: 62 % of the height. */
export const HORIZON = 310;

export const C = {
  navy950: "#070f1a",
  navy900: "#0c1a2b",
  navy800: "#13263d",
  navy700: "#1d3552",
  navy600: "#2b4a6f",
  ivory50: "#fcfaf5",
  ivory100: "#f6f1e7",
  ivory200: "#ece4d3",
  ivory300: "#ddd1b8",
  gold300: "#e2c994",
  gold400: "#d1b070",
  gold500: "#b8944f",
  gold600: "#8f6d2f",
  gold700: "#735624",
  red: "#8c2a2a",
  redDark: "#5e1b1f",
} as const;

/** Line weights in canvas units (800 wide): contour, detail, hairline. */
export const LINE = { contour: 1.6, detail: 1, hair: 0.6 } as const;

export type Pt = readonly [number, number];

export const n = (v: number) => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
};

/** A closed polygon path. */
export function poly(points: readonly Pt[], close = true): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}${close ? "Z" : ""}`;
}

/** A smooth path through points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points: readonly Pt[], close = false): string {
  const p = points;
  const count = p.length;
  if (count < 3) return poly(p, close);
  const at = (i: number) => (close ? p[(i + count) % count]! : p[Math.max(0, Math.min(count - 1, i))]!);
  let d = `M${n(p[0]![0])} ${n(p[0]![1])}`;
  const last = close ? count : count - 1;
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return close ? `${d}Z` : d;
}

export function attrs(a: Record<string, string | number | undefined>): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? n(v) : v}"`)
    .join("");
}

type Attrs = Record<string, string | number | undefined>;
export const path = (d: string, a: Attrs = {}) => `<path d="${d}"${attrs(a)}/>`;
export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}) =>
  `<rect${attrs({ x, y, width: w, height: h, ...a })}/>`;
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) =>
  `<circle${attrs({ cx, cy, r, ...a })}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}) =>
  `<ellipse${attrs({ cx, cy, rx, ry, ...a })}/>`;
export const g = (a: Attrs, ...children: string[]) => `<g${attrs(a)}>${children.join("")}</g>`;

type Stop = [offset: number, color: string, opacity?: number];
const stopTags = (stops: Stop[]) =>
  stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${n(o)}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${n(op)}"`}/>`,
    )
    .join("");

/** Vertical or free linear gradient. */
export function linear(id: string, stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}"${attrs({ x1, y1, x2, y2 })}>${stopTags(stops)}</linearGradient>`;
}

export function radial(id: string, stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}"${attrs({ cx, cy, r })}>${stopTags(stops)}</radialGradient>`;
}

/** A vertical gradient from one colour at the top to another at the bottom. */
export const fade = (id: string, top: string, bottom: string) =>
  linear(id, [
    [0, top],
    [1, bottom],
  ]);

/** A radial glow of one colour, `opacity` at its centre, fading to nothing at its edge. */
export const halo = (id: string, color: string, opacity: number) =>
  radial(id, [
    [0, color, opacity],
    [1, color, 0],
  ]);

/** Deterministic pseudo-random numbers, so a scene is drawn the same way on every build. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The shared gradients every scene may use. */
export const DEFS = [
  // Evening sky: deep navy overhead to a warm band at the horizon.
  linear("sky", [
    [0, C.navy950],
    [0.45, C.navy800],
    [0.8, C.navy600],
    [1, C.gold500],
  ]),
  linear("sea", [
    [0, C.navy700],
    [0.35, C.navy800],
    [1, C.navy950],
  ]),
  radial("glow", [
    [0, C.gold300, 0.55],
    [0.5, C.gold500, 0.18],
    [1, C.gold500, 0],
  ]),
  linear("haze", [
    [0, C.gold400, 0],
    [1, C.gold400, 0.22],
  ]),
].join("");

export function svg(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W * 2}" height="${H * 2}"><defs>${DEFS}${defs}</defs>${body}</svg>\n`;
}

/** Sky down to the horizon, with the low sun's glow at (sunX, horizon). */
export function sky(sunX = 170, horizon = HORIZON): string {
  return (
    rect(0, 0, W, horizon + 2, { fill: "url(#sky)" }) +
    ellipse(sunX, horizon, 260, 120, { fill: "url(#glow)" })
  );
}

/** Sea from the horizon down, with the sun's path as short gold strokes. */
export function sea(seed: number, sunX = 170, top = HORIZON, bottom = H): string {
  const r = rng(seed);
  let glints = "";
  for (let i = 0; i < 70; i++) {
    const t = r();
    const y = top + 3 + t * t * (bottom - top - 6);
    const spread = 12 + (y - top) * 0.9;
    const x = sunX + (r() - 0.5) * 2 * spread;
    const len = 4 + (y - top) * 0.08 + r() * 10;
    glints += `M${n(x)} ${n(y)}h${n(len)}`;
  }
  let swell = "";
  for (let y = top + 8; y < bottom; y += 6 + (y - top) * 0.18) {
    const x = r() * W * 0.7;
    swell += `M${n(x)} ${n(y)}h${n(60 + r() * 160)}`;
  }
  return (
    rect(0, top, W, bottom - top, { fill: "url(#sea)" }) +
    path(swell, { stroke: C.navy600, "stroke-width": LINE.hair, opacity: 0.6 }) +
    path(glints, {
      stroke: C.gold300,
      "stroke-width": LINE.detail,
      "stroke-linecap": "round",
      opacity: 0.75,
    }) +
    path(`M0 ${n(top)}H${W}`, { stroke: C.gold400, "stroke-width": LINE.hair, opacity: 0.6 })
  );
}

/**
 * A ridge line from x0 to x1 over a base, summits given as [x, height] key points, with small seeded
 * irregularities. Filled down to `floor`, with the lit (left) slopes edged in gold.
 */
export function ridge(
  keys: readonly Pt[],
  opts: { floor: number; fill: string; seed: number; rough?: number; rim?: string; rimOpacity?: number },
): string {
  const r = rng(opts.seed);
  const rough = opts.rough ?? 3;
  const pts: Pt[] = [];
  for (let i = 0; i < keys.length - 1; i++) {
    const [x0, y0] = keys[i]!;
    const [x1, y1] = keys[i + 1]!;
    const steps = Math.max(2, Math.round(Math.abs(x1 - x0) / 9));
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      const e = t * t * (3 - 2 * t);
      const y = y0 + (y1 - y0) * (0.35 * t + 0.65 * e) + (s === 0 ? 0 : (r() - 0.5) * rough);
      pts.push([x0 + (x1 - x0) * t, y]);
    }
  }
  pts.push(keys[keys.length - 1]!);
  const first = pts[0]!;
  const last = pts[pts.length - 1]!;
  const shape = poly([...pts, [last[0], opts.floor], [first[0], opts.floor]]);
  let rim = "";
  if (opts.rim) {
    // Gold only where the slope faces the light (rising to the right means lit from the left).
    let d = "";
    for (let i = 1; i < pts.length; i++) {
      const a = pts[i - 1]!;
      const b = pts[i]!;
      if (b[1] < a[1]) d += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
    }
    rim = path(d, {
      stroke: opts.rim,
      "stroke-width": LINE.detail,
      "stroke-linecap": "round",
      opacity: opts.rimOpacity ?? 0.7,
    });
  }
  return path(shape, { fill: opts.fill }) + rim;
}

/** A date palm: curved trunk with rings, a crown of arched fronds with leaflets. */
export function palm(
  x: number,
  y: number,
  h: number,
  lean: number,
  seed: number,
  color: string = C.navy950,
): string {
  const r = rng(seed);
  const top: Pt = [x + lean, y - h];
  const trunk = `M${n(x - h * 0.035)} ${n(y)}Q${n(x + lean * 0.2)} ${n(y - h * 0.55)} ${n(top[0] - h * 0.015)} ${n(top[1])}L${n(top[0] + h * 0.015)} ${n(top[1])}Q${n(x + lean * 0.2 + h * 0.05)} ${n(y - h * 0.55)} ${n(x + h * 0.035)} ${n(y)}Z`;
  let rings = "";
  for (let t = 0.08; t < 0.95; t += 0.07) {
    const cx = x + lean * t * t * 0.9 + lean * 0.1 * t;
    const cy = y - h * t;
    const w = h * (0.035 - t * 0.018);
    rings += `M${n(cx - w)} ${n(cy)}l${n(w * 2)} ${n(-h * 0.008)}`;
  }
  let fronds = "";
  const count = 11;
  for (let i = 0; i < count; i++) {
    const a = -Math.PI + (i / (count - 1)) * Math.PI + (r() - 0.5) * 0.25;
    const len = h * (0.38 + r() * 0.12);
    const droop = Math.abs(Math.cos(a)) * 0.9 + 0.15;
    const ex = top[0] + Math.cos(a) * len;
    const ey = top[1] + Math.sin(a) * len * 0.45 + len * droop * 0.55;
    const mx = top[0] + Math.cos(a) * len * 0.55;
    const my = top[1] + Math.sin(a) * len * 0.55 - len * 0.12;
    // the leaf blade: a thin lens along the rib, then leaflets
    const nx = -(ey - top[1]);
    const ny = ex - top[0];
    const nl = Math.hypot(nx, ny) || 1;
    const wdt = h * 0.03;
    fronds += `M${n(top[0])} ${n(top[1])}Q${n(mx + (nx / nl) * wdt)} ${n(my + (ny / nl) * wdt)} ${n(ex)} ${n(ey)}Q${n(mx - (nx / nl) * wdt * 0.4)} ${n(my - (ny / nl) * wdt * 0.4)} ${n(top[0])} ${n(top[1])}Z`;
    for (let k = 1; k < 7; k++) {
      const t = k / 7;
      const px = (1 - t) * (1 - t) * top[0] + 2 * (1 - t) * t * mx + t * t * ex;
      const py = (1 - t) * (1 - t) * top[1] + 2 * (1 - t) * t * my + t * t * ey;
      const ll = h * 0.07 * (1 - t * 0.6);
      fronds += `M${n(px)} ${n(py)}l${n(Math.cos(a + 0.9) * ll)} ${n(Math.abs(Math.sin(a + 0.9)) * ll + ll * 0.5)}M${n(px)} ${n(py)}l${n(Math.cos(a - 0.9) * ll)} ${n(Math.abs(Math.sin(a - 0.9)) * ll + ll * 0.5)}`;
    }
  }
  return (
    path(trunk, { fill: color }) +
    path(rings, { stroke: C.gold600, "stroke-width": LINE.hair, opacity: 0.6 }) +
    path(fronds, { fill: color, stroke: color, "stroke-width": LINE.detail, "stroke-linecap": "round" }) +
    circle(top[0], top[1], h * 0.03, { fill: color })
  );
}

/** An Italian cypress: a tall flame of foliage with a lit left edge. */
export function cypress(
  x: number,
  y: number,
  h: number,
  color: string = C.navy950,
  rim: string = C.gold500,
): string {
  const w = h * 0.12;
  const body = smooth(
    [
      [x, y - h],
      [x - w * 0.55, y - h * 0.7],
      [x - w, y - h * 0.3],
      [x - w * 0.6, y],
      [x + w * 0.6, y],
      [x + w, y - h * 0.3],
      [x + w * 0.55, y - h * 0.7],
    ],
    true,
  );
  const edge = smooth([
    [x, y - h],
    [x - w * 0.55, y - h * 0.7],
    [x - w, y - h * 0.3],
  ]);
  return (
    path(body, { fill: color }) +
    path(edge, { stroke: rim, "stroke-width": LINE.hair, fill: "none", opacity: 0.7 })
  );
}

/** A Mediterranean umbrella pine: a stout forked trunk under a broad dome of foliage in lobes. */
export function pine(x: number, y: number, s: number, seed: number, color: string = C.navy950): string {
  const r = rng(seed);
  const trunk = `M${n(x - 3 * s)} ${n(y)}C${n(x - 2 * s)} ${n(y - 24 * s)} ${n(x + 4 * s)} ${n(y - 36 * s)} ${n(x + 2 * s)} ${n(y - 52 * s)}L${n(x + 7 * s)} ${n(y - 52 * s)}C${n(x + 9 * s)} ${n(y - 36 * s)} ${n(x + 3 * s)} ${n(y - 22 * s)} ${n(x + 4 * s)} ${n(y)}ZM${n(x + 1 * s)} ${n(y - 34 * s)}C${n(x - 8 * s)} ${n(y - 42 * s)} ${n(x - 16 * s)} ${n(y - 48 * s)} ${n(x - 20 * s)} ${n(y - 56 * s)}L${n(x - 16 * s)} ${n(y - 57 * s)}C${n(x - 12 * s)} ${n(y - 50 * s)} ${n(x - 4 * s)} ${n(y - 44 * s)} ${n(x + 3 * s)} ${n(y - 39 * s)}ZM${n(x + 6 * s)} ${n(y - 40 * s)}C${n(x + 14 * s)} ${n(y - 46 * s)} ${n(x + 20 * s)} ${n(y - 50 * s)} ${n(x + 26 * s)} ${n(y - 58 * s)}L${n(x + 22 * s)} ${n(y - 59 * s)}C${n(x + 18 * s)} ${n(y - 52 * s)} ${n(x + 12 * s)} ${n(y - 48 * s)} ${n(x + 5 * s)} ${n(y - 44 * s)}Z`;
  const cx = x + 3 * s;
  const cy = y - 66 * s;
  let lobes = "";
  let rim = "";
  const count = 7;
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const lx = cx + (t - 0.5) * 76 * s;
    const ly = cy - Math.sin(t * Math.PI) * 9 * s + (r() - 0.5) * 3 * s;
    const rx = (15 + r() * 5) * s;
    const ry = (9 + r() * 3) * s;
    lobes += `M${n(lx - rx)} ${n(ly)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`;
    if (t < 0.6)
      rim += `M${n(lx - rx * 0.9)} ${n(ly - ry * 0.3)}A${n(rx)} ${n(ry)} 0 0 1 ${n(lx + rx * 0.2)} ${n(ly - ry)}`;
  }
  return (
    path(trunk, { fill: color }) +
    path(lobes, { fill: color }) +
    path(rim, { stroke: C.gold500, "stroke-width": LINE.hair, fill: "none", opacity: 0.7 })
  );
}

/** Rows of windows, some lit, for a façade. */
export function windows(
  x: number,
  y: number,
  cols: number,
  rows: number,
  cw: number,
  ch: number,
  gx: number,
  gy: number,
  seed: number,
  litShare = 0.45,
): string {
  const r = rng(seed);
  let lit = "";
  let dark = "";
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      const d = `M${n(x + i * (cw + gx))} ${n(y + j * (ch + gy))}h${n(cw)}v${n(ch)}h${n(-cw)}Z`;
      if (r() < litShare) lit += d;
      else dark += d;
    }
  return path(dark, { fill: C.navy700 }) + path(lit, { fill: C.gold300, opacity: 0.85 });
}

/** A motor yacht in profile (bow to the right unless flipped), length in canvas units. */
export function yacht(x: number, y: number, len: number, flip = false, lights = true): string {
  const s = len / 100;
  const hull = poly([
    [0, 0],
    [100, -6],
    [94, 4],
    [8, 6],
  ]);
  const deck1 = poly([
    [14, -5],
    [78, -7],
    [70, -14],
    [22, -14],
  ]);
  const deck2 = poly([
    [26, -14],
    [64, -14],
    [56, -21],
    [32, -21],
  ]);
  const mast = "M44 -21L45 -30M40 -24h12";
  const win = "M26 -9h40M30 -17h24";
  const inner =
    path(hull, { fill: C.ivory100 }) +
    path("M2 2L96 -2", { stroke: C.navy700, "stroke-width": 1.2 / s }) +
    path(deck1, { fill: C.ivory200 }) +
    path(deck2, { fill: C.ivory300 }) +
    path(mast, { stroke: C.ivory300, "stroke-width": 0.8 / s }) +
    path(win, { stroke: lights ? C.gold300 : C.navy700, "stroke-width": 2.2 / s }) +
    path("M0 0L100 -6", { stroke: C.gold500, "stroke-width": 0.6 / s });
  const transform = flip
    ? `translate(${n(x + len)} ${n(y)}) scale(${n(-s)} ${n(s)})`
    : `translate(${n(x)} ${n(y)}) scale(${n(s)})`;
  // the reflection under the hull
  const refl = path(
    `M${n(x + len * 0.08)} ${n(y + 7 * s)}h${n(len * 0.84)}M${n(x + len * 0.18)} ${n(y + 10 * s)}h${n(len * 0.6)}`,
    {
      stroke: C.ivory300,
      "stroke-width": LINE.hair,
      opacity: 0.35,
    },
  );
  return `<g transform="${transform}">${inner}</g>${refl}`;
}

/**
 * A standing figure in a dark suit, about `h` tall, feet at (x, y). `arm` lifts the near arm:
 * "down", "door" (reaching forward to hold a door or a handle), "board" (holding a name board at chest height).
 */
export function figure(
  x: number,
  y: number,
  h: number,
  opts: {
    arm?: "down" | "door" | "board";
    facing?: 1 | -1;
    suit?: string;
    skin?: string;
    hair?: string;
  } = {},
): string {
  const s = h / 100;
  const f = opts.facing ?? 1;
  const suit = opts.suit ?? C.navy950;
  const skin = opts.skin ?? C.gold400;
  const hair = opts.hair ?? C.navy900;
  const X = (v: number) => n(x + v * s * f);
  const Y = (v: number) => n(y - v * s);
  const legs = `M${X(-7)} ${Y(0)}L${X(-6)} ${Y(46)}L${X(7)} ${Y(46)}L${X(8)} ${Y(0)}L${X(3)} ${Y(0)}L${X(1)} ${Y(40)}L${X(-1)} ${Y(0)}Z`;
  const shoes = `M${X(-8)} ${Y(0)}h${n(8 * s * f)}v${n(-2 * s)}h${n(-8 * s * f)}ZM${X(2)} ${Y(0)}h${n(9 * s * f)}v${n(-2 * s)}h${n(-9 * s * f)}Z`;
  const torso = `M${X(-9)} ${Y(46)}L${X(-10)} ${Y(78)}Q${X(-9)} ${Y(83)} ${X(-3)} ${Y(84)}L${X(4)} ${Y(84)}Q${X(10)} ${Y(83)} ${X(10)} ${Y(78)}L${X(9)} ${Y(46)}Z`;
  const shirt = `M${X(-1.5)} ${Y(84)}L${X(1)} ${Y(70)}L${X(3.5)} ${Y(84)}Z`;
  const neck = `M${X(-1.5)} ${Y(84)}h${n(4.5 * s * f)}v${n(-4 * s)}h${n(-4.5 * s * f)}Z`;
  let arm = "";
  const a = opts.arm ?? "down";
  if (a === "down") arm = `M${X(6)} ${Y(81)}L${X(10)} ${Y(50)}L${X(6)} ${Y(50)}L${X(3)} ${Y(78)}Z`;
  if (a === "door") arm = `M${X(5)} ${Y(81)}L${X(24)} ${Y(64)}L${X(24)} ${Y(59)}L${X(3)} ${Y(75)}Z`;
  if (a === "board")
    arm = `M${X(6)} ${Y(81)}L${X(9)} ${Y(66)}L${X(18)} ${Y(68)}L${X(18)} ${Y(63)}L${X(5)} ${Y(61)}L${X(2)} ${Y(78)}Z`;
  const hand =
    a === "door"
      ? circle(x + 25 * s * f, y - 61.5 * s, 2.6 * s, { fill: skin })
      : a === "board"
        ? circle(x + 19 * s * f, y - 65.5 * s, 2.4 * s, { fill: skin })
        : circle(x + 8.5 * s * f, y - 48.5 * s, 2.4 * s, { fill: skin });
  const head = ellipse(x + 1 * s * f, y - 91 * s, 5.6 * s, 6.6 * s, { fill: skin });
  const hairPath = `M${X(-4.8)} ${Y(92)}Q${X(-5)} ${Y(99)} ${X(1)} ${Y(98.5)}Q${X(7)} ${Y(98.5)} ${X(6.6)} ${Y(93)}Q${X(2)} ${Y(96)} ${X(-4.8)} ${Y(92)}Z`;
  const rim = `M${X(-10)} ${Y(78)}L${X(-9)} ${Y(46)}`;
  return (
    path(legs, { fill: suit }) +
    path(shoes, { fill: C.navy950 }) +
    path(torso, { fill: suit }) +
    path(neck, { fill: skin }) +
    path(shirt, { fill: C.ivory100 }) +
    path(`M${X(0.5)} ${Y(82)}L${X(1)} ${Y(71)}`, { stroke: C.navy800, "stroke-width": 1.6 * s }) +
    path(arm, { fill: suit }) +
    hand +
    head +
    path(hairPath, { fill: hair }) +
    path(rim, { stroke: C.gold400, "stroke-width": LINE.hair, opacity: 0.8 })
  );
}
