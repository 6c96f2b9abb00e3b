/**
 * Keeps only what the privacy policy says is kept (app/content/legal.ts):
 * - a request that did not lead to a journey: 3 years after the last contact (its trip date or its
 *   last status change, whichever is later);
 * - a completed journey: 10 years (accounting records);
 * - a contact message: 3 years after it was sent (or handled).
 * Runs once a day from the outbox worker's loop.
 */
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { log } from "./logger.server";

export async function purgeExpiredRecords(now = new Date()) {
  const at = now.toISOString();
  const reservations = await db().execute(sql`
    delete from reservations
    where (status <> 'completed'
           and greatest(date::timestamptz, created_at, coalesce(status_changed_at, created_at)) < ${at}::timestamptz - interval '3 years')
       or (status = 'completed' and date::timestamptz < ${at}::timestamptz - interval '10 years')
    returning id`);
  const messages = await db().execute(sql`
    delete from contact_messages
    where greatest(created_at, coalesce(handled_at, created_at)) < ${at}::timestamptz - interval '3 years'
    returning id`);
  const removed = { reservations: reservations.rows.length, messages: messages.rows.length };
  if (removed.reservations || removed.messages) log.info("retention: expired records deleted", removed);
  return removed;
}
