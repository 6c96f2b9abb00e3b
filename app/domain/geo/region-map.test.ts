import { describe, expect, it } from "vitest";
import mapData from "./data/region-map.json";
import { isOnMap, project, REFERENCE_CITIES, REGION_MAP, unproject } from "./region-map";

/** Parses the absolute M/L/Z path data written by the build script into rings. */
function rings(d: string): [number, number][][] {
  const out: [number, number][][] = [];
  for (const part of d.split("M").filter(Boolean)) {
    const nums = part.replace(/Z$/, "").replace("L", " ").trim().split(/\s+/).map(Number);
    const ring: [number, number][] = [];
    for (let i = 0; i + 1 < nums.length; i += 2) ring.push([nums[i]!, nums[i + 1]!]);
    out.push(ring);
  }
  return out;
}

function onLand(x: number, y: number): boolean {
  let inside = false;
  for (const ring of rings(REGION_MAP.land))
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  return inside;
}

describe("region map", () => {
  it("has a consistent viewBox and compact paths", () => {
    expect(REGION_MAP.viewBox).toBe(`0 0 ${REGION_MAP.width} ${REGION_MAP.height}`);
    expect(REGION_MAP.land).toMatch(/^M[\d. ]+L/);
    expect(REGION_MAP.borders).toMatch(/^M[\d. ]+L/);
    expect(JSON.stringify(mapData).length).toBeLessThan(60_000);
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
});
