import { describe, expect, it } from "vitest";
import { isInServedArea } from "./area";
import { GEO_ATTRIBUTION } from "./attribution";
import townsData from "./data/towns.json";
import {
  getPlace,
  getPlaceNote,
  isAirportLike,
  nearestPlace,
  PLACE_COUNT,
  PLACE_SEEDS,
  resolveText,
  search,
} from "./places";
import { normalizeText } from "./text";

const ids = (q: string, opts?: Parameters<typeof search>[1]) => search(q, opts).map((p) => p.id);

describe("normalizeText", () => {
  it("removes accents, case and punctuation", () => {
    expect(normalizeText("Côte d'Azur")).toBe("cote d azur");
    expect(normalizeText("  SAINT-Tropez ")).toBe("saint tropez");
    expect(normalizeText("Château-d'Œx")).toBe("chateau d oex");
    expect(normalizeText("Genève–Cornavin")).toBe("geneve cornavin");
  });
});

describe("search", () => {
  it("finds Nice airport from partial words", () => {
    const r = search("nice aer");
    expect(r[0]!.kind).toBe("airport");
    expect(["nce-t1", "nce-t2"]).toContain(r[0]!.id);
    expect(ids("aeroport de nice").slice(0, 2).sort()).toEqual(["nce-t1", "nce-t2"]);
    expect(ids("Nice airport T2")[0]).toBe("nce-t2");
    expect(ids("NCE").slice(0, 2).sort()).toEqual(["nce-t1", "nce-t2"]);
  });

  it("is accent- and case-insensitive", () => {
    for (const q of ["cote d azur", "Côte d'Azur", "CÔTE D'AZUR", "cote-d-azur"])
      expect(search(q)[0]!.id).toMatch(/^nce-t/);
    expect(ids("geneve")[0]).toBe(ids("Genève")[0]);
  });

  it("finds the Monaco heliport", () => {
    expect(ids("monaco heli")[0]).toBe("mcm");
    expect(ids("héliport monaco")[0]).toBe("mcm");
    expect(ids("MCM")[0]).toBe("mcm");
  });

  it("ranks an exact town name first, then airports and stations of that town", () => {
    const r = search("cannes", { limit: 6 });
    expect(r[0]!.name).toBe("Cannes");
    expect(r[0]!.kind).toBe("town");
    expect(r[1]!.kind).toBe("airport");
    expect(r.map((p) => p.id)).toContain("cannes-station");
    const nice = search("nice", { limit: 6 });
    expect(nice[0]!.label).toBe("Nice, Alpes-Maritimes, France");
    expect(nice.slice(1, 3).every((p) => p.kind === "airport")).toBe(true);
  });

  it("understands common abbreviations and foreign names", () => {
    expect(search("st trop").map((p) => p.name)).toContain("Saint-Tropez");
    expect(search("genova")[0]!.name).toBe("Gênes");
    expect(search("genoa", { lang: "en" })[0]!.name).toBe("Genoa");
    expect(search("torino")[0]!.name).toBe("Turin");
    expect(search("genf", { lang: "en" })[0]!.name).toBe("Geneva");
    expect(search("sion")[0]!.name).toBe("Sion");
    expect(ids("gva")[0]).toBe("gva");
    expect(ids("malpensa t2")[0]).toBe("mxp-t2");
  });

  it("finds landmarks, venues, ports and resorts", () => {
    expect(ids("croisette")[0]).toBe("croisette");
    expect(ids("palais des festivals")[0]).toBe("palais-festivals");
    expect(ids("grimaldi")[0]).toBe("grimaldi-forum");
    expect(ids("grand prix")[0]).toBe("monaco-gp-circuit");
    expect(ids("casino")).toContain("place-du-casino");
    expect(ids("port vauban")[0]).toBe("port-vauban");
    expect(ids("courchevel")[0]).toBe("courchevel-1850");
    expect(ids("cap ferrat")[0]).toBe("saint-jean-cap-ferrat");
    expect(ids("isola 2000")[0]).toBe("isola-2000");
    expect(ids("eze village")[0]).toBe("eze-village");
  });

  it("hides towns duplicated by a hand-made place", () => {
    const z = search("zermatt", { limit: 10 });
    expect(z[0]!.id).toBe("zermatt");
    expect(z.filter((p) => p.name === "Zermatt")).toHaveLength(1);
  });

  it("uses nearness to break ties", () => {
    expect(ids("port", { near: { lat: 43.585, lng: 7.12 } })[0]).toBe("port-vauban");
    expect(ids("port", { near: { lat: 43.735, lng: 7.42 } })[0]).toBe("port-hercule");
    expect(ids("gare", { near: { lat: 46.2, lng: 6.14 } })[0]).toBe("geneve-cornavin");
  });

  it("localises names and labels", () => {
    expect(search("nice aer", { lang: "en" })[0]!.label).toMatch(
      /^Nice Côte d’Azur Airport — Terminal \d, France$/,
    );
    expect(search("nice aer", { lang: "fr" })[0]!.label).toMatch(
      /^Aéroport Nice Côte d’Azur — Terminal \d, France$/,
    );
    // The gazetteer's straight apostrophes are typeset for visitors, in names, towns and regions.
    expect(search("badrutt", { lang: "en" })[0]!.name).toBe("Badrutt’s Palace Hotel");
    expect(search("chateau d oex", { lang: "fr" })[0]!.label).toMatch(/^Château-d’(Œ|Oe)x, /);
    expect(search("milan", { lang: "fr" })[0]!.label).toBe("Milan, Lombardie, Italie");
    expect(search("milan", { lang: "en" })[0]!.label).toBe("Milan, Lombardy, Italy");
  });

  it("honours limit, kinds and empty queries", () => {
    expect(search("")).toEqual([]);
    expect(search("  ' - ")).toEqual([]);
    expect(search("xyzzyq")).toEqual([]);
    expect(search("a", { limit: 3 })).toHaveLength(3);
    expect(search("nice", { kinds: ["station"] }).every((p) => p.kind === "station")).toBe(true);
  });

  it("answers a text with a word it does not know by its other words only when they are whole", () => {
    // One word unknown: the other matched only as a beginning, a typo or a street word is no answer.
    expect(search("villa nellcote")).toEqual([]); // not "Villanova d'Albenga Airport", nor a hamlet "Villa"
    expect(search("musee picasso vallauris")).toEqual([]); // not "Piasco", Piedmont
    expect(search("gare de nice centre")[0]?.id).toBe("nice-ville"); // whole words still count
    expect(search("aeroport de nice terminal 3")[0]?.id).toMatch(/^nce-t/);
    // A town's own name beside an unknown word is the town, not its airport; a kind named still counts.
    expect(search("cannes shopping")[0]?.name).toBe("Cannes");
    expect(search("nice carnaval")[0]?.name).toBe("Nice");
    expect(search("gare cannes shopping")[0]?.kind).toBe("station");
  });

  it("returns well-formed places", () => {
    for (const p of search("mon", { limit: 20 })) {
      expect(p.id).toBeTruthy();
      expect(p.label.startsWith(p.name)).toBe(true);
      expect(Number.isFinite(p.lat) && Number.isFinite(p.lng)).toBe(true);
      expect(["FR", "MC", "IT", "CH"]).toContain(p.country);
    }
  });
});

describe("getPlace / nearestPlace / isAirportLike", () => {
  it("resolves ids", () => {
    expect(getPlace("mcm", "en")).toMatchObject({
      id: "mcm",
      kind: "heliport",
      country: "MC",
      name: "Monaco Heliport",
    });
    expect(getPlace("gn:2990440")?.name).toBe("Nice");
    expect(getPlace("nope")).toBeUndefined();
  });

  it("finds the nearest place", () => {
    expect(nearestPlace(43.7256, 7.4199)?.id).toBe("mcm");
    expect(nearestPlace(43.55, 7.01, { kinds: ["airport"] })?.id).toBe("ceq");
    expect(nearestPlace(43.55, 7.01, { kinds: ["airport"], maxKm: 1 })).toBeUndefined();
  });

  it("tells airports, heliports and stations apart", () => {
    expect(isAirportLike(getPlace("nce-t1")!)).toBe(true);
    expect(isAirportLike(getPlace("mcm")!)).toBe(true);
    expect(isAirportLike(getPlace("nice-ville")!)).toBe(true);
    expect(isAirportLike(getPlace("croisette")!)).toBe(false);
    expect(isAirportLike(getPlace("gn:2990440")!)).toBe(false);
  });

  it("carries the Zermatt note", () => {
    expect(getPlaceNote("zermatt", "en")).toMatch(/Täsch/);
    expect(getPlaceNote("nce-t1")).toBeUndefined();
  });
});

describe("data", () => {
  it("has unique ids, both languages and coordinates inside the served area", () => {
    const seen = new Set<string>();
    for (const s of PLACE_SEEDS) {
      expect(seen.has(s.id), s.id).toBe(false);
      seen.add(s.id);
      const name = typeof s.name === "string" ? { fr: s.name, en: s.name } : s.name;
      expect(name.fr.trim() && name.en.trim(), s.id).toBeTruthy();
      // Only the few cities kept to say "outside the area we serve" lie beyond it.
      expect(isInServedArea(s.lat, s.lng), s.id).toBe(
        !["paris", "florence", "rome", "venice"].includes(s.id),
      );
    }
  });

  it("covers the requested places", () => {
    const kinds = new Map(PLACE_SEEDS.map((s) => [s.id, s.kind]));
    for (const id of ["nce-t1", "nce-t2", "ceq", "tln", "gva", "mxp-t1", "mxp-t2", "lin", "trn", "goa"])
      expect(kinds.get(id), id).toBe("airport");
    for (const id of ["mcm", "nice-heliport"]) expect(kinds.get(id), id).toBe("heliport");
    for (const id of [
      "nice-ville",
      "cannes-station",
      "antibes-station",
      "monaco-station",
      "menton-station",
      "saint-raphael-station",
      "milano-centrale",
      "geneve-cornavin",
    ])
      expect(kinds.get(id), id).toBe("station");
    for (const id of ["port-hercule", "port-vauban", "cannes-vieux-port", "saint-tropez-port", "port-nice"])
      expect(kinds.get(id), id).toBe("port");
    for (const id of ["palais-festivals", "grimaldi-forum", "monaco-gp-circuit", "allianz-riviera", "nikaia"])
      expect(kinds.get(id), id).toBe("venue");
    for (const id of [
      "courchevel-1850",
      "meribel",
      "val-d-isere",
      "verbier",
      "zermatt",
      "gstaad",
      "isola-2000",
      "auron",
    ])
      expect(kinds.get(id), id).toBe("resort");
    for (const id of [
      "place-du-casino",
      "croisette",
      "promenade-des-anglais",
      "cap-d-antibes",
      "eze-village",
    ])
      expect(kinds.get(id), id).toBe("landmark");
    // A commune, named as clients name it (the GeoNames town of that name is hidden behind it).
    for (const id of ["saint-jean-cap-ferrat", "juan-les-pins", "golfe-juan", "les-baux-de-provence"])
      expect(kinds.get(id), id).toBe("town");
  });

  it("has a compact gazetteer covering every region", () => {
    expect(JSON.stringify(townsData).length).toBeLessThan(400_000);
    const perRegion = new Map<number, number>();
    for (const t of townsData.towns) perRegion.set(t[6] as number, (perRegion.get(t[6] as number) ?? 0) + 1);
    expect(perRegion.size).toBe(townsData.regions.length);
    expect(PLACE_COUNT).toBeGreaterThan(3500);
  });

  it("credits GeoNames and OpenStreetMap", () => {
    for (const text of Object.values(GEO_ATTRIBUTION)) {
      expect(text).toMatch(/GeoNames/);
      expect(text).toMatch(/CC BY 4\.0/);
      expect(text).toMatch(/OpenStreetMap/);
      expect(text).toMatch(/ODbL/);
    }
  });
});

describe("resolveText (a text typed without choosing in the list)", () => {
  const named = (q: string) => resolveText(q).place?.id;
  const offered = (q: string) => resolveText(q).choices.map((p) => p.id);

  it("takes the place the text names: its name or alias, alone or with its town, or its label", () => {
    expect(named("Juan les pins")).toBe("juan-les-pins");
    expect(named("juan-les-pins")).toBe("juan-les-pins");
    expect(named("Nice")).toBe("gn:2990440");
    expect(named("hotel negresco")).toBe("negresco");
    expect(named("carlton cannes")).toBe("carlton-cannes");
    expect(named("Aéroport Nice Côte d'Azur — Terminal 1, France")).toBe("nce-t1");
    expect(named("Aéroport Nice Côte d’Azur — Terminal 1, France")).toBe("nce-t1");
    expect(named("Nice airport terminal 2")).toBe("nce-t2");
    expect(resolveText("Juan les pins").choices).toEqual([]);
  });

  it("offers the places a text may mean, never silently the first", () => {
    expect(named("Casino Monaco")).toBeUndefined();
    expect(offered("Casino Monaco")).toEqual(
      expect.arrayContaining(["casino-monte-carlo", "place-du-casino"]),
    );
    expect(named("aeroport nice")).toBeUndefined();
    expect(offered("aeroport nice").slice(0, 2).sort()).toEqual(["nce-t1", "nce-t2"]);
    expect(offered("aeroport nice").length).toBeLessThanOrEqual(5);
  });

  it("finds nothing for a text matching no place", () => {
    expect(resolveText("xyzzyq")).toEqual({ place: undefined, choices: [] });
  });
});
