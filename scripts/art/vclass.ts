// The long-wheelbase Mercedes V-Class, modelled once in millimetres (length 5,140, width 1,928, height
// 1,880, wheelbase 3,200, 19-inch wheels) and drawn either in true profile or in a three-quarter
// perspective from the same numbers, so its proportions stay right in every scene. The grille and the
// emblem are only suggested (bars and a plain ring), never the maker's trademark.
import { C, circle, g, LINE, linear, n, type Pt, path, poly, smooth } from "./kit.ts";

type P3 = readonly [number, number, number];

const L = 5140;
const HALF = 964;
const WHEEL_R = 345;
const FRONT_AXLE = 950;
const REAR_AXLE = 4150;

/** Side outline of the lower body (doors, fenders, hood edge), x from the front bumper, y up. */
const BODY: Pt[] = [
  [60, 300],
  [0, 430],
  [6, 640],
  [40, 770],
  [95, 930],
  [300, 1000],
  [600, 1070],
  [900, 1130],
  [1300, 1150],
  [4950, 1165],
  [5110, 1160],
  [5130, 1000],
  [5140, 640],
  [5120, 430],
  [5080, 330],
  ...arch(REAR_AXLE, 330),
  ...arch(FRONT_AXLE, 330),
  [60, 300],
];

function arch(cx: number, base: number): Pt[] {
  const r = 415;
  const pts: Pt[] = [[cx + r + 20, base]];
  for (let i = 0; i <= 12; i++) {
    const a = (i / 12) * Math.PI;
    pts.push([cx + Math.cos(a) * r, WHEEL_R + Math.sin(a) * r * 0.98]);
  }
  pts.push([cx - r - 20, base]);
  return pts;
}

/** The glass band from the windscreen base to the roof and the rear pillar. */
const GLASS: Pt[] = [
  [900, 1130],
  [1780, 1835],
  [1960, 1876],
  [4950, 1880],
  [5070, 1842],
  [5106, 1700],
  [5112, 1162],
  [1300, 1150],
];

/** Body-coloured roof rail and pillars drawn over the glass band. */
const ROOF: Pt[] = [
  [1780, 1835],
  [1960, 1876],
  [4950, 1880],
  [5070, 1842],
  [5100, 1760],
  [4960, 1800],
  [1980, 1795],
  [1830, 1770],
];

const PILLARS: Pt[][] = [
  [
    [2200, 1190],
    [2290, 1190],
    [2290, 1795],
    [2200, 1795],
  ],
  [
    [3385, 1190],
    [3470, 1190],
    [3470, 1800],
    [3385, 1800],
  ],
  [
    [4930, 1170],
    [5112, 1170],
    [5100, 1760],
    [4960, 1800],
  ],
];

const SIDE_LINES = {
  /** door cut lines: front door, sliding door, the sliding door's rail under the rear window */
  cuts: [
    [
      [1390, 1150],
      [1390, 400],
    ],
    [
      [2245, 1150],
      [2245, 380],
    ],
    [
      [3430, 1150],
      [3430, 380],
    ],
    [
      [3430, 1185],
      [4930, 1185],
    ],
  ] as Pt[][],
  crease: [
    [640, 985],
    [2400, 1012],
    [5110, 1030],
  ] as Pt[],
  sill: [
    [1400, 540],
    [2400, 560],
    [3720, 575],
  ] as Pt[],
};

const HEADLIGHT_SIDE: Pt[] = [
  [30, 820],
  [95, 925],
  [560, 1010],
  [520, 968],
  [210, 885],
];
const TAILLIGHT: Pt[] = [
  [5070, 1150],
  [5112, 1150],
  [5132, 990],
  [5138, 820],
  [5082, 820],
];

export type View =
  | {
      kind: "profile";
      x: number;
      ground: number;
      length: number;
      facing?: "left" | "right";
      doorOpen?: boolean;
    }
  | { kind: "three-quarter"; x: number; ground: number; length: number };

const defs = (id: string) =>
  linear(`${id}b`, [
    [0, C.navy600],
    [0.12, C.navy700],
    [0.32, C.navy900],
    [0.62, C.navy950],
    [0.86, C.navy800],
    [1, C.navy950],
  ]) +
  linear(`${id}g`, [
    [0, C.navy600],
    [0.5, C.navy900],
    [1, C.navy950],
  ]) +
  linear(
    `${id}r`,
    [
      [0, C.ivory100, 0],
      [0.45, C.ivory100, 0.28],
      [0.55, C.ivory100, 0.05],
      [1, C.ivory100, 0],
    ],
    0,
    0,
    1,
    0,
  ) +
  linear(`${id}f`, [
    [0, C.navy700],
    [0.4, C.navy800],
    [1, C.navy950],
  ]);

/** Gradient definitions the van needs; put them once in the scene's <defs>. */
export function vclassDefs(id = "v"): string {
  return defs(id);
}

function wheelProfile(cx: number, cy: number, r: number): string {
  let spokes = "";
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2 + 0.2;
    const b = a + 0.14;
    spokes += `M${n(cx + Math.cos(a) * r * 0.2)} ${n(cy + Math.sin(a) * r * 0.2)}L${n(cx + Math.cos(a) * r * 0.64)} ${n(cy + Math.sin(a) * r * 0.64)}L${n(cx + Math.cos(b) * r * 0.64)} ${n(cy + Math.sin(b) * r * 0.64)}Z`;
  }
  return (
    circle(cx, cy, r, { fill: C.navy950 }) +
    circle(cx, cy, r * 0.69, { fill: C.navy800, stroke: C.ivory300, "stroke-width": LINE.hair }) +
    path(spokes, { fill: C.ivory300, opacity: 0.8 }) +
    circle(cx, cy, r * 0.16, { fill: C.navy700, stroke: C.ivory300, "stroke-width": LINE.hair }) +
    path(
      `M${n(cx - r * 0.66)} ${n(cy - r * 0.2)}A${n(r * 0.69)} ${n(r * 0.69)} 0 0 1 ${n(cx - r * 0.1)} ${n(cy - r * 0.68)}`,
      {
        stroke: C.gold300,
        "stroke-width": LINE.detail,
        fill: "none",
        opacity: 0.7,
      },
    )
  );
}

/** The V-Class in true profile. */
function profile(v: Extract<View, { kind: "profile" }>, id: string): string {
  const k = v.length / L;
  const left = (v.facing ?? "left") === "left";
  const X = (x: number) => (left ? v.x + x * k : v.x + (L - x) * k);
  const Y = (y: number) => v.ground - y * k;
  const map = (pts: readonly Pt[]): Pt[] => pts.map(([x, y]) => [X(x), Y(y)]);
  const shadow = path(
    `M${n(X(-120))} ${n(Y(0))}C${n(X(600))} ${n(Y(-70))} ${n(X(4600))} ${n(Y(-70))} ${n(X(5400))} ${n(Y(0))}Z`,
    { fill: C.navy950, opacity: 0.55 },
  );
  const body = path(smooth(map(BODY), true), { fill: `url(#${id}b)` });
  const glass = path(poly(map(GLASS)), { fill: `url(#${id}g)` });
  const reflection = path(
    poly(
      map([
        [2500, 1170],
        [3100, 1870],
        [3600, 1870],
        [3000, 1170],
      ]),
    ),
    { fill: `url(#${id}r)` },
  );
  const roof = path(poly(map(ROOF)), { fill: C.navy900 });
  const pillars = PILLARS.map((p) => path(poly(map(p)), { fill: C.navy950 })).join("");
  const cuts = path(SIDE_LINES.cuts.map((c) => poly(map(c), false)).join(""), {
    stroke: C.navy950,
    "stroke-width": LINE.detail,
    fill: "none",
  });
  const crease = path(smooth(map(SIDE_LINES.crease)), {
    stroke: C.gold300,
    "stroke-width": LINE.detail,
    fill: "none",
    opacity: 0.75,
  });
  const sill = path(smooth(map(SIDE_LINES.sill)), {
    stroke: C.navy600,
    "stroke-width": LINE.detail,
    fill: "none",
  });
  const shoulder = path(
    poly(
      map([
        [900, 1128],
        [1300, 1148],
        [4950, 1163],
        [5108, 1158],
      ]),
      false,
    ),
    { stroke: C.ivory200, "stroke-width": LINE.detail, fill: "none", opacity: 0.7 },
  );
  const handles = path(
    poly(
      map([
        [2060, 1065],
        [2170, 1065],
        [2170, 1040],
        [2060, 1040],
      ]),
    ) +
      poly(
        map([
          [3280, 1065],
          [3390, 1065],
          [3390, 1040],
          [3280, 1040],
        ]),
      ),
    { fill: C.ivory300, opacity: 0.8 },
  );
  const mirror = path(
    smooth(
      map([
        [1180, 1180],
        [1210, 1330],
        [1330, 1340],
        [1350, 1200],
      ]),
      true,
    ),
    { fill: C.navy900, stroke: C.navy600, "stroke-width": LINE.hair },
  );
  const headlight = path(smooth(map(HEADLIGHT_SIDE), true), { fill: C.ivory100, opacity: 0.95 });
  const drl = path(
    smooth(
      map([
        [60, 880],
        [300, 950],
        [540, 1000],
      ]),
    ),
    { stroke: C.gold300, "stroke-width": LINE.detail, fill: "none" },
  );
  const tail = path(poly(map(TAILLIGHT)), { fill: C.red });
  const bumper = path(
    poly(
      map([
        [10, 470],
        [520, 470],
      ]),
      false,
    ) +
      poly(
        map([
          [4600, 470],
          [5125, 470],
        ]),
        false,
      ),
    { stroke: C.navy600, "stroke-width": LINE.detail },
  );
  const wells = [FRONT_AXLE, REAR_AXLE]
    .map((ax) => circle(X(ax), Y(WHEEL_R), 405 * k, { fill: C.navy950 }))
    .join("");
  const wheels =
    wheelProfile(X(FRONT_AXLE), Y(WHEEL_R), WHEEL_R * k) +
    wheelProfile(X(REAR_AXLE), Y(WHEEL_R), WHEEL_R * k);
  const roofRim = path(
    smooth(
      map([
        [1780, 1838],
        [1960, 1878],
        [4950, 1882],
        [5070, 1844],
      ]),
    ),
    {
      stroke: C.gold300,
      "stroke-width": LINE.detail,
      fill: "none",
      opacity: 0.55,
    },
  );
  const door = v.doorOpen ? openDoor(map, id) : "";
  const outline = path(smooth(map(BODY), true), {
    fill: "none",
    stroke: C.navy950,
    "stroke-width": LINE.detail,
  });
  return g(
    {},
    shadow,
    wells,
    glass,
    reflection,
    roof,
    roofRim,
    pillars,
    body,
    outline,
    shoulder,
    crease,
    sill,
    cuts,
    handles,
    mirror,
    headlight,
    drl,
    tail,
    bumper,
    wheels,
    door,
  );
}

/** The sliding door run back along its rail: the lit cabin and a captain seat show in the opening. */
function openDoor(map: (pts: readonly Pt[]) => Pt[], id: string): string {
  const opening = map([
    [2250, 390],
    [3425, 390],
    [3425, 1790],
    [2250, 1790],
  ]);
  const seat = map([
    [2700, 560],
    [3250, 560],
    [3300, 1020],
    [3330, 1560],
    [3180, 1600],
    [3120, 1060],
    [2720, 1000],
  ]);
  const panel = map([
    [3330, 400],
    [4500, 400],
    [4500, 1170],
    [4485, 1800],
    [3330, 1800],
  ]);
  const panelGlass = map([
    [3400, 1200],
    [4430, 1200],
    [4430, 1760],
    [3400, 1760],
  ]);
  return (
    path(poly(opening), { fill: C.navy950 }) +
    path(
      poly(
        map([
          [2250, 1700],
          [3425, 1700],
          [3425, 1790],
          [2250, 1790],
        ]),
      ),
      { fill: C.gold500, opacity: 0.35 },
    ) +
    path(smooth(seat, true), { fill: C.ivory300 }) +
    path(
      smooth(
        map([
          [2760, 1000],
          [3120, 1050],
          [3170, 1560],
        ]),
      ),
      {
        stroke: C.gold600,
        "stroke-width": LINE.detail,
        fill: "none",
      },
    ) +
    path(
      poly(
        map([
          [2250, 390],
          [3425, 390],
          [3425, 470],
          [2250, 470],
        ]),
      ),
      { fill: C.ivory200, opacity: 0.5 },
    ) +
    path(poly(panel), { fill: `url(#${id}b)`, stroke: C.navy950, "stroke-width": LINE.detail }) +
    path(poly(panelGlass), { fill: `url(#${id}g)` }) +
    path(
      poly(
        map([
          [3420, 1030],
          [3530, 1030],
          [3530, 1055],
          [3420, 1055],
        ]),
      ),
      { fill: C.ivory300 },
    )
  );
}

// --- three-quarter perspective ---------------------------------------------------------------------------

function camera(v: Extract<View, { kind: "three-quarter" }>) {
  // Eye 1.25 m high, ahead and to the left of the van, looking at its middle.
  const eye: P3 = [-4200, 1250, 6400];
  const target: P3 = [2300, 800, 0];
  const f0: P3 = [target[0] - eye[0], target[1] - eye[1], target[2] - eye[2]];
  const fl = Math.hypot(...f0);
  const fwd: P3 = [f0[0] / fl, f0[1] / fl, f0[2] / fl];
  const r0: P3 = [-fwd[2], 0, fwd[0]];
  const rl = Math.hypot(...r0);
  const right: P3 = [r0[0] / rl, 0, r0[2] / rl];
  const up: P3 = [
    right[1] * fwd[2] - right[2] * fwd[1],
    right[2] * fwd[0] - right[0] * fwd[2],
    right[0] * fwd[1] - right[1] * fwd[0],
  ];
  const raw = (p: P3): Pt => {
    const d: P3 = [p[0] - eye[0], p[1] - eye[1], p[2] - eye[2]];
    const z = d[0] * fwd[0] + d[1] * fwd[1] + d[2] * fwd[2];
    return [
      (d[0] * right[0] + d[1] * right[1] + d[2] * right[2]) / z,
      (d[0] * up[0] + d[1] * up[1] + d[2] * up[2]) / z,
    ];
  };
  // Scale so the van's projected bounding box is v.length wide, its lowest point on v.ground.
  const corners = [0, L].flatMap((x) => [HALF, -HALF].flatMap((z) => [0, 1880].map((y) => raw([x, y, z]))));
  const minX = Math.min(...corners.map((c) => c[0]));
  const maxX = Math.max(...corners.map((c) => c[0]));
  const minY = Math.min(...corners.map((c) => c[1]));
  const k = v.length / (maxX - minX);
  return (p: P3): Pt => {
    const q = raw(p);
    return [v.x + (q[0] - minX) * k, v.ground - (q[1] - minY) * k];
  };
}

function threeQuarter(v: Extract<View, { kind: "three-quarter" }>, id: string): string {
  const P = camera(v);
  const side = (pts: readonly Pt[], z: number) => pts.map(([x, y]) => P([x, y, z]));
  /** x of the front face at height y (the nose leans back as it rises). */
  const frontX = (y: number) =>
    y < 640 ? 0 : y < 770 ? 6 + ((y - 640) / 130) * 34 : 40 + ((y - 770) / 160) * 55;
  const face = (pts: readonly [number, number][]) => pts.map(([z, y]) => P([frontX(y), y, z]));
  const ring = (cx: number, cy: number, z: number, r: number, steps = 28): Pt[] =>
    Array.from({ length: steps }, (_, i) => {
      const a = (i / steps) * Math.PI * 2;
      return P([cx + Math.cos(a) * r, cy + Math.sin(a) * r, z]);
    });
  const wheel = (cx: number, z: number, far = false) => {
    const tyre = path(smooth(ring(cx, WHEEL_R, z, WHEEL_R), true), { fill: C.navy950 });
    if (far) return tyre;
    const rim = ring(cx, WHEEL_R, z + 20, WHEEL_R * 0.69);
    const hub = ring(cx, WHEEL_R, z + 30, WHEEL_R * 0.16, 14);
    let spokes = "";
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2 + 0.3;
      const b = a + 0.15;
      const pt = (ang: number, r: number) => P([cx + Math.cos(ang) * r, WHEEL_R + Math.sin(ang) * r, z + 25]);
      spokes += poly([pt(a, WHEEL_R * 0.18), pt(a, WHEEL_R * 0.65), pt(b, WHEEL_R * 0.65)]);
    }
    return (
      tyre +
      path(smooth(rim, true), { fill: C.navy800, stroke: C.ivory300, "stroke-width": LINE.hair }) +
      path(spokes, { fill: C.ivory300, opacity: 0.8 }) +
      path(smooth(hub, true), { fill: C.navy700 })
    );
  };
  const shadow = path(
    smooth(
      [
        P([-300, 0, HALF + 350]),
        P([L + 600, 0, HALF + 500]),
        P([L + 500, 0, -HALF - 200]),
        P([100, 0, -HALF - 250]),
      ],
      true,
    ),
    { fill: C.navy950, opacity: 0.6 },
  );
  const farWheel = wheel(FRONT_AXLE, -HALF + 40, true);
  const wells = [FRONT_AXLE, REAR_AXLE]
    .map((ax) => path(smooth(ring(ax, WHEEL_R, HALF - 150, 405), true), { fill: C.navy950 }))
    .join("");
  const roofRim = path(
    smooth(
      side(
        [
          [1780, 1838],
          [1960, 1878],
          [4950, 1882],
          [5070, 1844],
        ],
        HALF - 110,
      ),
    ),
    {
      stroke: C.gold300,
      "stroke-width": LINE.detail,
      fill: "none",
      opacity: 0.6,
    },
  );
  const frontFace = path(
    poly(
      face([
        [HALF - 40, 300],
        [HALF, 430],
        [HALF, 640],
        [HALF - 30, 930],
        [-HALF + 30, 930],
        [-HALF, 640],
        [-HALF, 430],
        [-HALF + 40, 300],
      ]),
    ),
    { fill: `url(#${id}f)` },
  );
  const hood = path(
    smooth(
      [
        P([95, 930, HALF - 30]),
        P([900, 1130, HALF - 60]),
        P([900, 1130, -HALF + 60]),
        P([95, 930, -HALF + 30]),
      ],
      true,
    ),
    { fill: C.navy800 },
  );
  const hoodLight = path(smooth([P([300, 1000, 300]), P([700, 1090, 200]), P([880, 1126, 100])]), {
    stroke: C.ivory200,
    "stroke-width": LINE.detail,
    fill: "none",
    opacity: 0.45,
  });
  const windscreen = path(
    poly([
      P([900, 1130, HALF - 70]),
      P([1780, 1835, HALF - 140]),
      P([1780, 1835, -HALF + 140]),
      P([900, 1130, -HALF + 70]),
    ]),
    { fill: `url(#${id}g)` },
  );
  const screenGlint = path(
    poly([P([1000, 1200, 300]), P([1600, 1700, 120]), P([1600, 1700, -60]), P([1000, 1200, 100])]),
    { fill: C.ivory100, opacity: 0.12 },
  );
  const grille = path(
    poly(
      face([
        [560, 650],
        [600, 905],
        [-600, 905],
        [-560, 650],
      ]),
    ),
    { fill: C.navy950, stroke: C.ivory300, "stroke-width": LINE.detail },
  );
  const slats = [720, 790, 860]
    .map((y) =>
      poly(
        face([
          [570 + (y - 650) * 0.15, y],
          [-570 - (y - 650) * 0.15, y],
        ]),
        false,
      ),
    )
    .join("");
  const emblemC = face([[0, 780]])[0]!;
  const emblemR = Math.abs(face([[95, 780]])[0]![0] - emblemC[0]);
  const emblem =
    circle(emblemC[0], emblemC[1], emblemR, {
      fill: C.navy900,
      stroke: C.ivory100,
      "stroke-width": LINE.detail,
    }) +
    circle(emblemC[0], emblemC[1], emblemR * 0.55, {
      fill: "none",
      stroke: C.ivory300,
      "stroke-width": LINE.hair,
    });
  const lamp = (sgn: 1 | -1) =>
    path(
      poly(
        face([
          [sgn * 640, 840],
          [sgn * 660, 930],
          [sgn * 930, 935],
          [sgn * 950, 850],
        ]),
      ),
      { fill: C.ivory100 },
    );
  const intake = path(
    poly(
      face([
        [700, 420],
        [650, 560],
        [-650, 560],
        [-700, 420],
      ]),
    ),
    { fill: C.navy950, stroke: C.navy600, "stroke-width": LINE.hair },
  );
  const sideBody = path(smooth(side(BODY, HALF), true), { fill: `url(#${id}b)` });
  const sideGlass = path(poly(side(GLASS, HALF - 60)), { fill: `url(#${id}g)` });
  const sideRoof = path(poly(side(ROOF, HALF - 110)), { fill: C.navy900 });
  const sidePillars = PILLARS.map((p) => path(poly(side(p, HALF - 70)), { fill: C.navy950 })).join("");
  const sideRefl = path(
    poly(
      side(
        [
          [2600, 1170],
          [3200, 1870],
          [3750, 1870],
          [3150, 1170],
        ],
        HALF - 65,
      ),
    ),
    { fill: `url(#${id}r)` },
  );
  const cuts = path(SIDE_LINES.cuts.map((c) => poly(side(c, HALF + 2), false)).join(""), {
    stroke: C.navy950,
    "stroke-width": LINE.detail,
    fill: "none",
  });
  const crease = path(smooth(side(SIDE_LINES.crease, HALF + 2)), {
    stroke: C.gold300,
    "stroke-width": LINE.detail,
    fill: "none",
    opacity: 0.75,
  });
  const shoulder = path(
    poly(
      side(
        [
          [900, 1128],
          [1300, 1148],
          [4950, 1163],
          [5108, 1158],
        ],
        HALF,
      ),
      false,
    ),
    {
      stroke: C.ivory200,
      "stroke-width": LINE.detail,
      fill: "none",
      opacity: 0.7,
    },
  );
  const headSide = path(smooth(side(HEADLIGHT_SIDE, HALF + 2), true), { fill: C.ivory100 });
  const tail = path(poly(side(TAILLIGHT, HALF)), { fill: C.red });
  const mirror = path(
    smooth(
      [
        P([1180, 1190, HALF]),
        P([1200, 1330, HALF + 180]),
        P([1330, 1340, HALF + 200]),
        P([1350, 1200, HALF]),
      ],
      true,
    ),
    { fill: C.navy900, stroke: C.navy600, "stroke-width": LINE.hair },
  );
  const handles = path(
    poly(
      side(
        [
          [2060, 1065],
          [2170, 1065],
          [2170, 1040],
          [2060, 1040],
        ],
        HALF + 4,
      ),
    ) +
      poly(
        side(
          [
            [3280, 1065],
            [3390, 1065],
            [3390, 1040],
            [3280, 1040],
          ],
          HALF + 4,
        ),
      ),
    { fill: C.ivory300, opacity: 0.8 },
  );
  const corner = path(smooth([P([40, 770, HALF]), P([95, 930, HALF - 30]), P([600, 1070, HALF - 2])]), {
    stroke: C.gold300,
    "stroke-width": LINE.detail,
    fill: "none",
    opacity: 0.8,
  });
  return g(
    {},
    shadow,
    farWheel,
    frontFace,
    intake,
    grille,
    path(slats, { stroke: C.ivory300, "stroke-width": LINE.detail, opacity: 0.85 }),
    emblem,
    lamp(1),
    lamp(-1),
    hood,
    hoodLight,
    windscreen,
    screenGlint,
    sideGlass,
    sideRefl,
    sideRoof,
    roofRim,
    sidePillars,
    wells,
    sideBody,
    shoulder,
    crease,
    cuts,
    handles,
    headSide,
    corner,
    tail,
    mirror,
    wheel(FRONT_AXLE, HALF + 5),
    wheel(REAR_AXLE, HALF + 5),
  );
}

/** Draws the van; include `vclassDefs(id)` in the scene's defs with the same id. */
export function vclass(v: View, id = "v"): string {
  return v.kind === "profile" ? profile(v, id) : threeQuarter(v, id);
}
