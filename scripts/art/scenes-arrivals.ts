// Airports, heliport and the journeys to Italy and the Alps.
// Composition rules: see scenes.ts.

import type { ArtKey } from "../../app/content/art.ts";
import * as kit from "./kit.ts";
import { fir, headlights, hillTown, monacoRock } from "./pieces.ts";
import { vclass, vclassDefs } from "./vclass.ts";

export const ARRIVAL_SCENES = {
  "nice-arrivals": () =>
    kit.svg(
      kit.fade("hall", kit.C.ivory300, kit.C.ivory200) + kit.fade("floorshine", kit.C.navy700, kit.C.navy900),
      // outside, through the glass: dusk, a departing aircraft, palms
      kit.sky(560, 330) +
        kit.path(
          "M470 150l70-10 30-12c6-2 10 2 6 6l-22 14 38-2 8-8h6l-4 14 4 2-8 2-8 8-40-2-48 12h-10l24-16-48 2z",
          {
            fill: kit.C.navy950,
          },
        ) +
        kit.ridge(
          [
            [0, 300],
            [200, 280],
            [400, 296],
            [800, 286],
          ],
          { floor: 340, fill: kit.C.navy700, seed: 21 },
        ) +
        kit.palm(120, 330, 120, -10, 3, kit.C.navy800) +
        kit.palm(660, 330, 110, 8, 4, kit.C.navy800) +
        // glazing grid
        kit.path(
          `${Array.from({ length: 9 }, (_, i) => `M${i * 100} 40V330`).join("")}M0 120H800M0 220H800`,
          {
            stroke: kit.C.navy950,
            "stroke-width": 5,
          },
        ) +
        kit.rect(0, 0, kit.W, 40, { fill: kit.C.navy950 }) +
        kit.rect(0, 36, kit.W, 6, { fill: kit.C.gold500 }) +
        // the arrivals sign: a pictogram, no words
        kit.rect(300, 58, 200, 40, {
          rx: 4,
          fill: kit.C.navy950,
          stroke: kit.C.gold400,
          "stroke-width": kit.LINE.detail,
        }) +
        kit.path("M380 86l18-14 4 4-10 10h26v6h-26l10 10-4 4z", { fill: kit.C.gold300 }) +
        kit.path("M330 78h30l-6 6 14 10-4 4-14-10-4 6z", { fill: kit.C.ivory100 }) +
        // floor
        kit.rect(0, 330, kit.W, 170, { fill: "url(#floorshine)" }) +
        kit.path("M0 330H800", { stroke: kit.C.gold400, "stroke-width": kit.LINE.detail }) +
        kit.path("M400 330L0 460M400 330L200 500M400 330L600 500M400 330L800 460", {
          stroke: kit.C.navy600,
          "stroke-width": kit.LINE.hair,
        }) +
        // travellers walking out with their cases
        kit.figure(250, 420, 90, { facing: 1, suit: kit.C.navy700 }) +
        kit.rect(266, 392, 18, 28, { rx: 3, fill: kit.C.gold600 }) +
        kit.figure(300, 424, 86, { facing: 1, suit: kit.C.navy800, skin: kit.C.gold300 }) +
        // the chauffeur and the name board (a line for the name: the board is for anyone)
        kit.figure(520, 468, 150, { arm: "board", facing: -1 }) +
        kit.rect(430, 338, 68, 44, { rx: 2, fill: kit.C.ivory50 }) +
        kit.path("M440 356h48M446 366h36", {
          stroke: kit.C.navy800,
          "stroke-width": 2.4,
          "stroke-linecap": "round",
        }) +
        kit.path("M440 346h14", { stroke: kit.C.gold600, "stroke-width": 2, "stroke-linecap": "round" }) +
        kit.ellipse(520, 470, 40, 6, { fill: kit.C.navy950, opacity: 0.6 }),
    ),

  /** Cannes-Mandelieu: a business jet on the apron, the van at the foot of the stairs, the Estérel. */
  "cannes-jet": () =>
    kit.svg(
      vclassDefs(),
      kit.sky(230) +
        kit.ridge(
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
          { floor: 320, fill: kit.C.gold700, seed: 31, rough: 7, rim: kit.C.gold300 },
        ) +
        kit.ridge(
          [
            [0, 290],
            [200, 276],
            [400, 292],
            [800, 296],
          ],
          { floor: 320, fill: kit.C.navy700, seed: 32 },
        ) +
        kit.rect(0, 318, kit.W, 182, { fill: kit.C.navy800 }) +
        kit.path("M0 318H800", { stroke: kit.C.gold400, "stroke-width": kit.LINE.detail }) +
        kit.path("M0 420L800 380", {
          stroke: kit.C.gold400,
          "stroke-width": 2,
          "stroke-dasharray": "26 18",
          opacity: 0.6,
        }) +
        // the jet, nose to the left: fuselage, wing, rear engine, T-tail, airstair
        kit.ellipse(470, 396, 170, 10, { fill: kit.C.navy950, opacity: 0.6 }) +
        kit.path(
          "M300 356C300 336 330 326 380 324H620L700 300H724L706 340C700 356 690 362 660 364H330C312 364 300 362 300 356Z",
          {
            fill: kit.C.ivory100,
          },
        ) +
        kit.path("M300 356C304 360 320 364 340 364H660C690 362 700 356 706 340", {
          fill: "none",
          stroke: kit.C.ivory300,
          "stroke-width": 3,
        }) +
        kit.path("M690 300L760 292L762 300L700 306Z", { fill: kit.C.ivory200 }) +
        kit.path("M600 326h64c10 0 14 4 14 10s-4 10-14 10h-64z", { fill: kit.C.ivory300 }) +
        kit.path("M470 354L560 390L580 388L520 352Z", { fill: kit.C.ivory300 }) +
        kit.path(Array.from({ length: 7 }, (_, i) => `M${392 + i * 28} 334h12v10h-12z`).join(""), {
          fill: kit.C.navy700,
        }) +
        kit.path("M306 340c8-8 20-12 34-13v12z", { fill: kit.C.navy800 }) +
        kit.path("M300 356H660", { stroke: kit.C.gold500, "stroke-width": kit.LINE.detail }) +
        kit.rect(350, 332, 18, 30, { fill: kit.C.navy900 }) +
        kit.path("M350 362L338 398H346L356 364Z", { fill: kit.C.ivory300 }) +
        kit.path("M340 370h14M338 378h14M336 386h14", { stroke: kit.C.navy700, "stroke-width": 1 }) +
        kit.rect(420, 398, 8, 14, { fill: kit.C.navy950 }) +
        kit.rect(560, 398, 8, 14, { fill: kit.C.navy950 }) +
        kit.rect(330, 362, 6, 16, { fill: kit.C.navy950 }) +
        vclass({ kind: "profile", x: 60, ground: 470, length: 250, facing: "right" }) +
        kit.figure(320, 470, 70, { arm: "down", facing: -1 }),
    ),

  /** Monaco heliport: the helicopter on its pad at Fontvieille, the Rock behind. */
  heliport: () =>
    kit.svg(
      "",
      kit.sky(160) +
        kit.sea(41, 160) +
        monacoRock(340, kit.HORIZON, 1.4, kit.C.navy700) +
        hillTown(0, 300, 310, 42) +
        // the pad: a dark disc seen in perspective, its ring and letter marking
        kit.rect(0, 380, kit.W, 120, { fill: kit.C.navy900 }) +
        kit.path("M0 380H800", { stroke: kit.C.gold500, "stroke-width": kit.LINE.detail }) +
        kit.ellipse(400, 436, 250, 44, { fill: kit.C.navy800, stroke: kit.C.gold400, "stroke-width": 2 }) +
        kit.ellipse(400, 436, 200, 34, {
          fill: "none",
          stroke: kit.C.ivory300,
          "stroke-width": 1.4,
          "stroke-dasharray": "10 8",
        }) +
        kit.path("M370 426v22M430 426v22M370 437h60", {
          stroke: kit.C.ivory300,
          "stroke-width": 4,
          opacity: 0.55,
        }) +
        // the helicopter, nose left: cabin, tail boom, fin, skids, rotor
        kit.ellipse(420, 428, 120, 10, { fill: kit.C.navy950, opacity: 0.7 }) +
        kit.path(
          "M300 380C300 350 330 334 370 334H440C470 334 486 350 490 370L600 362L606 350H618L614 376L500 392C490 400 470 404 440 404H340C316 404 300 396 300 380Z",
          {
            fill: kit.C.ivory100,
          },
        ) +
        kit.path("M310 372C314 352 336 344 366 344H380V376H310Z", { fill: kit.C.navy700 }) +
        kit.path("M390 344h40v30h-40z", { fill: kit.C.navy700 }) +
        kit.path("M300 384C320 392 400 396 490 384", {
          stroke: kit.C.gold500,
          "stroke-width": 3,
          fill: "none",
        }) +
        kit.path("M330 404L324 420H480L474 404M316 420H494", {
          stroke: kit.C.navy950,
          "stroke-width": 3,
          fill: "none",
        }) +
        kit.path("M380 334v-12h40v12z", { fill: kit.C.ivory300 }) +
        kit.path("M230 318H580", { stroke: kit.C.navy950, "stroke-width": 3 }) +
        kit.rect(396, 314, 8, 8, { fill: kit.C.navy950 }) +
        kit.circle(612, 360, 16, { fill: "none", stroke: kit.C.navy950, "stroke-width": 1.5, opacity: 0.6 }),
    ),

  /** Milan: the cathedral's marble front and its forest of spires at dusk. */
  milan: () => {
    let spires = "";
    const xs = [210, 250, 290, 330, 370, 430, 470, 510, 550, 590];
    for (const x of xs) {
      const h = x > 380 && x < 420 ? 0 : 70 + Math.abs(400 - x) * -0.12 + 40;
      spires += kit.poly([
        [x - 7, 250],
        [x - 7, 250 - h * 0.6],
        [x, 250 - h],
        [x + 7, 250 - h * 0.6],
        [x + 7, 250],
      ]);
    }
    const gable = kit.poly([
      [300, 250],
      [400, 150],
      [500, 250],
    ]);
    const arches = [250, 330, 400, 470, 550].map((x) => `M${x - 18} 400V340a18 18 0 0 1 36 0V400Z`).join("");
    const windowsUp = [250, 330, 470, 550].map((x) => `M${x - 10} 310V282a10 10 0 0 1 20 0V310Z`).join("");
    return kit.svg(
      kit.linear("marble", [
        [0, kit.C.ivory100],
        [0.5, kit.C.ivory300],
        [1, kit.C.gold500],
      ]),
      kit.sky(120, 400) +
        // the central spire and its gilded statue, behind the front
        kit.path("M392 150L398 40H402L408 150Z", { fill: kit.C.ivory300 }) +
        kit.path("M398 40l2-14 2 14z", { fill: kit.C.gold300 }) +
        kit.circle(400, 24, 3, { fill: kit.C.gold300 }) +
        kit.rect(190, 250, 420, 150, { fill: "url(#marble)" }) +
        kit.path(gable, { fill: "url(#marble)" }) +
        kit.path(spires, { fill: "url(#marble)" }) +
        kit.path(xs.map((x) => `M${x - 7} 250V420`).join(""), {
          stroke: kit.C.gold600,
          "stroke-width": kit.LINE.detail,
        }) +
        kit.path(arches, { fill: kit.C.navy800 }) +
        kit.path(windowsUp, { fill: kit.C.navy700 }) +
        kit.circle(400, 290, 22, { fill: kit.C.navy700, stroke: kit.C.gold500, "stroke-width": 2 }) +
        kit.path("M190 250H610M300 250L400 150L500 250", {
          stroke: kit.C.gold500,
          "stroke-width": kit.LINE.detail,
          fill: "none",
        }) +
        // the square, its paving and lamps
        kit.rect(0, 400, kit.W, 100, { fill: kit.C.navy800 }) +
        kit.path("M0 400H800", { stroke: kit.C.gold400, "stroke-width": kit.LINE.detail }) +
        kit.path(
          `${Array.from(
            { length: 11 },
            (_, i) => `M${400 + (i - 5) * 40} 400L${400 + (i - 5) * 160} 500`,
          ).join("")}M0 430H800M0 466H800`,
          { stroke: kit.C.navy600, "stroke-width": kit.LINE.hair },
        ) +
        [90, 710]
          .map(
            (x) =>
              kit.rect(x - 2, 330, 4, 120, { fill: kit.C.navy950 }) +
              kit.circle(x, 326, 8, { fill: kit.C.gold300 }) +
              kit.circle(x, 326, 26, { fill: kit.C.gold300, opacity: 0.15 }),
          )
          .join("") +
        kit.figure(560, 470, 60, { facing: -1 }) +
        kit.figure(590, 474, 64, { facing: -1, suit: kit.C.navy700 }) +
        kit.figure(200, 468, 58, { facing: 1, suit: kit.C.navy700 }),
    );
  },

  /** Switzerland: snow-capped peaks over a lake, the lakeside road. */
  "alps-lake": () => {
    const peaks: kit.Pt[] = [
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
      snow += kit.poly([
        [px, py],
        [px + (rx - px) * t * 0.6, py + (ry - py) * t * 0.6],
        [px + (rx - px) * 0.1, py + (ry - py) * 0.3],
        [px - (px - lx) * 0.1, py + (ly - py) * 0.42],
        [px + (lx - px) * t, py + (ly - py) * t],
      ]);
    }
    return kit.svg(
      "",
      kit.sky(620, 260) +
        kit.ridge(peaks, { floor: 270, fill: kit.C.navy600, seed: 51, rough: 5, rim: kit.C.ivory200 }) +
        kit.path(snow, { fill: kit.C.ivory200, opacity: 0.9 }) +
        kit.ridge(
          [
            [0, 250],
            [200, 228],
            [380, 262],
            [560, 240],
            [800, 256],
          ],
          { floor: 275, fill: kit.C.navy700, seed: 52 },
        ) +
        // the lake: the peaks' reflection in long strokes
        kit.sea(53, 620, 272, 420) +
        kit.path(
          Array.from(
            { length: 14 },
            (_, i) => `M${60 + i * 50} ${290 + (i % 4) * 8}h${20 + (i % 3) * 14}`,
          ).join(""),
          { stroke: kit.C.ivory200, "stroke-width": kit.LINE.hair, opacity: 0.35 },
        ) +
        // the near shore with firs, and the road
        kit.ridge(
          [
            [0, 392],
            [300, 400],
            [800, 388],
          ],
          { floor: kit.H, fill: kit.C.navy900, seed: 54 },
        ) +
        fir(60, 410, 120) +
        fir(110, 414, 90) +
        fir(720, 404, 130) +
        fir(676, 410, 86) +
        kit.path("M0 446C240 436 560 436 800 446", {
          stroke: kit.C.gold500,
          "stroke-width": 1.4,
          fill: "none",
          opacity: 0.6,
        }) +
        // headlights on the road: the van far off
        headlights([390, 432], [404, 432], 2, [330, 446, 380], { fill: kit.C.ivory100, opacity: 0.15 }),
    );
  },

  /** Multi-day journeys: the road through Provence, lavender rows, a stone farmhouse. */
} satisfies Partial<Record<ArtKey, () => string>>;
