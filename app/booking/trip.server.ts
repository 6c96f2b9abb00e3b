/**
 * The trip as the server prices it (decision 017): the road route through the stops, the way back,
 * and the price of the whole request from the tariff. Never a figure from the browser.
 */
import type { LatLng, PlaceKind } from "~/domain/geo/types";
import { TARIFF } from "~/domain/pricing/tariff";
import { includedArrivalWaiting, priceRequest, type RequestQuote } from "~/domain/pricing/trip";
import type { Lang } from "~/i18n/lang";
import { type RouteEstimate, routeBetween } from "~/lib/geo.server";
import type { BookingDraft, DraftPlace } from "./draft.server";

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The road route through the points in order: the legs' distances and times added up. */
export async function routeThrough(points: LatLng[]): Promise<RouteEstimate> {
  if (points.length < 2) throw new RangeError("a route needs two points");
  const legs = await Promise.all(points.slice(1).map((p, i) => routeBetween(points[i]!, p)));
  return {
    distanceKm: round1(legs.reduce((sum, l) => sum + l.distanceKm, 0)),
    durationMin: legs.reduce((sum, l) => sum + l.durationMin, 0),
    path: legs.flatMap((l) => l.path),
    source: legs[0]!.source,
    fallback: legs.some((l) => l.fallback),
    estimated: legs.some((l) => l.estimated),
  };
}

/** What the server needs of a trip to route and price it. */
export type TripForQuote = Pick<
  BookingDraft,
  | "tripType"
  | "departure"
  | "arrival"
  | "stops"
  | "date"
  | "time"
  | "returnDate"
  | "returnTime"
  | "hours"
  | "passengers"
  | "luggage"
  | "extras"
  | "vehicle"
>;

export interface TripRoutes {
  outbound?: RouteEstimate;
  back?: RouteEstimate;
}

/** The routes a trip needs: none for a hire; through the stops; and the way back, direct. */
export async function routeTrip(trip: TripForQuote): Promise<TripRoutes> {
  if (trip.tripType === "hourly" || !trip.departure || !trip.arrival) return {};
  const outbound = await routeThrough([trip.departure, ...(trip.stops ?? []), trip.arrival]);
  const back = trip.tripType === "return" ? await routeBetween(trip.arrival, trip.departure) : undefined;
  return { outbound, ...(back ? { back } : {}) };
}

/**
 * The price of the trip from its routes' distances (or the ones kept in the draft), or null while the
 * trip is not complete enough to price (no start, no drop-off, no hire length).
 */
export function quoteTripRequest(
  trip: TripForQuote,
  distances: { outboundKm?: number; returnKm?: number },
): RequestQuote | null {
  const type = trip.tripType ?? "oneWay";
  if (!trip.departure) return null;
  if (type === "hourly" && !trip.hours) return null;
  if (type !== "hourly" && (!trip.arrival || distances.outboundKm === undefined)) return null;
  if (type === "return" && distances.returnKm === undefined) return null;
  const stops = type === "hourly" ? [] : (trip.stops ?? []);
  return priceRequest({
    type,
    from: trip.departure,
    ...(trip.date && trip.time ? { pickup: { date: trip.date, time: trip.time } } : {}),
    ...(type !== "hourly" && trip.arrival
      ? {
          to: trip.arrival,
          via: stops,
          waitingMinutes: stops.map((s) => s.waitingMinutes),
          distanceKm: distances.outboundKm,
        }
      : {}),
    ...(type === "return"
      ? {
          returnDistanceKm: distances.returnKm,
          ...(trip.returnDate && trip.returnTime
            ? { returnPickup: { date: trip.returnDate, time: trip.returnTime } }
            : {}),
        }
      : {}),
    ...(type === "hourly" && trip.hours ? { hours: trip.hours } : {}),
    passengers: trip.passengers ?? 1,
    luggage: trip.luggage ?? 0,
    extras: trip.extras ?? {},
    vehicle: trip.vehicle ?? "standard",
  });
}

/** The price of a draft from the distances it keeps (no routing): what the summary and step 2 show. */
export function quoteDraft(draft: BookingDraft): RequestQuote | null {
  return quoteTripRequest(draft, {
    outboundKm: draft.estimate?.distanceKm,
    returnKm: draft.estimate?.returnDistanceKm,
  });
}

/** What the form needs of the tariff to offer the options (the browser never loads the tariff). */
export function tripOptions(lang: Lang) {
  return {
    maxStops: TARIFF.stops.max,
    waitingOptions: TARIFF.stops.waitingOptionsMinutes,
    perStopCents: TARIFF.stops.perStopCents,
    waitingQuarterCents: TARIFF.waiting.centsPerStartedQuarter,
    hire: {
      minHours: TARIFF.hourly.minHours,
      maxHours: TARIFF.hourly.maxHours,
      hourCents: TARIFF.hourly.hourCents,
      kmIncludedPerHour: TARIFF.hourly.kmIncludedPerHour,
      extraKmCents: TARIFF.hourly.extraKmCents,
      fullDay: TARIFF.hourly.fullDay,
    },
    returnDiscountPercent: TARIFF.returnTrip.discountPercent,
    extras: TARIFF.extras.map((e) => ({
      id: e.id,
      label: e.label[lang],
      cents: e.cents,
      max: e.max,
      luggageUnits: e.luggageUnits,
    })),
    vehicle: {
      label: TARIFF.capacity.vehicle.label[lang],
      seats: TARIFF.capacity.vehicle.seats,
      luggage: TARIFF.capacity.vehicle.luggage,
    },
  };
}
export type TripOptions = ReturnType<typeof tripOptions>;

/** Waiting included after the scheduled arrival when the pickup is at an airport, heliport or station. */
export function arrivalWaiting(place: DraftPlace | undefined): number | null {
  return includedArrivalWaiting(place?.kind as PlaceKind | undefined);
}
