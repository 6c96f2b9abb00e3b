/**
 * The trip's options (decision 017), checked on the server on every post and on Confirm:
 * the type of trip and the stops (step 1); the return's date and time, the hire's length, the extras
 * and the vehicle choice (step 2). Errors carry a code, translated by the caller. Server side: it
 * reads the tariff (the browser never loads it).
 */
import { z } from "zod";
import { EXTRA_IDS, type ExtraId, TARIFF, type Tariff } from "~/domain/pricing/tariff";
import {
  extrasProblem,
  type HireLength,
  isHireLength,
  isReturnTooEarly,
  type TripType,
  type VehicleChoice,
} from "~/domain/pricing/trip";
import { FIELD_LIMITS } from "./constants";
import { dateField, type FieldErrors, fieldErrors, isPast, optionalText, timeField } from "./schema";

/** The posted waiting at a stop, in minutes: one of the tariff's options ("" = none), else null. */
export function parseWaiting(value: string | undefined, tariff: Tariff = TARIFF): number | null {
  const text = (value ?? "").trim();
  if (text === "") return 0;
  const n = Number(text);
  return /^\d{1,3}$/.test(text) && tariff.stops.waitingOptionsMinutes.includes(n) ? n : null;
}

/** The names the form posts for stop n (1-based): its text, its chosen place id, its waiting. */
export function stopFieldNames(n: number) {
  return { text: `stop${n}`, id: `stop${n}Id`, wait: `stop${n}Wait` } as const;
}

const hireLength = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required" })
  .transform((s): HireLength | number =>
    s === "fullDay" ? "fullDay" : /^\d{1,2}$/.test(s) ? Number(s) : NaN,
  )
  .refine((v): v is HireLength => isHireLength(v), { error: "hireLengthInvalid" });

const count = (max: number) =>
  z
    .string()
    .optional()
    .transform((s) => (s ?? "").trim())
    .pipe(z.string().regex(/^\d{0,2}$/, { error: "extraTooMany" }))
    .transform((s) => (s === "" ? 0 : Number(s)))
    .pipe(z.number().int().min(0).max(max, { error: "extraTooMany" }));

export interface TripDetails {
  returnDate: string | null;
  returnTime: string | null;
  hours: HireLength | null;
  extras: Partial<Record<ExtraId, number>>;
  nameBoard: string | null;
  vehicle: VehicleChoice;
}

/** The values as posted, by field name (strings; missing fields absent). */
export type TripDetailsValues = Partial<Record<string, string>>;

/**
 * Step 2's trip options for a trip type. `outbound` is the outbound pickup and ride time, already
 * checked, for the return rule; `passengers` bounds the child seats.
 */
export function parseTripDetails(
  type: TripType,
  values: TripDetailsValues,
  context: { now: Date; passengers: number; outbound?: { date: string; time: string; rideMinutes: number } },
  tariff: Tariff = TARIFF,
): { ok: true; data: TripDetails } | { ok: false; errors: FieldErrors } {
  const shape: Record<string, z.ZodType> = {
    nameBoard: optionalText(FIELD_LIMITS.nameBoard),
    vehicle: z.enum(["standard", "larger"]).catch("standard"),
  };
  for (const e of tariff.extras) if (e.id !== "nameBoard") shape[e.id] = count(e.max);
  if (type === "return") {
    shape.returnDate = dateField(context.now);
    shape.returnTime = timeField;
  }
  if (type === "hourly") shape.hours = hireLength;
  const parsed = z.object(shape).safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const v = parsed.data as Record<string, unknown>;
  const extras: Partial<Record<ExtraId, number>> = {};
  for (const id of EXTRA_IDS) {
    const n = id === "nameBoard" ? (v.nameBoard ? 1 : 0) : (v[id] as number);
    if (n > 0) extras[id] = n;
  }
  const errors: FieldErrors = {};
  const problem = extrasProblem(extras, context.passengers, tariff);
  if (problem) errors.babySeat = problem;
  const returnDate = (v.returnDate as string | undefined) ?? null;
  const returnTime = (v.returnTime as string | undefined) ?? null;
  if (returnDate && returnTime) {
    if (isPast(returnDate, returnTime, context.now)) errors.returnTime = "timePast";
    else if (
      context.outbound &&
      isReturnTooEarly(
        context.outbound,
        context.outbound.rideMinutes,
        { date: returnDate, time: returnTime },
        tariff,
      )
    )
      errors.returnTime = "returnTooEarly";
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    data: {
      returnDate,
      returnTime,
      hours: (v.hours as HireLength | undefined) ?? null,
      extras,
      nameBoard: (v.nameBoard as string | null) ?? null,
      vehicle: v.vehicle as VehicleChoice,
    },
  };
}
