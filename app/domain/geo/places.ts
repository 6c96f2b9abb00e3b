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
import { PLACE_SEEDS, TOWN_OVERRIDES } from "./data/places";
import townsData from "./data/towns.json";
import { haversineKm } from "./distance";
import { normalizeText, tokenize } from "./text";
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
  /** Kind bonus + importance, precomputed. */
  staticScore: number;
}

/** Token field: 0 = name or alias, 1 = keyword, 2 = locality / region. */
type Field = 0 | 1 | 2;
const FIELD_WEIGHT = [1, 0.8, 0.6] as const;

const KIND_BONUS: Record<PlaceKind, number> = {
  airport: 18,
  heliport: 17,
  station: 12,
  port: 7,
  venue: 6,
  resort: 7,
  landmark: 6,
  town: 0,
};

/** Query words that never restrict results (they only add to the score when they match). */
const STOPWORDS = new Set([
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
const TOKEN_SYNONYMS: Record<string, string[]> = {
  saint: ["st"],
  sainte: ["ste"],
  san: ["s"],
  aeroport: ["aero"],
};

const QUERY_EXPANSIONS: Record<string, string> = { st: "saint", ste: "sainte" };

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
    entries.push({ ...e, staticScore: KIND_BONUS[e.kind] + 3 * Math.log10(1 + e.importance) });
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
        phrases: unique([...phrases, ...s.keywords.filter((k) => k.includes(" ")).map(normalizeText)]),
      },
      tokensOf([name.fr, name.en, ...aliases]),
      tokensOf(s.keywords),
      locality ? tokensOf([locality.fr, locality.en]) : [],
    );
  }

  // Towns duplicated by a hand-made place (same name within 5 km, e.g. Zermatt) are hidden.
  const seedsByName = new Map<string, { lat: number; lng: number }[]>();
  for (const s of PLACE_SEEDS) {
    const name = loc(s.name)!;
    for (const n of new Set([normalizeText(name.fr), normalizeText(name.en)]))
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
        phrases: o ? unique([asciiKey, ...extra.map(normalizeText)]) : [asciiKey],
      },
      o ? unique([...asciiKey.split(" "), ...tokensOf(extra)]) : asciiKey.split(" "),
      [],
      regionTokens[regionIndex]!,
    );
  }

  sortedTokens = [...tokenMap.keys()].sort();
  postings = sortedTokens.map((t) => Int32Array.from(tokenMap.get(t)!));
}

function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

buildIndex();

const scoreSum = new Float64Array(entries.length);
const tokenBest = new Float64Array(entries.length);
const tokenNameFlag = new Uint8Array(entries.length);
const hits = new Uint8Array(entries.length);
const nameHits = new Uint8Array(entries.length);
const exactNameHits = new Uint8Array(entries.length);
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
  const name = e.name[lang];
  const parts = [name];
  let acc = normalizeText(name);
  for (const part of [e.locality?.[lang], COUNTRY_NAMES[e.country][lang]]) {
    if (!part) continue;
    const n = normalizeText(part);
    if (acc.includes(n)) continue;
    parts.push(part);
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
  const normQuery = normalizeText(query.slice(0, 200));
  if (!normQuery) return [];
  const qTokens = unique(normQuery.split(" ")).slice(0, 8);
  // "st tropez" is compared with full names as "saint tropez".
  const expandedQuery = normQuery
    .split(" ")
    .map((t) => QUERY_EXPANSIONS[t] ?? t)
    .join(" ");
  const meaningful = qTokens.filter((t) => !STOPWORDS.has(t));
  const required = meaningful.length ? meaningful : qTokens;
  const optional = meaningful.length ? qTokens.filter((t) => STOPWORDS.has(t)) : [];

  const touched: number[] = [];
  const touchedSet = touchedScratch;

  const scanToken = (q: string, isRequired: boolean) => {
    const local: number[] = [];
    for (let j = lowerBound(q); j < sortedTokens.length; j++) {
      const token = sortedTokens[j]!;
      if (!token.startsWith(q)) break;
      const exact = token.length === q.length;
      const quality = exact ? 1 : 0.55 + (0.35 * q.length) / token.length;
      const list = postings[j]!;
      for (let k = 0; k < list.length; k++) {
        const code = list[k]!;
        const e = code >> 2;
        const field = (code & 3) as Field;
        const s = quality * FIELD_WEIGHT[field];
        if (tokenBest[e] === 0) local.push(e);
        if (s > tokenBest[e]!) tokenBest[e] = s;
        if (field === 0) {
          const flag = exact ? 2 : 1;
          if (flag > tokenNameFlag[e]!) tokenNameFlag[e] = flag;
        }
      }
    }
    for (const e of local) {
      const s = tokenBest[e]!;
      const flag = tokenNameFlag[e]!;
      tokenBest[e] = 0;
      tokenNameFlag[e] = 0;
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
      if (flag >= 1) nameHits[e]! += 1;
      if (flag === 2) exactNameHits[e]! += 1;
    }
  };

  for (const q of required) scanToken(q, true);
  for (const q of optional) scanToken(q, false);

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
    if (hits[e]! < nReq) tier = 0;
    else if (entry.phrases.some((p) => p === normQuery || p === expandedQuery)) tier = 4;
    else if (entry.phrases.some((p) => p.startsWith(normQuery) || p.startsWith(expandedQuery))) tier = 3;
    else if (exactNameHits[e] === nReq) tier = 2;
    else if (nameHits[e] === nReq) tier = 1.5;
    else tier = 1;
    let score = tier * 40 + (scoreSum[e]! / nReq) * 10 + entry.staticScore;
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
  }
  return top.map(({ e }) => toPlace(entries[e]!, lang));
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

/** Number of searchable entries (hand-made places + towns), for diagnostics. */
export const PLACE_COUNT = entries.length;
