/**
 * The reminders (issue 12 §9, decision 025): the client's e-mail about a day before pickup, with the
 * driver and the vehicle, and the office's sheet of tomorrow's jobs each evening. A shared job like
 * retention (decision 010): every server process looks every few minutes; a transaction-scoped
 * advisory lock lets one instance at a time work, `scheduled_jobs` records the run, and each e-mail
 * carries an idempotency key in the outbox, so it is written exactly once whatever runs twice.
 */
import { and, asc, eq, isNotNull, or, sql } from "drizzle-orm";
import { toMailData } from "~/booking/store.server";
import { type Db, db } from "~/db/client.server";
import { reservations, scheduledJobs } from "~/db/schema";
import { perVan } from "~/domain/admin/fleet";
import { frenchPlaces } from "~/domain/admin/french-places";
import { addDays, parisNow, TIME_ZONE } from "~/domain/dates";
import { clientReminder, type SheetJob, staffEveningSheet } from "~/domain/email/templates";
import { travellerText } from "~/domain/traveller";
import type { Env } from "./env.server";
import { assignmentOf, crewsWithFleet } from "./fleet-store.server";
import { log } from "./logger.server";
import { companyFromEnv, enqueueOnce, staffAddress } from "./mail.server";
import { repeat } from "./repeat.server";

type Executor = Pick<Db, "select" | "insert" | "update" | "execute">;

const JOB = "reminders";
/** How often each process looks; a run by any process within this time counts for all. */
export const REMINDERS_EVERY_MS = 5 * 60_000;
/** The client's reminder goes out once the pickup is this close. */
export const REMINDER_AHEAD_HOURS = 24;
/** ...but not in the first hours after the confirmation, which already said it all. */
export const REMINDER_AFTER_CONFIRMATION_HOURS = 2;
/** The office's sheet of tomorrow's jobs is sent from this Paris time on (minutes after midnight). */
export const EVENING_SHEET_AT_MINUTES = 18 * 60;

/** The outbox keys: one reminder per request and pickup time, one sheet per day. */
export const reminderKey = (r: { id: string; date: string; time: string }) =>
  `reminder:${r.id}:${r.date} ${r.time}`;
export const eveningSheetKey = (date: string) => `office-sheet:${date}`;

const pickup = sql`((${reservations.date} + ${reservations.time}::time) at time zone ${TIME_ZONE})`;

/** Writes the reminders now due; returns how many were written. */
export async function enqueueDueReminders(executor: Executor, env: Env, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const due = await executor
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.status, "confirmed"),
        // A client the office took without an address (decision 038) has no reminder to build.
        isNotNull(reservations.email),
        sql`${pickup} > ${at}`,
        sql`${pickup} <= ${at} + make_interval(hours => ${REMINDER_AHEAD_HOURS})`,
        sql`coalesce(${reservations.statusChangedAt}, ${reservations.createdAt}) <= ${at} - make_interval(hours => ${REMINDER_AFTER_CONFIRMATION_HOURS})`,
        sql`not exists (select 1 from email_outbox o where o.idempotency_key = 'reminder:' || ${reservations.id}::text || ':' || ${reservations.date}::text || ' ' || ${reservations.time})`,
      ),
    )
    .orderBy(asc(reservations.date), asc(reservations.time));
  const company = companyFromEnv(env);
  const host = new URL(env.SITE_URL).host;
  let written = 0;
  for (const row of due) {
    const assignment = await assignmentOf(executor, row);
    const email = clientReminder({ ...toMailData(row), assignment }, company);
    if (await enqueueOnce(executor, email, reminderKey(row), { reservationId: row.id }, host)) written++;
  }
  return written;
}

/** Tomorrow's legs (outbound pickups and return pickups that day) in pickup order, with who and what. */
export async function jobsOn(executor: Executor, date: string): Promise<SheetJob[]> {
  const rows = await executor
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.status, "confirmed"),
        or(eq(reservations.date, date), eq(reservations.returnDate, date)),
      ),
    );
  const crews = await crewsWithFleet(executor, rows);
  const jobs: SheetJob[] = [];
  for (const row of rows) {
    const r = frenchPlaces(row);
    const vans = crews.get(r.id) ?? [];
    const common = {
      id: r.id,
      reference: r.reference,
      passengers: r.passengers,
      luggage: r.luggage,
      client: `${r.firstName} ${r.lastName}`,
      phone: r.phone,
      passenger: r.passengerName ? travellerText({ name: r.passengerName, phone: r.passengerPhone }) : null,
      flightNumber: r.flightNumber,
      driver: perVan(vans.map(({ driver }) => driver?.fullName ?? null)),
      vehicle: perVan(vans.map(({ vehicle }) => (vehicle ? `${vehicle.model} · ${vehicle.plate}` : null))),
    };
    if (r.date === date)
      jobs.push({ ...common, time: r.time, from: r.departure, to: r.arrival, leg: "outbound" });
    if (r.returnDate === date && r.returnTime)
      jobs.push({ ...common, time: r.returnTime, from: r.arrival, to: r.departure, leg: "return" });
  }
  return jobs.sort((a, b) => a.time.localeCompare(b.time) || a.reference.localeCompare(b.reference));
}

/** From 18:00 in Paris, the office's sheet of tomorrow's jobs, once per day; returns whether written. */
export async function enqueueEveningSheet(executor: Executor, env: Env, now: Date): Promise<boolean> {
  const paris = parisNow(now);
  if (paris.minutes < EVENING_SHEET_AT_MINUTES) return false;
  const tomorrow = addDays(paris.date, 1);
  const key = eveningSheetKey(tomorrow);
  const { rows: existing } = await executor.execute(
    sql`select 1 from email_outbox where idempotency_key = ${key} limit 1`,
  );
  if (existing.length) return false;
  const jobs = await jobsOn(executor, tomorrow);
  const [awaiting] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(reservations)
    .where(and(eq(reservations.status, "new"), eq(reservations.date, tomorrow)));
  const email = staffEveningSheet(tomorrow, jobs, awaiting?.n ?? 0, companyFromEnv(env), staffAddress(env));
  return enqueueOnce(executor, email, key, {}, new URL(env.SITE_URL).host);
}

/**
 * Runs the reminders if no process has in the last few minutes. Returns what was written, or null
 * when it was not due or another process holds the job right now.
 */
export async function runRemindersIfDue(env: Env, now = new Date()) {
  return db().transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext('riviera:reminders')) as locked`,
    );
    if (!rows[0]?.locked) return null;
    const [last] = await tx.select().from(scheduledJobs).where(eq(scheduledJobs.name, JOB));
    if (last && now.getTime() - last.lastRunAt.getTime() < REMINDERS_EVERY_MS && now >= last.lastRunAt)
      return null;
    const written = {
      reminders: await enqueueDueReminders(tx, env, now),
      sheet: await enqueueEveningSheet(tx, env, now),
    };
    await tx
      .insert(scheduledJobs)
      .values({ name: JOB, lastRunAt: now })
      .onConflictDoUpdate({ target: scheduledJobs.name, set: { lastRunAt: now } });
    if (written.reminders || written.sheet) log.info("reminders written", written);
    return written;
  });
}

/** Starts the check every few minutes (the first one at once); returns a function that stops it. */
export function startReminders(env: Env) {
  return repeat("reminders failed", REMINDERS_EVERY_MS, () => runRemindersIfDue(env));
}
