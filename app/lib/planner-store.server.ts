import { and, asc, count, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { driverSheetSends, fleetAbsences, reservationEvents, reservations } from "~/db/schema";
import { frenchPlaces } from "~/domain/admin/french-places";
import type { ReservationSource } from "~/domain/admin/source";
import { requestRowColumns } from "./admin-store.server";
import { confirmedBetween } from "./fleet-store.server";

/**
 * What waits for the office's answer: a request no one has answered yet (status "new"), and a quote
 * sent or a confirmed trip on which the client asked for a change from their link (decision 025),
 * whatever its date: a change asked for a trip next month must not wait unseen.
 */
const awaitingAnswer = or(
  eq(reservations.status, "new"),
  and(inArray(reservations.status, ["quoted", "confirmed"]), isNotNull(reservations.changeRequest)),
);

/** Since when a request waits: its arrival, or for a change, when the client asked for it. */
const waitingSince = sql<Date>`case when ${reservations.status} = 'new' then ${reservations.createdAt} else coalesce(${reservations.changeRequestedAt}, ${reservations.createdAt}) end`;

/** How many requests wait for an answer: the staff area's badge and the planner's top. */
export async function countAwaitingAnswer(source?: ReservationSource): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(reservations)
    .where(and(awaitingAnswer, source ? eq(reservations.source, source) : undefined));
  return row?.n ?? 0;
}

const plannerColumns = {
  ...requestRowColumns,
  durationMin: reservations.durationMin,
  driverId: reservations.driverId,
  vehicleId: reservations.vehicleId,
  vehicle: reservations.vehicle,
  vehicles: reservations.vehicles,
  waitingSince: waitingSince.mapWith(reservations.createdAt),
};

/** At most this many waiting requests are listed on top of the planner (the list has the rest). */
export const AWAITING_LIMIT = 100;

/**
 * The planner's two lists (decision 019): the requests awaiting an answer, those leaving before
 * `soonUntil` (a Paris "YYYY-MM-DD HH:MM", see planner.ts) first in pickup order, then the others
 * longest waiting first; and the confirmed jobs whose pickup falls between two Paris dates
 * (inclusive), in pickup order; both only of one source when asked.
 */
export async function loadPlanner(
  days: { from: string; to: string },
  source?: ReservationSource,
  soonUntil?: string,
) {
  const ofSource = source ? eq(reservations.source, source) : undefined;
  const pickup = sql`(${reservations.date}::text || ' ' || ${reservations.time})`;
  const soon = soonUntil ? sql`${pickup} <= ${soonUntil}` : sql`false`;
  const [awaiting, jobs] = await Promise.all([
    db()
      .select(plannerColumns)
      .from(reservations)
      .where(and(awaitingAnswer, ofSource))
      .orderBy(
        sql`case when ${soon} then 0 else 1 end`,
        sql`case when ${soon} then ${pickup} end nulls last`,
        asc(waitingSince),
        asc(reservations.id),
      )
      .limit(AWAITING_LIMIT),
    db()
      .select(plannerColumns)
      .from(reservations)
      .where(and(confirmedBetween(days.from, days.to), ofSource))
      .orderBy(asc(reservations.date), asc(reservations.time), asc(reservations.reference)),
  ]);
  return { awaiting: awaiting.map(frenchPlaces), jobs: jobs.map(frenchPlaces) };
}

/**
 * A short fingerprint of what the planner shows: how many requests wait, the newest one, the latest
 * status change and assignment. The page polls it (a few index reads) and reloads its data only when it moved.
 */
export async function plannerSignature(): Promise<{ awaiting: number; signature: string }> {
  const [row] = await db()
    .select({
      awaiting: sql<number>`count(*) filter (where ${awaitingAnswer})::int`,
      newest: sql<string | null>`max(${reservations.createdAt})::text`,
      changed: sql<string | null>`max(${reservations.statusChangedAt})::text`,
      assigned: sql<string | null>`max(${reservations.assignedAt})::text`,
      // A client's change request, asked from their link, shows without a reload too.
      asked: sql<string | null>`max(${reservations.changeRequestedAt})::text`,
      // Every change to a request leaves a history row: a time or a place edited shows without a reload.
      history: sql<
        string | null
      >`(select max(${reservationEvents.createdAt}) from ${reservationEvents})::text`,
      // A driver's sheet sent from another screen changes the planning's list of sheets (decision 042).
      sent: sql<string | null>`(select max(${driverSheetSends.createdAt}) from ${driverSheetSends})::text`,
      // A day off noted or removed (decision 044): the newest and how many there are.
      away: sql<
        string | null
      >`(select count(*) || '/' || coalesce(max(${fleetAbsences.createdAt})::text, '') from ${fleetAbsences})`,
    })
    .from(reservations);
  const awaiting = row?.awaiting ?? 0;
  return {
    awaiting,
    signature: [
      awaiting,
      row?.newest,
      row?.changed,
      row?.assigned,
      row?.asked,
      row?.history,
      row?.sent,
      row?.away,
    ]
      .map((part) => part ?? "")
      .join("|"),
  };
}
