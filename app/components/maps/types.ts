import type { Lang } from "~/i18n/lang";

export interface LatLng {
  lat: number;
  lng: number;
}

/** What an interactive map shows: the two places and, once known, the road between them. */
export interface MapTrip {
  from?: LatLng | null;
  to?: LatLng | null;
  /** the route's shape; with fewer than two points a straight line joins the places */
  path?: LatLng[] | null;
}

export interface MapHandle {
  update: (trip: MapTrip) => void;
  destroy: () => void;
}

export interface MountOptions {
  container: HTMLElement;
  lang: Lang;
  trip: MapTrip;
  labels: { departure: string; arrival: string };
  reducedMotion: boolean;
}

/** The Riviera between Saint-Tropez and Menton: the view before any place is chosen. */
const RIVIERA_BOUNDS = { west: 6.55, south: 43.2, east: 7.65, north: 43.95 };

/** The line to draw: the route when known, otherwise a straight line between the places. */
export function tripLine(trip: MapTrip): { points: LatLng[]; road: boolean } {
  if (trip.path && trip.path.length > 1) return { points: trip.path, road: true };
  if (trip.from && trip.to) return { points: [trip.from, trip.to], road: false };
  return { points: [], road: false };
}

/** The box to frame: every point of the trip, or the Riviera. */
export function tripBounds(trip: MapTrip) {
  const points = [...(trip.from ? [trip.from] : []), ...(trip.to ? [trip.to] : []), ...tripLine(trip).points];
  if (points.length === 0) return RIVIERA_BOUNDS;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return {
    west: Math.min(...lngs),
    south: Math.min(...lats),
    east: Math.max(...lngs),
    north: Math.max(...lats),
  };
}
