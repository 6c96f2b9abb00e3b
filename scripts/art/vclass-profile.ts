// The V-Class in true profile, and its sliding door opened.

import { C, circle, g, LINE, n, type Pt, path, poly, smooth } from "./kit.ts";
import * as model from "./vclass-model.ts";

export function profile(v: Extract<model.View, { kind: "profile" }>, id: string): string {
  const k = v.length / model.L;
  const left = (v.facing ?? "left") === "left";
  const X = (x: number) => (left ? v.x + x * k : v.x + (model.L - x) * k);
  const Y = (y: number) => v.ground - y * k;
  const map = (pts: readonly Pt[]): Pt[] => pts.map(([x, y]) => [X(x), Y(y)]);
  const shadow = path(
    `M${n(X(-120))} ${n(Y(0))}C${n(X(600))} ${n(Y(-70))} ${n(X(4600))} ${n(Y(-70))} ${n(X(5400))} ${n(Y(0))}Z`,
    { fill: C.navy950, opacity: 0.55 },
  );
  const body = path(smooth(map(model.BODY), true), { fill: `url(#${id}b)` });
  const glass = path(poly(map(model.GLASS)), { fill: `url(#${id}g)` });
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
  const roof = path(poly(map(model.ROOF)), { fill: C.navy900 });
  const pillars = model.PILLARS.map((p) => path(poly(map(p)), { fill: C.navy950 })).join("");
  const cuts = path(model.SIDE_LINES.cuts.map((c) => poly(map(c), false)).join(""), {
    stroke: C.navy950,
    "stroke-width": LINE.detail,
    fill: "none",
  });
  const crease = path(smooth(map(model.SIDE_LINES.crease)), {
    stroke: C.gold300,
    "stroke-width": LINE.detail,
    fill: "none",
    opacity: 0.75,
  });
  const sill = path(smooth(map(model.SIDE_LINES.sill)), {
    stroke: C.navy600,
    "stroke-width": LINE.detail,
    fill: "none",
  });
  const shoulder = path(poly(map(model.SIDE_LINES.shoulder), false), {
    stroke: C.ivory200,
    "stroke-width": LINE.detail,
    fill: "none",
    opacity: 0.7,
  });
  const handles = path(model.HANDLES.map((h) => poly(map(h))).join(""), { fill: C.ivory300, opacity: 0.8 });
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
  const headlight = path(smooth(map(model.HEADLIGHT_SIDE), true), { fill: C.ivory100, opacity: 0.95 });
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
  const tail = path(poly(map(model.TAILLIGHT)), { fill: C.red });
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
  const wells = [model.FRONT_AXLE, model.REAR_AXLE]
    .map((ax) => circle(X(ax), Y(model.WHEEL_R), 405 * k, { fill: C.navy950 }))
    .join("");
  const wheels =
    model.wheelProfile(X(model.FRONT_AXLE), Y(model.WHEEL_R), model.WHEEL_R * k) +
    model.wheelProfile(X(model.REAR_AXLE), Y(model.WHEEL_R), model.WHEEL_R * k);
  const roofRim = path(smooth(map(model.SIDE_LINES.roofRim)), {
    stroke: C.gold300,
    "stroke-width": LINE.detail,
    fill: "none",
    opacity: 0.55,
  });
  const door = v.doorOpen ? openDoor(map, id) : "";
  const outline = path(smooth(map(model.BODY), true), {
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
