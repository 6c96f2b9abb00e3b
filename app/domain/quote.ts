/**
 * The quote step (decision 028): the office sends a price the client accepts from their private link.
 * A quote is valid for a few days the office chooses, and never beyond the pickup itself; accepting it
 * confirms the trip at that price. Pure: "now" is an argument.
 */
import { parisInstant } from "./admin/planner";

/** How long a quote may be valid, in days (the form offers these bounds). */
export const QUOTE_MIN_DAYS = 1;
export const QUOTE_MAX_DAYS = 14;
export const QUOTE_DEFAULT_DAYS = 3;

const DAY_MS = 86_400_000;

/** Reads the validity the office chose ("3"): a whole number of days within the bounds, else undefined. */
export function parseQuoteDays(value: unknown): number | undefined {
  const text = typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,2}$/.test(text)) return undefined;
  const days = Number(text);
  return days >= QUOTE_MIN_DAYS && days <= QUOTE_MAX_DAYS ? days : undefined;
}

/**
 * Until when a quote sent at `now` for `days` days may be accepted: the end of that delay, or the
 * pickup time if it comes first; null when the pickup has already passed (no quote can be sent).
 */
export function quoteExpiry(now: Date, days: number, trip: { date: string; time: string }): Date | null {
  const pickup = parisInstant(trip.date, trip.time);
  if (pickup <= now.getTime()) return null;
  return new Date(Math.min(now.getTime() + days * DAY_MS, pickup));
}

export type QuoteRefusal = "accepted" | "closed" | "quote-expired";

/**
 * Whether the client may accept now: the request must still be `quoted` (a second click finds it
 * confirmed: "accepted"; cancelled, declined or otherwise moved on: "closed") and its quote still valid.
 */
export function checkQuoteAcceptance(
  trip: { status: string; quoteExpiresAt: Date | null; finalPriceCents: number | null },
  now: Date,
): { ok: true } | { ok: false; error: QuoteRefusal } {
  if (trip.status === "confirmed" || trip.status === "completed") return { ok: false, error: "accepted" };
  if (trip.status !== "quoted" || trip.quoteExpiresAt === null || trip.finalPriceCents === null)
    return { ok: false, error: "closed" };
  if (now.getTime() >= trip.quoteExpiresAt.getTime()) return { ok: false, error: "quote-expired" };
  return { ok: true };
}
