/**
 * Where a moment stands against the cancellation terms (app/content/legal/terms.*.md, "Annulation"):
 * free of charge more than 48 hours before the pickup (Paris time), 50 % of the price from 48 to
 * 24 hours before, the full price under 24 hours. The client's page and the e-mails read it, so that
 * neither promises a free cancellation to a trip booked or confirmed after the free period had ended.
 * Pure; the 48 hours and their cut-off are domain/follow.ts's.
 */
import { parisInstant } from "~/domain/admin/planner";
import { freeCancellationUntil } from "~/domain/follow";

/** Under this many hours before the pickup, a cancellation costs the full price (the terms). */
export const FULL_PRICE_CANCELLATION_HOURS = 24;

const HOUR_MS = 3_600_000;

/** What cancelling at a given moment costs: nothing, half the price, or all of it. */
export type CancellationCost = "free" | "half" | "full";

/**
 * What a cancellation at `at` costs under the terms. "free" exactly when the client's link still
 * cancels (checkClientCancel: strictly before the cut-off).
 */
export function cancellationCostAt(trip: { date: string; time: string }, at: Date): CancellationCost {
  if (at.getTime() < freeCancellationUntil(trip.date, trip.time)) return "free";
  const pickup = parisInstant(trip.date, trip.time);
  return at.getTime() <= pickup - FULL_PRICE_CANCELLATION_HOURS * HOUR_MS ? "half" : "full";
}

/**
 * Whether the free cancellation had already ended when the request was made ("booked"), or, made
 * before, when it was confirmed ("confirmed"); null when the client had a free period. A moment not
 * known (a request built without it) is not taken as late.
 */
export function lateBooking(
  trip: { date: string; time: string },
  moments: { createdAt?: Date | null; confirmedAt?: Date | null },
): "booked" | "confirmed" | null {
  const until = freeCancellationUntil(trip.date, trip.time);
  if (moments.createdAt && moments.createdAt.getTime() >= until) return "booked";
  if (moments.confirmedAt && moments.confirmedAt.getTime() >= until) return "confirmed";
  return null;
}
