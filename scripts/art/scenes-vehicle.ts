// The vehicle itself: the V-Class in profile and three-quarter view, its cabin, its luggage space, the coast road.
// Composition rules: see scenes.ts.

import type { ArtKey } from "../../app/content/art.ts";
import {
  C,
  circle,
  cypress,
  ellipse,
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
  sea,
  sky,
  smooth,
  svg,
  W,
  windows,
  yacht,
} from "./kit.ts";
import { house, road, wall, wineGlass } from "./pieces.ts";
import { vclass, vclassDefs } from "./vclass.ts";

export const VEHICLE_SCENES = {
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
} satisfies Partial<Record<ArtKey, () => string>>;
