/**
 * A day's jobs as the driver's sheet shows them (decisions 019 and 020), the message made of them
 * (decision 041), and the sheets the office sent, with what changed since (decision 042).
 */
import { createHash } from "node:crypto";
import { and, desc, eq, gte, inArray, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type DriverSheetSend, driverSheetSends, drivers, reservations } from "~/db/schema";
import { collectText, endText } from "~/domain/admin/day-sheet";
import {
  driverDayMessage,
  jobLines,
  type SentSheetJob,
  type SheetChange,
  type SheetChannel,
  type SheetJob,
  sheetChanges,
} from "~/domain/admin/driver-message";
import { legsOf, meetingPointOf, perVan } from "~/domain/admin/fleet";
import { formatTripDay } from "~/domain/admin/format";
import { staffTrip } from "~/domain/admin/trip-facts";
import { formatLongDate } from "~/domain/dates";
import { type TravellerFields, travellerOf } from "~/domain/traveller";
import { booking } from "~/i18n/fr/booking";
import { ASSIGNMENT_TEXT, SHEET_TEXT } from "~/i18n/staff";
import { dayJobs } from "./fleet-store.server";

/** A job of the sheet: what the driver reads, and the request it belongs to. */
export interface SheetRow extends SheetJob {
  id: string;
  /** The request's id, or the id and "-return" for a return's way back on its own day. */
  key: string;
  /** The whole day's sheet: each van's driver, or null when none is chosen. */
  driver: string | null;
}

/** Who the driver greets and calls, and who booked when someone else travels (decision 043). */
function sheetTraveller(r: TravellerFields) {
  const t = travellerOf(r);
  return {
    client: t.name,
    phone: t.phone,
    bookedBy: t.bookedBy,
  };
}

type DayJob = Awaited<ReturnType<typeof dayJobs>>[number];

/** The jobs of a day, in pickup order: one driver's (with their van's vehicle), or everyone's. */
export async function sheetJobs(date: string, driverId: string | null): Promise<SheetRow[]> {
  return sheetRows(await dayJobs(date, driverId), date, driverId);
}

/** The day's jobs of one driver, out of everyone's: those where they drive a van, with that van's crew. */
function drivenBy(rows: readonly DayJob[], driverId: string): DayJob[] {
  return rows.flatMap((row) => {
    const crews = row.crews.filter((crew) => crew.driver?.id === driverId);
    return crews.length ? [{ ...row, crews }] : [];
  });
}

function sheetRows(rows: readonly DayJob[], date: string, driverId: string | null): SheetRow[] {
  return rows
    .flatMap(({ reservation: r, vans, crews }) => {
      const trip = staffTrip(r);
      // At an airport, heliport or station the time is a landing or an arrival (pickupTimeLabel).
      const timeIsArrival = trip.timeLabel !== booking.trips.pickupTime;
      const common = {
        id: r.id,
        reference: r.reference,
        ...sheetTraveller(r),
        passengers: r.passengers,
        luggage: r.luggage,
        message: r.message,
        driver: perVan(crews.map(({ driver: d }) => (d ? `${d.fullName}, ${d.phone}` : null))),
        vehicle:
          driverId && vans > 1
            ? // A driver's own van of several: which one, so that the drivers know who takes whom.
              crews
                .map(({ van, vehicle: v }) =>
                  ASSIGNMENT_TEXT.vanOf(van, vans, v ? `${v.model}, ${v.plate}` : ASSIGNMENT_TEXT.noneYet),
                )
                .join(" · ")
            : perVan(crews.map(({ vehicle: v }) => (v ? `${v.model}, ${v.plate}` : null))),
        collect: collectText(r),
      };
      return legsOf(r)
        .filter((leg) => leg.date === date)
        .map(
          (leg): SheetRow =>
            leg.back
              ? // A return's way back, on its own day: from the drop-off, straight back to the start.
                {
                  ...common,
                  key: `${r.id}-return`,
                  time: leg.time,
                  timeLabel: booking.trips.pickupTime,
                  end: endText(leg, r, false),
                  departure: r.arrival,
                  arrival: r.departure,
                  meetingPoint: r.arrival,
                  flightNumber: null,
                  travelLabel: null,
                  facts: [[SHEET_TEXT.returnLeg, SHEET_TEXT.returnOf(formatTripDay(r.date), r.time)]],
                }
              : // The ride as asked: its stops, hire length, waiting, extras and name board with it.
                {
                  ...common,
                  key: r.id,
                  time: leg.time,
                  timeLabel: trip.timeLabel,
                  end: endText(leg, r, timeIsArrival),
                  departure: r.departure,
                  arrival: r.tripType === "hourly" ? null : r.arrival,
                  meetingPoint: meetingPointOf(r),
                  flightNumber: r.flightNumber,
                  travelLabel: trip.travelLabel,
                  facts: trip.rows,
                },
        );
    })
    .sort((a, b) => a.time.localeCompare(b.time) || a.reference.localeCompare(b.reference));
}

function digestOf(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex").slice(0, 16);
}

/** Each job as a sent sheet records it: its key, "08:30 · RC-…", the digest of its lines. */
export function sentJobsOf(jobs: readonly SheetRow[]): SentSheetJob[] {
  return jobs.map((job) => ({
    key: job.key,
    label: `${job.time} · ${job.reference}`,
    digest: digestOf(jobLines(job).join("\n")),
  }));
}

/** A driver's message for a day: its text, and the digest the page posts back when the office sends it. */
export function driverMessage(
  driver: { fullName: string },
  date: string,
  jobs: readonly SheetRow[],
  company: string,
): { text: string; digest: string } {
  const text = driverDayMessage(driver, formatLongDate(date, "fr"), jobs, company);
  return { text, digest: digestOf(text) };
}

/** The last sheet the office sent a driver for a day, or null. */
export async function lastSheetSend(driverId: string, day: string): Promise<DriverSheetSend | null> {
  const [row] = await db()
    .select()
    .from(driverSheetSends)
    .where(and(eq(driverSheetSends.driverId, driverId), eq(driverSheetSends.day, day)))
    .orderBy(desc(driverSheetSends.createdAt))
    .limit(1);
  return row ?? null;
}

/** Records that the office opened the day's message to a driver, with what each job said. */
export async function recordSheetSend(input: {
  driverId: string;
  day: string;
  channel: SheetChannel;
  jobs: readonly SheetRow[];
  text: string;
  actor: { id: string; fullName: string };
}): Promise<void> {
  await db()
    .insert(driverSheetSends)
    .values({
      driverId: input.driverId,
      day: input.day,
      channel: input.channel,
      jobs: sentJobsOf(input.jobs),
      text: input.text,
      actorId: input.actor.id,
      actorName: input.actor.fullName,
    });
}

/** A sheet sent for a day, and what changed on it since. */
export interface SheetSendState {
  channel: SheetChannel;
  sentAt: Date;
  actorName: string;
  /** The message as it was opened. */
  text: string;
  changes: SheetChange[];
}

/** The driver's last sheet for the day against the jobs the sheet shows now. */
export async function sheetSendState(
  driverId: string,
  day: string,
  jobs: readonly SheetRow[],
): Promise<SheetSendState | null> {
  const last = await lastSheetSend(driverId, day);
  if (!last) return null;
  return {
    channel: last.channel,
    sentAt: last.createdAt,
    actorName: last.actorName,
    text: last.text,
    changes: await changesSince(last, jobs),
  };
}

/** The changes since a sent sheet; a job done leaves the sheet (it lists confirmed jobs) unremarked. */
async function changesSince(sent: DriverSheetSend, jobs: readonly SheetRow[]): Promise<SheetChange[]> {
  const changes = sheetChanges(sent.jobs, sentJobsOf(jobs));
  const done = await completedAmong(changes);
  return changes.filter((c) => !done(c));
}

/** Which of some changes are jobs gone from a sheet because they are done: one query for all. */
async function completedAmong(changes: readonly SheetChange[]): Promise<(change: SheetChange) => boolean> {
  const gone = [...new Set(changes.filter((c) => c.kind === "removed").map((c) => requestIdOf(c.key)))];
  const done = new Set(
    gone.length
      ? (
          await db()
            .select({ id: reservations.id })
            .from(reservations)
            .where(and(inArray(reservations.id, gone), eq(reservations.status, "completed")))
        ).map((r) => r.id)
      : [],
  );
  return (change) => change.kind === "removed" && done.has(requestIdOf(change.key));
}

const requestIdOf = (key: string) => key.replace(/-return$/, "");

/** A driver's sheet for a day, as the planning names it: not sent yet, sent and still true, or to send again. */
export interface DriverSheetSummary {
  driverId: string;
  driverName: string;
  jobs: number;
  /** null: never sent for this day. */
  sentAt: Date | null;
  /** Jobs changed, added or removed since the last send. */
  changes: number;
}

/**
 * Every driver of a day with their sheet's state (decision 042), from one reading of the day's jobs
 * and one of its sends: who still has to be sent their day, and whose day changed since.
 */
export async function daySheetSummaries(date: string): Promise<DriverSheetSummary[]> {
  const [rows, sends] = await Promise.all([
    dayJobs(date, null),
    db()
      .select({ send: driverSheetSends, driverName: drivers.fullName })
      .from(driverSheetSends)
      .innerJoin(drivers, eq(drivers.id, driverSheetSends.driverId))
      .where(eq(driverSheetSends.day, date))
      .orderBy(desc(driverSheetSends.createdAt)),
  ]);
  const names = new Map<string, string>();
  for (const row of rows)
    for (const crew of row.crews) if (crew.driver) names.set(crew.driver.id, crew.driver.fullName);
  const last = new Map<string, (typeof sends)[number]>();
  for (const row of sends) {
    if (!last.has(row.send.driverId)) last.set(row.send.driverId, row);
    // A driver whose jobs all left the day, after a sheet was sent: still named, to be told.
    if (!names.has(row.send.driverId)) names.set(row.send.driverId, row.driverName);
  }
  const drafts = [...names].map(([driverId, driverName]) => {
    const jobs = sheetRows(drivenBy(rows, driverId), date, driverId);
    const sent = last.get(driverId)?.send;
    return {
      driverId,
      driverName,
      jobs,
      sent,
      changes: sent ? sheetChanges(sent.jobs, sentJobsOf(jobs)) : [],
    };
  });
  const done = await completedAmong(drafts.flatMap((d) => d.changes));
  const summaries = drafts.map(({ driverId, driverName, jobs, sent, changes }) => ({
    driverId,
    driverName,
    jobs: jobs.length,
    sentAt: sent?.createdAt ?? null,
    changes: changes.filter((c) => !done(c)).length,
  }));
  // A driver with nothing that day, sent nothing or told already, is not the planning's concern.
  return summaries
    .filter((s) => s.jobs > 0 || s.changes > 0)
    .sort((a, b) => a.driverName.localeCompare(b.driverName, "fr"));
}

/** A driver whose last sheet for a day showed a request otherwise than it stands now. */
export interface OutdatedSheet {
  driverId: string;
  driverName: string;
  day: string;
  channel: SheetChannel;
  sentAt: Date;
  /** changed: the job's text differs; removed: the job is no longer on the driver's sheet. */
  kind: "changed" | "removed";
}

/**
 * On a request's page: the drivers who were sent a sheet with this request on it, for today or a day
 * to come, whose last sheet for that day no longer says what the request says now (its time, places,
 * vehicle, party…), or should no longer have it (cancelled, moved to another day, given to another
 * driver). The caller does not ask once the request is done.
 */
export async function outdatedSheets(requestId: string, today: string): Promise<OutdatedSheet[]> {
  const keys = [requestId, `${requestId}-return`];
  const sent = await db()
    .selectDistinct({ driverId: driverSheetSends.driverId, day: driverSheetSends.day })
    .from(driverSheetSends)
    .where(
      and(
        gte(driverSheetSends.day, today),
        or(...keys.map((key) => sql`${driverSheetSends.jobs} @> ${JSON.stringify([{ key }])}::jsonb`)),
      ),
    );
  const found: OutdatedSheet[] = [];
  for (const { driverId, day } of sent) {
    const [last] = await db()
      .select({ send: driverSheetSends, driverName: drivers.fullName })
      .from(driverSheetSends)
      .innerJoin(drivers, eq(drivers.id, driverSheetSends.driverId))
      .where(and(eq(driverSheetSends.driverId, driverId), eq(driverSheetSends.day, day)))
      .orderBy(desc(driverSheetSends.createdAt))
      .limit(1);
    if (!last) continue;
    const before = last.send.jobs.filter((job) => keys.includes(job.key));
    // The last sheet of that day no longer had the request: the driver was told since.
    if (before.length === 0) continue;
    const now = sentJobsOf((await sheetJobs(day, driverId)).filter((job) => keys.includes(job.key)));
    const changes = sheetChanges(before, now).filter((c) => c.kind !== "added");
    if (changes.length === 0) continue;
    found.push({
      driverId,
      driverName: last.driverName,
      day,
      channel: last.send.channel,
      sentAt: last.send.createdAt,
      kind: changes.some((c) => c.kind === "changed") ? "changed" : "removed",
    });
  }
  return found.sort((a, b) => a.day.localeCompare(b.day) || a.driverName.localeCompare(b.driverName));
}
