/**
 * The company's tariff as data. How it works and how to change it: docs/tariff.md.
 * All amounts are integer euro cents (12000 = 120 €); the pickup date and time are Europe/Paris
 * wall-clock values, so no time-zone arithmetic is done here.
 */
import { z } from "zod";
import { LatLngSchema } from "~/domain/geo/lat-lng";

type ZoneId = string;
type Localized = { fr: string; en: string };

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
type FixedFare = Tariff["fixedFares"][number];

const zone = (id: ZoneId, label: Localized, lat: number, lng: number, radiusKm: number): TariffZone => ({
  id,
  label,
  lat,
  lng,
  radiusKm,
});
const fare = (id: string, from: ZoneId, to: ZoneId, euros: number): FixedFare => ({
  id,
  from,
  to,
  cents: euros * 100,
  bothWays: true,
});

const extra = (
  id: ExtraId,
  label: Localized,
  euros: number,
  max: number,
  luggageUnits: number,
): Tariff["extras"][number] => ({ id, label, cents: euros * 100, max, luggageUnits });

export const TARIFF: Tariff = TariffSchema.parse({
  version: "2026-11",
  currency: "EUR",
  baseCents: 3000,
  perKmCents: [
    { upToKm: 100, cents: 280 },
    { upToKm: null, cents: 220 },
  ],
  minimumCents: 8000,
  rounding: { stepCents: 500, mode: "up" },
  zones: [
    zone(
      "nice-airport",
      { fr: "Aéroport Nice Côte d'Azur", en: "Nice Côte d'Azur Airport" },
      43.662,
      7.211,
      2,
    ),
    zone("nice-city", { fr: "Nice", en: "Nice" }, 43.7, 7.265, 4),
    zone(
      "cannes-mandelieu-airport",
      { fr: "Aéroport Cannes-Mandelieu", en: "Cannes-Mandelieu Airport" },
      43.5463,
      6.954,
      1.2,
    ),
    zone("cannes", { fr: "Cannes", en: "Cannes" }, 43.5528, 7.0174, 4),
    zone("antibes", { fr: "Antibes – Juan-les-Pins", en: "Antibes – Juan-les-Pins" }, 43.575, 7.115, 4.5),
    zone("grasse", { fr: "Grasse", en: "Grasse" }, 43.6588, 6.9231, 4),
    zone("monaco-heliport", { fr: "Héliport de Monaco", en: "Monaco Heliport" }, 43.7255, 7.4198, 0.4),
    zone("monaco", { fr: "Monaco", en: "Monaco" }, 43.7384, 7.4246, 2.5),
    zone(
      "saint-tropez",
      { fr: "Saint-Tropez – Ramatuelle", en: "Saint-Tropez – Ramatuelle" },
      43.26,
      6.65,
      6,
    ),
    zone("cannes-festival-area", { fr: "Cannes et environs", en: "Cannes area" }, 43.551, 7.017, 8),
    zone("monaco-gp-area", { fr: "Monaco et environs", en: "Monaco area" }, 43.7384, 7.4246, 5),
  ],
  fixedFares: [
    fare("nce-nice", "nice-airport", "nice-city", 90),
    fare("nce-antibes", "nice-airport", "antibes", 100),
    fare("nce-cannes", "nice-airport", "cannes", 120),
    fare("nce-grasse", "nice-airport", "grasse", 130),
    fare("nce-ceq", "nice-airport", "cannes-mandelieu-airport", 120),
    fare("nce-monaco-heliport", "nice-airport", "monaco-heliport", 130),
    fare("nce-monaco", "nice-airport", "monaco", 130),
    fare("nce-saint-tropez", "nice-airport", "saint-tropez", 350),
    fare("ceq-cannes", "cannes-mandelieu-airport", "cannes", 80),
    fare("ceq-monaco", "cannes-mandelieu-airport", "monaco", 180),
    fare("ceq-saint-tropez", "cannes-mandelieu-airport", "saint-tropez", 300),
    fare("monaco-heliport-cannes", "monaco-heliport", "cannes", 170),
    fare("monaco-cannes", "monaco", "cannes", 170),
  ],
  night: { fromHour: 22, toHour: 6, percent: 20 },
  events: [
    {
      id: "cannes-festival",
      label: { fr: "Festival de Cannes", en: "Cannes Film Festival" },
      percent: 20,
      zone: "cannes-festival-area",
      periods: [
        { from: "2025-05-13", to: "2025-05-24", status: "announced" },
        { from: "2026-05-12", to: "2026-05-23", status: "announced" },
        { from: "2027-05-18", to: "2027-05-29", status: "estimated" },
        { from: "2028-05-16", to: "2028-05-27", status: "estimated" },
      ],
    },
    {
      id: "monaco-grand-prix",
      label: { fr: "Grand Prix de Monaco", en: "Monaco Grand Prix" },
      percent: 25,
      zone: "monaco-gp-area",
      periods: [
        { from: "2025-05-22", to: "2025-05-25", status: "announced" },
        { from: "2026-06-04", to: "2026-06-07", status: "announced" },
        { from: "2027-06-03", to: "2027-06-06", status: "estimated" },
        { from: "2028-06-01", to: "2028-06-04", status: "estimated" },
      ],
    },
  ],
  returnTrip: { discountPercent: 10, minGapMinutes: 30 },
  waiting: { centsPerStartedQuarter: 1500 },
  stops: { max: 3, perStopCents: 1500, waitingOptionsMinutes: [0, 15, 30, 45, 60, 90, 120] },
  hourly: {
    minHours: 2,
    maxHours: 12,
    hourCents: 8500,
    kmIncludedPerHour: 30,
    extraKmCents: 250,
    fullDay: { hours: 10, cents: 75000, kmIncluded: 300 },
  },
  extras: [
    extra("babySeat", { fr: "Siège bébé (0–13 kg)", en: "Baby seat (0–13 kg)" }, 10, 3, 0),
    extra("childSeat", { fr: "Siège enfant (9–18 kg)", en: "Child seat (9–18 kg)" }, 10, 3, 0),
    extra("booster", { fr: "Rehausseur (15–36 kg)", en: "Booster seat (15–36 kg)" }, 5, 3, 0),
    extra("skiBag", { fr: "Housse de skis", en: "Ski bag" }, 10, 8, 1),
    extra("golfBag", { fr: "Sac de golf", en: "Golf bag" }, 10, 8, 1),
    extra("pet", { fr: "Animal de compagnie", en: "Pet" }, 20, 2, 0),
    extra("nameBoard", { fr: "Pancarte au nom du passager", en: "Name board" }, 0, 1, 0),
  ],
  capacity: {
    vehicle: { label: { fr: "Mercedes Classe V", en: "Mercedes V-Class" }, seats: 7, luggage: 8 },
    maxVehicles: 2,
    extraVehiclePercent: 100,
  },
  arrivals: {
    airport: { includedWaitingMinutes: 60 },
    heliport: { includedWaitingMinutes: 15 },
    station: { includedWaitingMinutes: 30 },
  },
});

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
