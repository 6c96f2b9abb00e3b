/**
 * A driver off work or a vehicle out of service, for whole days (decision 044): how a posted form is
 * checked, and which days of a job such an absence covers. Pure; the server decides.
 */
import { z } from "zod";
import { hasControlCharacters } from "~/domain/control-characters";
import { addDays, isCalendarDate } from "~/domain/dates";
import { formatTripDay } from "./format";

export type FleetResource = "driver" | "vehicle";

/** At most a year at once (the database refuses more), a reason of a short line. */
export const ABSENCE_LIMITS = { days: 366, reason: 120, pastDays: 7 } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const day = (code: string) =>
  z
    .string()
    .optional()
    .transform((s) => (s ?? "").trim())
    .refine(isCalendarDate, { error: code });

/** Days between two calendar dates, "2026-12-14" → "2026-12-16" is 2. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The first day an absence may have ended and still be noted, or be listed on the fleet pages: a
 * week back, so that one noted after the fact shows, and history does not.
 */
export function listedSince(today: string): string {
  return addDays(today, -ABSENCE_LIMITS.pastDays);
}

/**
 * The form's fields: `resourceId` (the driver or vehicle), `startsOn`, `endsOn` (the last day away;
 * empty means a single day), `reason` (optional). `today` bounds the past: an absence noted after
 * the fact is allowed for a week back, not for history.
 */
export function absenceSchema(today: string) {
  return z
    .object({
      resourceId: z
        .string()
        .optional()
        .transform((s) => (s ?? "").trim().toLowerCase())
        .refine((s) => UUID.test(s), { error: "absenceWho" }),
      startsOn: day("absenceStart"),
      endsOn: z
        .string()
        .optional()
        .transform((s) => (s ?? "").trim())
        .refine((s) => s === "" || isCalendarDate(s), { error: "absenceEnd" }),
      reason: z
        .string()
        .optional()
        .transform((s) => (s ?? "").replace(/\s+/g, " ").trim())
        .pipe(
          z
            .string()
            .max(ABSENCE_LIMITS.reason, { error: "absenceReason" })
            .refine((s) => !hasControlCharacters(s), { error: "absenceReason" }),
        )
        .transform((s) => (s === "" ? null : s)),
    })
    .transform((a) => ({ ...a, endsOn: a.endsOn === "" ? a.startsOn : a.endsOn }))
    .superRefine((a, ctx) => {
      if (daysBetween(a.startsOn, a.endsOn) < 0)
        ctx.addIssue({ code: "custom", path: ["endsOn"], message: "absenceOrder" });
      else if (daysBetween(a.startsOn, a.endsOn) >= ABSENCE_LIMITS.days)
        ctx.addIssue({ code: "custom", path: ["endsOn"], message: "absenceLength" });
      else if (daysBetween(listedSince(today), a.endsOn) < 0)
        ctx.addIssue({ code: "custom", path: ["endsOn"], message: "absencePast" });
    });
}
export type AbsenceInput = z.output<ReturnType<typeof absenceSchema>>;

/** An absence as the screens use it. */
export interface Absence {
  id: string;
  resource: FleetResource;
  resourceId: string;
  startsOn: string;
  endsOn: string;
  reason: string | null;
}

/** The absence of this driver or vehicle that covers one of these days, or null. */
export function absenceOn<A extends Pick<Absence, "resource" | "resourceId" | "startsOn" | "endsOn">>(
  absences: readonly A[],
  resource: FleetResource,
  resourceId: string | null,
  days: readonly string[],
): A | null {
  if (!resourceId) return null;
  return (
    absences.find(
      (a) =>
        a.resource === resource &&
        a.resourceId === resourceId &&
        days.some((d) => d >= a.startsOn && d <= a.endsOn),
    ) ?? null
  );
}

/**
 * The span in words, as the office reads it: "sam. 12 déc. 2026" for one day, "du lun. 14 déc. 2026
 * au mer. 16 déc. 2026" for several; the reason after it in brackets when there is one.
 */
export function absenceSpan(a: Pick<Absence, "startsOn" | "endsOn" | "reason">): string {
  const span =
    a.startsOn === a.endsOn
      ? formatTripDay(a.startsOn)
      : `du ${formatTripDay(a.startsOn)} au ${formatTripDay(a.endsOn)}`;
  return a.reason ? `${span} (${a.reason})` : span;
}
