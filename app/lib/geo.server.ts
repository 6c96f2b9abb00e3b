/**
 * Geography behind one interface: place search, place lookup and driving routes.
 * The embedded provider (gazetteer + road graph in app/domain/geo) needs no key and no network and is
 * the default; real providers are chosen by configuration and fall back to it when slow or failing,
 * saying so in the result.
 *
 * Places returned to the browser carry an id. Embedded places use their gazetteer id; places from an
 * outside provider carry a token signed by this server (label and coordinates), so a place chosen in
 * the list is never taken from the browser's word.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { isInServedArea } from "~/domain/geo/area";
import { getPlace, search as searchGazetteer } from "~/domain/geo/places";
import { route as routeOnGraph } from "~/domain/geo/routing";
import type { LatLng, PlaceKind } from "~/domain/geo/types";
import type { Lang } from "~/i18n/lang";
import { getEnv } from "./env.server";
import { log } from "./logger.server";

export type GeoSource = "embedded" | "photon" | "osrm" | "google";

export interface PlaceResult {
  id: string;
  label: string;
  lat: number;
  lng: number;
  kind: PlaceKind;
}

export interface SearchResult {
  places: PlaceResult[];
  source: GeoSource;
  /** true when the configured provider failed and the embedded one answered instead */
  fallback: boolean;
}

export interface RouteEstimate {
  distanceKm: number;
  durationMin: number;
  path: LatLng[];
  source: GeoSource;
  fallback: boolean;
  /** the embedded graph's figures are estimates; a routing service's are computed on real roads */
  estimated: boolean;
}

export interface SearchProvider {
  name: GeoSource;
  search: (
    query: string,
    options: { lang: Lang; near?: LatLng; limit: number; signal: AbortSignal },
  ) => Promise<PlaceResult[]>;
}

export interface RouteProvider {
  name: GeoSource;
  route: (
    from: LatLng,
    to: LatLng,
    signal: AbortSignal,
  ) => Promise<{ distanceKm: number; durationMin: number; path: LatLng[] }>;
}

const PROVIDER_TIMEOUT_MS = 2500;

// ---- signed place tokens -------------------------------------------------------------------------

function sign(payload: string): string {
  return createHmac("sha256", getEnv().SESSION_SECRET)
    .update(`place:${payload}`)
    .digest("base64url")
    .slice(0, 22);
}

export function placeToken(place: Omit<PlaceResult, "id">): string {
  const payload = Buffer.from(
    JSON.stringify([
      place.label,
      Math.round(place.lat * 1e6) / 1e6,
      Math.round(place.lng * 1e6) / 1e6,
      place.kind,
    ]),
  ).toString("base64url");
  return `x:${payload}.${sign(payload)}`;
}

function readPlaceToken(token: string): PlaceResult | undefined {
  const match = /^x:([A-Za-z0-9_-]{1,600})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return undefined;
  const [, payload, mac] = match as unknown as [string, string, string];
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const [label, lat, lng, kind] = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as [
      string,
      number,
      number,
      PlaceKind,
    ];
    if (typeof label !== "string" || !Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
    return { id: token, label, lat, lng, kind };
  } catch {
    return undefined;
  }
}

// ---- the embedded provider -----------------------------------------------------------------------

function embeddedSearch(query: string, lang: Lang, near: LatLng | undefined, limit: number): PlaceResult[] {
  return searchGazetteer(query, { lang, near, limit }).map((p) => ({
    id: p.id,
    label: p.label,
    lat: p.lat,
    lng: p.lng,
    kind: p.kind,
  }));
}

function embeddedRoute(from: LatLng, to: LatLng): RouteEstimate {
  const result = routeOnGraph(from, to);
  return {
    distanceKm: result.distanceKm,
    durationMin: result.durationMin,
    path: result.path,
    source: "embedded",
    fallback: false,
    estimated: true,
  };
}

// ---- the service ---------------------------------------------------------------------------------

let searchProvider: SearchProvider | undefined;
let routeProvider: RouteProvider | undefined;

/** Chooses the outside providers (undefined = embedded only). Called at start from configuration. */
export function configureGeo(providers: { search?: SearchProvider; route?: RouteProvider }) {
  searchProvider = providers.search;
  routeProvider = providers.route;
}

async function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error("provider timeout")), PROVIDER_TIMEOUT_MS);
  try {
    return await work(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

export async function searchPlaces(
  query: string,
  options: { lang: Lang; near?: LatLng; limit?: number },
): Promise<SearchResult> {
  const limit = Math.min(Math.max(options.limit ?? 8, 1), 10);
  const q = query.trim().slice(0, 200);
  if (q.length < 2) return { places: [], source: searchProvider?.name ?? "embedded", fallback: false };
  if (searchProvider) {
    const provider = searchProvider;
    try {
      const places = await withTimeout((signal) => provider.search(q, { ...options, limit, signal }));
      const inArea = places.filter((p) => isInServedArea(p.lat, p.lng)).slice(0, limit);
      return {
        places: inArea.map((p) => ({ ...p, id: placeToken(p) })),
        source: provider.name,
        fallback: false,
      };
    } catch (error) {
      log.warn("place search provider failed; embedded gazetteer used", { provider: provider.name, error });
      return {
        places: embeddedSearch(q, options.lang, options.near, limit),
        source: "embedded",
        fallback: true,
      };
    }
  }
  return {
    places: embeddedSearch(q, options.lang, options.near, limit),
    source: "embedded",
    fallback: false,
  };
}

/** A place from its id (gazetteer id or signed token); undefined when unknown or forged. */
export function lookupPlace(id: string, lang: Lang): PlaceResult | undefined {
  if (id.startsWith("x:")) return readPlaceToken(id);
  const place = getPlace(id, lang);
  return place
    ? { id: place.id, label: place.label, lat: place.lat, lng: place.lng, kind: place.kind }
    : undefined;
}

/** Resolves a typed address (no choice made in the list) to the best match. */
export async function resolveAddress(
  text: string,
  lang: Lang,
  near?: LatLng,
): Promise<PlaceResult | undefined> {
  const result = await searchPlaces(text, { lang, near, limit: 1 });
  return result.places[0];
}

export async function routeBetween(from: LatLng, to: LatLng): Promise<RouteEstimate> {
  if (routeProvider) {
    const provider = routeProvider;
    try {
      const result = await withTimeout((signal) => provider.route(from, to, signal));
      return { ...result, source: provider.name, fallback: false, estimated: false };
    } catch (error) {
      log.warn("routing provider failed; embedded road graph used", { provider: provider.name, error });
      return { ...embeddedRoute(from, to), fallback: true };
    }
  }
  return embeddedRoute(from, to);
}
