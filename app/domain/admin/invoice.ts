/**
 * The invoice of a journey done, and the credit note that cancels one (decision 045). Pure: how the
 * office's form is checked, how the price the client pays splits into net amount and VAT, what the
 * document says, and the document as a one-page A4 PDF. What is printed is frozen when it is issued
 * (InvoiceDocument, stored whole); the PDF is drawn again from it, the same every time.
 */
import { z } from "zod";
import { hasControlCharacters } from "~/domain/control-characters";
import { addDays, isCalendarDate } from "~/domain/dates";
import { formatNumber, NBSP } from "~/domain/geo/format";
import { oneLine } from "~/domain/one-line";
import { INVOICE_DOC, INVOICE_FOOT } from "~/i18n/staff-invoice";
import { formatTripDate } from "./format";
import { A4, type PdfItem, printsInPdf, wrapText, writePdf } from "./pdf";
import { sirenOf } from "./proof";

/** Passenger transport in France: VAT at the reduced 10 % rate. */
export const VAT_RATE_PERCENT = 10;

export const PAYMENT_METHODS = ["card", "cash", "transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** "standard": VAT at 10 %; "franchise": a small company exempt under CGI art. 293 B. */
export type VatScheme = "standard" | "franchise";

export const INVOICE_LIMITS = {
  name: 120,
  address: 300,
  reference: 60,
  km: 5000,
  /** A payment noted up to a year back; a due date at most 60 days on (C. com. art. L. 441-10). */
  paidDaysBack: 365,
  dueDays: 60,
  creditReason: 200,
} as const;

export interface InvoiceAmounts {
  /** What the client pays, all taxes included. */
  totalCents: number;
  /** The part for the distance in France, which bears French VAT (all of it, but for a trip abroad). */
  frenchCents: number;
  /** The part for the distance outside France: outside the scope of French VAT. */
  abroadCents: number;
  netCents: number;
  vatCents: number;
  kmTotal: number | null;
  kmAbroad: number | null;
}

/**
 * The price paid, split: the French share (by distance, CGI art. 259 A) includes 10 % VAT, rounded to
 * the cent on the VAT; the share abroad bears none. Under the franchise no VAT at all.
 */
export function invoiceAmounts(
  totalCents: number,
  scheme: VatScheme,
  share: { kmTotal: number; kmAbroad: number } | null = null,
): InvoiceAmounts {
  const abroadCents =
    share && share.kmAbroad > 0 ? Math.round((totalCents * share.kmAbroad) / share.kmTotal) : 0;
  const frenchCents = totalCents - abroadCents;
  const vatCents =
    scheme === "standard" ? frenchCents - Math.round((frenchCents * 100) / (100 + VAT_RATE_PERCENT)) : 0;
  return {
    totalCents,
    frenchCents,
    abroadCents,
    netCents: totalCents - vatCents,
    vatCents,
    kmTotal: share && share.kmAbroad > 0 ? share.kmTotal : null,
    kmAbroad: share && share.kmAbroad > 0 ? share.kmAbroad : null,
  };
}

/** The invoices of a year are numbered in one unbroken series, invoices and credit notes alike: "2026-0007". */
export function invoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(4, "0")}`;
}

/** A field printed on the invoice: one line, in characters the PDF prints ("Łukasz" would print "?ukasz"). */
const line = (max: number, code: string) =>
  // (a control character is the field's own error)
  oneLine(max, code).refine((s) => hasControlCharacters(s) || printsInPdf(s), { error: "latin" });

const wholeKm = (code: string) =>
  z
    .string()
    .optional()
    .transform((s) => (s ?? "").replace(/\s/g, ""))
    .refine((s) => s === "" || (/^\d{1,4}$/.test(s) && Number(s) <= INVOICE_LIMITS.km), { error: code })
    .transform((s) => (s === "" ? null : Number(s)));

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The office's form: to whom (a name; a company, its address and VAT number), the client's own
 * reference, whether it is paid (how, when) or due (by when), and for a trip partly abroad the
 * kilometres. `today` is the invoice's date in Paris.
 */
export function invoiceSchema(today: string) {
  return z
    .object({
      billingName: line(INVOICE_LIMITS.name, "billingName").refine((s) => s.length >= 2, {
        error: "billingName",
      }),
      company: line(INVOICE_LIMITS.name, "company"),
      address: z
        .string()
        .optional()
        // Lines typed in a text area become one line, separated by commas.
        .transform((s) =>
          (s ?? "")
            .split(/\r?\n/)
            .map((part) => part.replace(/\s+/g, " ").trim().replace(/,$/, ""))
            .filter(Boolean)
            .join(", "),
        )
        .pipe(
          z
            .string()
            .max(INVOICE_LIMITS.address, { error: "address" })
            .refine((s) => !hasControlCharacters(s), { error: "address" })
            .refine((s) => hasControlCharacters(s) || printsInPdf(s), { error: "latin" }),
        ),
      vatNumber: z
        .string()
        .optional()
        .transform((s) => (s ?? "").replace(/[\s.-]/g, "").toUpperCase())
        .refine((s) => s === "" || /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(s), { error: "vatNumber" }),
      reference: line(INVOICE_LIMITS.reference, "reference"),
      payment: z.enum(["paid", "due"], { error: "payment" }),
      method: z.string().optional(),
      paidOn: z.string().optional(),
      dueOn: z.string().optional(),
      kmTotal: wholeKm("kmTotal"),
      kmAbroad: wholeKm("kmAbroad"),
    })
    .superRefine((f, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      if (f.company !== "" && f.address === "") issue("address", "addressCompany");
      if (f.company === "" && f.vatNumber !== "") issue("vatNumber", "vatNumberCompany");
      if (f.payment === "paid") {
        if (!PAYMENT_METHODS.includes(f.method as PaymentMethod)) issue("method", "method");
        const on = (f.paidOn ?? "").trim();
        if (
          !isCalendarDate(on) ||
          daysBetween(on, today) < 0 ||
          daysBetween(on, today) > INVOICE_LIMITS.paidDaysBack
        )
          issue("paidOn", "paidOn");
      } else {
        const on = (f.dueOn ?? "").trim();
        if (
          !isCalendarDate(on) ||
          daysBetween(today, on) < 0 ||
          daysBetween(today, on) > INVOICE_LIMITS.dueDays
        )
          issue("dueOn", "dueOn");
      }
      if (f.kmAbroad !== null && f.kmAbroad > 0) {
        if (f.kmTotal === null || f.kmTotal < 1) issue("kmTotal", "kmTotal");
        else if (f.kmAbroad > f.kmTotal) issue("kmAbroad", "kmAbroad");
      }
    })
    .transform((f) => ({
      buyer: {
        name: f.billingName,
        company: f.company || null,
        address: f.address || null,
        vatNumber: f.vatNumber || null,
        reference: f.reference || null,
      },
      payment:
        f.payment === "paid"
          ? { paid: true as const, method: f.method as PaymentMethod, on: (f.paidOn ?? "").trim() }
          : { paid: false as const, dueOn: (f.dueOn ?? "").trim() },
      share:
        f.kmAbroad !== null && f.kmAbroad > 0 && f.kmTotal !== null
          ? { kmTotal: f.kmTotal, kmAbroad: f.kmAbroad }
          : null,
    }));
}
export type InvoiceInput = z.output<ReturnType<typeof invoiceSchema>>;

/** The credit note's one field: why the invoice is cancelled. */
export const creditSchema = z.object({
  creditReason: line(INVOICE_LIMITS.creditReason, "creditReason").refine((s) => s.length >= 3, {
    error: "creditReason",
  }),
});

export interface InvoiceSeller {
  name: string;
  legalForm: string | null;
  capital: string | null;
  address: string;
  siret: string;
  rcs: string | null;
  vat: string | null;
  vtcRegister: string | null;
  phone: string;
  email: string;
  /** Where a transfer is paid, printed on an invoice still due (optional). */
  iban?: string | null;
  bic?: string | null;
}

/** The journey as the invoice describes it. */
export interface InvoiceRide {
  reference: string;
  language: "fr" | "en";
  tripType: "oneWay" | "return" | "hourly";
  departure: string;
  arrival: string;
  date: string;
  time: string;
  returnDate: string | null;
  returnTime: string | null;
  hireHours: number | null;
  hireFullDay: boolean;
  passengers: number;
}

/** All an invoice or a credit note prints, frozen when it is issued. */
export interface InvoiceDocument {
  kind: "invoice" | "credit";
  number: string;
  issuedOn: string;
  language: "fr" | "en";
  seller: InvoiceSeller;
  buyer: InvoiceInput["buyer"];
  ride: InvoiceRide;
  vat: VatScheme;
  amounts: InvoiceAmounts;
  /** An invoice's settlement; a credit note has none. */
  payment: InvoiceInput["payment"] | null;
  /** A credit note: the invoice it cancels, and why. */
  cancels: { number: string; issuedOn: string; reason: string } | null;
}

/** The journey in a few words, in French (the places as the office names them). */
export function rideLines(ride: InvoiceRide): string[] {
  const seats = `${ride.passengers} ${ride.passengers > 1 ? "passagers" : "passager"}`;
  if (ride.tripType === "hourly")
    return [
      `Mise à disposition ${ride.hireFullDay ? "pour la journée" : `${ride.hireHours ?? 0} h`} au départ de ${ride.departure}`,
      `Le ${formatTripDate(ride.date)} à ${ride.time} · ${seats}`,
    ];
  // One line for each end: the places are long ("Aéroport Nice Côte d’Azur — Terminal 2, France").
  const lines = [`Départ\u00a0: ${ride.departure}`, `Arrivée\u00a0: ${ride.arrival}`];
  if (ride.tripType === "return" && ride.returnDate)
    lines.push(
      `Aller le ${formatTripDate(ride.date)} à ${ride.time}, retour le ${formatTripDate(ride.returnDate)} à ${ride.returnTime ?? ""} · ${seats}`,
    );
  else lines.push(`Le ${formatTripDate(ride.date)} à ${ride.time} · ${seats}`);
  return lines;
}

/** 13636 → "136,36 €"; with `negative`, "-136,36 €" (a credit note's amounts). */
export function invoiceEuros(cents: number, negative = false): string {
  return `${negative && cents !== 0 ? "-" : ""}${formatNumber(cents / 100, "fr", 2)}${NBSP}€`;
}

// ——— The PDF ———

const MARGIN = 50;
const RIGHT = A4.width - MARGIN;
/** Helvetica's advance widths (per 1000 em) of what amounts are made of, to set them flush right. */
const WIDTHS: Record<string, number> = {
  " ": 278,
  "\u00a0": 278,
  "\u202f": 278,
  ",": 278,
  ".": 278,
  "-": 333,
  "%": 889,
};
function textWidth(text: string, size: number): number {
  let units = 0;
  for (const char of text) units += WIDTHS[char] ?? 556;
  return (units / 1000) * size;
}

/** The label in French, and in English after a slash for a client who booked in English. */
function label(pair: readonly [string, string], language: "fr" | "en"): string {
  return language === "en" && pair[1] !== pair[0] ? `${pair[0]} / ${pair[1]}` : pair[0];
}

function sellerLines(s: InvoiceSeller, language: "fr" | "en"): string[] {
  const d = INVOICE_DOC;
  const form = [s.legalForm, s.capital ? `${d.capital[0]} ${s.capital}` : null].filter(Boolean).join(" ");
  return [
    s.name,
    ...(form ? [form] : []),
    s.address,
    `${s.phone} · ${s.email}`,
    `SIRET ${s.siret} · SIREN ${sirenOf(s.siret)}`,
    ...(s.rcs ? [`${label(d.rcs, language)} ${s.rcs}`] : []),
    ...(s.vat ? [`${label(d.vat, language)} ${s.vat}`] : []),
    ...(s.vtcRegister ? [`${label(d.vtc, language)} ${s.vtcRegister}`] : []),
  ];
}

function buyerLines(doc: InvoiceDocument): string[] {
  const b = doc.buyer;
  return [
    ...(b.company ? [b.company] : []),
    b.name,
    ...(b.address ? [b.address] : []),
    ...(b.vatNumber ? [`${label(INVOICE_DOC.clientVat, doc.language)} ${b.vatNumber}`] : []),
    ...(b.reference ? [`${label(INVOICE_DOC.clientReference, doc.language)}\u00a0: ${b.reference}`] : []),
  ];
}

/** The notes at the foot: the VAT outside France or the franchise, the settlement, the terms. */
export function invoiceNotes(doc: InvoiceDocument): string[] {
  const lang = doc.language;
  const both = (pair: readonly [string, string]) => (lang === "en" ? [pair[0], pair[1]] : [pair[0]]);
  const notes: string[] = [];
  const credit = doc.kind === "credit";
  if (doc.cancels)
    notes.push(
      `${label(INVOICE_DOC.credits, lang)} ${doc.cancels.number} (${formatTripDate(doc.cancels.issuedOn)}). ${label(INVOICE_DOC.reason, lang)}\u00a0: ${doc.cancels.reason}`,
    );
  if (doc.vat === "franchise") notes.push(...both(INVOICE_DOC.franchise));
  const a = doc.amounts;
  if (a.kmAbroad !== null && a.kmTotal !== null)
    notes.push(
      ...both(
        INVOICE_FOOT.abroad(
          formatNumber(a.kmAbroad, "fr", 0),
          formatNumber(a.kmTotal, "fr", 0),
          invoiceEuros(a.abroadCents, credit),
        ),
      ),
    );
  const p = doc.payment;
  if (p?.paid)
    notes.push(
      `${label(INVOICE_DOC.paid, lang)} ${formatTripDate(p.on)} ${INVOICE_DOC.by[0]} ${label(INVOICE_DOC.methods[p.method], lang)}.`,
    );
  else if (p) {
    notes.push(
      `${label(INVOICE_DOC.due, lang)} ${formatTripDate(p.dueOn)}, ${label(INVOICE_DOC.dueBy, lang)}.`,
    );
    const bank = doc.seller.iban;
    if (bank)
      notes.push(
        `${label(INVOICE_DOC.bank, lang)}\u00a0: IBAN ${bank}${doc.seller.bic ? ` · BIC ${doc.seller.bic}` : ""}`,
      );
  }
  if (p) notes.push(label(INVOICE_FOOT.noDiscount, lang));
  if (p && doc.buyer.company) notes.push(...both(INVOICE_FOOT.business));
  notes.push(label(INVOICE_DOC.category, lang));
  return notes;
}

/**
 * The lines of the service, each with its amount before VAT and its rate: the whole journey, or for
 * one partly abroad the part in France (at 10 %) and the part abroad (outside French VAT), so that
 * the invoice shows the base of each rate.
 */
export function serviceLines(doc: Pick<InvoiceDocument, "amounts" | "vat" | "language">) {
  const a = doc.amounts;
  const d = INVOICE_DOC;
  const rate = doc.vat === "standard" ? `${VAT_RATE_PERCENT}\u00a0%` : "—";
  if (a.kmAbroad === null || a.kmTotal === null)
    return [{ label: label(d.service, doc.language), netCents: a.netCents, rate }];
  const km = (n: number) => `${formatNumber(n, "fr", 0)}\u00a0km`;
  return [
    {
      label: `${label(d.service, doc.language)}, ${label(d.inFrance, doc.language)} (${km(a.kmTotal - a.kmAbroad)})`,
      netCents: a.frenchCents - a.vatCents,
      rate,
    },
    {
      label: `${label(d.service, doc.language)}, ${label(d.abroad, doc.language)} (${km(a.kmAbroad)})`,
      netCents: a.abroadCents,
      rate: "—",
    },
  ];
}

/** The invoice or credit note as a one-page A4 PDF. */
export function invoicePdf(doc: InvoiceDocument): Uint8Array {
  const lang = doc.language;
  const d = INVOICE_DOC;
  const credit = doc.kind === "credit";
  const items: PdfItem[] = [];
  let y = A4.height - MARGIN;
  const text = (x: number, size: number, value: string, bold = false) =>
    items.push({ kind: "text", x, y, size, bold, text: value });
  const right = (size: number, value: string, bold = false, edge = RIGHT) =>
    text(edge - textWidth(value, size), size, value, bold);
  const rule = () => items.push({ kind: "rule", x1: MARGIN, y1: y, x2: RIGHT, y2: y });

  text(MARGIN, 20, label(credit ? d.credit : d.invoice, lang), true);
  right(12, `${d.number[0]} ${doc.number}`, true);
  y -= 16;
  right(9, `${label(credit ? d.creditIssuedOn : d.issuedOn, lang)}\u00a0: ${formatTripDate(doc.issuedOn)}`);
  y -= 26;

  // The two parties side by side.
  const column = (A4.width - 2 * MARGIN) / 2;
  const top = y;
  text(MARGIN, 8, label(d.seller, lang).toUpperCase(), true);
  y -= 13;
  for (const value of sellerLines(doc.seller, lang))
    for (const part of wrapText(value, 9, column - 16)) {
      text(MARGIN, 9, part);
      y -= 11.5;
    }
  const sellerBottom = y;
  y = top;
  text(MARGIN + column, 8, label(d.buyer, lang).toUpperCase(), true);
  y -= 13;
  buyerLines(doc).forEach((value, index) => {
    for (const part of wrapText(value, 10, column)) {
      text(MARGIN + column, 10, part, index === 0);
      y -= 12.5;
    }
  });
  y = Math.min(y, sellerBottom) - 14;
  text(MARGIN, 9, `${label(d.serviceDate, lang)}\u00a0: ${formatTripDate(doc.ride.date)}`);
  y -= 22;

  // The service: one line, or for a trip partly abroad one line for each part, each with its base.
  const a = doc.amounts;
  const columns = { quantity: 330, unit: 430, rate: 470 };
  const describe = columns.quantity - MARGIN - 10;
  text(MARGIN, 8, label(d.description, lang), true);
  text(columns.quantity, 8, d.quantity[0], true);
  right(8, d.unitNet[0], true, columns.unit);
  text(columns.rate, 8, d.vatRate[0], true);
  right(8, d.lineNet[0], true);
  y -= 6;
  rule();
  y -= 14;
  for (const [index, part] of serviceLines(doc).entries()) {
    if (index > 0) y -= 4;
    const top = y;
    for (const [i, row] of wrapText(part.label, 10, describe).entries()) {
      y = top - i * 12.5;
      text(MARGIN, 10, row, true);
    }
    const bottom = y;
    y = top;
    text(columns.quantity, 10, "1");
    right(10, invoiceEuros(part.netCents, credit), false, columns.unit);
    text(columns.rate, 10, part.rate);
    right(10, invoiceEuros(part.netCents, credit));
    y = bottom - 13;
  }
  for (const value of [...rideLines(doc.ride), `${label(d.reference, lang)} ${doc.ride.reference}`])
    for (const part of wrapText(value, 9, describe)) {
      text(MARGIN, 9, part);
      y -= 11.5;
    }
  y -= 4;
  rule();

  // The totals, flush right.
  const totals: Array<[string, number, boolean]> = [
    [label(d.totalNet, lang), a.netCents, false],
    ...(doc.vat === "standard"
      ? [[label(d.totalVat, lang), a.vatCents, false] as [string, number, boolean]]
      : []),
    [label(credit ? d.creditTotal : d.total, lang), a.totalCents, true],
  ];
  y -= 6;
  for (const [name, cents, bold] of totals) {
    y -= 15;
    right(bold ? 11 : 10, name, bold, 430);
    right(bold ? 11 : 10, invoiceEuros(cents, credit), bold);
  }
  y -= 28;
  for (const note of invoiceNotes(doc)) {
    for (const part of wrapText(note, 8.5, RIGHT - MARGIN)) {
      text(MARGIN, 8.5, part);
      y -= 11;
    }
    y -= 4;
  }
  return writePdf([items], {
    title: `${label(credit ? d.credit : d.invoice, "fr")} ${doc.number}`,
    author: doc.seller.name,
  });
}

/** The day an invoice is due by default: 30 days on, within the legal 60. */
export function defaultDueOn(today: string): string {
  return addDays(today, 30);
}
