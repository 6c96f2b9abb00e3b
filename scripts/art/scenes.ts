// Every illustration of the site, one function per subject. Composition rules (decision record
// "visual language"): evening light from the left, sea horizon at 62 % of the height, the subject
// inside the middle 70 % of the width so a 4:3 or a tall crop keeps it, foreground darkest.

import type { ArtKey } from "../../app/content/art.ts";
import {
  C,
  circle,
  cypress,
  ellipse,
  figure,
  g,
  H,
  HORIZON,
  LINE,
  linear,
  n,
  type Pt,
  palm,
  path,
  pine,
  poly,
  radial,
  rect,
  ridge,
  rng,
  sea,
  sky,
  smooth,
  svg,
  W,
  windows,
  yacht,
} from "./kit.ts";
import { vclass, vclassDefs } from "./vclass.ts";

// --- shared pieces of several scenes --------------------------------------------------------------------

const road = (y: number, fill: string = C.navy900) =>
  rect(0, y, W, H - y, { fill }) +
  path(`M0 ${y}H${W}`, { stroke: C.gold500, "stroke-width": LINE.detail, opacity: 0.55 });

/** A coastal stone wall along a road, with its lit coping. */
const wall = (y: number, h: number) =>
  rect(0, y - h, W, h, { fill: C.navy800 }) +
  path(`M0 ${n(y - h)}H${W}`, { stroke: C.gold400, "stroke-width": LINE.detail, opacity: 0.8 }) +
  path(
    Array.from({ length: 40 }, (_, i) => `M${i * 20 + (i % 2) * 10} ${n(y - h + 2)}v${n(h - 3)}`).join(""),
    { stroke: C.navy900, "stroke-width": LINE.hair },
  );

/** A house on a hillside: ivory walls, a low tiled roof, one or two lit windows. */
function house(x: number, y: number, w: number, h: number, seed: number, wall: string = C.ivory300): string {
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

/** A fir tree in layered tiers, snow on its lit side when asked. */
function fir(x: number, y: number, h: number, snow = false): string {
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
const flash = (x: number, y: number, s: number) =>
  path(
    `M${n(x)} ${n(y - s)}L${n(x + s * 0.18)} ${n(y - s * 0.18)}L${n(x + s)} ${n(y)}L${n(x + s * 0.18)} ${n(y + s * 0.18)}L${n(x)} ${n(y + s)}L${n(x - s * 0.18)} ${n(y + s * 0.18)}L${n(x - s)} ${n(y)}L${n(x - s * 0.18)} ${n(y - s * 0.18)}Z`,
    { fill: C.ivory50 },
  ) + circle(x, y, s * 0.6, { fill: C.ivory50, opacity: 0.25 });

/** A wine glass in profile, stem at (x, y). */
const wineGlass = (x: number, y: number, s: number, fill?: string) =>
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
function festoon(a: Pt, b: Pt, sag: number, bulbs: number): string {
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
const beam = (x: number, y: number, angle: number, len: number) => {
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
const BEAM_DEF = linear("beam", [
  [0, C.ivory50, 0],
  [1, C.ivory100, 0.32],
]);

/** Monaco's Rock in silhouette, with the palace and the cathedral on its top. */
function monacoRock(x: number, y: number, s: number, fill: string): string {
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
function hillTown(x0: number, x1: number, base: number, seed: number, tall = 1): string {
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

const stars = (seed: number, count: number, maxY: number) => {
  const r = rng(seed);
  let d = "";
  for (let i = 0; i < count; i++) d += `M${n(r() * W)} ${n(r() * r() * maxY)}h0.1`;
  return path(d, { stroke: C.ivory100, "stroke-width": 1.2, "stroke-linecap": "round", opacity: 0.55 });
};

// --- the scenes ------------------------------------------------------------------------------------------

export const SCENES = {
  /** The fleet gallery's exterior: the V-Class in true profile on the coast road. */
  "vclass-profile": () =>
    svg(
      vclassDefs(),
      sky(640) +
        sea(3, 640) +
        ridge(
          [
            [0, 262],
            [140, 232],
            [300, 270],
            [460, 300],
          ],
          { floor: HORIZON + 1, fill: C.navy700, seed: 4, rim: C.gold400 },
        ) +
        wall(380, 16) +
        road(380) +
        path("M0 440H800", { stroke: C.navy700, "stroke-width": 2, "stroke-dasharray": "34 26" }) +
        palm(700, 366, 150, 14, 2) +
        vclass({ kind: "profile", x: 120, ground: 418, length: 500 }),
    ),

  /** Home and fleet heroes: the V-Class in three-quarter view, evening on the corniche. */
  "vclass-three-quarter": () =>
    svg(
      vclassDefs(),
      sky(640) +
        sea(5, 640) +
        ridge(
          [
            [420, 300],
            [560, 268],
            [700, 250],
            [800, 262],
          ],
          { floor: HORIZON + 1, fill: C.navy700, seed: 9, rim: C.gold400 },
        ) +
        road(372) +
        path("M0 372C200 380 500 392 800 400", { stroke: C.navy700, "stroke-width": 1.5 }) +
        vclass({ kind: "three-quarter", x: 110, ground: 452, length: 560 }),
    ),

  /** The cabin: four captain seats, two facing each other across the table, ambient light. */
  cabin: () => {
    const seat = (x: number, dir: 1 | -1) => {
      // dir 1: the seat faces right, its back on the left
      const X = (v: number) => x + v * dir;
      const pts = (list: [number, number][]) => list.map(([a, b]) => [X(a), b] as Pt);
      const back = smooth(
        pts([
          [-80, 176],
          [-74, 154],
          [-46, 152],
          [-38, 172],
          [-30, 330],
          [-38, 350],
          [-64, 352],
          [-72, 336],
        ]),
        true,
      );
      const headrest = smooth(
        pts([
          [-78, 132],
          [-72, 116],
          [-50, 114],
          [-44, 130],
          [-48, 146],
          [-74, 148],
        ]),
        true,
      );
      const cushion = smooth(
        pts([
          [-58, 318],
          [40, 314],
          [58, 322],
          [60, 346],
          [44, 356],
          [-58, 358],
        ]),
        true,
      );
      const arm = smooth(
        pts([
          [-46, 282],
          [26, 278],
          [34, 286],
          [26, 294],
          [-46, 296],
        ]),
        true,
      );
      let quilt = "";
      for (let k = 0; k < 6; k++) {
        const y = 186 + k * 26;
        quilt += `M${n(X(-74 + k * 1.4))} ${n(y)}L${n(X(-37 + k * 1.2))} ${n(y + 2)}`;
      }
      return (
        path(
          poly(
            pts([
              [-40, 358],
              [34, 358],
              [26, 404],
              [-32, 404],
            ]),
          ),
          { fill: C.navy950 },
        ) +
        rect(Math.min(X(-50), X(40)), 404, 90, 6, { fill: C.navy950 }) +
        path(back, { fill: "url(#leather)", stroke: C.gold600, "stroke-width": LINE.hair }) +
        path(quilt, { stroke: C.gold600, "stroke-width": LINE.hair, opacity: 0.7 }) +
        path(headrest, { fill: "url(#leather)", stroke: C.gold600, "stroke-width": LINE.hair }) +
        path(
          poly(
            pts([
              [-62, 146],
              [-58, 146],
              [-58, 156],
              [-62, 156],
            ]),
          ),
          { fill: C.ivory300 },
        ) +
        path(cushion, { fill: "url(#leather)", stroke: C.gold600, "stroke-width": LINE.hair }) +
        path(`M${n(X(-52))} 326L${n(X(50))} 324`, {
          stroke: C.gold600,
          "stroke-width": LINE.hair,
          "stroke-dasharray": "3 3",
        }) +
        path(
          poly(
            pts([
              [-10, 296],
              [0, 296],
              [4, 318],
              [-6, 318],
            ]),
          ),
          { fill: C.gold600 },
        ) +
        path(arm, { fill: C.ivory200, stroke: C.gold600, "stroke-width": LINE.hair })
      );
    };
    return svg(
      linear("leather", [
        [0, C.ivory100],
        [0.6, C.ivory300],
        [1, C.gold500],
      ]) +
        linear("cabinwall", [
          [0, C.navy800],
          [1, C.navy950],
        ]) +
        linear("floor", [
          [0, C.navy700],
          [1, C.navy950],
        ]) +
        radial("pool", [
          [0, C.gold300, 0.35],
          [1, C.gold300, 0],
        ]),
      rect(0, 0, W, H, { fill: "url(#cabinwall)" }) +
        // windows with the coast going by
        [40, 300, 560]
          .map((x) =>
            g(
              {},
              rect(x, 70, 210, 120, { rx: 18, fill: "url(#sky)" }),
              path(
                `${smooth([
                  [x + 4, 150],
                  [x + 60, 128],
                  [x + 120, 142],
                  [x + 206, 120],
                ])}L${x + 206} 186L${x + 4} 186Z`,
                { fill: C.navy700 },
              ),
              rect(x, 160, 210, 30, { fill: C.navy800, opacity: 0.6 }),
              rect(x, 70, 210, 120, { rx: 18, fill: "none", stroke: C.navy950, "stroke-width": 6 }),
            ),
          )
          .join("") +
        // roof with its ambient light line
        rect(0, 0, W, 44, { fill: C.navy950 }) +
        path("M0 46H800", { stroke: C.gold300, "stroke-width": 2.2, opacity: 0.9 }) +
        ellipse(400, 46, 420, 26, { fill: C.gold300, opacity: 0.08 }) +
        // floor
        path("M0 410H800V500H0Z", { fill: "url(#floor)" }) +
        path(
          Array.from({ length: 12 }, (_, i) => `M${400 + (i - 6) * 30} 410L${400 + (i - 6) * 110} 500`).join(
            "",
          ),
          { stroke: C.navy600, "stroke-width": LINE.hair, opacity: 0.8 },
        ) +
        ellipse(400, 420, 260, 40, { fill: "url(#pool)" }) +
        seat(210, 1) +
        seat(590, -1) +
        // the table between the seats, two glasses and a bottle in an ice bucket
        path("M330 300h140l-8 10h-124Z", { fill: C.gold500 }) +
        path("M330 300h140", { stroke: C.gold300, "stroke-width": LINE.detail }) +
        rect(396, 310, 8, 100, { fill: C.navy950 }) +
        rect(372, 404, 56, 6, { rx: 3, fill: C.navy950 }) +
        wineGlass(360, 300, 0.9, C.gold300) +
        wineGlass(442, 300, 0.9, C.gold300) +
        path("M388 300l-3-30h30l-3 30Z", { fill: C.ivory300 }) +
        path("M396 270v-34c0-6 8-6 8 0v34Z", { fill: C.navy700 }) +
        rect(397, 224, 6, 12, { fill: C.gold400 }) +
        // a reading light above each seat
        circle(215, 52, 5, { fill: C.ivory50 }) +
        circle(585, 52, 5, { fill: C.ivory50 }) +
        path("M215 56L160 330H270Z", { fill: C.ivory100, opacity: 0.06 }) +
        path("M585 56L530 330H640Z", { fill: C.ivory100, opacity: 0.06 }),
    );
  },

  /** The luggage space: tailgate raised, suitcases and a garment bag behind the last row. */
  luggage: () => {
    const suitcase = (x: number, y: number, w: number, h: number, fill: string, ribs: number) =>
      rect(x, y, w, h, { rx: 6, fill }) +
      path(
        Array.from(
          { length: ribs },
          (_, i) => `M${n(x + ((i + 1) * w) / (ribs + 1))} ${n(y + 4)}v${n(h - 8)}`,
        ).join(""),
        { stroke: C.navy950, "stroke-width": LINE.detail, opacity: 0.25 },
      ) +
      rect(x + w * 0.35, y - 6, w * 0.3, 6, { rx: 2, fill: C.navy950 }) +
      path(`M${n(x)} ${n(y + 6)}v${n(h - 12)}`, { stroke: C.ivory50, "stroke-width": 2, opacity: 0.5 });
    return svg(
      vclassDefs() +
        linear("boot", [
          [0, C.navy800],
          [1, C.navy950],
        ]) +
        radial("lamp", [
          [0, C.gold300, 0.5],
          [1, C.gold300, 0],
        ]),
      sky(600, 300) +
        // a hotel forecourt behind
        rect(0, 180, W, 140, { fill: C.navy800 }) +
        windows(20, 196, 26, 3, 14, 18, 16, 14, 31, 0.55) +
        rect(0, 300, W, 200, { fill: C.navy900 }) +
        path("M0 300H800", { stroke: C.gold500, "stroke-width": LINE.detail, opacity: 0.6 }) +
        cypress(70, 330, 170) +
        cypress(730, 330, 170) +
        ellipse(400, 470, 320, 22, { fill: C.navy950, opacity: 0.7 }) +
        // tailgate, raised: its inner face seen from behind
        path("M196 112L604 112L584 60L216 60Z", { fill: C.navy700 }) +
        path("M230 104L570 104L556 70L244 70Z", { fill: "url(#vg)" }) +
        path("M196 112L604 112", { stroke: C.gold300, "stroke-width": LINE.detail }) +
        // body around the opening
        path("M170 120Q170 112 196 112H604Q630 112 630 120L646 420Q646 440 626 440H174Q154 440 154 420Z", {
          fill: "url(#vb)",
        }) +
        path("M170 120Q170 112 196 112H604Q630 112 630 120", {
          stroke: C.gold300,
          "stroke-width": LINE.detail,
          fill: "none",
        }) +
        // tail lights
        path("M166 150h18l-2 150h-18Z", { fill: C.red }) +
        path("M616 150h18l2 150h-18Z", { fill: C.red }) +
        // the opening and what is inside
        path("M200 128H600Q612 128 612 140V372H188V140Q188 128 200 128Z", { fill: "url(#boot)" }) +
        ellipse(400, 132, 140, 40, { fill: "url(#lamp)" }) +
        rect(380, 128, 40, 4, { fill: C.ivory50 }) +
        // back of the last row
        path("M196 150H604V196H196Z", { fill: C.navy700 }) +
        path("M196 150H604", { stroke: C.ivory300, "stroke-width": 2 }) +
        rect(230, 132, 60, 20, { rx: 6, fill: C.navy600 }) +
        rect(510, 132, 60, 20, { rx: 6, fill: C.navy600 }) +
        // luggage
        suitcase(206, 212, 150, 158, C.ivory300, 5) +
        suitcase(364, 250, 120, 120, C.navy600, 4) +
        suitcase(492, 190, 100, 180, C.gold500, 3) +
        path("M380 250c6-26 80-26 88 0", { stroke: C.gold600, "stroke-width": 2, fill: "none" }) +
        path("M366 200h110l8 50H360Z", { fill: C.gold700 }) +
        path("M372 206h98", { stroke: C.gold300, "stroke-width": LINE.detail, opacity: 0.7 }) +
        // sill and bumper
        rect(180, 372, 440, 10, { fill: C.ivory200, opacity: 0.85 }) +
        path("M160 392H640V430Q640 440 626 440H174Q160 440 160 430Z", { fill: C.navy950 }) +
        path("M330 404H470", { stroke: C.ivory300, "stroke-width": 2, opacity: 0.6 }) +
        rect(172, 440, 60, 24, { rx: 6, fill: C.navy950 }) +
        rect(568, 440, 60, 24, { rx: 6, fill: C.navy950 }),
    );
  },

  /** Home and about: the Riviera from the corniche, the van on the coast road. */
  riviera: () =>
    svg(
      vclassDefs(),
      sky(200) +
        sea(11, 200) +
        ridge(
          [
            [420, 308],
            [520, 290],
            [640, 296],
            [800, 284],
          ],
          { floor: HORIZON + 1, fill: C.navy600, seed: 12, rim: C.gold400, rimOpacity: 0.5 },
        ) +
        ridge(
          [
            [0, 200],
            [90, 176],
            [200, 214],
            [320, 292],
            [420, 330],
            [520, 350],
          ],
          { floor: 380, fill: C.navy700, seed: 13, rim: C.gold400 },
        ) +
        house(40, 214, 26, 16, 1) +
        house(90, 198, 30, 18, 2) +
        house(150, 228, 22, 14, 3) +
        house(220, 252, 28, 16, 4) +
        cypress(132, 214, 40) +
        cypress(206, 252, 34) +
        pine(290, 300, 0.6, 5) +
        yacht(560, 350, 70, true) +
        wall(392, 14) +
        road(392) +
        pine(700, 394, 1.3, 6) +
        vclass({ kind: "profile", x: 240, ground: 440, length: 330 }),
    ),

  // --- the services ----------------------------------------------------------------------------------

  /** Nice airport: the arrivals hall, a chauffeur waiting with a name board. */
  "nice-arrivals": () =>
    svg(
      linear("hall", [
        [0, C.ivory300],
        [1, C.ivory200],
      ]) +
        linear("floorshine", [
          [0, C.navy700],
          [1, C.navy900],
        ]),
      // outside, through the glass: dusk, a departing aircraft, palms
      sky(560, 330) +
        path(
          "M470 150l70-10 30-12c6-2 10 2 6 6l-22 14 38-2 8-8h6l-4 14 4 2-8 2-8 8-40-2-48 12h-10l24-16-48 2z",
          {
            fill: C.navy950,
          },
        ) +
        ridge(
          [
            [0, 300],
            [200, 280],
            [400, 296],
            [800, 286],
          ],
          { floor: 340, fill: C.navy700, seed: 21 },
        ) +
        palm(120, 330, 120, -10, 3, C.navy800) +
        palm(660, 330, 110, 8, 4, C.navy800) +
        // glazing grid
        path(`${Array.from({ length: 9 }, (_, i) => `M${i * 100} 40V330`).join("")}M0 120H800M0 220H800`, {
          stroke: C.navy950,
          "stroke-width": 5,
        }) +
        rect(0, 0, W, 40, { fill: C.navy950 }) +
        rect(0, 36, W, 6, { fill: C.gold500 }) +
        // the arrivals sign: a pictogram, no words
        rect(300, 58, 200, 40, { rx: 4, fill: C.navy950, stroke: C.gold400, "stroke-width": LINE.detail }) +
        path("M380 86l18-14 4 4-10 10h26v6h-26l10 10-4 4z", { fill: C.gold300 }) +
        path("M330 78h30l-6 6 14 10-4 4-14-10-4 6z", { fill: C.ivory100 }) +
        // floor
        rect(0, 330, W, 170, { fill: "url(#floorshine)" }) +
        path("M0 330H800", { stroke: C.gold400, "stroke-width": LINE.detail }) +
        path("M400 330L0 460M400 330L200 500M400 330L600 500M400 330L800 460", {
          stroke: C.navy600,
          "stroke-width": LINE.hair,
        }) +
        // travellers walking out with their cases
        figure(250, 420, 90, { facing: 1, suit: C.navy700 }) +
        rect(266, 392, 18, 28, { rx: 3, fill: C.gold600 }) +
        figure(300, 424, 86, { facing: 1, suit: C.navy800, skin: C.gold300 }) +
        // the chauffeur and the name board (a line for the name: the board is for anyone)
        figure(520, 468, 150, { arm: "board", facing: -1 }) +
        rect(430, 338, 68, 44, { rx: 2, fill: C.ivory50 }) +
        path("M440 356h48M446 366h36", {
          stroke: C.navy800,
          "stroke-width": 2.4,
          "stroke-linecap": "round",
        }) +
        path("M440 346h14", { stroke: C.gold600, "stroke-width": 2, "stroke-linecap": "round" }) +
        ellipse(520, 470, 40, 6, { fill: C.navy950, opacity: 0.6 }),
    ),

  /** Cannes-Mandelieu: a business jet on the apron, the van at the foot of the stairs, the Estérel. */
  "cannes-jet": () =>
    svg(
      vclassDefs(),
      sky(230) +
        ridge(
          [
            [0, 250],
            [80, 218],
            [150, 236],
            [230, 196],
            [320, 240],
            [420, 226],
            [520, 262],
            [800, 280],
          ],
          { floor: 320, fill: C.gold700, seed: 31, rough: 7, rim: C.gold300 },
        ) +
        ridge(
          [
            [0, 290],
            [200, 276],
            [400, 292],
            [800, 296],
          ],
          { floor: 320, fill: C.navy700, seed: 32 },
        ) +
        rect(0, 318, W, 182, { fill: C.navy800 }) +
        path("M0 318H800", { stroke: C.gold400, "stroke-width": LINE.detail }) +
        path("M0 420L800 380", {
          stroke: C.gold400,
          "stroke-width": 2,
          "stroke-dasharray": "26 18",
          opacity: 0.6,
        }) +
        // the jet, nose to the left: fuselage, wing, rear engine, T-tail, airstair
        ellipse(470, 396, 170, 10, { fill: C.navy950, opacity: 0.6 }) +
        path(
          "M300 356C300 336 330 326 380 324H620L700 300H724L706 340C700 356 690 362 660 364H330C312 364 300 362 300 356Z",
          {
            fill: C.ivory100,
          },
        ) +
        path("M300 356C304 360 320 364 340 364H660C690 362 700 356 706 340", {
          fill: "none",
          stroke: C.ivory300,
          "stroke-width": 3,
        }) +
        path("M690 300L760 292L762 300L700 306Z", { fill: C.ivory200 }) +
        path("M600 326h64c10 0 14 4 14 10s-4 10-14 10h-64z", { fill: C.ivory300 }) +
        path("M470 354L560 390L580 388L520 352Z", { fill: C.ivory300 }) +
        path(Array.from({ length: 7 }, (_, i) => `M${392 + i * 28} 334h12v10h-12z`).join(""), {
          fill: C.navy700,
        }) +
        path("M306 340c8-8 20-12 34-13v12z", { fill: C.navy800 }) +
        path("M300 356H660", { stroke: C.gold500, "stroke-width": LINE.detail }) +
        rect(350, 332, 18, 30, { fill: C.navy900 }) +
        path("M350 362L338 398H346L356 364Z", { fill: C.ivory300 }) +
        path("M340 370h14M338 378h14M336 386h14", { stroke: C.navy700, "stroke-width": 1 }) +
        rect(420, 398, 8, 14, { fill: C.navy950 }) +
        rect(560, 398, 8, 14, { fill: C.navy950 }) +
        rect(330, 362, 6, 16, { fill: C.navy950 }) +
        vclass({ kind: "profile", x: 60, ground: 470, length: 250, facing: "right" }) +
        figure(320, 470, 70, { arm: "down", facing: -1 }),
    ),

  /** Monaco heliport: the helicopter on its pad at Fontvieille, the Rock behind. */
  heliport: () =>
    svg(
      "",
      sky(160) +
        sea(41, 160) +
        monacoRock(340, HORIZON, 1.4, C.navy700) +
        hillTown(0, 300, 310, 42) +
        // the pad: a dark disc seen in perspective, its ring and letter marking
        rect(0, 380, W, 120, { fill: C.navy900 }) +
        path("M0 380H800", { stroke: C.gold500, "stroke-width": LINE.detail }) +
        ellipse(400, 436, 250, 44, { fill: C.navy800, stroke: C.gold400, "stroke-width": 2 }) +
        ellipse(400, 436, 200, 34, {
          fill: "none",
          stroke: C.ivory300,
          "stroke-width": 1.4,
          "stroke-dasharray": "10 8",
        }) +
        path("M370 426v22M430 426v22M370 437h60", { stroke: C.ivory300, "stroke-width": 4, opacity: 0.55 }) +
        // the helicopter, nose left: cabin, tail boom, fin, skids, rotor
        ellipse(420, 428, 120, 10, { fill: C.navy950, opacity: 0.7 }) +
        path(
          "M300 380C300 350 330 334 370 334H440C470 334 486 350 490 370L600 362L606 350H618L614 376L500 392C490 400 470 404 440 404H340C316 404 300 396 300 380Z",
          {
            fill: C.ivory100,
          },
        ) +
        path("M310 372C314 352 336 344 366 344H380V376H310Z", { fill: C.navy700 }) +
        path("M390 344h40v30h-40z", { fill: C.navy700 }) +
        path("M300 384C320 392 400 396 490 384", { stroke: C.gold500, "stroke-width": 3, fill: "none" }) +
        path("M330 404L324 420H480L474 404M316 420H494", {
          stroke: C.navy950,
          "stroke-width": 3,
          fill: "none",
        }) +
        path("M380 334v-12h40v12z", { fill: C.ivory300 }) +
        path("M230 318H580", { stroke: C.navy950, "stroke-width": 3 }) +
        rect(396, 314, 8, 8, { fill: C.navy950 }) +
        circle(612, 360, 16, { fill: "none", stroke: C.navy950, "stroke-width": 1.5, opacity: 0.6 }),
    ),

  /** Milan: the cathedral's marble front and its forest of spires at dusk. */
  milan: () => {
    let spires = "";
    const xs = [210, 250, 290, 330, 370, 430, 470, 510, 550, 590];
    for (const x of xs) {
      const h = x > 380 && x < 420 ? 0 : 70 + Math.abs(400 - x) * -0.12 + 40;
      spires += poly([
        [x - 7, 250],
        [x - 7, 250 - h * 0.6],
        [x, 250 - h],
        [x + 7, 250 - h * 0.6],
        [x + 7, 250],
      ]);
    }
    const gable = poly([
      [300, 250],
      [400, 150],
      [500, 250],
    ]);
    const arches = [250, 330, 400, 470, 550].map((x) => `M${x - 18} 400V340a18 18 0 0 1 36 0V400Z`).join("");
    const windowsUp = [250, 330, 470, 550].map((x) => `M${x - 10} 310V282a10 10 0 0 1 20 0V310Z`).join("");
    return svg(
      linear("marble", [
        [0, C.ivory100],
        [0.5, C.ivory300],
        [1, C.gold500],
      ]),
      sky(120, 400) +
        // the central spire and its gilded statue, behind the front
        path("M392 150L398 40H402L408 150Z", { fill: C.ivory300 }) +
        path("M398 40l2-14 2 14z", { fill: C.gold300 }) +
        circle(400, 24, 3, { fill: C.gold300 }) +
        rect(190, 250, 420, 150, { fill: "url(#marble)" }) +
        path(gable, { fill: "url(#marble)" }) +
        path(spires, { fill: "url(#marble)" }) +
        path(xs.map((x) => `M${x - 7} 250V420`).join(""), {
          stroke: C.gold600,
          "stroke-width": LINE.detail,
        }) +
        path(arches, { fill: C.navy800 }) +
        path(windowsUp, { fill: C.navy700 }) +
        circle(400, 290, 22, { fill: C.navy700, stroke: C.gold500, "stroke-width": 2 }) +
        path("M190 250H610M300 250L400 150L500 250", {
          stroke: C.gold500,
          "stroke-width": LINE.detail,
          fill: "none",
        }) +
        // the square, its paving and lamps
        rect(0, 400, W, 100, { fill: C.navy800 }) +
        path("M0 400H800", { stroke: C.gold400, "stroke-width": LINE.detail }) +
        path(
          `${Array.from(
            { length: 11 },
            (_, i) => `M${400 + (i - 5) * 40} 400L${400 + (i - 5) * 160} 500`,
          ).join("")}M0 430H800M0 466H800`,
          { stroke: C.navy600, "stroke-width": LINE.hair },
        ) +
        [90, 710]
          .map(
            (x) =>
              rect(x - 2, 330, 4, 120, { fill: C.navy950 }) +
              circle(x, 326, 8, { fill: C.gold300 }) +
              circle(x, 326, 26, { fill: C.gold300, opacity: 0.15 }),
          )
          .join("") +
        figure(560, 470, 60, { facing: -1 }) +
        figure(590, 474, 64, { facing: -1, suit: C.navy700 }) +
        figure(200, 468, 58, { facing: 1, suit: C.navy700 }),
    );
  },

  /** Switzerland: snow-capped peaks over a lake, the lakeside road. */
  "alps-lake": () => {
    const peaks: Pt[] = [
      [0, 230],
      [90, 150],
      [170, 210],
      [260, 110],
      [360, 200],
      [450, 130],
      [540, 190],
      [640, 96],
      [740, 190],
      [800, 170],
    ];
    // snow caps on the lit (left) faces, down to a fixed altitude
    let snow = "";
    for (let i = 1; i < peaks.length - 1; i++) {
      const [px, py] = peaks[i]!;
      if (py > 160) continue;
      const [lx, ly] = peaks[i - 1]!;
      const [rx, ry] = peaks[i + 1]!;
      const t = 0.38;
      snow += poly([
        [px, py],
        [px + (rx - px) * t * 0.6, py + (ry - py) * t * 0.6],
        [px + (rx - px) * 0.1, py + (ry - py) * 0.3],
        [px - (px - lx) * 0.1, py + (ly - py) * 0.42],
        [px + (lx - px) * t, py + (ly - py) * t],
      ]);
    }
    return svg(
      "",
      sky(620, 260) +
        ridge(peaks, { floor: 270, fill: C.navy600, seed: 51, rough: 5, rim: C.ivory200 }) +
        path(snow, { fill: C.ivory200, opacity: 0.9 }) +
        ridge(
          [
            [0, 250],
            [200, 228],
            [380, 262],
            [560, 240],
            [800, 256],
          ],
          { floor: 275, fill: C.navy700, seed: 52 },
        ) +
        // the lake: the peaks' reflection in long strokes
        sea(53, 620, 272, 420) +
        path(
          Array.from(
            { length: 14 },
            (_, i) => `M${60 + i * 50} ${290 + (i % 4) * 8}h${20 + (i % 3) * 14}`,
          ).join(""),
          { stroke: C.ivory200, "stroke-width": LINE.hair, opacity: 0.35 },
        ) +
        // the near shore with firs, and the road
        ridge(
          [
            [0, 392],
            [300, 400],
            [800, 388],
          ],
          { floor: H, fill: C.navy900, seed: 54 },
        ) +
        fir(60, 410, 120) +
        fir(110, 414, 90) +
        fir(720, 404, 130) +
        fir(676, 410, 86) +
        path("M0 446C240 436 560 436 800 446", {
          stroke: C.gold500,
          "stroke-width": 1.4,
          fill: "none",
          opacity: 0.6,
        }) +
        // headlights on the road: the van far off
        circle(390, 432, 2, { fill: C.ivory50 }) +
        circle(404, 432, 2, { fill: C.ivory50 }) +
        path("M390 432L330 446H380Z", { fill: C.ivory100, opacity: 0.15 }),
    );
  },

  /** Multi-day journeys: the road through Provence, lavender rows, a stone farmhouse. */
  "provence-road": () => {
    // lavender rows: bands fanning out from a vanishing point on the horizon
    const vx = 300;
    const vy = 304;
    let rows = "";
    let crests = "";
    for (let i = -14; i <= 14; i++) {
      const a = vx + i * 64;
      const b = a + 34;
      rows += `M${vx + i * 3} ${vy}L${a} ${H}L${b} ${H}L${vx + i * 3 + 1.6} ${vy}Z`;
      crests += `M${vx + i * 3} ${vy}L${a} ${H}`;
    }
    return svg(
      vclassDefs(),
      sky(180, 304) +
        ridge(
          [
            [0, 280],
            [180, 250],
            [420, 272],
            [620, 246],
            [800, 262],
          ],
          { floor: 306, fill: C.navy600, seed: 61, rim: C.gold400 },
        ) +
        rect(0, 304, W, 196, { fill: C.navy900 }) +
        path(rows, { fill: C.navy600 }) +
        path(crests, { stroke: C.gold400, "stroke-width": 1, opacity: 0.5 }) +
        // the farmhouse and its trees
        rect(520, 262, 110, 46, { fill: C.ivory300 }) +
        rect(580, 262, 50, 46, { fill: C.gold500, opacity: 0.45 }) +
        path("M514 264L575 240L636 264Z", { fill: C.gold600 }) +
        rect(540, 276, 10, 14, { fill: C.gold300 }) +
        rect(566, 276, 10, 14, { fill: C.navy700 }) +
        rect(600, 284, 12, 24, { fill: C.navy800 }) +
        cypress(500, 308, 80) +
        cypress(660, 308, 64) +
        pine(730, 310, 0.8, 7) +
        // the road sweeping in from the right, the van on it
        path("M800 380C650 360 520 330 420 304H436C540 326 680 348 800 356Z", { fill: C.navy950 }) +
        path("M800 400C640 380 520 350 400 320L420 304C520 330 650 360 800 380Z", { fill: C.navy900 }) +
        path("M800 500V400C640 380 520 350 400 320L380 330C480 370 600 420 640 500Z", { fill: C.navy950 }) +
        path("M800 392C650 372 530 342 412 312", {
          stroke: C.gold300,
          "stroke-width": 1.2,
          "stroke-dasharray": "8 8",
          fill: "none",
        }) +
        // mirrored: the van comes down the road towards the viewer
        g(
          { transform: "matrix(-1 0 0 1 800 0)" },
          vclass({ kind: "three-quarter", x: 130, ground: 384, length: 140 }),
        ),
    );
  },

  /** Tailor-made itineraries: Èze, the village perched on its rock above the sea. */
  eze: () => {
    const r = rng(71);
    let village = "";
    const rows: [number, number, number][] = [
      [300, 452, 150],
      [250, 330, 128],
      [270, 290, 106],
      [290, 250, 88],
      [320, 216, 74],
    ];
    for (const [x0, x1, y] of rows) {
      let x = x0;
      while (x < x1) {
        const w = 12 + r() * 12;
        village += house(x, y, w, 14 + r() * 8, Math.floor(x * y), r() < 0.5 ? C.ivory300 : C.ivory200);
        x += w + 1;
      }
    }
    return svg(
      "",
      sky(600) +
        sea(72, 600) +
        ridge(
          [
            [0, 110],
            [120, 90],
            [260, 150],
            [420, 130],
            [540, 200],
            [680, 270],
            [800, 300],
          ],
          { floor: HORIZON + 1, fill: C.navy700, seed: 73, rim: C.gold400, rimOpacity: 0.4 },
        ) +
        // the rock
        path(
          smooth(
            [
              [150, 500],
              [180, 330],
              [240, 230],
              [300, 80],
              [380, 66],
              [440, 170],
              [520, 300],
              [600, 500],
            ],
            false,
          ),
          { fill: C.navy800 },
        ) +
        path(
          smooth([
            [180, 330],
            [240, 230],
            [300, 80],
            [340, 70],
          ]),
          {
            stroke: C.gold400,
            "stroke-width": LINE.detail,
            fill: "none",
            opacity: 0.8,
          },
        ) +
        village +
        // the church and its bell tower at the top
        rect(300, 50, 70, 32, { fill: C.ivory200 }) +
        path("M296 52L335 36L374 52Z", { fill: C.gold600 }) +
        rect(356, 14, 18, 40, { fill: C.ivory100 }) +
        path("M356 14h18l-9-12z", { fill: C.gold500 }) +
        rect(362, 22, 6, 10, { fill: C.navy700 }) +
        cypress(280, 98, 30) +
        cypress(420, 150, 36) +
        pine(520, 300, 0.6, 8) +
        // the coast road low on the right
        path("M560 420C640 400 720 396 800 400V500H580Z", { fill: C.navy900 }) +
        path("M560 420C640 400 720 396 800 400", { stroke: C.gold400, "stroke-width": 1.2, fill: "none" }) +
        circle(700, 402, 1.8, { fill: C.ivory50 }) +
        circle(712, 401, 1.8, { fill: C.ivory50 }),
    );
  },

  /** Cannes Film Festival: the red-carpeted steps, the photographers' flashes. */
  "festival-steps": () => {
    let steps = "";
    for (let i = 0; i < 14; i++) {
      const y = 480 - i * 14;
      const half = 360 - i * 12;
      steps += `M${400 - half} ${y}H${400 + half}`;
    }
    return svg(
      BEAM_DEF +
        linear("carpet", [
          [0, C.redDark],
          [1, C.red],
        ]),
      stars(81, 30, 140) +
        rect(0, 0, W, 300, { fill: "url(#sky)", opacity: 0.9 }) +
        beam(180, 290, -22, 300) +
        beam(620, 290, 24, 300) +
        // the building: glass entrance under a canopy
        rect(120, 150, 560, 150, { fill: C.navy800 }) +
        path("M100 150H700V138H100Z", { fill: C.ivory300 }) +
        windows(150, 172, 14, 3, 26, 24, 11, 10, 82, 0.5) +
        rect(0, 296, W, 204, { fill: C.navy900 }) +
        // the steps
        path("M40 480L220 296H580L760 480Z", { fill: C.navy700 }) +
        path(steps, { stroke: C.navy950, "stroke-width": LINE.detail, opacity: 0.7 }) +
        path("M280 480L350 296H450L520 480Z", { fill: "url(#carpet)" }) +
        path("M280 480L350 296M520 480L450 296", { stroke: C.gold400, "stroke-width": LINE.detail }) +
        // barriers and photographers on both sides
        path(
          Array.from({ length: 6 }, (_, i) => `M${60 + i * 26} ${470 - i * 26}v-22`).join("") +
            Array.from({ length: 6 }, (_, i) => `M${740 - i * 26} ${470 - i * 26}v-22`).join(""),
          { stroke: C.gold400, "stroke-width": 2 },
        ) +
        path("M60 448L190 318M740 448L610 318", { stroke: C.gold400, "stroke-width": 3 }) +
        flash(120, 330, 16) +
        flash(170, 300, 10) +
        flash(660, 320, 14) +
        flash(700, 360, 9) +
        flash(620, 290, 8) +
        figure(410, 316, 56, { facing: 1, suit: C.navy950 }) +
        figure(390, 322, 54, { facing: -1, suit: C.ivory100, skin: C.gold300 }) +
        palm(30, 490, 200, 10, 83) +
        palm(780, 490, 210, -14, 84),
    );
  },

  /** Monaco Grand Prix: a single-seater along the harbour, kerbs, grandstand and yachts. */
  "grand-prix": () => {
    // the car in profile, nose to the left, about 190 long
    const car = (x: number, y: number) => {
      const wheel = (cx: number) =>
        circle(cx, y - 15, 15, { fill: C.navy950 }) +
        circle(cx, y - 15, 8, { fill: C.navy700, stroke: C.gold400, "stroke-width": 1 });
      return (
        ellipse(x + 95, y + 1, 100, 5, { fill: C.navy950, opacity: 0.7 }) +
        // front wing, nose, body, engine cover and rear wing
        path(`M${x} ${y - 4}h34v-6h-34z`, { fill: C.ivory100 }) +
        path(
          `M${x + 6} ${y - 12}C${x + 40} ${y - 16} ${x + 70} ${y - 22} ${x + 96} ${y - 24}L${x + 104} ${y - 34}C${x + 118} ${y - 40} ${x + 134} ${y - 40} ${x + 146} ${y - 32}L${x + 176} ${y - 26}L${x + 180} ${y - 8}L${x + 60} ${y - 6}C${x + 36} ${y - 6} ${x + 14} ${y - 8} ${x + 6} ${y - 12}Z`,
          { fill: C.gold400 },
        ) +
        path(`M${x + 10} ${y - 12}C${x + 60} ${y - 17} ${x + 120} ${y - 20} ${x + 178} ${y - 16}`, {
          stroke: C.ivory100,
          "stroke-width": 2,
          fill: "none",
        }) +
        path(`M${x + 104} ${y - 34}C${x + 110} ${y - 44} ${x + 124} ${y - 44} ${x + 130} ${y - 36}`, {
          stroke: C.navy950,
          "stroke-width": 3,
          fill: "none",
        }) +
        circle(x + 114, y - 37, 4, { fill: C.navy700 }) +
        path(`M${x + 172} ${y - 44}h20v22h-6v-16h-14z`, { fill: C.navy950 }) +
        path(`M${x + 172} ${y - 44}h20`, { stroke: C.gold300, "stroke-width": 1.4 }) +
        wheel(x + 44) +
        wheel(x + 160)
      );
    };
    return svg(
      "",
      sky(180, 250) +
        hillTown(0, 800, 240, 91, 1.2) +
        sea(92, 180, 250, 330) +
        yacht(30, 298, 110) +
        yacht(190, 304, 140, true) +
        yacht(420, 292, 100) +
        yacht(560, 308, 150, true) +
        // grandstand at the quay
        path("M560 250h240v-46l-240 34z", { fill: C.navy800 }) +
        path(Array.from({ length: 7 }, (_, i) => `M560 ${246 - i * 5}L800 ${212 - i * 5}`).join(""), {
          stroke: C.gold500,
          "stroke-width": LINE.hair,
        }) +
        // barrier with its debris fence, then the track
        rect(0, 330, W, 170, { fill: C.navy800 }) +
        path(`${Array.from({ length: 41 }, (_, i) => `M${i * 20} 330v-26`).join("")}M0 304H800M0 316H800`, {
          stroke: C.navy600,
          "stroke-width": 1,
        }) +
        rect(0, 330, W, 14, { fill: C.ivory200 }) +
        path("M0 344H800", { stroke: C.gold500, "stroke-width": 2 }) +
        path(Array.from({ length: 20 }, (_, i) => `M${i * 40} 456h20v10h-20z`).join(""), { fill: C.red }) +
        path(Array.from({ length: 20 }, (_, i) => `M${i * 40 + 20} 456h20v10h-20z`).join(""), {
          fill: C.ivory100,
        }) +
        rect(0, 466, W, 34, { fill: C.navy950 }) +
        path("M0 400H800", { stroke: C.navy600, "stroke-width": 1, "stroke-dasharray": "40 30" }) +
        car(330, 442) +
        path("M240 424h60M220 432h70M250 414h40", { stroke: C.ivory300, "stroke-width": 1, opacity: 0.35 }) +
        // the chequered flag
        rect(96, 180, 3, 150, { fill: C.ivory300 }) +
        g(
          { transform: "translate(99 180) skewY(6)" },
          Array.from({ length: 24 }, (_, i) =>
            rect((i % 6) * 10, Math.floor(i / 6) * 10, 10, 10, {
              fill: (i + Math.floor(i / 6)) % 2 ? C.navy950 : C.ivory50,
            }),
          ).join(""),
        ),
    );
  },

  /** Corporate events: a glass conference centre, flags, the van at the entrance. */
  corporate: () =>
    svg(
      vclassDefs() +
        linear("glass", [
          [0, C.navy600],
          [1, C.navy800],
        ]),
      sky(140, 330) +
        // the building: curtain wall with lit floors
        path("M200 80L760 60V330H200Z", { fill: "url(#glass)" }) +
        path(
          Array.from({ length: 12 }, (_, i) => `M${200 + i * 50} ${80 - i * 1.8}V330`).join("") +
            Array.from({ length: 6 }, (_, i) => `M200 ${120 + i * 40}L760 ${100 + i * 40}`).join(""),
          { stroke: C.navy950, "stroke-width": 2 },
        ) +
        path(
          [
            [1, 2],
            [2, 2],
            [3, 3],
            [4, 2],
            [6, 3],
            [7, 2],
            [8, 2],
            [9, 3],
            [10, 1],
            [2, 1],
            [5, 1],
            [8, 1],
          ]
            .map(([c = 0, r = 0]) => {
              const x0 = 200 + c * 50;
              const y0 = 120 + r * 40 - c * 1.8;
              return `M${x0 + 3} ${n(y0 + 3)}h44v34h-44z`;
            })
            .join(""),
          { fill: C.gold300, opacity: 0.75 },
        ) +
        path("M200 80L760 60", { stroke: C.gold300, "stroke-width": LINE.detail }) +
        path("M160 260H620L640 250H180Z", { fill: C.ivory300 }) +
        rect(240, 262, 300, 68, { fill: C.gold300, opacity: 0.5 }) +
        // plain flags on their masts
        [60, 100, 140]
          .map(
            (x, i) =>
              rect(x, 150, 3, 180, { fill: C.ivory300 }) +
              path(
                `M${x + 3} 154C${x + 20} 150 ${x + 30} 162 ${x + 46} 156V188C${x + 30} 194 ${x + 20} 182 ${x + 3} 186Z`,
                {
                  fill: [C.gold500, C.ivory200, C.navy600][i],
                },
              ),
          )
          .join("") +
        road(330, C.navy800) +
        path("M0 360H800", { stroke: C.navy700, "stroke-width": 1 }) +
        vclass({ kind: "profile", x: 280, ground: 440, length: 330 }) +
        figure(640, 442, 84, { facing: -1 }) +
        figure(670, 444, 82, { facing: -1, suit: C.navy700 }) +
        figure(230, 444, 84, { arm: "down", facing: 1 }),
    ),

  /** Private celebrations: a villa garden at night, festoons over the long table. */
  celebration: () =>
    svg(
      "",
      stars(111, 40, 200) +
        sky(640, HORIZON) +
        sea(112, 640, HORIZON, 340) +
        // the villa behind
        rect(500, 190, 240, 130, { fill: C.ivory300 }) +
        path("M490 192L620 160L750 192Z", { fill: C.gold600 }) +
        windows(520, 210, 6, 2, 22, 34, 14, 20, 113, 0.8) +
        rect(500, 190, 240, 130, { fill: C.navy900, opacity: 0.25 }) +
        cypress(470, 330, 170) +
        cypress(770, 330, 150) +
        cypress(40, 330, 190) +
        rect(0, 330, W, 170, { fill: C.navy900 }) +
        path("M0 330H800", { stroke: C.gold500, "stroke-width": LINE.detail }) +
        festoon([0, 120], [400, 140], 26, 10) +
        festoon([400, 140], [800, 110], 28, 10) +
        festoon([0, 190], [800, 170], 40, 18) +
        // the long table, cloth, candles and glasses
        path("M140 400L660 400L700 440L100 440Z", { fill: C.ivory100 }) +
        path("M100 440H700V470H100Z", { fill: C.ivory300 }) +
        path("M100 470V490M700 470V490", { stroke: C.navy950, "stroke-width": 4 }) +
        [200, 300, 400, 500, 600]
          .map(
            (x) =>
              rect(x - 2, 384, 4, 18, { fill: C.ivory50 }) +
              ellipse(x, 380, 2.5, 4, { fill: C.gold300 }) +
              circle(x, 380, 16, { fill: C.gold300, opacity: 0.16 }),
          )
          .join("") +
        [160, 250, 350, 450, 550, 640].map((x) => wineGlass(x, 404, 0.6, C.gold400)).join("") +
        figure(80, 480, 110, { facing: 1, suit: C.navy800 }) +
        figure(730, 480, 110, { facing: -1, suit: C.ivory200, skin: C.gold300 }),
    ),

  /** Saint-Tropez: the harbour front, its tall coloured houses, the bell tower, the yachts. */
  "saint-tropez": () => {
    const r = rng(121);
    const tints = [C.gold300, C.ivory200, C.gold400, C.ivory300, C.gold500];
    let houses = "";
    let x = 0;
    while (x < W) {
      const w = 34 + r() * 30;
      const h = 70 + r() * 60;
      houses += rect(x, 300 - h, w, h, { fill: tints[Math.floor(r() * tints.length)] });
      houses += path(`M${n(x - 2)} ${n(300 - h)}h${n(w + 4)}l-4-6h${n(-w + 4)}z`, { fill: C.gold600 });
      houses += windows(
        x + 5,
        300 - h + 12,
        Math.floor((w - 6) / 10),
        Math.floor((h - 20) / 22),
        5,
        10,
        5,
        12,
        Math.floor(x),
        0.5,
      );
      x += w;
    }
    return svg(
      "",
      sky(600, 300) +
        ridge(
          [
            [0, 200],
            [300, 170],
            [600, 196],
            [800, 180],
          ],
          { floor: 260, fill: C.navy700, seed: 122 },
        ) +
        // the bell tower with its wrought-iron cage
        rect(300, 110, 36, 140, { fill: C.gold400 }) +
        path("M300 110h36v-10h-36z", { fill: C.ivory200 }) +
        path("M302 100C302 80 334 80 334 100", { stroke: C.navy950, "stroke-width": 2, fill: "none" }) +
        path("M318 80v-14M312 70h12", { stroke: C.navy950, "stroke-width": 2 }) +
        rect(310, 124, 16, 22, { fill: C.navy800 }) +
        circle(318, 166, 7, { fill: C.ivory100 }) +
        houses +
        rect(0, 300, W, 10, { fill: C.navy800 }) +
        sea(123, 600, 310, 500) +
        // reflections of the façades
        path(
          Array.from(
            { length: 40 },
            (_, i) => `M${i * 20 + (i % 3) * 4} ${318 + (i % 5) * 8}h${8 + (i % 4) * 3}`,
          ).join(""),
          { stroke: C.gold400, "stroke-width": 1.6, opacity: 0.35 },
        ) +
        yacht(20, 400, 230) +
        yacht(500, 360, 160, true) +
        // a sailing yacht's masts
        path("M360 350v-150M360 210l-50 130h50", { stroke: C.ivory200, "stroke-width": 1.4, fill: "none" }) +
        path("M320 350h90l-10 12h-72z", { fill: C.navy950 }),
    );
  },

  /** Concierge: a Belle Époque palace hotel, its dome, awnings and doorman. */
  "palace-hotel": () =>
    svg(
      vclassDefs() +
        linear("facade", [
          [0, C.ivory100],
          [1, C.ivory300],
        ]),
      sky(140, 330) +
        // the façade, the dome and its lantern
        rect(140, 120, 520, 210, { fill: "url(#facade)" }) +
        path("M340 120C340 60 460 60 460 120Z", { fill: C.gold500 }) +
        path("M400 62C380 70 366 90 360 120M400 62C420 70 434 90 440 120M400 62V120", {
          stroke: C.gold700,
          "stroke-width": LINE.detail,
          fill: "none",
        }) +
        rect(394, 44, 12, 20, { fill: C.ivory200 }) +
        path("M392 44h16l-8-10z", { fill: C.gold600 }) +
        path("M130 120H670M130 200H670M130 260H670", { stroke: C.gold500, "stroke-width": 2 }) +
        windows(160, 136, 16, 2, 14, 22, 18, 18, 131, 0.6) +
        windows(160, 214, 16, 1, 14, 30, 18, 18, 132, 0.7) +
        path(
          Array.from(
            { length: 16 },
            (_, i) => `M${156 + i * 32} 198h22M${156 + i * 32} 192v6M${178 + i * 32} 192v6`,
          ).join(""),
          { stroke: C.navy800, "stroke-width": 1.2 },
        ) +
        // the entrance awning and the lamps
        path("M330 270h140l12 16H318z", { fill: C.navy800 }) +
        path("M318 286h164", { stroke: C.gold400, "stroke-width": 2 }) +
        rect(350, 286, 100, 44, { fill: C.gold300, opacity: 0.75 }) +
        path("M400 286v44", { stroke: C.gold600, "stroke-width": 2 }) +
        palm(110, 338, 200, 6, 133) +
        palm(700, 338, 190, -8, 134) +
        road(330, C.navy800) +
        vclass({ kind: "profile", x: 100, ground: 430, length: 280 }) +
        figure(470, 430, 90, { arm: "down", facing: -1 }) +
        figure(520, 430, 90, { facing: -1, suit: C.navy700 }) +
        rect(560, 404, 26, 24, { rx: 3, fill: C.gold600 }) +
        rect(590, 396, 22, 32, { rx: 3, fill: C.ivory300 }),
    ),

  /** VIP service: the chauffeur holding the sliding door at a villa's steps. */
  "chauffeur-door": () =>
    svg(
      vclassDefs(),
      sky(650, 300) +
        // the villa entrance: columns, a lantern, steps
        rect(0, 100, W, 200, { fill: C.navy800 }) +
        path("M0 100H800", { stroke: C.gold400, "stroke-width": 2 }) +
        [80, 200, 600, 720].map((x) => rect(x, 100, 26, 200, { fill: C.ivory300 })).join("") +
        [80, 200, 600, 720]
          .map((x) => rect(x + 18, 100, 8, 200, { fill: C.navy700, opacity: 0.4 }))
          .join("") +
        rect(280, 140, 240, 160, { fill: C.gold300, opacity: 0.55 }) +
        path("M400 140V300M280 140H520", { stroke: C.gold600, "stroke-width": 3 }) +
        circle(400, 118, 10, { fill: C.gold300 }) +
        circle(400, 118, 40, { fill: C.gold300, opacity: 0.15 }) +
        path("M0 300H800V312H0ZM0 312H800V324H0Z", { fill: C.ivory200 }) +
        path("M0 312H800M0 324H800", { stroke: C.gold600, "stroke-width": 1 }) +
        rect(0, 324, W, 176, { fill: C.navy900 }) +
        path("M250 324h300l40 176H210z", { fill: C.redDark, opacity: 0.75 }) +
        vclass({ kind: "profile", x: 60, ground: 452, length: 560, doorOpen: true }) +
        figure(478, 474, 150, { arm: "door", facing: -1 }) +
        ellipse(478, 476, 36, 5, { fill: C.navy950, opacity: 0.6 }),
    ),

  /** Guest transport: two vans waiting on a villa drive under umbrella pines. */
  "guest-convoy": () =>
    svg(
      vclassDefs(),
      sky(200, 300) +
        ridge(
          [
            [0, 260],
            [260, 238],
            [520, 264],
            [800, 244],
          ],
          { floor: 300, fill: C.navy700, seed: 141, rim: C.gold400, rimOpacity: 0.5 },
        ) +
        rect(0, 296, W, 204, { fill: C.navy800 }) +
        path("M0 296H800", { stroke: C.gold500, "stroke-width": LINE.detail }) +
        // the gate with its lanterns
        rect(640, 190, 22, 112, { fill: C.ivory300 }) +
        rect(760, 190, 22, 112, { fill: C.ivory300 }) +
        path(
          Array.from(
            { length: 10 },
            (_, i) => `M${662 + i * 10} 300V${230 - Math.sin((i / 9) * Math.PI) * 20}`,
          ).join(""),
          { stroke: C.navy950, "stroke-width": 2 },
        ) +
        circle(651, 180, 7, { fill: C.gold300 }) +
        circle(771, 180, 7, { fill: C.gold300 }) +
        circle(651, 180, 24, { fill: C.gold300, opacity: 0.15 }) +
        pine(120, 300, 1.6, 142) +
        pine(520, 298, 1.2, 143) +
        // the gravel drive
        path("M0 360C200 340 500 330 800 326V500H0Z", { fill: C.navy900 }) +
        vclass({ kind: "three-quarter", x: 400, ground: 380, length: 250 }, "v") +
        vclass({ kind: "three-quarter", x: 70, ground: 470, length: 440 }, "v") +
        figure(600, 470, 120, { arm: "down", facing: -1 }),
    ),

  // --- the blog articles -------------------------------------------------------------------------------

  /** Nice to Milan: the motorway viaduct over a Ligurian valley. */
  "riviera-viaduct": () => {
    let arches = "";
    for (let i = 0; i < 8; i++) {
      const x = 40 + i * 96;
      arches += `M${x} 500V250H${x + 14}V500Z`;
    }
    return svg(
      vclassDefs(),
      sky(420, 280) +
        sea(151, 420, 280, 330) +
        ridge(
          [
            [200, 340],
            [400, 320],
            [600, 336],
          ],
          { floor: H, fill: C.navy800, seed: 150 },
        ) +
        ridge(
          [
            [0, 150],
            [140, 120],
            [300, 200],
            [380, 270],
          ],
          { floor: 500, fill: C.navy700, seed: 152, rim: C.gold400 },
        ) +
        ridge(
          [
            [470, 272],
            [600, 180],
            [720, 130],
            [800, 150],
          ],
          { floor: 500, fill: C.navy700, seed: 153, rim: C.gold400 },
        ) +
        house(90, 144, 20, 16, 154) +
        house(114, 140, 24, 18, 155) +
        house(140, 150, 20, 14, 156) +
        rect(100, 108, 10, 22, { fill: C.ivory200 }) +
        house(640, 186, 22, 16, 157) +
        house(666, 176, 26, 18, 158) +
        ridge(
          [
            [0, 420],
            [200, 380],
            [400, 440],
            [600, 400],
            [800, 430],
          ],
          { floor: H, fill: C.navy900, seed: 159 },
        ) +
        path(arches, { fill: C.navy800 }) +
        path(arches.replace(/V500Z/g, "V500"), {
          stroke: C.gold500,
          "stroke-width": LINE.hair,
          fill: "none",
        }) +
        rect(0, 236, W, 16, { fill: C.ivory300 }) +
        rect(0, 236, W, 4, { fill: C.gold400 }) +
        path(`${Array.from({ length: 80 }, (_, i) => `M${i * 10} 228v8`).join("")}M0 228H800`, {
          stroke: C.ivory300,
          "stroke-width": 1,
        }) +
        vclass({ kind: "profile", x: 420, ground: 237, length: 130, facing: "right" }),
    );
  },

  /** Courchevel: chalets in the snow at night, firs, the van's lights on the road. */
  courchevel: () => {
    const chalet = (x: number, y: number, w: number, seed: number) =>
      rect(x, y - w * 0.55, w, w * 0.55, { fill: C.gold700 }) +
      path(
        `M${n(x - w * 0.15)} ${n(y - w * 0.5)}L${n(x + w / 2)} ${n(y - w * 0.95)}L${n(x + w * 1.15)} ${n(y - w * 0.5)}Z`,
        {
          fill: C.navy950,
        },
      ) +
      path(
        `M${n(x - w * 0.15)} ${n(y - w * 0.5)}L${n(x + w / 2)} ${n(y - w * 0.95)}L${n(x + w * 1.15)} ${n(y - w * 0.5)}L${n(x + w * 1.05)} ${n(y - w * 0.56)}L${n(x + w / 2)} ${n(y - w * 0.86)}L${n(x - w * 0.05)} ${n(y - w * 0.56)}Z`,
        {
          fill: C.ivory100,
        },
      ) +
      windows(x + w * 0.12, y - w * 0.42, 3, 2, w * 0.18, w * 0.12, w * 0.08, w * 0.06, seed, 0.8) +
      path(`M${n(x)} ${n(y - w * 0.2)}h${n(w)}`, { stroke: C.navy950, "stroke-width": 2 });
    const r = rng(161);
    let flakes = "";
    for (let i = 0; i < 90; i++) flakes += `M${n(r() * W)} ${n(r() * H)}h0.1`;
    return svg(
      linear("snowfield", [
        [0, C.ivory200],
        [1, C.navy600],
      ]),
      sky(640, 240) +
        ridge(
          [
            [0, 150],
            [140, 90],
            [260, 140],
            [420, 70],
            [600, 150],
            [800, 110],
          ],
          { floor: 260, fill: C.navy600, seed: 162, rough: 5, rim: C.ivory100 },
        ) +
        ridge(
          [
            [0, 230],
            [300, 200],
            [560, 236],
            [800, 214],
          ],
          { floor: H, fill: "url(#snowfield)", seed: 163 },
        ) +
        path("M0 330C200 300 420 340 800 290V500H0Z", { fill: C.navy700, opacity: 0.5 }) +
        chalet(240, 300, 110, 164) +
        chalet(420, 280, 90, 165) +
        chalet(560, 320, 120, 166) +
        fir(120, 330, 130, true) +
        fir(180, 320, 90, true) +
        fir(700, 350, 140, true) +
        fir(760, 340, 100, true) +
        fir(380, 300, 70, true) +
        path("M0 450C240 420 560 420 800 440V500H0Z", { fill: C.ivory300 }) +
        path("M0 450C240 420 560 420 800 440", { stroke: C.navy700, "stroke-width": 1.5, fill: "none" }) +
        path("M-10 480C240 450 560 452 810 470", {
          stroke: C.navy600,
          "stroke-width": 24,
          fill: "none",
          opacity: 0.5,
        }) +
        circle(300, 458, 2.4, { fill: C.ivory50 }) +
        circle(316, 457, 2.4, { fill: C.ivory50 }) +
        path("M300 458L200 476H270Z", { fill: C.ivory50, opacity: 0.25 }) +
        path(flakes, { stroke: C.ivory50, "stroke-width": 2.2, "stroke-linecap": "round", opacity: 0.7 }),
    );
  },

  /** Monaco's rooftops: the harbour by night from a terrace above it. */
  "monaco-harbour": () =>
    svg(
      "",
      stars(171, 50, 180) +
        rect(0, 0, W, 250, { fill: "url(#sky)", opacity: 0.85 }) +
        hillTown(0, 560, 250, 172, 1.4) +
        monacoRock(520, 256, 1.1, C.navy700) +
        sea(173, 120, 256, 420) +
        // the harbour's quays and the yachts moored stern-to
        path("M0 300H520L540 330H0Z", { fill: C.navy800 }) +
        path("M0 300H520", { stroke: C.gold300, "stroke-width": 1, opacity: 0.7 }) +
        yacht(40, 352, 110) +
        yacht(170, 360, 130, true) +
        yacht(330, 350, 100) +
        yacht(460, 372, 150, true) +
        path(Array.from({ length: 26 }, (_, i) => `M${i * 22} 300v-18`).join(""), {
          stroke: C.gold300,
          "stroke-width": 1,
          opacity: 0.6,
        }) +
        // the terrace in the foreground: rail, a lounge chair, a cocktail
        rect(0, 420, W, 80, { fill: C.navy950 }) +
        path("M0 404H800M0 420H800", { stroke: C.gold500, "stroke-width": 2 }) +
        path(Array.from({ length: 41 }, (_, i) => `M${i * 20} 404v16`).join(""), {
          stroke: C.gold600,
          "stroke-width": 1.4,
        }) +
        ellipse(640, 470, 70, 10, { fill: C.navy800 }) +
        rect(636, 420, 8, 50, { fill: C.navy800 }) +
        ellipse(640, 420, 46, 6, { fill: C.navy700, stroke: C.gold500, "stroke-width": 1 }) +
        wineGlass(622, 418, 0.9, C.gold300) +
        wineGlass(656, 418, 0.9, C.gold300) +
        wineGlass(160, 470, 1.2, C.gold300) +
        rect(110, 470, 100, 6, { fill: C.navy700 }),
    ),

  /** Cannes restaurants: a table on a terrace over the bay and the Lérins islands. */
  "cannes-terrace": () =>
    svg(
      linear("cloth", [
        [0, C.ivory50],
        [1, C.ivory300],
      ]),
      sky(470, HORIZON) +
        sea(181, 470) +
        // the islands, low and wooded
        path(
          smooth([
            [80, 311],
            [140, 300],
            [260, 298],
            [330, 311],
          ]),
          { fill: C.navy700 },
        ) +
        path(
          smooth([
            [420, 311],
            [470, 304],
            [560, 302],
            [620, 311],
          ]),
          { fill: C.navy700 },
        ) +
        path(
          `${smooth([
            [660, 262],
            [720, 230],
            [800, 240],
          ])}L800 311H620Z`,
          { fill: C.navy700 },
        ) +
        // parasol edge above, the balustrade, the table
        path("M-20 0H820V40C700 60 560 66 400 66S100 60 -20 40Z", { fill: C.ivory200 }) +
        path("M-20 40C100 60 240 66 400 66S700 60 820 40", {
          stroke: C.gold500,
          "stroke-width": 3,
          fill: "none",
        }) +
        path(
          Array.from(
            { length: 8 },
            (_, i) => `M${i * 110 + 30} 66C${i * 110 + 60} 70 ${i * 110 + 80} 70 ${i * 110 + 110} 66`,
          ).join(""),
          { stroke: C.gold600, "stroke-width": 1.2, fill: "none" },
        ) +
        rect(0, 330, W, 12, { fill: C.ivory300 }) +
        path(
          Array.from({ length: 27 }, (_, i) => `M${i * 30 + 10} 342c-6 10-6 30 0 40h8c6-10 6-30 0-40z`).join(
            "",
          ),
          {
            fill: C.ivory300,
            opacity: 0.9,
          },
        ) +
        rect(0, 382, W, 118, { fill: C.navy900 }) +
        path("M120 400H680L760 500H40Z", { fill: "url(#cloth)" }) +
        ellipse(300, 440, 50, 12, { fill: C.ivory50, stroke: C.ivory300, "stroke-width": 1 }) +
        ellipse(520, 446, 54, 13, { fill: C.ivory50, stroke: C.ivory300, "stroke-width": 1 }) +
        wineGlass(360, 432, 1.5, C.gold400) +
        wineGlass(460, 436, 1.5, C.redDark) +
        path("M404 430V370c0-10 4-14 4-22v-14h10v14c0 8 4 12 4 22v60z", { fill: C.navy700 }) +
        path("M408 334h10", { stroke: C.gold400, "stroke-width": 3 }) +
        rect(220, 410, 8, 22, { fill: C.ivory50 }) +
        ellipse(224, 404, 3, 6, { fill: C.gold300 }) +
        circle(224, 404, 20, { fill: C.gold300, opacity: 0.2 }),
    ),

  /** The Festival guide: the Croisette, its palms, the beach and the searchlights. */
  croisette: () => {
    let palms = "";
    for (let i = 0; i < 5; i++) palms += palm(60 + i * 170, 414, 200 + (i % 2) * 24, i % 2 ? 8 : -8, 190 + i);
    return svg(
      BEAM_DEF,
      stars(191, 30, 200) +
        rect(0, 0, W, 310, { fill: "url(#sky)" }) +
        beam(120, 300, -18, 320) +
        beam(260, 300, 12, 320) +
        beam(470, 300, -6, 300) +
        // the palace hotels along the bay, twin domes
        rect(20, 220, 380, 90, { fill: C.ivory300 }) +
        path("M40 220a20 24 0 0 1 40 0ZM340 220a20 24 0 0 1 40 0Z", { fill: C.gold600 }) +
        windows(30, 236, 22, 3, 10, 12, 7, 10, 192, 0.7) +
        hillTown(400, 800, 300, 193, 0.8) +
        // the bay and the beach with its parasols
        sea(194, 200, 310, 370) +
        path("M0 370H800V400H0Z", { fill: C.gold400 }) +
        path(
          Array.from(
            { length: 12 },
            (_, i) => `M${30 + i * 66} 386v-20M${14 + i * 66} 368a16 8 0 0 1 32 0Z`,
          ).join(""),
          { fill: C.ivory100, stroke: C.ivory200, "stroke-width": 1 },
        ) +
        // the promenade
        path("M0 400H800V500H0Z", { fill: C.navy800 }) +
        path("M0 410H800", { stroke: C.ivory300, "stroke-width": 3 }) +
        path(`${Array.from({ length: 40 }, (_, i) => `M${i * 20} 410v14`).join("")}M0 424H800`, {
          stroke: C.ivory300,
          "stroke-width": 1.2,
        }) +
        palms +
        figure(420, 480, 70, { facing: 1 }) +
        figure(440, 482, 68, { facing: 1, suit: C.ivory200, skin: C.gold300 }),
    );
  },
} satisfies Record<ArtKey, () => string>;
