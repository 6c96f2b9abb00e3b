/** Calendar dates as the site shows them: wall-clock dates (YYYY-MM-DD) written out in the visitor's language. */
import { type Lang, LOCALE } from "~/i18n/lang";

/** "samedi 14 mars 2026" / "Saturday 14 March 2026": the date alone, whatever the server's time zone. */
export function formatLongDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T12:00:00Z`));
}
