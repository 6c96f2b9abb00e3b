import { parisClock } from "~/domain/dates";
import { formatNumber, NBSP } from "~/domain/geo/format";

/**
 * Dates, times and prices as the French staff reads them, always in the company's time zone. Only
 * the numbers come from Intl (the time zone conversion); the layout is fixed here, so the server
 * and the browser render the same text whatever their ICU version.
 */

function pick(date: Date): Record<"day" | "month" | "year" | "hour" | "minute", string> {
  const out = { day: "", month: "", year: "", hour: "", minute: "" };
  for (const part of parisClock().formatToParts(date)) {
    if (part.type in out) out[part.type as keyof typeof out] = part.value;
  }
  return out;
}

/** 2026-11-20T09:15:00Z → "20/11/2026 10:15" (Paris time, fr-FR layout). */
export function formatDateTime(value: Date | string): string {
  const p = pick(typeof value === "string" ? new Date(value) : value);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** The calendar day in Paris, as an ISO date (for file names and date inputs). */
export function parisIsoDate(value: Date): string {
  const p = pick(value);
  return `${p.year}-${p.month}-${p.day}`;
}

/** A trip's calendar date in figures, "2027-05-20" → "20/05/2027" (a local date: no time zone shift): the CSV's. */
export function formatTripDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}/${month}/${year}`;
}

const WEEKDAYS = ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."] as const;
const MONTHS = [
  "janv.",
  "févr.",
  "mars",
  "avr.",
  "mai",
  "juin",
  "juil.",
  "août",
  "sept.",
  "oct.",
  "nov.",
  "déc.",
] as const;

/**
 * The day of a trip as the office's screens name it, with its weekday, so that nobody has to work out
 * which day the 12th is: "2026-12-12" → "sam. 12 déc. 2026", "2027-01-01" → "ven. 1er janv. 2027". A
 * calendar date (no time zone shift), its parts held by no-break spaces so that a narrow cell never
 * splits it; the names are fixed here, like the layout above, whatever the ICU version.
 */
export function formatTripDay(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return [WEEKDAYS[weekday], day === 1 ? "1er" : String(day), MONTHS[month - 1], String(year)].join(NBSP);
}

/** 13050 → "130,50 €"; no price → a dash. */
export function formatEuros(cents: number | null | undefined): string {
  return typeof cents === "number" ? `${formatNumber(cents / 100, "fr", 2)}${NBSP}€` : "—";
}

/** Cents as a decimal that French Excel reads as a number: 13050 → "130,50". */
export function centsToDecimal(cents: number | null | undefined): string {
  if (typeof cents !== "number") return "";
  return (cents / 100).toFixed(2).replace(".", ",");
}

/** A price for a form field: 13050 → "130,50". */
export const centsToInput = centsToDecimal;

/** The history's fields that hold an amount, kept in euros with a decimal point ("180.50"). */
const MONEY_FIELDS: ReadonlySet<string> = new Set(["priceCents", "finalPriceCents"]);
const STORED_EUROS = /^-?\d+(\.\d{1,2})?$/;
/** The history's fields that hold a calendar date, kept as ISO dates ("2027-05-20"). */
const DATE_FIELDS: ReadonlySet<string> = new Set(["date", "returnDate"]);
const STORED_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A value before or after a change, as the history shows it: an amount the French way
 * ("180.50" → "180,50 €"), a date as the office names a trip's day ("2027-05-20" → "jeu. 20 mai 2027"),
 * anything else as recorded; nothing shows a dash.
 */
export function formatChangeValue(field: string, value: string | null): string {
  if (value === null || value === "") return "—";
  if (MONEY_FIELDS.has(field) && STORED_EUROS.test(value))
    return formatEuros(Math.round(Number(value) * 100));
  if (DATE_FIELDS.has(field) && STORED_DATE.test(value)) return formatTripDay(value);
  return value;
}

/** A visitor's optional text: empty or blank shows a dash. */
export function orDash(value: string | null | undefined): string {
  return value && value.trim() !== "" ? value : "—";
}
