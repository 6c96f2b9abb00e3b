/**
 * The booking request's rules, one schema per step of the form and one for the whole request.
 * Pure: "now" is an argument; dates and times are wall-clock values in Europe/Paris.
 * Errors carry a code (the message key), translated by the caller.
 */
import { z } from "zod";
import { hasControlCharacters } from "~/domain/control-characters";
import { addDays, CLOCK_TIME, ISO_DATE, isCalendarDate, parisNow } from "~/domain/dates";
import { isPhoneNumber } from "~/domain/phone";
import { type BookingErrorCode, FIELD_LIMITS, MAX_LUGGAGE, MAX_PASSENGERS, MINUTES } from "./constants";

export * from "./constants";
export { parisNow };

const noControlCharacters = z.string().refine((s) => !hasControlCharacters(s), { error: "controlChars" });

const trimmed = (max: number) =>
  z
    .string({ error: "required" })
    .transform((s) => s.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, { error: "required" }).max(max, { error: "tooLong" }))
    .pipe(noControlCharacters);

export const optionalText = (max: number) =>
  z
    .string()
    .optional()
    .transform((s) => (s ?? "").replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(max, { error: "tooLong" }))
    .pipe(noControlCharacters)
    .transform((s) => (s === "" ? null : s));

const intInRange = (min: number, max: number, code: BookingErrorCode) =>
  z
    .union([z.string(), z.number()], { error: "required" })
    .transform((v) => (typeof v === "string" ? v.trim() : String(v)))
    .pipe(
      z
        .string()
        .min(1, { error: "required" })
        .regex(/^\d{1,2}$/, { error: code }),
    )
    .transform(Number)
    .pipe(z.number().int().min(min, { error: code }).max(max, { error: code }));

/** A pickup date: a calendar date from today to two years ahead (Paris). */
export function dateField(now: Date) {
  const today = parisNow(now);
  const latest = addDays(today.date, 730);
  return z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .regex(ISO_DATE, { error: "dateInvalid" })
    .refine(isCalendarDate, { error: "dateInvalid" })
    .refine((d) => d >= today.date, { error: "datePast" })
    .refine((d) => d <= latest, { error: "dateTooFar" });
}

/** A pickup time on the quarter hour. */
export const timeField = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required" })
  .regex(CLOCK_TIME, { error: "timeInvalid" })
  .refine((t) => (MINUTES as readonly string[]).includes(t.slice(3)), { error: "timeInvalid" });

/** Whether a date and time on the quarter hour is already past in Paris. */
export function isPast(date: string, time: string, now: Date): boolean {
  const today = parisNow(now);
  if (date !== today.date) return date < today.date;
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m <= today.minutes;
}

export function step2Schema(now: Date) {
  return z
    .object({
      date: dateField(now),
      time: timeField,
      passengers: intInRange(1, MAX_PASSENGERS, "passengersRange"),
      luggage: intInRange(0, MAX_LUGGAGE, "luggageRange"),
      flightNumber: optionalText(FIELD_LIMITS.flightNumber).pipe(
        z
          .string()
          .regex(/^[A-Za-z0-9]{2,3}[ -]?\d{1,5}[A-Za-z]?$/, { error: "flightInvalid" })
          .transform((s) => s.toUpperCase().replace(/[ -]/g, ""))
          .nullable(),
      ),
    })
    .superRefine((value, ctx) => {
      if (isPast(value.date, value.time, now))
        ctx.addIssue({ code: "custom", path: ["time"], message: "timePast" });
    });
}

/** Letters of any script, spaces, apostrophes, hyphens and dots: names, not markup. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
/** A passenger's name may name a couple or a family: "Mr & Mrs Laurent". */
const GUESTS = /^[\p{L}\p{M}][\p{L}\p{M} .'’&-]*$/u;

/** The box "for someone else" as posted ("1", or a browser's "on") or as a draft holds it. */
const isTicked = (value: unknown) => value === true || value === "1" || value === "on";

export const contactShape = {
  firstName: trimmed(FIELD_LIMITS.firstName).pipe(z.string().regex(NAME, { error: "nameInvalid" })),
  lastName: trimmed(FIELD_LIMITS.lastName).pipe(z.string().regex(NAME, { error: "nameInvalid" })),
  email: trimmed(FIELD_LIMITS.email)
    .pipe(z.email({ error: "emailInvalid" }))
    .transform((s) => s.toLowerCase()),
  // The site's one phone rule (French numbers: 10 digits, or +33 and 9), as the contact form's.
  phone: trimmed(FIELD_LIMITS.phone).pipe(z.string().refine(isPhoneNumber, { error: "phoneInvalid" })),
  message: optionalText(FIELD_LIMITS.message),
  /** Booking for someone else (decision 043): the box, then who travels and, if known, their phone. */
  forOther: z.union([z.string(), z.boolean()]).optional().transform(isTicked),
  passengerName: optionalText(FIELD_LIMITS.passengerName)
    .transform((s) => s?.replace(/\s+/g, " ") ?? null)
    .pipe(z.string().regex(GUESTS, { error: "nameInvalid" }).nullable()),
  passengerPhone: optionalText(FIELD_LIMITS.passengerPhone).pipe(
    z.string().refine(isPhoneNumber, { error: "phoneInvalid" }).nullable(),
  ),
};

type ContactParsed = {
  forOther: boolean;
  passengerName: string | null;
  passengerPhone: string | null;
};

/**
 * Who travels, once the fields are read: with the box ticked the passenger's name is required; with
 * it unticked, whatever the hidden fields still hold is dropped (never stored, never checked).
 */
function withPassenger<T extends z.ZodType<ContactParsed>>(schema: T) {
  return z
    .preprocess((input) => {
      if (typeof input !== "object" || input === null) return input;
      const fields = input as Record<string, unknown>;
      return isTicked(fields.forOther)
        ? fields
        : { ...fields, passengerName: undefined, passengerPhone: undefined };
    }, schema)
    .superRefine((value, ctx) => {
      if (value.forOther && !value.passengerName)
        ctx.addIssue({ code: "custom", path: ["passengerName"], message: "required" });
    })
    .transform((value) => ({
      ...value,
      passengerName: value.forOther ? value.passengerName : null,
      passengerPhone: value.forOther ? value.passengerPhone : null,
    }));
}

export const step3Schema = withPassenger(z.object(contactShape));

/** The e-mail as the office takes it: empty is null (no e-mail is ever sent); written, checked as on the site. */
export const officeEmail = z.preprocess(
  (value) => (value === undefined || (typeof value === "string" && value.trim() === "") ? null : value),
  contactShape.email.nullable(),
);

/**
 * Step 3 as the office takes a request for a client (decision 038): the e-mail may be left empty,
 * for a client who gave none (null: no e-mail is ever sent to them); written, it is checked as on
 * the site.
 */
export const officeStep3Schema = withPassenger(z.object({ ...contactShape, email: officeEmail }));

/** Field errors keyed by field name, each with its code. */
export type FieldErrors = Partial<Record<string, BookingErrorCode>>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    if (!out[key]) out[key] = (issue.message as BookingErrorCode) ?? "required";
  }
  return out;
}

/** Whether any of the errors is a missing value (the specification's "fill all fields" message). */
export function hasMissing(errors: FieldErrors): boolean {
  return Object.values(errors).includes("required");
}
