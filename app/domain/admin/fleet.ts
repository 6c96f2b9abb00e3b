/**
 * The office's drivers and vehicles (decision 019): what a record holds and how a posted form is
 * checked, and the time a confirmed job takes of them (its legs). Pure; the server decides.
 */
import { z } from "zod";
import { hasControlCharacters } from "~/domain/control-characters";
import { oneLine } from "~/domain/one-line";
import { isPhoneNumber } from "~/domain/phone";
import { ASSIGNMENT_TEXT } from "~/i18n/staff";
import type { Leg } from "./planner";

/** The languages a driver may speak with clients, in the order the form lists them. */
export const DRIVER_LANGUAGES = ["fr", "en", "it", "de", "es", "ru", "ar", "zh", "pt", "nl"] as const;

export const FLEET_LIMITS = { name: 100, model: 80, plate: 16, meetingPoint: 300, seatsMax: 60 } as const;

const text = (max: number, code: string) => oneLine(max, code, 1);

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

/** The most vans one request may need (reservations_vehicles_check), each with its own crew. */
export const MAX_VANS = 4;

/** How many vans a request needs, each with a driver and a vehicle: a larger vehicle on request is one. */
export function vanCount(job: { vehicle?: "standard" | "larger"; vehicles?: number }): number {
  if (job.vehicle === "larger") return 1;
  return Math.min(MAX_VANS, Math.max(1, job.vehicles ?? 1));
}

/** One van's driver and vehicle (each null when none is chosen yet). */
export interface Crew {
  driverId: string | null;
  vehicleId: string | null;
}

/**
 * Who drives a request and where they meet the client (decision 037): van 1's driver and vehicle,
 * and `crews`, the crews of vans 2, 3 and 4 in order when the request needs them.
 */
export interface Assignment extends Crew {
  meetingPoint: string | null;
  crews: Crew[];
}

/** The form fields of van n (1 to 4): `driverId`, `vehicleId` for van 1, `driverId-2`… for the others. */
export function crewFieldNames(van: number, prefix = ""): { driver: string; vehicle: string } {
  const suffix = van === 1 ? "" : `-${van}`;
  const name = (field: string) => (prefix ? `${prefix}${field[0]!.toUpperCase()}${field.slice(1)}` : field);
  return { driver: `${name("driverId")}${suffix}`, vehicle: `${name("vehicleId")}${suffix}` };
}

/** Every van's crew of an assignment, van 1 first. */
export function allCrews(assignment: Crew & { crews?: Crew[] }): Crew[] {
  return [{ driverId: assignment.driverId, vehicleId: assignment.vehicleId }, ...(assignment.crews ?? [])];
}

/** The crews of vans 2 to n, as many as the request needs: the missing ones empty, the extra ones dropped. */
export function fitCrews(crews: Crew[], vans: number): Crew[] {
  return Array.from(
    { length: Math.max(0, vans - 1) },
    (_, i) => crews[i] ?? { driverId: null, vehicleId: null },
  );
}

/**
 * A posted assignment (`driverId`, `vehicleId`: an id or empty for none; `driverId-2`… for the
 * other vans; `meetingPoint`). With a prefix, the same fields named `previousDriverId`… (the
 * assignment a form was drawn with).
 */
export function readAssignment(
  fields: Record<string, string | undefined>,
  prefix = "",
): { ok: true; data: Assignment } | { ok: false; error: "invalid" | "meetingPoint" } {
  const id = (value: string | undefined) => {
    const trimmed = (value ?? "").trim();
    if (trimmed === "") return null;
    return ID.test(trimmed) ? trimmed.toLowerCase() : undefined;
  };
  const crews: Crew[] = [];
  for (let van = 1; van <= MAX_VANS; van++) {
    const names = crewFieldNames(van, prefix);
    if (van > 1 && !(names.driver in fields) && !(names.vehicle in fields)) break;
    const driverId = id(fields[names.driver]);
    const vehicleId = id(fields[names.vehicle]);
    if (driverId === undefined || vehicleId === undefined) return { ok: false, error: "invalid" };
    crews.push({ driverId, vehicleId });
  }
  const meetingPoint = meetingPointSchema.safeParse(
    fields[prefix ? `${prefix}MeetingPoint` : "meetingPoint"],
  );
  if (!meetingPoint.success) return { ok: false, error: "meetingPoint" };
  const [first, ...others] = crews;
  return { ok: true, data: { ...first!, meetingPoint: meetingPoint.data, crews: others } };
}

/**
 * The assignment a form was drawn with (hidden `previousDriverId`, `previousVehicleId`,
 * `previousMeetingPoint`, `previousDriverId-2`…), so that a page left open while someone else
 * changed it cannot silently undo that change: null when the form does not say (a post from an
 * older page or a script), "invalid" when it says something unreadable.
 */
export function readPreviousAssignment(
  fields: Record<string, string | undefined>,
): Assignment | null | "invalid" {
  if (!("previousDriverId" in fields)) return null;
  const read = readAssignment(fields, "previous");
  return read.ok ? read.data : "invalid";
}

/** The same driver or the same vehicle chosen for two vans of one request: which, or null. */
export function doubleBooked(assignment: Crew & { crews?: Crew[] }): "driverTwice" | "vehicleTwice" | null {
  const crews = allCrews(assignment);
  const twice = (ids: Array<string | null>) => {
    const chosen = ids.filter((id): id is string => id !== null);
    return new Set(chosen).size !== chosen.length;
  };
  if (twice(crews.map((c) => c.driverId))) return "driverTwice";
  if (twice(crews.map((c) => c.vehicleId))) return "vehicleTwice";
  return null;
}

/**
 * Whether two assignments name the same drivers, vehicles and meeting point (spaces as the form
 * keeps them; a van without crew is the same as a van not listed).
 */
export function sameAssignment(
  a: Crew & { meetingPoint: string | null; crews?: Crew[] },
  b: Crew & { meetingPoint: string | null; crews?: Crew[] },
): boolean {
  const place = (s: string | null) => (s ?? "").replace(/\s+/g, " ").trim();
  const [left, right] = [allCrews(a), allCrews(b)];
  const length = Math.max(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const [x, y] = [left[i], right[i]];
    if ((x?.driverId ?? null) !== (y?.driverId ?? null) || (x?.vehicleId ?? null) !== (y?.vehicleId ?? null))
      return false;
  }
  return place(a.meetingPoint) === place(b.meetingPoint);
}

/**
 * Each van's driver or vehicle on one line, for the office: the value alone when the request has one
 * van (null when none), "Véhicule 1 : Luca Bianchi · Véhicule 2 : à attribuer" when it has more.
 */
export function perVan(values: Array<string | null>): string | null {
  if (values.length <= 1) return values[0] ?? null;
  return values
    .map((value, i) => `${ASSIGNMENT_TEXT.van(i + 1)}\u00a0: ${value ?? ASSIGNMENT_TEXT.noneYet}`)
    .join(" · ");
}
