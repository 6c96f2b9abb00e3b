/**
 * The e-mails the site sends, in the reader's language, as HTML with a plain-text twin. Everything
 * that came from a visitor is escaped in the HTML. Pure: no I/O; "now" is an argument.
 */
import { telHref, whatsappHref } from "~/components/site/contact-links";
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
  /** The client's private follow-up page (/suivi/<token>), when the request has one. */
  followUrl?: string | null;
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

/** A label and its value; with `href` the value is a link in the HTML, and `text` replaces it in the plain text. */
type Row = [label: string, value: string, href?: string, text?: string];

/** The company's mark as a PNG (mail programs do not show SVG), served by the site itself. */
function logoUrl(company: Company): string {
  return `${company.siteUrl.replace(/\/$/, "")}/email-logo.png`;
}

/** A sober, table-based layout that renders in common mail clients and on phones. */
function layout(company: Company, title: string, blocks: string[]): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f6f1e7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1e7;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden;font-family:Helvetica,Arial,sans-serif;color:#1b2430;">
<tr><td style="background:#0c1a2b;padding:18px 28px;color:#e2c994;font-family:Georgia,serif;font-size:20px;"><img src="${escapeHtml(logoUrl(company))}" width="40" height="40" alt="" style="display:inline-block;vertical-align:middle;border:0;border-radius:8px;margin-right:12px;">${escapeHtml(company.name)}</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.55;">
${blocks.join("\n")}
</td></tr>
<tr><td style="background:#f6f1e7;padding:16px 28px;font-size:12px;color:#4f5b69;">${escapeHtml(company.name)} · <a href="${escapeHtml(telHref(company.phone))}" style="color:#735624;">${escapeHtml(company.phone)}</a> · <a href="mailto:${escapeHtml(company.email)}" style="color:#735624;">${escapeHtml(company.email)}</a></td></tr>
</table></td></tr></table></body></html>`;
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 14px;">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;
const heading = (text: string) =>
  `<h2 style="margin:22px 0 10px;font-family:Georgia,serif;font-size:19px;color:#0c1a2b;">${escapeHtml(text)}</h2>`;
const table = (rows: Row[]) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 14px;">${rows
    .map(
      ([label, value, href]) =>
        `<tr><td style="padding:8px 0;border-bottom:1px solid #ece4d3;color:#4f5b69;width:38%;vertical-align:top;">${escapeHtml(label)}</td><td style="padding:8px 0;border-bottom:1px solid #ece4d3;vertical-align:top;">${href ? link(href, value) : escapeHtml(value).replace(/\n/g, "<br>")}</td></tr>`,
    )
    .join("")}</table>`;
const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#735624;font-weight:bold;">${escapeHtml(label)}</a>`;
const button = (href: string, label: string) =>
  `<p style="margin:18px 0;"><a href="${escapeHtml(href)}" style="display:inline-block;background:#b8944f;color:#070f1a;padding:11px 20px;border-radius:999px;text-decoration:none;font-weight:bold;">${escapeHtml(label)}</a></p>`;
const orderedList = (items: string[]) =>
  `<ol style="margin:0 0 14px;padding-left:20px;">${items.map((i) => `<li style="margin:4px 0;">${escapeHtml(i)}</li>`).join("")}</ol>`;
const textRows = (rows: Row[], lang: Lang = "fr") =>
  rows
    .map(
      ([label, value, , text]) =>
        `${label}${lang === "fr" ? " : " : ": "}${(text ?? value).replace(/\n/g, "\n  ")}`,
    )
    .join("\n");

function tripRows(r: ReservationData, lang: Lang, price: "estimate" | "final"): Row[] {
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

/** How to reach the office: a tappable number, WhatsApp opened with a message about the request, e-mail. */
/** The driver's first name and (tappable) phone, the vehicle and plate, the meeting point. */
function assignmentRows(a: TripAssignment, lang: Lang): Row[] {
  const t = dictionary(lang).tripEmail;
  const rows: Row[] = [];
  if (a.driverFirstName) rows.push([t.driver, a.driverFirstName]);
  if (a.driverPhone) rows.push([t.driverPhone, a.driverPhone, telHref(a.driverPhone)]);
  if (a.vehicleModel) rows.push([t.vehicle, [a.vehicleModel, a.vehiclePlate].filter(Boolean).join(" · ")]);
  rows.push([t.meetingPoint, a.meetingPoint]);
  return rows;
}

/** The pickup's who, what and where, or the promise to send it. */
function assignmentParts(r: ReservationData): Part[] {
  if (r.assignment) return [{ kind: "rows", rows: assignmentRows(r.assignment, r.language) }];
  return [{ kind: "p", text: dictionary(r.language).tripEmail.notAssignedYet }];
}

function contactRows(company: Company, lang: Lang, reference: string | null = null): Row[] {
  const t = dictionary(lang).email;
  const whatsapp = whatsappHref(company.whatsapp, t.whatsappAbout(reference));
  return [
    [t.phone, company.phone, telHref(company.phone)],
    [t.whatsapp, t.whatsappAction, whatsapp, whatsapp],
    [t.email, company.email, `mailto:${company.email}`, company.email],
  ];
}

function fixText(text: string) {
  return text.replace(/\u202f|\u00a0/g, " ");
}

/** The label that ends a French or English text row ("Motif : " / "Reason: "). */
function colon(lang: Lang) {
  return lang === "fr" ? "\u00a0:" : ":";
}

/** Paragraph blocks and their text lines, in order, so the HTML and the text twin say the same thing. */
type Part =
  | { kind: "p"; text: string }
  | { kind: "h"; text: string }
  | { kind: "rows"; rows: Row[] }
  | { kind: "list"; items: string[] }
  | { kind: "button"; href: string; label: string };

function render(parts: Part[], lang: Lang): { html: string[]; text: string } {
  const html: string[] = [];
  const text: string[] = [];
  for (const part of parts) {
    if (part.kind === "p") {
      html.push(paragraph(part.text));
      text.push(part.text, "");
    } else if (part.kind === "h") {
      html.push(heading(part.text));
      text.push(part.text);
    } else if (part.kind === "rows") {
      html.push(table(part.rows));
      text.push(textRows(part.rows, lang), "");
    } else if (part.kind === "list") {
      html.push(orderedList(part.items));
      text.push(...part.items.map((item, i) => `${i + 1}. ${item}`), "");
    } else {
      html.push(button(part.href, part.label));
      text.push(`${part.label}${colon(lang)} ${part.href}`, "");
    }
  }
  while (text.at(-1) === "") text.pop();
  return { html, text: text.join("\n") };
}

/** The client's private page, when the request has one. */
function followParts(r: ReservationData): Part[] {
  if (!r.followUrl) return [];
  const t = dictionary(r.language).email;
  return [
    { kind: "h", text: t.followTitle },
    { kind: "p", text: t.followText },
    { kind: "button", href: r.followUrl, label: t.followAction },
  ];
}

/** The end of every e-mail to a client: how to reach the office, and the signature. */
function closingParts(company: Company, lang: Lang, reference: string | null): Part[] {
  const t = dictionary(lang).email;
  return [
    { kind: "h", text: t.contactTitle },
    { kind: "rows", rows: contactRows(company, lang, reference) },
    { kind: "p", text: t.signature(company.name) },
  ];
}

function clientEmail(
  kind: string,
  to: string,
  subject: string,
  parts: Part[],
  lang: Lang,
  company: Company,
  attachments?: Email["attachments"],
): Email {
  const { html, text } = render(parts, lang);
  return {
    kind,
    to,
    replyTo: company.email,
    subject,
    text: fixText(text),
    html: layout(company, subject, html),
    ...(attachments ? { attachments } : {}),
  };
}

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
    ...followParts(r),
    { kind: "h", text: t.nextTitle },
    { kind: "list", items: t.next },
    { kind: "h", text: t.cancellationTitle },
    { kind: "p", text: t.cancellation },
    { kind: "p", text: t.payment },
    ...closingParts(company, lang, r.reference),
  ];
  return clientEmail("reservation_client", r.email, t.ackSubject(r.reference), parts, lang, company);
}

/** Characters allowed in an office subject line: short enough to read whole on a phone's list. */
export const MAX_STAFF_SUBJECT = 70;

function clip(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, Math.max(max - 1, 1)).trimEnd()}…`;
}

/**
 * An office subject: label, reference, short date and time, then the route, shortened (first part of
 * each place, each side clipped to share what is left) so the whole line holds in 70 characters.
 */
export function staffSubject(
  label: string,
  r: Pick<ReservationData, "reference" | "date" | "time" | "departure" | "arrival">,
): string {
  const [, month, day] = r.date.split("-");
  const head = `${label} ${r.reference} · ${day}/${month} ${r.time} · `;
  const from = r.departure.split(",")[0]!.trim();
  const to = r.arrival.split(",")[0]!.trim();
  const budget = MAX_STAFF_SUBJECT - head.length - 3;
  const half = Math.floor(budget / 2);
  const fromMax = Math.max(half, budget - to.length);
  const fromPart = clip(from, fromMax);
  const toPart = clip(to, budget - fromPart.length);
  return clip(`${head}${fromPart} → ${toPart}`, MAX_STAFF_SUBJECT);
}

/** The client's telephone as links for the office: call, or WhatsApp about the request. */
function clientPhoneRows(r: ReservationData): Row[] {
  const t = STAFF_EMAIL_TEXT;
  const whatsapp = whatsappHref(r.phone, t.whatsappAbout(r.firstName, r.reference));
  return [
    [t.phone, r.phone, telHref(r.phone)],
    [t.whatsapp, t.whatsappAction, whatsapp, whatsapp],
  ];
}

function staffEmail(
  kind: string,
  to: string,
  replyTo: string,
  subject: string,
  parts: Part[],
  company: Company,
) {
  const { html, text } = render(parts, "fr");
  return {
    kind,
    to,
    replyTo,
    subject: fixText(subject),
    text: fixText(text),
    html: layout(company, subject, html),
  };
}

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

export function clientConfirmed(r: ReservationData, company: Company, now: Date): Email {
  const lang = r.language;
  const t = dictionary(lang).email;
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
  const parts: Part[] = [
    { kind: "p", text: t.hello(r.firstName) },
    { kind: "p", text: t.confirmedIntro },
    { kind: "rows", rows: tripRows(r, lang, "final") },
    { kind: "h", text: t.pickupTitle },
    ...(r.assignment ? assignmentParts(r) : []),
    { kind: "p", text: t.pickupNote },
    { kind: "p", text: t.payment },
    ...followParts(r),
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
    [
      {
        filename: `${r.reference}.ics`,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: ics,
      },
    ],
  );
}

/** Who ended a request, and the reason the client is given (the office's is required, the client's is not asked). */
export type Cancellation = { by: "office"; reason: string } | { by: "client" };

export function clientCancelled(r: ReservationData, company: Company, cancellation: Cancellation): Email {
  const lang = r.language;
  const t = dictionary(lang).email;
  const rows = tripRows(r, lang, "estimate").filter(([label]) => label !== t.estimate);
  const byOffice = cancellation.by === "office";
  const parts: Part[] = [
    { kind: "p", text: t.hello(r.firstName) },
    { kind: "p", text: byOffice ? t.cancelledByOfficeIntro : t.cancelledByClientIntro },
    ...(cancellation.by === "office"
      ? ([{ kind: "rows", rows: [[t.reason, cancellation.reason]] }] satisfies Part[])
      : []),
    { kind: "rows", rows },
    { kind: "p", text: byOffice ? t.cancelledByOfficeNext : t.cancelledByClientNext },
    ...closingParts(company, lang, r.reference),
  ];
  const subject = byOffice ? t.cancelledSubject(r.reference) : t.cancelledByClientSubject(r.reference);
  return clientEmail("reservation_cancelled", r.email, subject, parts, lang, company);
}

/** The office cannot take the request on: said kindly, with the reason and an open door. */
export function clientDeclined(r: ReservationData, company: Company, reason: string): Email {
  const lang = r.language;
  const t = dictionary(lang).email;
  const rows = tripRows(r, lang, "estimate").filter(([label]) => label !== t.estimate);
  const parts: Part[] = [
    { kind: "p", text: t.hello(r.firstName) },
    { kind: "p", text: t.declinedIntro },
    { kind: "rows", rows: [[t.reason, reason]] },
    { kind: "rows", rows },
    { kind: "p", text: t.declinedNext },
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
    ...followParts(r),
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
    ...followParts(r),
    ...closingParts(company, lang, r.reference),
  ];
  return clientEmail(
    "reservation_reminder",
    r.email,
    fixText(trip.reminderSubject(r.reference, r.time)),
    parts,
    lang,
    company,
  );
}
