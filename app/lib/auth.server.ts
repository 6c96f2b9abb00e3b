import { createHash, randomBytes } from "node:crypto";
import { type Algorithm, hash, verify } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import { data, redirect } from "react-router";
import { db } from "~/db/client.server";
import { contactMessages, type Role, reservations, sessions, userRoles, users } from "~/db/schema";
import { type AccountChange, type AccountRefusal, checkAccountChange } from "~/domain/admin/accounts";
import type { Env } from "~/lib/env.server";
import { log } from "~/lib/logger.server";
import { type Hit, hit, type LimitName } from "~/lib/rate-limit.server";
import { createSession, getSessionUser, purgeExpiredSessions, type SessionUser } from "~/lib/session.server";

// --- Passwords ---------------------------------------------------------------------------------

/** argon2id with the OWASP parameters: 19 MiB, 2 passes, 1 lane (20 to 60 ms here). */
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Checked against when the e-mail is unknown, so both failures cost the same time. */
function getDummyHash() {
  dummyHash ??= hashPassword(randomBytes(24).toString("base64url"));
  return dummyHash;
}

export function generatePassword(): string {
  return randomBytes(15).toString("base64url");
}

// --- Sign-in -----------------------------------------------------------------------------------

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type SignInResult =
  | { ok: true; userId: string; token: string; device: DeviceCookie }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/**
 * The device cookie (OWASP's "device cookies"): after a successful sign-in the browser holds a signed
 * cookie naming the account (by a hash) and a random device id. Its failures are counted apart from
 * strangers', so no one elsewhere can lock the real user out.
 */
export interface DeviceCookie {
  account: string;
  id: string;
}

function accountTag(email: string): string {
  return createHash("sha256").update(`account\n${email}`).digest("base64url").slice(0, 22);
}

function deviceFor(value: unknown, email: string): DeviceCookie | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { account, id } = value as Record<string, unknown>;
  if (account !== accountTag(email) || typeof id !== "string" || !/^[A-Za-z0-9_-]{22}$/.test(id))
    return undefined;
  return { account, id };
}

/** Takes the hits a sign-in attempt costs; the first refused one stops it (and gives back the others). */
async function takeSignInHits(email: string, ip: string, device: DeviceCookie | undefined, env: Env) {
  const wanted: Array<[LimitName, string]> = device
    ? [["signInDevice", device.id]]
    : [
        ["signInAddress", ip],
        ["signInAccount", email],
      ];
  const taken: Hit[] = [];
  for (const [name, key] of wanted) {
    const result = await hit(name, key, env);
    if (!result.ok) {
      await Promise.all(taken.map((h) => h.refund()));
      return { ok: false as const, retryAfterSeconds: result.retryAfter };
    }
    taken.push(result);
  }
  return { ok: true as const, refund: () => Promise.all(taken.map((h) => h.refund())) };
}

/**
 * Checks an e-mail and password (decision 013). Each attempt is counted before the password is
 * checked, and given back if it succeeds or the server fails, so parallel guesses cannot overshoot:
 * from a browser without the account's device cookie, 10 failures per address in 15 minutes and 100
 * per account in an hour; from the account's own device, 10 in 15 minutes for that device alone.
 * An unknown e-mail costs the same argon2 verification as a wrong password.
 */
export async function signIn(
  input: { email: string; password: string; ip: string; device?: unknown },
  env: Env,
): Promise<SignInResult> {
  const email = normalizeEmail(input.email);
  const device = deviceFor(input.device, email);
  const hits = await takeSignInHits(email, input.ip, device, env);
  if (!hits.ok) {
    log.warn("sign-in throttled", { ip: input.ip, knownDevice: Boolean(device) });
    return { ok: false, reason: "throttled", retryAfterSeconds: hits.retryAfterSeconds };
  }
  try {
    const [user] = await db()
      .select({ id: users.id, passwordHash: users.passwordHash, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    const valid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
    // A deactivated account is refused like a wrong password (same answer, same time spent).
    if (!user || !valid || user.deactivatedAt) {
      log.warn("sign-in failed", {
        ip: input.ip,
        known: Boolean(user),
        deactivated: Boolean(user?.deactivatedAt),
      });
      return { ok: false, reason: "invalid" };
    }
    await hits.refund();
    await purgeExpiredSessions();
    const token = await createSession(user.id);
    log.info("signed in", { userId: user.id });
    return {
      ok: true,
      userId: user.id,
      token,
      device: device ?? { account: accountTag(email), id: randomBytes(16).toString("base64url") },
    };
  } catch (error) {
    await hits.refund();
    throw error;
  }
}

// --- Who is asking -----------------------------------------------------------------------------

export interface Staff extends SessionUser {
  /** null: the account has no role (access denied), or the lookup failed (`roleLookupFailed`) */
  role: Role | null;
  roleLookupFailed: boolean;
}

/**
 * The lookup of each request, made once: the staff layout's middleware asks first (app/routes/
 * staff-layout.tsx), and the loader or action of the page then reads the same answer instead of
 * querying the sessions and roles again.
 */
const staffOfRequest = new WeakMap<Request, Promise<Staff | null>>();

/** The signed-in account and its role, or null when nobody is signed in (looked up once per request). */
export function getStaff(request: Request): Promise<Staff | null> {
  let found = staffOfRequest.get(request);
  if (!found) {
    found = lookUpStaff(request);
    staffOfRequest.set(request, found);
  }
  return found;
}

async function lookUpStaff(request: Request): Promise<Staff | null> {
  const session = await getSessionUser(request);
  if (!session) return null;
  try {
    const [row] = await db()
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, session.user.id))
      .limit(1);
    return { ...session, role: row?.role ?? null, roleLookupFailed: false };
  } catch (error) {
    log.error("role lookup failed", { userId: session.user.id, error });
    return { ...session, role: null, roleLookupFailed: true };
  }
}

/** Whether the request carries a live session (the footer's link, /auth's redirect). */
export async function isSignedIn(request: Request): Promise<boolean> {
  try {
    return (await getStaff(request)) !== null;
  } catch (error) {
    log.error("session lookup failed", { error });
    return false;
  }
}

export type DeniedReason = "access-denied" | "admin-only" | "unavailable";

export function deny(reason: DeniedReason, status = reason === "unavailable" ? 503 : 403): never {
  throw data({ denied: reason }, { status, headers: { "Cache-Control": "no-store" } });
}

export function signInRedirect(request: Request): never {
  const url = new URL(request.url);
  const next = url.pathname + url.search;
  throw redirect(`/auth?next=${encodeURIComponent(next)}`, { headers: { "Cache-Control": "no-store" } });
}

export type StaffWithRole = Staff & { role: Role };

/**
 * The gate of every staff loader and action: nobody signed in → /auth (then back); an account
 * without a role → 403; `admin` required and not admin → 403. With `tolerateRoleFailure`, a failed
 * role lookup returns the account without a role instead of failing (the dashboard then shows its
 * frame without data or badge).
 */
export async function requireStaff(request: Request, options: { role: "admin" }): Promise<StaffWithRole>;
export async function requireStaff(
  request: Request,
  options?: { tolerateRoleFailure?: false },
): Promise<StaffWithRole>;
export async function requireStaff(request: Request, options: { tolerateRoleFailure: true }): Promise<Staff>;
export async function requireStaff(
  request: Request,
  options: { role?: "admin"; tolerateRoleFailure?: boolean } = {},
): Promise<Staff> {
  const staff = await getStaff(request);
  if (!staff) signInRedirect(request);
  if (staff.roleLookupFailed) {
    if (options.tolerateRoleFailure) return staff;
    deny("unavailable");
  }
  if (!staff.role) deny("access-denied");
  if (options.role === "admin" && staff.role !== "admin") deny("admin-only");
  return staff;
}

/**
 * Refuses a state-changing request sent by another site. SameSite=Lax already keeps the session
 * cookie off cross-site POSTs; this also covers requests that carry no cookie (sign-in). Browsers
 * send Sec-Fetch-Site; older ones at least Origin, which must be this site (its Host, or SITE_URL
 * behind a proxy that rewrites Host).
 */
export function assertSameOrigin(request: Request, siteUrl: string): void {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin" && site !== "none") deny("access-denied");
  const origin = request.headers.get("Origin");
  if (origin === null) return;
  let originHost: string | undefined;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = undefined;
  }
  const allowed = [request.headers.get("Host"), new URL(request.url).host, new URL(siteUrl).host];
  if (!originHost || !allowed.includes(originHost)) deny("access-denied");
}

// --- Accounts ----------------------------------------------------------------------------------

export type UpsertResult = { status: "created" | "reset"; userId: string };

/** Creates an account with its role, or resets the password, name and role of an existing one. */
export async function createOrResetStaff(input: {
  email: string;
  fullName: string;
  role: Role;
  password: string;
}): Promise<UpsertResult> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  return db().transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    let userId: string;
    if (existing) {
      userId = existing.id;
      // The command line is the way back in: a reset also reactivates a deactivated account.
      await tx
        .update(users)
        .set({ passwordHash, fullName: input.fullName, updatedAt: new Date(), deactivatedAt: null })
        .where(eq(users.id, userId));
      // A reset password ends the sessions opened with the old one.
      await tx.execute(sql`delete from sessions where user_id = ${userId}`);
    } else {
      const [created] = await tx
        .insert(users)
        .values({ email, passwordHash, fullName: input.fullName })
        .returning({ id: users.id });
      userId = created!.id;
    }
    await tx
      .insert(userRoles)
      .values({ userId, role: input.role })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role: input.role } });
    return { status: existing ? "reset" : "created", userId };
  });
}

/** Adds a new account (the administration's sign-up); false when the e-mail is already taken. */
export async function addStaffAccount(input: {
  email: string;
  fullName: string;
  role: Role;
  password: string;
}): Promise<"created" | "exists"> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  return db().transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values({ email, passwordHash, fullName: input.fullName })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created[0]) return "exists" as const;
    await tx.insert(userRoles).values({ userId: created[0].id, role: input.role });
    return "created" as const;
  });
}

export type AccountChangeResult = { ok: true; password?: string } | { ok: false; error: AccountRefusal };

/**
 * Applies an administrator's change to an account (decision 021), checked against every account read
 * under a row lock in the same transaction, so the last active admin cannot be removed even by two
 * admins acting at once. Deactivating or resetting the password deletes the account's sessions: its
 * next request is refused. A reset returns the generated password, shown once and never stored.
 */
export async function changeAccount(input: {
  actorId: string;
  targetId: string;
  change: AccountChange;
}): Promise<AccountChangeResult> {
  const { change } = input;
  const password = change.intent === "reset-password" ? generatePassword() : undefined;
  const passwordHash = password ? await hashPassword(password) : undefined;
  return db().transaction(async (tx) => {
    const rows = await tx
      .select({ id: users.id, role: userRoles.role, deactivatedAt: users.deactivatedAt })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .for("update", { of: users });
    const accounts = rows.map((row) => ({ id: row.id, role: row.role, active: row.deactivatedAt === null }));
    const checked = checkAccountChange(accounts, input.actorId, input.targetId, change);
    if (!checked.ok) return checked;
    const now = new Date();
    const endSessions = () => tx.delete(sessions).where(eq(sessions.userId, input.targetId));
    if (change.intent === "role") {
      await tx
        .insert(userRoles)
        .values({ userId: input.targetId, role: change.role })
        .onConflictDoUpdate({ target: userRoles.userId, set: { role: change.role } });
    } else if (change.intent === "deactivate") {
      await tx.update(users).set({ deactivatedAt: now, updatedAt: now }).where(eq(users.id, input.targetId));
      await endSessions();
    } else if (change.intent === "reactivate") {
      await tx.update(users).set({ deactivatedAt: null, updatedAt: now }).where(eq(users.id, input.targetId));
    } else {
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, input.targetId));
      await endSessions();
    }
    log.info("staff account changed", { by: input.actorId, account: input.targetId, intent: change.intent });
    return password ? { ok: true as const, password } : { ok: true as const };
  });
}

// --- End-to-end test seed ----------------------------------------------------------------------

/**
 * Test-only: with E2E_SEED_ADMIN="email:password" the server creates that admin at start (the
 * Playwright server's data folder is locked, so no other process can), plus three reservations
 * and two messages. Refused in production.
 */
export async function seedForEndToEndTests(value: string | undefined, isProduction: boolean): Promise<void> {
  if (!value) return;
  if (isProduction) {
    log.warn("E2E_SEED_ADMIN ignored in production");
    return;
  }
  const separator = value.indexOf(":");
  if (separator < 1) throw new Error("E2E_SEED_ADMIN must read email:password");
  const email = normalizeEmail(value.slice(0, separator));
  const password = value.slice(separator + 1);
  const [existing] = await db()
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (existing) return;
  await createOrResetStaff({ email, password, fullName: "Équipe de test", role: "admin" });
  const base = {
    departureLat: 43.6584,
    departureLng: 7.2159,
    passengers: 2,
    luggage: 2,
    tariffVersion: "e2e-seed",
    routeSource: "embedded",
  };
  await db()
    .insert(reservations)
    .values([
      {
        ...base,
        reference: "RC-E2E001",
        language: "fr",
        departure: "Aéroport Nice Côte d'Azur, Terminal 2",
        arrival: "Place du Casino, Monaco",
        arrivalLat: 43.7396,
        arrivalLng: 7.4277,
        distanceKm: 31.2,
        durationMin: 40,
        priceCents: 13_000,
        date: "2027-05-20",
        time: "14:30",
        flightNumber: "AF7700",
        firstName: "Camille",
        lastName: "Durand",
        email: "camille.durand@example.com",
        phone: "+33 6 12 34 56 78",
        message: "Siège enfant pour un enfant de 3 ans, s'il vous plaît.",
        createdAt: new Date("2026-11-20T09:15:00Z"),
      },
      {
        ...base,
        reference: "RC-E2E002",
        language: "en",
        departure: "Aéroport Nice Côte d'Azur, Terminal 1",
        arrival: "Palais des Festivals, Cannes",
        arrivalLat: 43.5513,
        arrivalLng: 7.0174,
        distanceKm: 27.5,
        durationMin: 35,
        priceCents: 11_000,
        date: "2027-05-14",
        time: "09:00",
        firstName: "Oliver",
        lastName: "Bennett",
        email: "oliver.bennett@example.com",
        phone: "+44 7700 900123",
        message: null,
        createdAt: new Date("2026-11-21T17:40:00Z"),
      },
      {
        ...base,
        reference: "RC-E2E003",
        language: "fr",
        departure: "Gare de Cannes",
        arrival: "Saint-Tropez, port",
        arrivalLat: 43.2727,
        arrivalLng: 6.6406,
        distanceKm: 72.4,
        durationMin: 85,
        priceCents: 26_000,
        date: "2027-07-02",
        time: "18:15",
        passengers: 5,
        luggage: 6,
        firstName: "Léa",
        lastName: "Martin",
        email: "lea.martin@example.com",
        phone: "+33 7 98 76 54 32",
        message: "Arrêt de dix minutes à Sainte-Maxime.",
        createdAt: new Date("2026-11-22T07:05:00Z"),
      },
    ]);
  await db()
    .insert(contactMessages)
    .values([
      {
        name: "Hélène Roux",
        email: "helene.roux@example.com",
        phone: "+33 6 55 44 33 22",
        message: "Bonjour, proposez-vous des mises à disposition à la journée pendant le Grand Prix ?",
        createdAt: new Date("2026-11-21T10:00:00Z"),
      },
      {
        name: "Test <b>HTML</b>",
        email: "script@example.com",
        message: "<script>alert(1)</script> Merci de me rappeler.",
        language: "en",
        createdAt: new Date("2026-11-22T08:30:00Z"),
      },
    ]);
  log.info("end-to-end seed written", { email });
}
