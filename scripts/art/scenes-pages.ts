// The site's own pages, each its own subject: the about page (Nice's Promenade des Anglais, where the
// house drives from) and the blog's index (a terrace table above the bay, the guide open on it).
// Composition rules: see scenes.ts.

import type { ArtKey } from "../../app/content/art.ts";
import * as kit from "./kit.ts";
import { hillTown, road, wineGlass } from "./pieces.ts";
import { vclass, vclassDefs } from "./vclass.ts";

/** A chair of the Promenade in side view, facing the sea on the right; seat front at (x, y). */
function promenadeChair(x: number, y: number, s: number): string {
  const P = (points: [number, number][]) => kit.poly(points.map(([px, py]) => [x + px * s, y + py * s]));
  const frame = {
    stroke: kit.C.navy950,
    "stroke-width": 2.2 * s,
    "stroke-linecap": "round" as const,
    fill: "none",
  };
  return (
    // the legs and the armrest, in dark steel
    kit.path(
      `M${kit.n(x - 22 * s)} ${kit.n(y + 2 * s)}L${kit.n(x - 18 * s)} ${kit.n(y + 26 * s)}M${kit.n(x - 2 * s)} ${kit.n(y)}L${kit.n(x + 2 * s)} ${kit.n(y + 26 * s)}M${kit.n(x - 30 * s)} ${kit.n(y - 14 * s)}L${kit.n(x - 2 * s)} ${kit.n(y - 12 * s)}L${kit.n(x)} ${kit.n(y)}`,
      frame,
    ) +
    // the reclined back and the seat, in the Promenade's blue, lit along their upper edge
    kit.path(
      P([
        [-26, 2],
        [-40, -40],
        [-33, -42],
        [-20, -1],
      ]),
      { fill: kit.C.navy600 },
    ) +
    kit.path(
      P([
        [-26, 4],
        [0, 0],
        [1, -5],
        [-24, -2],
      ]),
      { fill: kit.C.navy600 },
    ) +
    kit.path(
      `M${kit.n(x - 40 * s)} ${kit.n(y - 40 * s)}L${kit.n(x - 33 * s)} ${kit.n(y - 42 * s)}M${kit.n(x - 24 * s)} ${kit.n(y - 2 * s)}L${kit.n(x + s)} ${kit.n(y - 5 * s)}`,
      { stroke: kit.C.gold400, "stroke-width": kit.LINE.detail, opacity: 0.9 },
    )
  );
}

/** A lamp of the Promenade: a slender post, a lantern and its glow; foot at (x, y). */
function lamp(x: number, y: number, h: number): string {
  return (
    kit.ellipse(x, y - h, h * 0.22, h * 0.22, { fill: "url(#glow)" }) +
    kit.rect(x - 1.6, y - h + 8, 3.2, h - 8, { fill: kit.C.navy950 }) +
    kit.path(`M${x - 6} ${y}h12l-2-6h-8z`, { fill: kit.C.navy950 }) +
    kit.path(`M${x - 5} ${y - h + 8}h10l-2-12h-6z`, { fill: kit.C.gold300 }) +
    kit.path(`M${x - 6} ${y - h - 4}h12l-6-6z`, { fill: kit.C.navy950 })
  );
}

export const PAGE_SCENES = {
  /** About: the Promenade des Anglais at the blue hour, its chairs and lamps, the van passing below. */
  promenade: () => {
    // the Baie des Anges' far shore, its town lit along the water
    const shore = hillTown(330, 800, 300, 311, 0.45);
    let balusters = "";
    for (let x = 6; x < kit.W; x += 14) balusters += `M${x} 370h6v18h-6z`;
    return kit.svg(
      vclassDefs(),
      kit.sky(200) +
        kit.ridge(
          [
            [560, 286],
            [660, 252],
            [740, 244],
            [800, 250],
          ],
          { floor: kit.HORIZON, fill: kit.C.navy600, seed: 301, rim: kit.C.gold400, rimOpacity: 0.5 },
        ) +
        shore +
        kit.sea(302, 200) +
        kit.ridge(
          [
            [0, 300],
            [120, 296],
            [240, 304],
          ],
          { floor: kit.HORIZON + 1, fill: kit.C.navy700, seed: 303 },
        ) +
        kit.yacht(250, 340, 60, true) +
        // the balustrade, the pavement and its chairs, the road
        kit.rect(0, 364, kit.W, 6, { fill: kit.C.ivory300 }) +
        kit.path(balusters, { fill: kit.C.ivory200, opacity: 0.85 }) +
        kit.rect(0, 388, kit.W, 40, { fill: kit.C.navy800 }) +
        kit.path("M0 388H800", { stroke: kit.C.gold400, "stroke-width": kit.LINE.detail, opacity: 0.7 }) +
        kit.palm(70, 392, 170, 14, 304) +
        kit.palm(600, 392, 150, -10, 305) +
        lamp(330, 392, 96) +
        promenadeChair(190, 398, 1) +
        promenadeChair(256, 400, 1) +
        road(428) +
        kit.path(Array.from({ length: 10 }, (_, i) => `M${i * 90 + 10} 470h40`).join(""), {
          stroke: kit.C.ivory300,
          "stroke-width": 2,
          opacity: 0.5,
        }) +
        vclass({ kind: "profile", x: 370, ground: 482, length: 300 }),
    );
  },

  /** The blog: a terrace table above the bay, the guide open beside a coffee and a glass. */
  "riviera-journal": () => {
    let balusters = "";
    for (let x = 4; x < kit.W; x += 22)
      balusters += `M${x} 338h10v4c-4 4-4 10 0 14c4 4 4 12 0 16v6h-10v-6c-4-4-4-12 0-16c4-4 4-10 0-14z`;
    let lines = "";
    for (let i = 0; i < 6; i++) lines += `M${332 + i * 0.6} ${417 + i * 5}l${48 - i} ${-4 + i * 0.1}`;
    for (let i = 0; i < 6; i++) lines += `M${398} ${413 + i * 5}l${52 - i * 2} ${3}`;
    return kit.svg(
      "",
      kit.sky(240) +
        kit.ridge(
          [
            [470, 300],
            [560, 270],
            [660, 262],
            [800, 278],
          ],
          { floor: kit.HORIZON, fill: kit.C.navy600, seed: 321, rim: kit.C.gold400, rimOpacity: 0.5 },
        ) +
        hillTown(20, 200, 304, 322, 0.5) +
        kit.sea(323, 240) +
        kit.yacht(540, 318, 54) +
        kit.yacht(140, 326, 40, true) +
        // an umbrella pine in the garden below, framing the view
        kit.pine(70, 352, 1.7, 324) +
        // the terrace's stone balustrade
        kit.rect(0, 330, kit.W, 8, { fill: kit.C.ivory300 }) +
        kit.path("M0 330H800", { stroke: kit.C.gold300, "stroke-width": kit.LINE.detail }) +
        kit.path(balusters, { fill: kit.C.ivory200 }) +
        kit.rect(0, 378, kit.W, 122, { fill: kit.C.navy900 }) +
        kit.path("M0 378H800", { stroke: kit.C.gold500, "stroke-width": kit.LINE.hair }) +
        // the table and its cloth
        kit.path("M180 420Q400 376 620 420L640 500H160Z", { fill: kit.C.ivory100 }) +
        kit.path("M180 420Q400 376 620 420", {
          stroke: kit.C.gold400,
          "stroke-width": kit.LINE.contour,
          fill: "none",
        }) +
        kit.path("M560 412Q600 450 640 500H600Q590 450 560 412Z", { fill: kit.C.ivory300, opacity: 0.6 }) +
        // the guide, open, a ribbon, its lines of text
        kit.path("M326 414L396 404L402 444L330 452Z", { fill: kit.C.ivory50 }) +
        kit.path("M396 404L466 412L462 452L402 444Z", { fill: kit.C.ivory200 }) +
        kit.path("M396 404L402 444", { stroke: kit.C.gold600, "stroke-width": kit.LINE.detail }) +
        kit.path(lines, { stroke: kit.C.navy600, "stroke-width": kit.LINE.hair }) +
        kit.path("M440 430h16v14h-16z", { fill: kit.C.navy700, opacity: 0.7 }) +
        kit.path("M420 444l3 16l3-5l3 5l-1-16z", { fill: kit.C.gold500 }) +
        // a coffee, its saucer
        kit.ellipse(520, 432, 26, 7, { fill: kit.C.ivory50 }) +
        kit.path("M506 408h28l-3 22h-22z", { fill: kit.C.ivory50 }) +
        kit.ellipse(520, 408, 14, 3.5, { fill: kit.C.navy900 }) +
        kit.path("M534 412c8 0 8 10 0 10", { stroke: kit.C.ivory50, "stroke-width": 2.4, fill: "none" }) +
        // a glass of rosé, sunglasses folded beside the book
        wineGlass(262, 424, 1.2, kit.C.gold300) +
        kit.ellipse(284, 440, 10, 7, {
          fill: kit.C.navy950,
          stroke: kit.C.gold500,
          "stroke-width": kit.LINE.hair,
        }) +
        kit.ellipse(308, 441, 10, 7, {
          fill: kit.C.navy950,
          stroke: kit.C.gold500,
          "stroke-width": kit.LINE.hair,
        }) +
        kit.path("M294 438q2-3 4 0M274 437l-12-4M318 438l10-6", {
          stroke: kit.C.navy950,
          "stroke-width": 1.4,
          fill: "none",
        }),
    );
  },
} satisfies Partial<Record<ArtKey, () => string>>;
