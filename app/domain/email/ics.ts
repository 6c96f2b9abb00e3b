/**
 * A calendar file (RFC 5545) for a confirmed pick-up, in Europe/Paris time with its time-zone rules,
 * so calendar applications place it at the right local time whatever the reader's zone.
 */

function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds content lines at 75 octets, as the format requires (continuation lines start with a space). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    if (size + charSize > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function localStamp(date: string, time: string): string {
  return `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;
}

function addMinutes(date: string, time: string, minutes: number): { date: string; time: string } {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const base = new Date(`${date}T00:00:00Z`);
  base.setUTCMinutes(h * 60 + m + minutes);
  return { date: base.toISOString().slice(0, 10), time: base.toISOString().slice(11, 16) };
}

const PARIS_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Paris",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

export interface CalendarEvent {
  uid: string;
  /** YYYY-MM-DD and HH:MM, Europe/Paris wall-clock */
  date: string;
  time: string;
  durationMin: number;
  summary: string;
  location: string;
  description: string;
  organizer?: { name: string; email: string };
  now: Date;
}

/** One VEVENT's lines. */
function eventLines(event: CalendarEvent): string[] {
  const end = addMinutes(event.date, event.time, Math.max(event.durationMin, 15));
  const stamp = `${event.now.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=Europe/Paris:${localStamp(event.date, event.time)}`,
    `DTEND;TZID=Europe/Paris:${localStamp(end.date, end.time)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.organizer
      ? [`ORGANIZER;CN=${escapeText(event.organizer.name)}:mailto:${event.organizer.email}`]
      : []),
    "STATUS:CONFIRMED",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    "TRIGGER:-PT2H",
    `DESCRIPTION:${escapeText(event.summary)}`,
    "END:VALARM",
    "END:VEVENT",
  ];
}

/** A calendar file with one event per pick-up (a return's way back is its own event). */
export function calendarFile(events: readonly CalendarEvent[]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Riviera Chauffeur//Booking//FR",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...PARIS_TIMEZONE,
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
