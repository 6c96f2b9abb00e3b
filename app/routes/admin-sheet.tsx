import { CalendarOff, MessageCircle, MessageSquareText, Printer, TriangleAlert } from "lucide-react";
import { Fragment, useEffect, useRef } from "react";
import { Form, Link, useFetcher, useRevalidator } from "react-router";
import { SheetTraveller } from "~/components/admin/traveller";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { absenceOn, absenceSpan } from "~/domain/admin/absences";
import { driverMessageLinks, SHEET_CHANNELS } from "~/domain/admin/driver-message";
import { formatDateTime, parisIsoDate } from "~/domain/admin/format";
import { formatLongDate, isCalendarDate } from "~/domain/dates";
import { UUID } from "~/domain/ids";
import { ADMIN_TEXT, DRIVER_MESSAGE_TEXT, SHEET_TEXT } from "~/i18n/staff";
import { absencesBetween } from "~/lib/absences-store.server";
import { assertSameOrigin, requireStaff } from "~/lib/auth.server";
import { requestInfoContext } from "~/lib/context.server";
import {
  driverMessage,
  recordSheetSend,
  type SheetRow,
  type SheetSendState,
  sheetJobs,
  sheetSendState,
} from "~/lib/day-sheet.server";
import { getDriver, listDrivers } from "~/lib/fleet-store.server";
import { invalid, readForm } from "~/lib/form-action.server";
import { staffMeta } from "~/seo/meta";
import type { Route } from "./+types/admin-sheet";

export const meta: Route.MetaFunction = staffMeta(SHEET_TEXT.metaTitle);

export { ErrorBoundary, headers } from "~/components/admin/staff-route";

/** The date and driver a sheet's URL or form names: the day in Paris by default, everyone's sheet. */
function sheetOf(params: { get(name: string): string | null }) {
  const asked = params.get("date") ?? "";
  const askedDriver = params.get("driver") ?? "";
  return {
    date: isCalendarDate(asked) ? asked : parisIsoDate(new Date()),
    driverId: UUID.test(askedDriver) ? askedDriver.toLowerCase() : null,
  };
}

/** A driver's day (or the whole day's), printable: /admin/planning/sheet?date=…&driver=… (decision 020). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const { date, driverId } = sheetOf(new URL(request.url).searchParams);
  const [drivers, jobs, absences] = await Promise.all([
    listDrivers(),
    sheetJobs(date, driverId),
    driverId ? absencesBetween(date, date) : [],
  ]);
  const driver = drivers.find((d) => d.id === driverId) ?? null;
  // The driver noted away that day (decision 044): said on the sheet, not in the message.
  const away = driver ? absenceOn(absences, "driver", driver.id, [date]) : null;
  return {
    date,
    driver: driver ? { id: driver.id, fullName: driver.fullName, phone: driver.phone } : null,
    away: away ? absenceSpan(away) : null,
    drivers: drivers.map((d) => ({ id: d.id, fullName: d.fullName, active: d.active })),
    jobs,
    ...(await messageOf(driver, date, jobs, context.get(requestInfoContext).env.COMPANY_NAME)),
  };
}

/**
 * A driver's sheet as a message (decisions 041 and 042): its text built here, its digest posted
 * back when the office sends it, and the last sheet sent for the day with what changed since.
 */
async function messageOf(
  driver: { id: string; fullName: string; phone: string } | null,
  date: string,
  jobs: SheetRow[],
  company: string,
) {
  if (!driver) return { message: null, sent: null };
  const sent = await sheetSendState(driver.id, date, jobs);
  if (!somethingToSend(jobs, sent)) return { message: null, sent };
  return { message: { digest: driverMessage(driver, date, jobs, company).digest }, sent };
}

/** Jobs to send, or a day left empty after a sheet was sent: the driver is told they have nothing left. */
function somethingToSend(jobs: readonly SheetRow[], sent: SheetSendState | null): boolean {
  return jobs.length > 0 || Boolean(sent?.changes.length);
}

/**
 * Sending the sheet: the office's click is recorded with what each job says, then answered with the
 * WhatsApp or SMS address, which the page opens (decision 042). Not a redirect: WhatsApp's own
 * redirects would fall under the form's content security policy, and a phone opens `sms:` only
 * from a tap. A sheet changed since the page was drawn is not sent: the page is drawn again, up to
 * date, for the office to read before sending.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const { env } = context.get(requestInfoContext);
  assertSameOrigin(request, env.SITE_URL);
  const fields = await readForm(request);
  const { date, driverId } = sheetOf(new URLSearchParams(fields));
  const channel = SHEET_CHANNELS.find((c) => c === fields.channel);
  if (!channel) return invalid({ error: DRIVER_MESSAGE_TEXT.errors.channel });
  const driver = driverId ? await getDriver(driverId) : null;
  if (!driver) return invalid({ error: DRIVER_MESSAGE_TEXT.errors.driver }, 404);
  const jobs = await sheetJobs(date, driver.id);
  if (!somethingToSend(jobs, jobs.length ? null : await sheetSendState(driver.id, date, jobs)))
    return invalid({ error: DRIVER_MESSAGE_TEXT.errors.noJobs }, 409);
  const { text, digest } = driverMessage(driver, date, jobs, env.COMPANY_NAME);
  if (fields.digest !== digest) return invalid({ error: DRIVER_MESSAGE_TEXT.errors.stale }, 409);
  await recordSheetSend({ driverId: driver.id, day: date, channel, jobs, text, actor: staff.user });
  return { sent: channel, href: driverMessageLinks(driver.phone, text)[channel] };
}

/**
 * The office comes back from WhatsApp or the phone's messages: the page asks again, so that the
 * sheet's state shows the message just prepared.
 */
function useRefreshOnReturn(enabled: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => {
      if (document.visibilityState === "visible" && revalidator.state === "idle")
        void revalidator.revalidate();
    };
    document.addEventListener("visibilitychange", refresh);
    window.addEventListener("focus", refresh);
    return () => {
      document.removeEventListener("visibilitychange", refresh);
      window.removeEventListener("focus", refresh);
    };
  }, [enabled, revalidator]);
}

/**
 * The two buttons that send the sheet (decision 042). With the script, the click records the send
 * and opens the message: WhatsApp's tab is opened at once (one opened later would be blocked), then
 * sent to the message, or closed if the server refused; an SMS opens once recorded, still within
 * the moment of the click. Without it, the form posts and the answer carries the link.
 */
function SendButtons({ date, driverId, digest }: { date: string; driverId: string; digest: string }) {
  const fetcher = useFetcher<typeof action>();
  const tab = useRef<Window | null>(null);
  const target = `/admin/planning/sheet?date=${date}&driver=${driverId}`;
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    if ("href" in answer) {
      if (answer.sent === "sms") window.location.href = answer.href;
      else if (tab.current) tab.current.location.href = answer.href;
      else window.open(answer.href, "_blank", "noopener");
    } else tab.current?.close();
    tab.current = null;
  }, [fetcher.state, fetcher.data]);
  return (
    <>
      {fetcher.state === "idle" && fetcher.data && "error" in fetcher.data ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-danger">
          {fetcher.data.error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        {SHEET_CHANNELS.map((channel) => (
          <form
            key={channel}
            method="post"
            action={target}
            // Without the script, WhatsApp's answer comes in a new tab, as a link to it would open.
            target={channel === "whatsapp" ? "_blank" : undefined}
            onSubmit={(event) => {
              event.preventDefault();
              if (channel === "whatsapp") {
                const opened = window.open("", "_blank");
                if (opened) opened.opener = null;
                tab.current = opened;
              }
              const fields = new FormData(event.currentTarget);
              fields.set("channel", channel);
              void fetcher.submit(fields, { method: "post", action: target });
            }}
          >
            <input type="hidden" name="date" value={date} />
            <input type="hidden" name="driver" value={driverId} />
            <input type="hidden" name="digest" value={digest} />
            <button
              type="submit"
              name="channel"
              value={channel}
              disabled={fetcher.state !== "idle"}
              className={buttonClass({
                variant: channel === "whatsapp" ? "secondary" : "outline",
                size: "sm",
              })}
            >
              {channel === "whatsapp" ? (
                <MessageCircle aria-hidden="true" />
              ) : (
                <MessageSquareText aria-hidden="true" />
              )}
              {DRIVER_MESSAGE_TEXT[channel]}
            </button>
          </form>
        ))}
      </div>
    </>
  );
}

/** The last sheet sent for the day, and the jobs that changed on it since. */
function SentState({ sent }: { sent: NonNullable<Route.ComponentProps["loaderData"]["sent"]> }) {
  const line = DRIVER_MESSAGE_TEXT.sent(
    DRIVER_MESSAGE_TEXT.channel(sent.channel),
    sent.actorName,
    formatDateTime(sent.sentAt),
  );
  if (sent.changes.length === 0)
    return (
      <p className="mt-3 text-sm text-navy-900" data-testid="sheet-sent">
        {line} {DRIVER_MESSAGE_TEXT.unchanged}
      </p>
    );
  return (
    <div
      className="mt-3 rounded-md border border-danger/40 bg-[#fdf0ee] px-3 py-2 text-sm text-[#7a1a12]"
      data-testid="sheet-sent"
    >
      <p>{line}</p>
      <p className="mt-1 flex items-center gap-1.5 font-semibold">
        <TriangleAlert className="size-4" aria-hidden="true" />
        {DRIVER_MESSAGE_TEXT.changedTitle}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {sent.changes.map((change) => (
          <li key={`${change.kind}-${change.key}`}>
            {DRIVER_MESSAGE_TEXT.change(change.kind, change.label)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function DaySheet({ loaderData, actionData }: Route.ComponentProps) {
  const { date, driver, drivers, jobs, message, sent } = loaderData;
  useRefreshOnReturn(driver !== null);
  // Each job changed or added since the last sheet sent, marked on its card too.
  const changedSince = new Map(
    (sent?.changes ?? []).flatMap((c) => (c.kind === "removed" ? [] : [[c.key, c.kind] as const])),
  );
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
      {loaderData.away ? (
        <p
          className="mt-3 flex items-center gap-2 rounded-md border-2 border-amber-500 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 print:hidden"
          data-testid="sheet-away"
        >
          <CalendarOff className="size-4 shrink-0" aria-hidden="true" />
          {SHEET_TEXT.away(loaderData.away)}
        </p>
      ) : null}
      {driver && (message || sent) ? (
        <section
          aria-labelledby="driver-message-title"
          className="mt-4 rounded-xl border border-ivory-300 bg-white p-4 print:hidden"
          data-testid="driver-message"
        >
          <h2 id="driver-message-title" className="font-sans text-sm font-semibold text-navy-900">
            {DRIVER_MESSAGE_TEXT.title}
          </h2>
          {actionData && "error" in actionData ? (
            <p role="alert" className="mt-2 text-sm font-semibold text-danger">
              {actionData.error}
            </p>
          ) : null}
          {actionData && "href" in actionData ? (
            // Without the script: the send is recorded; the message opens from this link.
            <p role="status" className="mt-2 flex flex-wrap items-center gap-3 text-sm text-navy-900">
              {DRIVER_MESSAGE_TEXT.recorded}
              <a
                href={actionData.href}
                className={buttonClass({ variant: "secondary", size: "sm" })}
                data-testid="open-message"
              >
                {DRIVER_MESSAGE_TEXT.open(actionData.sent)}
              </a>
            </p>
          ) : null}
          {message ? (
            <>
              <p className="mt-1 text-sm text-muted">{DRIVER_MESSAGE_TEXT.hint}</p>
              <SendButtons date={date} driverId={driver.id} digest={message.digest} />
            </>
          ) : null}
          {/* Announced when it changes: the page asks again once the message is opened. */}
          <div role="status">{sent ? <SentState sent={sent} /> : null}</div>
          {sent ? (
            // What the driver was told, word for word: the office reads it back when a driver asks.
            <details className="mt-2 text-sm" data-testid="sheet-sent-text">
              <summary className="cursor-pointer text-gold-700 underline underline-offset-4">
                {DRIVER_MESSAGE_TEXT.showSent}
              </summary>
              <p className="mt-2 whitespace-pre-line rounded-md bg-ivory-100 p-3 text-navy-900">
                {sent.text}
              </p>
            </details>
          ) : null}
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
                {changedSince.has(job.key) ? (
                  <span
                    className="rounded-full bg-[#fdf0ee] px-2 py-0.5 text-xs font-semibold text-[#7a1a12] print:hidden"
                    data-testid="sheet-job-change"
                  >
                    {DRIVER_MESSAGE_TEXT.jobBadge(changedSince.get(job.key)!)}
                  </span>
                ) : null}
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
                <SheetTraveller job={job} />
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
