/**
 * Trip quotes and reservation requests, decided on the server: places resolved by the server, distance
 * from the server's routing, price from the tariff. The browser's figures are never used.
 */
import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  bookingDrafts,
  type NewReservation,
  type Reservation,
  reservationEvents,
  reservations,
} from "~/db/schema";
import { frenchPlaces } from "~/domain/admin/french-places";
import { clientAcknowledgement, type ReservationData, staffNewReservation } from "~/domain/email/templates";
import { isInServedArea } from "~/domain/geo/area";
import { formatDistance, formatDuration } from "~/domain/geo/format";
import type { LatLng } from "~/domain/geo/types";
import { estimate } from "~/domain/pricing/estimate";
import { formatPrice } from "~/domain/pricing/format";
import { tariffTripFacts } from "~/domain/pricing/trip";
import type { Lang } from "~/i18n/lang";
import { siteCookies } from "~/lib/cookies.server";
import { type Env, getEnv } from "~/lib/env.server";
import { SENT_AGAIN_WINDOW_S } from "~/lib/form-action.server";
import { type RouteEstimate, routeBetween } from "~/lib/geo.server";
import { companyFromEnv, enqueueEmails, staffAddress } from "~/lib/mail.server";

/** A stored reservation as the e-mail templates read it. */
/** Where a stored request's departure and arrival stand, each when both its coordinates were stored. */
export function storedPoints(
  row: Pick<Reservation, "departureLat" | "departureLng" | "arrivalLat" | "arrivalLng">,
) {
  const point = (lat: number | null, lng: number | null) =>
    lat !== null && lng !== null ? { lat, lng } : null;
  return {
    departure: point(row.departureLat, row.departureLng),
    arrival: point(row.arrivalLat, row.arrivalLng),
  };
}

export function toMailData(row: Reservation): ReservationData {
  const points = storedPoints(row);
  return {
    id: row.id,
    reference: row.reference,
    language: row.language,
    departure: row.departure,
    arrival: row.arrival,
    date: row.date,
    time: row.time,
    passengers: row.passengers,
    luggage: row.luggage,
    flightNumber: row.flightNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    message: row.message,
    passengerName: row.passengerName,
    passengerPhone: row.passengerPhone,
    distanceKm: row.distanceKm,
    durationMin: row.durationMin,
    priceCents: row.priceCents,
    finalPriceCents: row.finalPriceCents,
    tariffVersion: row.tariffVersion,
    createdAt: row.createdAt,
    tripType: row.tripType,
    stops: row.stops,
    returnDate: row.returnDate,
    returnTime: row.returnTime,
    hireHours: row.hireHours,
    hireFullDay: row.hireFullDay,
    nameBoard: row.nameBoard,
    vehicle: row.vehicle,
    vehicles: row.vehicles,
    departureKind: row.departureKind,
    arrivalKind: row.arrivalKind,
    departurePoint: points.departure,
    arrivalPoint: points.arrival,
    priceLines: row.priceLines,
    ...tariffTripFacts(row),
    clientToken: row.clientToken,
  };
}

export interface Quote {
  route: RouteEstimate;
  priceCents: number;
  tariffVersion: string;
}

export async function quoteTrip(
  from: LatLng,
  to: LatLng,
  pickup?: { date: string; time: string },
): Promise<Quote> {
  const route = await routeBetween(from, to);
  const price = estimate({ from, to, distanceKm: route.distanceKm, pickup });
  return { route, priceCents: price.cents, tariffVersion: price.tariffVersion };
}

/** The specification's calculate-trip answer, plus typed extras. */
export function quoteToJson(quote: Quote, lang: Lang) {
  return {
    distance_km: quote.route.distanceKm,
    distance_text: formatDistance(quote.route.distanceKm, lang),
    duration_text: formatDuration(quote.route.durationMin, lang),
    duration_min: quote.route.durationMin,
    price: quote.priceCents / 100,
    price_cents: quote.priceCents,
    price_text: formatPrice(quote.priceCents, lang),
    currency: "EUR",
    estimated: quote.route.estimated,
    source: quote.route.source,
    fallback: quote.route.fallback,
    tariff_version: quote.tariffVersion,
    // Google's route geometry may be drawn only on a Google map: the configuration makes the map a
    // Google one whenever a Google provider is used (env.server.ts, resolveMap).
    path: quote.route.path.map((p) => [Math.round(p.lat * 1e5) / 1e5, Math.round(p.lng * 1e5) / 1e5]),
  };
}

export function checkServed(point: LatLng): boolean {
  return isInServedArea(point.lat, point.lng);
}

// Crockford-like alphabet without 0/O, 1/I/L: easy to read out on the phone.
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

function newReference(): string {
  let out = "RC-";
  for (let i = 0; i < 6; i++) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

/** The client's private follow-up link's secret (decision 021): 256 random bits, URL-safe. */
export function newClientToken(): string {
  return randomBytes(32).toString("base64url");
}

type ReservationInput = Omit<NewReservation, "id" | "reference" | "status" | "createdAt">;

/** The staff alert and the client's acknowledgement for a new request. */
function reservationEmails(row: ReservationData, env: Env) {
  const company = companyFromEnv(env);
  // The office reads the places in French; the client, in their own language.
  return [
    staffNewReservation(frenchPlaces(row), company, staffAddress(env)),
    clientAcknowledgement(row, company),
  ];
}

/** Thrown inside the transaction when another Confirm of the same draft committed first. */
class DraftAlreadySent extends Error {}

/**
 * Stores a reservation request (status `new`) and its two e-mails in one transaction; retries with a
 * fresh reference on the rare collision. Resolves only once everything is committed.
 * With a draft, the same transaction marks the draft as sent, only if it was not already: of two
 * Confirms of one draft (a retry after a dropped connection, a double click), one stores the request
 * and the other gets that request back (`repeated`).
 */
export async function createReservation(
  input: ReservationInput & {
    draftId?: string | null;
    /** Staff who took the request for a caller: recorded in the history, in the same transaction. */
    takenBy?: { actorId: string; actorName: string; note: string };
  },
): Promise<{ id: string; reference: string; repeated: boolean }> {
  const { draftId, takenBy, ...values } = input;
  const env = getEnv();
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = newReference();
    const id = randomUUID();
    try {
      return await db().transaction(async (tx) => {
        const [row] = await tx
          .insert(reservations)
          .values({ ...values, id, reference, status: "new", clientToken: newClientToken() })
          .returning();
        if (!row) throw new Error("insert returned nothing");
        if (takenBy)
          await tx.insert(reservationEvents).values({
            reservationId: row.id,
            fromStatus: "new",
            toStatus: "new",
            note: takenBy.note,
            actorId: takenBy.actorId,
            actorName: takenBy.actorName,
          });
        if (draftId) {
          const claimed = await tx
            .update(bookingDrafts)
            .set({ reservationId: row.id })
            .where(and(eq(bookingDrafts.id, draftId), isNull(bookingDrafts.reservationId)))
            .returning({ id: bookingDrafts.id });
          if (!claimed.length) throw new DraftAlreadySent();
        }
        await enqueueEmails(
          tx,
          reservationEmails(toMailData(row), env),
          { reservationId: row.id },
          new URL(env.SITE_URL).host,
        );
        return { id: row.id, reference: row.reference, repeated: false };
      });
    } catch (error) {
      if (error instanceof DraftAlreadySent && draftId) {
        const [draft] = await db()
          .select({ reservationId: bookingDrafts.reservationId })
          .from(bookingDrafts)
          .where(eq(bookingDrafts.id, draftId));
        const sent = draft?.reservationId ? await sentReservation(draft.reservationId) : null;
        if (sent) return { ...sent, repeated: true };
        throw new Error("draft marked as sent without its request");
      }
      const code =
        (error as { code?: string; cause?: { code?: string } }).code ??
        (error as { cause?: { code?: string } }).cause?.code;
      if (code === "23505" && attempt < 4) continue;
      throw error;
    }
  }
  throw new Error("could not allocate a reservation reference");
}

/** The id and reference of a stored request, or null when it no longer exists. */
export async function sentReservation(id: string): Promise<{ id: string; reference: string } | null> {
  const [row] = await db()
    .select({ id: reservations.id, reference: reservations.reference })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row ?? null;
}

/** The signed cookie that lets this browser, and no other, see the recap of the request it sent. */
export function sentCookie(reservationId: string): Promise<string> {
  return siteCookies().bookingSent.serialize(reservationId);
}

/**
 * The request this browser sent under this reference: `missing` when the browser holds no proof of
 * sending it (or one for another reference), `gone` when it was sent here but no longer exists.
 */
export async function sentByThisBrowser(
  request: Request,
  reference: string,
): Promise<{ status: "ok"; reservation: Reservation } | { status: "missing" | "gone" }> {
  const id = await sentProof(request);
  if (!id) return { status: "missing" };
  const [row] = await db().select().from(reservations).where(eq(reservations.id, id));
  if (!row) return { status: "gone" };
  return row.reference === reference ? { status: "ok", reservation: row } : { status: "missing" };
}

/**
 * The request this browser sent less than `SENT_AGAIN_WINDOW_S` ago, from its signed proof, or null.
 * A double click on a slow connection can leave the second Confirm after the first one's answer has
 * cleared the draft: that Confirm is the same request, not an empty one.
 */
export async function justSentByThisBrowser(
  request: Request,
  now: Date,
): Promise<{ id: string; reference: string } | null> {
  const id = await sentProof(request);
  if (!id) return null;
  const [row] = await db()
    .select({ id: reservations.id, reference: reservations.reference, createdAt: reservations.createdAt })
    .from(reservations)
    .where(eq(reservations.id, id));
  if (!row || now.getTime() - row.createdAt.getTime() > SENT_AGAIN_WINDOW_S * 1000) return null;
  return { id: row.id, reference: row.reference };
}

/** The id in the browser's signed proof of sending (`booking_sent`), or null. */
async function sentProof(request: Request): Promise<string | null> {
  const value: unknown = await siteCookies().bookingSent.parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[0-9a-f-]{36}$/.test(value) ? value : null;
}
