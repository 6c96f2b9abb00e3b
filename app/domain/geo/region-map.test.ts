import { describe, expect, it } from "vitest";
import mapData from "./data/region-map.json";
import { MAP_BOUNDS } from "./map-url";
import {
  fitFrame,
  isLand,
  isOnMap,
  placeLabels,
  project,
  REFERENCE_CITIES,
  REGION_MAP,
  unproject,
} from "./region-map";

function onLand(x: number, y: number): boolean {
  return isLand(x, y);
}

describe("region map", () => {
  it("has a consistent viewBox and compact paths", () => {
    expect(REGION_MAP.viewBox).toBe(`0 0 ${REGION_MAP.width} ${REGION_MAP.height}`);
    expect(REGION_MAP.land).toMatch(/^M[\d. ]+L/);
    expect(REGION_MAP.borders).toMatch(/^M[\d. ]+L/);
    expect(REGION_MAP.lakes).toMatch(/^M[\d. ]+L/);
    expect(JSON.stringify(mapData).length).toBeLessThan(90_000);
    expect(REGION_MAP.bounds).toEqual(MAP_BOUNDS);
    expect(REGION_MAP.license).toMatch(/ODbL/);
  });

  it("projects the bounds onto the viewBox corners", () => {
    const { west, east, south, north } = REGION_MAP.bounds;
    const nw = project(north, west);
    const se = project(south, east);
    expect(nw.x).toBeCloseTo(0, 6);
    expect(nw.y).toBeCloseTo(0, 6);
    expect(se.x).toBeCloseTo(REGION_MAP.width, 6);
    expect(Math.abs(se.y - REGION_MAP.height)).toBeLessThan(1);
  });

  it("inverts the projection", () => {
    const p = unproject(...(Object.values(project(43.7, 7.27)) as [number, number]));
    expect(p.lat).toBeCloseTo(43.7, 9);
    expect(p.lng).toBeCloseTo(7.27, 9);
  });

  it("puts Nice inside the viewBox, on land, with Milan to its north-east", () => {
    const nice = project(43.70313, 7.26608);
    const milan = project(45.46427, 9.18951);
    expect(nice.x).toBeGreaterThan(0);
    expect(nice.x).toBeLessThan(REGION_MAP.width);
    expect(nice.y).toBeGreaterThan(0);
    expect(nice.y).toBeLessThan(REGION_MAP.height);
    expect(milan.x).toBeGreaterThan(nice.x);
    expect(milan.y).toBeLessThan(nice.y);
    expect(onLand(nice.x, nice.y)).toBe(true);
  });

  it("draws inland cities on land and the open sea as sea", () => {
    for (const [lat, lng] of [
      [45.07049, 7.68682], // Turin
      [45.46427, 9.18951], // Milan
      [43.65783, 6.92537], // Grasse
      [46.0207, 7.7491], // Zermatt
      [46.94809, 7.44744], // Bern
    ] as const)
      expect(onLand(project(lat, lng).x, project(lat, lng).y), `${lat},${lng}`).toBe(true);
    for (const [lat, lng] of [
      [43.3, 7.5], // off Nice
      [43.8, 9.0], // Ligurian Sea
      [43.05, 6.4], // off Porquerolles
    ] as const)
      expect(onLand(project(lat, lng).x, project(lat, lng).y), `${lat},${lng}`).toBe(false);
  });

  it("has reference cities with projected positions inside the map", () => {
    expect(REFERENCE_CITIES.map((c) => c.id)).toEqual(
      expect.arrayContaining(["nice", "cannes", "monaco", "genoa", "milan", "geneva", "zermatt"]),
    );
    for (const c of REFERENCE_CITIES) {
      expect(isOnMap(c.lat, c.lng), c.id).toBe(true);
      expect(c).toMatchObject(project(c.lat, c.lng));
      expect(c.name.fr && c.name.en).toBeTruthy();
    }
  });

  it("draws the main lakes as water", () => {
    for (const [name, lat, lng] of [
      ["Geneva", 46.45, 6.55],
      ["Annecy", 45.86, 6.17],
      ["Bourget", 45.73, 5.87],
      ["Maggiore", 45.95, 8.65],
      ["Como", 46.0, 9.27],
      ["Lugano", 45.985, 8.96],
      ["Garda", 45.65, 10.68],
    ] as const)
      expect(onLand(project(lat, lng).x, project(lat, lng).y), name).toBe(false);
  });

  it("keeps a short trip readable (about 60 km across) with both points inside", () => {
    const a = project(43.6584, 7.2159); // Nice airport
    const b = project(43.7396, 7.4277); // Monaco
    const frame = fitFrame([a, b], 1.5);
    expect(frame.width).toBeGreaterThanOrEqual(90);
    expect(frame.width / frame.height).toBeCloseTo(1.5);
    for (const p of [a, b]) {
      expect(p.x).toBeGreaterThan(frame.x);
      expect(p.x).toBeLessThan(frame.x + frame.width);
      expect(p.y).toBeGreaterThan(frame.y);
      expect(p.y).toBeLessThan(frame.y + frame.height);
    }
  });

  it("places labels around their point, first fit wins, and drops what fits nowhere", () => {
    const frame = { x: 0, y: 0, width: 100, height: 60 };
    const placed = placeLabels(
      [
        { id: "a", text: "Alpha", x: 50, y: 30 },
        { id: "b", text: "Beta", x: 52, y: 30 },
        { id: "edge", text: "A label far longer than the frame is wide", x: 99, y: 59 },
      ],
      frame,
      5,
      [{ x: 40, y: 20, width: 8, height: 8 }],
    );
    expect(placed.map((p) => p.id)).toEqual(["a", "b"]);
    expect(placed[0]!.box.x).toBeGreaterThan(50); // right of its point
    const [a, b] = placed.map((p) => p.box) as [(typeof placed)[0]["box"], (typeof placed)[0]["box"]];
    expect(
      a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y,
    ).toBe(true);
    expect(b.y).toBeGreaterThan(30); // right, left and above taken: below its point
    expect(placeLabels([{ id: "a", text: "Alpha", x: 50, y: 30 }], frame, 5, [])).toEqual(
      placeLabels([{ id: "a", text: "Alpha", x: 50, y: 30 }], frame, 5, []),
    );
  });
});
