/**
 * Price estimate from a tariff (see tariff.ts for the rules, in plain words).
 * Pure: no clock, no time zone — the pickup date/time are Europe/Paris wall-clock values.
 */
import { z } from "zod";
import { CLOCK_TIME, ISO_DATE, isCalendarDate } from "~/domain/dates";
import { haversineKm } from "~/domain/geo/distance";
import { LatLngSchema } from "~/domain/geo/lat-lng";
import { TARIFF, type Tariff, type TariffZone } from "./tariff";

/** "YYYY-MM-DD" that exists in the calendar. */
export const DateSchema = z
  .string()
  .regex(ISO_DATE, "expected YYYY-MM-DD")
  .refine(isCalendarDate, "invalid date");

/** "HH:MM", 00:00–23:59. */
export const TimeSchema = z.string().regex(CLOCK_TIME, "expected HH:MM");

const EstimateInputSchema = z.object({
  from: LatLngSchema,
  to: LatLngSchema,
  /** Intermediate stops in order (at most the tariff's stops.max): the distance is the route through them. */
  via: z.array(LatLngSchema).max(3).optional(),
  /** Waiting at each stop, in minutes (same order as `via`; missing = none). */
  waitingMinutes: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(24 * 60),
    )
    .max(3)
    .optional(),
  /** Road distance in km, through the stops (estimated by routing or entered by the office). */
  distanceKm: z.number().finite().nonnegative().max(5000),
  /** Local Europe/Paris wall-clock pickup date and time. */
  pickup: z.object({ date: DateSchema, time: TimeSchema }).optional(),
});
export type EstimateInput = z.input<typeof EstimateInputSchema>;

export interface Surcharge {
  /** "night" or an event id ("cannes-festival", "monaco-grand-prix"). */
  id: string;
  percent: number;
  cents: number;
}

export interface Estimate {
  /** Final price in euro cents (rounded up to the tariff's step). */
  cents: number;
  currency: "EUR";
  breakdown: {
    kind: "fixed" | "distance";
    fixedFareId?: string;
    /** Fixed fare amount, or the base (pick-up) charge for a distance price. */
    baseCents: number;
    /** Kilometre charge (0 for a fixed fare). */
    distanceCents: number;
    minimumApplied: boolean;
    /** Number of intermediate stops and their charge (tariff stops.perStopCents each). */
    stops: number;
    stopsCents: number;
    /** Waiting at the stops, in minutes, and its charge (per started quarter of an hour at each stop). */
    waitingMinutes: number;
    waitingCents: number;
    /** Price before surcharges: fixed fare, or max(base + distance, minimum); plus stops and waiting. */
    subtotalCents: number;
    surcharges: Surcharge[];
    /** Subtotal + surcharges, before rounding. */
    beforeRoundingCents: number;
    /** Final price after rounding up (same as `cents`). */
    roundedCents: number;
  };
  tariffVersion: string;
}

function inZone(p: { lat: number; lng: number }, zone: TariffZone | undefined): boolean {
  return !!zone && haversineKm(p, zone) <= zone.radiusKm;
}

/** The fixed fare that applies between two points, if any (first match in tariff order). */
export function findFixedFare(
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
  tariff: Tariff = TARIFF,
): Tariff["fixedFares"][number] | undefined {
  const zones = new Map(tariff.zones.map((z) => [z.id, z]));
  return tariff.fixedFares.find((f) => {
    const a = zones.get(f.from);
    const b = zones.get(f.to);
    return (inZone(from, a) && inZone(to, b)) || (f.bothWays && inZone(from, b) && inZone(to, a));
  });
}

/** Kilometre charge over the tariff's decreasing bands, integer cents. */
export function distanceCents(km: number, tariff: Tariff = TARIFF): number {
  let cents = 0;
  let lower = 0;
  for (const band of tariff.perKmCents) {
    const upper = band.upToKm ?? Number.POSITIVE_INFINITY;
    const inBand = Math.max(0, Math.min(km, upper) - lower);
    cents += Math.round(inBand * band.cents);
    if (km <= upper) break;
    lower = upper;
  }
  return cents;
}

/** True when the HH:MM wall-clock time is in the night window [fromHour:00, toHour:00). */
export function isNightTime(time: string, night: Tariff["night"] = TARIFF.night): boolean {
  const hour = Number(time.slice(0, 2));
  return night.fromHour > night.toHour
    ? hour >= night.fromHour || hour < night.toHour
    : hour >= night.fromHour && hour < night.toHour;
}

/** Charge for waiting `minutes` at one place: every started quarter of an hour. */
export function waitingCents(minutes: number, tariff: Tariff = TARIFF): number {
  return Math.ceil(Math.max(0, minutes) / 15) * tariff.waiting.centsPerStartedQuarter;
}

/** Rounds up to the tariff's step (500 = the next 5 €). */
export function roundUp(cents: number, tariff: Tariff = TARIFF): number {
  const step = tariff.rounding.stepCents;
  return Math.ceil(cents / step) * step;
}

/** Whether the date falls within one of the event's periods and one of the points lies in its zone. */
export function eventApplies(
  event: Tariff["events"][number],
  date: string,
  points: readonly { lat: number; lng: number }[],
  tariff: Tariff = TARIFF,
): boolean {
  const zone = tariff.zones.find((z) => z.id === event.zone);
  const during = event.periods.some((p) => p.from <= date && date <= p.to);
  return during && points.some((p) => inZone(p, zone));
}

/** Night and event surcharges on a subtotal, each rounded to the cent, for a pickup and the points visited. */
export function surchargesFor(
  subtotal: number,
  pickup: { date: string; time: string } | undefined,
  points: readonly { lat: number; lng: number }[],
  tariff: Tariff = TARIFF,
): Surcharge[] {
  const surcharges: Surcharge[] = [];
  if (!pickup) return surcharges;
  const add = (id: string, percent: number) =>
    surcharges.push({ id, percent, cents: Math.round((subtotal * percent) / 100) });
  if (isNightTime(pickup.time, tariff.night) && tariff.night.percent > 0) add("night", tariff.night.percent);
  for (const event of tariff.events)
    if (event.percent > 0 && eventApplies(event, pickup.date, points, tariff)) add(event.id, event.percent);
  return surcharges;
}

/**
 * Price estimate. Throws a ZodError on invalid input (use EstimateInputSchema.safeParse in forms).
 */
export function estimate(input: EstimateInput, tariff: Tariff = TARIFF): Estimate {
  const { from, to, via = [], waitingMinutes = [], distanceKm, pickup } = EstimateInputSchema.parse(input);
  if (via.length > tariff.stops.max) throw new RangeError(`at most ${tariff.stops.max} stops`);

  // A fixed fare is for the direct ride only: with stops, the route through them is priced.
  const fixed = via.length === 0 ? findFixedFare(from, to, tariff) : undefined;
  let baseCents: number;
  let kmCents = 0;
  let minimumApplied = false;
  let subtotal: number;
  if (fixed) {
    baseCents = fixed.cents;
    subtotal = fixed.cents;
  } else {
    baseCents = tariff.baseCents;
    kmCents = distanceCents(distanceKm, tariff);
    subtotal = baseCents + kmCents;
    if (subtotal < tariff.minimumCents) {
      subtotal = tariff.minimumCents;
      minimumApplied = true;
    }
  }
  const stopsCents = via.length * tariff.stops.perStopCents;
  const waits = via.map((_, i) => waitingMinutes[i] ?? 0);
  const waitCents = waits.reduce((sum, m) => sum + waitingCents(m, tariff), 0);
  subtotal += stopsCents + waitCents;

  const surcharges = surchargesFor(subtotal, pickup, [from, ...via, to], tariff);
  const beforeRounding = subtotal + surcharges.reduce((sum, s) => sum + s.cents, 0);
  const rounded = roundUp(beforeRounding, tariff);

  return {
    cents: rounded,
    currency: tariff.currency,
    breakdown: {
      kind: fixed ? "fixed" : "distance",
      ...(fixed ? { fixedFareId: fixed.id } : {}),
      baseCents,
      distanceCents: kmCents,
      minimumApplied,
      stops: via.length,
      stopsCents,
      waitingMinutes: waits.reduce((sum, m) => sum + m, 0),
      waitingCents: waitCents,
      subtotalCents: subtotal,
      surcharges,
      beforeRoundingCents: beforeRounding,
      roundedCents: rounded,
    },
    tariffVersion: tariff.version,
  };
}
