import { describe, expect, it } from "vitest";
import { parisInstant } from "./admin/planner";
import {
  checkQuoteAcceptance,
  parseQuoteDays,
  QUOTE_DEFAULT_DAYS,
  quoteExpiry,
  quoteValidity,
} from "./quote";

describe("the quote's validity", () => {
  it("reads a whole number of days from 1 to 14", () => {
    expect(parseQuoteDays("1")).toBe(1);
    expect(parseQuoteDays(" 14 ")).toBe(14);
    expect(parseQuoteDays(String(QUOTE_DEFAULT_DAYS))).toBe(3);
    for (const value of ["0", "15", "", "3.5", "-2", "3j", undefined, 3, null]) {
      expect(parseQuoteDays(value)).toBeUndefined();
    }
  });

  it("ends with the day, in Paris, the chosen days after it was sent, or at the pickup if that comes first, and cannot start after it", () => {
    const now = new Date("2027-05-01T08:00:00Z");
    // Sent on 1 May for 3 days: valid through 4 May, to midnight in Paris (22:00 UTC in summer).
    expect(quoteExpiry(now, 3, { date: "2027-05-20", time: "14:30" })).toEqual(
      new Date("2027-05-04T21:59:59.999Z"),
    );
    // Sent at 04:00 on Sunday 29 November 2026 (Paris) for 7 days: through Sunday 6 December, in winter time.
    expect(quoteExpiry(new Date("2026-11-29T03:00:00Z"), 7, { date: "2027-01-10", time: "09:00" })).toEqual(
      new Date("2026-12-06T22:59:59.999Z"),
    );
    // Sent at 23:30 in Paris on 29 November for one day: through 30 November, whatever the hour.
    expect(quoteExpiry(new Date("2026-11-29T22:30:00Z"), 1, { date: "2027-01-10", time: "09:00" })).toEqual(
      new Date("2026-11-30T22:59:59.999Z"),
    );
    // Pickup on 2 May at 10:00 in Paris (08:00 UTC in summer): the quote stops there.
    expect(quoteExpiry(now, 3, { date: "2027-05-02", time: "10:00" })).toEqual(
      new Date(parisInstant("2027-05-02", "10:00")),
    );
    expect(quoteExpiry(now, 3, { date: "2027-05-01", time: "10:00" })).toBeNull();
    expect(quoteExpiry(now, 3, { date: "2027-04-30", time: "18:00" })).toBeNull();
  });
});

describe("how a quote's end reads", () => {
  it("is a whole day when it ends with the day in Paris, else a day and a time", () => {
    const through = quoteExpiry(new Date("2026-11-29T03:00:00Z"), 7, { date: "2027-01-10", time: "09:00" })!;
    expect(quoteValidity(through)).toEqual({ day: "2026-12-06", time: null });
    // Cut short by a pickup at 10:00 on 2 May (Paris).
    const pickup = quoteExpiry(new Date("2027-05-01T08:00:00Z"), 3, { date: "2027-05-02", time: "10:00" })!;
    expect(quoteValidity(pickup)).toEqual({ day: "2027-05-02", time: "10:00" });
    // Stored before validity ran to the end of a day: the moment it was given.
    expect(quoteValidity(new Date("2026-12-06T03:00:00Z"))).toEqual({ day: "2026-12-06", time: "04:00" });
  });
});

describe("accepting a quote", () => {
  const until = new Date("2027-05-04T08:00:00Z");
  const quoted = { status: "quoted", quoteExpiresAt: until, finalPriceCents: 48_000 };

  it("is allowed while the quote stands", () => {
    expect(checkQuoteAcceptance(quoted, new Date("2027-05-04T07:59:59Z"))).toEqual({ ok: true });
  });

  it("is refused once the quote has lapsed, to the second", () => {
    expect(checkQuoteAcceptance(quoted, until)).toEqual({ ok: false, error: "quote-expired" });
  });

  it("tells a second click that the quote is already accepted, and refuses a request that moved on", () => {
    const now = new Date("2027-05-02T08:00:00Z");
    expect(checkQuoteAcceptance({ ...quoted, status: "confirmed" }, now)).toEqual({
      ok: false,
      error: "accepted",
    });
    for (const status of ["new", "cancelled", "declined"]) {
      expect(checkQuoteAcceptance({ ...quoted, status }, now)).toEqual({ ok: false, error: "closed" });
    }
    expect(checkQuoteAcceptance({ ...quoted, quoteExpiresAt: null }, now)).toEqual({
      ok: false,
      error: "closed",
    });
  });
});
