/**
 * Data for the SVG region map (French Riviera, north-west Italy, western Switzerland), drawn by
 * the site itself — no tiles, no third-party request. Built by scripts/geo/build-region-map.mjs
 * from Natural Earth (public domain).
 *
 * Usage (React):
 *   <svg viewBox={REGION_MAP.viewBox}>
 *     <rect width={REGION_MAP.width} height={REGION_MAP.height} className="fill-sea" />
 *     <path d={REGION_MAP.land} className="fill-land" />
 *     <path d={REGION_MAP.borders} className="stroke-border" fill="none" />
 *     {REFERENCE_CITIES.map((c) => <circle cx={c.x} cy={c.y} r={3} />)}
 *   </svg>
 * The sea is the background; `land` is one filled path; `borders` are open lines (stroke only).
 * Lakes are not drawn (Natural Earth's land polygons include them).
 */

import type { Lang } from "~/i18n/lang";
import mapData from "./data/region-map.json";
import type { CountryCode } from "./types";

const RAD = Math.PI / 180;

export interface RegionMap {
  viewBox: string;
  width: number;
  height: number;
  /** SVG path data of the land (closed rings), clipped to the bounds. */
  land: string;
  /** SVG path data of country borders (open lines) between France, Monaco, Italy and Switzerland. */
  borders: string;
  bounds: { west: number; east: number; south: number; north: number };
}

export const REGION_MAP: RegionMap = {
  viewBox: mapData.viewBox,
  width: mapData.width,
  height: mapData.height,
  land: mapData.land,
  borders: mapData.borders,
  bounds: mapData.bounds,
};

const cos0 = Math.cos(mapData.projection.lat0 * RAD);
const scale = mapData.projection.scale;

/** Projects WGS84 coordinates to viewBox coordinates (same formula as the build script). */
export function project(lat: number, lng: number): { x: number; y: number } {
  return {
    x: scale * cos0 * (lng - mapData.bounds.west) * RAD,
    y: scale * (mapData.bounds.north - lat) * RAD,
  };
}

/** Inverse of project(): viewBox coordinates back to WGS84. */
export function unproject(x: number, y: number): { lat: number; lng: number } {
  return {
    lat: mapData.bounds.north - y / (scale * RAD),
    lng: mapData.bounds.west + x / (scale * cos0 * RAD),
  };
}

/** True when the point falls inside the drawn area. */
export function isOnMap(lat: number, lng: number): boolean {
  const { west, east, south, north } = mapData.bounds;
  return lat >= south && lat <= north && lng >= west && lng <= east;
}

interface MapCity {
  id: string;
  name: Record<Lang, string>;
  country: CountryCode;
  lat: number;
  lng: number;
  /** Projected position in the viewBox. */
  x: number;
  y: number;
  /** 1 = always labelled, 2 = labelled when there is room. */
  rank: 1 | 2;
  /** Suggested label side, to avoid overlaps on the crowded coast. */
  labelSide: "left" | "right" | "above" | "below";
}

const city = (
  id: string,
  name: string | Record<Lang, string>,
  country: CountryCode,
  lat: number,
  lng: number,
  rank: 1 | 2,
  labelSide: MapCity["labelSide"],
): MapCity => ({
  id,
  name: typeof name === "string" ? { fr: name, en: name } : name,
  country,
  lat,
  lng,
  ...project(lat, lng),
  rank,
  labelSide,
});

/** Labelled reference places (town centres from GeoNames, resorts from places.ts). */
export const REFERENCE_CITIES: readonly MapCity[] = [
  city("nice", "Nice", "FR", 43.70313, 7.26608, 1, "below"),
  city("cannes", "Cannes", "FR", 43.55135, 7.01275, 1, "below"),
  city("monaco", "Monaco", "MC", 43.73333, 7.41667, 1, "right"),
  city("antibes", "Antibes", "FR", 43.58579, 7.10831, 2, "below"),
  city("saint-tropez", "Saint-Tropez", "FR", 43.26764, 6.64049, 1, "below"),
  city("menton", "Menton", "FR", 43.77649, 7.50435, 2, "right"),
  city("grasse", "Grasse", "FR", 43.65783, 6.92537, 2, "left"),
  city("toulon", "Toulon", "FR", 43.12442, 5.92836, 2, "below"),
  city("marseille", "Marseille", "FR", 43.2965, 5.3698, 2, "above"),
  city("genoa", { fr: "Gênes", en: "Genoa" }, "IT", 44.40478, 8.94439, 1, "below"),
  city("san-remo", "Sanremo", "IT", 43.81725, 7.7772, 2, "below"),
  city("turin", "Turin", "IT", 45.07049, 7.68682, 1, "left"),
  city("milan", "Milan", "IT", 45.46427, 9.18951, 1, "right"),
  city("aosta", { fr: "Aoste", en: "Aosta" }, "IT", 45.73764, 7.31722, 2, "below"),
  city("portofino", "Portofino", "IT", 44.3035, 9.2096, 2, "below"),
  city("geneva", { fr: "Genève", en: "Geneva" }, "CH", 46.20222, 6.14569, 1, "left"),
  city("lausanne", "Lausanne", "CH", 46.516, 6.63282, 2, "above"),
  city("bern", { fr: "Berne", en: "Bern" }, "CH", 46.94809, 7.44744, 2, "right"),
  city("gstaad", "Gstaad", "CH", 46.4752, 7.2861, 2, "right"),
  city("verbier", "Verbier", "CH", 46.0961, 7.2285, 2, "left"),
  city("zermatt", "Zermatt", "CH", 46.0207, 7.7491, 1, "right"),
  city("chamonix", "Chamonix", "FR", 45.9237, 6.8694, 2, "left"),
  city("courchevel", "Courchevel", "FR", 45.4148, 6.6343, 1, "left"),
  city("grenoble", "Grenoble", "FR", 45.1885, 5.7245, 2, "left"),
];
