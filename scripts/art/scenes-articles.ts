// One scene per blog article.
// Composition rules: see scenes.ts.

import type { ArtKey } from "../../app/content/art.ts";
import * as kit from "./kit.ts";
import { BEAM_DEF, beam, fir, headlights, hillTown, houses, monacoRock, stars, wineGlass } from "./pieces.ts";
import { vclass, vclassDefs } from "./vclass.ts";

export const ARTICLE_SCENES = {
  "riviera-viaduct": () => {
    let arches = "";
    for (let i = 0; i < 8; i++) {
      const x = 40 + i * 96;
      arches += `M${x} 500V250H${x + 14}V500Z`;
    }
    return kit.svg(
      vclassDefs(),
      kit.sky(420, 280) +
        kit.sea(151, 420, 280, 330) +
        kit.ridge(
          [
            [200, 340],
            [400, 320],
            [600, 336],
          ],
          { floor: kit.H, fill: kit.C.navy800, seed: 150 },
        ) +
        kit.ridge(
          [
            [0, 150],
            [140, 120],
            [300, 200],
            [380, 270],
          ],
          { floor: 500, fill: kit.C.navy700, seed: 152, rim: kit.C.gold400 },
        ) +
        kit.ridge(
          [
            [470, 272],
            [600, 180],
            [720, 130],
            [800, 150],
          ],
          { floor: 500, fill: kit.C.navy700, seed: 153, rim: kit.C.gold400 },
        ) +
        houses([90, 144, 20, 16, 154], [114, 140, 24, 18, 155], [140, 150, 20, 14, 156]) +
        kit.rect(100, 108, 10, 22, { fill: kit.C.ivory200 }) +
        houses([640, 186, 22, 16, 157], [666, 176, 26, 18, 158]) +
        kit.ridge(
          [
            [0, 420],
            [200, 380],
            [400, 440],
            [600, 400],
            [800, 430],
          ],
          { floor: kit.H, fill: kit.C.navy900, seed: 159 },
        ) +
        kit.path(arches, { fill: kit.C.navy800 }) +
        kit.path(arches.replace(/V500Z/g, "V500"), {
          stroke: kit.C.gold500,
          "stroke-width": kit.LINE.hair,
          fill: "none",
        }) +
        kit.rect(0, 236, kit.W, 16, { fill: kit.C.ivory300 }) +
        kit.rect(0, 236, kit.W, 4, { fill: kit.C.gold400 }) +
        kit.path(`${Array.from({ length: 80 }, (_, i) => `M${i * 10} 228v8`).join("")}M0 228H800`, {
          stroke: kit.C.ivory300,
          "stroke-width": 1,
        }) +
        vclass({ kind: "profile", x: 420, ground: 237, length: 130, facing: "right" }),
    );
  },

  /** Courchevel: chalets in the snow at night, firs, the van's lights on the road. */
  courchevel: () => {
    const chalet = (x: number, y: number, w: number, seed: number) =>
      kit.rect(x, y - w * 0.55, w, w * 0.55, { fill: kit.C.gold700 }) +
      kit.path(
        `M${kit.n(x - w * 0.15)} ${kit.n(y - w * 0.5)}L${kit.n(x + w / 2)} ${kit.n(y - w * 0.95)}L${kit.n(x + w * 1.15)} ${kit.n(y - w * 0.5)}Z`,
        {
          fill: kit.C.navy950,
        },
      ) +
      kit.path(
        `M${kit.n(x - w * 0.15)} ${kit.n(y - w * 0.5)}L${kit.n(x + w / 2)} ${kit.n(y - w * 0.95)}L${kit.n(x + w * 1.15)} ${kit.n(y - w * 0.5)}L${kit.n(x + w * 1.05)} ${kit.n(y - w * 0.56)}L${kit.n(x + w / 2)} ${kit.n(y - w * 0.86)}L${kit.n(x - w * 0.05)} ${kit.n(y - w * 0.56)}Z`,
        {
          fill: kit.C.ivory100,
        },
      ) +
      kit.windows(x + w * 0.12, y - w * 0.42, 3, 2, w * 0.18, w * 0.12, w * 0.08, w * 0.06, seed, 0.8) +
      kit.path(`M${kit.n(x)} ${kit.n(y - w * 0.2)}h${kit.n(w)}`, {
        stroke: kit.C.navy950,
        "stroke-width": 2,
      });
    const r = kit.rng(161);
    let flakes = "";
    for (let i = 0; i < 90; i++) flakes += `M${kit.n(r() * kit.W)} ${kit.n(r() * kit.H)}h0.1`;
    return kit.svg(
      kit.fade("snowfield", kit.C.ivory200, kit.C.navy600),
      kit.sky(640, 240) +
        kit.ridge(
          [
            [0, 150],
            [140, 90],
            [260, 140],
            [420, 70],
            [600, 150],
            [800, 110],
          ],
          { floor: 260, fill: kit.C.navy600, seed: 162, rough: 5, rim: kit.C.ivory100 },
        ) +
        kit.ridge(
          [
            [0, 230],
            [300, 200],
            [560, 236],
            [800, 214],
          ],
          { floor: kit.H, fill: "url(#snowfield)", seed: 163 },
        ) +
        kit.path("M0 330C200 300 420 340 800 290V500H0Z", { fill: kit.C.navy700, opacity: 0.5 }) +
        chalet(240, 300, 110, 164) +
        chalet(420, 280, 90, 165) +
        chalet(560, 320, 120, 166) +
        fir(120, 330, 130, true) +
        fir(180, 320, 90, true) +
        fir(700, 350, 140, true) +
        fir(760, 340, 100, true) +
        fir(380, 300, 70, true) +
        kit.path("M0 450C240 420 560 420 800 440V500H0Z", { fill: kit.C.ivory300 }) +
        kit.path("M0 450C240 420 560 420 800 440", {
          stroke: kit.C.navy700,
          "stroke-width": 1.5,
          fill: "none",
        }) +
        kit.path("M-10 480C240 450 560 452 810 470", {
          stroke: kit.C.navy600,
          "stroke-width": 24,
          fill: "none",
          opacity: 0.5,
        }) +
        headlights([300, 458], [316, 457], 2.4, [200, 476, 270], { fill: kit.C.ivory50, opacity: 0.25 }) +
        kit.path(flakes, {
          stroke: kit.C.ivory50,
          "stroke-width": 2.2,
          "stroke-linecap": "round",
          opacity: 0.7,
        }),
    );
  },

  /** Monaco's rooftops: the harbour by night from a terrace above it. */
  "monaco-harbour": () =>
    kit.svg(
      "",
      stars(171, 50, 180) +
        kit.rect(0, 0, kit.W, 250, { fill: "url(#sky)", opacity: 0.85 }) +
        hillTown(0, 560, 250, 172, 1.4) +
        monacoRock(520, 256, 1.1, kit.C.navy700) +
        kit.sea(173, 120, 256, 420) +
        // the harbour's quays and the yachts moored stern-to
        kit.path("M0 300H520L540 330H0Z", { fill: kit.C.navy800 }) +
        kit.path("M0 300H520", { stroke: kit.C.gold300, "stroke-width": 1, opacity: 0.7 }) +
        kit.yacht(40, 352, 110) +
        kit.yacht(170, 360, 130, true) +
        kit.yacht(330, 350, 100) +
        kit.yacht(460, 372, 150, true) +
        kit.path(Array.from({ length: 26 }, (_, i) => `M${i * 22} 300v-18`).join(""), {
          stroke: kit.C.gold300,
          "stroke-width": 1,
          opacity: 0.6,
        }) +
        // the terrace in the foreground: rail, a lounge chair, a cocktail
        kit.rect(0, 420, kit.W, 80, { fill: kit.C.navy950 }) +
        kit.path("M0 404H800M0 420H800", { stroke: kit.C.gold500, "stroke-width": 2 }) +
        kit.path(Array.from({ length: 41 }, (_, i) => `M${i * 20} 404v16`).join(""), {
          stroke: kit.C.gold600,
          "stroke-width": 1.4,
        }) +
        kit.ellipse(640, 470, 70, 10, { fill: kit.C.navy800 }) +
        kit.rect(636, 420, 8, 50, { fill: kit.C.navy800 }) +
        kit.ellipse(640, 420, 46, 6, { fill: kit.C.navy700, stroke: kit.C.gold500, "stroke-width": 1 }) +
        wineGlass(622, 418, 0.9, kit.C.gold300) +
        wineGlass(656, 418, 0.9, kit.C.gold300) +
        wineGlass(160, 470, 1.2, kit.C.gold300) +
        kit.rect(110, 470, 100, 6, { fill: kit.C.navy700 }),
    ),

  /** Cannes restaurants: a table on a terrace over the bay and the Lérins islands. */
  "cannes-terrace": () =>
    kit.svg(
      kit.fade("cloth", kit.C.ivory50, kit.C.ivory300),
      kit.sky(470, kit.HORIZON) +
        kit.sea(181, 470) +
        // the islands, low and wooded
        kit.path(
          kit.smooth([
            [80, 311],
            [140, 300],
            [260, 298],
            [330, 311],
          ]),
          { fill: kit.C.navy700 },
        ) +
        kit.path(
          kit.smooth([
            [420, 311],
            [470, 304],
            [560, 302],
            [620, 311],
          ]),
          { fill: kit.C.navy700 },
        ) +
        kit.path(
          `${kit.smooth([
            [660, 262],
            [720, 230],
            [800, 240],
          ])}L800 311H620Z`,
          { fill: kit.C.navy700 },
        ) +
        // parasol edge above, the balustrade, the table
        kit.path("M-20 0H820V40C700 60 560 66 400 66S100 60 -20 40Z", { fill: kit.C.ivory200 }) +
        kit.path("M-20 40C100 60 240 66 400 66S700 60 820 40", {
          stroke: kit.C.gold500,
          "stroke-width": 3,
          fill: "none",
        }) +
        kit.path(
          Array.from(
            { length: 8 },
            (_, i) => `M${i * 110 + 30} 66C${i * 110 + 60} 70 ${i * 110 + 80} 70 ${i * 110 + 110} 66`,
          ).join(""),
          { stroke: kit.C.gold600, "stroke-width": 1.2, fill: "none" },
        ) +
        kit.rect(0, 330, kit.W, 12, { fill: kit.C.ivory300 }) +
        kit.path(
          Array.from({ length: 27 }, (_, i) => `M${i * 30 + 10} 342c-6 10-6 30 0 40h8c6-10 6-30 0-40z`).join(
            "",
          ),
          {
            fill: kit.C.ivory300,
            opacity: 0.9,
          },
        ) +
        kit.rect(0, 382, kit.W, 118, { fill: kit.C.navy900 }) +
        kit.path("M120 400H680L760 500H40Z", { fill: "url(#cloth)" }) +
        kit.ellipse(300, 440, 50, 12, { fill: kit.C.ivory50, stroke: kit.C.ivory300, "stroke-width": 1 }) +
        kit.ellipse(520, 446, 54, 13, { fill: kit.C.ivory50, stroke: kit.C.ivory300, "stroke-width": 1 }) +
        wineGlass(360, 432, 1.5, kit.C.gold400) +
        wineGlass(460, 436, 1.5, kit.C.redDark) +
        kit.path("M404 430V370c0-10 4-14 4-22v-14h10v14c0 8 4 12 4 22v60z", { fill: kit.C.navy700 }) +
        kit.path("M408 334h10", { stroke: kit.C.gold400, "stroke-width": 3 }) +
        kit.rect(220, 410, 8, 22, { fill: kit.C.ivory50 }) +
        kit.ellipse(224, 404, 3, 6, { fill: kit.C.gold300 }) +
        kit.circle(224, 404, 20, { fill: kit.C.gold300, opacity: 0.2 }),
    ),

  /** The Festival guide: the Croisette, its palms, the beach and the searchlights. */
  croisette: () => {
    let palms = "";
    for (let i = 0; i < 5; i++)
      palms += kit.palm(60 + i * 170, 414, 200 + (i % 2) * 24, i % 2 ? 8 : -8, 190 + i);
    return kit.svg(
      BEAM_DEF,
      stars(191, 30, 200) +
        kit.rect(0, 0, kit.W, 310, { fill: "url(#sky)" }) +
        beam(120, 300, -18, 320) +
        beam(260, 300, 12, 320) +
        beam(470, 300, -6, 300) +
        // the palace hotels along the bay, twin domes
        kit.rect(20, 220, 380, 90, { fill: kit.C.ivory300 }) +
        kit.path("M40 220a20 24 0 0 1 40 0ZM340 220a20 24 0 0 1 40 0Z", { fill: kit.C.gold600 }) +
        kit.windows(30, 236, 22, 3, 10, 12, 7, 10, 192, 0.7) +
        hillTown(400, 800, 300, 193, 0.8) +
        // the bay and the beach with its parasols
        kit.sea(194, 200, 310, 370) +
        kit.path("M0 370H800V400H0Z", { fill: kit.C.gold400 }) +
        kit.path(
          Array.from(
            { length: 12 },
            (_, i) => `M${30 + i * 66} 386v-20M${14 + i * 66} 368a16 8 0 0 1 32 0Z`,
          ).join(""),
          { fill: kit.C.ivory100, stroke: kit.C.ivory200, "stroke-width": 1 },
        ) +
        // the promenade
        kit.path("M0 400H800V500H0Z", { fill: kit.C.navy800 }) +
        kit.path("M0 410H800", { stroke: kit.C.ivory300, "stroke-width": 3 }) +
        kit.path(`${Array.from({ length: 40 }, (_, i) => `M${i * 20} 410v14`).join("")}M0 424H800`, {
          stroke: kit.C.ivory300,
          "stroke-width": 1.2,
        }) +
        palms +
        kit.figure(420, 480, 70, { facing: 1 }) +
        kit.figure(440, 482, 68, { facing: 1, suit: kit.C.ivory200, skin: kit.C.gold300 }),
    );
  },
} satisfies Partial<Record<ArtKey, () => string>>;
