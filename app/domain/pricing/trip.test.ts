import { describe, expect, it } from "vitest";
import { estimate, waitingCents } from "./estimate";
import { TARIFF, type Tariff, TariffSchema } from "./tariff";
import {
  checkCapacity,
  extraKmCharge,
  extrasProblem,
  hireEstimate,
  includedArrivalWaiting,
  isHireLength,
  isReturnTooEarly,
  priceRequest,
  type RequestQuote,
} from "./trip";

const NCE_T1 = { lat: 43.6652, lng: 7.2146 };
const CROISETTE = { lat: 43.55, lng: 7.027 };
const ANTIBES = { lat: 43.5808, lng: 7.1239 };
const NICE_CENTRE = { lat: 43.7031, lng: 7.2661 };
const VILLEFRANCHE = { lat: 43.7043, lng: 7.3119 };
const EZE = { lat: 43.7281, lng: 7.3617 };
const MONACO_CASINO = { lat: 43.7393, lng: 7.4276 };
const MENTON = { lat: 43.7765, lng: 7.5045 };

const at = (date: string, time = "14:00") => ({ date, time });
const group = { passengers: 2, luggage: 2 };

/** The lines of the breakdown add up to the total. */
function linesTotal(q: RequestQuote): number {
  return q.lines.reduce((sum, l) => sum + l.cents, 0);
}

describe("return trip", () => {
  it("prices each leg on its own date and time, then takes the return rule's discount off the way back", () => {
    // Cannes Film Festival 2026: 12–23 May. Outbound in the afternoon, return late at night.
    const q = priceRequest({
      type: "return",
      from: NCE_T1,
      to: CROISETTE,
      distanceKm: 27,
      pickup: at("2026-05-14", "15:00"),
      returnPickup: at("2026-05-16", "23:30"),
      returnDistanceKm: 28,
      ...group,
    });
    // Outbound: fixed 120 € + 20 % festival = 144 € → 145 €.
    expect(q.outbound?.cents).toBe(14500);
    // Return: 120 € + 20 % night + 20 % festival = 168 € → 170 €; less 10 % = 153 € → 155 €.
    expect(q.back?.estimate.cents).toBe(17000);
    expect(q.back?.estimate.breakdown.surcharges.map((s) => s.id)).toEqual(["night", "cannes-festival"]);
    expect(q.back?.cents).toBe(15500);
    expect(q.back?.discountCents).toBe(1500);
    expect(q.totalCents).toBe(30000);
    expect(linesTotal(q)).toBe(30000);
    // The discount's line is what its label says, 10 % of 170 €; rounding up to 155 € is a line of its
    // own after it (a "−10 %" line of −15 € read as a mistake).
    const back = q.lines.filter((l) => l.part === "return").map((l) => [l.code, l.cents]);
    expect(back.slice(-2)).toEqual([
      ["returnDiscount", -1700],
      ["rounding", 200],
    ]);
    expect(q.lines.find((l) => l.code === "returnDiscount")).toMatchObject({ percent: 10 });
  });

  it("uses the return leg's own date: no festival surcharge once the festival is over", () => {
    const q = priceRequest({
      type: "return",
      from: NCE_T1,
      to: CROISETTE,
      distanceKm: 27,
      pickup: at("2026-05-23"),
      returnPickup: at("2026-05-24"),
      returnDistanceKm: 27,
      ...group,
    });
    expect(q.outbound?.cents).toBe(14500);
    expect(q.back?.estimate.cents).toBe(12000);
    expect(q.back?.cents).toBe(11000); // 108 € → 110 €
    expect(q.totalCents).toBe(25500);
  });

  it("follows the tariff's discount (0 % charges the way back in full)", () => {
    const noDiscount: Tariff = { ...TARIFF, returnTrip: { ...TARIFF.returnTrip, discountPercent: 0 } };
    const q = priceRequest(
      {
        type: "return",
        from: NCE_T1,
        to: CROISETTE,
        distanceKm: 27,
        pickup: at("2026-03-10"),
        returnPickup: at("2026-03-11"),
        returnDistanceKm: 27,
        ...group,
      },
      noDiscount,
    );
    expect(q.totalCents).toBe(24000);
    expect(q.lines.some((l) => l.code === "returnDiscount")).toBe(false);
  });

  it("needs the distance back, and prices the way back without surcharges until its time is known", () => {
    const q = priceRequest({
      type: "return",
      from: NCE_T1,
      to: CROISETTE,
      distanceKm: 27,
      pickup: at("2026-05-14", "23:00"),
      returnDistanceKm: 27,
      ...group,
    });
    expect(q.back?.estimate.breakdown.surcharges).toEqual([]);
    expect(q.back?.cents).toBe(11000);
    expect(() =>
      priceRequest({
        type: "return",
        from: NCE_T1,
        to: CROISETTE,
        distanceKm: 27,
        pickup: at("2026-03-10"),
        ...group,
      }),
    ).toThrow(RangeError);
  });

  it("refuses a return picked up before the outbound ride plus the minimum gap", () => {
    const out = at("2026-03-10", "10:00");
    // 40-minute ride + 30 minutes: 11:10 at the earliest.
    expect(isReturnTooEarly(out, 40, at("2026-03-10", "11:00"))).toBe(true);
    expect(isReturnTooEarly(out, 40, at("2026-03-10", "11:15"))).toBe(false);
    expect(isReturnTooEarly(out, 40, at("2026-03-09", "18:00"))).toBe(true);
    expect(isReturnTooEarly(at("2026-03-10", "23:45"), 40, at("2026-03-11", "01:00"))).toBe(false);
  });
});

describe("intermediate stops", () => {
  it("prices the route through the stops, a charge per stop and the waiting per started quarter", () => {
    const e = estimate({
      from: NICE_CENTRE,
      to: MENTON,
      via: [VILLEFRANCHE, EZE],
      waitingMinutes: [30, 0],
      distanceKm: 40,
    });
    // 30 € + 40 × 2.80 € = 142 €; 2 stops × 15 €; 30 minutes = 2 quarters × 15 €: 202 € → 205 €.
    expect(e.breakdown.stops).toBe(2);
    expect(e.breakdown.stopsCents).toBe(3000);
    expect(e.breakdown.waitingMinutes).toBe(30);
    expect(e.breakdown.waitingCents).toBe(3000);
    expect(e.breakdown.subtotalCents).toBe(20200);
    expect(e.cents).toBe(20500);
  });

  it("never applies a fixed fare to a trip with stops", () => {
    const direct = estimate({ from: NCE_T1, to: CROISETTE, distanceKm: 27 });
    const viaAntibes = estimate({ from: NCE_T1, to: CROISETTE, via: [ANTIBES], distanceKm: 30 });
    expect(direct.breakdown.kind).toBe("fixed");
    expect(viaAntibes.breakdown.kind).toBe("distance");
    // 30 € + 30 × 2.80 € = 114 € + 15 € = 129 € → 130 €.
    expect(viaAntibes.cents).toBe(13000);
  });

  it("applies the minimum to the ride, then adds stops and waiting", () => {
    const e = estimate({
      from: NICE_CENTRE,
      to: EZE,
      via: [VILLEFRANCHE],
      waitingMinutes: [15],
      distanceKm: 12,
    });
    expect(e.breakdown.minimumApplied).toBe(true);
    expect(e.breakdown.subtotalCents).toBe(8000 + 1500 + 1500);
    expect(e.cents).toBe(11000);
  });

  it("takes up to three stops", () => {
    const three = estimate({
      from: NICE_CENTRE,
      to: MENTON,
      via: [VILLEFRANCHE, EZE, MONACO_CASINO],
      distanceKm: 42,
    });
    expect(three.breakdown.stops).toBe(3);
    expect(() =>
      estimate({
        from: NICE_CENTRE,
        to: MENTON,
        via: [VILLEFRANCHE, EZE, MONACO_CASINO, EZE],
        distanceKm: 42,
      }),
    ).toThrow();
  });

  it("charges every started quarter of an hour of waiting", () => {
    expect(waitingCents(0)).toBe(0);
    expect(waitingCents(1)).toBe(1500);
    expect(waitingCents(15)).toBe(1500);
    expect(waitingCents(16)).toBe(3000);
    expect(waitingCents(120)).toBe(12000);
  });

  it("applies an event surcharge when a stop lies in the event's area", () => {
    // Grand Prix 2026: 4–7 June; Nice → Menton is outside the Monaco area at both ends, Monaco is a stop.
    const e = estimate({
      from: NICE_CENTRE,
      to: { lat: 43.79, lng: 7.53 },
      via: [MONACO_CASINO],
      distanceKm: 38,
      pickup: at("2026-06-05"),
    });
    expect(e.breakdown.surcharges.map((s) => s.id)).toEqual(["monaco-grand-prix"]);
    const lines = priceRequest({
      type: "oneWay",
      from: NICE_CENTRE,
      to: MENTON,
      via: [VILLEFRANCHE, EZE, MONACO_CASINO],
      waitingMinutes: [0, 45, 10],
      distanceKm: 42,
      pickup: at("2026-06-05"),
      ...group,
    });
    expect(lines.lines.map((l) => l.code)).toEqual(["distance", "stops", "waiting", "surcharge", "rounding"]);
    expect(linesTotal(lines)).toBe(lines.totalCents);
  });
});

describe("hourly hire", () => {
  it("charges hours × rate with kilometres included, and the event surcharge at the start place", () => {
    // 6 hours in Monaco during the Grand Prix 2026: 6 × 85 € = 510 € + 25 % = 637.50 € → 640 €.
    const hire = hireEstimate(MONACO_CASINO, 6, at("2026-06-06", "10:00"));
    expect(hire.baseCents).toBe(51000);
    expect(hire.includedKm).toBe(180);
    expect(hire.surcharges).toEqual([{ id: "monaco-grand-prix", percent: 25, cents: 12750 }]);
    expect(hire.cents).toBe(64000);
    const q = priceRequest({
      type: "hourly",
      from: MONACO_CASINO,
      hours: 6,
      pickup: at("2026-06-06", "10:00"),
      ...group,
    });
    expect(q.totalCents).toBe(64000);
    expect(q.lines[0]).toMatchObject({ code: "hire", hours: 6, km: 180, cents: 51000 });
    expect(linesTotal(q)).toBe(64000);
  });

  it("never charges more for a few hours than for the day that holds them, nor more than a longer hire", () => {
    const prices = [];
    for (let hours = 2; hours <= 12; hours++) {
      const hire = hireEstimate(NICE_CENTRE, hours, at("2026-03-10"));
      prices.push(hire.cents);
      if (hours <= 10) expect(hire.cents).toBeLessThanOrEqual(75000);
      expect(hire.includedKm).toBeGreaterThanOrEqual(hours * 30);
    }
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // 8 hours by the hour (680 €); 9 and 10 hours at the day's price, with its 300 km.
    expect(hireEstimate(NICE_CENTRE, 8, at("2026-03-10"))).toMatchObject({ cents: 68000, includedKm: 240 });
    expect(hireEstimate(NICE_CENTRE, 9, at("2026-03-10"))).toMatchObject({ cents: 75000, includedKm: 300 });
    expect(hireEstimate(NICE_CENTRE, 10, at("2026-03-10"))).toMatchObject({ cents: 75000, includedKm: 300 });
    expect(hireEstimate(NICE_CENTRE, 11, at("2026-03-10"))).toMatchObject({ cents: 83500, includedKm: 330 });
  });

  it("offers 2 to 12 hours or a full day at its own price", () => {
    expect(hireEstimate(NICE_CENTRE, 2, at("2026-03-10")).cents).toBe(17000);
    // 12 hours: the day's 750 € and two hours at 85 € (not 12 × 85 = 1,020 €).
    expect(hireEstimate(NICE_CENTRE, 12, at("2026-03-10")).cents).toBe(92000);
    const day = hireEstimate(NICE_CENTRE, "fullDay", at("2026-03-10", "08:00"));
    expect(day).toMatchObject({ fullDay: true, hours: 10, baseCents: 75000, includedKm: 300, cents: 75000 });
    for (const bad of [1, 13, 2.5, 0, -3, Number.NaN]) {
      expect(isHireLength(bad)).toBe(false);
      expect(() => hireEstimate(NICE_CENTRE, bad, at("2026-03-10"))).toThrow(RangeError);
    }
  });

  it("applies the night surcharge by the start time", () => {
    // 3 × 85 € = 255 € + 20 % = 306 € → 310 €; 21:00 is daytime.
    expect(hireEstimate(NICE_CENTRE, 3, at("2026-03-10", "22:00")).cents).toBe(31000);
    expect(hireEstimate(NICE_CENTRE, 3, at("2026-03-10", "21:00")).cents).toBe(25500);
  });

  it("prices the kilometres beyond those included", () => {
    const hire = hireEstimate(NICE_CENTRE, 6, at("2026-03-10"));
    expect(extraKmCharge(hire, 150)).toBe(0);
    expect(extraKmCharge(hire, 200)).toBe(5000);
    expect(extraKmCharge(hire, 180.4)).toBe(100);
  });
});

describe("extras", () => {
  it("charges each extra at its tariff price, 0 € extras listed too", () => {
    const q = priceRequest({
      type: "oneWay",
      from: NCE_T1,
      to: CROISETTE,
      distanceKm: 27,
      pickup: at("2026-03-10"),
      passengers: 3,
      luggage: 2,
      extras: { babySeat: 1, booster: 1, skiBag: 2, pet: 1, nameBoard: 1 },
    });
    expect(q.extras.map((e) => [e.id, e.quantity, e.cents])).toEqual([
      ["babySeat", 1, 1000],
      ["booster", 1, 500],
      ["skiBag", 2, 2000],
      ["pet", 1, 2000],
      ["nameBoard", 1, 0],
    ]);
    expect(q.totalCents).toBe(12000 + 5500);
    expect(linesTotal(q)).toBe(q.totalCents);
    expect(q.lines.filter((l) => l.code === "extra").every((l) => l.label?.fr && l.label.en)).toBe(true);
  });

  it("follows the tariff's prices", () => {
    const paidBoard: Tariff = {
      ...TARIFF,
      extras: TARIFF.extras.map((e) => (e.id === "nameBoard" ? { ...e, cents: 1500 } : e)),
    };
    const q = priceRequest(
      {
        type: "oneWay",
        from: NCE_T1,
        to: CROISETTE,
        distanceKm: 27,
        pickup: at("2026-03-10"),
        ...group,
        extras: { nameBoard: 1 },
      },
      paidBoard,
    );
    expect(q.totalCents).toBe(13500);
  });

  it("refuses more than an extra's maximum, or more child seats than passengers", () => {
    expect(extrasProblem({ babySeat: 1, childSeat: 1 }, 3)).toBeNull();
    expect(extrasProblem({ babySeat: 4 }, 7)).toBe("extraTooMany");
    expect(extrasProblem({ nameBoard: 2 }, 7)).toBe("extraTooMany");
    expect(extrasProblem({ pet: -1 }, 7)).toBe("extraTooMany");
    expect(extrasProblem({ babySeat: 1, childSeat: 1, booster: 1 }, 2)).toBe("childSeatsOverPassengers");
  });
});

describe("capacity", () => {
  it("fits one V-Class up to 7 passengers and 8 pieces of luggage", () => {
    expect(checkCapacity(7, 8)).toEqual({ luggageUnits: 8, vehiclesNeeded: 1, choices: ["standard"] });
    expect(checkCapacity(1, 0).choices).toEqual(["standard"]);
  });

  it("counts ski and golf bags as luggage", () => {
    expect(checkCapacity(2, 7, { skiBag: 1 }).vehiclesNeeded).toBe(1);
    expect(checkCapacity(2, 7, { skiBag: 1, golfBag: 1 })).toMatchObject({
      luggageUnits: 9,
      vehiclesNeeded: 2,
    });
  });

  it("offers two vehicles, priced, or a larger vehicle on request for 9 passengers and 10 bags", () => {
    expect(checkCapacity(9, 10)).toEqual({
      luggageUnits: 10,
      vehiclesNeeded: 2,
      choices: ["standard", "larger"],
    });
    const base = {
      type: "oneWay" as const,
      from: NCE_T1,
      to: CROISETTE,
      distanceKm: 27,
      pickup: at("2026-03-10"),
      passengers: 9,
      luggage: 10,
    };
    const two = priceRequest(base);
    expect(two).toMatchObject({ vehicle: "standard", vehicles: 2, totalCents: 24000 });
    expect(two.lines.at(-1)).toEqual({ code: "extraVehicle", part: "request", quantity: 1, cents: 12000 });
    const larger = priceRequest({ ...base, vehicle: "larger" });
    expect(larger).toMatchObject({ vehicle: "larger", vehicles: 0, totalCents: null });
  });

  it("prices the second vehicle at the tariff's percentage, on both legs of a return", () => {
    const cheaper: Tariff = { ...TARIFF, capacity: { ...TARIFF.capacity, extraVehiclePercent: 80 } };
    const q = priceRequest(
      {
        type: "return",
        from: NCE_T1,
        to: CROISETTE,
        distanceKm: 27,
        pickup: at("2026-03-10"),
        returnPickup: at("2026-03-12"),
        returnDistanceKm: 27,
        passengers: 10,
        luggage: 4,
      },
      cheaper,
    );
    // 120 € + 110 € = 230 €; second vehicle 80 % = 184 € → 185 €.
    expect(q.totalCents).toBe(23000 + 18500);
    expect(linesTotal(q)).toBe(q.totalCents);
  });

  it("never leaves a group without a way forward: beyond two vans, a larger vehicle", () => {
    expect(checkCapacity(15, 4)).toMatchObject({ vehiclesNeeded: 3, choices: ["larger"] });
    expect(checkCapacity(4, 17).choices).toEqual(["larger"]);
    const q = priceRequest({
      type: "hourly",
      from: NICE_CENTRE,
      hours: 4,
      pickup: at("2026-03-10"),
      passengers: 20,
      luggage: 20,
      vehicle: "standard",
    });
    expect(q).toMatchObject({ vehicle: "larger", vehicles: 0, totalCents: null });
  });

  it("ignores a larger-vehicle choice the group does not need", () => {
    const q = priceRequest({
      type: "oneWay",
      from: NCE_T1,
      to: CROISETTE,
      distanceKm: 27,
      pickup: at("2026-03-10"),
      ...group,
      vehicle: "larger",
    });
    expect(q).toMatchObject({ vehicle: "standard", vehicles: 1, totalCents: 12000 });
  });
});

describe("airport and station pickups", () => {
  it("states the waiting included after the scheduled arrival, from the tariff", () => {
    expect(includedArrivalWaiting("airport")).toBe(60);
    expect(includedArrivalWaiting("heliport")).toBe(15);
    expect(includedArrivalWaiting("station")).toBe(30);
    expect(includedArrivalWaiting("hotel")).toBeNull();
    expect(includedArrivalWaiting(undefined)).toBeNull();
  });
});

describe("tariff validation of the new rules", () => {
  it("requires a price for every extra, a sane hire range and a first waiting option of 0", () => {
    expect(() =>
      TariffSchema.parse({ ...TARIFF, extras: TARIFF.extras.filter((e) => e.id !== "pet") }),
    ).toThrow(/no price for pet/);
    expect(() => TariffSchema.parse({ ...TARIFF, hourly: { ...TARIFF.hourly, minHours: 13 } })).toThrow();
    expect(() =>
      TariffSchema.parse({ ...TARIFF, stops: { ...TARIFF.stops, waitingOptionsMinutes: [15, 30] } }),
    ).toThrow();
    expect(() => TariffSchema.parse({ ...TARIFF, stops: { ...TARIFF.stops, max: 4 } })).toThrow();
    expect(() => TariffSchema.parse({ ...TARIFF, extras: [...TARIFF.extras, TARIFF.extras[0]] })).toThrow(
      /duplicate/,
    );
  });
});
