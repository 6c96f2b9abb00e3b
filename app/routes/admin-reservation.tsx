import { useEffect, useState } from "react";
import { data, redirect, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { storedPoints } from "~/booking/store.server";
import { AssignmentCard, ConfirmCrews, type CurrentAssignment } from "~/components/admin/assignment";
import { ChangeRequestCard, historyTitle } from "~/components/admin/change-request";
import { DuplicateNotice, EditTripCard, HistoryChanges } from "~/components/admin/edit-trip";
import { ClientReachable } from "~/components/admin/form-parts";
import { InvoiceCard } from "~/components/admin/invoice-card";
import { OutdatedSheets, useOutdatedToast } from "~/components/admin/outdated-sheets";
import {
  Card,
  ClientCard,
  EmailList,
  Field,
  PriceCard,
  RecapForm,
  ReservationMap,
  TripCard,
} from "~/components/admin/reservation-detail";
import { BackToList, StaffBar } from "~/components/admin/staff-bar";
import { StatusBadge } from "~/components/admin/status-badge";
import { ReasonForm, StatusForm } from "~/components/admin/status-forms";
import { useToast } from "~/components/ui/toast";
import { db } from "~/db/client.server";
import {
  doubleBooked,
  fitCrews,
  readAssignment,
  readPreviousAssignment,
  vanCount,
} from "~/domain/admin/fleet";
import { formatDateTime, formatEuros, parisIsoDate } from "~/domain/admin/format";
import { frenchPlaces } from "~/domain/admin/french-places";
import {
  MAX_NOTE_LENGTH,
  MAX_REASON_LENGTH,
  needsReason,
  nextStatuses,
  planTransition,
} from "~/domain/admin/status";
import { staffTrip } from "~/domain/admin/trip-facts";
import { recapKind } from "~/domain/follow";
import { placedTripPlaces } from "~/domain/geo/street-address";
import { UUID } from "~/domain/ids";
import { tariffTripFacts } from "~/domain/pricing/trip";
import { ASSIGNMENT_TEXT, DETAIL_TEXT, LANGUAGE_LABELS, RECAP_TEXT, STATUS_LABELS } from "~/i18n/staff";
import {
  changeReservationStatus,
  getReservation,
  isFailedEmailOf,
  listReservationEmails,
} from "~/lib/admin-store.server";
import { assertSameOrigin, requireStaff } from "~/lib/auth.server";
import { requestInfoContext } from "~/lib/context.server";
import { outdatedSheets } from "~/lib/day-sheet.server";
import { sendRecap } from "~/lib/edit-store.server";
import {
  absencesOfJob,
  assignmentRecordOf,
  assignReservation,
  checkAssignment,
  conflictsOf,
  fleetChoices,
} from "~/lib/fleet-store.server";
import { invalid, readForm } from "~/lib/form-action.server";
import { retryEmail } from "~/lib/mail.server";
import { flashCookie } from "~/lib/session.server";
import { staffRecordMeta } from "~/seo/meta";
import type { Route } from "./+types/admin-reservation";
import { answerChangeAction } from "./admin-change-request.server";
import { editAction, editLoaderData } from "./admin-edit.server";
import { invoiceAction, invoiceLoaderData } from "./admin-invoice.server";

export const meta: Route.MetaFunction = staffRecordMeta((args) => args.loaderData?.reservation.reference, {
  title: DETAIL_TEXT.title,
  fallback: DETAIL_TEXT.metaTitle,
  description: DETAIL_TEXT.metaTitle,
});

export { ErrorBoundary, headers } from "~/components/admin/staff-route";

function notFound(): never {
  throw data({ notFound: true }, { status: 404 });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request);
  if (!UUID.test(params.id)) notFound();
  const [found, emails] = await Promise.all([getReservation(params.id), listReservationEmails(params.id)]);
  if (!found) notFound();
  const assignment = await assignmentRecordOf(db(), found.reservation);
  const { env } = context.get(requestInfoContext);
  const [fleet, conflicts, edit, outdated, invoice] = await Promise.all([
    fleetChoices(found.reservation, assignment),
    conflictsOf(found.reservation),
    editLoaderData(found.reservation),
    // Only a confirmed job is on a driver's sheet; one cancelled since may still be on a sent one.
    // A job done leaves the sheets with nothing to tell.
    found.reservation.status === "confirmed" || found.reservation.status === "cancelled"
      ? outdatedSheets(found.reservation.id, parisIsoDate(new Date()))
      : [],
    invoiceLoaderData(found.reservation, env),
  ]);
  return {
    ...found,
    // The office reads the places in French; the edit form keeps them as stored (the client's words).
    shown: frenchPlaces(found.reservation),
    trip: staffTrip({ ...frenchPlaces(found.reservation), ...tariffTripFacts(found.reservation) }),
    ...edit,
    fleet,
    assignment,
    conflicts,
    absences: absencesOfJob(fleet, assignment),
    outdated,
    emails,
    next: nextStatuses(found.reservation.status),
    recap: recapKind(found.reservation, new Date()),
    invoice,
    map: env.map,
    placed: placedTripPlaces(found.reservation, storedPoints(found.reservation), "fr"),
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
  if (
    fields.intent === "edit-trip" ||
    fields.intent === "override-price" ||
    fields.intent === "edit-client"
  ) {
    const found = await getReservation(params.id);
    if (!found) notFound();
    return editAction(found.reservation, fields, { id: staff.user.id, fullName: staff.user.fullName }, env);
  }
  if (fields.intent === "send-recap") {
    const sent = await sendRecap({
      id: params.id,
      from: fields.from ?? "",
      actor: { id: staff.user.id, fullName: staff.user.fullName },
      env,
    });
    if (sent === "not-found") notFound();
    if (sent === "conflict") return invalid({ error: DETAIL_TEXT.errors.conflict, to: "send-recap" }, 409);
    if (sent === "no-email") return invalid({ error: RECAP_TEXT.errors.noEmail, to: "send-recap" });
    if (sent === "closed") return invalid({ error: RECAP_TEXT.errors.closed, to: "send-recap" }, 409);
    throw redirect(`/admin/reservations/${params.id}`, {
      headers: { "Set-Cookie": await flashCookie("recap-sent", env) },
    });
  }
  if (
    fields.intent === "invoice-issue" ||
    fields.intent === "invoice-credit" ||
    fields.intent === "invoice-send"
  ) {
    const found = await getReservation(params.id);
    if (!found) notFound();
    return invoiceAction(
      found.reservation,
      fields,
      { id: staff.user.id, fullName: staff.user.fullName },
      env,
    );
  }
  if (fields.intent === "answer-change")
    return answerChangeAction(params.id, fields, { id: staff.user.id, fullName: staff.user.fullName }, env);
  if (fields.intent === "assign") {
    const read = readAssignment(fields);
    if (!read.ok) return invalid({ error: ASSIGNMENT_TEXT.errors[read.error], to: "assign" });
    const previous = readPreviousAssignment(fields);
    if (previous === "invalid") return invalid({ error: ASSIGNMENT_TEXT.errors.invalid, to: "assign" });
    const found = await getReservation(params.id);
    if (!found) notFound();
    // Only the vans the request needs count (a page drawn before it needed fewer posts more).
    const wanted = { ...read.data, crews: fitCrews(read.data.crews, vanCount(found.reservation)) };
    const twice = doubleBooked(wanted);
    if (twice) return invalid({ error: ASSIGNMENT_TEXT.errors[twice], to: "assign" });
    const refused = await checkAssignment(wanted, await assignmentRecordOf(db(), found.reservation));
    if (refused) return invalid({ error: ASSIGNMENT_TEXT.errors[refused], to: "assign" });
    const result = await assignReservation({
      id: params.id,
      assignment: wanted,
      expected: previous,
      actor: { id: staff.user.id, fullName: staff.user.fullName },
      env,
    });
    if (result === "not-found") notFound();
    if (result === "stale") return invalid({ error: ASSIGNMENT_TEXT.errors.stale, to: "assign" }, 409);
    throw redirect(`/admin/reservations/${params.id}`, {
      headers: { "Set-Cookie": await flashCookie("assignment-saved", env) },
    });
  }
  const to = fields.to ?? "";
  const found = await getReservation(params.id);
  if (!found) notFound();
  // Confirming may name the driver and the vehicle at once, so that the confirmation says who comes.
  let assignment: Parameters<typeof changeReservationStatus>[0]["assignment"];
  let expectedAssignment: Parameters<typeof changeReservationStatus>[0]["expectedAssignment"];
  if (to === "confirmed" && "driverId" in fields) {
    const read = readAssignment(fields);
    if (!read.ok) return invalid({ error: ASSIGNMENT_TEXT.errors[read.error], to });
    const previous = readPreviousAssignment(fields);
    if (previous === "invalid") return invalid({ error: ASSIGNMENT_TEXT.errors.invalid, to });
    const wanted = { ...read.data, crews: fitCrews(read.data.crews, vanCount(found.reservation)) };
    const twice = doubleBooked(wanted);
    if (twice) return invalid({ error: ASSIGNMENT_TEXT.errors[twice], to });
    const refused = await checkAssignment(wanted, await assignmentRecordOf(db(), found.reservation));
    if (refused) return invalid({ error: ASSIGNMENT_TEXT.errors[refused], to });
    assignment = wanted;
    expectedAssignment = previous;
  }
  const current = found.reservation.status;
  if (fields.from !== current) return invalid({ error: DETAIL_TEXT.errors.conflict, to }, 409);
  // A quote is accepted from the link its e-mail carries: without an address it could never be (decision 038).
  if (to === "quoted" && found.reservation.email === null)
    return invalid({ error: DETAIL_TEXT.errors.quoteNoEmail, to });
  const plan = planTransition(current, {
    to,
    finalPrice: fields.finalPrice,
    quoteDays: fields.quoteDays,
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
    expectedAssignment,
  });
  if (result === "conflict") return invalid({ error: DETAIL_TEXT.errors.conflict, to }, 409);
  if (result === "stale-assignment") return invalid({ error: ASSIGNMENT_TEXT.errors.stale, to }, 409);
  if (result === "pickup-passed") return invalid({ error: DETAIL_TEXT.errors.quotePickupPassed, to }, 409);
  throw redirect(`/admin/reservations/${params.id}`, {
    headers: { "Set-Cookie": await flashCookie(to === "quoted" ? "quote-sent" : "status-changed", env) },
  });
}

/**
 * After an action the page reads the request again, as by default; also after a refusal because the
 * page was out of date (409), so that it shows what changed meanwhile beside the message.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

/** What a request's assignment forms were drawn from: a new value gives them fresh defaults. */
function assignmentKey(a: CurrentAssignment) {
  return (
    [a, ...a.crews].map((crew) => `${crew.driverId ?? ""}|${crew.vehicleId ?? ""}`).join("|") +
    `|${a.meetingPoint ?? ""}`
  );
}

export default function ReservationDetail({ loaderData, actionData }: Route.ComponentProps) {
  const {
    reservation: r,
    trip,
    events,
    emails,
    changedByName,
    next,
    map,
    fleet,
    assignment,
    conflicts,
    placed,
    shown,
  } = loaderData;
  const { duplicates, extraOptions, outdated } = loaderData;
  // Every change to a request leaves a history row: the newest one names the version shown, and the
  // forms whose defaults come from the request start afresh from it after any action (uncontrolled
  // fields keep what they showed first otherwise, and a select never follows a new default).
  const revision = `${r.id}-${events[0]?.id ?? "none"}`;
  const toast = useToast();
  useOutdatedToast(r.id, outdated);
  const navigation = useNavigation();
  const submittingTo = navigation.state === "submitting" ? navigation.formData?.get("to") : null;
  // What the assignment card shows now, saved or not: the confirmation confirms it. It starts
  // afresh from each new saved assignment (the card is then drawn again from it).
  const drawn = `${r.id}|${assignmentKey(assignment)}`;
  const [draft, setDraft] = useState({ key: drawn, value: assignment });
  const chosen = draft.key === drawn ? draft.value : assignment;

  useEffect(() => {
    if (actionData?.error)
      toast({ title: DETAIL_TEXT.errorTitle, description: actionData.error, variant: "destructive" });
  }, [actionData, toast]);

  // A hire keeps its driver from one place: its map shows that pickup alone, without a route.
  const hire = r.tripType === "hourly";
  const hasPoints =
    r.departureLat !== null &&
    r.departureLng !== null &&
    (hire || (r.arrivalLat !== null && r.arrivalLng !== null));

  return (
    <ClientReachable value={r.email !== null}>
      <StaffBar title={DETAIL_TEXT.title(r.reference)}>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <StatusBadge status={r.status} />
          <BackToList label={DETAIL_TEXT.back} />
        </div>
      </StaffBar>
      <div className="container-staff grid gap-6 py-8 lg:grid-cols-[1.4fr_1fr]">
        <div className="space-y-6">
          <OutdatedSheets sheets={outdated} />
          <DuplicateNotice duplicates={duplicates} />
          <TripCard r={shown} trip={trip} placed={placed} />
          <Card title={DETAIL_TEXT.sectionMap} id="map">
            {hasPoints ? (
              <figure>
                <ReservationMap
                  map={map}
                  from={{ lat: r.departureLat!, lng: r.departureLng! }}
                  to={hire ? null : { lat: r.arrivalLat!, lng: r.arrivalLng! }}
                  label={
                    hire
                      ? DETAIL_TEXT.mapAltHire(shown.departure)
                      : DETAIL_TEXT.mapAlt(shown.departure, shown.arrival)
                  }
                />
                <figcaption className="mt-2 text-xs text-muted" data-testid="map-note">
                  {hire ? DETAIL_TEXT.mapNoteHire : DETAIL_TEXT.mapNote(r.stops.length)}
                </figcaption>
              </figure>
            ) : (
              <p className="text-muted">{DETAIL_TEXT.noMap}</p>
            )}
          </Card>
          <ClientCard r={r} />
        </div>
        <div className="space-y-6">
          {r.changeRequest ? (
            <ChangeRequestCard
              request={r.changeRequest}
              requestedAt={r.changeRequestedAt}
              clientLanguage={LANGUAGE_LABELS[r.language]}
              error={actionData?.to === "answer-change" ? actionData.error : undefined}
              submitting={navigation.formData?.get("intent") === "answer-change"}
            />
          ) : null}
          <PriceCard
            priceCents={r.priceCents}
            finalPriceCents={r.finalPriceCents}
            trip={trip}
            quoteExpiresAt={r.status === "quoted" ? r.quoteExpiresAt : null}
          />
          {r.status === "new" || r.status === "quoted" || r.status === "confirmed" ? (
            <EditTripCard
              key={revision}
              trip={r}
              extraOptions={extraOptions}
              error={
                actionData?.to === "edit-trip" ||
                actionData?.to === "override-price" ||
                actionData?.to === "edit-client"
                  ? actionData
                  : undefined
              }
              submitting={navigation.state === "submitting"}
            />
          ) : null}
          {r.status === "new" || r.status === "quoted" || r.status === "confirmed" ? (
            <AssignmentCard
              // Its selects keep their first default (React does not move a select's defaultValue):
              // a new assignment, saved here or with the confirmation, gives a fresh form.
              key={drawn}
              fleet={fleet}
              current={assignment}
              conflicts={conflicts}
              absences={loaderData.absences}
              error={actionData?.to === "assign" ? actionData.error : undefined}
              submitting={submittingTo === null && navigation.formData?.get("intent") === "assign"}
              onDraft={(value) => setDraft({ key: drawn, value })}
            />
          ) : null}
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
                      key={`${to}-${r.id}`}
                      from={r.status}
                      to={to as "cancelled" | "declined"}
                      clientLanguage={LANGUAGE_LABELS[r.language]}
                      error={actionData?.to === to ? actionData.error : undefined}
                      submitting={submittingTo === to}
                    />
                  ) : (
                    <StatusForm
                      // A new status, price (a quote sent) or assignment gives fresh forms: their defaults follow it.
                      key={`${to}-${r.status}-${r.finalPriceCents ?? ""}-${assignmentKey(assignment)}-${revision}`}
                      from={r.status}
                      to={to}
                      estimateCents={r.finalPriceCents ?? r.priceCents}
                      crews={
                        to === "confirmed" ? (
                          <ConfirmCrews fleet={fleet} saved={assignment} draft={chosen} />
                        ) : undefined
                      }
                      error={actionData?.to === to ? actionData.error : undefined}
                      submitting={submittingTo === to}
                    />
                  ),
                )}
              </div>
            )}
          </Card>
          {r.status === "completed" || loaderData.invoice.list.length > 0 ? (
            <InvoiceCard
              data={loaderData.invoice}
              clientEmail={r.email}
              completed={r.status === "completed"}
              actionTo={actionData?.to}
              error={actionData?.error}
              errors={actionData && "fieldErrors" in actionData ? actionData.fieldErrors : {}}
              sent={
                actionData && "sent" in actionData ? (actionData.sent as Record<string, string>) : undefined
              }
              submitting={navigation.state === "submitting"}
            />
          ) : null}
          <Card title={DETAIL_TEXT.sectionEmails} id="emails">
            <EmailList emails={emails} />
            {loaderData.recap && r.email !== null ? (
              <RecapForm
                status={loaderData.recap}
                email={r.email}
                error={actionData?.to === "send-recap" ? actionData.error : undefined}
                submitting={navigation.formData?.get("intent") === "send-recap"}
              />
            ) : null}
          </Card>
          <Card title={DETAIL_TEXT.sectionHistory} id="history">
            {events.length === 0 ? (
              <p className="text-sm text-muted">{DETAIL_TEXT.noHistory}</p>
            ) : (
              <ol className="space-y-3" data-testid="history">
                {events.map((event) => (
                  <li key={event.id} className="border-l-2 border-gold-500 pl-3 text-sm">
                    <p className="font-medium text-navy-900">
                      {historyTitle(event)}
                      {event.finalPriceCents !== null ? ` · ${formatEuros(event.finalPriceCents)}` : ""}
                    </p>
                    <p className="text-muted">
                      {formatDateTime(event.createdAt)}, {DETAIL_TEXT.by} {event.actorName}
                    </p>
                    {event.kind === "recap" ? null : <HistoryChanges changes={event.changes} />}
                    {event.reason ? (
                      <p className="mt-1 whitespace-pre-line break-words">
                        <span className="font-medium">{DETAIL_TEXT.historyReason}</span> {event.reason}
                      </p>
                    ) : null}
                    {event.notified !== null && (needsReason(event.toStatus) || event.kind === "edit") ? (
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
    </ClientReachable>
  );
}
