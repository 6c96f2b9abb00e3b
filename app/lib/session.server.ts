import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import { siteCookies } from "./cookies.server";
import type { Env } from "./env.server";

/**
 * Staff sessions (GUIDE.md §6). The browser holds a random token in the `__session` cookie; the
 * database holds only its SHA-256 as the `sessions` row id, so a copy of the table gives no working
 * cookie. A session ends after 8 hours without use, 7 days after sign-in whatever happens, and at
 * sign-out; being in the database, it survives a restart of the server.
 */
export { SESSION_COOKIE } from "./cookies.server";
export const IDLE_TIMEOUT_MS = 8 * 3600 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 7 * 24 * 3600 * 1000;
/** A session in use is renewed at most this often, to spare a write on every request. */
export const RENEW_AFTER_MS = 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The Set-Cookie header handing the browser its session token (httpOnly, Lax, Secure in production). */
export function sessionCookie(token: string, env: Env): Promise<string> {
  return siteCookies(env).staffSession.serialize(token);
}

export function clearSessionCookie(env: Env): Promise<string> {
  return siteCookies(env).staffSession.serialize("", { maxAge: 0 });
}

/** The request's session token, if it carries a plausible one. */
async function sessionToken(request: Request): Promise<string | undefined> {
  const value: unknown = await siteCookies().staffSession.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 && value.length <= 200 ? value : undefined;
}

/** A token the server never stores: 32 random bytes. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Opens a session for the user (a new id at every sign-in) and returns the cookie's token. */
export async function createSession(userId: string, now = new Date()): Promise<string> {
  const token = newSessionToken();
  await db()
    .insert(sessions)
    .values({
      id: hashToken(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + IDLE_TIMEOUT_MS),
    });
  return token;
}

export interface SessionUser {
  sessionId: string;
  user: { id: string; email: string; fullName: string };
}

/**
 * The signed-in user of the request, or null. An expired session is deleted when seen; a live one
 * is pushed forward (at most once a minute) up to its absolute limit.
 */
export async function getSessionUser(request: Request, now = new Date()): Promise<SessionUser | null> {
  const token = await sessionToken(request);
  if (!token) return null;
  const id = hashToken(token);
  const [row] = await db()
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      fullName: users.fullName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A deactivated account's sessions are deleted with it; this also refuses any that remained.
    .where(and(eq(sessions.id, id), isNull(users.deactivatedAt)))
    .limit(1);
  if (!row) return null;
  const absoluteEnd = row.createdAt.getTime() + ABSOLUTE_TIMEOUT_MS;
  if (row.expiresAt.getTime() <= now.getTime() || absoluteEnd <= now.getTime()) {
    await db().delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= RENEW_AFTER_MS) {
    await db()
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(Math.min(now.getTime() + IDLE_TIMEOUT_MS, absoluteEnd)) })
      .where(eq(sessions.id, id));
  }
  return { sessionId: id, user: { id: row.userId, email: row.email, fullName: row.fullName } };
}

/** Deletes the request's session row, if any. */
export async function destroySession(request: Request): Promise<void> {
  const token = await sessionToken(request);
  if (!token) return;
  await db()
    .delete(sessions)
    .where(eq(sessions.id, hashToken(token)));
}

/** Removes sessions past their end; called at each sign-in so the table stays small. */
export async function purgeExpiredSessions(now = new Date()): Promise<void> {
  await db()
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, now), lt(sessions.createdAt, new Date(now.getTime() - ABSOLUTE_TIMEOUT_MS))),
    );
}

// --- One-shot messages across a redirect ------------------------------------------------------

/**
 * A short-lived cookie session (60 s) carrying what the next page should announce (a toast). It holds
 * a known kind and a random id, never text: the texts live in app/i18n/staff.ts.
 */
export const FLASH_KINDS = [
  "signed-out",
  "account-created",
  "status-changed",
  "account-changed",
  "fleet-saved",
  "fleet-removed",
  "assignment-saved",
  "reservation-created",
  "reservation-created-no-email",
  "quote-sent",
  "invoice-issued",
  "invoice-credited",
  "invoice-sent",
  "invoice-settled",
  "invoice-unsettled",
  "recap-sent",
] as const;
export type FlashKind = (typeof FLASH_KINDS)[number];
export interface Flash {
  kind: FlashKind;
  id: string;
}

/** The Set-Cookie header asking the next page to announce `kind`. */
export async function flashCookie(kind: FlashKind, env: Env): Promise<string> {
  const storage = siteCookies(env).flash;
  const session = await storage.getSession();
  session.flash("flash", { kind, id: randomBytes(6).toString("hex") } satisfies Flash);
  return storage.commitSession(session);
}

/** The message waiting in the request, if any, and the Set-Cookie header that clears it once read. */
export async function readFlash(
  header: string | null | undefined,
  env: Env,
): Promise<{ flash: Flash; clear: string } | null> {
  const storage = siteCookies(env).flash;
  const session = await storage.getSession(header);
  const value: unknown = session.get("flash");
  if (!value || typeof value !== "object") return null;
  const { kind, id } = value as Record<string, unknown>;
  if (!FLASH_KINDS.includes(kind as FlashKind) || typeof id !== "string" || !/^[0-9a-f]{12}$/.test(id)) {
    return null;
  }
  return { flash: { kind: kind as FlashKind, id }, clear: await storage.destroySession(session) };
}
