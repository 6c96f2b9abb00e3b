import { describe, expect, it } from "vitest";
import {
  type LedgerEntry,
  ledgerState,
  ledgerTotals,
  ledgerView,
  settlementSchema,
  yearSalesCents,
} from "./invoice-ledger";

const TODAY = "2027-03-15";
const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  kind: "invoice",
  totalCents: 10_000,
  cancelledById: null,
  settledOn: null,
  settledMethod: null,
  dueOn: "2027-04-14",
  ...over,
});

describe("where an invoice stands", () => {
  it("is due until its printed date, late from the day after, paid once recorded", () => {
    expect(ledgerState(entry({}), TODAY)).toEqual({ state: "due", dueOn: "2027-04-14" });
    expect(ledgerState(entry({ dueOn: TODAY }), TODAY)).toEqual({ state: "due", dueOn: TODAY });
    expect(ledgerState(entry({ dueOn: "2027-03-14" }), TODAY)).toEqual({
      state: "late",
      dueOn: "2027-03-14",
      days: 1,
    });
    // Across the change to summer time (28 March 2027) the days stay whole.
    expect(ledgerState(entry({ dueOn: "2027-03-01" }), "2027-04-05")).toMatchObject({ days: 35 });
    expect(
      ledgerState(entry({ dueOn: "2027-01-01", settledOn: "2027-03-02", settledMethod: "transfer" }), TODAY),
    ).toEqual({ state: "paid", on: "2027-03-02", method: "transfer" });
  });

  it("is cancelled once a credit note cancels it, paid or not; a credit note is a credit note", () => {
    expect(ledgerState(entry({ cancelledById: "x", dueOn: "2027-01-01" }), TODAY)).toEqual({
      state: "cancelled",
    });
    expect(
      ledgerState(entry({ cancelledById: "x", settledOn: TODAY, settledMethod: "card" }), TODAY).state,
    ).toBe("cancelled");
    expect(ledgerState(entry({ kind: "credit", dueOn: null }), TODAY)).toEqual({ state: "credit" });
  });

  it("adds up what remains to be received, the late part apart; a year's sales less its credit notes", () => {
    const entries = [
      entry({ totalCents: 15_000 }),
      entry({ totalCents: 24_000, dueOn: "2027-03-01" }),
      entry({ totalCents: 9_000, dueOn: "2027-02-01" }),
      entry({ totalCents: 50_000, settledOn: TODAY, settledMethod: "cash" }),
      entry({ totalCents: 7_000, cancelledById: "c" }),
      entry({ kind: "credit", totalCents: 7_000 }),
    ];
    expect(ledgerTotals(entries, TODAY)).toEqual({ dueCents: 48_000, lateCents: 33_000, lateCount: 2 });
    expect(ledgerTotals([], TODAY)).toEqual({ dueCents: 0, lateCents: 0, lateCount: 0 });
    expect(yearSalesCents(entries)).toBe(15_000 + 24_000 + 9_000 + 50_000 + 7_000 - 7_000);
  });
});

describe("recording a payment received", () => {
  const schema = settlementSchema(TODAY);
  it("takes a day from a year back to today, and one of the three means", () => {
    expect(schema.parse({ settledOn: " 2027-03-15 ", method: "transfer" })).toEqual({
      settledOn: TODAY,
      method: "transfer",
    });
    expect(schema.safeParse({ settledOn: "2026-03-15", method: "cash" }).success).toBe(true);
    for (const bad of [
      { settledOn: "2027-03-16", method: "card" },
      { settledOn: "2026-03-14", method: "card" },
      { settledOn: "2027-02-30", method: "card" },
      { settledOn: "", method: "card" },
      { settledOn: TODAY, method: "cheque" },
      { settledOn: TODAY },
    ]) {
      const parsed = schema.safeParse(bad);
      expect(parsed.success, JSON.stringify(bad)).toBe(false);
    }
    const errors = schema.safeParse({ settledOn: "demain", method: "" }).error?.issues.map((i) => i.message);
    expect(errors).toEqual(["paidOn", "method"]);
  });

  it("shows what is due unless a year is asked for", () => {
    expect(ledgerView(new URLSearchParams(""))).toEqual({ show: "due" });
    expect(ledgerView(new URLSearchParams("year=2026"))).toEqual({ show: "year", year: 2026 });
    for (const odd of ["year=26", "year=abc", "year=2026x", "year=1999"])
      expect(ledgerView(new URLSearchParams(odd)), odd).toEqual({ show: "due" });
  });
});
