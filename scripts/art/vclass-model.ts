// The V-Class's measurements, outlines, gradients and wheels, shared by both views.

import { C, circle, LINE, linear, n, type Pt, path } from "./kit.ts";

export type P3 = readonly [number, number, number];

export const L = 5140;
export const HALF = 964;
export const WHEEL_R = 345;
export const FRONT_AXLE = 950;
export const REAR_AXLE = 4150;

/** Side outline of the lower body (doors, fenders, hood edge), x from the front bumper, y up. */
export const BODY: Pt[] = [
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

export function arch(cx: number, base: number): Pt[] {
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
export const GLASS: Pt[] = [
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
export const ROOF: Pt[] = [
  [1780, 1835],
  [1960, 1876],
  [4950, 1880],
  [5070, 1842],
  [5100, 1760],
  [4960, 1800],
  [1980, 1795],
  [1830, 1770],
];

export const PILLARS: Pt[][] = [
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

export const SIDE_LINES = {
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
  /** the lit shoulder line along the waist, under the windows */
  shoulder: [
    [900, 1128],
    [1300, 1148],
    [4950, 1163],
    [5108, 1158],
  ] as Pt[],
  /** the lit edge of the roof */
  roofRim: [
    [1780, 1838],
    [1960, 1878],
    [4950, 1882],
    [5070, 1844],
  ] as Pt[],
};

/** Door handles: the front door's and the sliding door's. */
export const HANDLES: Pt[][] = [
  [
    [2060, 1065],
    [2170, 1065],
    [2170, 1040],
    [2060, 1040],
  ],
  [
    [3280, 1065],
    [3390, 1065],
    [3390, 1040],
    [3280, 1040],
  ],
];

export const HEADLIGHT_SIDE: Pt[] = [
  [30, 820],
  [95, 925],
  [560, 1010],
  [520, 968],
  [210, 885],
];
export const TAILLIGHT: Pt[] = [
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

export const defs = (id: string) =>
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

export function wheelProfile(cx: number, cy: number, r: number): string {
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
