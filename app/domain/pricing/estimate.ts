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
  /** Road distance in km (estimated by routing or entered by the office). */
  distanceKm: z.number().finite().nonnegative().max(5000),
  /** Local Europe/Paris wall-clock pickup date and time. */
  pickup: z.object({ date: DateSchema, time: TimeSchema }).optional(),
});
type EstimateInput = z.infer<typeof EstimateInputSchema>;

interface Surcharge {
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
    /** Price before surcharges: fixed fare, or max(base + distance, minimum). */
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

/**
 * Price estimate. Throws a ZodError on invalid input (use EstimateInputSchema.safeParse in forms).
 */
export function estimate(input: EstimateInput, tariff: Tariff = TARIFF): Estimate {
  const { from, to, distanceKm, pickup } = EstimateInputSchema.parse(input);

  const fixed = findFixedFare(from, to, tariff);
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

  const surcharges: Surcharge[] = [];
  const add = (id: string, percent: number) =>
    surcharges.push({ id, percent, cents: Math.round((subtotal * percent) / 100) });
  if (pickup) {
    if (isNightTime(pickup.time, tariff.night) && tariff.night.percent > 0)
      add("night", tariff.night.percent);
    const zones = new Map(tariff.zones.map((z) => [z.id, z]));
    for (const event of tariff.events) {
      const zone = zones.get(event.zone);
      const during = event.periods.some((p) => p.from <= pickup.date && pickup.date <= p.to);
      if (during && (inZone(from, zone) || inZone(to, zone)) && event.percent > 0)
        add(event.id, event.percent);
    }
  }

  const beforeRounding = subtotal + surcharges.reduce((sum, s) => sum + s.cents, 0);
  const step = tariff.rounding.stepCents;
  const rounded = Math.ceil(beforeRounding / step) * step;

  return {
    cents: rounded,
    currency: tariff.currency,
    breakdown: {
      kind: fixed ? "fixed" : "distance",
      ...(fixed ? { fixedFareId: fixed.id } : {}),
      baseCents,
      distanceCents: kmCents,
      minimumApplied,
      subtotalCents: subtotal,
      surcharges,
      beforeRoundingCents: beforeRounding,
      roundedCents: rounded,
    },
    tariffVersion: tariff.version,
  };
}
