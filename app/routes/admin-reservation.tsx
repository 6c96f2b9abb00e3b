import { ArrowLeft } from "lucide-react";
import { useEffect, useMemo } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AssignmentCard, AssignmentFields, type FleetChoices } from "~/components/admin/assignment";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { StaffErrorBoundary } from "~/components/admin/denied";
import { RouteMap } from "~/components/admin/route-map";
import { StaffBar } from "~/components/admin/staff-bar";
import { StatusBadge } from "~/components/admin/status-badge";
import { GoogleMapNotice, TripMap } from "~/components/maps/trip-map";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { readAssignment } from "~/domain/admin/fleet";
import { centsToInput, formatDateTime, formatEuros, formatTripDate, orDash } from "~/domain/admin/format";
import {
  MAX_NOTE_LENGTH,
  MAX_REASON_LENGTH,
  needsReason,
  nextStatuses,
  planTransition,
  type Status,
} from "~/domain/admin/status";
import { formatDistance, formatDuration } from "~/domain/geo/format";
import type { MapSettings } from "~/domain/geo/map-config";
import { ASSIGNMENT_TEXT, DETAIL_TEXT, LANGUAGE_LABELS, STATUS_ACTIONS, STATUS_LABELS } from "~/i18n/staff";
import {
  changeReservationStatus,
  getReservation,
  isFailedEmailOf,
  listReservationEmails,
} from "~/lib/admin-store.server";
import { assertSameOrigin, requireStaff } from "~/lib/auth.server";
import { requestInfoContext } from "~/lib/context.server";
import { assignReservation, checkAssignment, conflictsOf, fleetChoices } from "~/lib/fleet-store.server";
import { invalid, readForm } from "~/lib/form-action.server";
import { retryEmail } from "~/lib/mail.server";
import { flashCookie } from "~/lib/session.server";
import { seo } from "~/seo/meta";
import { cn } from "~/utils/cn";
import type { Route } from "./+types/admin-reservation";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.loaderData ? DETAIL_TEXT.title(args.loaderData.reservation.reference) : DETAIL_TEXT.metaTitle,
    description: DETAIL_TEXT.metaTitle,
    indexable: false,
    bilingual: false,
  });

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function notFound(): never {
  throw data({ notFound: true }, { status: 404 });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request);
  if (!UUID.test(params.id)) notFound();
  const [found, emails] = await Promise.all([getReservation(params.id), listReservationEmails(params.id)]);
  if (!found) notFound();
  const [fleet, conflicts] = await Promise.all([
    fleetChoices(found.reservation),
    conflictsOf(found.reservation),
  ]);
  return {
    ...found,
    fleet,
    conflicts,
    emails,
    next: nextStatuses(found.reservation.status),
    map: context.get(requestInfoContext).env.map,
  };
}

/** Parse, validate (planTransition), act (the lib writes the change, its history and the e-mail), reply. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const { env } = context.get(requestInfoContext);
  assertSameOrigin(request, env.SITE_URL);
  if (!UUID.test(params.id)) notFound();
  const fields = await readForm(request);
  if (fields.intent === "retry-email") {
    const emailId = fields.emailId ?? "";
    if (!UUID.test(emailId) || !(await isFailedEmailOf(emailId, params.id))) {
      return invalid({ error: DETAIL_TEXT.emailRetryFailed, to: "" });
    }
    await retryEmail(emailId);
    throw redirect(`/admin/reservations/${params.id}`);
  }
  if (fields.intent === "assign") {
    const read = readAssignment(fields);
    if (!read.ok) return invalid({ error: ASSIGNMENT_TEXT.errors[read.error], to: "assign" });
    const found = await getReservation(params.id);
    if (!found) notFound();
    const refused = await checkAssignment(read.data, found.reservation);
    if (refused) return invalid({ error: ASSIGNMENT_TEXT.errors[refused], to: "assign" });
    const result = await assignReservation({
      id: params.id,
      assignment: read.data,
      actor: { id: staff.user.id, fullName: staff.user.fullName },
      env,
    });
    if (result === "not-found") notFound();
    throw redirect(`/admin/reservations/${params.id}`, {
      headers: { "Set-Cookie": await flashCookie("assignment-saved", env) },
    });
  }
  const to = fields.to ?? "";
  const found = await getReservation(params.id);
  if (!found) notFound();
  // Confirming may name the driver and the vehicle at once, so that the confirmation says who comes.
  let assignment: Parameters<typeof changeReservationStatus>[0]["assignment"];
  if (to === "confirmed" && "driverId" in fields) {
    const read = readAssignment(fields);
    if (!read.ok) return invalid({ error: ASSIGNMENT_TEXT.errors[read.error], to });
    const refused = await checkAssignment(read.data, found.reservation);
    if (refused) return invalid({ error: ASSIGNMENT_TEXT.errors[refused], to });
    assignment = read.data;
  }
  const current = found.reservation.status;
  if (fields.from !== current) return invalid({ error: DETAIL_TEXT.errors.conflict, to }, 409);
  const plan = planTransition(current, {
    to,
    finalPrice: fields.finalPrice,
    note: (fields.note ?? "").slice(0, MAX_NOTE_LENGTH + 1),
    reason: (fields.reason ?? "").slice(0, MAX_REASON_LENGTH + 1),
    notify: fields.notify,
  });
  if (!plan.ok) return invalid({ error: DETAIL_TEXT.errors[plan.error], to });
  const result = await changeReservationStatus({
    id: params.id,
    from: current,
    plan,
    actor: { id: staff.user.id, fullName: staff.user.fullName },
    env,
    assignment,
  });
  if (result === "conflict") return invalid({ error: DETAIL_TEXT.errors.conflict, to }, 409);
  throw redirect(`/admin/reservations/${params.id}`, {
    headers: { "Set-Cookie": await flashCookie("status-changed", env) },
  });
}

export function ErrorBoundary() {
  return <StaffErrorBoundary />;
}

function Field({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Card({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-ivory-300 bg-white p-6 shadow-sm">
      <h2 id={id} className="font-sans text-lg font-semibold text-navy-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export default function ReservationDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { reservation: r, events, emails, changedByName, next, map, fleet, conflicts } = loaderData;
  const toast = useToast();
  const navigation = useNavigation();
  const submittingTo = navigation.state === "submitting" ? navigation.formData?.get("to") : null;

  useEffect(() => {
    if (actionData?.error)
      toast({ title: DETAIL_TEXT.errorTitle, description: actionData.error, variant: "destructive" });
  }, [actionData, toast]);

  const hasPoints =
    r.departureLat !== null && r.departureLng !== null && r.arrivalLat !== null && r.arrivalLng !== null;

  return (
    <>
      <StaffBar title={DETAIL_TEXT.title(r.reference)}>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <StatusBadge status={r.status} />
          <Link
            to="/admin"
            className="inline-flex items-center gap-1.5 rounded text-sm text-gold-700 underline underline-offset-4 hover:text-navy-900"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {DETAIL_TEXT.back}
          </Link>
        </div>
      </StaffBar>
      <div className="container-staff grid gap-6 py-8 lg:grid-cols-[1.4fr_1fr]">
        <div className="space-y-6">
          <Card title={DETAIL_TEXT.sectionTrip} id="trip">
            <dl className="divide-y divide-ivory-200">
              <Field label={DETAIL_TEXT.reference}>{r.reference}</Field>
              <Field label={DETAIL_TEXT.received}>{formatDateTime(r.createdAt)}</Field>
              <Field label={DETAIL_TEXT.date}>{formatTripDate(r.date)}</Field>
              <Field label={DETAIL_TEXT.time}>{r.time}</Field>
              <Field label={DETAIL_TEXT.departure}>{r.departure}</Field>
              <Field label={DETAIL_TEXT.arrival}>{r.arrival}</Field>
              <Field label={DETAIL_TEXT.distance}>
                {r.distanceKm !== null ? formatDistance(r.distanceKm, "fr") : "—"}
              </Field>
              <Field label={DETAIL_TEXT.duration}>
                {r.durationMin !== null ? formatDuration(r.durationMin, "fr") : "—"}
              </Field>
              <Field label={DETAIL_TEXT.passengers}>{r.passengers}</Field>
              <Field label={DETAIL_TEXT.luggage}>{r.luggage}</Field>
              <Field label={DETAIL_TEXT.flight}>{orDash(r.flightNumber)}</Field>
            </dl>
          </Card>
          <Card title={DETAIL_TEXT.sectionMap} id="map">
            {hasPoints ? (
              <figure>
                <ReservationMap
                  map={map}
                  from={{ lat: r.departureLat!, lng: r.departureLng! }}
                  to={{ lat: r.arrivalLat!, lng: r.arrivalLng! }}
                  label={DETAIL_TEXT.mapAlt(r.departure, r.arrival)}
                />
                <figcaption className="mt-2 text-xs text-muted">{DETAIL_TEXT.mapNote}</figcaption>
              </figure>
            ) : (
              <p className="text-muted">{DETAIL_TEXT.noMap}</p>
            )}
          </Card>
          <Card title={DETAIL_TEXT.sectionClient} id="client">
            <dl className="divide-y divide-ivory-200">
              <Field label={DETAIL_TEXT.firstName}>{r.firstName}</Field>
              <Field label={DETAIL_TEXT.lastName}>{r.lastName}</Field>
              <Field label={DETAIL_TEXT.email}>
                <a
                  href={`mailto:${r.email}`}
                  className="break-all text-gold-700 underline underline-offset-4"
                >
                  {r.email}
                </a>
              </Field>
              <Field label={DETAIL_TEXT.phone}>
                <a
                  href={`tel:${r.phone.replace(/[^\d+]/g, "")}`}
                  className="text-gold-700 underline underline-offset-4"
                >
                  {r.phone}
                </a>
              </Field>
              <Field label={DETAIL_TEXT.language}>{LANGUAGE_LABELS[r.language]}</Field>
              <Field label={DETAIL_TEXT.message} testId="detail-message">
                <span className="whitespace-pre-line break-words">{orDash(r.message)}</span>
              </Field>
            </dl>
          </Card>
        </div>
        <div className="space-y-6">
          <Card title={DETAIL_TEXT.sectionPrice} id="price">
            <dl className="divide-y divide-ivory-200">
              <Field label={DETAIL_TEXT.estimate}>{formatEuros(r.priceCents)}</Field>
              <Field label={DETAIL_TEXT.finalPrice} testId="final-price">
                {formatEuros(r.finalPriceCents)}
              </Field>
            </dl>
          </Card>
          <Card title={DETAIL_TEXT.sectionStatus} id="status">
            <dl className="divide-y divide-ivory-200">
              <Field label={DETAIL_TEXT.sectionStatus} testId="detail-status">
                {STATUS_LABELS[r.status]}
              </Field>
              <Field label={DETAIL_TEXT.lastChange}>
                {r.statusChangedAt
                  ? DETAIL_TEXT.lastChangeBy(changedByName ?? "—", formatDateTime(r.statusChangedAt))
                  : "—"}
              </Field>
            </dl>
            {next.length === 0 ? (
              <p className="mt-4 text-sm text-muted">{DETAIL_TEXT.noNextStatus}</p>
            ) : (
              <div className="mt-4 space-y-4">
                {next.map((to) =>
                  needsReason(to) ? (
                    <ReasonForm
                      key={to}
                      from={r.status}
                      to={to as "cancelled" | "declined"}
                      clientLanguage={LANGUAGE_LABELS[r.language]}
                      error={actionData?.to === to ? actionData.error : undefined}
                      submitting={submittingTo === to}
                    />
                  ) : (
                    <StatusForm
                      key={to}
                      from={r.status}
                      to={to}
                      estimateCents={r.priceCents}
                      fleet={to === "confirmed" ? fleet : undefined}
                      current={r}
                      error={actionData?.to === to ? actionData.error : undefined}
                      submitting={submittingTo === to}
                    />
                  ),
                )}
              </div>
            )}
          </Card>
          {r.status === "new" || r.status === "confirmed" ? (
            <AssignmentCard
              fleet={fleet}
              current={r}
              conflicts={conflicts}
              error={actionData?.to === "assign" ? actionData.error : undefined}
              submitting={submittingTo === null && navigation.formData?.get("intent") === "assign"}
            />
          ) : null}
          <Card title={DETAIL_TEXT.sectionEmails} id="emails">
            <EmailList emails={emails} />
          </Card>
          <Card title={DETAIL_TEXT.sectionHistory} id="history">
            {events.length === 0 ? (
              <p className="text-sm text-muted">{DETAIL_TEXT.noHistory}</p>
            ) : (
              <ol className="space-y-3" data-testid="history">
                {events.map((event) => (
                  <li key={event.id} className="border-l-2 border-gold-500 pl-3 text-sm">
                    <p className="font-medium text-navy-900">
                      {DETAIL_TEXT.historyEntry(
                        STATUS_LABELS[event.fromStatus],
                        STATUS_LABELS[event.toStatus],
                      )}
                      {event.finalPriceCents !== null ? ` · ${formatEuros(event.finalPriceCents)}` : ""}
                    </p>
                    <p className="text-muted">
                      {formatDateTime(event.createdAt)}, {DETAIL_TEXT.by} {event.actorName}
                    </p>
                    {event.reason ? (
                      <p className="mt-1 whitespace-pre-line break-words">
                        <span className="font-medium">{DETAIL_TEXT.historyReason}</span> {event.reason}
                      </p>
                    ) : null}
                    {event.notified !== null && needsReason(event.toStatus) ? (
                      <p className="mt-1 text-muted">
                        {event.notified ? DETAIL_TEXT.historyNotified : DETAIL_TEXT.historyNotNotified}
                      </p>
                    ) : null}
                    {event.note ? (
                      <p className="mt-1 whitespace-pre-line break-words">
                        <span className="font-medium">{DETAIL_TEXT.historyNote}</span> {event.note}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </div>
      </div>
    </>
  );
}

function StatusForm({
  from,
  to,
  estimateCents,
  fleet,
  current,
  error,
  submitting,
}: {
  from: Status;
  to: Status;
  estimateCents: number | null;
  fleet?: FleetChoices;
  current: { driverId: string | null; vehicleId: string | null; meetingPoint: string | null };
  error?: string;
  submitting: boolean;
}) {
  const id = `status-${to}`;
  return (
    <Form method="post" className="rounded-lg border border-ivory-300 p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-sans text-sm font-semibold text-navy-900">
        {STATUS_ACTIONS[to]}
      </h3>
      <input type="hidden" name="from" value={from} />
      <input type="hidden" name="to" value={to} />
      {fleet ? (
        <div className="mt-3">
          <AssignmentFields fleet={fleet} current={current} idPrefix={id} />
        </div>
      ) : null}
      {to === "confirmed" ? (
        <div className="mt-3 space-y-1.5">
          <label htmlFor={`${id}-price`} className="block text-sm font-medium text-navy-900">
            {DETAIL_TEXT.finalPriceField}
          </label>
          <input
            id={`${id}-price`}
            name="finalPrice"
            inputMode="decimal"
            required
            defaultValue={estimateCents !== null ? centsToInput(estimateCents) : ""}
            aria-describedby={`${id}-price-hint${error ? ` ${id}-error` : ""}`}
            aria-invalid={error ? true : undefined}
            className={inputClass}
          />
          <p id={`${id}-price-hint`} className="text-xs text-muted">
            {DETAIL_TEXT.finalPriceHint}
          </p>
        </div>
      ) : null}
      <NoteField id={id} className="mt-3" />
      {error ? (
        <p id={`${id}-error`} className="mt-3 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={submitting}
        className={buttonClass({ variant: "secondary", size: "sm", className: "mt-4" })}
      >
        {STATUS_ACTIONS[to]}
      </button>
    </Form>
  );
}

/** The internal note every status form offers (seen by the team only). */
function NoteField({ id, className }: { id: string; className?: string }) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={`${id}-note`} className="block text-sm font-medium text-navy-900">
        {DETAIL_TEXT.note}
      </label>
      <textarea
        id={`${id}-note`}
        name="note"
        rows={2}
        maxLength={MAX_NOTE_LENGTH}
        aria-describedby={`${id}-note-hint`}
        className={inputClass}
      />
      <p id={`${id}-note-hint`} className="text-xs text-muted">
        {DETAIL_TEXT.noteHint}
      </p>
    </div>
  );
}

/**
 * Decline or cancel: behind a confirmation step, with the reason the client reads (in their e-mail,
 * which the office writes in the client's language) and, for a cancellation, whether to tell them.
 */
function ReasonForm({
  from,
  to,
  clientLanguage,
  error,
  submitting,
}: {
  from: Status;
  to: "cancelled" | "declined";
  clientLanguage: string;
  error?: string;
  submitting: boolean;
}) {
  const id = `status-${to}`;
  const text = DETAIL_TEXT.confirm[to];
  return (
    <ConfirmDialog
      id={id}
      trigger={STATUS_ACTIONS[to]}
      title={text.title}
      closeLabel={DETAIL_TEXT.confirmBack}
      destructive={to === "cancelled"}
      open={Boolean(error)}
    >
      <Form method="post" className="mt-3 space-y-4">
        <input type="hidden" name="from" value={from} />
        <input type="hidden" name="to" value={to} />
        <p className="text-sm text-muted">{text.intro}</p>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-navy-900">
            {text.reason}
          </label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            rows={3}
            required
            maxLength={MAX_REASON_LENGTH}
            aria-describedby={`${id}-reason-hint${error ? ` ${id}-error` : ""}`}
            aria-invalid={error ? true : undefined}
            className={inputClass}
          />
          <p id={`${id}-reason-hint`} className="text-xs text-muted">
            {text.reasonHint(clientLanguage)}
          </p>
        </div>
        {to === "cancelled" ? (
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="notify" defaultChecked className="mt-0.5 size-4 accent-navy-900" />
            <span>
              {DETAIL_TEXT.confirm.cancelled.notify}
              <span className="block text-xs text-muted">{DETAIL_TEXT.confirm.cancelled.notifyHint}</span>
            </span>
          </label>
        ) : null}
        <NoteField id={id} />
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={submitting}
          className={buttonClass({ variant: to === "cancelled" ? "destructive" : "secondary", size: "sm" })}
        >
          {text.submit}
        </button>
      </Form>
    </ConfirmDialog>
  );
}

/** The configured map (staff pages are in French); the site's SVG map by default and as fallback. */
function ReservationMap({
  map,
  from,
  to,
  label,
}: {
  map: MapSettings;
  from: { lat: number; lng: number };
  to: { lat: number; lng: number };
  label: string;
}) {
  const { lat: fromLat, lng: fromLng } = from;
  const { lat: toLat, lng: toLng } = to;
  const trip = useMemo(
    () => ({ from: { lat: fromLat, lng: fromLng }, to: { lat: toLat, lng: toLng } }),
    [fromLat, fromLng, toLat, toLng],
  );
  const svg = (
    <RouteMap
      from={from}
      to={to}
      label={label}
      fromLabel={DETAIL_TEXT.departure}
      toLabel={DETAIL_TEXT.arrival}
    />
  );
  if (map.provider === "embedded") return svg;
  return (
    <TripMap
      settings={map}
      trip={trip}
      lang="fr"
      label={label}
      className="h-[320px]"
      fallback={map.provider === "maplibre" ? svg : <GoogleMapNotice lang="fr" />}
    />
  );
}

function EmailList({ emails }: { emails: Route.ComponentProps["loaderData"]["emails"] }) {
  if (emails.length === 0) return <p className="text-sm text-muted">{DETAIL_TEXT.noEmails}</p>;
  return (
    <ul className="space-y-3" data-testid="emails">
      {emails.map((email) => (
        <li key={email.id} className="border-l-2 border-ivory-300 pl-3 text-sm">
          <p className="font-medium break-words text-navy-900">{email.subject}</p>
          <p className="break-all text-muted">{email.toAddress}</p>
          <p className={email.status === "failed" ? "font-medium text-danger" : "text-muted"}>
            {email.status === "sent" && email.sentAt
              ? DETAIL_TEXT.emailSent(formatDateTime(email.sentAt))
              : DETAIL_TEXT.emailStatus[email.status]}
          </p>
          {email.status === "failed" ? (
            <>
              {email.lastError ? (
                <p className="mt-1 text-xs break-words text-muted">{email.lastError}</p>
              ) : null}
              <Form method="post" className="mt-2">
                <input type="hidden" name="emailId" value={email.id} />
                <button
                  type="submit"
                  name="intent"
                  value="retry-email"
                  className={buttonClass({ variant: "outline", size: "sm" })}
                >
                  {DETAIL_TEXT.emailRetry}
                </button>
              </Form>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
