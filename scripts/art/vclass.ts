// The long-wheelbase Mercedes V-Class, modelled once in millimetres (length 5,140, width 1,928, height
// 1,880, wheelbase 3,200, 19-inch wheels) and drawn either in true profile or in a three-quarter
// perspective from the same numbers, so its proportions stay right in every scene. The grille and the
// emblem are only suggested (bars and a plain ring), never the maker's trademark.
import { C, circle, g, LINE, type Pt, path, poly, smooth } from "./kit.ts";
import * as model from "./vclass-model.ts";
import { profile } from "./vclass-profile.ts";

export type { View } from "./vclass-model.ts";
export { vclassDefs } from "./vclass-model.ts";

function camera(v: Extract<model.View, { kind: "three-quarter" }>) {
  // Eye 1.25 m high, ahead and to the left of the van, looking at its middle.
  const eye: model.P3 = [-4200, 1250, 6400];
  const target: model.P3 = [2300, 800, 0];
  const f0: model.P3 = [target[0] - eye[0], target[1] - eye[1], target[2] - eye[2]];
  const fl = Math.hypot(...f0);
  const fwd: model.P3 = [f0[0] / fl, f0[1] / fl, f0[2] / fl];
  const r0: model.P3 = [-fwd[2], 0, fwd[0]];
  const rl = Math.hypot(...r0);
  const right: model.P3 = [r0[0] / rl, 0, r0[2] / rl];
  const up: model.P3 = [
    right[1] * fwd[2] - right[2] * fwd[1],
    right[2] * fwd[0] - right[0] * fwd[2],
    right[0] * fwd[1] - right[1] * fwd[0],
  ];
  const raw = (p: model.P3): Pt => {
    const d: model.P3 = [p[0] - eye[0], p[1] - eye[1], p[2] - eye[2]];
    const z = d[0] * fwd[0] + d[1] * fwd[1] + d[2] * fwd[2];
    return [
      (d[0] * right[0] + d[1] * right[1] + d[2] * right[2]) / z,
      (d[0] * up[0] + d[1] * up[1] + d[2] * up[2]) / z,
    ];
  };
  // Scale so the van's projected bounding box is v.length wide, its lowest point on v.ground.
  const corners = [0, model.L].flatMap((x) =>
    [model.HALF, -model.HALF].flatMap((z) => [0, 1880].map((y) => raw([x, y, z]))),
  );
  const minX = Math.min(...corners.map((c) => c[0]));
  const maxX = Math.max(...corners.map((c) => c[0]));
  const minY = Math.min(...corners.map((c) => c[1]));
  const k = v.length / (maxX - minX);
  return (p: model.P3): Pt => {
    const q = raw(p);
    return [v.x + (q[0] - minX) * k, v.ground - (q[1] - minY) * k];
  };
}

function threeQuarter(v: Extract<model.View, { kind: "three-quarter" }>, id: string): string {
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
    const tyre = path(smooth(ring(cx, model.WHEEL_R, z, model.WHEEL_R), true), { fill: C.navy950 });
    if (far) return tyre;
    const rim = ring(cx, model.WHEEL_R, z + 20, model.WHEEL_R * 0.69);
    const hub = ring(cx, model.WHEEL_R, z + 30, model.WHEEL_R * 0.16, 14);
    let spokes = "";
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2 + 0.3;
      const b = a + 0.15;
      const pt = (ang: number, r: number) =>
        P([cx + Math.cos(ang) * r, model.WHEEL_R + Math.sin(ang) * r, z + 25]);
      spokes += poly([pt(a, model.WHEEL_R * 0.18), pt(a, model.WHEEL_R * 0.65), pt(b, model.WHEEL_R * 0.65)]);
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
        P([-300, 0, model.HALF + 350]),
        P([model.L + 600, 0, model.HALF + 500]),
        P([model.L + 500, 0, -model.HALF - 200]),
        P([100, 0, -model.HALF - 250]),
      ],
      true,
    ),
    { fill: C.navy950, opacity: 0.6 },
  );
  const farWheel = wheel(model.FRONT_AXLE, -model.HALF + 40, true);
  const wells = [model.FRONT_AXLE, model.REAR_AXLE]
    .map((ax) => path(smooth(ring(ax, model.WHEEL_R, model.HALF - 150, 405), true), { fill: C.navy950 }))
    .join("");
  const roofRim = path(smooth(side(model.SIDE_LINES.roofRim, model.HALF - 110)), {
    stroke: C.gold300,
    "stroke-width": LINE.detail,
    fill: "none",
    opacity: 0.6,
  });
  const frontFace = path(
    poly(
      face([
        [model.HALF - 40, 300],
        [model.HALF, 430],
        [model.HALF, 640],
        [model.HALF - 30, 930],
        [-model.HALF + 30, 930],
        [-model.HALF, 640],
        [-model.HALF, 430],
        [-model.HALF + 40, 300],
      ]),
    ),
    { fill: `url(#${id}f)` },
  );
  const hood = path(
    smooth(
      [
        P([95, 930, model.HALF - 30]),
        P([900, 1130, model.HALF - 60]),
        P([900, 1130, -model.HALF + 60]),
        P([95, 930, -model.HALF + 30]),
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
      P([900, 1130, model.HALF - 70]),
      P([1780, 1835, model.HALF - 140]),
      P([1780, 1835, -model.HALF + 140]),
      P([900, 1130, -model.HALF + 70]),
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
  const sideBody = path(smooth(side(model.BODY, model.HALF), true), { fill: `url(#${id}b)` });
  const sideGlass = path(poly(side(model.GLASS, model.HALF - 60)), { fill: `url(#${id}g)` });
  const sideRoof = path(poly(side(model.ROOF, model.HALF - 110)), { fill: C.navy900 });
  const sidePillars = model.PILLARS.map((p) =>
    path(poly(side(p, model.HALF - 70)), { fill: C.navy950 }),
  ).join("");
  const sideRefl = path(
    poly(
      side(
        [
          [2600, 1170],
          [3200, 1870],
          [3750, 1870],
          [3150, 1170],
        ],
        model.HALF - 65,
      ),
    ),
    { fill: `url(#${id}r)` },
  );
  const cuts = path(model.SIDE_LINES.cuts.map((c) => poly(side(c, model.HALF + 2), false)).join(""), {
    stroke: C.navy950,
    "stroke-width": LINE.detail,
    fill: "none",
  });
  const crease = path(smooth(side(model.SIDE_LINES.crease, model.HALF + 2)), {
    stroke: C.gold300,
    "stroke-width": LINE.detail,
    fill: "none",
    opacity: 0.75,
  });
  const shoulder = path(poly(side(model.SIDE_LINES.shoulder, model.HALF), false), {
    stroke: C.ivory200,
    "stroke-width": LINE.detail,
    fill: "none",
    opacity: 0.7,
  });
  const headSide = path(smooth(side(model.HEADLIGHT_SIDE, model.HALF + 2), true), { fill: C.ivory100 });
  const tail = path(poly(side(model.TAILLIGHT, model.HALF)), { fill: C.red });
  const mirror = path(
    smooth(
      [
        P([1180, 1190, model.HALF]),
        P([1200, 1330, model.HALF + 180]),
        P([1330, 1340, model.HALF + 200]),
        P([1350, 1200, model.HALF]),
      ],
      true,
    ),
    { fill: C.navy900, stroke: C.navy600, "stroke-width": LINE.hair },
  );
  const handles = path(model.HANDLES.map((h) => poly(side(h, model.HALF + 4))).join(""), {
    fill: C.ivory300,
    opacity: 0.8,
  });
  const corner = path(
    smooth([P([40, 770, model.HALF]), P([95, 930, model.HALF - 30]), P([600, 1070, model.HALF - 2])]),
    {
      stroke: C.gold300,
      "stroke-width": LINE.detail,
      fill: "none",
      opacity: 0.8,
    },
  );
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
    wheel(model.FRONT_AXLE, model.HALF + 5),
    wheel(model.REAR_AXLE, model.HALF + 5),
  );
}

/** Draws the van; include `vclassDefs(id)` in the scene's defs with the same id. */
export function vclass(v: model.View, id = "v"): string {
  return v.kind === "profile" ? profile(v, id) : threeQuarter(v, id);
}
