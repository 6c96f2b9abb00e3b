// One scene per blog article.
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
  n,
  palm,
  path,
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
import { BEAM_DEF, beam, fir, hillTown, house, monacoRock, stars, wineGlass } from "./pieces.ts";
import { vclass, vclassDefs } from "./vclass.ts";

export const ARTICLE_SCENES = {
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
} satisfies Partial<Record<ArtKey, () => string>>;
