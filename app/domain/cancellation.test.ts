import { describe, expect, it } from "vitest";
import { checkClientCancel } from "~/domain/follow";
import { cancellationCostAt, lateBooking } from "./cancellation";

describe("what a cancellation costs under the terms", () => {
  // 14 July 2027 at 10:00 in Paris is 08:00 UTC: free until the 12th, 08:00 UTC; full from the 13th, 08:00.
  const trip = { status: "confirmed", date: "2027-07-14", time: "10:00" };

  it("free exactly while the client's link still cancels, then 50 % down to 24 h, then the full price", () => {
    for (const [at, cost] of [
      ["2027-07-12T07:59:59Z", "free"],
      ["2027-07-12T08:00:00Z", "half"],
      ["2027-07-13T08:00:00Z", "half"],
      ["2027-07-13T08:00:01Z", "full"],
      ["2027-07-14T09:00:00Z", "full"],
    ] as const) {
      expect(cancellationCostAt(trip, new Date(at)), at).toBe(cost);
      expect(checkClientCancel(trip, new Date(at)).ok, at).toBe(cost === "free");
    }
  });

  it("a request made, or confirmed, once the free cancellation had ended is late; one made in time is not", () => {
    const before = new Date("2027-07-12T07:59:59Z");
    const after = new Date("2027-07-12T08:00:00Z");
    expect(lateBooking(trip, { createdAt: after })).toBe("booked");
    expect(lateBooking(trip, { createdAt: after, confirmedAt: after })).toBe("booked");
    expect(lateBooking(trip, { createdAt: before, confirmedAt: after })).toBe("confirmed");
    expect(lateBooking(trip, { createdAt: before, confirmedAt: before })).toBeNull();
    expect(lateBooking(trip, {})).toBeNull();
  });
});
