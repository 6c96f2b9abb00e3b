/**
 * The company's tariff: its figures are in `tariff.json`, its rules and checks here. How it works and
 * how to change it: docs/tariff.md.
 * All amounts are integer euro cents (12000 = 120 €); the pickup date and time are Europe/Paris
 * wall-clock values, so no time-zone arithmetic is done here.
 */
import { z } from "zod";
import { LatLngSchema } from "~/domain/geo/lat-lng";
import tariffData from "./tariff.json";

/** The extras a client can ask for; their prices and limits are in the tariff below. */
export const EXTRA_IDS = [
  "babySeat",
  "childSeat",
  "booster",
  "skiBag",
  "golfBag",
  "pet",
  "nameBoard",
] as const;
export type ExtraId = (typeof EXTRA_IDS)[number];

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const LocalizedSchema = z.object({ fr: z.string().min(1), en: z.string().min(1) });
const CentsSchema = z.number().int().nonnegative();

export const TariffSchema = z
  .object({
    version: z.string().min(1),
    currency: z.literal("EUR"),
    baseCents: CentsSchema,
    perKmCents: z
      .array(z.object({ upToKm: z.number().positive().nullable(), cents: CentsSchema }))
      .min(1)
      .refine((bands) => bands[bands.length - 1]!.upToKm === null, "the last band must have upToKm: null")
      .refine(
        (bands) =>
          bands.every((b, i) => i === 0 || (bands[i - 1]!.upToKm ?? Infinity) < (b.upToKm ?? Infinity)),
        "bands must be in increasing upToKm order",
      ),
    minimumCents: CentsSchema,
    rounding: z.object({ stepCents: z.number().int().positive(), mode: z.literal("up") }),
    zones: z.array(
      z.object({
        id: z.string().min(1),
        label: LocalizedSchema,
        ...LatLngSchema.shape,
        radiusKm: z.number().positive(),
      }),
    ),
    fixedFares: z.array(
      z.object({
        id: z.string().min(1),
        from: z.string(),
        to: z.string(),
        cents: CentsSchema,
        bothWays: z.boolean(),
      }),
    ),
    night: z.object({
      fromHour: z.number().int().min(0).max(23),
      toHour: z.number().int().min(0).max(23),
      percent: z.number().min(0).max(200),
    }),
    events: z.array(
      z.object({
        id: z.string().min(1),
        label: LocalizedSchema,
        percent: z.number().min(0).max(200),
        zone: z.string(),
        periods: z.array(
          z
            .object({
              from: z.string().regex(DATE),
              to: z.string().regex(DATE),
              status: z.enum(["announced", "estimated"]),
            })
            .refine((p) => p.from <= p.to, "period.from must not be after period.to"),
        ),
      }),
    ),
    /** The way back in the same request: priced as its own trip (its own date and time), less a discount. */
    returnTrip: z.object({
      discountPercent: z.number().min(0).max(100),
      /** The return pickup must be at least this long after the outbound arrival (estimated). */
      minGapMinutes: z.number().int().nonnegative(),
    }),
    /** Waiting time, at a stop or beyond the time included at an airport or a station. */
    waiting: z.object({ centsPerStartedQuarter: CentsSchema }),
    /** Intermediate stops: the trip is priced by the route through them (never a fixed fare). */
    stops: z.object({
      max: z.number().int().min(0).max(3),
      perStopCents: CentsSchema,
      waitingOptionsMinutes: z
        .array(z.number().int().nonnegative())
        .min(1)
        .refine((o) => o[0] === 0, "the first waiting option must be 0"),
    }),
    /** Hourly hire (mise à disposition). */
    hourly: z
      .object({
        minHours: z.number().int().positive(),
        maxHours: z.number().int().positive(),
        hourCents: CentsSchema,
        kmIncludedPerHour: z.number().int().nonnegative(),
        extraKmCents: CentsSchema,
        fullDay: z.object({
          hours: z.number().int().positive(),
          cents: CentsSchema,
          kmIncluded: z.number().int().nonnegative(),
        }),
      })
      .refine((h) => h.minHours <= h.maxHours, "hourly.minHours must not exceed maxHours"),
    /** Extras, charged once per request; a child seat, a ski bag… Luggage units count against capacity. */
    extras: z
      .array(
        z.object({
          id: z.enum(EXTRA_IDS),
          label: LocalizedSchema,
          /** Per item (per request for the name board). 0 = free. */
          cents: CentsSchema,
          max: z.number().int().positive(),
          luggageUnits: z.number().int().nonnegative(),
        }),
      )
      .refine((list) => new Set(list.map((e) => e.id)).size === list.length, "extras: duplicate id"),
    /** What one vehicle takes; above it, a second one (priced) or a larger vehicle (on request). */
    capacity: z.object({
      vehicle: z.object({
        label: LocalizedSchema,
        seats: z.number().int().positive(),
        luggage: z.number().int().nonnegative(),
      }),
      maxVehicles: z.number().int().min(1).max(4),
      /** Price of each further vehicle, in percent of the first one's. */
      extraVehiclePercent: z.number().min(0).max(200),
    }),
    /** Waiting included after the scheduled arrival of a flight, helicopter or train. */
    arrivals: z.object({
      airport: z.object({ includedWaitingMinutes: z.number().int().nonnegative() }),
      heliport: z.object({ includedWaitingMinutes: z.number().int().nonnegative() }),
      station: z.object({ includedWaitingMinutes: z.number().int().nonnegative() }),
    }),
  })
  .superRefine((t, ctx) => {
    const zoneIds = new Set(t.zones.map((z) => z.id));
    for (const f of t.fixedFares)
      for (const id of [f.from, f.to])
        if (!zoneIds.has(id))
          ctx.addIssue({ code: "custom", message: `fixed fare ${f.id}: unknown zone ${id}` });
    for (const e of t.events)
      if (!zoneIds.has(e.zone))
        ctx.addIssue({ code: "custom", message: `event ${e.id}: unknown zone ${e.zone}` });
    for (const id of EXTRA_IDS)
      if (!t.extras.some((e) => e.id === id))
        ctx.addIssue({ code: "custom", message: `extras: no price for ${id}` });
  });

export type Tariff = z.infer<typeof TariffSchema>;
export type TariffZone = Tariff["zones"][number];
/** The tariff itself is data (`tariff.json`), checked against the schema above when the module loads. */
export const TARIFF: Tariff = TariffSchema.parse(tariffData);

/**
 * The usual Cannes Film Festival dates of a year (rule used for the "estimated" periods above):
 * opening on the Tuesday between 12 and 18 May, closing 11 days later (Saturday).
 */
export function estimatedCannesFestival(year: number): { from: string; to: string } {
  const may12 = new Date(Date.UTC(year, 4, 12));
  const offset = (2 - may12.getUTCDay() + 7) % 7; // days to the next Tuesday (getUTCDay: 2 = Tuesday)
  const start = new Date(Date.UTC(year, 4, 12 + offset));
  const end = new Date(Date.UTC(year, 4, 12 + offset + 11));
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}

/**
 * The usual Monaco Grand Prix period from 2026 (rule used for the "estimated" periods above):
 * Thursday to Sunday of the weekend whose Sunday is the first Sunday of June.
 */
export function estimatedMonacoGrandPrix(year: number): { from: string; to: string } {
  const june1 = new Date(Date.UTC(year, 5, 1));
  const toSunday = (7 - june1.getUTCDay()) % 7;
  const sunday = new Date(Date.UTC(year, 5, 1 + toSunday));
  const thursday = new Date(Date.UTC(year, 5, 1 + toSunday - 3));
  return { from: thursday.toISOString().slice(0, 10), to: sunday.toISOString().slice(0, 10) };
}
