import { describe, expect, it } from "vitest";
import { clockAfter, collectText, endText } from "./day-sheet";

describe("the day sheet's amount to collect", () => {
  it("gives the confirmed price, else the estimate said so, else a price to confirm", () => {
    expect(collectText({ finalPriceCents: 18_000, priceCents: 13_000 })).toBe(
      "À encaisser\u00a0: 180\u00a0€",
    );
    expect(collectText({ finalPriceCents: 18_050, priceCents: null })).toBe(
      "À encaisser\u00a0: 180,50\u00a0€",
    );
    expect(collectText({ finalPriceCents: null, priceCents: 13_000 })).toBe(
      "À encaisser\u00a0: 130\u00a0€ (prix estimé)",
    );
    expect(collectText({ finalPriceCents: null, priceCents: null })).toBe("Prix à confirmer");
  });

  it("says a return's price is collected once", () => {
    expect(collectText({ finalPriceCents: 26_000, priceCents: 24_000, tripType: "return" })).toBe(
      "À encaisser\u00a0: 260\u00a0€ (aller et retour, à encaisser une seule fois)",
    );
  });
});

describe("the day sheet's end of a job", () => {
  it("adds minutes to a time, past midnight too", () => {
    expect(clockAfter("14:30", 40)).toBe("15:10");
    expect(clockAfter("23:45", 35)).toBe("00:20 le lendemain");
  });

  it("ends a ride at its pickup plus the route and the waiting at its stops", () => {
    const leg = { date: "2027-05-20", time: "14:30", minutes: 40 };
    expect(endText(leg, { tripType: "oneWay" }, false)).toBe("vers 15:10 (environ 40\u00a0min de route)");
    expect(endText(leg, { tripType: "oneWay", stops: [{ waitingMinutes: 30 }] }, false)).toBe(
      "vers 15:40 (environ 40\u00a0min de route et 30\u00a0min d’attente aux arrêts)",
    );
    // The way back is driven straight.
    expect(
      endText({ ...leg, back: true }, { tripType: "return", stops: [{ waitingMinutes: 30 }] }, false),
    ).toBe("vers 15:10 (environ 40\u00a0min de route)");
  });

  it("gives only the ride's length after a landing, a hire's end, and says when nothing is known", () => {
    const leg = { date: "2027-05-20", time: "14:30", minutes: 75 };
    expect(endText(leg, { tripType: "oneWay" }, true)).toBe(
      "environ 1\u00a0h\u00a015 de route après la prise en charge",
    );
    expect(endText({ ...leg, time: "16:00", minutes: 240 }, { tripType: "hourly" }, false)).toBe(
      "20:00 (mise à disposition de 4\u00a0h)",
    );
    expect(endText({ ...leg, minutes: null }, { tripType: "oneWay" }, false)).toBe("Durée non estimée");
  });
});
