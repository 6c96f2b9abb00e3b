import { describe, expect, it } from "vitest";
import { distanceCents, estimate, findFixedFare, isNightTime } from "./estimate";
import { formatPrice } from "./format";
import {
  estimatedCannesFestival,
  estimatedMonacoGrandPrix,
  TARIFF,
  type Tariff,
  TariffSchema,
} from "./tariff";

const NCE_T1 = { lat: 43.6652, lng: 7.2146 };
const NCE_T2 = { lat: 43.6603, lng: 7.2056 };
const CROISETTE = { lat: 43.55, lng: 7.027 };
const CANNES_STATION = { lat: 43.5535, lng: 7.0197 };
const MONACO_CASINO = { lat: 43.7393, lng: 7.4276 };
const MONACO_HELIPORT = { lat: 43.7255, lng: 7.4198 };
const SAINT_TROPEZ_PORT = { lat: 43.2722, lng: 6.6385 };
const PAMPELONNE = { lat: 43.2335, lng: 6.6625 };
const CEQ = { lat: 43.5463, lng: 6.954 };
const NICE_CENTRE = { lat: 43.7031, lng: 7.2661 };
const MOUGINS = { lat: 43.6007, lng: 6.9952 };
const MENTON = { lat: 43.7765, lng: 7.5045 };
const MILAN = { lat: 45.4643, lng: 9.1895 };
const VENCE = { lat: 43.7225, lng: 7.1118 };

const day = (date: string, time = "14:00") => ({ date, time });

describe("fixed fares", () => {
  it("applies Nice airport ↔ Cannes in both directions, whatever the distance", () => {
    const there = estimate({ from: NCE_T1, to: CROISETTE, distanceKm: 27 });
    const back = estimate({ from: CANNES_STATION, to: NCE_T2, distanceKm: 31 });
    for (const e of [there, back]) {
      expect(e.cents).toBe(12000);
      expect(e.breakdown.kind).toBe("fixed");
      expect(e.breakdown.fixedFareId).toBe("nce-cannes");
      expect(e.breakdown.distanceCents).toBe(0);
      expect(e.tariffVersion).toBe("2026-11");
    }
  });

  it("applies Nice airport ↔ Monaco and ↔ Saint-Tropez", () => {
    expect(estimate({ from: NCE_T1, to: MONACO_CASINO, distanceKm: 30 }).cents).toBe(13000);
    expect(estimate({ from: MONACO_CASINO, to: NCE_T1, distanceKm: 30 }).cents).toBe(13000);
    expect(estimate({ from: NCE_T2, to: SAINT_TROPEZ_PORT, distanceKm: 105 }).cents).toBe(35000);
    const back = estimate({ from: PAMPELONNE, to: NCE_T1, distanceKm: 110 });
    expect(back.cents).toBe(35000);
    expect(back.breakdown.fixedFareId).toBe("nce-saint-tropez");
  });

  it("prefers the more specific zone (Monaco heliport before Monaco)", () => {
    expect(findFixedFare(MONACO_HELIPORT, CROISETTE)?.id).toBe("monaco-heliport-cannes");
    expect(findFixedFare(MONACO_CASINO, CROISETTE)?.id).toBe("monaco-cannes");
    expect(findFixedFare(NCE_T1, MONACO_HELIPORT)?.id).toBe("nce-monaco-heliport");
    expect(findFixedFare(CEQ, CROISETTE)?.id).toBe("ceq-cannes");
  });

  it("does not apply outside the zones", () => {
    expect(findFixedFare(NCE_T1, MOUGINS)).toBeUndefined();
    expect(findFixedFare(NICE_CENTRE, MENTON)).toBeUndefined();
  });

  it("respects bothWays: false", () => {
    const oneWay: Tariff = {
      ...TARIFF,
      fixedFares: [{ id: "one-way", from: "nice-airport", to: "cannes", cents: 10000, bothWays: false }],
    };
    expect(estimate({ from: NCE_T1, to: CROISETTE, distanceKm: 27 }, oneWay).cents).toBe(10000);
    const back = estimate({ from: CROISETTE, to: NCE_T1, distanceKm: 27 }, oneWay);
    expect(back.breakdown.kind).toBe("distance");
  });
});

describe("distance price", () => {
  it("charges the minimum fare on short trips", () => {
    const e = estimate({ from: CROISETTE, to: MOUGINS, distanceKm: 8 });
    expect(e.breakdown.kind).toBe("distance");
    expect(e.breakdown.baseCents).toBe(3000);
    expect(e.breakdown.distanceCents).toBe(2240);
    expect(e.breakdown.minimumApplied).toBe(true);
    expect(e.breakdown.subtotalCents).toBe(8000);
    expect(e.cents).toBe(8000);
  });

  it("charges base + first band below 100 km", () => {
    const e = estimate({ from: NICE_CENTRE, to: MENTON, distanceKm: 40 });
    expect(e.breakdown.distanceCents).toBe(11200);
    expect(e.breakdown.minimumApplied).toBe(false);
    expect(e.breakdown.beforeRoundingCents).toBe(14200);
    expect(e.cents).toBe(14500);
  });

  it("applies decreasing per-km bands", () => {
    expect(distanceCents(0)).toBe(0);
    expect(distanceCents(100)).toBe(28000);
    expect(distanceCents(150)).toBe(28000 + 11000);
    expect(distanceCents(330)).toBe(28000 + 50600);
    expect(distanceCents(40.3)).toBe(11284);
    expect(estimate({ from: NICE_CENTRE, to: MILAN, distanceKm: 330 }).cents).toBe(82000);
  });

  it("keeps every amount an integer number of cents", () => {
    for (const km of [0.1, 3.33, 17.77, 99.99, 100.01, 123.456, 555.5]) {
      const e = estimate({
        from: NICE_CENTRE,
        to: VENCE,
        distanceKm: km,
        pickup: day("2026-05-20", "23:15"),
      });
      const b = e.breakdown;
      for (const v of [
        e.cents,
        b.baseCents,
        b.distanceCents,
        b.subtotalCents,
        b.beforeRoundingCents,
        ...b.surcharges.map((s) => s.cents),
      ])
        expect(Number.isInteger(v)).toBe(true);
    }
  });
});

describe("night surcharge", () => {
  const at = (time: string) =>
    estimate({ from: NCE_T1, to: CROISETTE, distanceKm: 27, pickup: day("2026-03-10", time) });

  it("starts at 22:00 and ends at 06:00", () => {
    expect(at("21:59").cents).toBe(12000);
    expect(at("22:00").cents).toBe(14500); // 120 € + 24 € = 144 € → 145 €
    expect(at("23:59").cents).toBe(14500);
    expect(at("00:00").cents).toBe(14500);
    expect(at("05:59").cents).toBe(14500);
    expect(at("06:00").cents).toBe(12000);
  });

  it("is listed in the breakdown", () => {
    expect(at("22:00").breakdown.surcharges).toEqual([{ id: "night", percent: 20, cents: 2400 }]);
    expect(at("12:00").breakdown.surcharges).toEqual([]);
  });

  it("handles a daytime window too", () => {
    const night = { fromHour: 1, toHour: 5, percent: 10 };
    expect(isNightTime("00:59", night)).toBe(false);
    expect(isNightTime("01:00", night)).toBe(true);
    expect(isNightTime("04:59", night)).toBe(true);
    expect(isNightTime("05:00", night)).toBe(false);
  });

  it("is not applied without a pickup time", () => {
    expect(estimate({ from: NCE_T1, to: CROISETTE, distanceKm: 27 }).breakdown.surcharges).toEqual([]);
  });
});

describe("event surcharges", () => {
  it("applies the Cannes Film Festival surcharge within its dates, in its area", () => {
    const trip = (date: string) =>
      estimate({ from: NCE_T1, to: CROISETTE, distanceKm: 27, pickup: day(date) });
    expect(trip("2026-05-11").cents).toBe(12000);
    expect(trip("2026-05-12").breakdown.surcharges).toEqual([
      { id: "cannes-festival", percent: 20, cents: 2400 },
    ]);
    expect(trip("2026-05-12").cents).toBe(14500);
    expect(trip("2026-05-23").cents).toBe(14500);
    expect(trip("2026-05-24").cents).toBe(12000);
    expect(trip("2025-05-13").cents).toBe(14500);
    expect(trip("2027-05-20").cents).toBe(14500);
  });

  it("applies when either end is in the event area, not otherwise", () => {
    const fromMougins = estimate({
      from: MOUGINS,
      to: NICE_CENTRE,
      distanceKm: 35,
      pickup: day("2026-05-15"),
    });
    expect(fromMougins.breakdown.surcharges.map((s) => s.id)).toEqual(["cannes-festival"]);
    const niceOnly = estimate({ from: NCE_T1, to: NICE_CENTRE, distanceKm: 7, pickup: day("2026-05-15") });
    expect(niceOnly.breakdown.surcharges).toEqual([]);
  });

  it("stacks night and event surcharges on the same subtotal", () => {
    const e = estimate({ from: NCE_T1, to: CROISETTE, distanceKm: 27, pickup: day("2026-05-15", "23:00") });
    expect(e.breakdown.surcharges.map((s) => s.id)).toEqual(["night", "cannes-festival"]);
    expect(e.breakdown.beforeRoundingCents).toBe(16800);
    expect(e.cents).toBe(17000);
  });

  it("applies the Monaco Grand Prix surcharge Thursday to Sunday", () => {
    const trip = (date: string) =>
      estimate({ from: MONACO_CASINO, to: NCE_T1, distanceKm: 30, pickup: day(date) });
    expect(trip("2026-06-03").cents).toBe(13000);
    expect(trip("2026-06-04").cents).toBe(16500); // 130 € + 32.50 € = 162.50 € → 165 €
    expect(trip("2026-06-07").cents).toBe(16500);
    expect(trip("2026-06-08").cents).toBe(13000);
    expect(trip("2025-05-25").cents).toBe(16500);
    expect(trip("2025-05-26").cents).toBe(13000);
  });

  it("lists periods for 2025–2028, estimated ones following the documented rules", () => {
    const festival = TARIFF.events.find((e) => e.id === "cannes-festival")!;
    const gp = TARIFF.events.find((e) => e.id === "monaco-grand-prix")!;
    expect(festival.periods.map((p) => p.from.slice(0, 4))).toEqual(["2025", "2026", "2027", "2028"]);
    expect(gp.periods.map((p) => p.from.slice(0, 4))).toEqual(["2025", "2026", "2027", "2028"]);
    for (const p of festival.periods) {
      const rule = estimatedCannesFestival(Number(p.from.slice(0, 4)));
      expect({ from: p.from, to: p.to }).toEqual(rule); // the announced 2025 and 2026 dates also fit the rule
    }
    for (const p of gp.periods.filter((x) => x.from >= "2026")) {
      expect({ from: p.from, to: p.to }).toEqual(estimatedMonacoGrandPrix(Number(p.from.slice(0, 4))));
    }
    expect(estimatedCannesFestival(2024)).toEqual({ from: "2024-05-14", to: "2024-05-25" });
    expect(estimatedCannesFestival(2023)).toEqual({ from: "2023-05-16", to: "2023-05-27" });
  });
});

describe("rounding", () => {
  it("rounds up to the next 5 €, never down", () => {
    for (const km of [10.01, 37.3, 41, 99.5, 101, 250.25]) {
      const e = estimate({ from: NICE_CENTRE, to: VENCE, distanceKm: km });
      expect(e.cents % 500).toBe(0);
      expect(e.cents).toBeGreaterThanOrEqual(e.breakdown.beforeRoundingCents);
      expect(e.cents - e.breakdown.beforeRoundingCents).toBeLessThan(500);
      expect(e.breakdown.roundedCents).toBe(e.cents);
    }
  });

  it("keeps exact multiples unchanged", () => {
    expect(estimate({ from: NICE_CENTRE, to: VENCE, distanceKm: 50 }).cents).toBe(17000);
  });

  it("uses the tariff's step", () => {
    const tenEuros: Tariff = { ...TARIFF, rounding: { stepCents: 1000, mode: "up" } };
    expect(estimate({ from: NICE_CENTRE, to: VENCE, distanceKm: 40 }, tenEuros).cents).toBe(15000);
  });
});

describe("validation", () => {
  it("validates the tariff", () => {
    expect(TariffSchema.safeParse(TARIFF).success).toBe(true);
    const badZone = {
      ...TARIFF,
      fixedFares: [{ id: "x", from: "nowhere", to: "cannes", cents: 100, bothWays: true }],
    };
    expect(TariffSchema.safeParse(badZone).success).toBe(false);
    const badBands = { ...TARIFF, perKmCents: [{ upToKm: 100, cents: 280 }] };
    expect(TariffSchema.safeParse(badBands).success).toBe(false);
  });

  it("rejects invalid input", () => {
    expect(() => estimate({ from: NCE_T1, to: CROISETTE, distanceKm: -1 })).toThrow();
    expect(() => estimate({ from: NCE_T1, to: CROISETTE, distanceKm: Number.NaN })).toThrow();
    expect(() =>
      estimate({ from: NCE_T1, to: CROISETTE, distanceKm: 27, pickup: day("2026-02-30") }),
    ).toThrow();
    expect(() =>
      estimate({ from: NCE_T1, to: CROISETTE, distanceKm: 27, pickup: day("2026-05-12", "24:00") }),
    ).toThrow();
    expect(() =>
      estimate({ from: NCE_T1, to: CROISETTE, distanceKm: 27, pickup: day("2026-05-12", "9:30") }),
    ).toThrow();
  });
});

describe("formatPrice", () => {
  const sp = (s: string) => s.replace(/[\u00A0\u202F]/g, " ");

  it("formats in French", () => {
    expect(formatPrice(12000, "fr")).toBe("120\u00A0€");
    expect(sp(formatPrice(125000, "fr"))).toBe("1 250 €");
    expect(formatPrice(125000, "fr")).toBe("1\u202F250\u00A0€");
    expect(sp(formatPrice(12050, "fr"))).toBe("120,50 €");
    expect(sp(formatPrice(0, "fr"))).toBe("0 €");
  });

  it("formats in English", () => {
    expect(formatPrice(12000, "en")).toBe("€120");
    expect(formatPrice(125000, "en")).toBe("€1,250");
    expect(formatPrice(12050, "en")).toBe("€120.50");
  });
});
