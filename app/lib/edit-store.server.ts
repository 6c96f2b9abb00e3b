/**
 * Staff edits of a request (issue 12 §4): the trip changed and priced again by the server, a price set
 * by hand with its reason, each in one transaction with its history row (who, when, each field before
 * and after); and the requests that look like the same trip (duplicates), found when a request is read.
 */
import { and, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import { newClientToken, toMailData } from "~/booking/store.server";
import { routeThrough } from "~/booking/trip.server";
import { db, type Tx } from "~/db/client.server";
import { type Reservation, reservationEvents, reservations } from "~/db/schema";
import {
  type Change,
  type ClientEdit,
  DUPLICATE_WINDOW_HOURS,
  diffClient,
  diffTrip,
  samePhone,
  samePlace,
  type TripEdit,
  tripEditOf,
} from "~/domain/admin/edit";
import { vanCount } from "~/domain/admin/fleet";
import { clientTripUpdated } from "~/domain/email/client-emails";
import { clientAcknowledgement, clientConfirmed, clientQuote } from "~/domain/email/templates";
import { recapKind } from "~/domain/follow";
import type { LatLng } from "~/domain/geo/types";
import { priceRequest } from "~/domain/pricing/trip";
import { LANGUAGE_LABELS } from "~/i18n/staff";
import type { Env } from "./env.server";
import { assignmentOf, trimCrews } from "./fleet-store.server";
import { resolveAddress, routeBetween } from "./geo.server";
import { companyFromEnv, enqueueEmails } from "./mail.server";

type Actor = { id: string; fullName: string };

/**
 * Tells the client what the office changed (decision 029), in the same transaction as the change:
 * the e-mail goes through the outbox, so it is sent once the change is stored, and never without it.
 */
async function tellClient(tx: Tx, row: Reservation, changes: Change[], env: Env, now: Date) {
  const email = clientTripUpdated(toMailData(row), companyFromEnv(env), changes, {
    confirmed: row.status === "confirmed",
    now,
  });
  await enqueueEmails(tx, [email], { reservationId: row.id }, new URL(env.SITE_URL).host);
}
const EDITABLE = ["new", "confirmed"] as const;

const point = (lat: number | null, lng: number | null): LatLng | null =>
  lat !== null && lng !== null ? { lat, lng } : null;

/** A place's coordinates: the stored ones while the text is unchanged, else the server's best match. */
async function placeFor(text: string, before: string, stored: LatLng | null, r: Reservation) {
  if (text === before && stored) return stored;
  const found = await resolveAddress(text, r.language, stored ?? undefined);
  return found ? { lat: found.lat, lng: found.lng } : null;
}

export type EditOutcome =
  | { ok: true; changes: Change[] }
  | { ok: false; error: "not-found" | "closed" | "place-not-found" };

/**
 * Applies a checked edit: resolves changed places, routes the trip (through its stops, and back for a
 * return), prices it from the tariff, and writes the trip, its new estimate and the history row.
 * Nothing changed: nothing written.
 */
export async function editTrip(input: {
  id: string;
  edit: TripEdit;
  actor: Actor;
  /** Send the client the updated trip (decision 029); unticked for a correction that does not concern them. */
  notify?: { env: Env } | null;
}): Promise<EditOutcome> {
  const [row] = await db().select().from(reservations).where(eq(reservations.id, input.id)).limit(1);
  if (!row) return { ok: false, error: "not-found" };
  if (!(EDITABLE as readonly string[]).includes(row.status)) return { ok: false, error: "closed" };
  const edit = input.edit;
  const from = await placeFor(edit.departure, row.departure, point(row.departureLat, row.departureLng), row);
  const to =
    row.tripType === "hourly"
      ? from
      : await placeFor(edit.arrival, row.arrival, point(row.arrivalLat, row.arrivalLng), row);
  if (!from || !to) return { ok: false, error: "place-not-found" };

  const stops = row.tripType === "hourly" ? [] : row.stops;
  const outbound = row.tripType === "hourly" ? null : await routeThrough([from, ...stops, to]);
  const back = row.tripType === "return" ? await routeBetween(to, from) : null;
  const hours = row.hireFullDay ? ("fullDay" as const) : (row.hireHours ?? undefined);
  const quote = priceRequest({
    type: row.tripType,
    from,
    pickup: { date: edit.date, time: edit.time },
    ...(outbound
      ? {
          to,
          via: stops,
          waitingMinutes: stops.map((s) => s.waitingMinutes),
          distanceKm: outbound.distanceKm,
        }
      : {}),
    ...(back && edit.returnDate && edit.returnTime
      ? { returnDistanceKm: back.distanceKm, returnPickup: { date: edit.returnDate, time: edit.returnTime } }
      : {}),
    ...(row.tripType === "hourly" ? { hours } : {}),
    passengers: edit.passengers,
    luggage: edit.luggage,
    extras: edit.extras,
    vehicle: row.vehicle,
  });
  const changes = diffTrip(
    { ...tripEditOf(row), priceCents: row.priceCents },
    {
      ...edit,
      arrival: row.tripType === "hourly" ? edit.departure : edit.arrival,
      priceCents: quote.totalCents,
    },
  );
  if (!changes.length) return { ok: true, changes };
  return db().transaction(async (tx) => {
    const now = new Date();
    const updated = await tx
      .update(reservations)
      .set({
        departure: edit.departure,
        arrival: row.tripType === "hourly" ? edit.departure : edit.arrival,
        departureLat: from.lat,
        departureLng: from.lng,
        arrivalLat: to.lat,
        arrivalLng: to.lng,
        date: edit.date,
        time: edit.time,
        returnDate: edit.returnDate,
        returnTime: edit.returnTime,
        passengers: edit.passengers,
        luggage: edit.luggage,
        flightNumber: edit.flightNumber,
        extras: edit.extras,
        nameBoard: edit.nameBoard,
        ...(outbound
          ? {
              distanceKm: outbound.distanceKm + (back?.distanceKm ?? 0),
              durationMin: outbound.durationMin,
              routeSource: outbound.source,
            }
          : {}),
        priceCents: quote.totalCents,
        priceLines: quote.lines,
        tariffVersion: quote.tariffVersion,
        vehicle: quote.vehicle,
        vehicles: quote.vehicles,
        // A request older than the client's link gets one now, so that the e-mail carries it.
        ...(input.notify
          ? { clientToken: sql`coalesce(${reservations.clientToken}, ${newClientToken()})` }
          : {}),
      })
      // Only if nobody closed it meanwhile.
      .where(and(eq(reservations.id, row.id), inArray(reservations.status, [...EDITABLE])))
      .returning();
    if (!updated[0]) return { ok: false as const, error: "closed" as const };
    // Fewer vans than before: the crews of the vans no longer needed go (decision 037).
    await trimCrews(tx, row.id, vanCount(updated[0]));
    if (input.notify) await tellClient(tx, updated[0], changes, input.notify.env, now);
    await tx.insert(reservationEvents).values({
      reservationId: row.id,
      fromStatus: updated[0].status,
      toStatus: updated[0].status,
      kind: "edit",
      changes,
      notified: Boolean(input.notify) && updated[0].email !== null,
      actorId: input.actor.id,
      actorName: input.actor.fullName,
      createdAt: now,
    });
    return { ok: true as const, changes };
  });
}

/** A request read FOR UPDATE in the caller's transaction, so that two edits of it cannot cross. */
async function lockedRequest(tx: Tx, id: string): Promise<Reservation | undefined> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for("update").limit(1);
  return row;
}

/**
 * Corrects the client's name, e-mail, phone or language, with a history row (kind "edit"); the
 * client is not e-mailed about it. Any status: the record is the office's.
 */
export async function editClient(input: {
  id: string;
  client: ClientEdit;
  /** What the operator's form showed: "stale" (nothing written) when someone changed it since. */
  expected?: ClientEdit | null;
  actor: Actor;
}): Promise<{ ok: true; changes: Change[] } | { ok: false; error: "not-found" | "stale" }> {
  return db().transaction(async (tx) => {
    const row = await lockedRequest(tx, input.id);
    if (!row) return { ok: false as const, error: "not-found" as const };
    if (input.expected && diffClient(row, input.expected, String).length)
      return { ok: false as const, error: "stale" as const };
    const changes = diffClient(row, input.client, (l) => LANGUAGE_LABELS[l]);
    if (!changes.length) return { ok: true as const, changes };
    await tx.update(reservations).set(input.client).where(eq(reservations.id, row.id));
    await tx.insert(reservationEvents).values({
      reservationId: row.id,
      fromStatus: row.status,
      toStatus: row.status,
      kind: "edit",
      changes,
      notified: false,
      actorId: input.actor.id,
      actorName: input.actor.fullName,
    });
    return { ok: true as const, changes };
  });
}

/** Sets the price by hand with a reason (kept in the history); an open request only. */
export async function overridePrice(input: {
  id: string;
  cents: number;
  reason: string;
  actor: Actor;
  /** Tell the client the new price: a confirmed trip only, whose price they already had (decision 029). */
  notify?: { env: Env } | null;
}): Promise<"ok" | "not-found" | "closed"> {
  return db().transaction(async (tx) => {
    const row = await lockedRequest(tx, input.id);
    if (!row) return "not-found" as const;
    if (!(EDITABLE as readonly string[]).includes(row.status)) return "closed" as const;
    const [updated] = await tx
      .update(reservations)
      .set({
        finalPriceCents: input.cents,
        ...(input.notify
          ? { clientToken: sql`coalesce(${reservations.clientToken}, ${newClientToken()})` }
          : {}),
      })
      .where(eq(reservations.id, row.id))
      .returning();
    const euros = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));
    const change = { field: "finalPriceCents", from: euros(row.finalPriceCents), to: euros(input.cents) };
    const notify = input.notify && row.status === "confirmed" && change.from !== change.to;
    if (notify && input.notify && updated)
      await tellClient(tx, updated, [change], input.notify.env, new Date());
    await tx.insert(reservationEvents).values({
      reservationId: row.id,
      fromStatus: row.status,
      toStatus: row.status,
      kind: "edit",
      changes: [change],
      finalPriceCents: input.cents,
      reason: input.reason,
      notified: Boolean(notify) && row.email !== null,
      actorId: input.actor.id,
      actorName: input.actor.fullName,
    });
    return "ok" as const;
  });
}

export interface Duplicate {
  id: string;
  reference: string;
  status: Reservation["status"];
  date: string;
  time: string;
}

/**
 * The other open requests that look like the same trip: the same e-mail or phone, the same places,
 * pickups within 24 hours of each other. Symmetric, so each of two duplicates flags the other.
 */
export async function duplicatesOf(r: Reservation): Promise<Duplicate[]> {
  const digits = r.phone.replace(/\D/g, "").slice(-9);
  const rows = await db()
    .select({
      id: reservations.id,
      reference: reservations.reference,
      status: reservations.status,
      date: reservations.date,
      time: reservations.time,
      departure: reservations.departure,
      arrival: reservations.arrival,
      phone: reservations.phone,
      email: reservations.email,
    })
    .from(reservations)
    .where(
      and(
        ne(reservations.id, r.id),
        notInArray(reservations.status, ["cancelled", "declined"]),
        sql`(lower(${reservations.email}) = lower(${r.email}) or (length(${digits}) >= 6 and right(regexp_replace(${reservations.phone}, '\\D', '', 'g'), 9) = ${digits}))`,
        sql`abs(extract(epoch from ((${reservations.date} + ${reservations.time}::time) - (${r.date}::date + ${r.time}::time)))) <= ${DUPLICATE_WINDOW_HOURS * 3600}`,
      ),
    )
    .limit(20);
  return rows
    .filter(
      (o) =>
        ((o.email !== null && o.email.toLowerCase() === r.email?.toLowerCase()) ||
          samePhone(o.phone, r.phone)) &&
        samePlace(o.departure, r.departure) &&
        samePlace(o.arrival, r.arrival),
    )
    .map(({ id, reference, status, date, time }) => ({ id, reference, status, date, time }));
}

/**
 * Sends the client, again, the e-mail of their request as it stands (decision 039): the
 * acknowledgement of a new request, the quote while it is open, the confirmation with its
 * calendar invitation; each carries the link to their page, given to an older request now. For an
 * address added or corrected later, or an e-mail lost. One history row says so, with the address.
 */
export async function sendRecap(input: {
  id: string;
  /** The status the operator's page showed: the e-mail it announced is the one of that status. */
  from: string;
  actor: Actor;
  env: Env;
  now?: Date;
}): Promise<"ok" | "not-found" | "no-email" | "closed" | "conflict"> {
  const now = input.now ?? new Date();
  return db().transaction(async (tx) => {
    const found = await lockedRequest(tx, input.id);
    if (!found) return "not-found" as const;
    if (found.status !== input.from) return "conflict" as const;
    if (found.email === null) return "no-email" as const;
    const kind = recapKind(found, now);
    if (!kind) return "closed" as const;
    const [row] = await tx
      .update(reservations)
      .set({ clientToken: sql`coalesce(${reservations.clientToken}, ${newClientToken()})` })
      .where(eq(reservations.id, found.id))
      .returning();
    const company = companyFromEnv(input.env);
    const data = toMailData(row!);
    const email =
      kind === "confirmed"
        ? clientConfirmed({ ...data, assignment: await assignmentOf(tx, row!) }, company, now)
        : kind === "quoted"
          ? clientQuote(data, company, row!.quoteExpiresAt!)
          : clientAcknowledgement(data, company);
    await enqueueEmails(tx, [email], { reservationId: row!.id }, new URL(input.env.SITE_URL).host);
    await tx.insert(reservationEvents).values({
      reservationId: row!.id,
      fromStatus: row!.status,
      toStatus: row!.status,
      kind: "recap",
      changes: [{ field: "email", from: null, to: row!.email }],
      notified: true,
      actorId: input.actor.id,
      actorName: input.actor.fullName,
      createdAt: now,
    });
    return "ok" as const;
  });
}
