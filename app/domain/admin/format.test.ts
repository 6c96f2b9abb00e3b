import { describe, expect, it } from "vitest";
import {
  centsToDecimal,
  formatChangeValue,
  formatDateTime,
  formatEuros,
  formatTripDate,
  formatTripDay,
  orDash,
  parisIsoDate,
} from "./format";

describe("French formats in Paris time", () => {
  it("shows date and time as dd/mm/yyyy hh:mm in Paris", () => {
    expect(formatDateTime(new Date("2026-11-20T09:15:00Z"))).toBe("20/11/2026 10:15");
    expect(formatDateTime("2027-07-02T22:30:00Z")).toBe("03/07/2027 00:30");
    expect(parisIsoDate(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });

  it("shows a trip's calendar date without shifting it", () => {
    expect(formatTripDate("2027-05-20")).toBe("20/05/2027");
  });

  it("names a trip's day with its weekday, short and unbreakable", () => {
    expect(formatTripDay("2026-12-12")).toBe("sam.\u00a012\u00a0déc.\u00a02026");
    expect(formatTripDay("2027-05-20")).toBe("jeu.\u00a020\u00a0mai\u00a02027");
    expect(formatTripDay("2027-01-01")).toBe("ven.\u00a01er\u00a0janv.\u00a02027");
    // The last Sunday of March, when Paris changes its clocks: a calendar day, no shift.
    expect(formatTripDay("2027-03-28")).toBe("dim.\u00a028\u00a0mars\u00a02027");
    expect(formatTripDay("2028-02-29")).toBe("mar.\u00a029\u00a0févr.\u00a02028");
  });

  it("names every day's weekday and month as French does", () => {
    const weekday = new Intl.DateTimeFormat("fr-FR", { weekday: "short", timeZone: "UTC" });
    const month = new Intl.DateTimeFormat("fr-FR", { month: "short", timeZone: "UTC" });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2029, 0, 1); t += 86_400_000) {
      const date = new Date(t);
      const iso = date.toISOString().slice(0, 10);
      const [shownWeekday, day, shownMonth, year] = formatTripDay(iso).split("\u00a0");
      expect(shownWeekday, iso).toBe(weekday.format(date));
      expect(day, iso).toBe(date.getUTCDate() === 1 ? "1er" : String(date.getUTCDate()));
      expect(shownMonth, iso).toBe(month.format(date));
      expect(year, iso).toBe(String(date.getUTCFullYear()));
    }
  });

  it("shows euros the French way", () => {
    expect(formatEuros(13_050)).toBe("130,50\u00a0€");
    expect(formatEuros(125_000)).toBe("1\u202f250,00\u00a0€");
    expect(formatEuros(null)).toBe("—");
    expect(centsToDecimal(13_050)).toBe("130,50");
    expect(centsToDecimal(null)).toBe("");
  });

  it("shows the amounts of the history the French way, other values as recorded", () => {
    expect(formatChangeValue("finalPriceCents", "180.50")).toBe("180,50\u00a0€");
    expect(formatChangeValue("priceCents", "1250.00")).toBe("1\u202f250,00\u00a0€");
    expect(formatChangeValue("finalPriceCents", "95")).toBe("95,00\u00a0€");
    expect(formatChangeValue("finalPriceCents", null)).toBe("—");
    expect(formatChangeValue("passengers", "3")).toBe("3");
    expect(formatChangeValue("departure", "Monaco")).toBe("Monaco");
    expect(formatChangeValue("vehicle", null)).toBe("—");
    expect(formatChangeValue("date", "2027-05-20")).toBe("jeu.\u00a020\u00a0mai\u00a02027");
    expect(formatChangeValue("returnDate", "2027-05-22")).toBe("sam.\u00a022\u00a0mai\u00a02027");
  });

  it("shows a dash for an empty text", () => {
    expect(orDash(null)).toBe("—");
    expect(orDash("  ")).toBe("—");
    expect(orDash("Bonjour")).toBe("Bonjour");
  });
});
