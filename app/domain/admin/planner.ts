/**
 * The planner's rules (decision 019), pure and shared by the server and the page: which days a view
 * covers, how long a request has waited, and when two jobs of one driver or vehicle overlap.
 * Every date and time is a Europe/Paris wall-clock value, like the trips themselves.
 */
import { addDays, parisClock } from "~/domain/dates";
import { PLANNER_TEXT } from "~/i18n/staff";

export const PLANNER_RANGES = ["today", "tomorrow", "week"] as const;
export type PlannerRange = (typeof PLANNER_RANGES)[number];

export function parseRange(value: string | null | undefined): PlannerRange {
  return (PLANNER_RANGES as readonly string[]).includes(value ?? "") ? (value as PlannerRange) : "today";
}

/** The first and last day (inclusive) a view shows, from today's date in Paris. */
export function rangeDays(range: PlannerRange, today: string): { from: string; to: string } {
  if (range === "tomorrow") return { from: addDays(today, 1), to: addDays(today, 1) };
  if (range === "week") return { from: today, to: addDays(today, 6) };
  return { from: today, to: today };
}

/** Minutes Paris is ahead of UTC at that instant (60 in winter, 120 in summer). */
function parisOffsetMinutes(instant: number): number {
  const p: Record<string, number> = {};
  for (const part of parisClock().formatToParts(new Date(instant))) p[part.type] = Number(part.value);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** A Paris wall-clock date and time as an instant (milliseconds since 1970). */
export function parisInstant(isoDate: string, time: string): number {
  const [year, month, day] = isoDate.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const first = wall - parisOffsetMinutes(wall) * 60_000;
  const second = wall - parisOffsetMinutes(first) * 60_000;
  return second;
}

/** A Paris wall-clock "YYYY-MM-DD HH:MM" for an instant: compares as text with a trip's date and time. */
export function parisWallClock(instant: Date): string {
  const p: Record<string, string> = {};
  for (const part of parisClock().formatToParts(instant)) p[part.type] = part.value;
  return `${p.year}-${p.month}-${p.day} ${p.hour === "24" ? "00" : p.hour}:${p.minute}`;
}

/**
 * A waiting request whose pickup is this close (or already past) comes first in the planner, in
 * pickup order, with how soon it leaves: a request for a ride in 40 minutes must not wait behind
 * yesterday's quote requests.
 */
export const SOON_HOURS = 24;
/** Under this, the departure badge is red. */
export const VERY_SOON_MINUTES = 180;

/** The latest pickup (Paris "YYYY-MM-DD HH:MM") that counts as soon at that instant. */
export function soonUntil(now: Date): string {
  return parisWallClock(new Date(now.getTime() + SOON_HOURS * 3_600_000));
}

/** Minutes from now to a Paris pickup (negative once it is past). */
export function minutesToPickup(date: string, time: string, now: Date): number {
  return Math.floor((parisInstant(date, time) - now.getTime()) / 60_000);
}

/**
 * How soon a waiting request leaves, for the badge: "Départ dans 40 min", "Départ aujourd’hui à
 * 18:00", "Départ demain à 08:00", "Départ passé depuis 20 min"; null beyond 24 hours.
 */
export function departureSoonLabel(date: string, time: string, now: Date): string | null {
  const minutes = minutesToPickup(date, time, now);
  if (minutes > SOON_HOURS * 60) return null;
  if (minutes < 0) return PLANNER_TEXT.departurePast(formatWaiting(-minutes));
  if (minutes < VERY_SOON_MINUTES) return PLANNER_TEXT.departureIn(formatWaiting(minutes));
  return date === parisWallClock(now).slice(0, 10)
    ? PLANNER_TEXT.departureToday(time)
    : PLANNER_TEXT.departureTomorrow(time);
}

/** A request unanswered for longer than this is highlighted in the planner. */
export const AWAITING_ALERT_MINUTES = 120;

export function waitingMinutes(createdAt: Date | string, now: Date): number {
  const created = typeof createdAt === "string" ? Date.parse(createdAt) : createdAt.getTime();
  return Math.max(0, Math.floor((now.getTime() - created) / 60_000));
}

/** The age beside a waiting request: "Reçue à l’instant" under a minute, then "Attend depuis 5 min". */
export function waitingLabel(minutes: number): string {
  return minutes < 1 ? PLANNER_TEXT.justReceived : PLANNER_TEXT.waitingFor(formatWaiting(minutes));
}

/** 5 → "5 min", 130 → "2 h 10", 1600 → "1 j 2 h" (the age shown beside a waiting request). */
export function formatWaiting(minutes: number): string {
  if (minutes < 60) return `${minutes}\u00a0min`;
  if (minutes < 24 * 60) {
    const rest = minutes % 60;
    return `${Math.floor(minutes / 60)}\u00a0h${rest ? `\u00a0${String(rest).padStart(2, "0")}` : ""}`;
  }
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  return `${Math.floor(minutes / (24 * 60))}\u00a0j${hours ? `\u00a0${hours}\u00a0h` : ""}`;
}

/**
 * How long a vehicle and its driver are taken by a job: from a quarter of an hour before the pickup
 * (on site early) to half an hour after the planned arrival (unloading, the way back to the next
 * job). A trip without a computed duration counts as one hour.
 */
export const BEFORE_PICKUP_MINUTES = 15;
export const AFTER_ARRIVAL_MINUTES = 30;
export const UNKNOWN_DURATION_MINUTES = 60;

/** One stretch of time a job takes: the outbound leg, its return leg, or an hourly hire. */
export interface Leg {
  date: string;
  time: string;
  /** driving (or hire) time in minutes; null when unknown */
  minutes: number | null;
  /** A return's way back: from the drop-off, straight back to the start. */
  back?: true;
}

export interface PlannedJob {
  id: string;
  reference: string;
  driverId: string | null;
  vehicleId: string | null;
  legs: Leg[];
}

export function legWindow(leg: Leg): { start: number; end: number } {
  const pickup = parisInstant(leg.date, leg.time);
  const minutes = leg.minutes ?? UNKNOWN_DURATION_MINUTES;
  return {
    start: pickup - BEFORE_PICKUP_MINUTES * 60_000,
    end: pickup + (minutes + AFTER_ARRIVAL_MINUTES) * 60_000,
  };
}

/**
 * The Paris calendar days a leg runs on, from its pickup to its estimated drop-off (without the
 * margins of legWindow): a ride from 23:30 to 01:00 runs on two, and a driver off on the second is
 * off during it. A leg ending at midnight exactly stays on its day.
 */
export function legDays(leg: Leg): string[] {
  const dropOff = parisInstant(leg.date, leg.time) + (leg.minutes ?? UNKNOWN_DURATION_MINUTES) * 60_000;
  const last = parisWallClock(new Date(dropOff - 60_000)).slice(0, 10);
  const days = [leg.date];
  // A leg lasts hours, not days: the bound only guards against a duration the database would refuse.
  while (days.length < 3 && days.at(-1)! < last) days.push(addDays(days.at(-1)!, 1));
  return days;
}

export interface Conflict {
  resource: "driver" | "vehicle";
  /** the other job's reference */
  reference: string;
  otherId: string;
}

/**
 * Every job's overlaps with other jobs of the same driver or the same vehicle. Sorted sweep per
 * resource: n log n, so a week of a busy season stays instant.
 */
export function findConflicts(jobs: PlannedJob[]): Map<string, Conflict[]> {
  const found = new Map<string, Conflict[]>();
  const add = (id: string, conflict: Conflict) => {
    const list = found.get(id) ?? [];
    if (!list.some((c) => c.otherId === conflict.otherId && c.resource === conflict.resource))
      list.push(conflict);
    found.set(id, list);
  };
  for (const resource of ["driver", "vehicle"] as const) {
    const byResource = new Map<string, Array<{ job: PlannedJob; start: number; end: number }>>();
    for (const job of jobs) {
      const key = resource === "driver" ? job.driverId : job.vehicleId;
      if (!key) continue;
      const list = byResource.get(key) ?? [];
      for (const leg of job.legs) list.push({ job, ...legWindow(leg) });
      byResource.set(key, list);
    }
    for (const windows of byResource.values()) {
      windows.sort((a, b) => a.start - b.start);
      const open: typeof windows = [];
      for (const current of windows) {
        for (let i = open.length - 1; i >= 0; i--) if (open[i]!.end <= current.start) open.splice(i, 1);
        for (const other of open) {
          if (other.job.id === current.job.id) continue;
          add(current.job.id, { resource, reference: other.job.reference, otherId: other.job.id });
          add(other.job.id, { resource, reference: current.job.reference, otherId: current.job.id });
        }
        open.push(current);
      }
    }
  }
  return found;
}

/** Another job a driver or vehicle already holds: its id and reference. */
export interface BusyWith {
  id: string;
  reference: string;
}

/**
 * Which drivers and vehicles the other jobs already hold while a job runs, with those jobs'
 * references: what the assignment selects say beside each choice, before the office picks it. The
 * same overlap rule as findConflicts (it runs it), for every driver and vehicle the others hold.
 */
export function busyDuring(
  job: Pick<PlannedJob, "id" | "legs">,
  others: PlannedJob[],
): { drivers: Map<string, BusyWith[]>; vehicles: Map<string, BusyWith[]> } {
  const rest = others.filter((other) => other.id !== job.id);
  const candidates: PlannedJob[] = [];
  for (const other of rest) {
    if (other.driverId)
      candidates.push({
        ...job,
        id: `driver:${other.driverId}`,
        reference: "",
        driverId: other.driverId,
        vehicleId: null,
      });
    if (other.vehicleId)
      candidates.push({
        ...job,
        id: `vehicle:${other.vehicleId}`,
        reference: "",
        driverId: null,
        vehicleId: other.vehicleId,
      });
  }
  const unique = [...new Map(candidates.map((c) => [c.id, c])).values()];
  const found = findConflicts([...rest, ...unique]);
  const busy = { drivers: new Map<string, BusyWith[]>(), vehicles: new Map<string, BusyWith[]>() };
  for (const candidate of unique) {
    const references = (found.get(candidate.id) ?? [])
      .map((c) => ({ id: c.otherId, reference: c.reference }))
      .sort((a, b) => a.reference.localeCompare(b.reference));
    if (references.length === 0) continue;
    if (candidate.driverId) busy.drivers.set(candidate.driverId, references);
    else if (candidate.vehicleId) busy.vehicles.set(candidate.vehicleId, references);
  }
  return busy;
}
