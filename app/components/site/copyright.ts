import { TIME_ZONE } from "~/domain/dates";

/** The year the site was first published (the specification's "copyright 2025"). */
const FIRST_YEAR = 2025;

/**
 * Made on the first call, then kept: building a formatter costs more than the rest of the footer's
 * render (seen in a profile of the booking pages). Not at import: the browser imports this module
 * and must build no formatter while it hydrates (pages.spec.ts).
 */
let year: Intl.DateTimeFormat | undefined;

/** "2025" in the first year, then "2025–2026" and so on: the current year in Europe/Paris. */
export function copyrightYears(now: Date): string {
  year ??= new Intl.DateTimeFormat("en", { timeZone: TIME_ZONE, year: "numeric" });
  const current = Number(year.format(now));
  return current > FIRST_YEAR ? `${FIRST_YEAR}–${current}` : String(FIRST_YEAR);
}
