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

/** The statuses a client may still cancel or ask to change from the link (a quote not yet accepted included). */
const OPEN_STATUSES: readonly string[] = ["new", "quoted", "confirmed"];

export type ClientCancelRefusal = "closed" | "too-late";

/** Whether the client may cancel from the link now: an open request, strictly before the cut-off. */
export function checkClientCancel(
  trip: { status: string; date: string; time: string },
  now: Date,
): { ok: true } | { ok: false; error: ClientCancelRefusal } {
  if (!OPEN_STATUSES.includes(trip.status)) return { ok: false, error: "closed" };
  if (now.getTime() >= freeCancellationUntil(trip.date, trip.time)) return { ok: false, error: "too-late" };
  return { ok: true };
}

/** The token as newClientToken writes it (32 bytes, base64url): anything else is not looked up. */
export const CLIENT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The longest change request a client may write from the link. */
export const MAX_CHANGE_REQUEST_LENGTH = 1000;

/** The private page's path in the client's language: /suivi/<token> or /en/suivi/<token>. */
export function followPath(token: string, lang: "fr" | "en"): string {
  return lang === "en" ? `/en/suivi/${token}` : `/suivi/${token}`;
}

/** The private page's full address, for e-mails. */
export function followUrl(siteUrl: string, token: string, lang: "fr" | "en"): string {
  return `${siteUrl.replace(/\/$/, "")}${followPath(token, lang)}`;
}

/** Whether a change may still be asked from the link: an open request whose pickup has not passed. */
export function canAskChange(trip: { status: string; date: string; time: string }, now: Date): boolean {
  if (!OPEN_STATUSES.includes(trip.status)) return false;
  return now.getTime() < parisInstant(trip.date, trip.time);
}
