/**
 * The client's private follow-up link (decision 021): what the page reads, and the two things a client
 * may do from it (cancel free of charge before the cut-off, ask for a change), each in one transaction
 * with its history row and its e-mails (outbox). The office's answer to a change request is here too.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { newClientToken, toMailData } from "~/booking/store.server";
import { db, type Tx } from "~/db/client.server";
import { type Reservation, reservationEvents, reservations } from "~/db/schema";
import { frenchPlaces } from "~/domain/admin/french-places";
import type { Email } from "~/domain/email/parts";
import type { Company } from "~/domain/email/render";
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

type NewEvent = typeof reservationEvents.$inferInsert;
/** A client's history row but for what every one has: the request, its status before (by default), who. */
type ClientEventFields = Omit<NewEvent, "reservationId" | "kind" | "actorName" | "fromStatus"> &
  Partial<Pick<NewEvent, "fromStatus">>;

/** A status move the client makes from the link: whether the terms allow it, its history row, its e-mails. */
interface LinkMove<Refusal> {
  check: (row: Reservation, now: Date) => { ok: true } | { ok: false; error: Refusal };
  event: (row: Reservation) => ClientEventFields;
  emails: (about: {
    mail: ReturnType<typeof toMailData>;
    company: Company;
    env: Env;
    now: Date;
    tx: Tx;
    updated: Reservation;
  }) => Email[] | Promise<Email[]>;
}

/**
 * Makes `move` in one transaction on the row read FOR UPDATE: refused with its check's error when the
 * terms do not allow it at `now`; else the status (any quote's validity cleared), the history row (no
 * actor account) and the e-mails about the updated request.
 */
async function moveFromLink<Refusal>(move: LinkMove<Refusal>, token: string, env: Env, now: Date) {
  return withLinkedRow(token, now, async (tx, row) => {
    const checked = move.check(row, now);
    if (!checked.ok) return checked.error;
    const fields = move.event(row);
    const [updated] = await tx
      .update(reservations)
      .set({ status: fields.toStatus, statusChangedAt: now, statusChangedBy: null, quoteExpiresAt: null })
      .where(eq(reservations.id, row.id))
      .returning();
    await tx.insert(reservationEvents).values(clientEvent(row, now, fields));
    const mail = toMailData(updated!);
    const emails = await move.emails({ mail, company: companyFromEnv(env), env, now, tx, updated: updated! });
    await queueEmails(tx, row, env, emails);
    return "ok" as const;
  });
}

/** The history row of what the client did from the link (no account: no actor id). */
function clientEvent(row: Reservation, now: Date, event: ClientEventFields): NewEvent {
  return {
    reservationId: row.id,
    fromStatus: row.status,
    kind: "client",
    actorId: null,
    actorName: CLIENT_ACTOR,
    createdAt: now,
    ...event,
  };
}

/** Queues e-mails about a request in the transaction that changes it. */
function queueEmails(tx: Tx, row: Reservation, env: Env, emails: Parameters<typeof enqueueEmails>[1]) {
  return enqueueEmails(tx, emails, { reservationId: row.id }, host(env));
}

const CLIENT_CANCEL: LinkMove<ClientCancelRefusal> = {
  check: checkClientCancel,
  // A client without an address (decision 038) is sent nothing: the history says so.
  event: (row) => ({ toStatus: "cancelled", reason: null, notified: row.email !== null }),
  emails: ({ mail, company, env }) => [
    clientCancelled(mail, company, { by: "client" }),
    staffClientCancelled(frenchPlaces(mail), company, staffAddress(env)),
  ],
};

/**
 * Cancels from the link, free of charge, if the terms still allow it at `now`. The row is read FOR
 * UPDATE, so a cancellation and a confirmation by the office cannot cross.
 */
export function cancelByClient(token: string, env: Env, now = new Date()) {
  return moveFromLink(CLIENT_CANCEL, token, env, now);
}

const QUOTE_ACCEPTANCE: LinkMove<QuoteRefusal> = {
  check: checkQuoteAcceptance,
  event: (row) => ({
    fromStatus: "quoted",
    toStatus: "confirmed",
    finalPriceCents: row.finalPriceCents,
    notified: row.email !== null,
  }),
  emails: async ({ mail, company, env, now, tx, updated }) => [
    clientConfirmed({ ...mail, assignment: await assignmentOf(tx, updated) }, company, now),
    staffQuoteAccepted(frenchPlaces(mail), company, staffAddress(env)),
  ],
};

/**
 * Accepts the office's quote from the link (decision 028): the request becomes confirmed at the quoted
 * price, with its history row, the client's confirmation and the office's notice, in one transaction.
 * The row is read FOR UPDATE, so two clicks (or a click and the office's own move) cannot both apply:
 * the second finds it confirmed ("accepted") or moved on ("closed").
 */
export function acceptQuoteByClient(token: string, env: Env, now = new Date()) {
  return moveFromLink(QUOTE_ACCEPTANCE, token, env, now);
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
    await tx
      .insert(reservationEvents)
      .values(clientEvent(row, now, { toStatus: row.status, note: text, notified: null }));
    await queueEmails(tx, row, env, [
      staffChangeRequested(frenchPlaces(toMailData(row)), companyFromEnv(env), staffAddress(env), text),
    ]);
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
      notified: row.email !== null,
      actorId: input.actor.id,
      actorName: input.actor.fullName,
      createdAt: now,
    });
    const email = clientChangeAnswered(
      toMailData(updated!),
      companyFromEnv(input.env),
      { approved: input.approved, request: row.changeRequest, message: input.message },
      now,
    );
    await queueEmails(tx, row, input.env, [email]);
    return "ok" as const;
  });
}
