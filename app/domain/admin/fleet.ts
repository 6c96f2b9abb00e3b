/**
 * The office's drivers and vehicles (decision 019): what a record holds and how a posted form is
 * checked, and the time a confirmed job takes of them (its legs). Pure; the server decides.
 */
import { z } from "zod";
import { isPhoneNumber } from "~/domain/contact/constants";
import { hasControlCharacters } from "~/domain/control-characters";
import type { Leg } from "./planner";

/** The languages a driver may speak with clients, in the order the form lists them. */
export const DRIVER_LANGUAGES = ["fr", "en", "it", "de", "es", "ru", "ar", "zh", "pt", "nl"] as const;

export const FLEET_LIMITS = { name: 100, model: 80, plate: 16, meetingPoint: 300, seatsMax: 60 } as const;

const text = (max: number, code: string) =>
  z
    .string()
    .optional()
    .transform((s) => (s ?? "").replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, { error: code })
        .max(max, { error: code })
        .refine((s) => !hasControlCharacters(s), { error: code }),
    );

export const driverSchema = z.object({
  fullName: text(FLEET_LIMITS.name, "fullName"),
  phone: text(30, "phone").refine(isPhoneNumber, { error: "phone" }),
  languages: z.array(z.enum(DRIVER_LANGUAGES)).min(1, { error: "languages" }),
  active: z.boolean(),
});
export type DriverInput = z.infer<typeof driverSchema>;

/** A French plate (AB-123-CD, or an older 123 ABC 06) or a foreign one: letters, digits, spaces, dashes. */
const PLATE = /^[A-Z0-9][A-Z0-9 -]*[A-Z0-9]$/;

export const vehicleSchema = z.object({
  model: text(FLEET_LIMITS.model, "model"),
  plate: text(FLEET_LIMITS.plate, "plate")
    .transform((s) => s.toUpperCase())
    .refine((s) => PLATE.test(s) && s.replace(/[^A-Z0-9]/g, "").length >= 4, { error: "plate" }),
  seats: z
    .string()
    .optional()
    .transform((s) => (s ?? "").trim())
    .pipe(z.string().regex(/^\d{1,2}$/, { error: "seats" }))
    .transform(Number)
    .pipe(z.number().int().min(1, { error: "seats" }).max(FLEET_LIMITS.seatsMax, { error: "seats" })),
  active: z.boolean(),
});
export type VehicleInput = z.infer<typeof vehicleSchema>;

/** A posted driver form (checkboxes `language-fr`…, `active`) as the schema's input. */
export function driverFields(fields: Record<string, string>) {
  return {
    fullName: fields.fullName,
    phone: fields.phone,
    languages: DRIVER_LANGUAGES.filter((code) => fields[`language-${code}`] === "on"),
    active: fields.active === "on",
  };
}

export function vehicleFields(fields: Record<string, string>) {
  return { model: fields.model, plate: fields.plate, seats: fields.seats, active: fields.active === "on" };
}

/** What the client is told of their driver: the first name only ("Jean-Marc Rossi" → "Jean-Marc"). */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

/** How long a full-day hire holds its driver (the tariff's full day, decision 017). */
export const FULL_DAY_HIRE_HOURS = 10;

/**
 * The stretches of time a confirmed job takes of its driver and vehicle (see planner.ts): the
 * outbound leg, the return leg on its own date and time, or the whole of an hourly hire.
 */
export function legsOf(job: {
  date: string;
  time: string;
  durationMin: number | null;
  tripType?: "oneWay" | "return" | "hourly";
  returnDate?: string | null;
  returnTime?: string | null;
  hireHours?: number | null;
  hireFullDay?: boolean;
}): Leg[] {
  if (job.tripType === "hourly") {
    const hours = job.hireFullDay ? FULL_DAY_HIRE_HOURS : (job.hireHours ?? null);
    return [{ date: job.date, time: job.time, minutes: hours === null ? job.durationMin : hours * 60 }];
  }
  const legs: Leg[] = [{ date: job.date, time: job.time, minutes: job.durationMin }];
  if (job.tripType === "return" && job.returnDate && job.returnTime)
    legs.push({ date: job.returnDate, time: job.returnTime, minutes: job.durationMin, back: true });
  return legs;
}

/** Meeting point written by the office, or the pickup address. */
export function meetingPointOf(job: { meetingPoint: string | null; departure: string }): string {
  return job.meetingPoint?.trim() || job.departure;
}

export const meetingPointSchema = z
  .string()
  .optional()
  .transform((s) => (s ?? "").replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .max(FLEET_LIMITS.meetingPoint, { error: "meetingPoint" })
      .refine((s) => !hasControlCharacters(s), { error: "meetingPoint" }),
  )
  .transform((s) => (s === "" ? null : s));

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A posted assignment (`driverId`, `vehicleId`: an id or empty for none; `meetingPoint`). */
export function readAssignment(
  fields: Record<string, string | undefined>,
):
  | { ok: true; data: { driverId: string | null; vehicleId: string | null; meetingPoint: string | null } }
  | { ok: false; error: "invalid" | "meetingPoint" } {
  const id = (value: string | undefined) => {
    const trimmed = (value ?? "").trim();
    if (trimmed === "") return null;
    return ID.test(trimmed) ? trimmed.toLowerCase() : undefined;
  };
  const driverId = id(fields.driverId);
  const vehicleId = id(fields.vehicleId);
  if (driverId === undefined || vehicleId === undefined) return { ok: false, error: "invalid" };
  const meetingPoint = meetingPointSchema.safeParse(fields.meetingPoint);
  if (!meetingPoint.success) return { ok: false, error: "meetingPoint" };
  return { ok: true, data: { driverId, vehicleId, meetingPoint: meetingPoint.data } };
}

type Assignment = { driverId: string | null; vehicleId: string | null; meetingPoint: string | null };

/**
 * The assignment a form was drawn with (hidden `previousDriverId`, `previousVehicleId`,
 * `previousMeetingPoint`), so that a page left open while someone else changed it cannot silently
 * undo that change: null when the form does not say (a post from an older page or a script),
 * "invalid" when it says something unreadable.
 */
export function readPreviousAssignment(
  fields: Record<string, string | undefined>,
): Assignment | null | "invalid" {
  if (!("previousDriverId" in fields)) return null;
  const read = readAssignment({
    driverId: fields.previousDriverId,
    vehicleId: fields.previousVehicleId,
    meetingPoint: fields.previousMeetingPoint,
  });
  return read.ok ? read.data : "invalid";
}

/** Whether two assignments name the same driver, vehicle and meeting point (spaces as the form keeps them). */
export function sameAssignment(a: Assignment, b: Assignment): boolean {
  const place = (s: string | null) => (s ?? "").replace(/\s+/g, " ").trim();
  return (
    a.driverId === b.driverId &&
    a.vehicleId === b.vehicleId &&
    place(a.meetingPoint) === place(b.meetingPoint)
  );
}
