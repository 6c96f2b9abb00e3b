// Airports, heliport and the journeys to Italy and the Alps.
// Composition rules: see scenes.ts.

import type { ArtKey } from "../../app/content/art.ts";
import {
  C,
  circle,
  ellipse,
  figure,
  H,
  HORIZON,
  LINE,
  linear,
  type Pt,
  palm,
  path,
  poly,
  rect,
  ridge,
  sea,
  sky,
  svg,
  W,
} from "./kit.ts";
import { fir, hillTown, monacoRock } from "./pieces.ts";
import { vclass, vclassDefs } from "./vclass.ts";

export const ARRIVAL_SCENES = {
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
} satisfies Partial<Record<ArtKey, () => string>>;
