import { withoutControlCharacters } from "../control-characters";
import { isSource, type ReservationSource } from "./source";
import { isStatus, type Status } from "./status";

/** Rows per page of the administration's lists. */
export const PAGE_SIZE = 50;
const MAX_QUERY_LENGTH = 100;

export type AdminTab = "reservations" | "messages";
type DateField = "trip" | "created";
type MessageState = "open" | "handled";
/** newest requests first, or the trips in date order (soonest first) */
type ReservationSort = "created" | "trip";

export interface ReservationFilters {
  status?: Status;
  /** how the request reached the office (site, phone…) */
  source?: ReservationSource;
  /** which date the range applies to: the trip's date or the request's arrival */
  dateField: DateField;
  /** inclusive ISO dates (YYYY-MM-DD) */
  from?: string;
  to?: string;
  q?: string;
  sort: ReservationSort;
  page: number;
}

export interface MessageFilters {
  state?: MessageState;
  q?: string;
  page: number;
}

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function text(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
}

function page(params: URLSearchParams): number {
  const value = Number(params.get("page"));
  return Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : 1;
}

/**
 * A French number in its international form as the national one: "+33 6 12…", "0033 6…",
 * "+33 (0)6 12…" → "06 12…"; anything else unchanged. The database folds stored numbers with
 * FRENCH_PREFIX_PATTERN, the same expression in PostgreSQL's syntax (admin-store.server.ts).
 */
export const FRENCH_PREFIX_PATTERN = "^[[:space:]]*(\\+|00)[[:space:]]*33[[:space:]]*(\\(0\\)[[:space:]]*)?";

export function frenchNational(phone: string): string {
  return phone.replace(/^\s*(\+|00)\s*33\s*(\(0\)\s*)?/, "0");
}

/**
 * The digits a search typed as a phone number is compared with (spaces, dots, dashes and brackets
 * ignored, +33 and 0033 read as 0): "+33612345678" → "0612345678"; null when the query is not a
 * phone number or has fewer than four digits.
 */
export function phoneSearchDigits(q: string): string | null {
  if (!/^[\d\s+().-]+$/.test(q)) return null;
  const digits = frenchNational(q).replace(/\D/g, "");
  return digits.length >= 4 ? digits : null;
}

function query(params: URLSearchParams): string | undefined {
  // Control characters (a NUL from a crafted link) cannot be searched for: dropped, not an error.
  const q = withoutControlCharacters(params.get("q") ?? "").trim();
  return q ? q.slice(0, MAX_QUERY_LENGTH) : undefined;
}

export function parseTab(params: URLSearchParams): AdminTab {
  return params.get("tab") === "messages" ? "messages" : "reservations";
}

/** The `source` filter of an address (the list's and the planner's); anything unknown is no filter. */
export function sourceParam(params: URLSearchParams): ReservationSource | undefined {
  const source = params.get("source");
  return isSource(source) ? source : undefined;
}

/** Reads the filters from the address; anything malformed is ignored rather than refused. */
export function parseReservationFilters(params: URLSearchParams): ReservationFilters {
  const status = params.get("status");
  const from = text(params, "from");
  const to = text(params, "to");
  return {
    status: isStatus(status) ? status : undefined,
    source: sourceParam(params),
    dateField: params.get("dateField") === "created" ? "created" : "trip",
    from: from && isIsoDate(from) ? from : undefined,
    to: to && isIsoDate(to) ? to : undefined,
    q: query(params),
    sort: params.get("sort") === "trip" ? "trip" : "created",
    page: page(params),
  };
}

export function parseMessageFilters(params: URLSearchParams): MessageFilters {
  const state = params.get("state");
  return {
    state: state === "open" || state === "handled" ? state : undefined,
    q: query(params),
    page: page(params),
  };
}

/** The address of a list with the given filters; defaults are left out so addresses stay short. */
export function reservationSearch(filters: Partial<ReservationFilters>): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.source) params.set("source", filters.source);
  if (filters.dateField === "created") params.set("dateField", "created");
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.q) params.set("q", filters.q);
  if (filters.sort === "trip") params.set("sort", "trip");
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function messageSearch(filters: Partial<MessageFilters>): string {
  const params = new URLSearchParams({ tab: "messages" });
  if (filters.state) params.set("state", filters.state);
  if (filters.q) params.set("q", filters.q);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return `?${params.toString()}`;
}

/** `%`, `_` and `\` typed by a user match themselves in an ILIKE pattern. */
export function escapeLike(input: string): string {
  return input.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function containsPattern(input: string): string {
  return `%${escapeLike(input)}%`;
}

/**
 * The accented letters of the names and places the office searches (French, Italian, German,
 * Spanish, Portuguese, Nordic, Slavic…), each facing the plain lower-case letter it is searched as:
 * the two strings of SQL's translate(), so "semeria" finds "Séméria" and "Lefèvre" finds "Lefevre".
 */
const ACCENTED_LOWER = "àáâãäåāăąçćčďèéêëēĕėęěìíîïĩīįłñńňòóôõöøōőřśšşťùúûüũūůűýÿźżž";
const PLAIN_LOWER = "aaaaaaaaacccdeeeeeeeeeiiiiiiilnnnoooooooorssstuuuuuuuuyyzzz";
export const SEARCH_ACCENTED = ACCENTED_LOWER + ACCENTED_LOWER.toUpperCase();
export const SEARCH_PLAIN = PLAIN_LOWER + PLAIN_LOWER;
/** Letters that stand for two: replaced before the accents are folded. */
export const SEARCH_LIGATURES: ReadonlyArray<readonly [string, string]> = [
  ["œ", "oe"],
  ["Œ", "oe"],
  ["æ", "ae"],
  ["Æ", "ae"],
  ["ß", "ss"],
];

const PLAIN_OF = new Map([...SEARCH_ACCENTED].map((char, i) => [char, SEARCH_PLAIN[i] as string]));

/**
 * What the database compares a typed query with: the letters folded exactly as the columns are
 * (admin-store.server.ts, searchable()), so the comparison needs no accent on either side.
 */
export function foldForSearch(input: string): string {
  let text = input.normalize("NFC");
  for (const [ligature, letters] of SEARCH_LIGATURES) text = text.replaceAll(ligature, letters);
  // Lower case too, though the comparison (ilike) does not mind it: the folded text reads plainly.
  return [...text]
    .map((char) => PLAIN_OF.get(char) ?? char)
    .join("")
    .toLowerCase();
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/**
 * The "next" address after sign-in: only a path of the staff area on this site, so a crafted link
 * cannot send someone elsewhere after they typed their password.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next?.startsWith("/admin")) return "/admin";
  if (next.startsWith("//") || next.includes("\\")) return "/admin";
  try {
    const url = new URL(next, "http://x");
    if (url.origin !== "http://x" || !(url.pathname === "/admin" || url.pathname.startsWith("/admin/"))) {
      return "/admin";
    }
    return url.pathname + url.search;
  } catch {
    return "/admin";
  }
}
