import { MessageCircle, MessageSquareText, Printer } from "lucide-react";
import { Fragment } from "react";
import { Form, Link } from "react-router";
import { PhoneLink } from "~/components/admin/phone-link";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { collectText, endText } from "~/domain/admin/day-sheet";
import { driverDayMessage, driverMessageLinks } from "~/domain/admin/driver-message";
import { legsOf, meetingPointOf, perVan } from "~/domain/admin/fleet";
import { formatTripDay, parisIsoDate } from "~/domain/admin/format";
import { staffTrip } from "~/domain/admin/trip-facts";
import { formatLongDate, isCalendarDate } from "~/domain/dates";
import { UUID } from "~/domain/ids";
import { booking } from "~/i18n/fr/booking";
import { ADMIN_TEXT, ASSIGNMENT_TEXT, DRIVER_MESSAGE_TEXT, SHEET_TEXT } from "~/i18n/staff";
import { requireStaff } from "~/lib/auth.server";
import { requestInfoContext } from "~/lib/context.server";
import { dayJobs, listDrivers } from "~/lib/fleet-store.server";
import { staffMeta } from "~/seo/meta";
import type { Route } from "./+types/admin-sheet";

export const meta: Route.MetaFunction = staffMeta(SHEET_TEXT.metaTitle);

export { ErrorBoundary, headers } from "~/components/admin/staff-route";

/** A driver's day (or the whole day's), printable: /admin/planning/sheet?date=…&driver=… (decision 020). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const asked = params.get("date") ?? "";
  const date = isCalendarDate(asked) ? asked : parisIsoDate(new Date());
  const askedDriver = params.get("driver") ?? "";
  const driverId = UUID.test(askedDriver) ? askedDriver.toLowerCase() : null;
  const [drivers, rows] = await Promise.all([listDrivers(), dayJobs(date, driverId)]);
  const driver = drivers.find((d) => d.id === driverId) ?? null;
  const jobs = rows
    .flatMap(({ reservation: r, vans, crews }) => {
      const trip = staffTrip(r);
      // At an airport, heliport or station the time is a landing or an arrival (pickupTimeLabel).
      const timeIsArrival = trip.timeLabel !== booking.trips.pickupTime;
      const common = {
        id: r.id,
        reference: r.reference,
        client: `${r.firstName} ${r.lastName}`,
        phone: r.phone,
        passengers: r.passengers,
        luggage: r.luggage,
        message: r.message,
        driver: perVan(crews.map(({ driver: d }) => (d ? `${d.fullName}, ${d.phone}` : null))),
        vehicle:
          driver && vans > 1
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
        .map((leg) =>
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
                facts: [[SHEET_TEXT.returnLeg, SHEET_TEXT.returnOf(formatTripDay(r.date), r.time)]] as [
                  string,
                  string,
                ][],
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
  // A driver's sheet, sent to them as a message (decision 041): built here, the page only links it.
  const message =
    driver && jobs.length
      ? driverMessageLinks(
          driver.phone,
          driverDayMessage(
            driver,
            formatLongDate(date, "fr"),
            jobs,
            context.get(requestInfoContext).env.COMPANY_NAME,
          ),
        )
      : null;
  return {
    date,
    driver: driver ? { id: driver.id, fullName: driver.fullName, phone: driver.phone } : null,
    drivers: drivers.map((d) => ({ id: d.id, fullName: d.fullName, active: d.active })),
    jobs,
    message,
  };
}

export default function DaySheet({ loaderData }: Route.ComponentProps) {
  const { date, driver, drivers, jobs, message } = loaderData;
  return (
    <div className="container-staff py-8 print:p-0">
      <Form
        method="get"
        aria-label={SHEET_TEXT.filtersLabel}
        className="mb-6 flex flex-wrap items-end gap-3 rounded-xl border border-ivory-300 bg-white p-4 print:hidden"
      >
        <div className="space-y-1.5">
          <label htmlFor="sheet-date" className="block text-sm font-medium text-navy-900">
            {SHEET_TEXT.date}
          </label>
          <input id="sheet-date" type="date" name="date" defaultValue={date} className={inputClass} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="sheet-driver" className="block text-sm font-medium text-navy-900">
            {SHEET_TEXT.driver}
          </label>
          <select id="sheet-driver" name="driver" defaultValue={driver?.id ?? ""} className={inputClass}>
            <option value="">{SHEET_TEXT.allDrivers}</option>
            {drivers.map((d) => (
              <option key={d.id} value={d.id}>
                {d.fullName}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass({ variant: "secondary" })}>
          {SHEET_TEXT.show}
        </button>
        <button type="button" onClick={() => window.print()} className={buttonClass({ variant: "outline" })}>
          <Printer aria-hidden="true" />
          {SHEET_TEXT.print}
        </button>
      </Form>
      <h1 className="text-2xl text-navy-900 md:text-3xl">{SHEET_TEXT.title(formatLongDate(date, "fr"))}</h1>
      <p className="mt-1 text-muted">
        {driver ? SHEET_TEXT.forDriver(`${driver.fullName}, ${driver.phone}`) : SHEET_TEXT.allDrivers} ·{" "}
        <span data-testid="sheet-count">{SHEET_TEXT.jobs(jobs.length)}</span>
      </p>
      {message ? (
        <section
          aria-labelledby="driver-message-title"
          className="mt-4 rounded-xl border border-ivory-300 bg-white p-4 print:hidden"
          data-testid="driver-message"
        >
          <h2 id="driver-message-title" className="font-sans text-sm font-semibold text-navy-900">
            {DRIVER_MESSAGE_TEXT.title}
          </h2>
          <p className="mt-1 text-sm text-muted">{DRIVER_MESSAGE_TEXT.hint}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <a
              href={message.whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              <MessageCircle aria-hidden="true" />
              {DRIVER_MESSAGE_TEXT.whatsapp}
            </a>
            <a href={message.sms} className={buttonClass({ variant: "outline", size: "sm" })}>
              <MessageSquareText aria-hidden="true" />
              {DRIVER_MESSAGE_TEXT.sms}
            </a>
          </div>
        </section>
      ) : null}
      {jobs.length === 0 ? (
        <p className="mt-6 rounded-xl border border-ivory-300 bg-white p-5 text-muted">{SHEET_TEXT.none}</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {jobs.map((job) => (
            <li
              key={job.key}
              data-testid="sheet-job"
              className="break-inside-avoid rounded-xl border border-ivory-300 bg-white p-5 print:rounded-none print:border-x-0 print:border-t-0 print:p-3"
            >
              <p className="text-sm font-medium text-muted" data-testid="sheet-time-label">
                {job.timeLabel}
              </p>
              <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
                <span className="text-2xl font-semibold text-navy-900">{job.time}</span>
                <span className="font-semibold">{job.reference}</span>
                <Link
                  to={`/admin/reservations/${job.id}/proof`}
                  className="text-sm text-gold-700 underline underline-offset-4 print:hidden"
                >
                  {SHEET_TEXT.proof(job.reference)}
                </Link>
              </div>
              <p className="mt-2 font-semibold text-navy-900" data-testid="sheet-collect">
                {job.collect}
              </p>
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
                <dt className="text-muted">{SHEET_TEXT.pickup}</dt>
                <dd>{job.departure}</dd>
                <dt className="text-muted">{SHEET_TEXT.meetingPoint}</dt>
                <dd>{job.meetingPoint}</dd>
                {job.arrival ? (
                  <>
                    <dt className="text-muted">{SHEET_TEXT.destination}</dt>
                    <dd>{job.arrival}</dd>
                  </>
                ) : null}
                <dt className="text-muted">{SHEET_TEXT.end}</dt>
                <dd data-testid="sheet-end">{job.end}</dd>
                {job.facts.map(([label, value]) => (
                  <Fragment key={label}>
                    <dt className="text-muted">{label}</dt>
                    <dd className="whitespace-pre-line">{value}</dd>
                  </Fragment>
                ))}
                <dt className="text-muted">{SHEET_TEXT.client}</dt>
                <dd>
                  {job.client}, <PhoneLink phone={job.phone} className="underline" />
                </dd>
                <dt className="text-muted">{SHEET_TEXT.party}</dt>
                <dd>
                  {ADMIN_TEXT.passengers(job.passengers)}, {ADMIN_TEXT.luggage(job.luggage)}
                </dd>
                {job.flightNumber ? (
                  <>
                    <dt className="text-muted">{job.travelLabel ?? SHEET_TEXT.flight}</dt>
                    <dd>{job.flightNumber}</dd>
                  </>
                ) : null}
                {driver ? null : (
                  <>
                    <dt className="text-muted">{SHEET_TEXT.driverOf}</dt>
                    <dd>{job.driver ?? SHEET_TEXT.unassigned}</dd>
                  </>
                )}
                <dt className="text-muted">{SHEET_TEXT.vehicle}</dt>
                <dd>{job.vehicle ?? SHEET_TEXT.unassigned}</dd>
                {job.message ? (
                  <>
                    <dt className="text-muted">{SHEET_TEXT.message}</dt>
                    <dd className="whitespace-pre-line">{job.message}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
