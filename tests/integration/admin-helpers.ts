import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { type Database, db, setDatabase } from "~/db/client.server";
import { contactMessages, type NewReservation, reservations, users } from "~/db/schema";
import { hashPassword } from "~/lib/auth.server";
import { requestInfoContext } from "~/lib/context.server";
import { siteCookies } from "~/lib/cookies.server";
import { type Env, loadEnv } from "~/lib/env.server";
import { createSession } from "~/lib/session.server";
import type { TestDatabase } from "../helpers/databases";

export const ORIGIN = "http://localhost:3000";

/** A checked configuration for tests; the data folder only receives the generated secret. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "riviera-admin-env-"));
  return loadEnv({ DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
}

export function contextFor(env: Env, clientIp = "203.0.113.10") {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { cspNonce: "test-nonce", clientIp, env });
  return context;
}

export function get(pathname: string, cookie?: string): Request {
  return new Request(`${ORIGIN}${pathname}`, { headers: cookie ? { Cookie: cookie } : {} });
}

export function post(pathname: string, fields: Record<string, string>, cookie?: string): Request {
  return new Request(`${ORIGIN}${pathname}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
}

/** Creates an account (with a role or none) and a live session; returns its cookie header. */
export async function accountWithSession(
  email: string,
  role: "admin" | "staff" | null,
  password = "correct horse battery",
) {
  const [user] = await db()
    .insert(users)
    .values({ email, fullName: `Test ${email}`, passwordHash: await hashPassword(password) })
    .returning();
  if (role) {
    const { userRoles } = await import("~/db/schema");
    await db().insert(userRoles).values({ userId: user!.id, role });
  }
  const token = await createSession(user!.id);
  return { user: user!, cookie: await sessionCookieHeader(token), token, password };
}

/** The Cookie header a browser holding this session token sends. */
export async function sessionCookieHeader(token: string): Promise<string> {
  return (await siteCookies().staffSession.serialize(token)).split(";", 1)[0]!;
}

export const SECRET_MARKERS = {
  email: "secret.client@example.com",
  reference: "RC-SECRT1",
  message: "Message confidentiel du client",
  contact: "Message de contact confidentiel",
};

export function reservationValues(overrides: Partial<NewReservation> = {}): NewReservation {
  return {
    reference: SECRET_MARKERS.reference,
    language: "fr",
    departure: "Aéroport Nice Côte d'Azur",
    arrival: "Monaco",
    departureLat: 43.6584,
    departureLng: 7.2159,
    arrivalLat: 43.7396,
    arrivalLng: 7.4277,
    distanceKm: 31.2,
    durationMin: 40,
    priceCents: 13_000,
    tariffVersion: "2026-test",
    routeSource: "embedded",
    date: "2027-05-20",
    time: "14:30",
    passengers: 2,
    luggage: 2,
    firstName: "Secret",
    lastName: "Client",
    email: SECRET_MARKERS.email,
    phone: "+33 6 12 34 56 78",
    message: SECRET_MARKERS.message,
    ...overrides,
  };
}

export async function seedPrivateData() {
  const [reservation] = await db().insert(reservations).values(reservationValues()).returning();
  const [message] = await db()
    .insert(contactMessages)
    .values({ name: "Secret Sender", email: "sender.secret@example.com", message: SECRET_MARKERS.contact })
    .returning();
  return { reservation: reservation!, message: message! };
}

/** What a loader or action produced or threw, as the response a browser would get. */
export interface Outcome {
  kind: "response" | "data" | "value";
  status: number;
  location?: string | null;
  headers: Headers;
  body: string;
}

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null; type: string } {
  return Boolean(
    value && typeof value === "object" && (value as { type?: unknown }).type === "DataWithResponseInit",
  );
}

export async function outcome(run: () => unknown): Promise<Outcome> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return {
      kind: "response",
      status: result.status,
      location: result.headers.get("Location"),
      headers: result.headers,
      body: await result.text(),
    };
  }
  if (isDataWithInit(result)) {
    return {
      kind: "data",
      status: result.init?.status ?? 200,
      headers: new Headers(result.init?.headers),
      body: JSON.stringify(result.data),
    };
  }
  if (result instanceof Error) throw result;
  return { kind: "value", status: 200, headers: new Headers(), body: JSON.stringify(result) };
}

/** Route module functions take these arguments; the generated types are per module. */
export function args(request: Request, context: RouterContextProvider, params: Record<string, string> = {}) {
  return { request, context, params, unstable_pattern: "", unstable_url: new URL(request.url) } as never;
}

/**
 * Runs a staff page's loader or action the way the router does: the staff layout's middleware first
 * (app/routes/staff-layout.tsx), then the call. What the middleware throws is the outcome.
 */
export async function throughStaffLayout(
  request: Request,
  context: RouterContextProvider,
  run: (request: Request) => unknown,
): Promise<Outcome> {
  const { middleware } = await import("~/routes/staff-layout");
  return outcome(async () => {
    for (const step of middleware) await step(args(request, context), async () => new Response());
    return run(request);
  });
}

/**
 * A fresh database for a describe block (opened before its tests, closed and removed after them) with
 * a staff account and an admin account signed in: `const state = staffDatabase(make);` then
 * `state.staffCookie`, `state.adminCookie` inside the tests.
 */
export function staffDatabase(make: () => TestDatabase) {
  const target = make();
  const state = { database: undefined as unknown as Database, staffCookie: "", adminCookie: "" };
  beforeAll(async () => {
    state.database = await target.open();
    setDatabase(state.database);
    state.staffCookie = (await accountWithSession("desk@example.com", "staff")).cookie;
    state.adminCookie = (await accountWithSession("owner@example.com", "admin")).cookie;
  });
  afterAll(async () => {
    setDatabase(undefined);
    await state.database?.close();
    await target.dispose();
  });
  return state;
}

const PARIS_CLOCK = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  hourCycle: "h23",
});

/** A pickup about `hours` from now (Paris wall clock, on the hour). */
export function pickupIn(hours: number): { date: string; time: string } {
  const parts = Object.fromEntries(
    PARIS_CLOCK.formatToParts(new Date(Date.now() + hours * 3_600_000)).map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:00` };
}
