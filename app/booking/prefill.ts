/**
 * Opening the booking form already filled: the address parameters every link may use (service pages,
 * the home page's quick bar, articles), in one place. `/reservations?from=…&to=…&date=…&time=…&
 * passengers=…&type=…&service=…&for=guest` fills step 1 (the places) and carries the rest to the
 * steps after: the date, time and party to step 2, "for someone else" to step 3.
 * A value that is unknown, malformed or out of range is dropped without a word: a prefilled link
 * never leads to an error page. Pure and small: the browser imports it.
 */

import { withoutControlCharacters } from "~/domain/control-characters";
import { addDays, CLOCK_TIME, isCalendarDate } from "~/domain/dates";
import { TRIP_TYPES, type TripType } from "~/domain/pricing/trip";
import { type Lang, localizePath } from "~/i18n/lang";
import { FIELD_LIMITS, MAX_PASSENGERS, MINUTES } from "./constants";

/** The parameter names, as they appear in the address. */
export const PREFILL_PARAMS = {
  from: "from",
  to: "to",
  /** YYYY-MM-DD, today to two years ahead (Paris) */
  date: "date",
  /** HH:MM, minutes 00, 15, 30 or 45 */
  time: "time",
  passengers: "passengers",
  /** oneWay, return or hourly (TRIP_TYPES of domain/pricing/trip.ts) */
  type: "type",
  /** a service's slug: the places it implies when from/to are not given */
  service: "service",
  /** "guest": the form opens with "I'm booking for someone else" ticked (a concierge, decision 043) */
  for: "for",
} as const;

export interface Prefill {
  from?: string;
  to?: string;
  date?: string;
  time?: string;
  passengers?: number;
  type?: TripType;
  service?: string;
  /** Someone else travels: step 3 opens with the passenger's fields. */
  for?: "guest";
}

/** The booking form's address in a language, filled with what the link implies. */
export function bookingHref(lang: Lang, prefill: Prefill = {}): string {
  const query = new URLSearchParams();
  for (const key of Object.keys(PREFILL_PARAMS) as (keyof Prefill)[]) {
    const value = prefill[key];
    if (value !== undefined && value !== "") query.set(PREFILL_PARAMS[key], String(value));
  }
  const search = query.toString();
  return `${localizePath("/reservations", lang)}${search ? `?${search}` : ""}`;
}

function placeText(value: string | null): string | undefined {
  const text = withoutControlCharacters(value ?? "")
    .replace(/\s+/g, " ")
    .trim();
  return text.length >= 2 && text.length <= FIELD_LIMITS.place ? text : undefined;
}

/** What the parameters ask for, every value checked; `today` is Paris's date (YYYY-MM-DD). */
export function readPrefill(params: URLSearchParams, today: string): Prefill {
  const out: Prefill = {};
  const get = (key: keyof typeof PREFILL_PARAMS) => params.get(PREFILL_PARAMS[key]);
  const from = placeText(get("from"));
  const to = placeText(get("to"));
  if (from) out.from = from;
  if (to) out.to = to;
  const date = get("date")?.trim() ?? "";
  if (isCalendarDate(date) && date >= today && date <= addDays(today, 730)) out.date = date;
  const time = get("time")?.trim() ?? "";
  if (CLOCK_TIME.test(time) && (MINUTES as readonly string[]).includes(time.slice(3))) out.time = time;
  const passengers = get("passengers")?.trim() ?? "";
  if (/^\d{1,2}$/.test(passengers) && Number(passengers) >= 1 && Number(passengers) <= MAX_PASSENGERS)
    out.passengers = Number(passengers);
  const type = get("type")?.trim() ?? "";
  if ((TRIP_TYPES as readonly string[]).includes(type)) out.type = type as TripType;
  const service = get("service")?.trim() ?? "";
  if (/^[a-z0-9-]{2,60}$/.test(service)) out.service = service;
  if (get("for")?.trim() === "guest") out.for = "guest";
  return out;
}

/** Whether the address asks for anything at all. */
export function hasPrefill(prefill: Prefill): boolean {
  return Object.keys(prefill).length > 0;
}
