/** The e-mails to clients, in their language (decision 007). Pure: no I/O; "now" is an argument. */

import { cancellationCostAt, lateBooking } from "~/domain/cancellation";
import { formatLongDate, formatParisDateTime } from "~/domain/dates";
import { followUrl } from "~/domain/follow";
import { formatPrice } from "~/domain/pricing/format";
import { quoteValidity } from "~/domain/quote";
import { dictionary } from "~/i18n/dictionary";
import { travelNumberLabel } from "../pricing/lines";
import { type CalendarEvent, calendarFile } from "./ics";
import {
  assignmentParts,
  type ContactData,
  clientEmail,
  closingParts,
  type Email,
  type FollowCancel,
  followParts,
  type ReservationData,
  tripRows,
} from "./parts";
import { type Company, fixText, type Part, type Row } from "./render";

/**
 * What the private page offers about cancelling when an e-mail is written at `at`: a free cancellation
 * only before the terms' cut-off. Without `at` (an e-mail not told when it is written), by when the
 * request was made: a request made after the cut-off never had a free cancellation.
 */
function followCancel(r: ReservationData, at?: Date): FollowCancel {
  const when = at ?? r.createdAt;
  return when && cancellationCostAt(r, when) !== "free" ? "paid" : "free";
}

/**
 * The terms of cancellation, and for a trip booked, or confirmed (`confirmedAt`), once the free
 * cancellation had ended, what cancelling it costs instead.
 */
function cancellationParts(r: ReservationData, confirmedAt?: Date): Part[] {
  const t = dictionary(r.language).email;
  const late = lateBooking(r, { createdAt: r.createdAt, confirmedAt });
  const at = late === "booked" ? r.createdAt : confirmedAt;
  const cost = late && at ? cancellationCostAt(r, at) : "free";
  return [
    { kind: "h", text: t.cancellationTitle },
    { kind: "p", text: t.cancellation },
    ...(late && cost !== "free"
      ? ([{ kind: "p", text: t.cancellationLate(late, cost) }] satisfies Part[])
      : []),
  ];
}

/**
 * A client e-mail: the greeting, the body, the link to their private page (`follow: false` where the
 * body places it itself, or the e-mail has none; `cancel`: what the page offers about cancelling, by
 * default as when the request was made), then the closing.
 */
function toClient(
  r: ReservationData,
  company: Company,
  kind: Parameters<typeof clientEmail>[0],
  subject: string,
  body: Part[],
  {
    follow = true,
    cancel = followCancel(r),
    attachments,
  }: { follow?: boolean; cancel?: FollowCancel; attachments?: Parameters<typeof clientEmail>[6] } = {},
): Email {
  const lang = r.language;
  const parts: Part[] = [
    { kind: "p", text: dictionary(lang).email.hello(r.firstName) },
    ...body,
    ...(follow ? followParts(r, company, cancel) : []),
    ...closingParts(company, lang, r.reference),
  ];
  return clientEmail(kind, r.email, subject, parts, lang, company, attachments);
}

/** The trip's rows without the estimate and its detail: for a request that will not run, or awaits a quote. */
function tripRowsWithoutEstimate(r: ReservationData) {
  const t = dictionary(r.language).email;
  return tripRows(r, r.language, "estimate").filter(
    ([label]) => label !== t.estimate && label !== t.priceDetail && label !== t.estimateBasis,
  );
}

export function clientAcknowledgement(r: ReservationData, company: Company): Email {
  const lang = r.language;
  const t = dictionary(lang).email;
  return toClient(
    r,
    company,
    "reservation_client",
    t.ackSubject(r.reference),
    [
      { kind: "p", text: t.ackIntro },
      { kind: "rows", rows: tripRows(r, lang, "estimate") },
      ...(r.message
        ? ([
            { kind: "h", text: `${t.yourMessage}` },
            { kind: "p", text: r.message },
          ] satisfies Part[])
        : []),
      { kind: "p", text: t.estimateNote },
      ...followParts(r, company, followCancel(r)),
      { kind: "h", text: t.nextTitle },
      { kind: "list", items: t.next },
      ...cancellationParts(r),
      { kind: "p", text: t.payment },
    ],
    { follow: false },
  );
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

/**
 * Where the chauffeur meets the client, by the kind of the pickup place: at an airport or a heliport
 * (at arrivals, the time given being the landing), a station (the time being the train's), or
 * anywhere else, an address (also a request whose place kind was not stored).
 */
function pickupPlace(kind: string | null | undefined): "airport" | "heliport" | "station" | "address" {
  return kind === "airport" || kind === "heliport" || kind === "station" ? kind : "address";
}

export function clientConfirmed(r: ReservationData, company: Company, now: Date): Email {
  const lang = r.language;
  const t = dictionary(lang).email;
  const body: Part[] = [
    { kind: "p", text: t.confirmedIntro },
    { kind: "rows", rows: tripRows(r, lang, "final") },
    { kind: "h", text: t.pickupTitle },
    ...(r.assignment ? assignmentParts(r) : []),
    { kind: "p", text: t.pickupNote(pickupPlace(r.departureKind), r.nameBoard ?? null, r.passengerName) },
    { kind: "p", text: t.payment },
    ...followParts(r, company, followCancel(r, now)),
    ...cancellationParts(r, now),
    { kind: "p", text: t.calendarNote },
  ];
  return toClient(r, company, "reservation_confirmed", t.confirmedSubject(r.reference), body, {
    follow: false,
    attachments: [calendarAttachment(r, company, now)],
  });
}

/** Who ended a request, and the reason the client is given (the office's is required, the client's is not asked). */
export type Cancellation = { by: "office"; reason: string } | { by: "client" };

export function clientCancelled(r: ReservationData, company: Company, cancellation: Cancellation): Email {
  const lang = r.language;
  const t = dictionary(lang).email;
  const byOffice = cancellation.by === "office";
  const subject = byOffice ? t.cancelledSubject(r.reference) : t.cancelledByClientSubject(r.reference);
  return toClient(
    r,
    company,
    "reservation_cancelled",
    subject,
    [
      { kind: "p", text: byOffice ? t.cancelledByOfficeIntro : t.cancelledByClientIntro },
      ...(cancellation.by === "office"
        ? ([{ kind: "rows", rows: [[t.reason, cancellation.reason]] }] satisfies Part[])
        : []),
      { kind: "rows", rows: tripRowsWithoutEstimate(r) },
      { kind: "p", text: byOffice ? t.cancelledByOfficeNext : t.cancelledByClientNext },
    ],
    { cancel: "closed" },
  );
}

/** The office cannot take the request on: said kindly, with the reason and an open door. */
export function clientDeclined(r: ReservationData, company: Company, reason: string): Email {
  const lang = r.language;
  const t = dictionary(lang).email;
  return toClient(
    r,
    company,
    "reservation_declined",
    t.declinedSubject(r.reference),
    [
      { kind: "p", text: t.declinedIntro },
      { kind: "rows", rows: [[t.reason, reason]] },
      { kind: "rows", rows: tripRowsWithoutEstimate(r) },
      { kind: "p", text: t.declinedNext },
    ],
    { cancel: "closed" },
  );
}

/**
 * A confirmed trip's driver, vehicle or meeting point was set or changed (decision 019). The link's
 * words on cancelling are those of the moment it is sent (`now`), which may be after the free period.
 */
export function clientAssignmentChanged(r: ReservationData, company: Company, now: Date): Email {
  const lang = r.language;
  const trip = dictionary(lang).tripEmail;
  return toClient(
    r,
    company,
    "reservation_assignment",
    trip.changedSubject(r.reference),
    [
      { kind: "p", text: r.passengerName ? trip.changedIntroFor(r.passengerName) : trip.changedIntro },
      { kind: "h", text: dictionary(lang).email.pickupTitle },
      ...assignmentParts(r),
      { kind: "rows", rows: tripRows(r, lang, "final") },
    ],
    { cancel: followCancel(r, now) },
  );
}

/** The day before: who comes, in what, where and when (sent once, decision 019). */
export function clientReminder(r: ReservationData, company: Company): Email {
  const lang = r.language;
  const trip = dictionary(lang).tripEmail;
  const subject = fixText(trip.reminderSubject(r.reference, formatLongDate(r.date, lang), r.time));
  return toClient(
    r,
    company,
    "reservation_reminder",
    subject,
    [
      {
        kind: "p",
        text: r.passengerName
          ? trip.reminderIntroFor(r.passengerName, `${formatLongDate(r.date, lang)}, ${r.time}`)
          : trip.reminderIntro(`${formatLongDate(r.date, lang)}, ${r.time}`),
      },
      { kind: "h", text: dictionary(lang).email.pickupTitle },
      ...assignmentParts(r),
      { kind: "rows", rows: tripRows(r, lang, "final") },
      { kind: "p", text: trip.reminderNote },
    ],
    // Sent within the 24 hours before pickup (decision 025): a cancellation is no longer free.
    { cancel: "paid" },
  );
}

/** The office's answer to a change the client asked from their link: accepted or not, with its message. */
export function clientChangeAnswered(
  r: ReservationData,
  company: Company,
  answer: { approved: boolean; request: string; message: string | null },
  now: Date,
): Email {
  const lang = r.language;
  const t = dictionary(lang).email;
  return toClient(
    r,
    company,
    "reservation_change_answered",
    t.changeAnsweredSubject(r.reference, answer.approved),
    [
      { kind: "p", text: answer.approved ? t.changeApprovedIntro : t.changeRefusedIntro },
      {
        kind: "rows",
        rows: [
          [t.yourChange, answer.request],
          ...(answer.message ? ([[t.officeMessage, answer.message]] satisfies Row[]) : []),
        ],
      },
      { kind: "rows", rows: tripRows(r, lang, r.finalPriceCents != null ? "final" : "estimate") },
    ],
    // Sent when the office answers, perhaps after the free period: the link says so then.
    { cancel: followCancel(r, now) },
  );
}

/**
 * The office's quote (decision 028): the price offered, until when it stands, and the button to the
 * client's private page, where one click accepts it.
 */
export function clientQuote(r: ReservationData, company: Company, expiresAt: Date): Email {
  const lang = r.language;
  const t = dictionary(lang).email;
  const rows = tripRowsWithoutEstimate(r);
  if (r.finalPriceCents != null) rows.push([t.quotedPrice, formatPrice(r.finalPriceCents, lang)]);
  // The day it stands through, as the server checks it (domain/quote.ts); a time only when cut short.
  const validity = quoteValidity(expiresAt);
  const validUntil =
    validity.time === null
      ? t.quoteValidThrough(formatLongDate(validity.day, lang))
      : t.quoteValidUntil(formatParisDateTime(expiresAt, lang));
  const page = r.followUrl ?? (r.clientToken ? followUrl(company.siteUrl, r.clientToken, lang) : null);
  const body: Part[] = [
    { kind: "p", text: t.quoteIntro },
    { kind: "rows", rows },
    { kind: "p", text: validUntil },
    ...(page ? ([{ kind: "button", href: `${page}#quote`, label: t.quoteAction }] satisfies Part[]) : []),
    { kind: "p", text: t.quoteNote },
    { kind: "p", text: t.payment },
    ...cancellationParts(r),
  ];
  return toClient(r, company, "reservation_quote", t.quoteSubject(r.reference), body, { follow: false });
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
  const body: Part[] = [
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
  ];
  return toClient(r, company, "reservation_updated", t.updatedSubject(r.reference), body, {
    cancel: followCancel(r, trip.now),
    attachments: calendar ? [calendarAttachment(r, company, trip.now)] : undefined,
  });
}

/**
 * The invoice of a journey done, or the credit note that cancels one, sent by the office (decision
 * 045): its number, its amount, paid or due by when, and the PDF attached. No link to the client's
 * page: it has expired by then.
 */
export function clientInvoice(
  r: ReservationData,
  company: Company,
  invoice: {
    kind: "invoice" | "credit";
    number: string;
    /** A credit note: the number of the invoice it cancels. */
    cancels: string | null;
    totalCents: number;
    dueOn: string | null;
    pdf: Uint8Array;
  },
): Email {
  const lang = r.language;
  const t = dictionary(lang).email;
  const credit = invoice.kind === "credit";
  const rows: Row[] = [
    [credit ? t.creditNumber : t.invoiceNumber, invoice.number],
    [t.invoiceTotal, formatPrice(invoice.totalCents, lang)],
  ];
  if (invoice.dueOn) rows.push([t.invoiceDue, formatLongDate(invoice.dueOn, lang)]);
  const body: Part[] = credit
    ? [
        { kind: "p", text: t.creditIntro(invoice.cancels ?? "") },
        { kind: "rows", rows },
      ]
    : [
        { kind: "p", text: t.invoiceIntro },
        { kind: "rows", rows },
        ...(invoice.dueOn ? [] : [{ kind: "p" as const, text: t.invoicePaid }]),
      ];
  return toClient(
    r,
    company,
    credit ? "credit_note_client" : "invoice_client",
    credit ? t.creditSubject(r.reference, invoice.number) : t.invoiceSubject(r.reference, invoice.number),
    body,
    {
      follow: false,
      attachments: [
        {
          filename: `${credit ? "avoir" : "facture"}-${invoice.number}.pdf`,
          contentType: "application/pdf",
          content: Buffer.from(invoice.pdf).toString("base64"),
          encoding: "base64",
        },
      ],
    },
  );
}
