/**
 * The price of a whole request: one way (with up to three stops), a return in the same request, or an
 * hourly hire; plus the extras and, above one vehicle's capacity, a second vehicle or a larger one on
 * request. Pure, from the tariff as data (tariff.json, docs/tariff.md); the server calls it with its own
 * road distances and never takes a figure from the browser.
 */
import type { LatLng, PlaceKind } from "~/domain/geo/types";
import { type Estimate, estimate, roundUp, type Surcharge, surchargesFor } from "./estimate";
import { hireRate } from "./hire-rate";
import { EXTRA_IDS, type ExtraId, TARIFF, type Tariff } from "./tariff";

export type TripType = "oneWay" | "return" | "hourly";
export const TRIP_TYPES: readonly TripType[] = ["oneWay", "return", "hourly"];

/** "standard": as many V-Class as the group needs (priced); "larger": a larger vehicle, priced on request. */
export type VehicleChoice = "standard" | "larger";

/** The hire's length: whole hours within the tariff's range, or a full day. */
export type HireLength = number | "fullDay";

type Localized = { fr: string; en: string };
type Pickup = { date: string; time: string };

export interface RequestPriceInput {
  type: TripType;
  from: LatLng;
  /** Outbound pickup (hourly: the start of the hire), Europe/Paris wall clock; unknown yet: no surcharge. */
  pickup?: Pickup;
  /** Transfers: the drop-off, the stops in order, the waiting at each, the road km through them. */
  to?: LatLng;
  via?: LatLng[];
  waitingMinutes?: number[];
  distanceKm?: number;
  /** Return: its own pickup (unknown yet: no surcharge) and the road km back (direct, from `to` to `from`). */
  returnPickup?: Pickup;
  returnDistanceKm?: number;
  /** Hourly hire. */
  hours?: HireLength;
  passengers: number;
  /** Suitcases (ski and golf bags are extras that count as luggage too). */
  luggage: number;
  extras?: Partial<Record<ExtraId, number>>;
  vehicle?: VehicleChoice;
}

export interface HireEstimate {
  hours: number;
  fullDay: boolean;
  /** Hours × hourly rate, or the full-day price. */
  baseCents: number;
  /** Kilometres included; beyond them, `extraKmCents` per km, charged after the hire. */
  includedKm: number;
  extraKmCents: number;
  surcharges: Surcharge[];
  beforeRoundingCents: number;
  cents: number;
}

export interface PriceLine {
  code:
    | "fixedFare"
    | "distance"
    | "minimum"
    | "stops"
    | "waiting"
    | "surcharge"
    | "rounding"
    | "returnDiscount"
    | "hire"
    | "fullDay"
    | "extraVehicle"
    | "extra";
  /** Which part of the request the line belongs to. */
  part: "outbound" | "return" | "hire" | "request";
  cents: number;
  quantity?: number;
  percent?: number;
  km?: number;
  minutes?: number;
  hours?: number;
  /** Surcharge id ("night", an event id) or extra id. */
  id?: string;
  /** Event and extra names from the tariff (the dictionary names the rest). */
  label?: Localized;
}

export interface CapacityCheck {
  /** Luggage units: suitcases plus ski and golf bags. */
  luggageUnits: number;
  /** V-Class needed for the group (may exceed the tariff's maxVehicles). */
  vehiclesNeeded: number;
  /** What the client may choose: only "standard" when one vehicle does, only "larger" beyond maxVehicles. */
  choices: VehicleChoice[];
}

export interface RequestQuote {
  type: TripType;
  vehicle: VehicleChoice;
  /** V-Class sent (0 when a larger vehicle is requested). */
  vehicles: number;
  capacity: CapacityCheck;
  outbound?: Estimate;
  /** The return leg: its own estimate, what the return rule takes off it (net of rounding), and what is charged. */
  back?: { estimate: Estimate; discountCents: number; cents: number };
  hire?: HireEstimate;
  extras: { id: ExtraId; label: Localized; quantity: number; unitCents: number; cents: number }[];
  lines: PriceLine[];
  /** The estimate; null when a larger vehicle is requested (the office prices it). */
  totalCents: number | null;
  tariffVersion: string;
}

/** Luggage units and the vehicles the group needs, and the choices offered (never none). */
export function checkCapacity(
  passengers: number,
  luggage: number,
  extras: Partial<Record<ExtraId, number>> = {},
  tariff: Tariff = TARIFF,
): CapacityCheck {
  const luggageUnits =
    luggage + tariff.extras.reduce((sum, e) => sum + (extras[e.id] ?? 0) * e.luggageUnits, 0);
  const { seats, luggage: room } = tariff.capacity.vehicle;
  const vehiclesNeeded = Math.max(
    1,
    Math.ceil(passengers / seats),
    room > 0 ? Math.ceil(luggageUnits / room) : luggageUnits > 0 ? Infinity : 1,
  );
  const choices: VehicleChoice[] =
    vehiclesNeeded === 1
      ? ["standard"]
      : vehiclesNeeded <= tariff.capacity.maxVehicles
        ? ["standard", "larger"]
        : ["larger"];
  return { luggageUnits, vehiclesNeeded, choices };
}

/** Why the extras cannot be taken as asked, or null: over an extra's maximum, or more child seats than passengers. */
export function extrasProblem(
  extras: Partial<Record<ExtraId, number>>,
  passengers: number,
  tariff: Tariff = TARIFF,
): "extraTooMany" | "childSeatsOverPassengers" | null {
  for (const e of tariff.extras) {
    const n = extras[e.id] ?? 0;
    if (!Number.isInteger(n) || n < 0 || n > e.max) return "extraTooMany";
  }
  const seats = (extras.babySeat ?? 0) + (extras.childSeat ?? 0) + (extras.booster ?? 0);
  return seats > passengers ? "childSeatsOverPassengers" : null;
}

/** Waiting included after the scheduled arrival at an airport, heliport or station; null elsewhere. */
export function includedArrivalWaiting(kind: PlaceKind | undefined, tariff: Tariff = TARIFF): number | null {
  if (kind === "airport" || kind === "heliport" || kind === "station")
    return tariff.arrivals[kind].includedWaitingMinutes;
  return null;
}

/**
 * What the tariff adds to a stored request's facts for the e-mails, the staff view and the CSV: the
 * waiting included after a scheduled arrival at the pickup, and a hire's price per extra kilometre.
 */
export function tariffTripFacts(
  r: { tripType: TripType; departureKind: string | null },
  tariff: Tariff = TARIFF,
): { includedWaitingMinutes: number | null; hireExtraKmCents: number | null } {
  return {
    includedWaitingMinutes: includedArrivalWaiting(
      (r.departureKind ?? undefined) as PlaceKind | undefined,
      tariff,
    ),
    hireExtraKmCents: r.tripType === "hourly" ? tariff.hourly.extraKmCents : null,
  };
}

/** Whether the hire length is one the tariff offers. */
export function isHireLength(hours: unknown, tariff: Tariff = TARIFF): hours is HireLength {
  return (
    hours === "fullDay" ||
    (typeof hours === "number" &&
      Number.isInteger(hours) &&
      hours >= tariff.hourly.minHours &&
      hours <= tariff.hourly.maxHours)
  );
}

/**
 * Hourly hire: hours × rate, or the day's price where it is lower (`hireRate`), or the full day;
 * kilometres included; surcharges by start time and place.
 */
export function hireEstimate(
  start: LatLng,
  hours: HireLength,
  pickup: Pickup | undefined,
  tariff: Tariff = TARIFF,
): HireEstimate {
  if (!isHireLength(hours, tariff)) throw new RangeError(`hire length out of range: ${String(hours)}`);
  const h = tariff.hourly;
  const fullDay = hours === "fullDay";
  const n = fullDay ? h.fullDay.hours : hours;
  const rate = fullDay ? null : hireRate(n, h);
  const baseCents = rate ? rate.cents : h.fullDay.cents;
  const includedKm = rate ? rate.includedKm : h.fullDay.kmIncluded;
  const surcharges = surchargesFor(baseCents, pickup, [start], tariff);
  const beforeRoundingCents = baseCents + surcharges.reduce((sum, s) => sum + s.cents, 0);
  return {
    hours: n,
    fullDay,
    baseCents,
    includedKm,
    extraKmCents: h.extraKmCents,
    surcharges,
    beforeRoundingCents,
    cents: roundUp(beforeRoundingCents, tariff),
  };
}

/** The charge for kilometres driven beyond those included in a hire (for the office, after the hire). */
export function extraKmCharge(hire: Pick<HireEstimate, "includedKm" | "extraKmCents">, kmDriven: number) {
  return Math.round(Math.max(0, kmDriven - hire.includedKm) * hire.extraKmCents);
}

function surchargeLines(part: PriceLine["part"], surcharges: Surcharge[], tariff: Tariff): PriceLine[] {
  return surcharges.map((s) => {
    const event = tariff.events.find((e) => e.id === s.id);
    return {
      code: "surcharge",
      part,
      id: s.id,
      percent: s.percent,
      cents: s.cents,
      ...(event ? { label: event.label } : {}),
    };
  });
}

function legLines(part: "outbound" | "return", e: Estimate, km: number, tariff: Tariff): PriceLine[] {
  const b = e.breakdown;
  const lines: PriceLine[] = [];
  if (b.kind === "fixed") lines.push({ code: "fixedFare", part, cents: b.baseCents });
  else if (b.minimumApplied) lines.push({ code: "minimum", part, cents: tariff.minimumCents, km });
  else lines.push({ code: "distance", part, cents: b.baseCents + b.distanceCents, km });
  if (b.stops) lines.push({ code: "stops", part, quantity: b.stops, cents: b.stopsCents });
  if (b.waitingCents) lines.push({ code: "waiting", part, minutes: b.waitingMinutes, cents: b.waitingCents });
  lines.push(...surchargeLines(part, b.surcharges, tariff));
  const rounding = b.roundedCents - b.beforeRoundingCents;
  if (rounding) lines.push({ code: "rounding", part, cents: rounding });
  return lines;
}

/**
 * Prices a whole request. Throws (RangeError or ZodError) on input the booking schema should have
 * refused: a missing drop-off, distance or return, a hire length out of range, too many stops.
 */
export function priceRequest(input: RequestPriceInput, tariff: Tariff = TARIFF): RequestQuote {
  const extrasAsked = input.extras ?? {};
  const capacity = checkCapacity(input.passengers, input.luggage, extrasAsked, tariff);
  const vehicle: VehicleChoice =
    input.vehicle && capacity.choices.includes(input.vehicle) ? input.vehicle : capacity.choices[0]!;
  const lines: PriceLine[] = [];
  let rideCents = 0;
  let outbound: Estimate | undefined;
  let back: RequestQuote["back"];
  let hire: HireEstimate | undefined;

  if (input.type === "hourly") {
    if (input.hours === undefined) throw new RangeError("an hourly hire needs its length");
    hire = hireEstimate(input.from, input.hours, input.pickup, tariff);
    lines.push({
      code: hire.fullDay ? "fullDay" : "hire",
      part: "hire",
      hours: hire.hours,
      km: hire.includedKm,
      cents: hire.baseCents,
    });
    lines.push(...surchargeLines("hire", hire.surcharges, tariff));
    const rounding = hire.cents - hire.beforeRoundingCents;
    if (rounding) lines.push({ code: "rounding", part: "hire", cents: rounding });
    rideCents = hire.cents;
  } else {
    if (!input.to || input.distanceKm === undefined) throw new RangeError("a transfer needs its drop-off");
    outbound = estimate(
      {
        from: input.from,
        to: input.to,
        via: input.via ?? [],
        waitingMinutes: input.waitingMinutes ?? [],
        distanceKm: input.distanceKm,
        pickup: input.pickup,
      },
      tariff,
    );
    lines.push(...legLines("outbound", outbound, input.distanceKm, tariff));
    rideCents = outbound.cents;
    if (input.type === "return") {
      if (input.returnDistanceKm === undefined) throw new RangeError("a return needs its distance back");
      const leg = estimate(
        { from: input.to, to: input.from, distanceKm: input.returnDistanceKm, pickup: input.returnPickup },
        tariff,
      );
      // The discount is exactly its percentage of the leg, as its line says ("−10 %": −8 € of 80 €);
      // the leg is then rounded up to the tariff's step again, on a line of its own (+3 €, to 75 €).
      const discountCents = Math.round((leg.cents * tariff.returnTrip.discountPercent) / 100);
      const cents = roundUp(leg.cents - discountCents, tariff);
      back = { estimate: leg, discountCents: leg.cents - cents, cents };
      lines.push(...legLines("return", leg, input.returnDistanceKm, tariff));
      if (discountCents)
        lines.push({
          code: "returnDiscount",
          part: "return",
          percent: tariff.returnTrip.discountPercent,
          cents: -discountCents,
        });
      const rounding = cents - (leg.cents - discountCents);
      if (rounding) lines.push({ code: "rounding", part: "return", cents: rounding });
      rideCents += cents;
    }
  }

  const vehicles = vehicle === "larger" ? 0 : capacity.vehiclesNeeded;
  let extraVehicleCents = 0;
  if (vehicles > 1) {
    extraVehicleCents = roundUp(
      (rideCents * (vehicles - 1) * tariff.capacity.extraVehiclePercent) / 100,
      tariff,
    );
    lines.push({ code: "extraVehicle", part: "request", quantity: vehicles - 1, cents: extraVehicleCents });
  }

  const extras: RequestQuote["extras"] = [];
  for (const id of EXTRA_IDS) {
    const quantity = extrasAsked[id] ?? 0;
    if (quantity <= 0) continue;
    const item = tariff.extras.find((e) => e.id === id)!;
    const entry = { id, label: item.label, quantity, unitCents: item.cents, cents: quantity * item.cents };
    extras.push(entry);
    lines.push({ code: "extra", part: "request", id, label: item.label, quantity, cents: entry.cents });
  }
  const extrasCents = extras.reduce((sum, e) => sum + e.cents, 0);

  return {
    type: input.type,
    vehicle,
    vehicles,
    capacity,
    ...(outbound ? { outbound } : {}),
    ...(back ? { back } : {}),
    ...(hire ? { hire } : {}),
    extras,
    lines,
    totalCents: vehicle === "larger" ? null : rideCents + extraVehicleCents + extrasCents,
    tariffVersion: tariff.version,
  };
}

/** Minutes since 1970 of a wall-clock date and time (a difference between two is what matters here). */
function wallMinutes(p: Pickup): number {
  return Date.parse(`${p.date}T${p.time}:00Z`) / 60000;
}

/**
 * The return rule's timing: the way back may be picked up no sooner than the outbound pickup plus the
 * estimated ride and the tariff's minimum gap.
 */
export function isReturnTooEarly(
  outbound: Pickup,
  rideMinutes: number,
  back: Pickup,
  tariff: Tariff = TARIFF,
): boolean {
  return wallMinutes(back) < wallMinutes(outbound) + Math.ceil(rideMinutes) + tariff.returnTrip.minGapMinutes;
}
