/**
 * A driver's day sheet as a message the office sends them on WhatsApp or by SMS (decision 041):
 * each job's time, places, client, party, vehicle and what to collect, as plain text. French only,
 * like the sheet it copies.
 */
import { ADMIN_TEXT, DRIVER_MESSAGE_TEXT, SHEET_TEXT } from "~/i18n/staff";
import { internationalDigits } from "../phone";

/** What the day sheet shows of a job (the sheet's loader builds it). */
export interface SheetJob {
  time: string;
  timeLabel: string;
  reference: string;
  departure: string;
  meetingPoint: string;
  arrival: string | null;
  end: string;
  facts: readonly (readonly [string, string])[];
  client: string;
  phone: string;
  passengers: number;
  luggage: number;
  flightNumber: string | null;
  travelLabel: string | null;
  vehicle: string | null;
  collect: string;
  message: string | null;
}

const line = (label: string, value: string) => `${label}\u00a0: ${value}`;

/** The day's message: a greeting, then one block per job in pickup order, then the company's name. */
export function driverDayMessage(
  driver: { fullName: string },
  day: string,
  jobs: readonly SheetJob[],
  company: string,
): string {
  const firstName = driver.fullName.trim().split(/\s+/)[0] ?? driver.fullName;
  const blocks = jobs.map((job, i) =>
    [
      `${i + 1}. ${job.time} (${job.timeLabel.toLowerCase()}) · ${job.reference}`,
      line(SHEET_TEXT.pickup, job.departure),
      job.meetingPoint !== job.departure ? line(SHEET_TEXT.meetingPoint, job.meetingPoint) : null,
      job.arrival ? line(SHEET_TEXT.destination, job.arrival) : null,
      ...job.facts.map(([label, value]) => line(label, value.replace(/\s*\n\s*/g, "\u00a0; "))),
      line(SHEET_TEXT.client, `${job.client}, ${job.phone}`),
      `${ADMIN_TEXT.passengers(job.passengers)}, ${ADMIN_TEXT.luggage(job.luggage)}`,
      job.flightNumber ? line(job.travelLabel ?? SHEET_TEXT.flight, job.flightNumber) : null,
      line(SHEET_TEXT.vehicle, job.vehicle ?? SHEET_TEXT.unassigned),
      job.collect,
      line(SHEET_TEXT.end, job.end),
      job.message ? line(SHEET_TEXT.message, job.message.replace(/\s*\n\s*/g, " ")) : null,
    ]
      .filter((l) => l !== null)
      .join("\n"),
  );
  return [
    DRIVER_MESSAGE_TEXT.greeting(firstName),
    DRIVER_MESSAGE_TEXT.intro(day, jobs.length),
    ...blocks,
    company,
  ].join("\n\n");
}

/** The links that open the message to the driver: a WhatsApp chat, and an SMS on a phone. */
export function driverMessageLinks(phone: string, text: string): { whatsapp: string; sms: string } {
  const digits = internationalDigits(phone);
  const body = encodeURIComponent(text);
  return { whatsapp: `https://wa.me/${digits}?text=${body}`, sms: `sms:+${digits}?body=${body}` };
}
