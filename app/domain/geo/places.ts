/**
 * Places the chauffeurs are asked for, and the place search used by the booking form.
 *
 * Two sources are merged into one in-memory index built once at module load:
 * - PLACE_SEEDS (data/places.ts): a hand-made list (airports and terminals, heliports, stations, ports, event venues,
 *   ski resorts, landmark hotel areas) with French/English names and search keywords;
 * - the GeoNames gazetteer of towns (data/towns.json, built by scripts/geo/build-gazetteer.mjs).
 *
 * Search is accent- and case-insensitive with token prefix matching: every query token must be the
 * prefix of some token of the place (name in either language, aliases, keywords, locality).
 * "nice aer" → Nice airport, "cote d azur" → Nice airport, "monaco heli" → Monaco heliport,
 * "st trop" → Saint-Tropez. Ranking: match quality first (exact name > name starting with the
 * query > whole-token matches > prefix matches > matches only through keywords/locality), then kind
 * (airports, heliports and stations first), importance (population) and, when given, nearness.
 *
 * Pure module: no I/O, the data are static imports.
 */

import type { Lang } from "~/i18n/lang";
import { isInServedArea } from "./area";
import { PLACE_SEEDS, TOWN_OVERRIDES } from "./data/places";
import townsData from "./data/towns.json";
import { haversineKm } from "./distance";
import { allowedEdits, withinEdits } from "./fuzzy";
import {
  HOME,
  KIND_BONUS,
  KIND_QUERY_WORDS,
  NAMED_KINDS,
  QUERY_EXPANSIONS,
  STOPWORDS,
  STREET_WORDS,
  TOKEN_SYNONYMS,
  TOWN_NAMED_BONUS,
  unique,
  withoutStopwords,
} from "./search-words";
import { normalizeText, tokenize, typesetPlaceName } from "./text";
import type { CountryCode, Place, PlaceKind } from "./types";
import { COUNTRY_NAMES } from "./types";

type Localized = Record<Lang, string>;

export type { PlaceSeed } from "./data/places";
export { PLACE_SEEDS };

// ── Index ────────────────────────────────────────────────────────────────────────────────────────

interface Entry {
  id: string;
  kind: PlaceKind;
  name: Localized;
  locality?: Localized;
  country: CountryCode;
  lat: number;
  lng: number;
  importance: number;
  /** Normalised full names and aliases, for phrase matching. */
  phrases: string[];
  /** The same as written (little words kept): what names this place exactly ("hotel negresco"). */
  names: string[];
  /** Normalised keywords of several words ("festival de cannes"): a whole match counts, for less. */
  keywordPhrases: string[];
  /** Kind bonus + importance, precomputed. */
  staticScore: number;
}

/** Token field: 0 = name or alias, 1 = keyword, 2 = locality / region. */
type Field = 0 | 1 | 2;
const FIELD_WEIGHT = [1, 0.8, 0.6] as const;

const loc = (v: string | Localized | undefined): Localized | undefined =>
  v === undefined ? undefined : typeof v === "string" ? { fr: v, en: v } : v;

type TownRow = [number, string, string, number, number, string, number, number];
interface TownsFile {
  regions: { code: string; country: string; fr: string; en: string }[];
  towns: TownRow[];
}

const entries: Entry[] = [];
const byId = new Map<string, number>();
/** Sorted unique tokens and, for each, its postings encoded as entryIndex * 4 + field. */
let sortedTokens: string[] = [];
let postings: Int32Array[] = [];
/** Token indexes by length, for the typo scan. */
const tokensByLength: number[][] = [];

function buildIndex(): void {
  const tokenMap = new Map<string, number[]>();
  const post = (token: string, code: number) => {
    let list = tokenMap.get(token);
    if (!list) {
      list = [];
      tokenMap.set(token, list);
    }
    // Keep the best (lowest) field per entry and token; postings are appended in entry order.
    const last = list.length ? list[list.length - 1]! : -1;
    if (last >> 2 === code >> 2) {
      if ((last & 3) > (code & 3)) list[list.length - 1] = code;
    } else list.push(code);
  };
  const add = (tokens: readonly string[], entryIndex: number, field: Field) => {
    const code = entryIndex * 4 + field;
    for (const t of tokens) {
      post(t, code);
      const synonyms = TOKEN_SYNONYMS[t];
      if (synonyms) for (const syn of synonyms) post(syn, code);
    }
  };
  const tokensOf = (texts: readonly string[]) => texts.flatMap(tokenize);

  const pushEntry = (
    e: Omit<Entry, "staticScore">,
    nameTokens: readonly string[],
    keywordTokens: readonly string[],
    localityTokens: readonly string[],
  ) => {
    const index = entries.length;
    entries.push({ ...e, staticScore: staticScore(e) });
    byId.set(e.id, index);
    add(nameTokens, index, 0);
    add(keywordTokens, index, 1);
    add(localityTokens, index, 2);
  };

  for (const s of PLACE_SEEDS) {
    const name = loc(s.name)!;
    const locality = loc(s.locality);
    const aliases = s.aliases ?? [];
    const phrases = [name.fr, name.en, ...aliases].map(normalizeText);
    pushEntry(
      {
        id: s.id,
        kind: s.kind,
        name,
        locality,
        country: s.country,
        lat: s.lat,
        lng: s.lng,
        importance: s.importance,
        phrases: withoutStopwords(phrases),
        names: unique(phrases),
        keywordPhrases: withoutStopwords(s.keywords.filter((k) => k.includes(" ")).map(normalizeText)),
      },
      tokensOf([name.fr, name.en, ...aliases]),
      tokensOf(s.keywords),
      locality ? tokensOf([locality.fr, locality.en]) : [],
    );
  }

  // Towns duplicated by a hand-made place (same name or alias within 5 km, e.g. Zermatt, Courchevel)
  // are hidden.
  const seedsByName = new Map<string, { lat: number; lng: number }[]>();
  for (const s of PLACE_SEEDS) {
    const name = loc(s.name)!;
    const names = [name.fr, name.en, ...(s.aliases ?? [])].map(normalizeText);
    for (const n of new Set(names))
      seedsByName.set(n, [...(seedsByName.get(n) ?? []), { lat: s.lat, lng: s.lng }]);
  }
  const file = townsData as unknown as TownsFile;
  const regionTokens = file.regions.map((r) => unique(tokensOf([r.fr, r.en])));
  for (const [geonameId, rawName, asciiKey, lat, lng, cc, regionIndex, population] of file.towns) {
    const country = cc as CountryCode;
    const sameName = seedsByName.get(asciiKey);
    if (sameName?.some((s) => haversineKm(s, { lat, lng }) < 5)) continue;
    const o = TOWN_OVERRIDES[`${country}:${asciiKey}`];
    const name = { fr: o?.fr ?? rawName, en: o?.en ?? rawName };
    const region = file.regions[regionIndex]!;
    // asciiKey is the pre-computed normalizeText(rawName): no per-town normalisation at load.
    const extra = o ? [name.fr, name.en, ...(o.aliases ?? [])] : [];
    pushEntry(
      {
        id: `gn:${geonameId}`,
        kind: "town",
        name,
        locality: { fr: region.fr, en: region.en },
        country,
        lat,
        lng,
        importance: population,
        phrases: withoutStopwords(o ? [asciiKey, ...extra.map(normalizeText)] : [asciiKey]),
        names: o ? unique([asciiKey, ...extra.map(normalizeText)]) : [asciiKey],
        keywordPhrases: [],
      },
      o ? unique([...asciiKey.split(" "), ...tokensOf(extra)]) : asciiKey.split(" "),
      [],
      regionTokens[regionIndex]!,
    );
  }

  sortedTokens = [...tokenMap.keys()].sort();
  postings = sortedTokens.map((t) => Int32Array.from(tokenMap.get(t)!));
  sortedTokens.forEach((t, i) => {
    if (t.length >= 64) return;
    const list = tokensByLength[t.length] ?? [];
    list.push(i);
    tokensByLength[t.length] = list;
  });
}

/** Kind, importance, nearness to the base, and a step down for places outside the area served. */
function staticScore(e: Omit<Entry, "staticScore">): number {
  const home = 20 * Math.exp(-haversineKm(HOME, e) / 150);
  const outside = isInServedArea(e.lat, e.lng) ? 0 : -15;
  return KIND_BONUS[e.kind] + 3 * Math.log10(1 + e.importance) + home + outside;
}

buildIndex();

const scoreSum = new Float64Array(entries.length);
const tokenBest = new Float64Array(entries.length);
const tokenNameFlag = new Uint8Array(entries.length);
const hits = new Uint8Array(entries.length);
const nameHits = new Uint8Array(entries.length);
const exactNameHits = new Uint8Array(entries.length);
/** Per entry, during one token's scan: whether the token is one of its words, whole (any field). */
const tokenWhole = new Uint8Array(entries.length);
/** Required tokens that are whole words of the entry (not a prefix, not a correction). */
const wholeHits = new Uint8Array(entries.length);
const touchedScratch = new Uint8Array(entries.length);

function lowerBound(prefix: string): number {
  let lo = 0;
  let hi = sortedTokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sortedTokens[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function toPlace(e: Entry, lang: Lang): Place {
  const name = typesetPlaceName(e.name[lang]);
  const parts = [name];
  let acc = normalizeText(name);
  for (const part of [e.locality?.[lang], COUNTRY_NAMES[e.country][lang]]) {
    if (!part) continue;
    const n = normalizeText(part);
    if (acc.includes(n)) continue;
    parts.push(typesetPlaceName(part));
    acc += ` ${n}`;
  }
  return {
    id: e.id,
    label: parts.join(", "),
    name,
    kind: e.kind,
    lat: e.lat,
    lng: e.lng,
    country: e.country,
  };
}

export interface SearchOptions {
  lang?: Lang;
  /** Favour places near this point (e.g. the other end of the trip, or the user's position). */
  near?: { lat: number; lng: number };
  /** Maximum number of results (default 8, at most 50). */
  limit?: number;
  /** Restrict to these kinds. */
  kinds?: readonly PlaceKind[];
}

/** Place search (autocomplete). Returns [] for an empty query. */
export function search(query: string, opts: SearchOptions = {}): Place[] {
  const lang = opts.lang ?? "fr";
  const limit = Math.max(1, Math.min(50, Math.floor(opts.limit ?? 8)));
  // "club55", "isola2000": a word run into its number is read as two words ("t1", "k2" stay whole).
  const normQuery = normalizeText(query.slice(0, 200)).replace(/(\p{L}{3,})(\d+)/gu, "$1 $2");
  if (!normQuery) return [];
  const qTokens = unique(normQuery.split(" ")).slice(0, 8);
  // "st tropez" is compared with full names as "saint tropez".
  const expandedQuery = normQuery
    .split(" ")
    .map((t) => QUERY_EXPANSIONS[t] ?? t)
    .join(" ");
  const namedKinds = new Set(qTokens.map((t) => KIND_QUERY_WORDS[t]).filter((k) => k !== undefined));
  const meaningful = qTokens.filter((t) => !STOPWORDS.has(t));
  const required = meaningful.length ? meaningful : qTokens;
  const optional = meaningful.length ? qTokens.filter((t) => STOPWORDS.has(t)) : [];

  const touched: number[] = [];
  const corrections = new Map<string, string>();
  const touchedSet = touchedScratch;

  const scanToken = (q: string, isRequired: boolean) => {
    const local: number[] = [];
    const visit = (j: number, quality: number, exact: boolean) => {
      const list = postings[j]!;
      for (let k = 0; k < list.length; k++) {
        const code = list[k]!;
        const e = code >> 2;
        const field = (code & 3) as Field;
        const s = quality * FIELD_WEIGHT[field];
        if (tokenBest[e] === 0) local.push(e);
        if (s > tokenBest[e]!) tokenBest[e] = s;
        if (exact && quality === 1) tokenWhole[e] = 1;
        if (field === 0) {
          const flag = exact ? 2 : 1;
          if (flag > tokenNameFlag[e]!) tokenNameFlag[e] = flag;
        }
      }
    };
    const start = lowerBound(q);
    const hasExact = sortedTokens[start] === q;
    if (q in QUERY_EXPANSIONS) {
      // An abbreviation matches itself only ("st" is not the start of "station").
      if (hasExact) visit(start, 1, true);
    } else {
      for (let j = start; j < sortedTokens.length; j++) {
        const token = sortedTokens[j]!;
        if (!token.startsWith(q)) break;
        const exact = token.length === q.length;
        visit(j, exact ? 1 : 0.55 + (0.35 * q.length) / token.length, exact);
      }
    }
    const edits = hasExact || /\d/.test(q) ? 0 : allowedEdits(q.length);
    const unknown = local.length === 0;
    // A word the index does not hold may be mistyped: words a letter or two away match, for less.
    // When nothing starts with it, the closest, most used such word stands for it in phrases.
    let best = -1;
    let bestKey = -1;
    for (let len = q.length - edits; edits > 0 && len <= q.length + edits; len++) {
      for (const j of tokensByLength[len] ?? []) {
        const token = sortedTokens[j]!;
        if (token === q || !withinEdits(q, token, edits)) continue;
        visit(j, 0.6, false);
        const key = (withinEdits(q, token, 1) ? 1e6 : 0) + postings[j]!.length;
        if (key > bestKey) {
          bestKey = key;
          best = j;
        }
      }
    }
    if (unknown && best >= 0) {
      // The likeliest word ("canes" → "cannes", more used than "cagnes") counts a little more.
      visit(best, 0.8, false);
      corrections.set(q, sortedTokens[best]!);
    }
    for (const e of local) {
      const s = tokenBest[e]!;
      const flag = tokenNameFlag[e]!;
      tokenBest[e] = 0;
      tokenNameFlag[e] = 0;
      const whole = tokenWhole[e]!;
      tokenWhole[e] = 0;
      if (!touchedSet[e]) {
        touchedSet[e] = 1;
        touched.push(e);
      }
      if (!isRequired) {
        scoreSum[e]! += s * 0.2;
        continue;
      }
      scoreSum[e]! += s;
      hits[e]! += 1;
      if (!STREET_WORDS.has(q)) wholeHits[e]! += whole;
      if (flag >= 1) nameHits[e]! += 1;
      if (flag === 2) exactNameHits[e]! += 1;
    }
  };

  for (const q of required) scanToken(q, true);
  for (const q of optional) scanToken(q, false);

  const corrected = normQuery
    .split(" ")
    .map((t) => corrections.get(t) ?? QUERY_EXPANSIONS[t] ?? t)
    .join(" ");
  const queryForms = withoutStopwords([normQuery, expandedQuery, corrected]);
  const nReq = required.length;
  let minHits = nReq;
  if (!touched.some((e) => hits[e] === nReq) && nReq >= 2) minHits = nReq - 1;

  const kinds = opts.kinds ? new Set(opts.kinds) : undefined;
  const near = opts.near;
  const cosNear = near ? Math.cos((near.lat * Math.PI) / 180) : 1;
  // Keep the best `limit` results in a small sorted array (cheaper than sorting every candidate).
  const top: { e: number; score: number }[] = [];
  const better = (a: { e: number; score: number }, b: { e: number; score: number }) =>
    a.score > b.score || (a.score === b.score && entries[a.e]!.id < entries[b.e]!.id);
  for (const e of touched) {
    if (hits[e]! < minHits) continue;
    const entry = entries[e]!;
    if (kinds && !kinds.has(entry.kind)) continue;
    let tier: number;
    if (hits[e]! < nReq) {
      // A partial match on a named business would be another hotel: only towns and the like remain.
      if (NAMED_KINDS.has(entry.kind)) continue;
      // The words it matches must be its own, whole, and more than a street word: a word only begun
      // ("villa" of "Villanova"), mistyped ("picasso" for "Piasco") or as common as "villa" (a
      // hamlet called Villa) beside a word it lacks is a coincidence, not this place.
      if (wholeHits[e] === 0) continue;
      // Words that are a town's own name, beside one it lacks ("cannes shopping", "nice carnaval"),
      // mean the town rather than its airport or station, unless a kind is named ("gare").
      tier = entry.kind === "town" && namedKinds.size === 0 && exactNameHits[e] === hits[e] ? 0.5 : 0;
    } else if (entry.phrases.some((p) => queryForms.includes(p))) tier = 4;
    else if (entry.phrases.some((p) => queryForms.some((q) => p.startsWith(q)))) tier = 3;
    else if (entry.keywordPhrases.some((p) => queryForms.includes(p))) tier = 2.5;
    else if (exactNameHits[e] === nReq) tier = 2;
    else if (nameHits[e] === nReq) tier = 1.5;
    else tier = 1;
    let score = tier * 40 + (scoreSum[e]! / nReq) * 10 + entry.staticScore;
    if (namedKinds.has(entry.kind)) score += 30;
    // A town's name alone ("antibe", "beaulieu", "aix") means the town, not its station or port.
    else if (namedKinds.size === 0 && entry.kind === "town" && tier >= 3) score += TOWN_NAMED_BONUS;
    if (near) {
      // Equirectangular distance: plenty accurate at this scale, and cheap.
      const dx = (entry.lng - near.lng) * cosNear * 111.32;
      const dy = (entry.lat - near.lat) * 111.32;
      score += 20 * Math.exp(-Math.sqrt(dx * dx + dy * dy) / 25);
    }
    const item = { e, score };
    if (top.length === limit && !better(item, top[top.length - 1]!)) continue;
    let i = top.length === limit ? limit - 1 : top.length;
    if (top.length < limit) top.push(item);
    while (i > 0 && better(item, top[i - 1]!)) {
      top[i] = top[i - 1]!;
      i--;
    }
    top[i] = item;
  }
  for (const e of touched) {
    touchedSet[e] = 0;
    scoreSum[e] = 0;
    hits[e] = 0;
    nameHits[e] = 0;
    exactNameHits[e] = 0;
    wholeHits[e] = 0;
  }
  return top.map(({ e }) => toPlace(entries[e]!, lang));
}

/**
 * The town called `name` (normalised, abbreviations in full), by any of its names or aliases in
 * either language ("Genève", "Geneva"; "Milano"; "Cap Ferrat"), or by the everyday short name of
 * the search's first town ("Villefranche" for Villefranche-sur-Mer; six letters at least).
 */
export function townNamed(name: string, lang: Lang = "fr"): Place | undefined {
  if (name.length < 3) return undefined;
  const found = search(name, { lang, limit: 5 });
  const exact = found.find((p) => p.kind === "town" && entries[byId.get(p.id)!]!.names.includes(name));
  if (exact) return exact;
  const first = found[0];
  if (first?.kind !== "town" || name.length < 6) return undefined;
  const e = entries[byId.get(first.id)!]!;
  return [e.name.fr, e.name.en].some((n) => normalizeText(n).startsWith(`${name} `)) ? first : undefined;
}

export interface Resolution {
  /** The place the text names, when it names one. */
  place?: Place;
  /** Otherwise the places it may mean, best first (empty when nothing matches). */
  choices: Place[];
}

/**
 * What a text typed without the list (no JavaScript, a link, a one-post request) names. One place
 * when the text is that place's name or alias, alone or with its town ("juan les pins", "hotel
 * negresco", "carlton cannes"), or its full label, or when only one place matches; otherwise the
 * places it may mean, to choose from ("casino monaco": the casino or the square; "nice airport": which
 * terminal). Never silently the first of several.
 */
export function resolveText(query: string, opts: SearchOptions = {}): Resolution {
  const found = search(query, { ...opts, limit: Math.min(opts.limit ?? 5, 10) });
  if (found.length <= 1) return { place: found[0], choices: [] };
  const typed = normalizeText(query);
  const named = found.filter((p) => {
    const e = entries[byId.get(p.id)!]!;
    if (normalizeText(p.label) === typed) return true;
    const towns = [e.locality?.fr, e.locality?.en, COUNTRY_NAMES[e.country].fr, COUNTRY_NAMES[e.country].en]
      .filter((t): t is string => !!t)
      .map(normalizeText);
    return e.names.some(
      (n) => n === typed || towns.some((t) => typed === `${n} ${t}` || typed === `${t} ${n}`),
    );
  });
  return named.length === 1 ? { place: named[0], choices: [] } : { choices: found };
}

/** Place by id (hand-made slug or "gn:<GeoNames id>"). */
export function getPlace(id: string, lang: Lang = "fr"): Place | undefined {
  const i = byId.get(id);
  return i === undefined ? undefined : toPlace(entries[i]!, lang);
}

/** Practical note attached to a place (e.g. Zermatt is car-free), if any. */
export function getPlaceNote(id: string, lang: Lang = "fr"): string | undefined {
  return PLACE_SEEDS.find((s) => s.id === id)?.note?.[lang];
}

/** Closest known place (hand-made or town) to a point, optionally within maxKm and of given kinds. */
export function nearestPlace(
  lat: number,
  lng: number,
  opts: { lang?: Lang; maxKm?: number; kinds?: readonly PlaceKind[] } = {},
): Place | undefined {
  const kinds = opts.kinds ? new Set(opts.kinds) : undefined;
  let best = -1;
  let bestKm = opts.maxKm ?? Number.POSITIVE_INFINITY;
  const p = { lat, lng };
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (kinds && !kinds.has(e.kind)) continue;
    const d = haversineKm(p, e);
    if (d < bestKm || (d === bestKm && best < 0)) {
      bestKm = d;
      best = i;
    }
  }
  return best < 0 ? undefined : toPlace(entries[best]!, opts.lang ?? "fr");
}

/** Airports, heliports and stations: pickups there need a flight/train number and meet & greet. */
export function isAirportLike(place: { kind: PlaceKind }): boolean {
  return place.kind === "airport" || place.kind === "heliport" || place.kind === "station";
}

let labelsByLanguage: { toFrench: Map<string, string>; ids: Map<string, number> } | undefined;

/** The labels that differ between the two languages (airports, stations, countries…), built once. */
function bilingualLabels() {
  if (!labelsByLanguage) {
    const toFrench = new Map<string, string>();
    const ids = new Map<string, number>();
    for (let i = 0; i < entries.length; i++) {
      const [fr, en] = [toPlace(entries[i]!, "fr").label, toPlace(entries[i]!, "en").label];
      if (fr === en) continue;
      toFrench.set(en, fr);
      ids.set(fr, i);
      ids.set(en, i);
    }
    labelsByLanguage = { toFrench, ids };
  }
  return labelsByLanguage;
}

/**
 * A stored place label as the office reads it, in French: a request made in English stores "Nice
 * Côte d'Azur Airport — Terminal 2, Nice, France", the office sees "Aéroport Nice Côte d'Azur —
 * Terminal 2, Nice, France". Anything else (an address kept as typed, a French label) is unchanged.
 */
export function placeInFrench(label: string): string {
  return bilingualLabels().toFrench.get(label) ?? label;
}

/**
 * The labels, in both languages, of the known places a search names: the office's "aeroport" then
 * finds the requests made in English too. Only places whose label holds every word typed (accents
 * and case aside), so that a client's name never pulls in a place it merely resembles.
 */
export function placeLabelsMatching(query: string): string[] {
  const words = normalizeText(query.slice(0, 100))
    .split(" ")
    .filter((w) => w.length >= 2);
  if (!words.length || !/\p{L}/u.test(query)) return [];
  const { ids } = bilingualLabels();
  const found = new Set<string>();
  for (const lang of ["fr", "en"] as const)
    for (const place of search(query, { lang, limit: 20 })) {
      const label = normalizeText(place.label);
      const i = ids.get(place.label);
      if (i === undefined || !words.every((w) => label.includes(w))) continue;
      found.add(toPlace(entries[i]!, "fr").label);
      found.add(toPlace(entries[i]!, "en").label);
    }
  return [...found].slice(0, 60);
}

/** Number of searchable entries (hand-made places + towns), for diagnostics. */
export const PLACE_COUNT = entries.length;
