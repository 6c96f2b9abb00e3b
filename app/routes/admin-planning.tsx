import {
  AlarmClock,
  CalendarOff,
  ChevronLeft,
  ChevronRight,
  RefreshCw,
  Timer,
  TriangleAlert,
} from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { ChangeCue } from "~/components/admin/change-cue";
import { SMALL_FIELD, SourceFilter } from "~/components/admin/source-filter";
import { StaffBar } from "~/components/admin/staff-bar";
import {
  CellLabel,
  ColumnHeads,
  FlightLine,
  LabelledCell,
  RouteCell,
  rowClass,
  TableRegion,
  TripRoute,
  tdClass,
} from "~/components/admin/table-region";
import { TravellerLines } from "~/components/admin/traveller";
import { useNewArrivals, usePlannerPulse } from "~/components/admin/use-planner-pulse";
import { buttonClass } from "~/components/ui/button";
import { db } from "~/db/client.server";
import { absenceOn, absenceSpan } from "~/domain/admin/absences";
import { sourceParam } from "~/domain/admin/filters";
import { legsOf } from "~/domain/admin/fleet";
import { formatDateTime, parisIsoDate } from "~/domain/admin/format";
import {
  AWAITING_ALERT_MINUTES,
  departureSoonLabel,
  type Leg,
  legDays,
  minutesToPickup,
  PLANNER_RANGES,
  type PlannerRange,
  parseRange,
  rangeDays,
  soonUntil,
  VERY_SOON_MINUTES,
  waitingLabel,
  waitingMinutes,
} from "~/domain/admin/planner";
import { type ReservationSource, sourceLabel } from "~/domain/admin/source";
import { addDays, formatLongDate, isCalendarDate } from "~/domain/dates";
import { ADMIN_TEXT, ASSIGNMENT_TEXT, DETAIL_TEXT, PLANNER_TEXT, SHEET_TEXT } from "~/i18n/staff";
import { absencesBetween } from "~/lib/absences-store.server";
import { requireStaff } from "~/lib/auth.server";
import { daySheetSummaries } from "~/lib/day-sheet.server";
import { conflictsBetween, crewsWithFleet } from "~/lib/fleet-store.server";
import {
  AWAITING_LIMIT,
  countAwaitingAnswer,
  loadPlanner,
  plannerSignature,
} from "~/lib/planner-store.server";
import { staffMeta } from "~/seo/meta";
import { cn } from "~/utils/cn";
import type { Route } from "./+types/admin-planning";

export const meta: Route.MetaFunction = staffMeta(PLANNER_TEXT.metaTitle, PLANNER_TEXT.metaDescription);

export { ErrorBoundary, headers } from "~/components/admin/staff-route";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const range = parseRange(params.get("range"));
  const source = sourceParam(params);
  const now = new Date();
  const today = parisIsoDate(now);
  // Any day, from the date field or the previous and next day links: ?date=YYYY-MM-DD.
  const asked = params.get("date") ?? "";
  const date = isCalendarDate(asked) ? asked : null;
  const days = date ? { from: date, to: date } : rangeDays(range, today);
  const [{ awaiting, jobs: rows }, pulse, conflicts, sheets, absences] = await Promise.all([
    loadPlanner(days, source, soonUntil(now)),
    plannerSignature(),
    conflictsBetween(days.from, days.to),
    // One day shown: each driver's sheet, sent or not, changed since or not (decision 042).
    days.from === days.to ? daySheetSummaries(days.from) : [],
    // Drivers off and vehicles out of service on the days shown (decision 044), and on the day
    // after the last: a ride of the last evening may end past midnight.
    absencesBetween(days.from, addDays(days.to, 1)),
  ]);
  const awaitingTotal =
    awaiting.length < AWAITING_LIMIT ? awaiting.length : await countAwaitingAnswer(source);
  // Every van's crew (decision 037): van 1 on the request, the others from their own rows.
  const crewsOf = await crewsWithFleet(db(), rows);
  // Each ride in the range is a job of its day: a return's way back too, from the drop-off.
  const jobs = rows
    .flatMap((row) => {
      const job = {
        ...row,
        key: row.id,
        outbound: null as { date: string; time: string } | null,
        // Only what the page shows of each driver and vehicle.
        crews: (crewsOf.get(row.id) ?? []).map(({ driver, vehicle }) => ({
          driverId: driver?.id ?? null,
          driver: driver ? { id: driver.id, fullName: driver.fullName, phone: driver.phone } : null,
          vehicle: vehicle ? { id: vehicle.id, model: vehicle.model, plate: vehicle.plate } : null,
        })),
        conflicts: conflicts.get(row.id) ?? [],
      };
      // Each of the job's drivers and vehicles noted away on a day the ride runs on (the next one
      // too when it ends past midnight): the driver by name, the vehicle by its plate.
      const awayOn = (leg: Leg) =>
        job.crews.flatMap(({ driver, vehicle }) => [
          ...(driver && absenceOn(absences, "driver", driver.id, legDays(leg))
            ? [{ resource: "driver" as const, id: driver.id, name: driver.fullName }]
            : []),
          ...(vehicle && absenceOn(absences, "vehicle", vehicle.id, legDays(leg))
            ? [{ resource: "vehicle" as const, id: vehicle.id, name: vehicle.plate }]
            : []),
        ]);
      return legsOf(row)
        .filter((leg) => leg.date >= days.from && leg.date <= days.to)
        .map((leg) =>
          leg.back
            ? {
                ...job,
                absent: awayOn(leg),
                key: `${row.id}-return`,
                date: leg.date,
                time: leg.time,
                departure: row.arrival,
                arrival: row.departure,
                flightNumber: null,
                stopCount: 0,
                outbound: { date: row.date, time: row.time },
              }
            : { ...job, absent: awayOn(leg) },
        );
    })
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        a.time.localeCompare(b.time) ||
        a.reference.localeCompare(b.reference),
    );
  return {
    range,
    date,
    source: source ?? null,
    today,
    days,
    awaiting,
    awaitingTotal,
    jobs,
    sheets,
    // The drivers first, then the vehicles.
    absences: absences
      .filter((a) => a.startsOn <= days.to)
      .sort((a, b) => a.resource.localeCompare(b.resource))
      .map((a) => ({
        id: a.id,
        name: a.name,
        startsOn: a.startsOn,
        endsOn: a.endsOn,
        reason: a.reason,
      })),
    signature: pulse.signature,
    now: now.toISOString(),
  };
}

type LoaderData = Route.ComponentProps["loaderData"];

function RangeNav({
  range,
  date,
  source,
}: {
  range: PlannerRange;
  date: string | null;
  source: ReservationSource | null;
}) {
  const also = source ? `&source=${source}` : "";
  const view = date ? `date=${date}` : `range=${range}`;
  return (
    <nav aria-label={PLANNER_TEXT.rangesLabel} className="mt-4 flex flex-wrap items-center gap-2">
      {PLANNER_RANGES.map((value) => (
        <Link
          key={value}
          to={`/admin/planning?range=${value}${also}`}
          aria-current={value === range && !date ? "page" : undefined}
          data-testid={`range-${value}`}
          className={buttonClass({
            variant: value === range && !date ? "secondary" : "outline",
            size: "sm",
            className: value === range && !date ? "" : "text-navy-900",
          })}
        >
          {PLANNER_TEXT.ranges[value]}
        </Link>
      ))}
      <a
        href={`/admin/planning?${view}${also}`}
        className={buttonClass({ variant: "ghost", size: "sm", className: "text-navy-900" })}
        data-testid="planner-refresh"
      >
        <RefreshCw aria-hidden="true" />
        {/* On a phone the icon alone, so that it stays on the ranges' line; its name is said all the same. */}
        <span className="sr-only sm:not-sr-only">{PLANNER_TEXT.refresh}</span>
      </a>
      <SourceFilter range={range} date={date} source={source} />
    </nav>
  );
}

/** A label in short on a phone, in full from the small breakpoint up (the one shown is the one read). */
function Short({ short, full }: { short: string; full: string }) {
  return (
    <>
      <span className="sm:hidden">{short}</span>
      <span className="hidden sm:inline">{full}</span>
    </>
  );
}

/**
 * Any day of the planning: a date field with its button (a plain GET form, without JavaScript too)
 * and, on a one-day view, the day before, the day after and that day's sheet.
 */
function DayNav({ days, source }: { days: LoaderData["days"]; source: ReservationSource | null }) {
  const also = source ? `&source=${source}` : "";
  const oneDay = days.from === days.to;
  // Narrower on a phone, so that the day before, the day after and the sheet share one line.
  const link = buttonClass({ variant: "ghost", size: "sm", className: "text-navy-900 max-sm:px-2.5" });
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <Form
        key={days.from}
        method="get"
        action="/admin/planning"
        className="flex flex-wrap items-center gap-2"
        data-testid="planner-day-form"
      >
        {source ? <input type="hidden" name="source" value={source} /> : null}
        <label htmlFor="planner-day" className="flex items-center gap-2 text-sm font-medium text-navy-900">
          {PLANNER_TEXT.dayField}
          <input
            id="planner-day"
            type="date"
            name="date"
            required
            defaultValue={days.from}
            className={SMALL_FIELD}
          />
        </label>
        <button
          type="submit"
          className={buttonClass({ variant: "outline", size: "sm", className: "text-navy-900" })}
        >
          {PLANNER_TEXT.showDay}
        </button>
      </Form>
      {oneDay ? (
        <nav aria-label={PLANNER_TEXT.dayNavLabel} className="flex flex-wrap items-center gap-1">
          <Link
            to={`/admin/planning?date=${addDays(days.from, -1)}${also}`}
            className={link}
            data-testid="day-previous"
          >
            <ChevronLeft aria-hidden="true" />
            <Short short={PLANNER_TEXT.previousDayShort} full={PLANNER_TEXT.previousDay} />
          </Link>
          <Link
            to={`/admin/planning?date=${addDays(days.from, 1)}${also}`}
            className={link}
            data-testid="day-next"
          >
            <Short short={PLANNER_TEXT.nextDayShort} full={PLANNER_TEXT.nextDay} />
            <ChevronRight aria-hidden="true" />
          </Link>
          <Link to={`/admin/planning/sheet?date=${days.from}`} className={link} data-testid="day-sheet-any">
            {SHEET_TEXT.sheetLink}
          </Link>
        </nav>
      ) : null}
    </div>
  );
}

/** A job's reference, linking to its page, then the cue when its client asked for a change. */
function ReferenceLink({
  job,
  className,
}: {
  job: { id: string; reference: string; changeRequested: boolean };
  className?: string;
}) {
  return (
    <>
      <Link
        to={`/admin/reservations/${job.id}`}
        className={cn(
          "font-semibold whitespace-nowrap text-gold-700 underline underline-offset-4 hover:text-navy-900",
          className,
        )}
      >
        {job.reference}
      </Link>
      <ChangeCue pending={job.changeRequested} />
    </>
  );
}

/** The planner's two parts: where each stands, its title, its count's look, what it says when empty. */
const PLANNER_SECTIONS = {
  awaiting: {
    className: "mt-6",
    title: PLANNER_TEXT.awaitingTitle,
    countClass: "rounded-full bg-gold-300/40 px-2.5 py-0.5 text-sm",
    none: PLANNER_TEXT.awaitingNone,
  },
  jobs: {
    className: "mt-10",
    title: PLANNER_TEXT.jobsTitle,
    countClass: "text-sm font-normal text-muted",
    none: PLANNER_TEXT.jobsNone,
  },
};

/** A part of the planner: its title and count, then its content, or a sentence when it has none. */
function PlannerSection({
  part,
  count,
  empty,
  after,
  children,
}: {
  part: keyof typeof PLANNER_SECTIONS;
  count: string;
  empty: boolean;
  /** What follows, content or not. */
  after?: ReactNode;
  children: ReactNode;
}) {
  const { className, title, countClass, none } = PLANNER_SECTIONS[part];
  return (
    <section aria-labelledby={`${part}-title`} className={className}>
      <h2 id={`${part}-title`} className="font-sans text-lg font-semibold text-navy-900">
        {title}{" "}
        <span className={countClass} data-testid={`${part}-total`}>
          {count}
        </span>
      </h2>
      {empty ? (
        <p className="mt-3 rounded-xl border border-ivory-300 bg-white p-5 text-muted">{none}</p>
      ) : (
        children
      )}
      {after}
    </section>
  );
}

function AwaitingList({
  rows,
  total,
  now,
  fresh,
}: {
  rows: LoaderData["awaiting"];
  total: number;
  now: Date;
  fresh: Set<string>;
}) {
  return (
    <PlannerSection
      part="awaiting"
      count={total.toLocaleString("fr-FR")}
      empty={rows.length === 0}
      after={
        total > rows.length ? (
          <p className="mt-3 text-sm">
            <Link to="/admin?status=new&sort=created" className="underline underline-offset-4">
              {PLANNER_TEXT.awaitingMore(total - rows.length)}
            </Link>
          </p>
        ) : null
      }
    >
      <ul className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3" data-testid="awaiting-list">
        {rows.map((row) => {
          const minutes = waitingMinutes(row.waitingSince, now);
          const late = minutes >= AWAITING_ALERT_MINUTES;
          return (
            <li
              key={row.id}
              data-testid="awaiting-item"
              data-late={late || undefined}
              data-fresh={fresh.has(row.id) || undefined}
              className={cn(
                "rounded-xl border bg-white p-4 shadow-sm",
                late ? "border-danger border-l-4" : "border-ivory-300",
                fresh.has(row.id) && "ring-2 ring-gold-500",
              )}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <ReferenceLink job={row} />
                <span
                  className={cn(
                    "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
                    late ? "bg-danger text-white" : "bg-ivory-200 text-navy-900",
                  )}
                  data-testid="awaiting-age"
                >
                  {late ? <AlarmClock className="size-3.5" aria-hidden="true" /> : null}
                  {waitingLabel(minutes)}
                  {late ? <span className="sr-only"> ({PLANNER_TEXT.urgent})</span> : null}
                </span>
              </div>
              <DepartureBadge date={row.date} time={row.time} now={now} />
              {fresh.has(row.id) ? (
                <p className="mt-1 text-xs font-semibold text-gold-700 uppercase">{PLANNER_TEXT.newBadge}</p>
              ) : null}
              <p className="mt-2 text-sm text-navy-900">
                {formatLongDate(row.date, "fr")}, {row.time}
                {row.flightNumber ? ` · ${ADMIN_TEXT.flight(row.flightNumber)}` : ""}
              </p>
              <TripRoute trip={row} className="text-sm" />
              <p className="mt-1 text-sm">
                {row.firstName} {row.lastName}
                {row.passengerName ? ` ${DETAIL_TEXT.forPassenger(row.passengerName)}` : ""} ·{" "}
                {ADMIN_TEXT.passengers(row.passengers)}
              </p>
              <p className="mt-1 text-xs text-muted">
                {PLANNER_TEXT.received(formatDateTime(row.createdAt))} ·{" "}
                <span data-testid="awaiting-source">{sourceLabel(row.source, row.sourceName)}</span>
              </p>
            </li>
          );
        })}
      </ul>
    </PlannerSection>
  );
}

/** How soon a waiting request leaves, when within 24 hours: red under 3 hours, in words and with an icon. */
function DepartureBadge({ date, time, now }: { date: string; time: string; now: Date }) {
  const label = departureSoonLabel(date, time, now);
  if (!label) return null;
  const verySoon = minutesToPickup(date, time, now) < VERY_SOON_MINUTES;
  return (
    <p className="mt-2">
      <span
        className={cn(
          "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
          verySoon ? "bg-danger text-white" : "bg-gold-300/60 text-navy-900",
        )}
        data-testid="awaiting-departure"
      >
        <Timer className="size-3.5" aria-hidden="true" />
        {label}
      </span>
    </p>
  );
}

const JOB_COLUMNS = [
  PLANNER_TEXT.pickup,
  PLANNER_TEXT.trip,
  PLANNER_TEXT.traveller,
  PLANNER_TEXT.people,
  PLANNER_TEXT.assignment,
  PLANNER_TEXT.documents,
];

/** The drivers of the day shown, each with their sheet's state and a link to it. */
function DriverSheets({ day, sheets }: { day: string; sheets: LoaderData["sheets"] }) {
  if (sheets.length === 0) return null;
  return (
    <div className="mb-3 text-sm" data-testid="driver-sheets">
      <h3 className="font-sans text-sm font-semibold text-navy-900">{PLANNER_TEXT.driverSheets}</h3>
      <ul className="mt-1 flex flex-wrap gap-2">
        {sheets.map((sheet) => {
          const tone =
            sheet.changes > 0
              ? "border-danger/40 bg-[#fdf0ee] text-[#7a1a12]"
              : sheet.sentAt
                ? "border-ivory-300 bg-white text-navy-900"
                : "border-gold-500 bg-gold-300/30 text-navy-900";
          return (
            <li key={sheet.driverId}>
              <Link
                to={`/admin/planning/sheet?date=${day}&driver=${sheet.driverId}`}
                className={cn("inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1", tone)}
                data-testid="driver-sheet-state"
              >
                {sheet.changes > 0 ? <TriangleAlert className="size-3.5" aria-hidden="true" /> : null}
                <span className="font-semibold">{sheet.driverName}</span>{" "}
                <span>
                  {sheet.changes > 0
                    ? PLANNER_TEXT.sheetToResend(sheet.changes)
                    : sheet.sentAt
                      ? PLANNER_TEXT.sheetSent(formatDateTime(sheet.sentAt))
                      : PLANNER_TEXT.sheetToSend}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The drivers off and the vehicles out of service on a day (decision 044), with their reasons. */
function AbsentLine({ day, absences }: { day: string; absences: LoaderData["absences"] }) {
  const away = absences.filter((a) => a.startsOn <= day && a.endsOn >= day);
  if (away.length === 0) return null;
  return (
    <p
      className="mb-3 flex flex-wrap items-center gap-x-1.5 text-sm text-amber-950"
      data-testid="absent-today"
    >
      <CalendarOff className="size-4" aria-hidden="true" />
      <span className="font-semibold">{PLANNER_TEXT.absentToday}</span>
      {away.map((a, i) => (
        <span key={a.id}>
          {a.name}
          {a.reason ? ` (${a.reason})` : ""}
          {i < away.length - 1 ? "," : ""}
        </span>
      ))}
    </p>
  );
}

/**
 * A view of several days: every driver and vehicle unavailable during them, with their days, above
 * the days (a day without jobs is not drawn, its absences would not show otherwise).
 */
function PeriodAbsences({ absences }: { absences: LoaderData["absences"] }) {
  if (absences.length === 0) return null;
  return (
    <div className="mt-3 text-sm text-amber-950" data-testid="absent-period">
      <p className="flex items-center gap-1.5 font-semibold">
        <CalendarOff className="size-4" aria-hidden="true" />
        {PLANNER_TEXT.absentPeriod}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {absences.map((a) => (
          <li key={a.id}>
            {a.name}, {absenceSpan(a)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function JobsByDay({
  jobs,
  days,
  sheets,
  absences,
}: {
  jobs: LoaderData["jobs"];
  days: LoaderData["days"];
  sheets: LoaderData["sheets"];
  absences: LoaderData["absences"];
}) {
  const byDay = new Map<string, LoaderData["jobs"]>();
  for (const job of jobs) byDay.set(job.date, [...(byDay.get(job.date) ?? []), job]);
  return (
    <PlannerSection
      part="jobs"
      count={PLANNER_TEXT.jobsCount(jobs.length)}
      empty={jobs.length === 0}
      // A day left without jobs (all cancelled, or another source shown) may still have drivers to tell.
      after={
        jobs.length === 0 && days.from === days.to ? (
          <div className="mt-4">
            <AbsentLine day={days.from} absences={absences} />
            <DriverSheets day={days.from} sheets={sheets} />
          </div>
        ) : jobs.length === 0 ? (
          <PeriodAbsences absences={absences} />
        ) : null
      }
    >
      {days.from !== days.to ? <PeriodAbsences absences={absences} /> : null}
      {[...byDay.entries()].map(([day, rows]) => (
        <div key={day} className="mt-4">
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
            {days.from !== days.to ? (
              <h3 className="font-sans text-base font-semibold text-navy-900 first-letter:uppercase">
                {formatLongDate(day, "fr")}
              </h3>
            ) : (
              <span />
            )}
            <Link
              to={`/admin/planning/sheet?date=${day}`}
              className="text-sm text-gold-700 underline underline-offset-4"
              data-testid="day-sheet"
            >
              {PLANNER_TEXT.daySheet}
            </Link>
          </div>
          <AbsentLine day={day} absences={absences} />
          {days.from === days.to ? <DriverSheets day={day} sheets={sheets} /> : null}
          <TableRegion label={`${PLANNER_TEXT.jobsTitle}, ${formatLongDate(day, "fr")}`}>
            <table className="w-full border-collapse max-md:block" data-testid="jobs-table">
              <ColumnHeads labels={JOB_COLUMNS} />
              <tbody className="max-md:block">
                {rows.map((job) => (
                  <tr key={job.key} className={rowClass} data-testid="job-row" data-reference={job.reference}>
                    <th scope="row" className={`${tdClass} text-left whitespace-nowrap`}>
                      <span className="text-lg font-semibold text-navy-900" data-testid="job-time">
                        {job.time}
                      </span>
                      <ReferenceLink job={job} className="ml-3 md:ml-0 md:block" />
                      <FlightLine number={job.flightNumber} className="text-sm font-normal" />
                    </th>
                    <RouteCell label={PLANNER_TEXT.trip} className="md:min-w-64" trip={job} />
                    <LabelledCell label={PLANNER_TEXT.traveller}>
                      <TravellerLines r={job} />
                    </LabelledCell>
                    <LabelledCell label={PLANNER_TEXT.people} className="whitespace-nowrap">
                      <p>{ADMIN_TEXT.passengers(job.passengers)}</p>
                      <p className="text-muted">{ADMIN_TEXT.luggage(job.luggage)}</p>
                    </LabelledCell>
                    <td className={tdClass} data-testid="job-assignment">
                      <CellLabel>{PLANNER_TEXT.assignment}</CellLabel>
                      {job.crews.map((crew, i) => (
                        <div key={crew.driverId ?? `van-${i}`} className={i > 0 ? "mt-1.5" : undefined}>
                          {job.crews.length > 1 ? (
                            <p className="text-xs font-semibold uppercase tracking-wide text-muted">
                              {ASSIGNMENT_TEXT.van(i + 1)}
                            </p>
                          ) : null}
                          {crew.driver ? (
                            <p className="font-medium text-navy-900">{crew.driver.fullName}</p>
                          ) : (
                            <p className="text-muted">{PLANNER_TEXT.unassigned}</p>
                          )}
                          {crew.vehicle ? (
                            <p className="text-muted">
                              {/* A plate is read whole: never broken at its hyphens. */}
                              {crew.vehicle.model} ·{" "}
                              <span className="whitespace-nowrap">{crew.vehicle.plate}</span>
                            </p>
                          ) : null}
                        </div>
                      ))}
                      {job.conflicts.map((c) => (
                        <p
                          key={`${c.resource}-${c.otherId}`}
                          className="mt-1 inline-flex items-center gap-1 rounded-full bg-danger px-2.5 py-0.5 text-xs font-semibold text-white"
                          data-testid="job-conflict"
                        >
                          <TriangleAlert className="size-3.5" aria-hidden="true" />
                          {ASSIGNMENT_TEXT.conflictShort(c.resource, c.reference)}
                        </p>
                      ))}
                      {job.absent.map((away) => (
                        <p
                          key={`absent-${away.id}`}
                          className="mt-1 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950 ring-1 ring-amber-500"
                          data-testid="job-absent"
                        >
                          <CalendarOff className="size-3.5" aria-hidden="true" />
                          {ASSIGNMENT_TEXT.absentShort(
                            away.resource,
                            job.crews.length > 1 ? away.name : null,
                          )}
                        </p>
                      ))}
                    </td>
                    <LabelledCell label={PLANNER_TEXT.documents} className="print:hidden">
                      {/* Each van's driver carries the proof of the booking with their own vehicle. */}
                      {job.crews.map((_, i) => (
                        <Link
                          key={`proof-${i + 1}`}
                          to={`/admin/reservations/${job.id}/proof${i > 0 ? `?van=${i + 1}` : ""}`}
                          className="block underline underline-offset-4"
                          data-testid="job-proof"
                        >
                          {job.crews.length > 1
                            ? PLANNER_TEXT.proofOf(ASSIGNMENT_TEXT.van(i + 1))
                            : PLANNER_TEXT.proof}
                        </Link>
                      ))}
                      {job.crews.map((crew, i) =>
                        crew.driverId ? (
                          <Link
                            key={crew.driverId}
                            to={`/admin/planning/sheet?date=${job.date}&driver=${crew.driverId}`}
                            className="block underline underline-offset-4"
                          >
                            {job.crews.length > 1
                              ? PLANNER_TEXT.driverSheetOf(
                                  crew.driver?.fullName ?? ASSIGNMENT_TEXT.van(i + 1),
                                )
                              : PLANNER_TEXT.driverSheet}
                          </Link>
                        ) : null,
                      )}
                    </LabelledCell>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        </div>
      ))}
    </PlannerSection>
  );
}

export default function Planning({ loaderData }: Route.ComponentProps) {
  const { range, date, source, awaiting, awaitingTotal, jobs, days, signature } = loaderData;
  const now = usePlannerPulse(signature, loaderData.now);
  const { fresh, markSeen } = useNewArrivals(awaiting.map((row) => row.id));
  return (
    <>
      <StaffBar title={PLANNER_TEXT.title}>
        <p className="mt-2 text-sm text-muted first-letter:uppercase">
          {days.from === days.to
            ? formatLongDate(days.from, "fr")
            : `${formatLongDate(days.from, "fr")} → ${formatLongDate(days.to, "fr")}`}
        </p>
        <RangeNav range={range} date={date} source={source} />
        <DayNav days={days} source={source} />
        <p className="mt-2 text-xs text-muted">{PLANNER_TEXT.refreshHint}</p>
      </StaffBar>
      <div className="container-staff py-6">
        <div role="status" aria-live="polite" className="min-h-0" data-testid="planner-live">
          {fresh.size > 0 ? (
            <p className="flex flex-wrap items-center gap-3 rounded-xl border border-gold-500 bg-gold-300/30 px-4 py-3 font-semibold text-navy-900">
              {PLANNER_TEXT.newRequests(fresh.size)}
              <button
                type="button"
                onClick={markSeen}
                className={buttonClass({ variant: "outline", size: "sm" })}
              >
                {PLANNER_TEXT.seen}
              </button>
            </p>
          ) : null}
        </div>
        <AwaitingList rows={awaiting} total={awaitingTotal} now={now} fresh={fresh} />
        <JobsByDay jobs={jobs} days={days} sheets={loaderData.sheets} absences={loaderData.absences} />
      </div>
    </>
  );
}
