/**
 * A street or villa address typed as clients type it ("Villa Les Roses, 12 avenue Denis Séméria,
 * Saint-Jean-Cap-Ferrat"; "10 rue de France, Nice"): the offline gazetteer holds places, not streets,
 * so such an address is kept exactly as typed, for the driver to read, and placed at the centre of the
 * town it names, or on the gazetteer's own street it is on ("45 promenade des Anglais"), for the route
 * and the estimate (decision 016, amended). Pure: no I/O.
 */

import type { Lang } from "~/i18n/lang";
import { haversineKm } from "./distance";
import { search, townNamed } from "./places";
import {
  isStreetWord,
  NAMED_KINDS,
  QUERY_EXPANSIONS,
  STOPWORDS,
  STREET_WORDS,
  stripStopwords,
} from "./search-words";
import { normalizeText } from "./text";
import type { LatLng, Place } from "./types";

export interface StreetAddress {
  /** The address as typed, spaces tidied: what the driver reads. */
  label: string;
  /** Where it stands on the route: the town it names (its centre), or the gazetteer's own street it
   * is on (the Promenade des Anglais, La Croisette). */
  place: Place;
}

/** Little words that tie a street to the name after it: "Route de Nice" is a road, not a place in Nice. */
const LINKING_WORDS = new Set([
  "de",
  "du",
  "des",
  "d",
  "la",
  "le",
  "les",
  "l",
  "a",
  "au",
  "aux",
  "di",
  "del",
  "della",
  "to",
]);

/** Words read in full for comparing town names: "St Jean Cap Ferrat" is Saint-Jean-Cap-Ferrat. */
const inFull = (words: string[]) => words.map((w) => QUERY_EXPANSIONS[w] ?? w).join(" ");

/** The town the words name ("St Jean Cap Ferrat", "06230 Saint-Jean-Cap-Ferrat", "Villefranche"). */
function townOf(words: string[], lang: Lang): Place | undefined {
  return townNamed(inFull(words.filter((w) => !/^\d{4,5}$/.test(w))), lang);
}

interface Split {
  town: Place;
  /** The words before the town: the street, the villa. */
  street: string[];
  /** Whether a comma set the street apart from the town. */
  comma: boolean;
}

/** The typed text's town, at its end ("… , 06230 Saint-Jean-Cap-Ferrat"), and the words before it. */
function splitTown(label: string, lang: Lang): Split | undefined {
  const parts = label
    .split(",")
    .map((p) => normalizeText(p))
    .filter(Boolean);
  const last = (parts.at(-1) ?? "").split(" ");
  if (parts.length > 1) {
    const town = townOf(last, lang);
    if (town) return { town, street: parts.slice(0, -1).join(" ").split(" "), comma: true };
  }
  // The town as the last words, without a comma: the longest that names one (four words at most).
  const words = parts.join(" ").split(" ");
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const town = townOf(words.slice(-n), lang);
    if (town) return { town, street: words.slice(0, -n), comma: false };
  }
  return undefined;
}

/** The most words (little words aside) of a place's name that a street can be. */
const MAX_PLACE_WORDS = 4;

/**
 * The gazetteer's own place that the words name, numbers aside: "promenade des Anglais" (its name),
 * "bd de la Croisette" (ending in its name "La Croisette"), "Villa Ephrussi" (its name begun).
 */
function placeNamed(words: string[], lang: Lang): Place | undefined {
  const phrase = stripStopwords(inFull(words.filter((w) => !/\d/.test(w))));
  // Such places have short names; a longer text ("Villa Les Roses, 12 avenue Denis Séméria") is not
  // one, and searching it would cost as much again as the search it comes with (about 1 ms).
  if (!phrase || phrase.split(" ").length > MAX_PLACE_WORDS) return undefined;
  const [found] = search(phrase, { lang, limit: 1 });
  if (!found || found.kind === "town") return undefined;
  const name = stripStopwords(normalizeText(found.name));
  return name.startsWith(phrase) || phrase.endsWith(` ${name}`) ? found : undefined;
}

/** Farther than this from the town typed, a street's namesake is another street. */
const SAME_TOWN_KM = 10;

/** The street address a text is, or undefined when it names no street or no known town. */
export function streetAddress(text: string, lang: Lang): StreetAddress | undefined {
  const label = text.replace(/\s+/g, " ").trim().slice(0, 200);
  const words = normalizeText(label).split(" ");
  // A street word and something before the town: "Nice" alone, or "Route de Nice" alone, is no address.
  if (words.length < 3 || !words.some((w) => isStreetWord(w))) return undefined;
  const split = splitTown(label, lang);
  const street = split?.street ?? words;
  const numbered = street.some((w) => /\d/.test(w));
  // Without its town, a numbered address on one of the gazetteer's streets ("45 promenade des
  // Anglais") is on that street; any other is somewhere in one of many towns.
  if (!split) {
    const own = numbered ? placeNamed(street, lang) : undefined;
    return own ? { label, place: own } : undefined;
  }
  const { town, comma } = split;
  // The street itself must be more than a street word and little words ("Avenue de Nice").
  if (!street.some((w) => isStreetWord(w))) return undefined;
  // (A one-word German street, "Bahnhofstrasse", is its own name.)
  if (!street.some((w) => !STREET_WORDS.has(w) && !STOPWORDS.has(w) && !/^\d+$/.test(w))) return undefined;
  // "Route de Grasse" or "Chemin de Vence" alone is a road named after a town, found in many towns.
  if (!numbered && !comma && LINKING_WORDS.has(street.at(-1) ?? "")) return undefined;
  const own = placeNamed(street, lang);
  // "Promenade des Anglais, Nice" is the gazetteer's own place, not a typed address.
  if (own && !numbered) return undefined;
  // "45 promenade des Anglais, Nice" is on the Promenade, not at the town's centre.
  if (own && haversineKm(own, town) < SAME_TOWN_KM) return { label, place: own };
  return { label, place: town };
}

/**
 * A text cut where its address begins: at its first comma ("Hotel Negresco, 37 Promenade des Anglais,
 * Nice"), or, typed without commas, before its house number when a street follows it ("Hotel Negresco
 * 37 Promenade des Anglais Nice"). The text whole when it has neither.
 */
function nameAndAddress(text: string): string[] {
  if (text.includes(",")) return text.split(",");
  const words = text.trim().split(/\s+/);
  const number = words.findIndex((w, i) => i > 0 && /^\d+(?:bis|ter|[a-z])?$/i.test(w));
  if (number < 1 || !isStreetWord(normalizeText(words[number + 1] ?? ""))) return [text];
  return [words.slice(0, number).join(" "), words.slice(number).join(" ")];
}

/**
 * The gazetteer's named place (a hotel, a restaurant, a landmark…) that a text names before its
 * address: "Hotel Negresco, 37 Promenade des Anglais, Nice" is the Negresco, which the search of the
 * whole text does not find. Its part before the first comma must carry every word of the place's name
 * (little words aside), and the place must stand in the town the text names, when it names one.
 */
export function namedPlaceBeforeAddress(text: string, lang: Lang): Place | undefined {
  const [first, ...rest] = nameAndAddress(text);
  if (!first?.trim() || !rest.some((part) => part.trim())) return undefined;
  const words = stripStopwords(normalizeText(first)).split(" ").filter(Boolean);
  if (!words.length || words.length > MAX_PLACE_WORDS) return undefined;
  const town = splitTown(text, lang)?.town;
  return search(first, { lang, limit: 5 }).find((place) => {
    if (!NAMED_KINDS.has(place.kind)) return false;
    const name = new Set(stripStopwords(normalizeText(place.name)).split(" "));
    return words.every((w) => name.has(w)) && (!town || haversineKm(place, town) < SAME_TOWN_KM);
  });
}

/** How the list and the summary name where an address is put: a town by its name, a street with its
 * town ("Promenade des Anglais, Nice"), the country left out. */
export function placedAtName(place: Place): string {
  if (place.kind === "town") return place.name;
  return place.label.split(", ").slice(0, -1).join(", ") || place.name;
}

/** Closer than this (a metre), a stored point is the gazetteer's place itself (tokens round to 1e-6°). */
const SAME_POINT_KM = 0.001;

/** A place of a request as the draft keeps it. */
interface KeptPlace {
  label: string;
  lat: number;
  lng: number;
  kind?: string;
}

/**
 * The addresses among `places` that were kept as typed and put at one of the gazetteer's places, with
 * that place's name in `lang`: the text, read again, is put exactly where the place stands. An address
 * an outside geocoder found at its own point is not one of them.
 */
export function placedAddresses(
  places: (KeptPlace | undefined)[],
  lang: Lang,
): { label: string; where: string }[] {
  const placed: { label: string; where: string }[] = [];
  for (const p of places) {
    if (p?.kind !== "address") continue;
    const address = streetAddress(p.label, lang);
    if (!address || haversineKm(address.place, p) > SAME_POINT_KM) continue;
    placed.push({ label: p.label, where: placedAtName(address.place) });
  }
  return placed;
}

/** What `placedTripPlaces` reads of a stored request. */
interface StoredTrip {
  departure: string;
  arrival: string;
  tripType?: string | null;
  departureKind?: string | null;
  arrivalKind?: string | null;
  /** Stored with their own point and kind (an hourly hire has none); one without a point is left out. */
  stops?: readonly { label: string; lat?: number; lng?: number; kind?: string }[] | null;
}

/**
 * `placedAddresses` for a stored request's departure, stops and arrival, in the order of the trip (an
 * hourly hire has only its departure), given where its two ends were stored; an end stored without a
 * point is left out.
 */
export function placedTripPlaces(
  trip: StoredTrip,
  points: { departure?: LatLng | null; arrival?: LatLng | null },
  lang: Lang,
): { label: string; where: string }[] {
  const end = (label: string, point: LatLng | null | undefined, kind: string | null | undefined) =>
    point ? { label, ...point, kind: kind ?? undefined } : undefined;
  if (trip.tripType === "hourly")
    return placedAddresses([end(trip.departure, points.departure, trip.departureKind)], lang);
  return placedAddresses(
    [
      end(trip.departure, points.departure, trip.departureKind),
      ...(trip.stops ?? []).map(({ label, lat, lng, kind }) =>
        lat !== undefined && lng !== undefined ? { label, lat, lng, kind } : undefined,
      ),
      end(trip.arrival, points.arrival, trip.arrivalKind),
    ],
    lang,
  );
}
