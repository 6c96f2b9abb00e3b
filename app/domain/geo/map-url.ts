/**
 * The address of the site's own map (the SVG rendered by routes/map-svg.ts, decision 023), built in
 * the browser or on the server without loading the geography itself.
 */
import type { Lang } from "~/i18n/lang";
import type { LatLng } from "./types";

export const MAP_SVG_PATH = "/map.svg";

/** The drawn region (same numbers as data/region-map.json, checked by region-map.test.ts). */
export const MAP_BOUNDS = { west: 3.4, east: 11.9, south: 41.9, north: 48.3 } as const;

/** Nominal pixel sizes of the phone and wide versions (region-map-svg.ts draws them). */
export const MAP_IMAGE_SIZES = { s: { width: 360, height: 270 }, l: { width: 760, height: 475 } } as const;

export function isOnMapBounds(p: LatLng): boolean {
  return (
    p.lat >= MAP_BOUNDS.south &&
    p.lat <= MAP_BOUNDS.north &&
    p.lng >= MAP_BOUNDS.west &&
    p.lng <= MAP_BOUNDS.east
  );
}

const point = (p: LatLng) => `${p.lat.toFixed(4)},${p.lng.toFixed(4)}`;

/** A trip from one place to another, or one place alone (a hire's pickup), or the Riviera. */
export type MapImageRequest = { view: "trip"; from: LatLng; to?: LatLng | null } | { view: "riviera" };

/** e.g. /map.svg?v=trip&from=43.5513,7.0128&to=45.4642,9.1900&size=l&theme=ivory&in=fr */
export function mapImageUrl(
  request: MapImageRequest,
  options: { size: "s" | "l"; theme: "ivory" | "navy"; lang: Lang },
): string {
  const q = new URLSearchParams({ v: request.view });
  if (request.view === "trip") {
    q.set("from", point(request.from));
    if (request.to) q.set("to", point(request.to));
  }
  q.set("size", options.size);
  q.set("theme", options.theme);
  q.set("in", options.lang); // not "lang": that one switches the site's language (server/language-redirect.ts)
  return `${MAP_SVG_PATH}?${q.toString()}`;
}

/** Parses "lat,lng" as written by mapImageUrl; null when malformed or off the map. */
export function parseMapPoint(value: string | null): LatLng | null {
  if (!value || value.length > 40) return null;
  const m = /^(-?\d{1,2}(?:\.\d{1,7})?),(-?\d{1,3}(?:\.\d{1,7})?)$/.exec(value);
  if (!m) return null;
  const p = { lat: Number(m[1]), lng: Number(m[2]) };
  return isOnMapBounds(p) ? p : null;
}
