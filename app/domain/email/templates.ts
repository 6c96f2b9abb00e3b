/**
 * The e-mails the site sends, in the reader's language, as HTML with a plain-text twin. Everything
 * that came from a visitor is escaped in the HTML. Pure: no I/O; "now" is an argument.
 */
import { formatLongDate } from "../dates";
import { formatDistance, formatDuration } from "../geo/format";
import { formatPrice } from "../pricing/format";
import { calendarFile } from "./ics";

export type Lang = "fr" | "en";

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

const T = {
  fr: {
    hello: (name: string) => `Bonjour ${name},`,
    ackSubject: (ref: string) => `Votre demande ${ref} est bien reçue`,
    ackIntro:
      "Merci pour votre demande. Elle nous est bien parvenue : voici son récapitulatif. Ce n'est pas encore une réservation ferme.",
    reference: "Référence",
    trip: "Trajet",
    when: "Date et heure",
    party: "Passagers et bagages",
    flight: "Vol ou train",
    distance: "Distance estimée",
    estimate: "Prix estimé",
    finalPrice: "Prix confirmé",
    yourMessage: "Votre message",
    nextTitle: "La suite",
    next: [
      "Nous vérifions la disponibilité d'un chauffeur et d'un véhicule pour votre trajet.",
      "Vous recevez une confirmation détaillée par e-mail, avec le prix final.",
      "Nous vous contactons dans les 2 heures si un détail doit être précisé.",
    ],
    estimateNote: "Le prix indiqué est une estimation ; le prix final vous est confirmé après validation.",
    cancellationTitle: "Conditions d'annulation",
    cancellation:
      "Annulation gratuite plus de 48 h avant le départ ; 50 % du prix entre 24 h et 48 h ; le montant total à moins de 24 h.",
    payment:
      "Le règlement se fait auprès du chauffeur : espèces, carte ou virement. Un acompte de 30 % peut être demandé pour les longs trajets.",
    contactTitle: "Nous joindre",
    phone: "Téléphone",
    whatsapp: "WhatsApp",
    email: "E-mail",
    signature: (company: string) => `À très bientôt,\nL'équipe ${company}`,
    passengers: (p: number, l: number) =>
      `${p} passager${p > 1 ? "s" : ""}, ${l === 0 ? "aucun bagage" : `${l} bagage${l > 1 ? "s" : ""}`}`,
    confirmedSubject: (ref: string) => `Réservation confirmée : ${ref}`,
    confirmedIntro: "Bonne nouvelle : votre chauffeur est réservé. Voici les détails de la prise en charge.",
    pickupTitle: "Prise en charge",
    pickupNote:
      "Votre chauffeur vous attend à l'adresse indiquée à l'heure convenue. À l'aéroport, il suit votre vol et vous accueille à la sortie des arrivées avec une pancarte à votre nom.",
    calendarNote: "Le fichier joint ajoute le trajet à votre agenda.",
    cancelledSubject: (ref: string) => `Demande annulée : ${ref}`,
    cancelledIntro:
      "Votre demande de trajet a été annulée. Si vous ne l'avez pas demandé, ou pour organiser un autre trajet, répondez simplement à cet e-mail ou appelez-nous.",
  },
  en: {
    hello: (name: string) => `Dear ${name},`,
    ackSubject: (ref: string) => `We have received your request ${ref}`,
    ackIntro:
      "Thank you for your request, which has reached us safely. Here is a summary. It is not yet a firm booking.",
    reference: "Reference",
    trip: "Journey",
    when: "Date and time",
    party: "Passengers and luggage",
    flight: "Flight or train",
    distance: "Estimated distance",
    estimate: "Estimated price",
    finalPrice: "Confirmed price",
    yourMessage: "Your message",
    nextTitle: "What happens next",
    next: [
      "We check that a driver and a vehicle are available for your journey.",
      "You receive a detailed confirmation by e-mail, with the final price.",
      "We contact you within 2 hours if anything needs clarifying.",
    ],
    estimateNote:
      "The price shown is an estimate; the final price is confirmed once your request is validated.",
    cancellationTitle: "Cancellation terms",
    cancellation:
      "Free cancellation more than 48 hours before departure; 50% of the price between 24 and 48 hours; the full amount within 24 hours.",
    payment:
      "You pay the driver: cash, card or bank transfer. A 30% deposit may be requested for long journeys.",
    contactTitle: "How to reach us",
    phone: "Phone",
    whatsapp: "WhatsApp",
    email: "Email",
    signature: (company: string) => `With our best regards,\nThe ${company} team`,
    passengers: (p: number, l: number) =>
      `${p} passenger${p > 1 ? "s" : ""}, ${l === 0 ? "no luggage" : `${l} piece${l > 1 ? "s" : ""} of luggage`}`,
    confirmedSubject: (ref: string) => `Booking confirmed: ${ref}`,
    confirmedIntro: "Good news: your chauffeur is booked. Here are the pick-up details.",
    pickupTitle: "Pick-up",
    pickupNote:
      "Your driver will be waiting at the address given, at the agreed time. At the airport, the driver tracks your flight and meets you at arrivals with a name board.",
    calendarNote: "The attached file adds the journey to your calendar.",
    cancelledSubject: (ref: string) => `Request cancelled: ${ref}`,
    cancelledIntro:
      "Your journey request has been cancelled. If you did not ask for this, or to arrange another journey, simply reply to this e-mail or call us.",
  },
};

type Row = [label: string, value: string];

/** A sober, table-based layout that renders in common mail clients and on phones. */
function layout(company: Company, title: string, blocks: string[]): string {
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

const p = (text: string) => `<p style="margin:0 0 14px;">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;
const h = (text: string) =>
  `<h2 style="margin:22px 0 10px;font-family:Georgia,serif;font-size:19px;color:#0c1a2b;">${escapeHtml(text)}</h2>`;
const table = (rows: Row[]) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 14px;">${rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:8px 0;border-bottom:1px solid #ece4d3;color:#4f5b69;width:38%;vertical-align:top;">${escapeHtml(label)}</td><td style="padding:8px 0;border-bottom:1px solid #ece4d3;vertical-align:top;">${escapeHtml(value).replace(/\n/g, "<br>")}</td></tr>`,
    )
    .join("")}</table>`;
const ol = (items: string[]) =>
  `<ol style="margin:0 0 14px;padding-left:20px;">${items.map((i) => `<li style="margin:4px 0;">${escapeHtml(i)}</li>`).join("")}</ol>`;
const textRows = (rows: Row[], lang: Lang = "fr") =>
  rows
    .map(([label, value]) => `${label}${lang === "fr" ? " : " : ": "}${value.replace(/\n/g, "\n  ")}`)
    .join("\n");

function tripRows(r: ReservationData, lang: Lang, price: "estimate" | "final"): Row[] {
  const t = T[lang];
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

function contactRows(company: Company, lang: Lang): Row[] {
  const t = T[lang];
  return [
    [t.phone, company.phone],
    [t.whatsapp, `https://wa.me/${company.whatsapp}`],
    [t.email, company.email],
  ];
}

function fixText(text: string) {
  return text.replace(/\u202f|\u00a0/g, " ");
}

export function clientAcknowledgement(r: ReservationData, company: Company): Email {
  const lang = r.language;
  const t = T[lang];
  const rows = tripRows(r, lang, "estimate");
  const subject = t.ackSubject(r.reference);
  const blocks = [
    p(t.hello(r.firstName)),
    p(t.ackIntro),
    table(rows),
    ...(r.message ? [h(t.yourMessage), p(r.message)] : []),
    p(t.estimateNote),
    h(t.nextTitle),
    ol(t.next),
    h(t.cancellationTitle),
    p(t.cancellation),
    p(t.payment),
    h(t.contactTitle),
    table(contactRows(company, lang)),
    p(t.signature(company.name)),
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
  const link = `${company.siteUrl}/admin/reservations/${r.id}`;
  const rows: Row[] = [
    ...tripRows(r, "fr", "estimate"),
    ["Client", `${r.firstName} ${r.lastName}`],
    ["E-mail", r.email],
    ["Téléphone", r.phone],
    ["Langue", r.language === "fr" ? "français" : "anglais"],
    ["Message", r.message ?? "—"],
    ["Tarif", r.tariffVersion ?? "—"],
  ];
  const subject = `Nouvelle demande ${r.reference} : ${r.departure} → ${r.arrival}, ${r.date} ${r.time}`;
  const blocks = [
    p("Une nouvelle demande de trajet vient d'arriver sur le site."),
    table(rows),
    `<p style="margin:18px 0;"><a href="${escapeHtml(link)}" style="display:inline-block;background:#b8944f;color:#070f1a;padding:11px 20px;border-radius:999px;text-decoration:none;font-weight:bold;">Ouvrir la demande</a></p>`,
    p(`Lien : ${link}`),
  ];
  const text = [
    "Une nouvelle demande de trajet vient d'arriver sur le site.",
    "",
    textRows(rows),
    "",
    `Ouvrir la demande : ${link}`,
  ].join("\n");
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
  const link = `${company.siteUrl}/admin?tab=messages`;
  const rows: Row[] = [
    ["Nom", m.name],
    ["E-mail", m.email],
    ["Téléphone", m.phone ?? "—"],
    ["Langue", m.language === "fr" ? "français" : "anglais"],
    ["Message", m.message],
  ];
  const subject = `Nouveau message de ${m.name}`;
  const blocks = [
    p("Un nouveau message a été envoyé depuis le formulaire de contact."),
    table(rows),
    p(`Messages : ${link}`),
  ];
  const text = [
    "Un nouveau message a été envoyé depuis le formulaire de contact.",
    "",
    textRows(rows),
    "",
    `Messages : ${link}`,
  ].join("\n");
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
  const t = T[lang];
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
    p(t.hello(r.firstName)),
    p(t.confirmedIntro),
    table(rows),
    h(t.pickupTitle),
    p(t.pickupNote),
    p(t.payment),
    h(t.cancellationTitle),
    p(t.cancellation),
    p(t.calendarNote),
    h(t.contactTitle),
    table(contactRows(company, lang)),
    p(t.signature(company.name)),
  ];
  const text = [
    t.hello(r.firstName),
    "",
    t.confirmedIntro,
    "",
    textRows(rows, lang),
    "",
    `${t.pickupTitle}${lang === "fr" ? " : " : ": "}${t.pickupNote}`,
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
  const t = T[lang];
  const rows = tripRows(r, lang, "estimate").filter(([label]) => label !== t.estimate);
  const subject = t.cancelledSubject(r.reference);
  const blocks = [
    p(t.hello(r.firstName)),
    p(t.cancelledIntro),
    table(rows),
    h(t.contactTitle),
    table(contactRows(company, lang)),
    p(t.signature(company.name)),
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
