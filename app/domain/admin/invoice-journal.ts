/**
 * The year's invoices and credit notes as one CSV file for French Excel (decision 045): the sales
 * journal the accountant asks for, in the series' order, a credit note's amounts below zero. Read from
 * what each document printed, so that the file says what the clients received.
 */
import { INVOICE_JOURNAL_TEXT } from "~/i18n/staff-invoice";
import { type CsvColumn, toCsv } from "./csv";
import { centsToDecimal, formatTripDate } from "./format";
import type { InvoiceDocument } from "./invoice";

export interface JournalRow {
  number: string;
  document: InvoiceDocument;
  actorName: string;
  /** The payment as received (decision 046): at issue, or recorded since. */
  settledOn: string | null;
  settledMethod: "card" | "cash" | "transfer" | null;
}

const t = INVOICE_JOURNAL_TEXT;
/** An amount as French Excel reads it; below zero on a credit note. */
const amount = (row: JournalRow, cents: number) =>
  `${row.document.kind === "credit" && cents !== 0 ? "-" : ""}${centsToDecimal(cents)}`;

const COLUMNS: readonly CsvColumn<JournalRow>[] = [
  { header: t.number, value: (r) => r.number },
  { header: t.kind, value: (r) => (r.document.kind === "credit" ? t.credit : t.invoice) },
  { header: t.date, value: (r) => formatTripDate(r.document.issuedOn) },
  { header: t.cancels, value: (r) => r.document.cancels?.number ?? "" },
  { header: t.client, value: (r) => r.document.buyer.name },
  { header: t.company, value: (r) => r.document.buyer.company ?? "" },
  { header: t.clientVat, value: (r) => r.document.buyer.vatNumber ?? "" },
  { header: t.reference, value: (r) => r.document.ride.reference },
  { header: t.serviceDate, value: (r) => formatTripDate(r.document.ride.date) },
  { header: t.net, value: (r) => amount(r, r.document.amounts.netCents) },
  { header: t.vat, value: (r) => amount(r, r.document.amounts.vatCents) },
  { header: t.total, value: (r) => amount(r, r.document.amounts.totalCents) },
  { header: t.abroad, value: (r) => amount(r, r.document.amounts.abroadCents) },
  { header: t.scheme, value: (r) => (r.document.vat === "franchise" ? t.franchise : t.standard) },
  {
    header: t.payment,
    value: (r) => {
      const p = r.document.payment;
      if (!p) return "";
      return p.paid ? t.paid(formatTripDate(p.on), t.methods[p.method]) : t.due(formatTripDate(p.dueOn));
    },
  },
  {
    header: t.received,
    value: (r) =>
      r.settledOn && r.settledMethod
        ? t.receivedOn(formatTripDate(r.settledOn), t.methods[r.settledMethod])
        : "",
  },
  { header: t.by, value: (r) => r.actorName },
];

export function invoiceJournalCsv(rows: Iterable<JournalRow>): string {
  return toCsv(COLUMNS, rows);
}
