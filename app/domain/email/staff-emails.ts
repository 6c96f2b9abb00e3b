/** The e-mails to the office, in French. Pure: no I/O. */
import { telHref } from "~/components/site/contact-links";
import { formatLongDate } from "~/domain/dates";
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

export function staffNewReservation(r: ReservationData, company: Company, staffEmail_: string): Email {
  const t = STAFF_EMAIL_TEXT;
  const link = `${company.siteUrl}/admin/reservations/${r.id}`;
  const rows: Row[] = [
    ...tripRows(r, "fr", "estimate"),
    [t.client, `${r.firstName} ${r.lastName}`],
    [t.email, r.email, `mailto:${r.email}`, r.email],
    ...clientPhoneRows(r),
    [t.language, t.languages[r.language]],
    [t.message, r.message ?? "—"],
  ];
  return staffEmail(
    "reservation_staff",
    staffEmail_,
    r.email,
    staffSubject(t.reservationLabel, r),
    [
      { kind: "p", text: t.reservationIntro },
      { kind: "rows", rows },
      { kind: "button", href: link, label: t.openReservation },
    ],
    company,
  );
}

export function staffNewContact(m: ContactData, company: Company, staffAddress: string): Email {
  const t = STAFF_EMAIL_TEXT;
  const link = `${company.siteUrl}/admin?tab=messages`;
  const rows: Row[] = [
    [t.name, m.name],
    [t.email, m.email, `mailto:${m.email}`, m.email],
    ...(m.phone ? ([[t.phone, m.phone, telHref(m.phone)]] satisfies Row[]) : [[t.phone, "—"] satisfies Row]),
    [t.language, t.languages[m.language]],
    [t.message, m.message],
  ];
  return staffEmail(
    "contact_staff",
    staffAddress,
    m.email,
    clip(t.contactSubject(m.name.replace(/\s+/g, " ")), MAX_STAFF_SUBJECT),
    [
      { kind: "p", text: t.contactIntro },
      { kind: "rows", rows },
      { kind: "button", href: link, label: t.messages },
    ],
    company,
  );
}

/** The office is told that a client cancelled from their private link (free of charge, before the cut-off). */
export function staffClientCancelled(r: ReservationData, company: Company, staffAddress: string): Email {
  const t = STAFF_EMAIL_TEXT;
  return staffEmail(
    "client_cancelled_staff",
    staffAddress,
    r.email,
    staffSubject(t.clientCancelledLabel, r),
    [
      { kind: "p", text: t.clientCancelledIntro },
      { kind: "rows", rows: [...tripRows(r, "fr", "final"), [t.client, `${r.firstName} ${r.lastName}`]] },
      { kind: "button", href: `${company.siteUrl}/admin/reservations/${r.id}`, label: t.openReservation },
    ],
    company,
  );
}

/** The trip, the client and how to reach them, and the button to the request's page in the staff area. */
function tripAndClientParts(r: ReservationData, company: Company): Part[] {
  const t = STAFF_EMAIL_TEXT;
  return [
    {
      kind: "rows",
      rows: [
        ...tripRows(r, "fr", "final"),
        [t.client, `${r.firstName} ${r.lastName}`],
        ...clientPhoneRows(r),
      ],
    },
    { kind: "button", href: `${company.siteUrl}/admin/reservations/${r.id}`, label: t.openReservation },
  ];
}

/** The office is told that a client accepted its quote from their private link: the trip is confirmed. */
export function staffQuoteAccepted(r: ReservationData, company: Company, staffAddress: string): Email {
  const t = STAFF_EMAIL_TEXT;
  return staffEmail(
    "quote_accepted_staff",
    staffAddress,
    r.email,
    staffSubject(t.quoteAcceptedLabel, r),
    [{ kind: "p", text: t.quoteAcceptedIntro }, ...tripAndClientParts(r, company)],
    company,
  );
}

/** The office is told that a client asked for a change from their private link, with the client's words. */
export function staffChangeRequested(
  r: ReservationData,
  company: Company,
  staffAddress: string,
  request: string,
): Email {
  const t = STAFF_EMAIL_TEXT;
  return staffEmail(
    "change_request_staff",
    staffAddress,
    r.email,
    staffSubject(t.changeRequestLabel, r),
    [
      { kind: "p", text: t.changeRequestIntro },
      { kind: "rows", rows: [[t.changeRequest, request]] },
      ...tripAndClientParts(r, company),
    ],
    company,
  );
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
