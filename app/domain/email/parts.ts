/**
 * What the e-mails share: the data they read, their rows and parts, the subjects of the office's e-mails.
 */

import { formatLongDate } from "~/domain/dates";
import { followUrl, vehicleText } from "~/domain/follow";
import { telHref, whatsappHref } from "~/domain/phone";
import type { RequestBasics } from "~/domain/request";
import { passengerLine } from "~/domain/traveller";
import { dictionary } from "~/i18n/dictionary";
import type { Lang } from "~/i18n/lang";
import { STAFF_EMAIL_TEXT } from "~/i18n/staff";
import { formatDistance, formatDuration } from "../geo/format";
import { placedTripPlaces } from "../geo/street-address";
import type { LatLng } from "../geo/types";
import { formatPrice } from "../pricing/format";
import {
  placesText,
  priceLinesText,
  type TripFacts,
  travelNumberLabel,
  tripFactRows,
  whenText,
} from "../pricing/lines";
import { type Company, fixText, layout, type Part, type Row, render } from "./render";

export interface ReservationData extends TripFacts, RequestBasics {
  id: string;
  reference: string;
  language: Lang;
  finalPriceCents?: number | null;
  tariffVersion?: string | null;
  createdAt?: Date;
  /** The client's private follow-up page (/suivi/<token>), when the request has one. */
  followUrl?: string | null;
  /** The secret of that page: the link is built from it and the site's address. */
  clientToken?: string | null;
  /** Who comes, in what, and where (decision 019); absent until the office assigns them. */
  assignment?: TripAssignment | null;
  /** Where the departure and arrival stand, as stored: an address kept as typed is told apart by it. */
  departurePoint?: LatLng | null;
  arrivalPoint?: LatLng | null;
}

/** One vehicle's driver (first name, phone) and the vehicle (model, plate): null for what is not known yet. */
export interface TripCrew {
  driverFirstName: string | null;
  driverPhone: string | null;
  vehicleModel: string | null;
  vehiclePlate: string | null;
}

/** The first vehicle's crew, the others' when the trip needs several (decision 037), and where to meet. */
export interface TripAssignment extends TripCrew {
  others?: TripCrew[];
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
  /** `content` is the text itself, or base64 with `encoding: "base64"` (a PDF). */
  attachments?: { filename: string; contentType: string; content: string; encoding?: "base64" }[];
}

export function tripRows(r: ReservationData, lang: Lang, price: "estimate" | "final"): Row[] {
  const t = dictionary(lang).email;
  const trips = dictionary(lang).booking.trips;
  const longDate = (iso: string) => formatLongDate(iso, lang);
  const rows: Row[] = [
    [t.reference, r.reference],
    [t.trip, placesText(r)],
    [t.when, whenText(r.date, r.time, r.departureKind, trips, longDate)],
    ...tripFactRows(r, trips, lang, longDate),
    [t.party, dictionary(lang).common.party(r.passengers, r.luggage)],
  ];
  // Booked for someone else (decision 043): who the chauffeur greets, and their phone when given.
  const passenger = passengerLine(r);
  if (passenger) rows.push([t.passenger, passenger]);
  if (r.flightNumber) rows.push([travelNumberLabel(r, trips) ?? t.flight, r.flightNumber]);
  if (r.tripType !== "hourly" && r.distanceKm !== null && r.durationMin !== null) {
    rows.push([t.distance, `${formatDistance(r.distanceKm, lang)} · ${formatDuration(r.durationMin, lang)}`]);
  }
  if (price === "final" && r.finalPriceCents != null)
    rows.push([t.finalPrice, formatPrice(r.finalPriceCents, lang)]);
  else if (r.priceCents !== null) {
    rows.push([t.estimate, formatPrice(r.priceCents, lang)]);
    if (r.priceLines?.length) rows.push([t.priceDetail, priceLinesText(r.priceLines, trips, lang)]);
  } else if (r.vehicle === "larger") rows.push([t.estimate, trips.largerValue]);
  // An address kept as typed, under the estimate: the town or street the estimate put it at. Once the
  // office has set the price, what the estimate rested on no longer matters.
  if (price === "estimate" || r.finalPriceCents == null) {
    const points = { departure: r.departurePoint, arrival: r.arrivalPoint };
    for (const { label, where } of placedTripPlaces(r, points, lang))
      rows.push([t.estimateBasis, t.estimateBasisValue(where, label)]);
  }
  return rows;
}

/** How to reach the office: a tappable number, WhatsApp opened with a message about the request, e-mail. */
/** The driver's first name and (tappable) phone, the vehicle and plate, the meeting point. */
export function assignmentRows(a: TripAssignment, lang: Lang): Row[] {
  const t = dictionary(lang).tripEmail;
  const rows: Row[] = [];
  // The model and the plate; the HTML keeps the plate on one line.
  const vehicle = (label: string, crew: TripCrew): Row => [
    label,
    vehicleText(crew) ?? "",
    undefined,
    undefined,
    crew.vehiclePlate ?? undefined,
  ];
  if (a.others?.length) {
    // Several vehicles: each one's driver with a tappable phone, then the vehicle, vehicle by vehicle.
    [a, ...a.others].forEach((crew, i) => {
      const driver = [crew.driverFirstName, crew.driverPhone].filter(Boolean).join(" · ");
      if (driver)
        rows.push([t.vanDriver(i + 1), driver, crew.driverPhone ? telHref(crew.driverPhone) : undefined]);
      if (crew.vehicleModel) rows.push(vehicle(t.van(i + 1), crew));
    });
  } else {
    if (a.driverFirstName) rows.push([t.driver, a.driverFirstName]);
    if (a.driverPhone) rows.push([t.driverPhone, a.driverPhone, telHref(a.driverPhone)]);
    if (a.vehicleModel) rows.push(vehicle(t.vehicle, a));
  }
  rows.push([t.meetingPoint, a.meetingPoint]);
  return rows;
}

/** The pickup's who, what and where, or the promise to send it. */
export function assignmentParts(r: ReservationData): Part[] {
  if (r.assignment) return [{ kind: "rows", rows: assignmentRows(r.assignment, r.language) }];
  return [{ kind: "p", text: dictionary(r.language).tripEmail.notAssignedYet }];
}

export function contactRows(company: Company, lang: Lang, reference: string | null = null): Row[] {
  const t = dictionary(lang).email;
  const whatsapp = whatsappHref(company.whatsapp, t.whatsappAbout(reference));
  return [
    [t.phone, company.phone, telHref(company.phone)],
    [t.whatsapp, t.whatsappAction, whatsapp, whatsapp],
    [t.email, company.email, `mailto:${company.email}`, company.email],
  ];
}

/**
 * What the private page still offers about cancelling when an e-mail is written: a free cancellation
 * (until 48 h before departure), none free any more (the page still takes a change), or nothing (a
 * closed request).
 */
export type FollowCancel = "free" | "paid" | "closed";

/** The client's private page (decision 021), when the request has one: in every e-mail to the client. */
export function followParts(r: ReservationData, company: Company, cancel: FollowCancel = "free"): Part[] {
  const href = r.followUrl ?? (r.clientToken ? followUrl(company.siteUrl, r.clientToken, r.language) : null);
  if (!href) return [];
  const t = dictionary(r.language).email;
  const text = cancel === "free" ? t.followText : cancel === "paid" ? t.followTextPaid : t.followTextClosed;
  return [
    { kind: "h", text: t.followTitle },
    { kind: "p", text },
    { kind: "button", href, label: t.followAction },
  ];
}

/** The end of every e-mail to a client: how to reach the office, and the signature. */
export function closingParts(company: Company, lang: Lang, reference: string | null): Part[] {
  const t = dictionary(lang).email;
  return [
    { kind: "h", text: t.contactTitle },
    { kind: "rows", rows: contactRows(company, lang, reference) },
    { kind: "p", text: t.signature(company.name) },
  ];
}

/**
 * An e-mail to the client. A client without an address (a request the office took without one,
 * decision 038) gets one addressed to nobody: the outbox never writes it (enqueueEmails).
 */
export function clientEmail(
  kind: string,
  to: string | null,
  subject: string,
  parts: Part[],
  lang: Lang,
  company: Company,
  attachments?: Email["attachments"],
): Email {
  const { html, text } = render(parts, lang);
  return {
    kind,
    to: to ?? "",
    replyTo: company.email,
    subject,
    text: fixText(text),
    html: layout(company, subject, html),
    ...(attachments ? { attachments } : {}),
  };
}

/** Characters allowed in an office subject line: short enough to read whole on a phone's list. */
export const MAX_STAFF_SUBJECT = 70;

export function clip(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, Math.max(max - 1, 1)).trimEnd()}…`;
}

/**
 * An office subject: label, reference, short date and time, then the route, shortened (first part of
 * each place, each side clipped to share what is left) so the whole line holds in 70 characters.
 */
export function staffSubject(
  label: string,
  r: Pick<ReservationData, "reference" | "date" | "time" | "departure" | "arrival" | "tripType">,
): string {
  const [, month, day] = r.date.split("-");
  const head = `${label} ${r.reference} · ${day}/${month} ${r.time} · `;
  const from = r.departure.split(",")[0]!.trim();
  // A hire stores its start place at both ends: the subject says it is a hire instead.
  if (r.tripType === "hourly") return clip(`${head}${from} · ${STAFF_EMAIL_TEXT.hourly}`, MAX_STAFF_SUBJECT);
  const to = r.arrival.split(",")[0]!.trim();
  const budget = MAX_STAFF_SUBJECT - head.length - 3;
  const half = Math.floor(budget / 2);
  const fromMax = Math.max(half, budget - to.length);
  const fromPart = clip(from, fromMax);
  const toPart = clip(to, budget - fromPart.length);
  return clip(`${head}${fromPart} → ${toPart}`, MAX_STAFF_SUBJECT);
}

/** The client's telephone as links for the office: call, or WhatsApp about the request. */
export function clientPhoneRows(r: ReservationData): Row[] {
  const t = STAFF_EMAIL_TEXT;
  const whatsapp = whatsappHref(r.phone, t.whatsappAbout(r.firstName, r.reference));
  return [
    [t.phone, r.phone, telHref(r.phone)],
    [t.whatsapp, t.whatsappAction, whatsapp, whatsapp],
  ];
}

export function staffEmail(
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
