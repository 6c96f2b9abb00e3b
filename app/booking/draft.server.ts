/**
 * The unfinished booking request, kept between the form's steps in a signed cookie (24 hours,
 * lib/cookies.server.ts), so the form works without JavaScript, survives a reload and loses nothing
 * when going back.
 * The signature stops tampering; figures in it are only shown, the server recomputes them on Confirm.
 */
import { z } from "zod";
import { LatLngSchema } from "~/domain/geo/lat-lng";
import { EXTRA_IDS } from "~/domain/pricing/tariff";
import { siteCookies } from "~/lib/cookies.server";
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
});

export type BookingDraft = z.infer<typeof draftSchema>;
export type DraftPlace = z.infer<typeof place>;

/** The draft the request carries; empty when absent, forged or not of the expected shape. */
export async function readDraft(request: Request): Promise<BookingDraft> {
  const value: unknown = await siteCookies().bookingDraft.parse(request.headers.get("Cookie"));
  const parsed = draftSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

export function draftCookie(draft: BookingDraft): Promise<string> {
  return siteCookies().bookingDraft.serialize(draft);
}

export function clearDraftCookie(): Promise<string> {
  return siteCookies().bookingDraft.serialize("", { maxAge: 0 });
}
