/**
 * Keeps only what the privacy policy says is kept (app/content/legal.ts):
 * - a request that did not lead to a journey: 3 years after the last contact (its trip date or its
 *   last status change, whichever is later);
 * - a completed journey: 10 years (accounting records);
 * - a contact message: 3 years after it was sent (or handled);
 * - a sent e-mail: 12 months;
 * - an unfinished booking request: 24 hours after its last change (checked every hour);
 * - a driver's day off or a vehicle's time out of service (decision 044): a year after its last day;
 * - an invoice or a credit note (decision 045): 11 years after it was issued (the accounts keep it
 *   ten years from the end of its financial year), whatever became of its request.
 * Its own scheduler, started at boot: every server process looks each hour, and the purge runs when
 * the last run (of any process, recorded in `scheduled_jobs`) is a day old. A transaction-scoped
 * advisory lock makes the check and the purge one step, so two instances never run it at once.
 */
import { and, eq, lte, sql } from "drizzle-orm";
import { purgeExpiredDrafts } from "~/booking/draft.server";
import { type Db, db } from "~/db/client.server";
import { emailOutbox, scheduledJobs } from "~/db/schema";
import { log } from "./logger.server";
import { repeat } from "./repeat.server";

type Executor = Pick<Db, "delete" | "execute">;

const JOB = "retention";
const EVERY_MS = 24 * 3_600_000;
const CHECK_MS = 3_600_000;

export async function purgeExpiredRecords(now = new Date(), executor: Executor = db()) {
  const at = now.toISOString();
  const reservations = await executor.execute(sql`
    delete from reservations
    where (status <> 'completed'
           and greatest(date::timestamptz, created_at, coalesce(status_changed_at, created_at)) < ${at}::timestamptz - interval '3 years')
       or (status = 'completed' and date::timestamptz < ${at}::timestamptz - interval '10 years')
    returning id`);
  const messages = await executor.execute(sql`
    delete from contact_messages
    where greatest(created_at, coalesce(handled_at, created_at)) < ${at}::timestamptz - interval '3 years'
    returning id`);
  const absences = await executor.execute(sql`
    delete from fleet_absences
    where ends_on < (${at}::timestamptz at time zone 'Europe/Paris')::date - interval '1 year'
    returning id`);
  const invoices = await executor.execute(sql`
    delete from invoices
    where created_at < ${at}::timestamptz - interval '11 years'
    returning id`);
  const removed = {
    reservations: reservations.rows.length,
    messages: messages.rows.length,
    absences: absences.rows.length,
    invoices: invoices.rows.length,
  };
  if (removed.reservations || removed.messages || removed.absences || removed.invoices)
    log.info("retention: expired records deleted", removed);
  return removed;
}

/** Sent e-mails are kept 12 months (see the privacy policy), then deleted. */
export async function purgeOldEmails(now = new Date(), executor: Executor = db()) {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - 12);
  const rows = await executor
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.status, "sent"), lte(emailOutbox.sentAt, cutoff)))
    .returning({ id: emailOutbox.id });
  if (rows.length) log.info("outbox: old e-mails deleted", { count: rows.length });
  return rows.length;
}

/**
 * Runs the purge if no process has run it in the last day. Returns what was deleted, or null when it
 * was not due or another process holds the job right now.
 */
export async function runRetentionIfDue(now = new Date()) {
  return db().transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext('riviera:retention')) as locked`,
    );
    if (!rows[0]?.locked) return null;
    const [last] = await tx.select().from(scheduledJobs).where(eq(scheduledJobs.name, JOB));
    if (last && now.getTime() - last.lastRunAt.getTime() < EVERY_MS) return null;
    const removed = { ...(await purgeExpiredRecords(now, tx)), emails: await purgeOldEmails(now, tx) };
    await tx
      .insert(scheduledJobs)
      .values({ name: JOB, lastRunAt: now })
      .onConflictDoUpdate({ target: scheduledJobs.name, set: { lastRunAt: now } });
    return removed;
  });
}

/** Starts the hourly check (the first one at once); returns a function that stops it. */
export function startRetention() {
  return repeat("retention: purge failed", CHECK_MS, () =>
    Promise.all([
      runRetentionIfDue(),
      // Unfinished booking requests last 24 hours: deleted at the first hourly check after that.
      purgeExpiredDrafts().then((count) => {
        if (count) log.info("retention: expired booking drafts deleted", { count });
      }),
    ]),
  );
}
