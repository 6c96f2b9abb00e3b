/**
 * Durable e-mail: messages are written to the `email_outbox` table in the same transaction as the
 * request or status change they announce; a worker in the server process sends them.
 * - Real delivery over SMTP when SMTP_URL is set; otherwise each e-mail becomes an .eml file under
 *   DATA_DIR/outbox (documented in the README), so nothing needs configuring for a first run.
 * - A failed send is retried with exponential backoff (30 s, 1 min, 2 min ... capped at 1 h, 10 tries).
 * - A row claimed for sending is marked `sending` first. If the process dies before the outcome is
 *   recorded, the row is NOT retried automatically at the next start (the message may have gone
 *   out): it is marked failed with an explanation and shown to staff, who can resend it. So nobody
 *   receives the same e-mail twice; the cost of a crash at that instant is one e-mail to check.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { type Db, db } from "~/db/client.server";
import { emailOutbox, type OutboxEmail } from "~/db/schema";
import type { Company, Email } from "~/domain/email/templates";
import type { Env } from "./env.server";
import { log } from "./logger.server";
import { purgeExpiredRecords } from "./retention.server";

export const MAX_ATTEMPTS = 10;
const BATCH = 10;

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

/** Adds e-mails to the outbox inside the caller's transaction. */
export async function enqueueEmails(
  executor: Executor,
  emails: Email[],
  links: { reservationId?: string; contactMessageId?: string } = {},
  host = "localhost",
) {
  if (!emails.length) return;
  await executor.insert(emailOutbox).values(
    emails.map((email) => ({
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
    })),
  );
  wake();
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

/** Rows left `sending` by a process that died: never resent automatically (see the file comment). */
export async function recoverInterrupted(executor: Executor = db()) {
  const rows = await executor
    .update(emailOutbox)
    .set({
      status: "failed",
      lockedAt: null,
      lastError:
        "Interrupted while sending (server stopped): it may or may not have been delivered, so it was not resent automatically.",
    })
    .where(eq(emailOutbox.status, "sending"))
    .returning({ id: emailOutbox.id });
  if (rows.length)
    log.warn("outbox: e-mails interrupted while sending marked failed", { count: rows.length });
  return rows.length;
}

/** Claims due e-mails (marking them `sending`) and sends them; returns how many were sent. */
export async function deliverDue(env: Env, transport: MailTransport, now = new Date()): Promise<number> {
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
      update email_outbox set status = 'sending', locked_at = now(), attempts = attempts + 1
      where id in (
        select id from email_outbox
        where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
        order by created_at
        limit ${BATCH}
        for update skip locked
      )
      returning id`)
  ).rows.map((row) => String(row.id));
  let sent = 0;
  for (const id of claimed) {
    const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!row) continue;
    try {
      await transport.send(toMessage(row, env));
      await db()
        .update(emailOutbox)
        .set({ status: "sent", sentAt: new Date(), lockedAt: null, lastError: null })
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "sending")));
      sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      await db()
        .update(emailOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          lockedAt: null,
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(Date.now() + backoffMs(row.attempts, env.OUTBOX_RETRY_BASE_MS)),
        })
        .where(eq(emailOutbox.id, id));
      log.warn("outbox: sending failed", {
        id,
        kind: row.kind,
        attempts: row.attempts,
        giveUp,
        error: message,
      });
    }
  }
  return sent;
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
    })),
  };
}

/** Sent e-mails are kept 12 months (see the privacy policy), then deleted. */
export async function purgeOldEmails(now = new Date()) {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - 12);
  const rows = await db()
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.status, "sent"), lte(emailOutbox.sentAt, cutoff)))
    .returning({ id: emailOutbox.id });
  if (rows.length) log.info("outbox: old e-mails deleted", { count: rows.length });
  return rows.length;
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

function wake() {
  holder.__outbox?.kick();
}

/** Starts the background sender; returns a function that stops it after the current batch. */
export async function startOutboxWorker(env: Env, transport: MailTransport = transportFromEnv(env)) {
  await recoverInterrupted();
  const worker: Worker = { stopped: false, kick: () => {} };
  let lastPurge = 0;
  const tick = async () => {
    worker.timer = undefined;
    if (worker.stopped) return;
    try {
      if (Date.now() - lastPurge > 24 * 3_600_000) {
        lastPurge = Date.now();
        await purgeOldEmails();
        await purgeExpiredRecords();
      }
      while (!worker.stopped && (await deliverDue(env, transport)) > 0) {
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
