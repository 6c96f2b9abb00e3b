// Saint-Tropez, the palace hotels, the chauffeur at the door and guest transport.
// Composition rules: see scenes.ts.

import type { ArtKey } from "../../app/content/art.ts";
import * as kit from "./kit.ts";
import { road, trees } from "./pieces.ts";
import { vclass, vclassDefs } from "./vclass.ts";

export const HOSPITALITY_SCENES = {
  "saint-tropez": () => {
    const r = kit.rng(121);
    const tints = [kit.C.gold300, kit.C.ivory200, kit.C.gold400, kit.C.ivory300, kit.C.gold500];
    let houses = "";
    let x = 0;
    while (x < kit.W) {
      const w = 34 + r() * 30;
      const h = 70 + r() * 60;
      houses += kit.rect(x, 300 - h, w, h, { fill: tints[Math.floor(r() * tints.length)] });
      houses += kit.path(`M${kit.n(x - 2)} ${kit.n(300 - h)}h${kit.n(w + 4)}l-4-6h${kit.n(-w + 4)}z`, {
        fill: kit.C.gold600,
      });
      houses += kit.windows(
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
    return kit.svg(
      "",
      kit.sky(600, 300) +
        kit.ridge(
          [
            [0, 200],
            [300, 170],
            [600, 196],
            [800, 180],
          ],
          { floor: 260, fill: kit.C.navy700, seed: 122 },
        ) +
        // the bell tower with its wrought-iron cage
        kit.rect(300, 110, 36, 140, { fill: kit.C.gold400 }) +
        kit.path("M300 110h36v-10h-36z", { fill: kit.C.ivory200 }) +
        kit.path("M302 100C302 80 334 80 334 100", {
          stroke: kit.C.navy950,
          "stroke-width": 2,
          fill: "none",
        }) +
        kit.path("M318 80v-14M312 70h12", { stroke: kit.C.navy950, "stroke-width": 2 }) +
        kit.rect(310, 124, 16, 22, { fill: kit.C.navy800 }) +
        kit.circle(318, 166, 7, { fill: kit.C.ivory100 }) +
        houses +
        kit.rect(0, 300, kit.W, 10, { fill: kit.C.navy800 }) +
        kit.sea(123, 600, 310, 500) +
        // reflections of the façades
        kit.path(
          Array.from(
            { length: 40 },
            (_, i) => `M${i * 20 + (i % 3) * 4} ${318 + (i % 5) * 8}h${8 + (i % 4) * 3}`,
          ).join(""),
          { stroke: kit.C.gold400, "stroke-width": 1.6, opacity: 0.35 },
        ) +
        kit.yacht(20, 400, 230) +
        kit.yacht(500, 360, 160, true) +
        // a sailing yacht's masts
        kit.path("M360 350v-150M360 210l-50 130h50", {
          stroke: kit.C.ivory200,
          "stroke-width": 1.4,
          fill: "none",
        }) +
        kit.path("M320 350h90l-10 12h-72z", { fill: kit.C.navy950 }),
    );
  },

  /** Concierge: a Belle Époque palace hotel, its dome, awnings and doorman. */
  "palace-hotel": () =>
    kit.svg(
      vclassDefs() + kit.fade("facade", kit.C.ivory100, kit.C.ivory300),
      kit.sky(140, 330) +
        // the façade, the dome and its lantern
        kit.rect(140, 120, 520, 210, { fill: "url(#facade)" }) +
        kit.path("M340 120C340 60 460 60 460 120Z", { fill: kit.C.gold500 }) +
        kit.path("M400 62C380 70 366 90 360 120M400 62C420 70 434 90 440 120M400 62V120", {
          stroke: kit.C.gold700,
          "stroke-width": kit.LINE.detail,
          fill: "none",
        }) +
        kit.rect(394, 44, 12, 20, { fill: kit.C.ivory200 }) +
        kit.path("M392 44h16l-8-10z", { fill: kit.C.gold600 }) +
        kit.path("M130 120H670M130 200H670M130 260H670", { stroke: kit.C.gold500, "stroke-width": 2 }) +
        kit.windows(160, 136, 16, 2, 14, 22, 18, 18, 131, 0.6) +
        kit.windows(160, 214, 16, 1, 14, 30, 18, 18, 132, 0.7) +
        kit.path(
          Array.from(
            { length: 16 },
            (_, i) => `M${156 + i * 32} 198h22M${156 + i * 32} 192v6M${178 + i * 32} 192v6`,
          ).join(""),
          { stroke: kit.C.navy800, "stroke-width": 1.2 },
        ) +
        // the entrance awning and the lamps
        kit.path("M330 270h140l12 16H318z", { fill: kit.C.navy800 }) +
        kit.path("M318 286h164", { stroke: kit.C.gold400, "stroke-width": 2 }) +
        kit.rect(350, 286, 100, 44, { fill: kit.C.gold300, opacity: 0.75 }) +
        kit.path("M400 286v44", { stroke: kit.C.gold600, "stroke-width": 2 }) +
        kit.palm(110, 338, 200, 6, 133) +
        kit.palm(700, 338, 190, -8, 134) +
        road(330, kit.C.navy800) +
        vclass({ kind: "profile", x: 100, ground: 430, length: 280 }) +
        kit.figure(470, 430, 90, { arm: "down", facing: -1 }) +
        kit.figure(520, 430, 90, { facing: -1, suit: kit.C.navy700 }) +
        kit.rect(560, 404, 26, 24, { rx: 3, fill: kit.C.gold600 }) +
        kit.rect(590, 396, 22, 32, { rx: 3, fill: kit.C.ivory300 }),
    ),

  /** VIP service: the chauffeur holding the sliding door at a villa's steps. */
  "chauffeur-door": () =>
    kit.svg(
      vclassDefs(),
      kit.sky(650, 300) +
        // the villa entrance: columns, a lantern, steps
        kit.rect(0, 100, kit.W, 200, { fill: kit.C.navy800 }) +
        kit.path("M0 100H800", { stroke: kit.C.gold400, "stroke-width": 2 }) +
        [80, 200, 600, 720].map((x) => kit.rect(x, 100, 26, 200, { fill: kit.C.ivory300 })).join("") +
        [80, 200, 600, 720]
          .map((x) => kit.rect(x + 18, 100, 8, 200, { fill: kit.C.navy700, opacity: 0.4 }))
          .join("") +
        kit.rect(280, 140, 240, 160, { fill: kit.C.gold300, opacity: 0.55 }) +
        kit.path("M400 140V300M280 140H520", { stroke: kit.C.gold600, "stroke-width": 3 }) +
        kit.circle(400, 118, 10, { fill: kit.C.gold300 }) +
        kit.circle(400, 118, 40, { fill: kit.C.gold300, opacity: 0.15 }) +
        kit.path("M0 300H800V312H0ZM0 312H800V324H0Z", { fill: kit.C.ivory200 }) +
        kit.path("M0 312H800M0 324H800", { stroke: kit.C.gold600, "stroke-width": 1 }) +
        kit.rect(0, 324, kit.W, 176, { fill: kit.C.navy900 }) +
        kit.path("M250 324h300l40 176H210z", { fill: kit.C.redDark, opacity: 0.75 }) +
        vclass({ kind: "profile", x: 60, ground: 452, length: 560, doorOpen: true }) +
        kit.figure(478, 474, 150, { arm: "door", facing: -1 }) +
        kit.ellipse(478, 476, 36, 5, { fill: kit.C.navy950, opacity: 0.6 }),
    ),

  /** Guest transport: two vans waiting on a villa drive under umbrella pines. */
  "guest-convoy": () =>
    kit.svg(
      vclassDefs(),
      kit.sky(200, 300) +
        kit.ridge(
          [
            [0, 260],
            [260, 238],
            [520, 264],
            [800, 244],
          ],
          { floor: 300, fill: kit.C.navy700, seed: 141, rim: kit.C.gold400, rimOpacity: 0.5 },
        ) +
        kit.rect(0, 296, kit.W, 204, { fill: kit.C.navy800 }) +
        kit.path("M0 296H800", { stroke: kit.C.gold500, "stroke-width": kit.LINE.detail }) +
        // the gate with its lanterns
        kit.rect(640, 190, 22, 112, { fill: kit.C.ivory300 }) +
        kit.rect(760, 190, 22, 112, { fill: kit.C.ivory300 }) +
        kit.path(
          Array.from(
            { length: 10 },
            (_, i) => `M${662 + i * 10} 300V${230 - Math.sin((i / 9) * Math.PI) * 20}`,
          ).join(""),
          { stroke: kit.C.navy950, "stroke-width": 2 },
        ) +
        kit.circle(651, 180, 7, { fill: kit.C.gold300 }) +
        kit.circle(771, 180, 7, { fill: kit.C.gold300 }) +
        kit.circle(651, 180, 24, { fill: kit.C.gold300, opacity: 0.15 }) +
        trees([120, 300, 1.6, 142], [520, 298, 1.2, 143]) +
        // the gravel drive
        kit.path("M0 360C200 340 500 330 800 326V500H0Z", { fill: kit.C.navy900 }) +
        vclass({ kind: "three-quarter", x: 400, ground: 380, length: 250 }, "v") +
        vclass({ kind: "three-quarter", x: 70, ground: 470, length: 440 }, "v") +
        kit.figure(600, 470, 120, { arm: "down", facing: -1 }),
    ),

  // --- the blog articles -------------------------------------------------------------------------------

  /** Nice to Milan: the motorway viaduct over a Ligurian valley. */
} satisfies Partial<Record<ArtKey, () => string>>;
