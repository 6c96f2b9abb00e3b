import { describe, expect, it } from "vitest";
import {
  canTransition,
  isClosed,
  nextStatuses,
  parseEuros,
  planTransition,
  STATUSES,
  type Status,
} from "./status";

describe("the status workflow", () => {
  const allowed: Array<[Status, Status]> = [
    ["new", "quoted"],
    ["new", "confirmed"],
    ["quoted", "quoted"],
    ["quoted", "confirmed"],
    ["quoted", "declined"],
    ["quoted", "cancelled"],
    ["new", "declined"],
    ["new", "cancelled"],
    ["confirmed", "completed"],
    ["confirmed", "cancelled"],
  ];
  it.each(STATUSES.flatMap((from) => STATUSES.map((to) => [from, to] as const)))("%s → %s", (from, to) => {
    const expected = allowed.some(([a, b]) => a === from && b === to);
    expect(canTransition(from, to)).toBe(expected);
  });

  it("closes completed, cancelled and declined reservations", () => {
    expect(nextStatuses("completed")).toEqual([]);
    expect(nextStatuses("cancelled")).toEqual([]);
    expect(nextStatuses("declined")).toEqual([]);
    expect(isClosed("declined")).toBe(true);
    expect(isClosed("confirmed")).toBe(false);
  });

  it("requires a price and a validity of 1 to 14 days to send a quote", () => {
    expect(planTransition("new", { to: "quoted", finalPrice: "480", quoteDays: "3" })).toEqual({
      ok: true,
      to: "quoted",
      finalPriceCents: 48_000,
      quoteDays: 3,
      note: null,
      reason: null,
      notify: true,
    });
    expect(planTransition("quoted", { to: "quoted", finalPrice: "450", quoteDays: "14" })).toMatchObject({
      ok: true,
      quoteDays: 14,
    });
    for (const quoteDays of [undefined, "", "0", "15", "2.5", "-1", "trois"]) {
      expect(planTransition("new", { to: "quoted", finalPrice: "480", quoteDays })).toEqual({
        ok: false,
        error: "quote-days-invalid",
      });
    }
    expect(planTransition("new", { to: "quoted", quoteDays: "3" })).toEqual({
      ok: false,
      error: "price-required",
    });
    expect(planTransition("new", { to: "quoted", finalPrice: "-5", quoteDays: "3" })).toEqual({
      ok: false,
      error: "price-invalid",
    });
  });

  it("requires a valid final price to confirm", () => {
    expect(planTransition("new", { to: "confirmed" })).toEqual({ ok: false, error: "price-required" });
    expect(planTransition("new", { to: "confirmed", finalPrice: "  " })).toEqual({
      ok: false,
      error: "price-required",
    });
    expect(planTransition("new", { to: "confirmed", finalPrice: "abc" })).toEqual({
      ok: false,
      error: "price-invalid",
    });
    expect(planTransition("new", { to: "confirmed", finalPrice: "130,50", note: " Client fidèle " })).toEqual(
      {
        ok: true,
        to: "confirmed",
        finalPriceCents: 13_050,
        quoteDays: null,
        note: "Client fidèle",
        reason: null,
        notify: true,
      },
    );
  });

  it("refuses unknown statuses, forbidden moves and long notes", () => {
    expect(planTransition("new", { to: "shipped" })).toEqual({ ok: false, error: "invalid-status" });
    expect(planTransition("new", { to: "completed" })).toEqual({ ok: false, error: "not-allowed" });
    expect(planTransition("cancelled", { to: "confirmed", finalPrice: "100" })).toEqual({
      ok: false,
      error: "not-allowed",
    });
    expect(planTransition("confirmed", { to: "completed", note: "x".repeat(1001) })).toEqual({
      ok: false,
      error: "note-too-long",
    });
    expect(planTransition("confirmed", { to: "completed", note: "chauffeur\u0000 prévenu" })).toEqual({
      ok: false,
      error: "note-invalid",
    });
  });

  it("keeps no price for other moves, even if one is sent", () => {
    expect(planTransition("confirmed", { to: "cancelled", finalPrice: "99", reason: "Doublon" })).toEqual({
      ok: true,
      to: "cancelled",
      finalPriceCents: null,
      quoteDays: null,
      note: null,
      reason: "Doublon",
      notify: false,
    });
  });

  it("requires a reason to decline or cancel, and tells the client only when asked to cancel", () => {
    for (const to of ["declined", "cancelled"]) {
      expect(planTransition("new", { to })).toEqual({ ok: false, error: "reason-required" });
      expect(planTransition("new", { to, reason: "   " })).toEqual({ ok: false, error: "reason-required" });
      expect(planTransition("new", { to, reason: "x".repeat(501) })).toEqual({
        ok: false,
        error: "reason-too-long",
      });
      expect(planTransition("new", { to, reason: "a\u0007b" })).toEqual({
        ok: false,
        error: "reason-invalid",
      });
    }
    expect(planTransition("new", { to: "declined", reason: " Aucun véhicule libre " })).toMatchObject({
      ok: true,
      reason: "Aucun véhicule libre",
      notify: true,
    });
    expect(
      planTransition("new", { to: "cancelled", reason: "Demande du client", notify: "on" }),
    ).toMatchObject({ ok: true, notify: true });
    expect(planTransition("new", { to: "cancelled", reason: "Doublon" })).toMatchObject({
      ok: true,
      notify: false,
    });
    expect(planTransition("confirmed", { to: "completed" })).toMatchObject({ ok: true, notify: false });
    expect(planTransition("confirmed", { to: "declined", reason: "Trop tard" })).toEqual({
      ok: false,
      error: "not-allowed",
    });
  });
});

describe("parseEuros", () => {
  it.each([
    ["130", 13_000],
    ["130,5", 13_050],
    ["130.50", 13_050],
    ["1 250", 125_000],
    ["1\u202f250,00 €", 125_000],
    ["0,01", 1],
    ["99999,99", 9_999_999],
  ])("%s → %i cents", (input, cents) => {
    expect(parseEuros(input)).toBe(cents);
  });

  it.each(["", "0", "-10", "12,345", "1e3", "abc", "100000,01", "12,3,4", "NaN"])("refuses %j", (input) => {
    expect(parseEuros(input)).toBeUndefined();
  });
});
