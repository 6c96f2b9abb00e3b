/**
 * Trip quotes and reservation requests, decided on the server: places resolved by the server, distance
 * from the server's routing, price from the tariff. The browser's figures are never used.
 */
import { randomInt } from "node:crypto";
import { isInServedArea } from "~/domain/geo/area";
import { formatDistance, formatDuration } from "~/domain/geo/format";
import type { LatLng } from "~/domain/geo/types";
import { estimate } from "~/domain/pricing/estimate";
import { formatPrice } from "~/domain/pricing/format";
import { db } from "~/db/client.server";
import { type NewReservation, reservations } from "~/db/schema";
import type { Lang } from "~/i18n/lang";
import { type RouteEstimate, routeBetween } from "./geo.server";

export interface Quote {
  route: RouteEstimate;
  priceCents: number;
  tariffVersion: string;
}

export async function quoteTrip(
  from: LatLng,
  to: LatLng,
  pickup?: { date: string; time: string },
): Promise<Quote> {
  const route = await routeBetween(from, to);
  const price = estimate({ from, to, distanceKm: route.distanceKm, pickup });
  return { route, priceCents: price.cents, tariffVersion: price.tariffVersion };
}

/** The specification's calculate-trip answer, plus typed extras. */
export function quoteToJson(quote: Quote, lang: Lang) {
  return {
    distance_km: quote.route.distanceKm,
    distance_text: formatDistance(quote.route.distanceKm, lang),
    duration_text: formatDuration(quote.route.durationMin, lang),
    duration_min: quote.route.durationMin,
    price: quote.priceCents / 100,
    price_cents: quote.priceCents,
    price_text: formatPrice(quote.priceCents, lang),
    currency: "EUR",
    estimated: quote.route.estimated,
    source: quote.route.source,
    fallback: quote.route.fallback,
    tariff_version: quote.tariffVersion,
    path: quote.route.path.map((p) => [Math.round(p.lat * 1e5) / 1e5, Math.round(p.lng * 1e5) / 1e5]),
  };
}

export function checkServed(point: LatLng): boolean {
  return isInServedArea(point.lat, point.lng);
}

// Crockford-like alphabet without 0/O, 1/I/L: easy to read out on the phone.
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

export function newReference(): string {
  let out = "RC-";
  for (let i = 0; i < 6; i++) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

export type ReservationInput = Omit<NewReservation, "id" | "reference" | "status" | "createdAt">;

/**
 * Stores a reservation request in one statement (status `new`); retries with a fresh reference on the
 * rare collision. Resolves only once the row is committed.
 */
export async function createReservation(input: ReservationInput): Promise<{ id: string; reference: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = newReference();
    try {
      const [row] = await db()
        .insert(reservations)
        .values({ ...input, reference, status: "new" })
        .returning({ id: reservations.id, reference: reservations.reference });
      if (row) return row;
    } catch (error) {
      const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      if (code === "23505" && attempt < 4) continue;
      throw error;
    }
  }
  throw new Error("could not allocate a reservation reference");
}
