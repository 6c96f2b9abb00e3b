/** The e-mails to clients, in their language (decision 007). Pure: no I/O; "now" is an argument. */
import { formatLongDate, formatParisDateTime } from "~/domain/dates";
import { followUrl } from "~/domain/follow";
import { formatPrice } from "~/domain/pricing/format";
import { dictionary } from "~/i18n/dictionary";
import { travelNumberLabel } from "../pricing/lines";
import { type CalendarEvent, calendarFile } from "./ics";
import {
  assignmentParts,
  type ContactData,
  clientEmail,
  closingParts,
  type Email,
  followParts,
  type ReservationData,
  tripRows,
} from "./parts";
import { type Company, fixText, type Part, type Row } from "./render";

export function clientAcknowledgement(r: ReservationData, company: Company): Email {
  const lang = r.language;
  const t = dictionary(lang).email;
  const parts: Part[] = [
    { kind: "p", text: t.hello(r.firstName) },
    { kind: "p", text: t.ackIntro },
    { kind: "rows", rows: tripRows(r, lang, "estimate") },
    ...(r.message
      ? ([
          { kind: "h", text: `${t.yourMessage}` },
          { kind: "p", text: r.message },
        ] satisfies Part[])
      : []),
    { kind: "p", text: t.estimateNote },
    ...followParts(r, company),
    { kind: "h", text: t.nextTitle },
    { kind: "list", items: t.next },
    { kind: "h", text: t.cancellationTitle },
    { kind: "p", text: t.cancellation },
    { kind: "p", text: t.payment },
    ...closingParts(company, lang, r.reference),
  ];
  return clientEmail("reservation_client", r.email, t.ackSubject(r.reference), parts, lang, company);
}

/** The visitor's copy of a contact message: it arrived, when they will hear back, how to reach us now. */
export function clientContactAcknowledgement(m: ContactData, company: Company): Email {
  const lang = m.language;
  const t = dictionary(lang).email;
  const parts: Part[] = [
    { kind: "p", text: t.contactAckIntro(m.name) },
    { kind: "p", text: t.contactAckNext },
    { kind: "h", text: t.yourMessage },
    { kind: "p", text: m.message },
    ...closingParts(company, lang, null),
  ];
  return clientEmail("contact_client", m.email, t.contactAckSubject, parts, lang, company);
}

/**
 * The confirmed trip's calendar events: the pickup (a hire lasts its hours), and a return's way back
 * as its own event at its own date and time, from the drop-off.
 */
function calendarEvents(r: ReservationData, company: Company, now: Date): CalendarEvent[] {
  const lang = r.language;
  const t = dictionary(lang).email;
  const trips = dictionary(lang).booking.trips;
  const host = new URL(company.siteUrl).host;
  const stops = r.tripType === "hourly" ? [] : (r.stops ?? []);
  const description = [
    `${t.reference}: ${r.reference}`,
    `${t.phone}: ${company.phone}`,
    r.flightNumber ? `${travelNumberLabel(r, trips) ?? t.flight}: ${r.flightNumber}` : "",
    stops.length ? `${trips.summaryStops}: ${stops.map((s) => s.label).join(" → ")}` : "",
  ]
    .filter(Boolean)
    .join("\n");
  const outbound: CalendarEvent = {
    uid: `${r.reference}@${host}`,
    date: r.date,
    time: r.time,
    durationMin: r.durationMin ?? 60,
    summary:
      r.tripType === "hourly"
        ? `${company.name} · ${trips.types.hourly} · ${r.departure}`
        : `${company.name} · ${r.departure} → ${r.arrival}`,
    location: r.departure,
    description,
    organizer: { name: company.name, email: company.email },
    now,
  };
  if (r.tripType !== "return" || !r.returnDate || !r.returnTime) return [outbound];
  return [
    outbound,
    {
      ...outbound,
      uid: `${r.reference}-return@${host}`,
      date: r.returnDate,
      time: r.returnTime,
      summary: `${company.name} · ${trips.returnLegend} · ${r.arrival} → ${r.departure}`,
      location: r.arrival,
      description: [`${t.reference}: ${r.reference}`, `${t.phone}: ${company.phone}`].join("\n"),
    },
  ];
}

/** The confirmed trip's calendar file, attached to the confirmation and to a later update (decision 029). */
function calendarAttachment(r: ReservationData, company: Company, now: Date) {
  return {
    filename: `${r.reference}.ics`,
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: calendarFile(calendarEvents(r, company, now)),
  };
}

export function clientConfirmed(r: ReservationData, company: Company, now: Date): Email {
  const lang = r.language;
  const t = dictionary(lang).email;
  const parts: Part[] = [
    { kind: "p", text: t.hello(r.firstName) },
    { kind: "p", text: t.confirmedIntro },
    { kind: "rows", rows: tripRows(r, lang, "final") },
    { kind: "h", text: t.pickupTitle },
    ...(r.assignment ? assignmentParts(r) : []),
    { kind: "p", text: t.pickupNote },
    { kind: "p", text: t.payment },
    ...followParts(r, company),
    { kind: "h", text: t.cancellationTitle },
    { kind: "p", text: t.cancellation },
    { kind: "p", text: t.calendarNote },
    ...closingParts(company, lang, r.reference),
  ];
  return clientEmail(
    "reservation_confirmed",
    r.email,
    t.confirmedSubject(r.reference),
    parts,
    lang,
    company,
    [calendarAttachment(r, company, now)],
  );
}

/** Who ended a request, and the reason the client is given (the office's is required, the client's is not asked). */
export type Cancellation = { by: "office"; reason: string } | { by: "client" };

export function clientCancelled(r: ReservationData, company: Company, cancellation: Cancellation): Email {
  const lang = r.language;
  const t = dictionary(lang).email;
  const rows = tripRows(r, lang, "estimate").filter(
    ([label]) => label !== t.estimate && label !== t.priceDetail,
  );
  const byOffice = cancellation.by === "office";
  const parts: Part[] = [
    { kind: "p", text: t.hello(r.firstName) },
    { kind: "p", text: byOffice ? t.cancelledByOfficeIntro : t.cancelledByClientIntro },
    ...(cancellation.by === "office"
      ? ([{ kind: "rows", rows: [[t.reason, cancellation.reason]] }] satisfies Part[])
      : []),
    { kind: "rows", rows },
    { kind: "p", text: byOffice ? t.cancelledByOfficeNext : t.cancelledByClientNext },
    ...followParts(r, company),
    ...closingParts(company, lang, r.reference),
  ];
  const subject = byOffice ? t.cancelledSubject(r.reference) : t.cancelledByClientSubject(r.reference);
  return clientEmail("reservation_cancelled", r.email, subject, parts, lang, company);
}

/** The office cannot take the request on: said kindly, with the reason and an open door. */
export function clientDeclined(r: ReservationData, company: Company, reason: string): Email {
  const lang = r.language;
  const t = dictionary(lang).email;
  const rows = tripRows(r, lang, "estimate").filter(
    ([label]) => label !== t.estimate && label !== t.priceDetail,
  );
  const parts: Part[] = [
    { kind: "p", text: t.hello(r.firstName) },
    { kind: "p", text: t.declinedIntro },
    { kind: "rows", rows: [[t.reason, reason]] },
    { kind: "rows", rows },
    { kind: "p", text: t.declinedNext },
    ...followParts(r, company),
    ...closingParts(company, lang, r.reference),
  ];
  return clientEmail("reservation_declined", r.email, t.declinedSubject(r.reference), parts, lang, company);
}

/** A confirmed trip's driver, vehicle or meeting point was set or changed (decision 019). */
export function clientAssignmentChanged(r: ReservationData, company: Company): Email {
  const lang = r.language;
  const trip = dictionary(lang).tripEmail;
  const parts: Part[] = [
    { kind: "p", text: dictionary(lang).email.hello(r.firstName) },
    { kind: "p", text: trip.changedIntro },
    { kind: "h", text: dictionary(lang).email.pickupTitle },
    ...assignmentParts(r),
    { kind: "rows", rows: tripRows(r, lang, "final") },
    ...followParts(r, company),
    ...closingParts(company, lang, r.reference),
  ];
  return clientEmail(
    "reservation_assignment",
    r.email,
    trip.changedSubject(r.reference),
    parts,
    lang,
    company,
  );
}

/** The day before: who comes, in what, where and when (sent once, decision 019). */
export function clientReminder(r: ReservationData, company: Company): Email {
  const lang = r.language;
  const trip = dictionary(lang).tripEmail;
  const parts: Part[] = [
    { kind: "p", text: dictionary(lang).email.hello(r.firstName) },
    { kind: "p", text: trip.reminderIntro(`${formatLongDate(r.date, lang)}, ${r.time}`) },
    { kind: "h", text: dictionary(lang).email.pickupTitle },
    ...assignmentParts(r),
    { kind: "rows", rows: tripRows(r, lang, "final") },
    { kind: "p", text: trip.reminderNote },
    ...followParts(r, company),
    ...closingParts(company, lang, r.reference),
  ];
  return clientEmail(
    "reservation_reminder",
    r.email,
    fixText(trip.reminderSubject(r.reference, formatLongDate(r.date, lang), r.time)),
    parts,
    lang,
    company,
  );
}

/** The office's answer to a change the client asked from their link: accepted or not, with its message. */
export function clientChangeAnswered(
  r: ReservationData,
  company: Company,
  answer: { approved: boolean; request: string; message: string | null },
): Email {
  const lang = r.language;
  const t = dictionary(lang).email;
  const parts: Part[] = [
    { kind: "p", text: t.hello(r.firstName) },
    { kind: "p", text: answer.approved ? t.changeApprovedIntro : t.changeRefusedIntro },
    {
      kind: "rows",
      rows: [
        [t.yourChange, answer.request],
        ...(answer.message ? ([[t.officeMessage, answer.message]] satisfies Row[]) : []),
      ],
    },
    { kind: "rows", rows: tripRows(r, lang, r.finalPriceCents != null ? "final" : "estimate") },
    ...followParts(r, company),
    ...closingParts(company, lang, r.reference),
  ];
  return clientEmail(
    "reservation_change_answered",
    r.email,
    t.changeAnsweredSubject(r.reference, answer.approved),
    parts,
    lang,
    company,
  );
}

/**
 * The office's quote (decision 028): the price offered, until when it stands, and the button to the
 * client's private page, where one click accepts it.
 */
export function clientQuote(r: ReservationData, company: Company, expiresAt: Date): Email {
  const lang = r.language;
  const t = dictionary(lang).email;
  const rows = tripRows(r, lang, "estimate").filter(
    ([label]) => label !== t.estimate && label !== t.priceDetail,
  );
  if (r.finalPriceCents != null) rows.push([t.quotedPrice, formatPrice(r.finalPriceCents, lang)]);
  rows.push([t.quoteValidUntil, formatParisDateTime(expiresAt, lang)]);
  const page = r.followUrl ?? (r.clientToken ? followUrl(company.siteUrl, r.clientToken, lang) : null);
  const parts: Part[] = [
    { kind: "p", text: t.hello(r.firstName) },
    { kind: "p", text: t.quoteIntro },
    { kind: "rows", rows },
    ...(page ? ([{ kind: "button", href: `${page}#quote`, label: t.quoteAction }] satisfies Part[]) : []),
    { kind: "p", text: t.quoteNote },
    { kind: "p", text: t.payment },
    { kind: "h", text: t.cancellationTitle },
    { kind: "p", text: t.cancellation },
    ...closingParts(company, lang, r.reference),
  ];
  return clientEmail("reservation_quote", r.email, t.quoteSubject(r.reference), parts, lang, company);
}

/** One field the office changed, as the history stores it (domain/admin/edit.ts: Change). */
export interface TripChange {
  field: string;
  from: string | null;
  to: string | null;
}

/**
 * The trip as the office changed it, after a call or a message from the client (decision 029): what
 * changes (before → after, in the client's words), then the whole trip as it now stands; a confirmed
 * trip carries its calendar file again, which replaces the first one (same event identifiers).
 */
export function clientTripUpdated(
  r: ReservationData,
  company: Company,
  changes: readonly TripChange[],
  trip: { confirmed: boolean; now: Date },
): Email {
  const lang = r.language;
  const t = dictionary(lang).email;
  const labels = t.updatedFields;
  const confirmed = trip.confirmed && r.finalPriceCents != null;
  const show = (field: string, value: string | null): string => {
    if (value === null || value === "") return t.updatedNone;
    if (field === "date" || field === "returnDate") return formatLongDate(value, lang);
    if (field === "priceCents" || field === "finalPriceCents")
      return formatPrice(Math.round(Number(value) * 100), lang);
    return value;
  };
  const rows: Row[] = [];
  for (const c of changes) {
    // Once a final price is set, the estimate no longer concerns the client.
    if (c.field === "priceCents" && confirmed) continue;
    if (!(c.field in labels)) continue;
    const label = labels[c.field as keyof typeof labels];
    rows.push([
      label,
      c.field === "extras" ? t.updatedExtras : `${show(c.field, c.from)} → ${show(c.field, c.to)}`,
    ]);
  }
  const calendar = trip.confirmed;
  const parts: Part[] = [
    { kind: "p", text: t.hello(r.firstName) },
    { kind: "p", text: t.updatedIntro },
    ...(rows.length
      ? ([
          { kind: "h", text: t.updatedChanges },
          { kind: "rows", rows },
        ] satisfies Part[])
      : []),
    { kind: "h", text: t.updatedNow },
    { kind: "rows", rows: tripRows(r, lang, confirmed ? "final" : "estimate") },
    ...(calendar ? ([{ kind: "p", text: t.updatedCalendarNote }] satisfies Part[]) : []),
    ...followParts(r, company),
    ...closingParts(company, lang, r.reference),
  ];
  return clientEmail(
    "reservation_updated",
    r.email,
    t.updatedSubject(r.reference),
    parts,
    lang,
    company,
    calendar ? [calendarAttachment(r, company, trip.now)] : undefined,
  );
}
