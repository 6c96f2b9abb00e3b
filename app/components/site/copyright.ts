import { TIME_ZONE } from "~/domain/dates";

/** The year the site was first published (the specification's "copyright 2025"). */
const FIRST_YEAR = 2025;

/** Made once: building a formatter costs more than the rest of the footer (measured in a profile). */
const YEAR = new Intl.DateTimeFormat("en", { timeZone: TIME_ZONE, year: "numeric" });

/** "2025" in the first year, then "2025–2026" and so on: the current year in Europe/Paris. */
export function copyrightYears(now: Date): string {
  const year = Number(YEAR.format(now));
  return year > FIRST_YEAR ? `${FIRST_YEAR}–${year}` : String(FIRST_YEAR);
}
