import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, db, setDatabase } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import type { Env } from "~/lib/env.server";
import { deliverDue, LEASE_MS, type MailTransport, recoverExpiredLeases } from "~/lib/mail.server";
import { testEnv } from "../helpers/context";
import { testDatabases } from "../helpers/databases";

/** A transport that records what it sends; `hold()` makes the next sends wait until released. */
function recordingTransport() {
  const sent: string[] = [];
  let gate: Promise<void> | undefined;
  let open = () => {};
  let entered = () => {};
  let started = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const transport: MailTransport = {
    send: async (message) => {
      entered();
      if (gate) await gate;
      sent.push(String(message.messageId));
    },
    close: () => {},
  };
  return {
    transport,
    sent,
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
      started = new Promise((resolve) => {
        entered = resolve;
      });
    },
    /** Resolves once a send has begun (the worker is mid-send). */
    midSend: () => started,
    release() {
      gate = undefined;
      open();
    },
  };
}

async function enqueue(count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    kind: "test",
    toAddress: `client${i}@example.com`,
    subject: `Message ${i}`,
    textBody: "t",
    htmlBody: "<p>t</p>",
    messageId: `<lease-${Date.now()}-${i}-${Math.random()}@test>`,
    createdAt: new Date(Date.now() - (count - i) * 1000),
  }));
  await db().insert(emailOutbox).values(rows);
}

const soon = () => new Date(Date.now() + 1000);
const afterLease = () => new Date(Date.now() + LEASE_MS + 60_000);

describe.each(testDatabases())("outbox leases on %s", (_name, make) => {
  const target = make();
  let database: Database;
  let env: Env;

  beforeAll(async () => {
    env = testEnv();
    database = await target.open();
    setDatabase(database);
  });
  beforeEach(async () => {
    await db().delete(emailOutbox);
  });
  afterAll(async () => {
    await database.close();
    await target.dispose();
  });

  /** Queues `count` e-mails and starts a worker that stops in the middle of its first send. */
  async function workerMidSend(count: number, owner: string) {
    await enqueue(count);
    const recorder = recordingTransport();
    recorder.hold();
    const delivering = deliverDue(env, recorder.transport, soon(), { owner });
    await recorder.midSend();
    return { recorder, delivering };
  }

  it("an instance starting while another sends marks nothing of the other's, and nothing goes twice", async () => {
    const { recorder: a, delivering: sendingA } = await workerMidSend(12, "host-a:1:aaaa");

    // What a starting worker does: recover expired leases, then claim what is due.
    const b = recordingTransport();
    expect(await recoverExpiredLeases()).toBe(0);
    expect(await deliverDue(env, b.transport, soon(), { owner: "host-b:2:bbbb" })).toBe(2);
    const held = await db().select().from(emailOutbox).where(eq(emailOutbox.lockedBy, "host-a:1:aaaa"));
    expect(held).toHaveLength(10);
    expect(held.every((row) => row.status === "sending" && row.leaseUntil !== null)).toBe(true);

    a.release();
    expect(await sendingA).toBe(10);
    const all = await db().select().from(emailOutbox);
    expect(all.every((row) => row.status === "sent" && row.lastError === null)).toBe(true);
    const ids = [...a.sent, ...b.sent];
    expect(new Set(ids).size).toBe(12);
    expect(ids).toHaveLength(12);
  });

  it("a dead worker's rows are marked failed once its lease has run out, not before, and not resent", async () => {
    // The worker is stopped for good in the middle of its first send (a crash, as far as the
    // database can tell: its lease is no longer renewed).
    const { recorder: dead, delivering: abandoned } = await workerMidSend(3, "host-c:3:cccc");

    expect(await recoverExpiredLeases(db(), new Date(Date.now() + LEASE_MS / 2))).toBe(0);
    expect(await recoverExpiredLeases(db(), afterLease())).toBe(3);
    const rows = await db().select().from(emailOutbox);
    expect(rows.every((row) => row.status === "failed")).toBe(true);
    expect(rows[0]!.lastError).toMatch(/Interrupted while sending/);

    const other = recordingTransport();
    expect(await deliverDue(env, other.transport, afterLease(), { owner: "host-d:4:dddd" })).toBe(0);
    expect(other.sent).toHaveLength(0);

    // Had the worker only been stalled, the e-mail it was sending when it woke went out: the record
    // says so; the two it had not started stay failed for staff, and are not sent now.
    dead.release();
    expect(await abandoned).toBe(1);
    const after = await db().select().from(emailOutbox);
    expect(after.filter((row) => row.status === "sent")).toHaveLength(1);
    expect(after.filter((row) => row.status === "failed")).toHaveLength(2);
    expect(dead.sent).toHaveLength(1);
  });

  it("a worker told to stop puts back the e-mails it had claimed but not started", async () => {
    await enqueue(4);
    const t = recordingTransport();
    let calls = 0;
    const sent = await deliverDue(env, t.transport, soon(), {
      owner: "host-e:5:eeee",
      stopping: () => calls++ >= 1,
    });
    expect(sent).toBe(1);
    const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.status, "pending"));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.attempts === 0 && row.leaseUntil === null)).toBe(true);
  });
});
