import { describe, expect, it } from "vitest";
import {
  centsToDecimal,
  formatChangeValue,
  formatDateTime,
  formatEuros,
  formatTripDate,
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
    expect(formatChangeValue("date", "2027-05-20")).toBe("20/05/2027");
    expect(formatChangeValue("returnDate", "2027-05-22")).toBe("22/05/2027");
  });

  it("shows a dash for an empty text", () => {
    expect(orDash(null)).toBe("—");
    expect(orDash("  ")).toBe("—");
    expect(orDash("Bonjour")).toBe("Bonjour");
  });
});
