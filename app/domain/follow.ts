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

/**
 * What a cancellation from the link gives up, as its confirmation step tells the client: a request
 * still being arranged or quoted, a confirmed booking with nobody assigned yet, or a booking whose
 * chauffeurs and vehicles (one crew per van, decision 037), some or all, are already reserved for the
 * client (what the page shows them), counted so the text says "the chauffeur" or "the chauffeurs".
 */
export type CancelStake = "request" | "booking" | ReservedCrews;

/** How many chauffeurs and vehicles are reserved for the client (at least one of either). */
export interface ReservedCrews {
  drivers: number;
  vehicles: number;
}

interface AssignedCrew {
  driverFirstName: string | null;
  vehicleModel: string | null;
  vehiclePlate: string | null;
}

/** The stake of a request of this status, with the assignment the page reads (null until confirmed). */
export function cancelStake(
  status: string,
  assignment: (AssignedCrew & { others?: readonly AssignedCrew[] }) | null,
): CancelStake {
  if (status !== "confirmed") return "request";
  const crews = assignment ? [assignment, ...(assignment.others ?? [])] : [];
  const drivers = crews.filter((crew) => Boolean(crew.driverFirstName)).length;
  const vehicles = crews.filter((crew) => Boolean(crew.vehicleModel || crew.vehiclePlate)).length;
  return drivers || vehicles ? { drivers, vehicles } : "booking";
}

/** What the pickup section names: each crew's driver, phone and vehicle, and the meeting point. */
export interface PickupCrew extends AssignedCrew {
  driverPhone: string | null;
}

/** The assignment the pickup section reads: the first van's crew, the others' (decision 037), the meeting point. */
export type PickupAssignment = PickupCrew & { others?: readonly PickupCrew[]; meetingPoint: string };

/** A vehicle as text: "V 300d · GH-456-JK", the model or the plate alone, null when neither is known. */
export function vehicleText(crew: AssignedCrew): string | null {
  return [crew.vehicleModel, crew.vehiclePlate].filter(Boolean).join(" · ") || null;
}

/**
 * The pickup section's rows: the driver, their phone and the vehicle for a one-vehicle trip; each
 * vehicle's driver (first name and phone) and the vehicle itself, numbered, for a trip in several
 * (decision 037); then the meeting point. A value not known yet is null (the row is left out).
 * `vehicle` writes a vehicle's value (vehicleText, or the page's markup keeping a plate on one line);
 * `phone` a chauffeur's phone (as typed, or the page's link that dials it).
 */
export function pickupRows<V>(
  assignment: PickupAssignment,
  t: {
    driver: string;
    driverPhone: string;
    vehicle: string;
    meetingPoint: string;
    vanDriver: (n: number) => string;
    van: (n: number) => string;
  },
  vehicle: (crew: PickupCrew) => V | null,
  phone: (phone: string, name: string | null) => string | V = (number, name) =>
    name ? `${name} · ${number}` : number,
): Array<[string, string | V | null]> {
  const meeting: [string, string | null] = [t.meetingPoint, assignment.meetingPoint];
  if (!assignment.others?.length)
    return [
      [t.driver, assignment.driverFirstName],
      [t.driverPhone, assignment.driverPhone ? phone(assignment.driverPhone, null) : null],
      [t.vehicle, vehicle(assignment)],
      meeting,
    ];
  return [
    ...[assignment, ...assignment.others].flatMap(
      (crew, i): Array<[string, string | V | null]> => [
        [
          t.vanDriver(i + 1),
          crew.driverPhone ? phone(crew.driverPhone, crew.driverFirstName) : crew.driverFirstName,
        ],
        [t.van(i + 1), vehicle(crew)],
      ],
    ),
    meeting,
  ];
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

/**
 * Which e-mail "Renvoyer le récapitulatif" sends (decision 039), or null when there is none: the
 * acknowledgement, the quote (while it is valid) or the confirmation of an open request with an
 * address whose pickup has not passed.
 */
export function recapKind(
  r: { status: string; email: string | null; quoteExpiresAt: Date | null; date: string; time: string },
  now: Date,
): "new" | "quoted" | "confirmed" | null {
  if (r.email === null || !canAskChange(r, now)) return null;
  if (r.status === "quoted") return r.quoteExpiresAt !== null && r.quoteExpiresAt > now ? "quoted" : null;
  return r.status === "new" || r.status === "confirmed" ? r.status : null;
}

/** Whether a change may still be asked from the link: an open request whose pickup has not passed. */
export function canAskChange(trip: { status: string; date: string; time: string }, now: Date): boolean {
  if (!OPEN_STATUSES.includes(trip.status)) return false;
  return now.getTime() < parisInstant(trip.date, trip.time);
}
