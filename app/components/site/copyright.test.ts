import { describe, expect, it } from "vitest";
import { copyrightYears } from "./copyright";

describe("copyright years", () => {
  it("is the first year alone while it lasts", () => {
    expect(copyrightYears(new Date("2025-06-01T12:00:00Z"))).toBe("2025");
  });
  it("runs from the first year to the current one, with an en dash", () => {
    expect(copyrightYears(new Date("2026-11-23T09:00:00Z"))).toBe("2025–2026");
  });
  it("turns the year at midnight in Paris, not in UTC", () => {
    // 23:30 UTC on 31 December is already 00:30 on 1 January in Paris.
    expect(copyrightYears(new Date("2026-12-31T23:30:00Z"))).toBe("2025–2027");
    expect(copyrightYears(new Date("2026-12-31T22:30:00Z"))).toBe("2025–2026");
  });
});
