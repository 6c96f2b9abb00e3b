/** The e-mails to the office, in French. Pure: no I/O. */

import { formatLongDate } from "~/domain/dates";
import { telHref } from "~/domain/phone";
import { dictionary } from "~/i18n/dictionary";
import { EVENING_SHEET_TEXT, STAFF_EMAIL_TEXT } from "~/i18n/staff";
import {
  type ContactData,
  clientPhoneRows,
  clip,
  type Email,
  MAX_STAFF_SUBJECT,
  type ReservationData,
  staffEmail,
  staffSubject,
  tripRows,
} from "./parts";
import type { Company, Part, Row } from "./render";

export function staffNewReservation(r: ReservationData, company: Company, staffAddress: string): Email {
  const t = STAFF_EMAIL_TEXT;
  const rows: Row[] = [
    ...tripRows(r, "fr", "estimate"),
    [t.client, `${r.firstName} ${r.lastName}`],
    r.email ? [t.email, r.email, `mailto:${r.email}`, r.email] : [t.email, t.noEmail],
    ...clientPhoneRows(r),
    [t.language, t.languages[r.language]],
    [t.message, r.message ?? "—"],
  ];
  return aboutRequest("reservation_staff", t.reservationLabel, r, staffAddress, company, [
    { kind: "p", text: t.reservationIntro },
    { kind: "rows", rows },
    openRequest(r, company),
  ]);
}

export function staffNewContact(m: ContactData, company: Company, staffAddress: string): Email {
  const t = STAFF_EMAIL_TEXT;
  const rows: Row[] = [
    [t.name, m.name],
    [t.email, m.email, `mailto:${m.email}`, m.email],
    ...(m.phone ? ([[t.phone, m.phone, telHref(m.phone)]] satisfies Row[]) : [[t.phone, "—"] satisfies Row]),
    [t.language, t.languages[m.language]],
    [t.message, m.message],
  ];
  const subject = clip(t.contactSubject(m.name.replace(/\s+/g, " ")), MAX_STAFF_SUBJECT);
  return staffEmail(
    "contact_staff",
    staffAddress,
    m.email,
    subject,
    [
      { kind: "p", text: t.contactIntro },
      { kind: "rows", rows },
      { kind: "button", href: `${company.siteUrl}/admin?tab=messages`, label: t.messages },
    ],
    company,
  );
}

/** An e-mail to the office about one request: a reply goes to the client; the subject names the request. */
function aboutRequest(
  kind: string,
  label: string,
  r: ReservationData,
  staffAddress: string,
  company: Company,
  parts: Part[],
): Email {
  return staffEmail(kind, staffAddress, r.email ?? company.email, staffSubject(label, r), parts, company);
}

/** The button to the request's page in the staff area. */
function openRequest(r: ReservationData, company: Company): Part {
  const href = `${company.siteUrl}/admin/reservations/${r.id}`;
  return { kind: "button", href, label: STAFF_EMAIL_TEXT.openReservation };
}

/** The office is told that a client cancelled from their private link (free of charge, before the cut-off). */
export function staffClientCancelled(r: ReservationData, company: Company, staffAddress: string): Email {
  const t = STAFF_EMAIL_TEXT;
  const rows: Row[] = [...tripRows(r, "fr", "final"), [t.client, `${r.firstName} ${r.lastName}`]];
  return aboutRequest("client_cancelled_staff", t.clientCancelledLabel, r, staffAddress, company, [
    { kind: "p", text: t.clientCancelledIntro },
    { kind: "rows", rows },
    openRequest(r, company),
  ]);
}

/** The trip, the client and how to reach them, and the button to the request's page in the staff area. */
function tripAndClientParts(r: ReservationData, company: Company): Part[] {
  const t = STAFF_EMAIL_TEXT;
  const rows: Row[] = [
    ...tripRows(r, "fr", "final"),
    [t.client, `${r.firstName} ${r.lastName}`],
    ...clientPhoneRows(r),
  ];
  return [{ kind: "rows", rows }, openRequest(r, company)];
}

/** The office is told that a client accepted its quote from their private link: the trip is confirmed. */
export function staffQuoteAccepted(r: ReservationData, company: Company, staffAddress: string): Email {
  const t = STAFF_EMAIL_TEXT;
  return aboutRequest("quote_accepted_staff", t.quoteAcceptedLabel, r, staffAddress, company, [
    { kind: "p", text: t.quoteAcceptedIntro },
    ...tripAndClientParts(r, company),
  ]);
}

/** The office is told that a client asked for a change from their private link, with the client's words. */
export function staffChangeRequested(
  r: ReservationData,
  company: Company,
  staffAddress: string,
  request: string,
): Email {
  const t = STAFF_EMAIL_TEXT;
  return aboutRequest("change_request_staff", t.changeRequestLabel, r, staffAddress, company, [
    { kind: "p", text: t.changeRequestIntro },
    { kind: "rows", rows: [[t.changeRequest, request]] },
    ...tripAndClientParts(r, company),
  ]);
}

/** One leg of a day's work on the office's evening sheet. */
export interface SheetJob {
  id: string;
  reference: string;
  time: string;
  leg: "outbound" | "return";
  from: string;
  to: string;
  passengers: number;
  luggage: number;
  client: string;
  phone: string;
  /** "Name, phone" of who travels when the client booked for someone else; null otherwise. */
  passenger: string | null;
  flightNumber: string | null;
  driver: string | null;
  vehicle: string | null;
}

/** The office's sheet of tomorrow's jobs, sent each evening (decision 025): every leg in pickup order. */
export function staffEveningSheet(
  date: string,
  jobs: SheetJob[],
  awaiting: number,
  company: Company,
  staffAddress: string,
): Email {
  const t = EVENING_SHEET_TEXT;
  const site = company.siteUrl.replace(/\/$/, "");
  const parts: Part[] = [{ kind: "p", text: t.intro(formatLongDate(date, "fr"), jobs.length) }];
  if (awaiting > 0) parts.push({ kind: "p", text: t.awaiting(awaiting) });
  for (const job of jobs) {
    parts.push({
      kind: "h",
      text: `${job.time} · ${job.reference}${job.leg === "return" ? ` · ${t.returnLeg}` : ""}`,
    });
    parts.push({
      kind: "rows",
      rows: [
        [t.route, `${job.from} → ${job.to}`],
        [t.client, `${job.client} · ${job.phone}`, telHref(job.phone), `${job.client} · ${job.phone}`],
        ...(job.passenger ? ([[t.passenger, job.passenger]] satisfies Row[]) : []),
        [t.party, dictionary("fr").common.party(job.passengers, job.luggage)],
        ...(job.flightNumber ? ([[t.flight, job.flightNumber]] satisfies Row[]) : []),
        [t.driver, job.driver ?? t.none],
        [t.vehicle, job.vehicle ?? t.none],
      ],
    });
  }
  parts.push({ kind: "button", href: `${site}/admin/planning?range=tomorrow`, label: t.open });
  const [, month, day] = date.split("-");
  return staffEmail(
    "office_evening_sheet",
    staffAddress,
    company.email,
    clip(t.subject(`${day}/${month}`, jobs.length), MAX_STAFF_SUBJECT),
    parts,
    company,
  );
}
