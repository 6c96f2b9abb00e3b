import { createHash, randomBytes } from "node:crypto";
import { eq, lt, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sessions, users } from "~/db/schema";

/**
 * Staff sessions (GUIDE.md §6). The browser holds a random token in the `__session` cookie; the
 * database holds only its SHA-256 as the `sessions` row id, so a copy of the table gives no working
 * cookie. A session ends after 8 hours without use, 7 days after sign-in whatever happens, and at
 * sign-out; being in the database, it survives a restart of the server.
 */
export const SESSION_COOKIE = "__session";
export const IDLE_TIMEOUT_MS = 8 * 3600 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 7 * 24 * 3600 * 1000;
/** A session in use is renewed at most this often, to spare a write on every request. */
export const RENEW_AFTER_MS = 60 * 1000;

export interface CookieOptions {
  /** Secure in production (HTTPS); plain HTTP on localhost needs it off. */
  secure: boolean;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function cookie(
  name: string,
  value: string,
  maxAgeSeconds: number,
  { secure }: CookieOptions,
  httpOnly = true,
) {
  return [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    `Max-Age=${maxAgeSeconds}`,
    ...(httpOnly ? ["HttpOnly"] : []),
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function sessionCookie(token: string, options: CookieOptions): string {
  return cookie(SESSION_COOKIE, token, ABSOLUTE_TIMEOUT_MS / 1000, options);
}

export function clearSessionCookie(options: CookieOptions): string {
  return cookie(SESSION_COOKIE, "", 0, options);
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
  const token = readCookie(request.headers.get("Cookie"), SESSION_COOKIE);
  if (!token || token.length > 200) return null;
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
    .where(eq(sessions.id, id))
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
  const token = readCookie(request.headers.get("Cookie"), SESSION_COOKIE);
  if (!token || token.length > 200) return;
  await db()
    .delete(sessions)
    .where(eq(sessions.id, hashToken(token)));
}

/** Ends every session of a user (after a password reset). */
export async function destroyUserSessions(userId: string): Promise<void> {
  await db().delete(sessions).where(eq(sessions.userId, userId));
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
 * A short-lived cookie carrying what the next page should announce (a toast). It holds a known
 * kind and a random id, never text: the texts live in app/i18n/staff.ts.
 */
export const FLASH_COOKIE = "flash";
export const FLASH_KINDS = ["signed-out", "account-created", "status-changed"] as const;
export type FlashKind = (typeof FLASH_KINDS)[number];
export interface Flash {
  kind: FlashKind;
  id: string;
}

export function flashCookie(kind: FlashKind, options: CookieOptions): string {
  return cookie(FLASH_COOKIE, `${kind}.${randomBytes(6).toString("hex")}`, 60, options);
}

export function clearFlashCookie(options: CookieOptions): string {
  return cookie(FLASH_COOKIE, "", 0, options);
}

export function readFlash(header: string | null | undefined): Flash | null {
  const value = readCookie(header, FLASH_COOKIE);
  const match = value ? /^([a-z-]+)\.([0-9a-f]{12})$/.exec(value) : null;
  if (!match) return null;
  const kind = match[1] as FlashKind;
  return FLASH_KINDS.includes(kind) ? { kind, id: match[2]! } : null;
}
