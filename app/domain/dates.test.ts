import { describe, expect, it } from "vitest";
import { isCalendarDate } from "./dates";

describe("a calendar date from a form or an address", () => {
  it.each(["2026-02-28", "2028-02-29", "1900-01-01", "2199-12-31"])("takes %s", (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });
  it.each(["2026-02-30", "2027-02-29", "0000-01-01", "1899-12-31", "2200-01-01", "2026-1-5", "20260105", ""])(
    "refuses %j",
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
    },
  );
});
