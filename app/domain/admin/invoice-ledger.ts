/**
 * Following the invoices once issued (decision 046): which are paid, which are still due, which are
 * late, and how a payment received afterwards is recorded. Pure; the server decides.
 */
import { z } from "zod";
import { isCalendarDate } from "~/domain/dates";
import { INVOICE_LIMITS, PAYMENT_METHODS, type PaymentMethod } from "./invoice";

/** What the list needs of an invoice or a credit note to say where it stands. */
export interface LedgerEntry {
  kind: "invoice" | "credit";
  totalCents: number;
  cancelledById: string | null;
  settledOn: string | null;
  settledMethod: PaymentMethod | null;
  dueOn: string | null;
}

export type LedgerState =
  | { state: "paid"; on: string; method: PaymentMethod }
  | { state: "due"; dueOn: string }
  | { state: "late"; dueOn: string; days: number }
  | { state: "cancelled" }
  | { state: "credit" };

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Where an invoice stands on `today` (Paris): a credit note is a credit note; an invoice cancelled by
 * one is cancelled, paid or not; a payment recorded makes it paid; otherwise it is due until the day
 * it printed, and late from the day after.
 */
export function ledgerState(entry: LedgerEntry, today: string): LedgerState {
  if (entry.kind === "credit") return { state: "credit" };
  if (entry.cancelledById !== null) return { state: "cancelled" };
  if (entry.settledOn !== null && entry.settledMethod !== null)
    return { state: "paid", on: entry.settledOn, method: entry.settledMethod };
  const dueOn = entry.dueOn ?? today;
  const days = daysBetween(dueOn, today);
  return days > 0 ? { state: "late", dueOn, days } : { state: "due", dueOn };
}

/** What remains to be received, and how much of it is late, in cents. */
export function ledgerTotals(entries: readonly LedgerEntry[], today: string) {
  let dueCents = 0;
  let lateCents = 0;
  let lateCount = 0;
  for (const entry of entries) {
    const state = ledgerState(entry, today).state;
    if (state === "due" || state === "late") dueCents += entry.totalCents;
    if (state === "late") {
      lateCents += entry.totalCents;
      lateCount += 1;
    }
  }
  return { dueCents, lateCents, lateCount };
}

/** A year's sales: the invoices issued, less the credit notes, all taxes included. */
export function yearSalesCents(entries: readonly Pick<LedgerEntry, "kind" | "totalCents">[]): number {
  return entries.reduce((sum, e) => sum + (e.kind === "credit" ? -e.totalCents : e.totalCents), 0);
}

/**
 * The form recording a payment received: the day (not after today, at most a year back, as at issue)
 * and the means.
 */
export function settlementSchema(today: string) {
  return z.object({
    settledOn: z
      .string()
      .optional()
      .transform((s) => (s ?? "").trim())
      .refine(
        (on) =>
          isCalendarDate(on) &&
          daysBetween(on, today) >= 0 &&
          daysBetween(on, today) <= INVOICE_LIMITS.paidDaysBack,
        { error: "paidOn" },
      ),
    method: z.enum(PAYMENT_METHODS, { error: "method" }),
  });
}

/** The list's two views: what is still to be received (any year), or a year's whole series. */
export type LedgerView = { show: "due" } | { show: "year"; year: number };

/** `?year=2026` shows that year's series; anything else, what is still due. */
export function ledgerView(params: URLSearchParams): LedgerView {
  const year = params.get("year") ?? "";
  return /^20\d{2}$/.test(year) ? { show: "year", year: Number(year) } : { show: "due" };
}
