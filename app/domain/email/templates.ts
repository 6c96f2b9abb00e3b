/**
 * The e-mails the site sends, in the reader's language, as HTML with a plain-text twin. Everything
 * that came from a visitor is escaped in the HTML. Pure: no I/O; "now" is an argument.
 */
import { formatLongDate } from "~/domain/dates";
import { dictionary } from "~/i18n/dictionary";
import type { Lang } from "~/i18n/lang";
import { STAFF_EMAIL_TEXT } from "~/i18n/staff";
import { formatDistance, formatDuration } from "../geo/format";
import { formatPrice } from "../pricing/format";
import { calendarFile } from "./ics";

export interface Company {
  name: string;
  phone: string;
  email: string;
  whatsapp: string;
  siteUrl: string;
}

export interface ReservationData {
  id: string;
  reference: string;
  language: Lang;
  departure: string;
  arrival: string;
  date: string;
  time: string;
  passengers: number;
  luggage: number;
  flightNumber: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string | null;
  distanceKm: number | null;
  durationMin: number | null;
  priceCents: number | null;
  finalPriceCents?: number | null;
  tariffVersion?: string | null;
  createdAt?: Date;
  /** Who comes, in what, and where (decision 019); absent until the office assigns them. */
  assignment?: TripAssignment | null;
}

export interface TripAssignment {
  driverFirstName: string | null;
  driverPhone: string | null;
  vehicleModel: string | null;
  vehiclePlate: string | null;
  meetingPoint: string;
}

export interface ContactData {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  language: Lang;
  createdAt?: Date;
}

export interface Email {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export type Row = [label: string, value: string];

/** A sober, table-based layout that renders in common mail clients and on phones. */
export function layout(company: Company, title: string, blocks: string[]): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f6f1e7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1e7;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden;font-family:Helvetica,Arial,sans-serif;color:#1b2430;">
<tr><td style="background:#0c1a2b;padding:20px 28px;color:#e2c994;font-family:Georgia,serif;font-size:20px;">${escapeHtml(company.name)}</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.55;">
${blocks.join("\n")}
</td></tr>
<tr><td style="background:#f6f1e7;padding:16px 28px;font-size:12px;color:#4f5b69;">${escapeHtml(company.name)} · ${escapeHtml(company.phone)} · <a href="mailto:${escapeHtml(company.email)}" style="color:#735624;">${escapeHtml(company.email)}</a></td></tr>
</table></td></tr></table></body></html>`;
}

export const paragraph = (text: string) =>
  `<p style="margin:0 0 14px;">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;
export const heading = (text: string) =>
  `<h2 style="margin:22px 0 10px;font-family:Georgia,serif;font-size:19px;color:#0c1a2b;">${escapeHtml(text)}</h2>`;
export const table = (rows: Row[]) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 14px;">${rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:8px 0;border-bottom:1px solid #ece4d3;color:#4f5b69;width:38%;vertical-align:top;">${escapeHtml(label)}</td><td style="padding:8px 0;border-bottom:1px solid #ece4d3;vertical-align:top;">${escapeHtml(value).replace(/\n/g, "<br>")}</td></tr>`,
    )
    .join("")}</table>`;
const orderedList = (items: string[]) =>
  `<ol style="margin:0 0 14px;padding-left:20px;">${items.map((i) => `<li style="margin:4px 0;">${escapeHtml(i)}</li>`).join("")}</ol>`;
export const textRows = (rows: Row[], lang: Lang = "fr") =>
  rows
    .map(([label, value]) => `${label}${lang === "fr" ? " : " : ": "}${value.replace(/\n/g, "\n  ")}`)
    .join("\n");

export function tripRows(r: ReservationData, lang: Lang, price: "estimate" | "final"): Row[] {
  const t = dictionary(lang).email;
  const rows: Row[] = [
    [t.reference, r.reference],
    [t.trip, `${r.departure} → ${r.arrival}`],
    [t.when, `${formatLongDate(r.date, lang)}, ${r.time}`],
    [t.party, t.passengers(r.passengers, r.luggage)],
  ];
  if (r.flightNumber) rows.push([t.flight, r.flightNumber]);
  if (r.distanceKm !== null && r.durationMin !== null) {
    rows.push([t.distance, `${formatDistance(r.distanceKm, lang)} · ${formatDuration(r.durationMin, lang)}`]);
  }
  if (price === "final" && r.finalPriceCents != null)
    rows.push([t.finalPrice, formatPrice(r.finalPriceCents, lang)]);
  else if (r.priceCents !== null) rows.push([t.estimate, formatPrice(r.priceCents, lang)]);
  return rows;
}

/** The driver's first name and phone, the vehicle and plate, the meeting point: what the client needs on the day. */
export function assignmentRows(a: TripAssignment, lang: Lang): Row[] {
  const t = dictionary(lang).tripEmail;
  const rows: Row[] = [];
  if (a.driverFirstName) rows.push([t.driver, a.driverFirstName]);
  if (a.driverPhone) rows.push([t.driverPhone, a.driverPhone]);
  if (a.vehicleModel) rows.push([t.vehicle, [a.vehicleModel, a.vehiclePlate].filter(Boolean).join(" · ")]);
  rows.push([t.meetingPoint, a.meetingPoint]);
  return rows;
}

export function contactRows(company: Company, lang: Lang): Row[] {
  const t = dictionary(lang).email;
  return [
    [t.phone, company.phone],
    [t.whatsapp, `https://wa.me/${company.whatsapp}`],
    [t.email, company.email],
  ];
}

export function fixText(text: string) {
  return text.replace(/\u202f|\u00a0/g, " ");
}

export function clientAcknowledgement(r: ReservationData, company: Company): Email {
  const lang = r.language;
  const t = dictionary(lang).email;
  const rows = tripRows(r, lang, "estimate");
  const subject = t.ackSubject(r.reference);
  const blocks = [
    paragraph(t.hello(r.firstName)),
    paragraph(t.ackIntro),
    table(rows),
    ...(r.message ? [heading(t.yourMessage), paragraph(r.message)] : []),
    paragraph(t.estimateNote),
    heading(t.nextTitle),
    orderedList(t.next),
    heading(t.cancellationTitle),
    paragraph(t.cancellation),
    paragraph(t.payment),
    heading(t.contactTitle),
    table(contactRows(company, lang)),
    paragraph(t.signature(company.name)),
  ];
  const text = [
    t.hello(r.firstName),
    "",
    t.ackIntro,
    "",
    textRows(rows, lang),
    ...(r.message ? ["", `${t.yourMessage}${lang === "fr" ? " :" : ":"}`, r.message] : []),
    "",
    t.estimateNote,
    "",
    `${t.nextTitle}`,
    ...t.next.map((step, i) => `${i + 1}. ${step}`),
    "",
    `${t.cancellationTitle}${lang === "fr" ? " : " : ": "}${t.cancellation}`,
    t.payment,
    "",
    `${t.contactTitle}`,
    textRows(contactRows(company, lang), lang),
    "",
    t.signature(company.name),
  ].join("\n");
  return {
    kind: "reservation_client",
    to: r.email,
    replyTo: company.email,
    subject,
    text: fixText(text),
    html: layout(company, subject, blocks),
  };
}

export function staffNewReservation(r: ReservationData, company: Company, staffEmail: string): Email {
  const t = STAFF_EMAIL_TEXT;
  const link = `${company.siteUrl}/admin/reservations/${r.id}`;
  const rows: Row[] = [
    ...tripRows(r, "fr", "estimate"),
    [t.client, `${r.firstName} ${r.lastName}`],
    [t.email, r.email],
    [t.phone, r.phone],
    [t.language, t.languages[r.language]],
    [t.message, r.message ?? "—"],
    [t.tariff, r.tariffVersion ?? "—"],
  ];
  const subject = t.reservationSubject(r);
  const blocks = [
    paragraph(t.reservationIntro),
    table(rows),
    `<p style="margin:18px 0;"><a href="${escapeHtml(link)}" style="display:inline-block;background:#b8944f;color:#070f1a;padding:11px 20px;border-radius:999px;text-decoration:none;font-weight:bold;">${escapeHtml(t.openReservation)}</a></p>`,
    paragraph(`${t.link} : ${link}`),
  ];
  const text = [t.reservationIntro, "", textRows(rows), "", `${t.openReservation} : ${link}`].join("\n");
  return {
    kind: "reservation_staff",
    to: staffEmail,
    replyTo: r.email,
    subject: fixText(subject),
    text: fixText(text),
    html: layout(company, subject, blocks),
  };
}

export function staffNewContact(m: ContactData, company: Company, staffEmail: string): Email {
  const t = STAFF_EMAIL_TEXT;
  const link = `${company.siteUrl}/admin?tab=messages`;
  const rows: Row[] = [
    [t.name, m.name],
    [t.email, m.email],
    [t.phone, m.phone ?? "—"],
    [t.language, t.languages[m.language]],
    [t.message, m.message],
  ];
  const subject = t.contactSubject(m.name);
  const blocks = [paragraph(t.contactIntro), table(rows), paragraph(`${t.messages} : ${link}`)];
  const text = [t.contactIntro, "", textRows(rows), "", `${t.messages} : ${link}`].join("\n");
  return {
    kind: "contact_staff",
    to: staffEmail,
    replyTo: m.email,
    subject: subject.slice(0, 200),
    text,
    html: layout(company, subject, blocks),
  };
}

export function clientConfirmed(r: ReservationData, company: Company, now: Date): Email {
  const lang = r.language;
  const t = dictionary(lang).email;
  const rows = tripRows(r, lang, "final");
  const subject = t.confirmedSubject(r.reference);
  const host = new URL(company.siteUrl).host;
  const ics = calendarFile({
    uid: `${r.reference}@${host}`,
    date: r.date,
    time: r.time,
    durationMin: r.durationMin ?? 60,
    summary: `${company.name} · ${r.departure} → ${r.arrival}`,
    location: r.departure,
    description: [
      `${t.reference}: ${r.reference}`,
      `${t.phone}: ${company.phone}`,
      r.flightNumber ? `${t.flight}: ${r.flightNumber}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
    organizer: { name: company.name, email: company.email },
    now,
  });
  const blocks = [
    paragraph(t.hello(r.firstName)),
    paragraph(t.confirmedIntro),
    table(rows),
    heading(t.pickupTitle),
    ...(r.assignment ? [table(assignmentRows(r.assignment, lang))] : []),
    paragraph(t.pickupNote),
    paragraph(t.payment),
    heading(t.cancellationTitle),
    paragraph(t.cancellation),
    paragraph(t.calendarNote),
    heading(t.contactTitle),
    table(contactRows(company, lang)),
    paragraph(t.signature(company.name)),
  ];
  const text = [
    t.hello(r.firstName),
    "",
    t.confirmedIntro,
    "",
    textRows(rows, lang),
    "",
    `${t.pickupTitle}${lang === "fr" ? " : " : ": "}${t.pickupNote}`,
    ...(r.assignment ? [textRows(assignmentRows(r.assignment, lang), lang)] : []),
    t.payment,
    "",
    `${t.cancellationTitle}${lang === "fr" ? " : " : ": "}${t.cancellation}`,
    "",
    t.calendarNote,
    "",
    t.contactTitle,
    textRows(contactRows(company, lang), lang),
    "",
    t.signature(company.name),
  ].join("\n");
  return {
    kind: "reservation_confirmed",
    to: r.email,
    replyTo: company.email,
    subject,
    text: fixText(text),
    html: layout(company, subject, blocks),
    attachments: [
      {
        filename: `${r.reference}.ics`,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: ics,
      },
    ],
  };
}

export function clientCancelled(r: ReservationData, company: Company): Email {
  const lang = r.language;
  const t = dictionary(lang).email;
  const rows = tripRows(r, lang, "estimate").filter(([label]) => label !== t.estimate);
  const subject = t.cancelledSubject(r.reference);
  const blocks = [
    paragraph(t.hello(r.firstName)),
    paragraph(t.cancelledIntro),
    table(rows),
    heading(t.contactTitle),
    table(contactRows(company, lang)),
    paragraph(t.signature(company.name)),
  ];
  const text = [
    t.hello(r.firstName),
    "",
    t.cancelledIntro,
    "",
    textRows(rows, lang),
    "",
    t.contactTitle,
    textRows(contactRows(company, lang), lang),
    "",
    t.signature(company.name),
  ].join("\n");
  return {
    kind: "reservation_cancelled",
    to: r.email,
    replyTo: company.email,
    subject,
    text: fixText(text),
    html: layout(company, subject, blocks),
  };
}
