/**
 * The words of the place search: kind bonuses, words naming a kind, little words, abbreviations and
 * the synonyms added to the index. Pure data, read by places.ts.
 */
import type { PlaceKind } from "./types";

export const KIND_BONUS: Record<PlaceKind, number> = {
  airport: 18,
  heliport: 17,
  station: 12,
  port: 7,
  venue: 6,
  resort: 7,
  landmark: 6,
  hotel: 5,
  beach: 4,
  golf: 4,
  restaurant: 3,
  town: 0,
  address: 0,
};

/** Added to a town whose name the query gives without naming a kind: outweighs a station's bonus. */
export const TOWN_NAMED_BONUS = 16;

/** Kinds that are one named business: a partial match on them is never offered (another hotel). */
export const NAMED_KINDS = new Set<PlaceKind>(["hotel", "restaurant", "beach", "golf", "landmark", "venue"]);

/** Query words naming a kind: places of that kind come first ("aéroport marseille", "gare nice"). */
export const KIND_QUERY_WORDS: Record<string, PlaceKind> = {
  aeroport: "airport",
  airport: "airport",
  aeroporto: "airport",
  flughafen: "airport",
  aero: "airport",
  gare: "station",
  station: "station",
  stazione: "station",
  bahnhof: "station",
  hb: "station",
  hotel: "hotel",
  albergo: "hotel",
  palace: "hotel",
  plage: "beach",
  beach: "beach",
  golf: "golf",
  port: "port",
  marina: "port",
  harbour: "port",
  heliport: "heliport",
  helico: "heliport",
  restaurant: "restaurant",
  ristorante: "restaurant",
};

/** The company's base: nearness to Nice lifts a place among equals ("Roquebrune", "Villefranche"). */
export const HOME = { lat: 43.7031, lng: 7.2661 };

/** Query words that never restrict results (they only add to the score when they match). */
export const STOPWORDS = new Set([
  "d",
  "l",
  "de",
  "du",
  "des",
  "la",
  "le",
  "les",
  "a",
  "au",
  "aux",
  "et",
  "en",
  "di",
  "del",
  "della",
  "the",
  "of",
  "and",
]);

/** Extra index tokens so that common abbreviations match. */
export const TOKEN_SYNONYMS: Record<string, string[]> = {
  saint: ["st"],
  sainte: ["ste"],
  san: ["s"],
  sankt: ["st", "saint"],
  mont: ["mt"],
  monte: ["mt"],
  avenue: ["av", "ave"],
  boulevard: ["bd", "blvd"],
  aeroport: ["aero"],
};

/** Abbreviations typed by clients: matched as whole words only, and read in full for phrases. */
export const QUERY_EXPANSIONS: Record<string, string> = {
  st: "saint",
  ste: "sainte",
  mt: "mont",
  av: "avenue",
  ave: "avenue",
  bd: "boulevard",
  blvd: "boulevard",
  prom: "promenade",
};

/** Phrases also compared without their little words: "casino de monaco" = "casino monaco". */
export function stripStopwords(phrase: string): string {
  return phrase
    .split(" ")
    .filter((t) => !STOPWORDS.has(t))
    .join(" ");
}

export function withoutStopwords(phrases: string[]): string[] {
  return unique([...phrases, ...phrases.map(stripStopwords)].filter(Boolean));
}

export function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

/**
 * Words that make a text a street address (street-address.ts), in French, English and Italian
 * (normalised, no accents). Too common to stand alone for a place in a partial match (places.ts).
 */
export const STREET_WORDS = new Set([
  "rue",
  "avenue",
  "av",
  "ave",
  "bd",
  "boulevard",
  "blvd",
  "chemin",
  "ch",
  "route",
  "rte",
  "allee",
  "impasse",
  "quai",
  "corniche",
  "montee",
  "traverse",
  "villa",
  "domaine",
  "residence",
  "mas",
  "bastide",
  "lotissement",
  "street",
  "st",
  "road",
  "rd",
  "lane",
  "via",
  "viale",
  "corso",
  "strada",
  "piazza",
  "strasse",
  "promenade",
  "prom",
  "place",
  "pl",
  "square",
  "esplanade",
  "cours",
  "passage",
  "sentier",
  "hameau",
  "clos",
  "lieu",
  "lieudit",
]);

/** A street word, or a German street name written as one word ("Bahnhofstrasse", "Rosengasse"). */
export function isStreetWord(word: string): boolean {
  return STREET_WORDS.has(word) || /^\p{L}{3,}(strasse|gasse|weg|platz)$/u.test(word);
}
