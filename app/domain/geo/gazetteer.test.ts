/**
 * The named places (data/hotels.ts, transport.ts, leisure.ts, beyond.ts): how many of each kind, and
 * a check of every coordinate against the town it is filed under (catches swapped or mistyped
 * latitudes and longitudes, and a hotel filed under the wrong town).
 */
import { describe, expect, it } from "vitest";
import townsData from "./data/towns.json";
import { haversineKm } from "./distance";
import { PLACE_SEEDS, search } from "./places";
import { normalizeText } from "./text";

const seedName = (n: string | { fr: string; en: string }) => (typeof n === "string" ? n : n.fr);

/** Centres of every town and hand-made place by normalised name (several per name when homonyms). */
const centres = new Map<string, { lat: number; lng: number }[]>();
const addCentre = (name: string, lat: number, lng: number) => {
  const key = normalizeText(name);
  centres.set(key, [...(centres.get(key) ?? []), { lat, lng }]);
};
for (const t of townsData.towns) addCentre(t[1] as string, t[3] as number, t[4] as number);
for (const s of PLACE_SEEDS) {
  if (s.kind === "town" || s.kind === "resort" || s.kind === "landmark") {
    const name = typeof s.name === "string" ? { fr: s.name, en: s.name } : s.name;
    addCentre(name.fr, s.lat, s.lng);
    addCentre(name.en, s.lat, s.lng);
    for (const a of s.aliases ?? []) addCentre(a, s.lat, s.lng);
  }
}
/**
 * Names under which GeoNames files a town differently from the data, or (for villages GeoNames's
 * cities1000 leaves out) the nearest listed town: Täsch → Zermatt (5 km), Tourrettes → Fayence (2 km),
 * Les Baux → Maussane-les-Alpilles (3 km).
 */
const SAME_TOWN: Record<string, string> = {
  sion: "sitten",
  martigny: "martigny ville",
  sanremo: "san remo",
  tasch: "zermatt",
  tourrettes: "fayence",
  "les baux de provence": "maussane les alpilles",
  geneve: "geneve",
  zurich: "zurich",
  milan: "milan",
  berne: "bern",
  "lac de come": "lake como",
  "chamonix mont blanc": "chamonix",
  vintimille: "ventimiglia",
  genes: "genoa",
  turin: "turin",
  bergame: "bergamo",
  valais: "sion",
};

function distanceToTown(locality: string, point: { lat: number; lng: number }): number {
  const key = normalizeText(locality);
  const list = [...(centres.get(key) ?? []), ...(centres.get(SAME_TOWN[key] ?? "") ?? [])];
  return Math.min(...list.map((c) => haversineKm(c, point)));
}

const localityOf = (l: string | { fr: string; en: string } | undefined) =>
  l === undefined ? "" : typeof l === "string" ? l : l.fr;

describe("gazetteer of named places", () => {
  it("holds several hundred places, each kind well represented", () => {
    const count = (kind: string) => PLACE_SEEDS.filter((s) => s.kind === kind).length;
    expect(PLACE_SEEDS.length).toBeGreaterThanOrEqual(300);
    expect(count("hotel")).toBeGreaterThanOrEqual(120);
    expect(count("airport")).toBeGreaterThanOrEqual(20);
    expect(count("station")).toBeGreaterThanOrEqual(35);
    expect(count("port")).toBeGreaterThanOrEqual(20);
    expect(count("beach")).toBeGreaterThanOrEqual(15);
    expect(count("golf")).toBeGreaterThanOrEqual(8);
    expect(count("restaurant")).toBeGreaterThanOrEqual(15);
    expect(count("venue")).toBeGreaterThanOrEqual(20);
  });

  it("has unique ids and a name in both languages", () => {
    const ids = PLACE_SEEDS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of PLACE_SEEDS) {
      const name = typeof s.name === "string" ? { fr: s.name, en: s.name } : s.name;
      expect(name.fr.trim().length * name.en.trim().length, s.id).toBeGreaterThan(0);
    }
  });

  // Hotels, beach clubs, golf clubs and restaurants lie within 6–7 km of their town's centre (Cap
  // d'Antibes, Pampelonne and hill-top golf courses are the farthest); venues and ports within 8 km;
  // stations within 15 km (the TGV stations of Aix and Avignon stand outside the towns).
  const LIMIT_KM: Record<string, number> = {
    hotel: 6,
    beach: 7,
    golf: 7,
    restaurant: 6,
    venue: 8,
    port: 8,
    station: 15,
  };
  for (const s of PLACE_SEEDS) {
    const limit = LIMIT_KM[s.kind];
    const locality = localityOf(s.locality);
    if (limit === undefined || !locality) continue;
    it(`${seedName(s.name)} lies near ${locality}`, () => {
      expect(distanceToTown(locality, s)).toBeLessThanOrEqual(limit);
    });
  }

  it("finds every hotel by its own name first", () => {
    const misses: string[] = [];
    for (const s of PLACE_SEEDS.filter((p) => p.kind === "hotel")) {
      const name = seedName(s.name);
      if (search(name, { limit: 1 })[0]?.id !== s.id) misses.push(name);
    }
    expect(misses).toEqual([]);
  });
});
