import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  type SQL,
  sql,
} from "drizzle-orm";
import { newClientToken, toMailData } from "~/booking/store.server";
import { db } from "~/db/client.server";
import {
  type ContactMessage,
  contactMessages,
  emailOutbox,
  type Reservation,
  type ReservationEvent,
  type Role,
  reservationEvents,
  reservations,
  userRoles,
  users,
} from "~/db/schema";
import {
  containsPattern,
  FRENCH_PREFIX_PATTERN,
  foldForSearch,
  type MessageFilters,
  PAGE_SIZE,
  phoneSearchDigits,
  type ReservationFilters,
  SEARCH_ACCENTED,
  SEARCH_LIGATURES,
  SEARCH_PLAIN,
} from "~/domain/admin/filters";
import { type Assignment, perVan, sameAssignment, vanCount } from "~/domain/admin/fleet";
import { frenchPlaces } from "~/domain/admin/french-places";
import type { Status, TransitionResult } from "~/domain/admin/status";
import { TIME_ZONE } from "~/domain/dates";
import { clientCancelled, clientConfirmed, clientDeclined, clientQuote } from "~/domain/email/templates";
import { placeLabelsMatching } from "~/domain/geo/places";
import { QUOTE_DEFAULT_DAYS, quoteExpiry } from "~/domain/quote";
import type { Env } from "./env.server";
import { assignmentOf, assignmentRecordOf, crewsWithFleet, writeAssignment } from "./fleet-store.server";
import { companyFromEnv, enqueueEmails } from "./mail.server";

/** The administration's reads and writes; every caller has passed requireStaff first. */

/** A constant of our own as an SQL string literal. */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/**
 * A column as the office's searches compare it: ligatures spelt out and accents dropped, the same
 * way foldForSearch() folds what was typed. Plain translate() and replace(), so it works on PGlite,
 * which has no unaccent extension, and on any PostgreSQL server alike.
 */
function searchable(column: SQL | AnyColumn): SQL {
  let text = sql`${column}`;
  for (const [ligature, letters] of SEARCH_LIGATURES) {
    text = sql`replace(${text}, ${literal(ligature)}, ${literal(letters)})`;
  }
  return sql`translate(${text}, ${literal(SEARCH_ACCENTED)}, ${literal(SEARCH_PLAIN)})`;
}

/** Whether a column contains what was typed, whatever the case and the accents on either side. */
/**
 * A phone column against a query typed as a phone number (phoneSearchDigits): the stored number's
 * digits, +33 or 0033 read as 0, contain the query's; null when the query is not a phone number.
 */
function phoneMatch(column: SQL | AnyColumn, query: string): SQL | null {
  const digits = phoneSearchDigits(query);
  if (!digits) return null;
  return sql`regexp_replace(regexp_replace(coalesce(${column}, ''), ${FRENCH_PREFIX_PATTERN}, '0'), '[^0-9]', '', 'g') like ${`%${digits}%`}`;
}

function searchMatcher(query: string): (column: SQL | AnyColumn) => SQL {
  const pattern = containsPattern(foldForSearch(query));
  return (column) => sql`${searchable(column)} ilike ${pattern}`;
}

function reservationWhere(filters: Omit<ReservationFilters, "page">): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(reservations.status, filters.status));
  if (filters.source) conditions.push(eq(reservations.source, filters.source));
  if (filters.dateField === "trip") {
    if (filters.from) conditions.push(gte(reservations.date, filters.from));
    if (filters.to) conditions.push(lte(reservations.date, filters.to));
  } else {
    // Calendar days in Paris, whatever the server's own time zone.
    if (filters.from) {
      conditions.push(
        sql`${reservations.createdAt} >= (${filters.from}::date)::timestamp at time zone ${TIME_ZONE}`,
      );
    }
    if (filters.to) {
      conditions.push(
        sql`${reservations.createdAt} < ((${filters.to}::date + 1)::timestamp at time zone ${TIME_ZONE})`,
      );
    }
  }
  if (filters.q) {
    const like = searchMatcher(filters.q);
    const parts: SQL[] = [
      like(reservations.reference),
      like(sql`${reservations.firstName} || ' ' || ${reservations.lastName}`),
      like(sql`${reservations.lastName} || ' ' || ${reservations.firstName}`),
      like(reservations.email),
      like(reservations.phone),
      // Who travels when someone else booked (decision 043): the office searches by either name.
      like(sql`coalesce(${reservations.passengerName}, '')`),
      like(sql`coalesce(${reservations.passengerPhone}, '')`),
      like(reservations.departure),
      like(reservations.arrival),
      like(sql`coalesce(${reservations.flightNumber}, '')`),
    ];
    // "06 12 34" finds "+33 6 12 34 56 78": compare digits only when the query is a phone number.
    const digits = filters.q.replace(/\D/g, "");
    if (digits.length >= 4 && /^[\d\s+().-]+$/.test(filters.q)) {
      const local = digits.startsWith("0") ? digits.slice(1) : digits;
      parts.push(sql`regexp_replace(${reservations.phone}, '\\D', '', 'g') like ${`%${local}%`}`);
    }
    // "+33612345678" finds "06 12 34 56 78": both sides in the national form, digits only.
    const phone = phoneMatch(reservations.phone, filters.q);
    if (phone) parts.push(phone);
    const passengerPhone = phoneMatch(sql`coalesce(${reservations.passengerPhone}, '')`, filters.q);
    if (passengerPhone) parts.push(passengerPhone);
    // "aeroport" finds the requests made in English too: the known places named, in both languages.
    const labels = placeLabelsMatching(filters.q);
    if (labels.length)
      parts.push(inArray(reservations.departure, labels), inArray(reservations.arrival, labels));
    conditions.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

function reservationOrder(filters: Pick<ReservationFilters, "sort">) {
  return filters.sort === "trip"
    ? [asc(reservations.date), asc(reservations.time), asc(reservations.id)]
    : [desc(reservations.createdAt), desc(reservations.id)];
}

type ReservationListRow = Pick<
  Reservation,
  | "id"
  | "reference"
  | "status"
  | "createdAt"
  | "date"
  | "time"
  | "departure"
  | "arrival"
  | "firstName"
  | "lastName"
  | "email"
  | "phone"
  | "passengerName"
  | "passengerPhone"
  | "passengers"
  | "luggage"
  | "priceCents"
  | "finalPriceCents"
  | "message"
  | "language"
  | "flightNumber"
  | "source"
  | "sourceName"
  | "tripType"
  | "hireHours"
  | "hireFullDay"
  | "returnDate"
  | "returnTime"
> & { changeRequested: boolean; stopCount: number };

/** What every staff list shows of a request: the planner's lists add their own columns to these. */
export const requestRowColumns = {
  id: reservations.id,
  reference: reservations.reference,
  status: reservations.status,
  createdAt: reservations.createdAt,
  date: reservations.date,
  time: reservations.time,
  departure: reservations.departure,
  arrival: reservations.arrival,
  firstName: reservations.firstName,
  lastName: reservations.lastName,
  phone: reservations.phone,
  passengerName: reservations.passengerName,
  passengerPhone: reservations.passengerPhone,
  passengers: reservations.passengers,
  luggage: reservations.luggage,
  flightNumber: reservations.flightNumber,
  language: reservations.language,
  source: reservations.source,
  sourceName: reservations.sourceName,
  changeRequested: sql<boolean>`${reservations.changeRequest} is not null`.mapWith(Boolean),
  // What the route shows besides the two places: a hire's start and length, a return, the stops.
  tripType: reservations.tripType,
  hireHours: reservations.hireHours,
  hireFullDay: reservations.hireFullDay,
  returnDate: reservations.returnDate,
  returnTime: reservations.returnTime,
  stopCount: sql<number>`jsonb_array_length(${reservations.stops})`.mapWith(Number),
};

const listColumns = {
  ...requestRowColumns,
  email: reservations.email,
  priceCents: reservations.priceCents,
  finalPriceCents: reservations.finalPriceCents,
  message: reservations.message,
};

export async function listReservations(
  filters: ReservationFilters,
): Promise<{ rows: ReservationListRow[]; total: number }> {
  const where = reservationWhere(filters);
  const [rows, totals] = await Promise.all([
    db()
      .select(listColumns)
      .from(reservations)
      .where(where)
      .orderBy(...reservationOrder(filters))
      .limit(PAGE_SIZE)
      .offset((filters.page - 1) * PAGE_SIZE),
    db().select({ n: count() }).from(reservations).where(where),
  ]);
  return { rows: rows.map(frenchPlaces), total: totals[0]?.n ?? 0 };
}

/** Every reservation matching the filters (no paging), for the CSV export. */
export async function exportReservations(
  filters: Omit<ReservationFilters, "page">,
): Promise<Array<Reservation & { driverName: string | null; vehicleLabel: string | null }>> {
  const rows = await db()
    .select()
    .from(reservations)
    .where(reservationWhere(filters))
    .orderBy(...reservationOrder(filters));
  // Every van's driver and vehicle (decision 037), in one column each: "Véhicule 1 : … · Véhicule 2 : …".
  const crews = await crewsWithFleet(db(), rows);
  return rows.map((row) => {
    const vans = crews.get(row.id) ?? [];
    return {
      ...frenchPlaces(row),
      driverName: perVan(vans.map(({ driver }) => driver?.fullName ?? null)),
      vehicleLabel: perVan(
        vans.map(({ vehicle }) => (vehicle ? `${vehicle.model} · ${vehicle.plate}` : null)),
      ),
    };
  });
}

/** Messages not yet handled: the count beside the staff menu's "Messages". */
export async function countOpenMessages(): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt));
  return row?.n ?? 0;
}

export async function countTabs(): Promise<{ reservations: number; messages: number; openMessages: number }> {
  const [r, m] = await Promise.all([
    db().select({ n: count() }).from(reservations),
    db()
      .select({
        n: count(),
        open: sql<number>`count(*) filter (where ${contactMessages.handledAt} is null)::int`,
      })
      .from(contactMessages),
  ]);
  return { reservations: r[0]?.n ?? 0, messages: m[0]?.n ?? 0, openMessages: m[0]?.open ?? 0 };
}

type MessageRow = ContactMessage & { handledByName: string | null };

export async function listMessages(filters: MessageFilters): Promise<{ rows: MessageRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.state === "open") conditions.push(isNull(contactMessages.handledAt));
  if (filters.state === "handled") conditions.push(isNotNull(contactMessages.handledAt));
  if (filters.q) {
    const like = searchMatcher(filters.q);
    conditions.push(
      sql`(${like(contactMessages.name)} or ${like(contactMessages.email)} or ${like(sql`coalesce(${contactMessages.phone}, '')`)} or ${like(contactMessages.message)} or ${phoneMatch(contactMessages.phone, filters.q) ?? sql`false`})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db()
      .select({ message: contactMessages, handledByName: users.fullName })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(PAGE_SIZE)
      .offset((filters.page - 1) * PAGE_SIZE),
    db().select({ n: count() }).from(contactMessages).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.message, handledByName: row.handledByName })),
    total: totals[0]?.n ?? 0,
  };
}

/** One message, for a request taken from it (/admin/reservations/new?message=…); null when unknown. */
export async function getMessage(id: string): Promise<ContactMessage | null> {
  const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row ?? null;
}

/** Marks a message handled (or open again); false when it does not exist. */
export async function setMessageHandled(id: string, userId: string, handled: boolean): Promise<boolean> {
  const updated = await db()
    .update(contactMessages)
    .set(handled ? { handledAt: new Date(), handledBy: userId } : { handledAt: null, handledBy: null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return updated.length > 0;
}

type EventRow = ReservationEvent;

export async function getReservation(
  id: string,
): Promise<{ reservation: Reservation; events: EventRow[]; changedByName: string | null } | null> {
  const [row] = await db()
    .select({ reservation: reservations, changedByName: users.fullName })
    .from(reservations)
    .leftJoin(users, eq(users.id, reservations.statusChangedBy))
    .where(eq(reservations.id, id))
    .limit(1);
  if (!row) return null;
  const events = await db()
    .select()
    .from(reservationEvents)
    .where(eq(reservationEvents.reservationId, id))
    .orderBy(desc(reservationEvents.createdAt));
  return { reservation: row.reservation, events, changedByName: row.changedByName };
}

type Plan = Extract<TransitionResult, { ok: true }>;

/**
 * What the client hears of a new status: a confirmation (price, calendar file, driver and vehicle when assigned), a decline or a
 * cancellation with the office's reason (unless the operator chose not to tell them), or nothing.
 */
async function clientEmailFor(
  executor: Parameters<typeof assignmentOf>[0],
  row: Reservation,
  plan: Plan,
  env: Env,
) {
  if (!plan.notify) return null;
  const company = companyFromEnv(env);
  if (plan.to === "confirmed") {
    const assignment = await assignmentOf(executor, row);
    return clientConfirmed({ ...toMailData(row), assignment }, company, new Date());
  }
  if (plan.to === "quoted" && row.quoteExpiresAt)
    return clientQuote(toMailData(row), company, row.quoteExpiresAt);
  if (plan.to === "declined" && plan.reason) return clientDeclined(toMailData(row), company, plan.reason);
  if (plan.to === "cancelled" && plan.reason)
    return clientCancelled(toMailData(row), company, { by: "office", reason: plan.reason });
  return null;
}

/**
 * Applies a checked transition, in one transaction with its history row and the client's e-mail
 * (outbox). The update only happens if the reservation still has the status the operator saw, so
 * two people cannot both move it.
 */
export async function changeReservationStatus(input: {
  id: string;
  from: Status;
  plan: Plan;
  actor: { id: string; fullName: string };
  env: Env;
  /** Set with the confirmation, so that its e-mail names the driver and the vehicle (decision 019). */
  assignment?: Assignment;
  /** The assignment the operator's form showed: "stale-assignment" (nothing written) when it changed since. */
  expectedAssignment?: Assignment | null;
  now?: Date;
}): Promise<"ok" | "conflict" | "pickup-passed" | "stale-assignment"> {
  return db().transaction(async (tx) => {
    const now = input.now ?? new Date();
    if (input.expectedAssignment || input.assignment) {
      const [current] = await tx
        .select()
        .from(reservations)
        .where(eq(reservations.id, input.id))
        .for("update")
        .limit(1);
      if (!current) return "conflict" as const;
      if (
        input.expectedAssignment &&
        !sameAssignment(input.expectedAssignment, await assignmentRecordOf(tx, current))
      )
        return "stale-assignment" as const;
    }
    let quoteExpiresAt: Date | null = null;
    if (input.plan.to === "quoted") {
      const [current] = await tx
        .select({ date: reservations.date, time: reservations.time })
        .from(reservations)
        .where(eq(reservations.id, input.id))
        .for("update")
        .limit(1);
      if (!current) return "conflict" as const;
      quoteExpiresAt = quoteExpiry(now, input.plan.quoteDays ?? QUOTE_DEFAULT_DAYS, current);
      if (!quoteExpiresAt) return "pickup-passed" as const;
    }
    const updated = await tx
      .update(reservations)
      .set({
        status: input.plan.to,
        statusChangedAt: now,
        statusChangedBy: input.actor.id,
        ...(input.plan.finalPriceCents !== null ? { finalPriceCents: input.plan.finalPriceCents } : {}),
        // The validity date lives only as long as the quote is open.
        quoteExpiresAt,
        // A request older than the client's link gets one now, so that this e-mail carries it.
        clientToken: sql`coalesce(${reservations.clientToken}, ${newClientToken()})`,
      })
      .where(and(eq(reservations.id, input.id), eq(reservations.status, input.from)))
      .returning();
    if (!updated[0]) return "conflict" as const;
    // Confirming may name every van's driver and vehicle at once, so that the confirmation says who comes.
    const row = input.assignment
      ? await writeAssignment(tx, input.id, input.assignment, vanCount(updated[0]), now)
      : updated[0];
    const email = await clientEmailFor(tx, row!, input.plan, input.env);
    await tx.insert(reservationEvents).values({
      reservationId: input.id,
      fromStatus: input.from,
      toStatus: input.plan.to,
      finalPriceCents: input.plan.finalPriceCents,
      note: input.plan.note,
      kind: "status",
      reason: input.plan.reason,
      // A client without an address (decision 038) is told nothing, whatever the form said.
      notified: email !== null && email.to !== "",
      actorId: input.actor.id,
      actorName: input.actor.fullName,
      createdAt: now,
    });
    if (email) {
      await enqueueEmails(tx, [email], { reservationId: updated[0].id }, new URL(input.env.SITE_URL).host);
    }
    return "ok" as const;
  });
}

interface AccountRow {
  id: string;
  email: string;
  fullName: string;
  role: Role | null;
  createdAt: Date;
  deactivatedAt: Date | null;
}

export async function listAccounts(): Promise<AccountRow[]> {
  return db()
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: userRoles.role,
      createdAt: users.createdAt,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .orderBy(asc(users.email));
}

interface EmailRow {
  id: string;
  toAddress: string;
  subject: string;
  status: "pending" | "sending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

const emailColumns = {
  id: emailOutbox.id,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};

/** The e-mails about a reservation (to the client and to the office), oldest first. */
export async function listReservationEmails(reservationId: string): Promise<EmailRow[]> {
  return db()
    .select(emailColumns)
    .from(emailOutbox)
    .where(eq(emailOutbox.reservationId, reservationId))
    .orderBy(asc(emailOutbox.createdAt));
}

/** E-mails that could not be sent, newest first, with the reservation they belong to. */
export async function failedEmails(limit = 5): Promise<{
  total: number;
  rows: Array<EmailRow & { reservationId: string | null; reference: string | null }>;
}> {
  const failed = eq(emailOutbox.status, "failed");
  const [rows, totals] = await Promise.all([
    db()
      .select({
        ...emailColumns,
        reservationId: emailOutbox.reservationId,
        reference: reservations.reference,
      })
      .from(emailOutbox)
      .leftJoin(reservations, eq(reservations.id, emailOutbox.reservationId))
      .where(failed)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(limit),
    db().select({ n: count() }).from(emailOutbox).where(failed),
  ]);
  return { total: totals[0]?.n ?? 0, rows };
}

/** Whether the e-mail belongs to the reservation and failed (only those are resent). */
export async function isFailedEmailOf(emailId: string, reservationId: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.id, emailId),
        eq(emailOutbox.reservationId, reservationId),
        eq(emailOutbox.status, "failed"),
      ),
    )
    .limit(1);
  return Boolean(row);
}
