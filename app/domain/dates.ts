/**
 * Calendar dates and wall-clock times as the company works with them: every date and time is a
 * Europe/Paris wall-clock value. Browser-safe (no zod here: the booking form's client code imports it).
 */
import { type Lang, LOCALE } from "~/i18n/lang";

/** The company's time zone: trip dates and times, "today", the admin's timestamps, the copyright year. */
export const TIME_ZONE = "Europe/Paris";

let parisClockMade: Intl.DateTimeFormat | undefined;

/**
 * Year, month, day, hour and minute of an instant on the Paris wall clock (24-hour, zero-padded parts).
 * Made on first use: a formatter with a time zone costs a phone tens of milliseconds to build, and
 * most pages that import this module never ask for it.
 */
export function parisClock(): Intl.DateTimeFormat {
  parisClockMade ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return parisClockMade;
}

/** Today's date and the current time in Paris, whatever the server's time zone. */
export function parisNow(now: Date): { date: string; minutes: number } {
  const parts = parisClock().formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return {
    date: `${get("year")}-${get("month")}-${get("day")}`,
    minutes: Number(get("hour")) * 60 + Number(get("minute")),
  };
}

/** YYYY-MM-DD; whether the day exists is isCalendarDate's question. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** HH:MM from 00:00 to 23:59. Pick-up times are further held to the quarter hour (booking schema, database). */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "2026-11-23" + 1 → "2026-11-24": calendar arithmetic, no time zone involved. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * "2026-02-28" yes, "2026-02-30" no; a year outside 1900–2199 neither (nothing the company plans,
 * and PostgreSQL refuses the year 0 a URL may carry).
 */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < 1900 || year > 2199) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** One formatter per language, made on first use: making one costs more than formatting with it. */
function perLang(options: Intl.DateTimeFormatOptions): (lang: Lang) => Intl.DateTimeFormat {
  const made = new Map<Lang, Intl.DateTimeFormat>();
  return (lang) => {
    const known = made.get(lang);
    if (known) return known;
    const format = new Intl.DateTimeFormat(LOCALE[lang], options);
    made.set(lang, format);
    return format;
  };
}

const longDate = perLang({
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const parisDateTime = perLang({ timeZone: TIME_ZONE, dateStyle: "full", timeStyle: "short" });

/** "samedi 14 mars 2026" / "Saturday 14 March 2026": the date alone, whatever the server's time zone. */
export function formatLongDate(iso: string, lang: Lang): string {
  return longDate(lang).format(new Date(`${iso}T12:00:00Z`));
}

/** "vendredi 27 novembre 2026 à 10:00" / "Friday 27 November 2026 at 10:00": an instant, in Paris time. */
export function formatParisDateTime(instant: Date | number, lang: Lang): string {
  return parisDateTime(lang).format(new Date(instant));
}
