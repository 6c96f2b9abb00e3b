/**
 * The unfinished booking request, kept between the form's steps in a signed cookie (24 hours), so the
 * form works without JavaScript, survives a reload and loses nothing when going back.
 * The signature stops tampering; figures in it are only shown, the server recomputes them on Confirm.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { LatLngSchema } from "~/domain/geo/lat-lng";
import { getEnv } from "~/lib/env.server";
import { FIELD_LIMITS } from "./constants";

export const DRAFT_COOKIE = "booking_draft";
const MAX_AGE_S = 24 * 3600;

const place = z.object({
  label: z.string().max(FIELD_LIMITS.place),
  id: z.string().max(FIELD_LIMITS.placeId).optional(),
  ...LatLngSchema.shape,
  kind: z.string().max(20).optional(),
});

const draftSchema = z.object({
  departure: place.optional(),
  arrival: place.optional(),
  /** what the visitor typed when it could not be resolved, shown back to them */
  departureText: z.string().max(FIELD_LIMITS.place).optional(),
  arrivalText: z.string().max(FIELD_LIMITS.place).optional(),
  estimate: z
    .object({
      distanceKm: z.number(),
      durationMin: z.number(),
      priceCents: z.number().int(),
      tariffVersion: z.string(),
      source: z.string(),
    })
    .optional(),
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
});

export type BookingDraft = z.infer<typeof draftSchema>;
export type DraftPlace = z.infer<typeof place>;

function mac(payload: string) {
  return createHmac("sha256", getEnv().SESSION_SECRET).update(`draft:${payload}`).digest("base64url");
}

export function readDraft(request: Request): BookingDraft {
  const header = request.headers.get("cookie") ?? "";
  const raw = header
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DRAFT_COOKIE}=`))
    ?.slice(DRAFT_COOKIE.length + 1);
  if (!raw) return {};
  const [payload, signature] = raw.split(".");
  if (!payload || !signature) return {};
  const expected = Buffer.from(mac(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return {};
  try {
    const parsed = draftSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function draftCookie(draft: BookingDraft): string {
  const payload = Buffer.from(JSON.stringify(draft)).toString("base64url");
  const secure = getEnv().isProduction ? "; Secure" : "";
  return `${DRAFT_COOKIE}=${payload}.${mac(payload)}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`;
}

export function clearDraftCookie(): string {
  return `${DRAFT_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
}
