/**
 * The client's private follow-up link (decision 021): until when it works, and until when the client
 * may cancel free of charge from it. The figure is the terms' (app/content/legal/terms.*.md,
 * "Annulation"): free of charge more than 48 hours before departure; later, 50 % then the full price
 * are due, so the link no longer cancels and sends the client to the office instead.
 */
import { parisInstant } from "./admin/planner";

export const FREE_CANCELLATION_HOURS = 48;
/** The link keeps working this long after the pickup time, then it answers "expired". */
export const LINK_LIFETIME_AFTER_PICKUP_HOURS = 24;

const HOUR_MS = 3_600_000;

/** The last instant (ms) at which the client may still cancel free of charge. */
export function freeCancellationUntil(date: string, time: string): number {
  return parisInstant(date, time) - FREE_CANCELLATION_HOURS * HOUR_MS;
}

export function followLinkExpired(trip: { date: string; time: string }, now: Date): boolean {
  return now.getTime() > parisInstant(trip.date, trip.time) + LINK_LIFETIME_AFTER_PICKUP_HOURS * HOUR_MS;
}

export type ClientCancelRefusal = "closed" | "too-late";

/** Whether the client may cancel from the link now: an open request, strictly before the cut-off. */
export function checkClientCancel(
  trip: { status: string; date: string; time: string },
  now: Date,
): { ok: true } | { ok: false; error: ClientCancelRefusal } {
  if (trip.status !== "new" && trip.status !== "confirmed") return { ok: false, error: "closed" };
  if (now.getTime() >= freeCancellationUntil(trip.date, trip.time)) return { ok: false, error: "too-late" };
  return { ok: true };
}
