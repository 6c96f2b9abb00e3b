/**
 * The client's private follow-up link (decision 021): what the page reads, and the two things a client
 * may do from it (cancel free of charge before the cut-off, ask for a change), each in one transaction
 * with its history row and its e-mails (outbox). The office's answer to a change request is here too.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { newClientToken, toMailData } from "~/booking/store.server";
import { db, type Tx } from "~/db/client.server";
import { type Reservation, reservationEvents, reservations } from "~/db/schema";
import {
  clientCancelled,
  clientChangeAnswered,
  clientConfirmed,
  staffChangeRequested,
  staffClientCancelled,
  staffQuoteAccepted,
  type TripAssignment,
} from "~/domain/email/templates";
import {
  CLIENT_TOKEN_PATTERN,
  type ClientCancelRefusal,
  canAskChange,
  checkClientCancel,
  followLinkExpired,
} from "~/domain/follow";
import { checkQuoteAcceptance, type QuoteRefusal } from "~/domain/quote";
import { FOLLOW_STAFF_TEXT } from "~/i18n/staff";
import type { Env } from "./env.server";
import { assignmentOf } from "./fleet-store.server";
import { companyFromEnv, enqueueEmails, staffAddress } from "./mail.server";

/** The history's name for the client acting from their link (no account). */
export const CLIENT_ACTOR = FOLLOW_STAFF_TEXT.clientActor;

export type FollowLookup =
  | { kind: "ok"; reservation: Reservation; assignment: TripAssignment | null }
  | { kind: "unknown" }
  | { kind: "expired" };

/** The request behind a token: unknown (malformed or no such token), expired (a day after pickup) or found. */
export async function findByToken(token: string, now = new Date()): Promise<FollowLookup> {
  if (!CLIENT_TOKEN_PATTERN.test(token)) return { kind: "unknown" };
  const [row] = await db().select().from(reservations).where(eq(reservations.clientToken, token)).limit(1);
  if (!row) return { kind: "unknown" };
  if (followLinkExpired(row, now)) return { kind: "expired" };
  const assignment = row.status === "confirmed" ? await assignmentOf(db(), row) : null;
  return { kind: "ok", reservation: row, assignment };
}

const host = (env: Env) => new URL(env.SITE_URL).host;

/**
 * Runs `act` in one transaction on the request behind a token, read FOR UPDATE (so that what the
 * client does from the link and what the office does cannot cross); "unknown" for a malformed or
 * unknown token, "expired" a day after the pickup.
 */
async function withLinkedRow<T>(
  token: string,
  now: Date,
  act: (tx: Tx, row: Reservation) => Promise<T>,
): Promise<T | "unknown" | "expired"> {
  if (!CLIENT_TOKEN_PATTERN.test(token)) return "unknown";
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reservations)
      .where(eq(reservations.clientToken, token))
      .for("update")
      .limit(1);
    if (!row) return "unknown" as const;
    if (followLinkExpired(row, now)) return "expired" as const;
    return act(tx, row);
  });
}

/**
 * Cancels from the link, free of charge, if the terms still allow it at `now`. The row is read FOR
 * UPDATE, so a cancellation and a confirmation by the office cannot cross.
 */
export async function cancelByClient(
  token: string,
  env: Env,
  now = new Date(),
): Promise<"ok" | "unknown" | "expired" | ClientCancelRefusal> {
  return withLinkedRow(token, now, async (tx, row) => {
    const check = checkClientCancel(row, now);
    if (!check.ok) return check.error;
    const [updated] = await tx
      .update(reservations)
      .set({ status: "cancelled", statusChangedAt: now, statusChangedBy: null, quoteExpiresAt: null })
      .where(eq(reservations.id, row.id))
      .returning();
    await tx.insert(reservationEvents).values({
      reservationId: row.id,
      fromStatus: row.status,
      toStatus: "cancelled",
      kind: "client",
      reason: null,
      notified: true,
      actorId: null,
      actorName: CLIENT_ACTOR,
      createdAt: now,
    });
    const company = companyFromEnv(env);
    const mail = toMailData(updated!);
    await enqueueEmails(
      tx,
      [
        clientCancelled(mail, company, { by: "client" }),
        staffClientCancelled(mail, company, staffAddress(env)),
      ],
      { reservationId: row.id },
      host(env),
    );
    return "ok" as const;
  });
}

/**
 * Accepts the office's quote from the link (decision 028): the request becomes confirmed at the quoted
 * price, with its history row, the client's confirmation and the office's notice, in one transaction.
 * The row is read FOR UPDATE, so two clicks (or a click and the office's own move) cannot both apply:
 * the second finds it confirmed ("accepted") or moved on ("closed").
 */
export async function acceptQuoteByClient(
  token: string,
  env: Env,
  now = new Date(),
): Promise<"ok" | "unknown" | "expired" | QuoteRefusal> {
  return withLinkedRow(token, now, async (tx, row) => {
    const check = checkQuoteAcceptance(row, now);
    if (!check.ok) return check.error;
    const [updated] = await tx
      .update(reservations)
      .set({ status: "confirmed", statusChangedAt: now, statusChangedBy: null, quoteExpiresAt: null })
      .where(eq(reservations.id, row.id))
      .returning();
    await tx.insert(reservationEvents).values({
      reservationId: row.id,
      fromStatus: "quoted",
      toStatus: "confirmed",
      finalPriceCents: row.finalPriceCents,
      kind: "client",
      notified: true,
      actorId: null,
      actorName: CLIENT_ACTOR,
      createdAt: now,
    });
    const company = companyFromEnv(env);
    const assignment = await assignmentOf(tx, updated!);
    const mail = toMailData(updated!);
    await enqueueEmails(
      tx,
      [
        clientConfirmed({ ...mail, assignment }, company, now),
        staffQuoteAccepted(mail, company, staffAddress(env)),
      ],
      { reservationId: row.id },
      host(env),
    );
    return "ok" as const;
  });
}

/**
 * Records a change the client asks from the link (the office approves or refuses it): kept on the
 * request until handled, written to the history, and sent to the office. A second request replaces
 * the first one still waiting (the office reads the latest; the history keeps both).
 */
export async function requestChangeByClient(
  token: string,
  text: string,
  env: Env,
  now = new Date(),
): Promise<"ok" | "unknown" | "expired" | "closed"> {
  return withLinkedRow(token, now, async (tx, row) => {
    if (!canAskChange(row, now)) return "closed" as const;
    await tx
      .update(reservations)
      .set({ changeRequest: text, changeRequestedAt: now })
      .where(eq(reservations.id, row.id));
    await tx.insert(reservationEvents).values({
      reservationId: row.id,
      fromStatus: row.status,
      toStatus: row.status,
      kind: "client",
      note: text,
      notified: null,
      actorId: null,
      actorName: CLIENT_ACTOR,
      createdAt: now,
    });
    await enqueueEmails(
      tx,
      [staffChangeRequested(toMailData(row), companyFromEnv(env), staffAddress(env), text)],
      { reservationId: row.id },
      host(env),
    );
    return "ok" as const;
  });
}

/**
 * The office's answer to the pending change request: accepted (after editing the trip, if needed) or
 * refused, with an optional message; the client is told in their language, the history keeps it.
 */
export async function answerChangeRequest(input: {
  id: string;
  approved: boolean;
  message: string | null;
  actor: { id: string; fullName: string };
  env: Env;
  now?: Date;
}): Promise<"ok" | "none"> {
  const now = input.now ?? new Date();
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reservations)
      .where(and(eq(reservations.id, input.id), isNotNull(reservations.changeRequest)))
      .for("update")
      .limit(1);
    if (!row?.changeRequest) return "none" as const;
    const [updated] = await tx
      .update(reservations)
      .set({
        changeRequest: null,
        changeRequestedAt: null,
        // A request older than the link gets its token now, so that the answer carries the link.
        clientToken: row.clientToken ?? newClientToken(),
      })
      .where(eq(reservations.id, row.id))
      .returning();
    await tx.insert(reservationEvents).values({
      reservationId: row.id,
      fromStatus: row.status,
      toStatus: row.status,
      kind: "edit",
      note: `${input.approved ? FOLLOW_STAFF_TEXT.approvedNote : FOLLOW_STAFF_TEXT.refusedNote}${row.changeRequest}`,
      reason: input.message,
      notified: true,
      actorId: input.actor.id,
      actorName: input.actor.fullName,
      createdAt: now,
    });
    const email = clientChangeAnswered(toMailData(updated!), companyFromEnv(input.env), {
      approved: input.approved,
      request: row.changeRequest,
      message: input.message,
    });
    await enqueueEmails(tx, [email], { reservationId: row.id }, host(input.env));
    return "ok" as const;
  });
}
