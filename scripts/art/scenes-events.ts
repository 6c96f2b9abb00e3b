// Provence, Èze and the events: the Festival, the Grand Prix, corporate and private occasions.
// Composition rules: see scenes.ts.

import type { ArtKey } from "../../app/content/art.ts";
import * as kit from "./kit.ts";
import {
  BEAM_DEF,
  beam,
  festoon,
  flash,
  headlights,
  hillTown,
  house,
  road,
  stars,
  trees,
  wineGlass,
} from "./pieces.ts";
import { vclass, vclassDefs } from "./vclass.ts";

export const EVENT_SCENES = {
  "provence-road": () => {
    // lavender rows: bands fanning out from a vanishing point on the horizon
    const vx = 300;
    const vy = 304;
    let rows = "";
    let crests = "";
    for (let i = -14; i <= 14; i++) {
      const a = vx + i * 64;
      const b = a + 34;
      rows += `M${vx + i * 3} ${vy}L${a} ${kit.H}L${b} ${kit.H}L${vx + i * 3 + 1.6} ${vy}Z`;
      crests += `M${vx + i * 3} ${vy}L${a} ${kit.H}`;
    }
    return kit.svg(
      vclassDefs(),
      kit.sky(180, 304) +
        kit.ridge(
          [
            [0, 280],
            [180, 250],
            [420, 272],
            [620, 246],
            [800, 262],
          ],
          { floor: 306, fill: kit.C.navy600, seed: 61, rim: kit.C.gold400 },
        ) +
        kit.rect(0, 304, kit.W, 196, { fill: kit.C.navy900 }) +
        kit.path(rows, { fill: kit.C.navy600 }) +
        kit.path(crests, { stroke: kit.C.gold400, "stroke-width": 1, opacity: 0.5 }) +
        // the farmhouse and its trees
        kit.rect(520, 262, 110, 46, { fill: kit.C.ivory300 }) +
        kit.rect(580, 262, 50, 46, { fill: kit.C.gold500, opacity: 0.45 }) +
        kit.path("M514 264L575 240L636 264Z", { fill: kit.C.gold600 }) +
        kit.rect(540, 276, 10, 14, { fill: kit.C.gold300 }) +
        kit.rect(566, 276, 10, 14, { fill: kit.C.navy700 }) +
        kit.rect(600, 284, 12, 24, { fill: kit.C.navy800 }) +
        trees([500, 308, 80], [660, 308, 64], [730, 310, 0.8, 7]) +
        // the road sweeping in from the right, the van on it
        kit.path("M800 380C650 360 520 330 420 304H436C540 326 680 348 800 356Z", { fill: kit.C.navy950 }) +
        kit.path("M800 400C640 380 520 350 400 320L420 304C520 330 650 360 800 380Z", {
          fill: kit.C.navy900,
        }) +
        kit.path("M800 500V400C640 380 520 350 400 320L380 330C480 370 600 420 640 500Z", {
          fill: kit.C.navy950,
        }) +
        kit.path("M800 392C650 372 530 342 412 312", {
          stroke: kit.C.gold300,
          "stroke-width": 1.2,
          "stroke-dasharray": "8 8",
          fill: "none",
        }) +
        // mirrored: the van comes down the road towards the viewer
        kit.g(
          { transform: "matrix(-1 0 0 1 800 0)" },
          vclass({ kind: "three-quarter", x: 130, ground: 384, length: 140 }),
        ),
    );
  },

  /** Tailor-made itineraries: Èze, the village perched on its rock above the sea. */
  eze: () => {
    const r = kit.rng(71);
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
        village += house(
          [x, y, w, 14 + r() * 8, Math.floor(x * y)],
          r() < 0.5 ? kit.C.ivory300 : kit.C.ivory200,
        );
        x += w + 1;
      }
    }
    return kit.svg(
      "",
      kit.sky(600) +
        kit.sea(72, 600) +
        kit.ridge(
          [
            [0, 110],
            [120, 90],
            [260, 150],
            [420, 130],
            [540, 200],
            [680, 270],
            [800, 300],
          ],
          { floor: kit.HORIZON + 1, fill: kit.C.navy700, seed: 73, rim: kit.C.gold400, rimOpacity: 0.4 },
        ) +
        // the rock
        kit.path(
          kit.smooth(
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
          { fill: kit.C.navy800 },
        ) +
        kit.path(
          kit.smooth([
            [180, 330],
            [240, 230],
            [300, 80],
            [340, 70],
          ]),
          {
            stroke: kit.C.gold400,
            "stroke-width": kit.LINE.detail,
            fill: "none",
            opacity: 0.8,
          },
        ) +
        village +
        // the church and its bell tower at the top
        kit.rect(300, 50, 70, 32, { fill: kit.C.ivory200 }) +
        kit.path("M296 52L335 36L374 52Z", { fill: kit.C.gold600 }) +
        kit.rect(356, 14, 18, 40, { fill: kit.C.ivory100 }) +
        kit.path("M356 14h18l-9-12z", { fill: kit.C.gold500 }) +
        kit.rect(362, 22, 6, 10, { fill: kit.C.navy700 }) +
        trees([280, 98, 30], [420, 150, 36], [520, 300, 0.6, 8]) +
        // the coast road low on the right
        kit.path("M560 420C640 400 720 396 800 400V500H580Z", { fill: kit.C.navy900 }) +
        kit.path("M560 420C640 400 720 396 800 400", {
          stroke: kit.C.gold400,
          "stroke-width": 1.2,
          fill: "none",
        }) +
        headlights([700, 402], [712, 401], 1.8),
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
    return kit.svg(
      BEAM_DEF + kit.fade("carpet", kit.C.redDark, kit.C.red),
      stars(81, 30, 140) +
        kit.rect(0, 0, kit.W, 300, { fill: "url(#sky)", opacity: 0.9 }) +
        beam(180, 290, -22, 300) +
        beam(620, 290, 24, 300) +
        // the building: glass entrance under a canopy
        kit.rect(120, 150, 560, 150, { fill: kit.C.navy800 }) +
        kit.path("M100 150H700V138H100Z", { fill: kit.C.ivory300 }) +
        kit.windows(150, 172, 14, 3, 26, 24, 11, 10, 82, 0.5) +
        kit.rect(0, 296, kit.W, 204, { fill: kit.C.navy900 }) +
        // the steps
        kit.path("M40 480L220 296H580L760 480Z", { fill: kit.C.navy700 }) +
        kit.path(steps, { stroke: kit.C.navy950, "stroke-width": kit.LINE.detail, opacity: 0.7 }) +
        kit.path("M280 480L350 296H450L520 480Z", { fill: "url(#carpet)" }) +
        kit.path("M280 480L350 296M520 480L450 296", {
          stroke: kit.C.gold400,
          "stroke-width": kit.LINE.detail,
        }) +
        // barriers and photographers on both sides
        kit.path(
          Array.from({ length: 6 }, (_, i) => `M${60 + i * 26} ${470 - i * 26}v-22`).join("") +
            Array.from({ length: 6 }, (_, i) => `M${740 - i * 26} ${470 - i * 26}v-22`).join(""),
          { stroke: kit.C.gold400, "stroke-width": 2 },
        ) +
        kit.path("M60 448L190 318M740 448L610 318", { stroke: kit.C.gold400, "stroke-width": 3 }) +
        flash(120, 330, 16) +
        flash(170, 300, 10) +
        flash(660, 320, 14) +
        flash(700, 360, 9) +
        flash(620, 290, 8) +
        kit.figure(410, 316, 56, { facing: 1, suit: kit.C.navy950 }) +
        kit.figure(390, 322, 54, { facing: -1, suit: kit.C.ivory100, skin: kit.C.gold300 }) +
        kit.palm(30, 490, 200, 10, 83) +
        kit.palm(780, 490, 210, -14, 84),
    );
  },

  /** Monaco Grand Prix: a single-seater along the harbour, kerbs, grandstand and yachts. */
  "grand-prix": () => {
    // the car in profile, nose to the left, about 190 long
    const car = (x: number, y: number) => {
      const wheel = (cx: number) =>
        kit.circle(cx, y - 15, 15, { fill: kit.C.navy950 }) +
        kit.circle(cx, y - 15, 8, { fill: kit.C.navy700, stroke: kit.C.gold400, "stroke-width": 1 });
      return (
        kit.ellipse(x + 95, y + 1, 100, 5, { fill: kit.C.navy950, opacity: 0.7 }) +
        // front wing, nose, body, engine cover and rear wing
        kit.path(`M${x} ${y - 4}h34v-6h-34z`, { fill: kit.C.ivory100 }) +
        kit.path(
          `M${x + 6} ${y - 12}C${x + 40} ${y - 16} ${x + 70} ${y - 22} ${x + 96} ${y - 24}L${x + 104} ${y - 34}C${x + 118} ${y - 40} ${x + 134} ${y - 40} ${x + 146} ${y - 32}L${x + 176} ${y - 26}L${x + 180} ${y - 8}L${x + 60} ${y - 6}C${x + 36} ${y - 6} ${x + 14} ${y - 8} ${x + 6} ${y - 12}Z`,
          { fill: kit.C.gold400 },
        ) +
        kit.path(`M${x + 10} ${y - 12}C${x + 60} ${y - 17} ${x + 120} ${y - 20} ${x + 178} ${y - 16}`, {
          stroke: kit.C.ivory100,
          "stroke-width": 2,
          fill: "none",
        }) +
        kit.path(`M${x + 104} ${y - 34}C${x + 110} ${y - 44} ${x + 124} ${y - 44} ${x + 130} ${y - 36}`, {
          stroke: kit.C.navy950,
          "stroke-width": 3,
          fill: "none",
        }) +
        kit.circle(x + 114, y - 37, 4, { fill: kit.C.navy700 }) +
        kit.path(`M${x + 172} ${y - 44}h20v22h-6v-16h-14z`, { fill: kit.C.navy950 }) +
        kit.path(`M${x + 172} ${y - 44}h20`, { stroke: kit.C.gold300, "stroke-width": 1.4 }) +
        wheel(x + 44) +
        wheel(x + 160)
      );
    };
    return kit.svg(
      "",
      kit.sky(180, 250) +
        hillTown(0, 800, 240, 91, 1.2) +
        kit.sea(92, 180, 250, 330) +
        kit.yacht(30, 298, 110) +
        kit.yacht(190, 304, 140, true) +
        kit.yacht(420, 292, 100) +
        kit.yacht(560, 308, 150, true) +
        // grandstand at the quay
        kit.path("M560 250h240v-46l-240 34z", { fill: kit.C.navy800 }) +
        kit.path(Array.from({ length: 7 }, (_, i) => `M560 ${246 - i * 5}L800 ${212 - i * 5}`).join(""), {
          stroke: kit.C.gold500,
          "stroke-width": kit.LINE.hair,
        }) +
        // barrier with its debris fence, then the track
        kit.rect(0, 330, kit.W, 170, { fill: kit.C.navy800 }) +
        kit.path(
          `${Array.from({ length: 41 }, (_, i) => `M${i * 20} 330v-26`).join("")}M0 304H800M0 316H800`,
          {
            stroke: kit.C.navy600,
            "stroke-width": 1,
          },
        ) +
        kit.rect(0, 330, kit.W, 14, { fill: kit.C.ivory200 }) +
        kit.path("M0 344H800", { stroke: kit.C.gold500, "stroke-width": 2 }) +
        kit.path(Array.from({ length: 20 }, (_, i) => `M${i * 40} 456h20v10h-20z`).join(""), {
          fill: kit.C.red,
        }) +
        kit.path(Array.from({ length: 20 }, (_, i) => `M${i * 40 + 20} 456h20v10h-20z`).join(""), {
          fill: kit.C.ivory100,
        }) +
        kit.rect(0, 466, kit.W, 34, { fill: kit.C.navy950 }) +
        kit.path("M0 400H800", { stroke: kit.C.navy600, "stroke-width": 1, "stroke-dasharray": "40 30" }) +
        car(330, 442) +
        kit.path("M240 424h60M220 432h70M250 414h40", {
          stroke: kit.C.ivory300,
          "stroke-width": 1,
          opacity: 0.35,
        }) +
        // the chequered flag
        kit.rect(96, 180, 3, 150, { fill: kit.C.ivory300 }) +
        kit.g(
          { transform: "translate(99 180) skewY(6)" },
          Array.from({ length: 24 }, (_, i) =>
            kit.rect((i % 6) * 10, Math.floor(i / 6) * 10, 10, 10, {
              fill: (i + Math.floor(i / 6)) % 2 ? kit.C.navy950 : kit.C.ivory50,
            }),
          ).join(""),
        ),
    );
  },

  /** Corporate events: a glass conference centre, flags, the van at the entrance. */
  corporate: () =>
    kit.svg(
      vclassDefs() + kit.fade("glass", kit.C.navy600, kit.C.navy800),
      kit.sky(140, 330) +
        // the building: curtain wall with lit floors
        kit.path("M200 80L760 60V330H200Z", { fill: "url(#glass)" }) +
        kit.path(
          Array.from({ length: 12 }, (_, i) => `M${200 + i * 50} ${80 - i * 1.8}V330`).join("") +
            Array.from({ length: 6 }, (_, i) => `M200 ${120 + i * 40}L760 ${100 + i * 40}`).join(""),
          { stroke: kit.C.navy950, "stroke-width": 2 },
        ) +
        kit.path(
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
              return `M${x0 + 3} ${kit.n(y0 + 3)}h44v34h-44z`;
            })
            .join(""),
          { fill: kit.C.gold300, opacity: 0.75 },
        ) +
        kit.path("M200 80L760 60", { stroke: kit.C.gold300, "stroke-width": kit.LINE.detail }) +
        kit.path("M160 260H620L640 250H180Z", { fill: kit.C.ivory300 }) +
        kit.rect(240, 262, 300, 68, { fill: kit.C.gold300, opacity: 0.5 }) +
        // plain flags on their masts
        [60, 100, 140]
          .map(
            (x, i) =>
              kit.rect(x, 150, 3, 180, { fill: kit.C.ivory300 }) +
              kit.path(
                `M${x + 3} 154C${x + 20} 150 ${x + 30} 162 ${x + 46} 156V188C${x + 30} 194 ${x + 20} 182 ${x + 3} 186Z`,
                {
                  fill: [kit.C.gold500, kit.C.ivory200, kit.C.navy600][i],
                },
              ),
          )
          .join("") +
        road(330, kit.C.navy800) +
        kit.path("M0 360H800", { stroke: kit.C.navy700, "stroke-width": 1 }) +
        vclass({ kind: "profile", x: 280, ground: 440, length: 330 }) +
        kit.figure(640, 442, 84, { facing: -1 }) +
        kit.figure(670, 444, 82, { facing: -1, suit: kit.C.navy700 }) +
        kit.figure(230, 444, 84, { arm: "down", facing: 1 }),
    ),

  /** Private celebrations: a villa garden at night, festoons over the long table. */
  celebration: () =>
    kit.svg(
      "",
      stars(111, 40, 200) +
        kit.sky(640, kit.HORIZON) +
        kit.sea(112, 640, kit.HORIZON, 340) +
        // the villa behind
        kit.rect(500, 190, 240, 130, { fill: kit.C.ivory300 }) +
        kit.path("M490 192L620 160L750 192Z", { fill: kit.C.gold600 }) +
        kit.windows(520, 210, 6, 2, 22, 34, 14, 20, 113, 0.8) +
        kit.rect(500, 190, 240, 130, { fill: kit.C.navy900, opacity: 0.25 }) +
        trees([470, 330, 170], [770, 330, 150], [40, 330, 190]) +
        kit.rect(0, 330, kit.W, 170, { fill: kit.C.navy900 }) +
        kit.path("M0 330H800", { stroke: kit.C.gold500, "stroke-width": kit.LINE.detail }) +
        festoon([0, 120], [400, 140], 26, 10) +
        festoon([400, 140], [800, 110], 28, 10) +
        festoon([0, 190], [800, 170], 40, 18) +
        // the long table, cloth, candles and glasses
        kit.path("M140 400L660 400L700 440L100 440Z", { fill: kit.C.ivory100 }) +
        kit.path("M100 440H700V470H100Z", { fill: kit.C.ivory300 }) +
        kit.path("M100 470V490M700 470V490", { stroke: kit.C.navy950, "stroke-width": 4 }) +
        [200, 300, 400, 500, 600]
          .map(
            (x) =>
              kit.rect(x - 2, 384, 4, 18, { fill: kit.C.ivory50 }) +
              kit.ellipse(x, 380, 2.5, 4, { fill: kit.C.gold300 }) +
              kit.circle(x, 380, 16, { fill: kit.C.gold300, opacity: 0.16 }),
          )
          .join("") +
        [160, 250, 350, 450, 550, 640].map((x) => wineGlass(x, 404, 0.6, kit.C.gold400)).join("") +
        kit.figure(80, 480, 110, { facing: 1, suit: kit.C.navy800 }) +
        kit.figure(730, 480, 110, { facing: -1, suit: kit.C.ivory200, skin: kit.C.gold300 }),
    ),

  /** Saint-Tropez: the harbour front, its tall coloured houses, the bell tower, the yachts. */
} satisfies Partial<Record<ArtKey, () => string>>;
