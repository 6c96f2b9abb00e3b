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
import { isInServedArea } from "~/domain/geo/area";
import { getPlace, resolveText, search as searchGazetteer } from "~/domain/geo/places";
import { route as routeOnGraph } from "~/domain/geo/routing";
import {
  namedPlaceBeforeAddress,
  placedAtName,
  type StreetAddress,
  streetAddress,
} from "~/domain/geo/street-address";
import { normalizeText } from "~/domain/geo/text";
import type { LatLng, PlaceKind } from "~/domain/geo/types";
import type { Lang } from "~/i18n/lang";
import { signValue, verifiedValue } from "./cookies.server";
import { log } from "./logger.server";

export type GeoSource = "embedded" | "photon" | "osrm" | "google";

export interface PlaceResult {
  id: string;
  label: string;
  lat: number;
  lng: number;
  kind: PlaceKind;
}

/**
 * A place offered in the address list. Most carry their coordinates; a Google suggestion
 * (Autocomplete) does not until it is chosen: its id is then a signed `g:` token that Place Details
 * turns into a full place (lookupPlaceAsync).
 */
export interface PlaceSuggestion {
  id: string;
  label: string;
  kind: PlaceKind;
  /** For an address kept as typed: the gazetteer's place it is put at for the route ("Nice"). */
  placedAt?: string;
  lat?: number;
  lng?: number;
}

export interface SearchResult {
  places: PlaceSuggestion[];
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

/** What a provider returns: a place with coordinates, or a suggestion to look up by `ref` on choice. */
export interface ProviderPlace {
  label: string;
  kind: PlaceKind;
  lat?: number;
  lng?: number;
  /** the provider's own id, for details() */
  ref?: string;
}

export interface SearchProvider {
  name: GeoSource;
  search: (
    query: string,
    /** session: the browser's token, already checked by sessionParam */
    options: { lang: Lang; near?: LatLng; limit: number; signal: AbortSignal; session?: string },
  ) => Promise<ProviderPlace[]>;
  /** Coordinates of a suggestion (Google Place Details); ends the autocomplete session (checked, as above). */
  details?: (
    ref: string,
    options: { lang: Lang; signal: AbortSignal; session?: string },
  ) => Promise<{ lat: number; lng: number; kind?: PlaceKind }>;
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

/** A place from an outside provider, signed so that the browser cannot change it: `x:` + token. */
export async function placeToken(place: Omit<PlaceResult, "id">): Promise<string> {
  const fields = [
    place.label,
    Math.round(place.lat * 1e6) / 1e6,
    Math.round(place.lng * 1e6) / 1e6,
    place.kind,
  ];
  return `x:${await signValue("place", fields)}`;
}

/** A suggestion still to be looked up: the provider's id, the label shown and the kind, signed. */
export async function suggestionToken(suggestion: {
  ref: string;
  label: string;
  kind: PlaceKind;
}): Promise<string> {
  return `g:${await signValue("suggestion", [suggestion.ref, suggestion.label, suggestion.kind])}`;
}

/** The signed fields after `prefix`, or undefined when the token is too long, forged or damaged. */
async function signedFields(token: string, prefix: string, purpose: string, maxLength: number) {
  if (!token.startsWith(prefix) || token.length > maxLength) return undefined;
  const fields = await verifiedValue(purpose, token.slice(prefix.length));
  return Array.isArray(fields) ? (fields as unknown[]) : undefined;
}

async function readSuggestionToken(
  token: string,
): Promise<{ ref: string; label: string; kind: PlaceKind } | undefined> {
  const [ref, label, kind] = (await signedFields(token, "g:", "suggestion", 1000)) ?? [];
  if (typeof ref !== "string" || typeof label !== "string") return undefined;
  return { ref, label, kind: kind as PlaceKind };
}

async function readPlaceToken(token: string): Promise<PlaceResult | undefined> {
  const [label, lat, lng, kind] = (await signedFields(token, "x:", "place", 700)) ?? [];
  if (typeof label !== "string" || !Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  return { id: token, label, lat: lat as number, lng: lng as number, kind: kind as PlaceKind };
}

// ---- the embedded provider -----------------------------------------------------------------------

/**
 * A street or villa address kept as typed, at its town's centre or on the gazetteer's street
 * (decision 016): signed like an outside provider's place, so that the server takes back only what it
 * handed out. `placedAt` names that point for the list: a town by its name, a street with its town.
 */
async function addressPlace(address: StreetAddress): Promise<PlaceResult & { placedAt: string }> {
  const place = {
    label: address.label,
    lat: address.place.lat,
    lng: address.place.lng,
    kind: "address" as const,
  };
  return { ...place, id: await placeToken(place), placedAt: placedAtName(address.place) };
}

/**
 * The gazetteer's answer, with a typed street address offered as typed: first, unless the gazetteer's
 * best is a named place (a hotel, a landmark) rather than the town, which then stays first.
 */
async function embeddedWithAddress(
  query: string,
  lang: Lang,
  near: LatLng | undefined,
  limit: number,
): Promise<PlaceResult[]> {
  const places = embeddedSearch(query, lang, near, limit);
  const address = streetAddress(query, lang);
  if (!address) return places;
  // "Hotel Negresco, 37 Promenade des Anglais, Nice": the hotel first, the address as typed after it.
  const named = places.length ? undefined : namedPlaceBeforeAddress(query, lang);
  if (named) places.push(plainPlace(named));
  const at = places[0] && places[0].kind !== "town" ? 1 : 0;
  places.splice(at, 0, await addressPlace(address));
  return places.slice(0, limit);
}

/** A gazetteer's place as the list and the form carry it. */
function plainPlace(p: {
  id: string;
  label: string;
  lat: number;
  lng: number;
  kind: PlaceKind;
}): PlaceResult {
  return { id: p.id, label: p.label, lat: p.lat, lng: p.lng, kind: p.kind };
}

function embeddedSearch(query: string, lang: Lang, near: LatLng | undefined, limit: number): PlaceResult[] {
  return searchGazetteer(query, { lang, near, limit }).map(plainPlace);
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
  options: { lang: Lang; near?: LatLng; limit?: number; session?: string },
): Promise<SearchResult> {
  const limit = Math.min(Math.max(options.limit ?? 8, 1), 10);
  const q = query.trim().slice(0, 200);
  if (q.length < 2) return { places: [], source: searchProvider?.name ?? "embedded", fallback: false };
  if (searchProvider) {
    const provider = searchProvider;
    try {
      const places = await withTimeout((signal) => provider.search(q, { ...options, limit, signal }));
      const offered: PlaceSuggestion[] = [];
      for (const p of places) {
        if (offered.length >= limit) break;
        if (p.lat !== undefined && p.lng !== undefined) {
          if (!isInServedArea(p.lat, p.lng)) continue;
          const place = { label: p.label, lat: p.lat, lng: p.lng, kind: p.kind };
          offered.push({ ...place, id: await placeToken(place) });
        } else if (p.ref && provider.details) {
          // Asked within the area served; checked again once the coordinates are known.
          offered.push({
            id: await suggestionToken({ ref: p.ref, label: p.label, kind: p.kind }),
            label: p.label,
            kind: p.kind,
          });
        }
      }
      return { places: offered, source: provider.name, fallback: false };
    } catch (error) {
      log.warn("place search provider failed; embedded gazetteer used", { provider: provider.name, error });
      return {
        places: await embeddedWithAddress(q, options.lang, options.near, limit),
        source: "embedded",
        fallback: true,
      };
    }
  }
  return {
    places: await embeddedWithAddress(q, options.lang, options.near, limit),
    source: "embedded",
    fallback: false,
  };
}

/** A place from its id (gazetteer id or signed token); undefined when unknown or forged. */
export async function lookupPlace(id: string, lang: Lang): Promise<PlaceResult | undefined> {
  if (id.startsWith("x:")) return readPlaceToken(id);
  const place = getPlace(id, lang);
  return place
    ? { id: place.id, label: place.label, lat: place.lat, lng: place.lng, kind: place.kind }
    : undefined;
}

/** The browser's autocomplete session (a random id), forwarded to providers that bill by session. */
export function sessionParam(url: URL): string | undefined {
  const value = url.searchParams.get("session") ?? "";
  return /^[A-Za-z0-9_-]{8,64}$/.test(value) ? value : undefined;
}

/** Whether an id is a Google suggestion signed by this server. */
export async function isSuggestionId(id: string): Promise<boolean> {
  return (await readSuggestionToken(id)) !== undefined;
}

/**
 * A place from any id the address list hands out, including a Google suggestion, whose coordinates
 * are asked of Place Details (ending the visitor's autocomplete session). The result carries a
 * signed `x:` id. Undefined when unknown, forged, or when the provider cannot answer.
 */
export async function lookupPlaceAsync(
  id: string,
  lang: Lang,
  session?: string,
): Promise<PlaceResult | undefined> {
  if (!id.startsWith("g:")) return lookupPlace(id, lang);
  const suggestion = await readSuggestionToken(id);
  const provider = searchProvider;
  if (!suggestion || !provider?.details) return undefined;
  const details = provider.details;
  try {
    const found = await withTimeout((signal) => details(suggestion.ref, { lang, signal, session }));
    const place = {
      label: suggestion.label,
      lat: found.lat,
      lng: found.lng,
      kind: found.kind ?? suggestion.kind,
    };
    return { ...place, id: await placeToken(place) };
  } catch (error) {
    log.warn("place details provider failed", { provider: provider.name, error });
    return undefined;
  }
}

/**
 * The best match of a typed address (staff edits; a link's prefill, shown in step 1 where the client
 * sees and can change it). The booking's own step 1 uses resolveTyped instead.
 */
export async function resolveAddress(
  text: string,
  lang: Lang,
  near?: LatLng,
): Promise<PlaceResult | undefined> {
  const result = await searchPlaces(text, { lang, near, limit: 1 });
  const best = result.places[0];
  if (!best) return undefined;
  if (best.lat !== undefined && best.lng !== undefined) return { ...best, lat: best.lat, lng: best.lng };
  return (await lookupPlaceAsync(best.id, lang)) ?? embeddedSearch(text, lang, near, 1)[0];
}

/** What a typed text names: one place, or the places it may mean (PlaceSuggestion: coordinates may come on choice). */
export interface TypedResolution {
  place?: PlaceResult;
  choices: PlaceSuggestion[];
}

/**
 * Resolves a text typed without choosing in the list (no JavaScript, a link, a one-post request): the
 * place it names, or the places to choose from, never silently the first of several (decision 016).
 * The embedded gazetteer decides by names (resolveText); an outside provider's list by its labels.
 */
export async function resolveTyped(text: string, lang: Lang, near?: LatLng): Promise<TypedResolution> {
  const result = await searchPlaces(text, { lang, near, limit: 5 });
  if (result.source === "embedded") {
    const { place, choices } = resolveText(text.trim().slice(0, 200), { lang, near, limit: 5 });
    // A street or villa address is kept as typed, unless the text names a place of its own (a hotel),
    // alone or before its address ("Hotel Negresco, 37 Promenade des Anglais, Nice").
    const address = streetAddress(text, lang);
    if (address && (!place || place.kind === "town")) {
      const named = place ? undefined : namedPlaceBeforeAddress(text, lang);
      return { place: named ? plainPlace(named) : await addressPlace(address), choices: [] };
    }
    return { place: place && plainPlace(place), choices: choices.map(plainPlace) };
  }
  const typed = normalizeText(text);
  const exact = result.places.filter((p) => normalizeText(p.label) === typed);
  const only = result.places.length === 1 ? result.places[0] : exact.length === 1 ? exact[0] : undefined;
  if (!only) return { choices: result.places };
  if (only.lat !== undefined && only.lng !== undefined)
    return { place: { ...only, lat: only.lat, lng: only.lng }, choices: [] };
  const place = await lookupPlaceAsync(only.id, lang);
  return place ? { place, choices: [] } : { choices: [] };
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
