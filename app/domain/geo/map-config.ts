/**
 * Which map the booking form and the staff pages draw, chosen on the server from configuration and
 * handed to the browser by the loaders (nothing secret: a Google browser key is public by design and
 * must be restricted to the site's address in Google's console).
 * - embedded: the site's own SVG of the region (Natural Earth), no request to anyone. The default.
 * - maplibre: MapLibre GL with a vector tile style (OpenFreeMap's by default), for the open providers.
 * - google:   the Google Maps JavaScript API, required by Google's terms wherever Google data is shown.
 */
export type MapSettings =
  | { provider: "embedded" }
  | { provider: "maplibre"; styleUrl: string }
  | { provider: "google"; scriptUrl: string; browserKey: string };

/** The free, keyless vector style used when MapLibre is chosen and no style is configured. */
export const DEFAULT_MAP_STYLE_URL = "https://tiles.openfreemap.org/styles/liberty";
export const DEFAULT_GOOGLE_MAPS_SCRIPT_URL = "https://maps.googleapis.com/maps/api/js";

/** Hosts Google's map script loads from, per Google's content security policy guide. */
export const GOOGLE_MAPS_HOSTS = [
  "https://*.googleapis.com",
  "https://*.gstatic.com",
  "https://*.google.com",
  "https://*.ggpht.com",
  "https://*.googleusercontent.com",
];
