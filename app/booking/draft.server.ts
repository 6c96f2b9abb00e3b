/**
 * The unfinished booking request, kept between the form's steps in the `booking_drafts` table
 * (decision 018): the browser's signed cookie holds only a random token, the row's id is its SHA-256.
 * A draft lives 24 hours from its last change (the cookie as long); expired rows are deleted by the
 * retention job. So the form works without JavaScript, survives a reload, loses nothing when going
 * back, and carries any message the form accepts (the cookie no longer grows with it).
 * Figures in it are only shown; the server recomputes them on Confirm.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import { z } from "zod";
import { db } from "~/db/client.server";
import { bookingDrafts } from "~/db/schema";
import { LatLngSchema } from "~/domain/geo/lat-lng";
import { EXTRA_IDS } from "~/domain/pricing/tariff";
import { siteCookies } from "~/lib/cookies.server";
import { hashToken } from "~/lib/session.server";
import { FIELD_LIMITS } from "./constants";

const place = z.object({
  label: z.string().max(FIELD_LIMITS.place),
  id: z.string().max(FIELD_LIMITS.placeId).optional(),
  ...LatLngSchema.shape,
  kind: z.string().max(20).optional(),
});

const draftSchema = z.object({
  /** oneWay (default), return or hourly (decision 017). */
  tripType: z.enum(["oneWay", "return", "hourly"]).optional(),
  departure: place.optional(),
  arrival: place.optional(),
  /** what the visitor typed when it could not be resolved, shown back to them */
  departureText: z.string().max(FIELD_LIMITS.place).optional(),
  arrivalText: z.string().max(FIELD_LIMITS.place).optional(),
  /** Intermediate stops in order, each with the waiting asked there. */
  stops: z
    .array(place.extend({ waitingMinutes: z.number().int().nonnegative() }))
    .max(3)
    .optional(),
  /** The road km and minutes of the outbound (through the stops) and of the return; the price is recomputed. */
  estimate: z
    .object({
      distanceKm: z.number(),
      durationMin: z.number(),
      priceCents: z.number().int(),
      tariffVersion: z.string(),
      source: z.string(),
      returnDistanceKm: z.number().optional(),
      returnDurationMin: z.number().optional(),
    })
    .optional(),
  returnDate: z.string().max(10).nullable().optional(),
  returnTime: z.string().max(5).nullable().optional(),
  hours: z
    .union([z.number().int(), z.literal("fullDay")])
    .nullable()
    .optional(),
  extras: z.partialRecord(z.enum(EXTRA_IDS), z.number().int().nonnegative()).optional(),
  nameBoard: z.string().max(FIELD_LIMITS.nameBoard).nullable().optional(),
  vehicle: z.enum(["standard", "larger"]).optional(),
  date: z.string().max(10).optional(),
  time: z.string().max(5).optional(),
  passengers: z.number().int().optional(),
  luggage: z.number().int().optional(),
  flightNumber: z.string().max(FIELD_LIMITS.flightNumber).nullable().optional(),
  firstName: z.string().max(FIELD_LIMITS.firstName).optional(),
  lastName: z.string().max(FIELD_LIMITS.lastName).optional(),
  email: z.string().max(FIELD_LIMITS.email).optional(),
  phone: z.string().max(FIELD_LIMITS.phone).optional(),
  message: z.string().max(FIELD_LIMITS.message).nullable().optional(),
  /** Booking for someone else (decision 043): the box, who travels, their phone. */
  forOther: z.boolean().optional(),
  passengerName: z.string().max(FIELD_LIMITS.passengerName).nullable().optional(),
  passengerPhone: z.string().max(FIELD_LIMITS.passengerPhone).nullable().optional(),
});

export type BookingDraft = z.infer<typeof draftSchema>;
export type DraftPlace = z.infer<typeof place>;

export const DRAFT_LIFETIME_MS = 24 * 3_600_000;

/** The draft a request points at: its row id (null before the first step is saved), its content. */
export interface DraftSession {
  id: string | null;
  token: string | null;
  draft: BookingDraft;
  /** Set once Confirm stored the request: a retried Confirm answers with this one. */
  reservationId: string | null;
}

const EMPTY: DraftSession = { id: null, token: null, draft: {}, reservationId: null };

async function draftToken(request: Request): Promise<string | null> {
  const value: unknown = await siteCookies().bookingDraft.parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/**
 * The draft the request's cookie points at; empty when there is none, the cookie is forged, the
 * draft has expired or no longer has the expected shape.
 */
export async function readDraft(request: Request, now = new Date()): Promise<DraftSession> {
  const token = await draftToken(request);
  if (!token) return EMPTY;
  const id = hashToken(token);
  const [row] = await db()
    .select()
    .from(bookingDrafts)
    .where(and(eq(bookingDrafts.id, id), gt(bookingDrafts.expiresAt, now)));
  if (!row) return EMPTY;
  const parsed = draftSchema.safeParse(row.data);
  return { id, token, draft: parsed.success ? parsed.data : {}, reservationId: row.reservationId };
}

/**
 * Writes the draft (a new row, with a new token, when the session has none or its request was
 * already sent) and returns the Set-Cookie header that points the browser at it.
 */
export async function saveDraft(
  session: DraftSession,
  draft: BookingDraft,
  now = new Date(),
): Promise<string> {
  const expiresAt = new Date(now.getTime() + DRAFT_LIFETIME_MS);
  const data = draftSchema.parse(draft);
  if (session.id && session.token && !session.reservationId) {
    const updated = await db()
      .update(bookingDrafts)
      .set({ data, updatedAt: now, expiresAt })
      .where(eq(bookingDrafts.id, session.id))
      .returning({ id: bookingDrafts.id });
    if (updated.length) return siteCookies().bookingDraft.serialize(session.token);
  }
  const token = randomBytes(32).toString("base64url");
  await db()
    .insert(bookingDrafts)
    .values({ id: hashToken(token), data, createdAt: now, updatedAt: now, expiresAt });
  return siteCookies().bookingDraft.serialize(token);
}

export function clearDraftCookie(): Promise<string> {
  return siteCookies().bookingDraft.serialize("", { maxAge: 0 });
}

/** Deletes the drafts older than their 24 hours (the retention job calls it every hour). */
export async function purgeExpiredDrafts(now = new Date()): Promise<number> {
  const rows = await db()
    .delete(bookingDrafts)
    .where(lte(bookingDrafts.expiresAt, now))
    .returning({ id: bookingDrafts.id });
  return rows.length;
}
