// The vehicle itself: the V-Class in profile and three-quarter view, its cabin, its luggage space, the coast road.
// Composition rules: see scenes.ts.

import type { ArtKey } from "../../app/content/art.ts";
import * as kit from "./kit.ts";
import { houses, road, trees, wall, wineGlass } from "./pieces.ts";
import { vclass, vclassDefs } from "./vclass.ts";

export const VEHICLE_SCENES = {
  "vclass-profile": () =>
    kit.svg(
      vclassDefs(),
      kit.sky(640) +
        kit.sea(3, 640) +
        kit.ridge(
          [
            [0, 262],
            [140, 232],
            [300, 270],
            [460, 300],
          ],
          { floor: kit.HORIZON + 1, fill: kit.C.navy700, seed: 4, rim: kit.C.gold400 },
        ) +
        wall(380, 16) +
        road(380) +
        kit.path("M0 440H800", { stroke: kit.C.navy700, "stroke-width": 2, "stroke-dasharray": "34 26" }) +
        kit.palm(700, 366, 150, 14, 2) +
        vclass({ kind: "profile", x: 120, ground: 418, length: 500 }),
    ),

  /** Home and fleet heroes: the V-Class in three-quarter view, evening on the corniche. */
  "vclass-three-quarter": () =>
    kit.svg(
      vclassDefs(),
      kit.sky(640) +
        kit.sea(5, 640) +
        kit.ridge(
          [
            [420, 300],
            [560, 268],
            [700, 250],
            [800, 262],
          ],
          { floor: kit.HORIZON + 1, fill: kit.C.navy700, seed: 9, rim: kit.C.gold400 },
        ) +
        road(372) +
        kit.path("M0 372C200 380 500 392 800 400", { stroke: kit.C.navy700, "stroke-width": 1.5 }) +
        vclass({ kind: "three-quarter", x: 110, ground: 452, length: 560 }),
    ),

  /** The cabin: four captain seats, two facing each other across the table, ambient light. */
  cabin: () => {
    const seat = (x: number, dir: 1 | -1) => {
      // dir 1: the seat faces right, its back on the left
      const X = (v: number) => x + v * dir;
      const pts = (list: [number, number][]) => list.map(([a, b]) => [X(a), b] as kit.Pt);
      const back = kit.smooth(
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
      const headrest = kit.smooth(
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
      const cushion = kit.smooth(
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
      const arm = kit.smooth(
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
        quilt += `M${kit.n(X(-74 + k * 1.4))} ${kit.n(y)}L${kit.n(X(-37 + k * 1.2))} ${kit.n(y + 2)}`;
      }
      return (
        kit.path(
          kit.poly(
            pts([
              [-40, 358],
              [34, 358],
              [26, 404],
              [-32, 404],
            ]),
          ),
          { fill: kit.C.navy950 },
        ) +
        kit.rect(Math.min(X(-50), X(40)), 404, 90, 6, { fill: kit.C.navy950 }) +
        kit.path(back, { fill: "url(#leather)", stroke: kit.C.gold600, "stroke-width": kit.LINE.hair }) +
        kit.path(quilt, { stroke: kit.C.gold600, "stroke-width": kit.LINE.hair, opacity: 0.7 }) +
        kit.path(headrest, { fill: "url(#leather)", stroke: kit.C.gold600, "stroke-width": kit.LINE.hair }) +
        kit.path(
          kit.poly(
            pts([
              [-62, 146],
              [-58, 146],
              [-58, 156],
              [-62, 156],
            ]),
          ),
          { fill: kit.C.ivory300 },
        ) +
        kit.path(cushion, { fill: "url(#leather)", stroke: kit.C.gold600, "stroke-width": kit.LINE.hair }) +
        kit.path(`M${kit.n(X(-52))} 326L${kit.n(X(50))} 324`, {
          stroke: kit.C.gold600,
          "stroke-width": kit.LINE.hair,
          "stroke-dasharray": "3 3",
        }) +
        kit.path(
          kit.poly(
            pts([
              [-10, 296],
              [0, 296],
              [4, 318],
              [-6, 318],
            ]),
          ),
          { fill: kit.C.gold600 },
        ) +
        kit.path(arm, { fill: kit.C.ivory200, stroke: kit.C.gold600, "stroke-width": kit.LINE.hair })
      );
    };
    return kit.svg(
      kit.linear("leather", [
        [0, kit.C.ivory100],
        [0.6, kit.C.ivory300],
        [1, kit.C.gold500],
      ]) +
        kit.fade("cabinwall", kit.C.navy800, kit.C.navy950) +
        kit.fade("floor", kit.C.navy700, kit.C.navy950) +
        kit.halo("pool", kit.C.gold300, 0.35),
      kit.rect(0, 0, kit.W, kit.H, { fill: "url(#cabinwall)" }) +
        // windows with the coast going by
        [40, 300, 560]
          .map((x) =>
            kit.g(
              {},
              kit.rect(x, 70, 210, 120, { rx: 18, fill: "url(#sky)" }),
              kit.path(
                `${kit.smooth([
                  [x + 4, 150],
                  [x + 60, 128],
                  [x + 120, 142],
                  [x + 206, 120],
                ])}L${x + 206} 186L${x + 4} 186Z`,
                { fill: kit.C.navy700 },
              ),
              kit.rect(x, 160, 210, 30, { fill: kit.C.navy800, opacity: 0.6 }),
              kit.rect(x, 70, 210, 120, { rx: 18, fill: "none", stroke: kit.C.navy950, "stroke-width": 6 }),
            ),
          )
          .join("") +
        // roof with its ambient light line
        kit.rect(0, 0, kit.W, 44, { fill: kit.C.navy950 }) +
        kit.path("M0 46H800", { stroke: kit.C.gold300, "stroke-width": 2.2, opacity: 0.9 }) +
        kit.ellipse(400, 46, 420, 26, { fill: kit.C.gold300, opacity: 0.08 }) +
        // floor
        kit.path("M0 410H800V500H0Z", { fill: "url(#floor)" }) +
        kit.path(
          Array.from({ length: 12 }, (_, i) => `M${400 + (i - 6) * 30} 410L${400 + (i - 6) * 110} 500`).join(
            "",
          ),
          { stroke: kit.C.navy600, "stroke-width": kit.LINE.hair, opacity: 0.8 },
        ) +
        kit.ellipse(400, 420, 260, 40, { fill: "url(#pool)" }) +
        seat(210, 1) +
        seat(590, -1) +
        // the table between the seats, two glasses and a bottle in an ice bucket
        kit.path("M330 300h140l-8 10h-124Z", { fill: kit.C.gold500 }) +
        kit.path("M330 300h140", { stroke: kit.C.gold300, "stroke-width": kit.LINE.detail }) +
        kit.rect(396, 310, 8, 100, { fill: kit.C.navy950 }) +
        kit.rect(372, 404, 56, 6, { rx: 3, fill: kit.C.navy950 }) +
        wineGlass(360, 300, 0.9, kit.C.gold300) +
        wineGlass(442, 300, 0.9, kit.C.gold300) +
        kit.path("M388 300l-3-30h30l-3 30Z", { fill: kit.C.ivory300 }) +
        kit.path("M396 270v-34c0-6 8-6 8 0v34Z", { fill: kit.C.navy700 }) +
        kit.rect(397, 224, 6, 12, { fill: kit.C.gold400 }) +
        // a reading light above each seat
        kit.circle(215, 52, 5, { fill: kit.C.ivory50 }) +
        kit.circle(585, 52, 5, { fill: kit.C.ivory50 }) +
        kit.path("M215 56L160 330H270Z", { fill: kit.C.ivory100, opacity: 0.06 }) +
        kit.path("M585 56L530 330H640Z", { fill: kit.C.ivory100, opacity: 0.06 }),
    );
  },

  /** The luggage space: tailgate raised, suitcases and a garment bag behind the last row. */
  luggage: () => {
    const suitcase = (x: number, y: number, w: number, h: number, fill: string, ribs: number) =>
      kit.rect(x, y, w, h, { rx: 6, fill }) +
      kit.path(
        Array.from(
          { length: ribs },
          (_, i) => `M${kit.n(x + ((i + 1) * w) / (ribs + 1))} ${kit.n(y + 4)}v${kit.n(h - 8)}`,
        ).join(""),
        { stroke: kit.C.navy950, "stroke-width": kit.LINE.detail, opacity: 0.25 },
      ) +
      kit.rect(x + w * 0.35, y - 6, w * 0.3, 6, { rx: 2, fill: kit.C.navy950 }) +
      kit.path(`M${kit.n(x)} ${kit.n(y + 6)}v${kit.n(h - 12)}`, {
        stroke: kit.C.ivory50,
        "stroke-width": 2,
        opacity: 0.5,
      });
    return kit.svg(
      vclassDefs() + kit.fade("boot", kit.C.navy800, kit.C.navy950) + kit.halo("lamp", kit.C.gold300, 0.5),
      kit.sky(600, 300) +
        // a hotel forecourt behind
        kit.rect(0, 180, kit.W, 140, { fill: kit.C.navy800 }) +
        kit.windows(20, 196, 26, 3, 14, 18, 16, 14, 31, 0.55) +
        kit.rect(0, 300, kit.W, 200, { fill: kit.C.navy900 }) +
        kit.path("M0 300H800", { stroke: kit.C.gold500, "stroke-width": kit.LINE.detail, opacity: 0.6 }) +
        trees([70, 330, 170], [730, 330, 170]) +
        kit.ellipse(400, 470, 320, 22, { fill: kit.C.navy950, opacity: 0.7 }) +
        // tailgate, raised: its inner face seen from behind
        kit.path("M196 112L604 112L584 60L216 60Z", { fill: kit.C.navy700 }) +
        kit.path("M230 104L570 104L556 70L244 70Z", { fill: "url(#vg)" }) +
        kit.path("M196 112L604 112", { stroke: kit.C.gold300, "stroke-width": kit.LINE.detail }) +
        // body around the opening
        kit.path(
          "M170 120Q170 112 196 112H604Q630 112 630 120L646 420Q646 440 626 440H174Q154 440 154 420Z",
          {
            fill: "url(#vb)",
          },
        ) +
        kit.path("M170 120Q170 112 196 112H604Q630 112 630 120", {
          stroke: kit.C.gold300,
          "stroke-width": kit.LINE.detail,
          fill: "none",
        }) +
        // tail lights
        kit.path("M166 150h18l-2 150h-18Z", { fill: kit.C.red }) +
        kit.path("M616 150h18l2 150h-18Z", { fill: kit.C.red }) +
        // the opening and what is inside
        kit.path("M200 128H600Q612 128 612 140V372H188V140Q188 128 200 128Z", { fill: "url(#boot)" }) +
        kit.ellipse(400, 132, 140, 40, { fill: "url(#lamp)" }) +
        kit.rect(380, 128, 40, 4, { fill: kit.C.ivory50 }) +
        // back of the last row
        kit.path("M196 150H604V196H196Z", { fill: kit.C.navy700 }) +
        kit.path("M196 150H604", { stroke: kit.C.ivory300, "stroke-width": 2 }) +
        kit.rect(230, 132, 60, 20, { rx: 6, fill: kit.C.navy600 }) +
        kit.rect(510, 132, 60, 20, { rx: 6, fill: kit.C.navy600 }) +
        // luggage
        suitcase(206, 212, 150, 158, kit.C.ivory300, 5) +
        suitcase(364, 250, 120, 120, kit.C.navy600, 4) +
        suitcase(492, 190, 100, 180, kit.C.gold500, 3) +
        kit.path("M380 250c6-26 80-26 88 0", { stroke: kit.C.gold600, "stroke-width": 2, fill: "none" }) +
        kit.path("M366 200h110l8 50H360Z", { fill: kit.C.gold700 }) +
        kit.path("M372 206h98", { stroke: kit.C.gold300, "stroke-width": kit.LINE.detail, opacity: 0.7 }) +
        // sill and bumper
        kit.rect(180, 372, 440, 10, { fill: kit.C.ivory200, opacity: 0.85 }) +
        kit.path("M160 392H640V430Q640 440 626 440H174Q160 440 160 430Z", { fill: kit.C.navy950 }) +
        kit.path("M330 404H470", { stroke: kit.C.ivory300, "stroke-width": 2, opacity: 0.6 }) +
        kit.rect(172, 440, 60, 24, { rx: 6, fill: kit.C.navy950 }) +
        kit.rect(568, 440, 60, 24, { rx: 6, fill: kit.C.navy950 }),
    );
  },

  /** Home and about: the Riviera from the corniche, the van on the coast road. */
  riviera: () =>
    kit.svg(
      vclassDefs(),
      kit.sky(200) +
        kit.sea(11, 200) +
        kit.ridge(
          [
            [420, 308],
            [520, 290],
            [640, 296],
            [800, 284],
          ],
          { floor: kit.HORIZON + 1, fill: kit.C.navy600, seed: 12, rim: kit.C.gold400, rimOpacity: 0.5 },
        ) +
        kit.ridge(
          [
            [0, 200],
            [90, 176],
            [200, 214],
            [320, 292],
            [420, 330],
            [520, 350],
          ],
          { floor: 380, fill: kit.C.navy700, seed: 13, rim: kit.C.gold400 },
        ) +
        houses([40, 214, 26, 16, 1], [90, 198, 30, 18, 2], [150, 228, 22, 14, 3], [220, 252, 28, 16, 4]) +
        trees([132, 214, 40], [206, 252, 34], [290, 300, 0.6, 5]) +
        kit.yacht(560, 350, 70, true) +
        wall(392, 14) +
        road(392) +
        kit.pine(700, 394, 1.3, 6) +
        vclass({ kind: "profile", x: 240, ground: 440, length: 330 }),
    ),

  // --- the services ----------------------------------------------------------------------------------

  /** Nice airport: the arrivals hall, a chauffeur waiting with a name board. */
} satisfies Partial<Record<ArtKey, () => string>>;
