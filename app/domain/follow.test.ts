import { describe, expect, it } from "vitest";
import {
  checkClientCancel,
  FREE_CANCELLATION_HOURS,
  followLinkExpired,
  freeCancellationUntil,
} from "./follow";

describe("the client's follow-up link", () => {
  const trip = { status: "confirmed", date: "2027-07-14", time: "10:00" }; // 08:00 UTC (summer time)

  it("uses the terms' 48 hours", () => {
    expect(FREE_CANCELLATION_HOURS).toBe(48);
    expect(new Date(freeCancellationUntil(trip.date, trip.time)).toISOString()).toBe(
      "2027-07-12T08:00:00.000Z",
    );
  });

  it("lets the client cancel before the cut-off, never at or after it, never a closed request", () => {
    expect(checkClientCancel(trip, new Date("2027-07-12T07:59:59Z"))).toEqual({ ok: true });
    expect(checkClientCancel(trip, new Date("2027-07-12T08:00:00Z"))).toEqual({
      ok: false,
      error: "too-late",
    });
    expect(checkClientCancel({ ...trip, status: "new" }, new Date("2027-07-01T00:00:00Z"))).toEqual({
      ok: true,
    });
    for (const status of ["cancelled", "declined", "completed"]) {
      expect(checkClientCancel({ ...trip, status }, new Date("2027-07-01T00:00:00Z"))).toEqual({
        ok: false,
        error: "closed",
      });
    }
  });

  it("counts in Paris time across the change of hour", () => {
    // 29 March 2027 10:00 in Paris (summer time since the 28th) is 08:00 UTC; 48 elapsed hours before is
    // 27 March 08:00 UTC, which Paris, still on winter time, reads as 09:00.
    expect(new Date(freeCancellationUntil("2027-03-29", "10:00")).toISOString()).toBe(
      "2027-03-27T08:00:00.000Z",
    );
  });

  it("expires a day after the pickup", () => {
    expect(followLinkExpired(trip, new Date("2027-07-15T08:00:00Z"))).toBe(false);
    expect(followLinkExpired(trip, new Date("2027-07-15T08:00:01Z"))).toBe(true);
  });
});
