/**
 * A driver's day sheet as a message the office sends them on WhatsApp or by SMS (decision 041):
 * each job's time, places, client, party, vehicle and what to collect, as plain text. French only,
 * like the sheet it copies.
 */
import { ADMIN_TEXT, DRIVER_MESSAGE_TEXT, SHEET_TEXT } from "~/i18n/staff";
import { smsHref, whatsappHref } from "../phone";
import { travellerText } from "../traveller";

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
  /** Who the driver greets: the client, or the passenger booked for (decision 043, travellerOf). */
  client: string;
  /** Their phone: null for a passenger whose phone was not given (then `bookedBy` has the client's). */
  phone: string | null;
  /** The client who booked for someone else; null when the client travels. */
  bookedBy: { name: string; phone: string } | null;
  passengers: number;
  luggage: number;
  flightNumber: string | null;
  travelLabel: string | null;
  vehicle: string | null;
  collect: string;
  message: string | null;
}

const line = (label: string, value: string) => `${label}\u00a0: ${value}`;

/** One job as the message says it, without its number in the day: what its digest is taken of. */
export function jobLines(job: SheetJob): string[] {
  return [
    `${job.time} (${job.timeLabel.toLowerCase()}) · ${job.reference}`,
    line(SHEET_TEXT.pickup, job.departure),
    job.meetingPoint !== job.departure ? line(SHEET_TEXT.meetingPoint, job.meetingPoint) : null,
    job.arrival ? line(SHEET_TEXT.destination, job.arrival) : null,
    ...job.facts.map(([label, value]) => line(label, value.replace(/\s*\n\s*/g, "\u00a0; "))),
    line(
      job.bookedBy ? SHEET_TEXT.passenger : SHEET_TEXT.client,
      travellerText({ name: job.client, phone: job.phone }),
    ),
    job.bookedBy ? line(SHEET_TEXT.bookedBy, travellerText(job.bookedBy)) : null,
    `${ADMIN_TEXT.passengers(job.passengers)}, ${ADMIN_TEXT.luggage(job.luggage)}`,
    job.flightNumber ? line(job.travelLabel ?? SHEET_TEXT.flight, job.flightNumber) : null,
    line(SHEET_TEXT.vehicle, job.vehicle ?? SHEET_TEXT.unassigned),
    job.collect,
    line(SHEET_TEXT.end, job.end),
    job.message ? line(SHEET_TEXT.message, job.message.replace(/\s*\n\s*/g, " ")) : null,
  ].filter((l) => l !== null);
}

/** The day's message: a greeting, then one block per job in pickup order, then the company's name. */
export function driverDayMessage(
  driver: { fullName: string },
  day: string,
  jobs: readonly SheetJob[],
  company: string,
): string {
  const firstName = driver.fullName.trim().split(/\s+/)[0] ?? driver.fullName;
  const blocks = jobs.map((job, i) => {
    const [head, ...rest] = jobLines(job);
    return [`${i + 1}. ${head}`, ...rest].join("\n");
  });
  return [
    DRIVER_MESSAGE_TEXT.greeting(firstName),
    DRIVER_MESSAGE_TEXT.intro(day, jobs.length),
    ...blocks,
    company,
  ].join("\n\n");
}

/** The links that open the message to the driver: a WhatsApp chat, and an SMS on a phone. */
export function driverMessageLinks(phone: string, text: string): { whatsapp: string; sms: string } {
  return { whatsapp: whatsappHref(phone, text), sms: smsHref(phone, text) };
}

/** How a sheet was sent: the two links the page offers. */
export const SHEET_CHANNELS = ["whatsapp", "sms"] as const;
export type SheetChannel = (typeof SHEET_CHANNELS)[number];

/** A job as a sent sheet showed it (decision 042): its key on the sheet, its label, its text's digest. */
export interface SentSheetJob {
  /** The request's id, or the id and "-return" for a return's way back. */
  key: string;
  /** "08:30 · RC-ABC123", as the job stood when the sheet was sent, or stands now. */
  label: string;
  digest: string;
}

export type SheetChange = { kind: "changed" | "added" | "removed"; key: string; label: string };

/**
 * What changed on a driver's sheet since the office sent it: jobs whose text differs (the time, a
 * place, the vehicle, the client's phone…), jobs added to the driver's day, jobs no longer on it
 * (cancelled, moved to another day or driver). In the order of the sheet, the removed ones last.
 */
export function sheetChanges(sent: readonly SentSheetJob[], now: readonly SentSheetJob[]): SheetChange[] {
  const before = new Map(sent.map((job) => [job.key, job]));
  const after = new Set(now.map((job) => job.key));
  return [
    ...now.flatMap((job): SheetChange[] => {
      const was = before.get(job.key);
      if (!was) return [{ kind: "added", key: job.key, label: job.label }];
      return was.digest === job.digest ? [] : [{ kind: "changed", key: job.key, label: job.label }];
    }),
    ...sent
      .filter((job) => !after.has(job.key))
      .map((job): SheetChange => ({ kind: "removed", key: job.key, label: job.label })),
  ];
}
