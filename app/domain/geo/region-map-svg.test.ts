import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mapImageUrl } from "./map-url";
import { type Frame, isLand, REGION_MAP } from "./region-map";
import { drawRegionMap, type MapSize } from "./region-map-svg";

const CANNES = { lat: 43.5513, lng: 7.0128 };
const MILAN = { lat: 45.4642, lng: 9.19 };
const NICE = { lat: 43.7031, lng: 7.2661 };
const ZERMATT = { lat: 46.0207, lng: 7.7491 };
const NICE_AIRPORT = { lat: 43.6584, lng: 7.2159 };
const MONACO = { lat: 43.7396, lng: 7.4277 };
const MARSEILLE = { lat: 43.2965, lng: 5.3698 };
const ZURICH = { lat: 47.3769, lng: 8.5417 };

/** Land share of a grid of "pixels" in each tenth-wide strip along the frame's four sides. */
function edgeLand(frame: Frame, steps = 40) {
  const strip = 0.1;
  const share = (sample: (i: number, j: number) => [number, number]) => {
    let land = 0;
    let total = 0;
    for (let i = 0; i < steps; i++)
      for (let j = 0; j < 4; j++) {
        const [x, y] = sample((i + 0.5) / steps, (j + 0.5) / 4);
        total++;
        if (isLand(x, y)) land++;
      }
    return land / total;
  };
  const { x, y, width: w, height: h } = frame;
  return {
    north: share((i, j) => [x + i * w, y + j * strip * h]),
    south: share((i, j) => [x + i * w, y + h - j * strip * h]),
    west: share((i, j) => [x + j * strip * w, y + i * h]),
    east: share((i, j) => [x + w - j * strip * w, y + i * h]),
  };
}

function landShare(frame: Frame, steps = 60) {
  let land = 0;
  for (let i = 0; i < steps; i++)
    for (let j = 0; j < steps; j++)
      if (isLand(frame.x + ((i + 0.5) / steps) * frame.width, frame.y + ((j + 0.5) / steps) * frame.height))
        land++;
  return land / (steps * steps);
}

const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const SIZES: MapSize[] = ["s", "l"];

describe("the region map drawn for a trip", () => {
  for (const [name, from, to] of [
    ["Cannes → Milan", CANNES, MILAN],
    ["Nice → Zermatt", NICE, ZERMATT],
  ] as const)
    for (const size of SIZES)
      it(`${name} (${size}): real land on every side and sea where the coast is, inside the data`, () => {
        const map = drawRegionMap({ view: "trip", from, to, lang: "fr", size, theme: "ivory" });
        if (process.env.MAP_SNAPSHOTS)
          writeFileSync(`${process.env.MAP_SNAPSHOTS}/${name.replace(/\W+/g, "-")}-${size}.svg`, map.svg);
        const f = map.frame;
        expect(f.x).toBeGreaterThanOrEqual(0);
        expect(f.y).toBeGreaterThanOrEqual(0);
        expect(f.x + f.width).toBeLessThanOrEqual(REGION_MAP.width + 1e-6);
        expect(f.y + f.height).toBeLessThanOrEqual(REGION_MAP.height + 1e-6);
        const edges = edgeLand(f);
        // No "island": the land reaches the north, west and east edges of the frame…
        expect(edges.north, "north").toBeGreaterThan(0.9);
        expect(edges.west, "west").toBeGreaterThan(0.4);
        expect(edges.east, "east").toBeGreaterThan(0.4);
        // …and the sea is the sea: the south strip holds open water, the frame both land and sea.
        expect(edges.south, "south").toBeLessThan(0.9);
        const share = landShare(f);
        expect(share).toBeGreaterThan(0.5);
        expect(share).toBeLessThan(0.97);
        // Both ends and the road route in the frame.
        expect(map.pins).toHaveLength(2);
        expect(map.route.length).toBeGreaterThan(3);
        for (const p of [...map.pins, ...map.route]) {
          expect(p.x).toBeGreaterThan(f.x);
          expect(p.x).toBeLessThan(f.x + f.width);
          expect(p.y).toBeGreaterThan(f.y);
          expect(p.y).toBeLessThan(f.y + f.height);
        }
      });

  const TRIPS = [
    [CANNES, MILAN],
    [NICE, ZERMATT],
    [NICE_AIRPORT, MONACO],
    [MARSEILLE, ZURICH],
    [NICE, { lat: 43.2676, lng: 6.6405 }],
  ] as const;
  for (const [from, to] of TRIPS)
    for (const size of SIZES)
      for (const lang of ["fr", "en"] as const)
        it(`labels never overlap, never leave the frame, never sit on a pin (${from.lat}→${to.lat}, ${size}, ${lang})`, () => {
          const map = drawRegionMap({ view: "trip", from, to, lang, size, theme: "ivory" });
          const { frame: f, labels, pins } = map;
          expect(labels.length).toBeGreaterThan(0);
          for (const [i, l] of labels.entries()) {
            expect(l.box.x).toBeGreaterThanOrEqual(f.x);
            expect(l.box.y).toBeGreaterThanOrEqual(f.y);
            expect(l.box.x + l.box.width).toBeLessThanOrEqual(f.x + f.width);
            expect(l.box.y + l.box.height).toBeLessThanOrEqual(f.y + f.height);
            for (const other of labels.slice(i + 1))
              expect(overlap(l.box, other.box), `${l.id}/${other.id}`).toBe(false);
            for (const p of pins)
              expect(
                overlap(l.box, { x: p.x - p.r, y: p.y - p.r, width: 2 * p.r, height: 2 * p.r }),
                l.id,
              ).toBe(false);
          }
        });
});

describe("the contact page's Riviera", () => {
  for (const size of SIZES)
    it(`names the coast's towns, the sea and the countries without collisions (${size})`, () => {
      const map = drawRegionMap({ view: "riviera", lang: "en", size, theme: "navy" });
      if (process.env.MAP_SNAPSHOTS)
        writeFileSync(`${process.env.MAP_SNAPSHOTS}/riviera-${size}.svg`, map.svg);
      const ids = map.labels.map((l) => l.id);
      expect(ids).toEqual(expect.arrayContaining(["nice", "cannes", "monaco", "sea-med"]));
      for (const [i, l] of map.labels.entries())
        for (const other of map.labels.slice(i + 1))
          expect(overlap(l.box, other.box), `${l.id}/${other.id}`).toBe(false);
      expect(map.svg).toContain("Mediterranean Sea");
      expect(map.pins).toHaveLength(0);
    });

  it("stays light: a trip's SVG is a few tens of kilobytes", () => {
    const map = drawRegionMap({
      view: "trip",
      from: CANNES,
      to: MILAN,
      lang: "fr",
      size: "l",
      theme: "ivory",
    });
    expect(map.svg.length).toBeLessThan(60_000);
    expect(map.svg.startsWith("<svg")).toBe(true);
  });
});

describe("/map.svg", () => {
  const load = async (query: string) => {
    const { loader } = await import("~/routes/map-svg");
    return loader({ request: new Request(`http://localhost/map.svg?${query}`) } as never);
  };
  const tail = "size=s&theme=ivory&in=fr";

  it("draws one place alone, a hire's pickup: one pin, no route", async () => {
    const url = mapImageUrl({ view: "trip", from: MONACO }, { size: "s", theme: "ivory", lang: "fr" });
    expect(url).toBe(`/map.svg?v=trip&from=43.7396%2C7.4277&${tail}`);
    const response = await load(url.split("?")[1]!);
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(svg).not.toContain("<polyline");
    expect(svg).toBe(
      drawRegionMap({ view: "trip", from: MONACO, lang: "fr", size: "s", theme: "ivory" }).svg,
    );
  });

  it("refuses a trip without its start, or with an end it cannot read", async () => {
    expect((await load(`v=trip&to=43.7396,7.4277&${tail}`)).status).toBe(400);
    expect((await load(`v=trip&from=43.7396,7.4277&to=nowhere&${tail}`)).status).toBe(400);
    expect((await load(`v=trip&from=43.7396,7.4277&to=43.5513,7.0128&${tail}`)).status).toBe(200);
  });
});
