/**
 * The quote step (decision 028): the office sends a price the client accepts from their private link.
 * A quote is valid for a few days the office chooses, and never beyond the pickup itself; accepting it
 * confirms the trip at that price. Pure: "now" is an argument.
 */
import { parisInstant } from "./admin/planner";
import { addDays, parisNow } from "./dates";

/** How long a quote may be valid, in days (the form offers these bounds). */
export const QUOTE_MIN_DAYS = 1;
export const QUOTE_MAX_DAYS = 14;
export const QUOTE_DEFAULT_DAYS = 3;

/** Reads the validity the office chose ("3"): a whole number of days within the bounds, else undefined. */
export function parseQuoteDays(value: unknown): number | undefined {
  const text = typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,2}$/.test(text)) return undefined;
  const days = Number(text);
  return days >= QUOTE_MIN_DAYS && days <= QUOTE_MAX_DAYS ? days : undefined;
}

/** The last millisecond of a day in Paris ("2026-12-06": 23:59:59.999 that evening). */
function endOfParisDay(isoDate: string): number {
  return parisInstant(addDays(isoDate, 1), "00:00") - 1;
}

/**
 * Until when a quote sent at `now` for `days` days may be accepted: to the end of the day, in Paris,
 * `days` days after it was sent (sent on 29 November for 7 days: through 6 December), or to the pickup
 * time if it comes first; null when the pickup has already passed (no quote can be sent). The instant
 * stored is the last millisecond of that day, so that every display of it names that day.
 */
export function quoteExpiry(now: Date, days: number, trip: { date: string; time: string }): Date | null {
  const pickup = parisInstant(trip.date, trip.time);
  if (pickup <= now.getTime()) return null;
  return new Date(Math.min(endOfParisDay(addDays(parisNow(now).date, days)), pickup));
}

/**
 * How a quote's end reads: its last day in Paris (ISO), and the time it ends on that day, or null when
 * the quote stands for the whole day ("valid through Sunday 6 December"); a quote cut short by the
 * pickup, or stored before validity ran to the end of a day, ends at a time.
 */
export function quoteValidity(expiresAt: Date): { day: string; time: string | null } {
  const end = parisNow(expiresAt);
  const next = expiresAt.getTime() + 1;
  const wholeDay = next % 60_000 === 0 && parisNow(new Date(next)).minutes === 0;
  if (wholeDay) return { day: end.date, time: null };
  const clock = (n: number) => String(n).padStart(2, "0");
  return { day: end.date, time: `${clock(Math.floor(end.minutes / 60))}:${clock(end.minutes % 60)}` };
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
