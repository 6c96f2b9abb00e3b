/**
 * Durable e-mail: messages are written to the `email_outbox` table in the same transaction as the
 * request or status change they announce; a worker in each server process sends them.
 * - Real delivery over SMTP when SMTP_URL is set; otherwise each e-mail becomes an .eml file under
 *   DATA_DIR/outbox (documented in the README), so nothing needs configuring for a first run.
 * - A failed send is retried with exponential backoff (30 s, 1 min, 2 min ... capped at 1 h, 10 tries).
 * - A row is claimed under a lease: `sending`, the worker's id and an expiry (LEASE_MS ahead), which
 *   the worker renews while it works. Rows whose lease ran out belong to a worker that died: they are
 *   NOT retried automatically (the message may have gone out) but marked failed with an explanation
 *   for staff, who can resend them. A live worker's rows are never touched by another, so starting or
 *   restarting one instance marks nothing that another is sending (decision 010).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { type Db, db } from "~/db/client.server";
import { emailOutbox, type OutboxEmail } from "~/db/schema";
import type { Company, Email } from "~/domain/email/templates";
import type { Env } from "./env.server";
import { log } from "./logger.server";
import { countOutboxFailure } from "./metrics.server";

export const MAX_ATTEMPTS = 10;
const BATCH = 10;
/** How long a claim holds without renewal; a live worker renews it every third of that. */
export const LEASE_MS = 120_000;

/** A worker's identity in `locked_by`: which host and process, plus a random part (pids are reused). */
export function newWorkerId() {
  return `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/** Anything with the query builder: the database or a transaction. */
type Executor = Pick<Db, "insert" | "update" | "select" | "execute">;

export function companyFromEnv(env: Env): Company {
  return {
    name: env.COMPANY_NAME,
    phone: env.COMPANY_PHONE,
    email: env.COMPANY_EMAIL,
    whatsapp: env.COMPANY_WHATSAPP,
    siteUrl: env.SITE_URL,
  };
}

export function staffAddress(env: Env) {
  return env.STAFF_EMAIL ?? env.COMPANY_EMAIL;
}

/** The outbox row of one e-mail, with a message id of its own and the records it belongs to. */
function outboxRow(
  email: Email,
  links: { reservationId?: string; contactMessageId?: string },
  host: string,
): typeof emailOutbox.$inferInsert {
  return {
    kind: email.kind,
    toAddress: email.to,
    replyTo: email.replyTo ?? null,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    attachments: email.attachments ?? null,
    messageId: `<${randomUUID()}@${host}>`,
    reservationId: links.reservationId ?? null,
    contactMessageId: links.contactMessageId ?? null,
  };
}

/** Adds e-mails to the outbox inside the caller's transaction. */
export async function enqueueEmails(
  executor: Executor,
  emails: Email[],
  links: { reservationId?: string; contactMessageId?: string } = {},
  host = "localhost",
) {
  // An e-mail to nobody (a client the office took without an address, decision 038) is not written.
  const addressed = emails.filter((email) => email.to !== "");
  if (!addressed.length) return;
  await executor.insert(emailOutbox).values(addressed.map((email) => outboxRow(email, links, host)));
  wake();
}

/**
 * Adds one e-mail to the outbox unless an e-mail with the same idempotency key was ever written
 * (a scheduled job's e-mail: decision 025). Returns whether it was added. Safe under concurrency:
 * the key is unique, so of two instances writing it at once one insert does nothing.
 */
export async function enqueueOnce(
  executor: Executor,
  email: Email,
  idempotencyKey: string,
  links: { reservationId?: string } = {},
  host = "localhost",
): Promise<boolean> {
  if (email.to === "") return false;
  const rows = await executor
    .insert(emailOutbox)
    .values({ ...outboxRow(email, links, host), idempotencyKey })
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
    .returning({ id: emailOutbox.id });
  if (rows.length) wake();
  return rows.length > 0;
}

export interface MailTransport {
  /** Checks the mail server answers before anything is claimed (a refused connection sends nothing). */
  ready?: () => Promise<void>;
  send: (message: nodemailer.SendMailOptions) => Promise<void>;
  close: () => void;
}

export function transportFromEnv(env: Env): MailTransport {
  if (env.SMTP_URL) {
    const transporter = nodemailer.createTransport(env.SMTP_URL);
    return {
      ready: async () => {
        await transporter.verify();
      },
      send: async (message) => {
        await transporter.sendMail(message);
      },
      close: () => transporter.close(),
    };
  }
  const folder = path.join(env.DATA_DIR, "outbox");
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    send: async (message) => {
      const info = (await transporter.sendMail(message)) as unknown as { message: Buffer };
      await fs.mkdir(folder, { recursive: true });
      const id = String(message.messageId ?? randomUUID()).replace(/[^A-Za-z0-9.-]/g, "_");
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, "-")}_${id}.eml`);
      await fs.writeFile(`${file}.tmp`, info.message);
      await fs.rename(`${file}.tmp`, file);
    },
    close: () => {},
  };
}

export function backoffMs(attempts: number, baseMs = 30_000) {
  return Math.min(baseMs * 2 ** Math.max(attempts - 1, 0), 3_600_000);
}

function fromAddress(env: Env) {
  return env.MAIL_FROM ?? `"${env.COMPANY_NAME.replace(/"/g, "")}" <${env.COMPANY_EMAIL}>`;
}

/**
 * Rows still `sending` after their lease ran out: their worker died mid-send (crash, kill, power
 * loss). Never resent automatically (see the file comment). `at` is the moment to judge leases by
 * (the database's clock by default, the one that wrote them).
 */
export async function recoverExpiredLeases(executor: Executor = db(), at?: Date) {
  const expired = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const rows = await executor
    .update(emailOutbox)
    .set({
      status: "failed",
      lockedAt: null,
      leaseUntil: null,
      lastError:
        "Interrupted while sending (its server stopped): it may or may not have been delivered, so it was not resent automatically.",
    })
    .where(
      and(
        eq(emailOutbox.status, "sending"),
        sql`(${emailOutbox.leaseUntil} is null or ${emailOutbox.leaseUntil} < ${expired})`,
      ),
    )
    .returning({ id: emailOutbox.id, lockedBy: emailOutbox.lockedBy });
  if (rows.length)
    log.warn("outbox: e-mails whose sender died mid-send marked failed", {
      count: rows.length,
      workers: [...new Set(rows.map((row) => row.lockedBy))],
    });
  return rows.length;
}

const leaseInterval = sql`make_interval(secs => ${LEASE_MS / 1000})`;

/** Extends this worker's claim on the given rows; returns the ids it still holds. */
async function renewLeases(owner: string, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db()
    .update(emailOutbox)
    .set({ leaseUntil: sql`now() + ${leaseInterval}` })
    .where(
      and(inArray(emailOutbox.id, ids), eq(emailOutbox.lockedBy, owner), eq(emailOutbox.status, "sending")),
    )
    .returning({ id: emailOutbox.id });
  return rows.map((row) => row.id);
}

/**
 * Claims due e-mails under a lease held by `owner` and sends them; returns how many were sent.
 * While it works the lease is renewed; a row whose lease was lost (this worker was stalled longer
 * than LEASE_MS and another recovered it) is not sent.
 */
export async function deliverDue(
  env: Env,
  transport: MailTransport,
  now = new Date(),
  { owner = processWorkerId, stopping = () => false }: { owner?: string; stopping?: () => boolean } = {},
): Promise<number> {
  const due = and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now));
  const [{ n } = { n: 0 }] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(due);
  if (n === 0) return 0;
  if (transport.ready) {
    // While the mail server is unreachable nothing is claimed: a crash then cannot leave an e-mail
    // in doubt. The reason is recorded on the waiting e-mails for staff to see.
    try {
      await transport.ready();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db()
        .update(emailOutbox)
        .set({ lastError: `Mail server unreachable: ${message}`.slice(0, 500) })
        .where(due);
      log.warn("outbox: mail server unreachable", { waiting: n, error: message });
      return 0;
    }
  }
  const claimed = (
    await db().execute<Record<string, unknown>>(sql`
      update email_outbox
      set status = 'sending', locked_at = now(), locked_by = ${owner},
          lease_until = now() + ${leaseInterval}, attempts = attempts + 1
      where id in (
        select id from email_outbox
        where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
        order by created_at
        limit ${BATCH}
        for update skip locked
      )
      returning id`)
  ).rows.map((row) => String(row.id));
  const held = new Set(claimed);
  const untried = new Set(claimed);
  const heartbeat = setInterval(() => {
    renewLeases(owner, [...held]).catch((error) => log.warn("outbox: lease renewal failed", { error }));
  }, LEASE_MS / 3);
  heartbeat.unref();
  let sent = 0;
  try {
    for (const id of claimed) {
      if (stopping()) break;
      untried.delete(id);
      if (await sendClaimed(env, transport, owner, id)) sent++;
      held.delete(id);
    }
  } finally {
    clearInterval(heartbeat);
    // Stopping (or an error) before some were tried: those go back to the queue as they were.
    if (untried.size) await releaseUntried(owner, [...untried]);
  }
  return sent;
}

async function releaseUntried(owner: string, ids: string[]) {
  await db()
    .update(emailOutbox)
    .set({ status: "pending", attempts: sql`${emailOutbox.attempts} - 1`, lockedAt: null, leaseUntil: null })
    .where(
      and(inArray(emailOutbox.id, ids), eq(emailOutbox.lockedBy, owner), eq(emailOutbox.status, "sending")),
    );
}

/** Sends one claimed row if this worker still holds it, and records the outcome under the claim. */
async function sendClaimed(env: Env, transport: MailTransport, owner: string, id: string) {
  // Renewing just before sending leaves a whole lease for the send and proves the claim is still ours.
  if (!(await renewLeases(owner, [id])).length) {
    log.warn("outbox: lease lost before sending, left to recovery", { id });
    return false;
  }
  const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) return false;
  const ours = eq(emailOutbox.lockedBy, owner);
  try {
    await transport.send(toMessage(row, env));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = row.attempts >= MAX_ATTEMPTS;
    await db()
      .update(emailOutbox)
      .set({
        status: giveUp ? "failed" : "pending",
        lockedAt: null,
        leaseUntil: null,
        lastError: message.slice(0, 500),
        nextAttemptAt: new Date(Date.now() + backoffMs(row.attempts, env.OUTBOX_RETRY_BASE_MS)),
      })
      .where(and(eq(emailOutbox.id, id), ours, eq(emailOutbox.status, "sending")));
    countOutboxFailure();
    log.warn("outbox: sending failed", {
      id,
      kind: row.kind,
      attempts: row.attempts,
      giveUp,
      error: message,
    });
    return false;
  }
  // Sent. If this worker stalled past its lease and the row was marked failed meanwhile, the truth
  // (it went out) replaces the doubt, unless staff already put it back in the queue.
  const [done] = await db()
    .update(emailOutbox)
    .set({ status: "sent", sentAt: new Date(), lockedAt: null, leaseUntil: null, lastError: null })
    .where(and(eq(emailOutbox.id, id), ours, inArray(emailOutbox.status, ["sending", "failed"])))
    .returning({ id: emailOutbox.id });
  if (!done) log.warn("outbox: sent after its claim was lost and the e-mail requeued", { id });
  return true;
}

function toMessage(row: OutboxEmail, env: Env): nodemailer.SendMailOptions {
  return {
    from: fromAddress(env),
    to: row.toAddress,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    messageId: row.messageId,
    attachments: (row.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
      ...(a.encoding ? { encoding: a.encoding } : {}),
    })),
  };
}

/** Puts a failed e-mail back in the queue (staff action). */
export async function retryEmail(id: string) {
  await db()
    .update(emailOutbox)
    .set({ status: "pending", nextAttemptAt: new Date(), lastError: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")));
  wake();
}

// ---- the worker ---------------------------------------------------------------------------------

interface Worker {
  timer?: ReturnType<typeof setTimeout>;
  running?: Promise<void>;
  stopped: boolean;
  kick: () => void;
}

const holder = globalThis as unknown as { __outbox?: Worker };
const processWorkerId = newWorkerId();

function wake() {
  holder.__outbox?.kick();
}

/**
 * Starts the background sender; returns a function that stops it after the current batch. Each poll
 * first recovers rows whose lease ran out (a worker of any instance died mid-send).
 */
export async function startOutboxWorker(
  env: Env,
  transport: MailTransport = transportFromEnv(env),
  owner = processWorkerId,
) {
  const worker: Worker = { stopped: false, kick: () => {} };
  const tick = async () => {
    worker.timer = undefined;
    if (worker.stopped) return;
    try {
      await recoverExpiredLeases();
      while (
        !worker.stopped &&
        (await deliverDue(env, transport, new Date(), { owner, stopping: () => worker.stopped })) > 0
      ) {
        // keep going while there is work
      }
    } catch (error) {
      log.error("outbox worker error", { error });
    }
    if (!worker.stopped) worker.timer = setTimeout(run, env.OUTBOX_POLL_MS);
  };
  const run = () => {
    if (worker.running) return;
    worker.running = tick().finally(() => {
      worker.running = undefined;
    });
  };
  worker.kick = () => {
    if (worker.stopped) return;
    if (worker.timer) clearTimeout(worker.timer);
    worker.timer = setTimeout(run, 10);
  };
  holder.__outbox = worker;
  run();
  return async () => {
    worker.stopped = true;
    if (worker.timer) clearTimeout(worker.timer);
    await worker.running;
    transport.close();
    if (holder.__outbox === worker) holder.__outbox = undefined;
  };
}
