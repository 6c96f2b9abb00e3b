import { and, asc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { toMailData } from "~/booking/store.server";
import { type Db, db } from "~/db/client.server";
import { type Invoice, invoiceCounters, invoices, type Reservation, reservations } from "~/db/schema";
import { parisIsoDate } from "~/domain/admin/format";
import { frenchPlaces } from "~/domain/admin/french-places";
import {
  type InvoiceDocument,
  type InvoiceInput,
  type InvoiceRide,
  type InvoiceSeller,
  invoiceAmounts,
  invoiceNumber,
  invoicePdf,
  type PaymentMethod,
} from "~/domain/admin/invoice";
import { clientInvoice } from "~/domain/email/templates";
import type { Env } from "./env.server";
import { SENT_AGAIN_WINDOW_S } from "./form-action.server";
import { companyFromEnv, enqueueOnce } from "./mail.server";

/** Invoices and credit notes of journeys done (decision 045). */

type Actor = { id: string; fullName: string };
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const unset = (env: Env, name: keyof Env) => env[name] === `[${name}]`;
const optional = (env: Env, name: keyof Env) => (unset(env, name) ? null : String(env[name]));

/**
 * The company as its invoices name it, from the configuration; or the variables an invoice cannot go
 * without (its address and SIRET, and its VAT number unless it is exempt), when they are unset.
 */
export function invoiceSeller(
  env: Env,
): { ok: true; seller: InvoiceSeller } | { ok: false; missing: string[] } {
  const needed: Array<keyof Env> = ["COMPANY_ADDRESS", "COMPANY_SIRET"];
  if (env.INVOICE_VAT === "standard") needed.push("COMPANY_VAT");
  // A SIRET has 14 digits; anything else would print a wrong identifier (and SIREN).
  const missing = needed.filter(
    (name) =>
      unset(env, name) ||
      (name === "COMPANY_SIRET" && !/^\d{14}$/.test(env.COMPANY_SIRET.replace(/\s/g, ""))),
  );
  if (missing.length > 0) return { ok: false, missing };
  return {
    ok: true,
    seller: {
      name: env.COMPANY_NAME,
      legalForm: optional(env, "COMPANY_LEGAL_FORM"),
      capital: optional(env, "COMPANY_CAPITAL"),
      address: env.COMPANY_ADDRESS,
      siret: env.COMPANY_SIRET,
      rcs: optional(env, "COMPANY_RCS"),
      vat: env.INVOICE_VAT === "standard" ? env.COMPANY_VAT : null,
      vtcRegister: optional(env, "COMPANY_VTC_REGISTER"),
      phone: env.COMPANY_PHONE,
      email: env.COMPANY_EMAIL,
      iban: env.COMPANY_IBAN ?? null,
      bic: env.COMPANY_BIC ?? null,
    },
  };
}

/** The journey as the invoice describes it, its places in French. */
export function invoiceRide(r: Reservation): InvoiceRide {
  const shown = frenchPlaces(r);
  return {
    reference: r.reference,
    language: r.language,
    tripType: r.tripType,
    departure: shown.departure,
    arrival: shown.arrival,
    date: r.date,
    time: r.time,
    returnDate: r.returnDate,
    returnTime: r.returnTime,
    hireHours: r.hireHours,
    hireFullDay: r.hireFullDay,
    passengers: r.passengers,
  };
}

/** A request's invoice in force (not a credit note, not cancelled by one): any, or the one named. */
function inForce(reservationId: string, invoiceId?: string) {
  return and(
    eq(invoices.reservationId, reservationId),
    eq(invoices.kind, "invoice"),
    isNull(invoices.cancelledById),
    invoiceId === undefined ? undefined : eq(invoices.id, invoiceId),
  );
}

/** The next number of the year's series; the counter's row stays locked until the transaction ends. */
async function nextNumber(tx: Tx, year: number) {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  return { year, sequence: row!.last, number: invoiceNumber(year, row!.last) };
}

export type IssueRefusal = "not-found" | "not-completed" | "no-price" | "exists" | { missing: string[] };

/**
 * Issues the invoice of a journey done, in one transaction: the request locked (two posts at once
 * issue one invoice), then the year's next number, then the invoice. A refusal writes nothing, so the
 * series keeps no gap.
 */
export async function issueInvoice(input: {
  reservationId: string;
  form: InvoiceInput;
  actor: Actor;
  env: Env;
  now?: Date;
}): Promise<IssueRefusal | Invoice> {
  const company = invoiceSeller(input.env);
  if (!company.ok) return { missing: company.missing };
  const issuedOn = parisIsoDate(input.now ?? new Date());
  return db().transaction(async (tx) => {
    const [r] = await tx
      .select()
      .from(reservations)
      .where(eq(reservations.id, input.reservationId))
      .for("no key update");
    if (!r) return "not-found";
    if (r.status !== "completed") return "not-completed";
    if (r.finalPriceCents === null || r.finalPriceCents <= 0) return "no-price";
    const [live] = await tx.select({ id: invoices.id }).from(invoices).where(inForce(r.id)).limit(1);
    if (live) return "exists";
    const numbered = await nextNumber(tx, Number(issuedOn.slice(0, 4)));
    const document: InvoiceDocument = {
      kind: "invoice",
      number: numbered.number,
      issuedOn,
      language: r.language,
      seller: company.seller,
      buyer: input.form.buyer,
      ride: invoiceRide(r),
      vat: input.env.INVOICE_VAT,
      amounts: invoiceAmounts(r.finalPriceCents, input.env.INVOICE_VAT, input.form.share),
      payment: input.form.payment,
      cancels: null,
    };
    const [row] = await tx
      .insert(invoices)
      .values({
        reservationId: r.id,
        kind: "invoice",
        number: numbered.number,
        year: numbered.year,
        sequence: numbered.sequence,
        totalCents: r.finalPriceCents,
        document,
        // Issued as paid: the payment is recorded with it (decision 046).
        ...(input.form.payment.paid
          ? {
              settledOn: input.form.payment.on,
              settledMethod: input.form.payment.method,
              settledByName: input.actor.fullName,
            }
          : {}),
        actorId: input.actor.id,
        actorName: input.actor.fullName,
      })
      .returning();
    return row!;
  });
}

/**
 * Cancels an invoice of this request with a credit note of the same amount, numbered in the same
 * series; the request may then be invoiced again. "gone": no such invoice in force.
 */
export async function creditInvoice(input: {
  reservationId: string;
  invoiceId: string;
  reason: string;
  actor: Actor;
  now?: Date;
}): Promise<"gone" | Invoice> {
  const issuedOn = parisIsoDate(input.now ?? new Date());
  return db().transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(inForce(input.reservationId, input.invoiceId))
      .for("update");
    if (!invoice) return "gone";
    const numbered = await nextNumber(tx, Number(issuedOn.slice(0, 4)));
    const original = invoice.document;
    const document: InvoiceDocument = {
      ...original,
      kind: "credit",
      number: numbered.number,
      issuedOn,
      payment: null,
      cancels: { number: original.number, issuedOn: original.issuedOn, reason: input.reason },
    };
    const [credit] = await tx
      .insert(invoices)
      .values({
        reservationId: input.reservationId,
        kind: "credit",
        number: numbered.number,
        year: numbered.year,
        sequence: numbered.sequence,
        cancelsId: invoice.id,
        totalCents: invoice.totalCents,
        document,
        actorId: input.actor.id,
        actorName: input.actor.fullName,
      })
      .returning();
    await tx.update(invoices).set({ cancelledById: credit!.id }).where(eq(invoices.id, invoice.id));
    return credit!;
  });
}

/** A request's invoices and credit notes, the oldest first, for its page. */
export function invoicesOf(reservationId: string) {
  return db()
    .select({
      id: invoices.id,
      kind: invoices.kind,
      number: invoices.number,
      totalCents: invoices.totalCents,
      cancelledById: invoices.cancelledById,
      actorName: invoices.actorName,
      createdAt: invoices.createdAt,
      settledOn: invoices.settledOn,
      settledMethod: invoices.settledMethod,
      dueOn: sql<string | null>`${invoices.document}->'payment'->>'dueOn'`,
    })
    .from(invoices)
    .where(eq(invoices.reservationId, reservationId))
    .orderBy(asc(invoices.year), asc(invoices.sequence));
}
export type InvoiceSummary = Awaited<ReturnType<typeof invoicesOf>>[number];

/** A year's invoices and credit notes in the series' order (the sales journal). */
export function invoicesOfYear(year: number) {
  return db()
    .select({
      number: invoices.number,
      document: invoices.document,
      actorName: invoices.actorName,
      settledOn: invoices.settledOn,
      settledMethod: invoices.settledMethod,
    })
    .from(invoices)
    .where(eq(invoices.year, year))
    .orderBy(asc(invoices.sequence));
}

/** One invoice or credit note, whole (its PDF). */
export async function invoiceById(id: string): Promise<Invoice | null> {
  const [row] = await db().select().from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}

/**
 * Sends an invoice in force, or a credit note, to the client by e-mail, its PDF attached, through the
 * outbox (the request's e-mails list it). The same document sent again within two minutes (a double
 * click on a page without JavaScript) is written once (decision 034). "gone": no such document on
 * this request, or an invoice cancelled since; "no-email": the client gave no address (decision 038).
 */
export async function sendInvoice(input: {
  reservationId: string;
  invoiceId: string;
  env: Env;
  now?: Date;
}): Promise<"gone" | "no-email" | "ok"> {
  const now = input.now ?? new Date();
  return db().transaction(async (tx) => {
    const [r] = await tx.select().from(reservations).where(eq(reservations.id, input.reservationId));
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.id, input.invoiceId),
          eq(invoices.reservationId, input.reservationId),
          or(eq(invoices.kind, "credit"), isNull(invoices.cancelledById)),
        ),
      );
    if (!r || !invoice) return "gone";
    if (r.email === null) return "no-email";
    const payment = invoice.document.payment;
    const email = clientInvoice(toMailData(r), companyFromEnv(input.env), {
      kind: invoice.kind,
      number: invoice.number,
      cancels: invoice.document.cancels?.number ?? null,
      totalCents: invoice.totalCents,
      dueOn: payment && !payment.paid ? payment.dueOn : null,
      pdf: invoicePdf(invoice.document),
    });
    const window = Math.floor(now.getTime() / (SENT_AGAIN_WINDOW_S * 1000));
    await enqueueOnce(
      tx,
      email,
      `invoice-send:${invoice.id}:${window}`,
      { reservationId: r.id },
      new URL(input.env.SITE_URL).host,
    );
    return "ok";
  });
}

/**
 * The invoices the office follows (decision 046), with what each needs on the list: the buyer, the
 * journey's reference and day, the due date printed, and the payment recorded.
 */
const ledgerColumns = {
  id: invoices.id,
  reservationId: invoices.reservationId,
  kind: invoices.kind,
  number: invoices.number,
  totalCents: invoices.totalCents,
  cancelsId: invoices.cancelsId,
  cancelledById: invoices.cancelledById,
  settledOn: invoices.settledOn,
  settledMethod: invoices.settledMethod,
  settledByName: invoices.settledByName,
  issuedOn: sql<string>`${invoices.document}->>'issuedOn'`,
  buyer: sql<string>`${invoices.document}->'buyer'->>'name'`,
  company: sql<string | null>`${invoices.document}->'buyer'->>'company'`,
  ride: sql<string>`${invoices.document}->'ride'->>'reference'`,
  rideDate: sql<string>`${invoices.document}->'ride'->>'date'`,
  dueOn: sql<string | null>`${invoices.document}->'payment'->>'dueOn'`,
  paidAtIssue: sql<boolean>`coalesce((${invoices.document}->'payment'->>'paid')::boolean, false)`,
  cancels: sql<string | null>`${invoices.document}->'cancels'->>'number'`,
};
export type LedgerRow = Awaited<ReturnType<typeof invoicesDue>>[number];

/** Every invoice in force whose payment is not yet recorded, whatever its year: the soonest due first. */
export function invoicesDue() {
  return db()
    .select(ledgerColumns)
    .from(invoices)
    .where(and(eq(invoices.kind, "invoice"), isNull(invoices.cancelledById), isNull(invoices.settledOn)))
    .orderBy(sql`${invoices.document}->'payment'->>'dueOn'`, asc(invoices.year), asc(invoices.sequence));
}

/** A year's invoices and credit notes in the series' order, each with its state. */
export function invoiceRegister(year: number) {
  return db()
    .select(ledgerColumns)
    .from(invoices)
    .where(eq(invoices.year, year))
    .orderBy(asc(invoices.sequence));
}

/** The years that have invoices, the latest first (the register's year links). */
export async function invoiceYears(): Promise<number[]> {
  const rows = await db()
    .selectDistinct({ year: invoices.year })
    .from(invoices)
    .orderBy(sql`${invoices.year} desc`);
  return rows.map((r) => r.year);
}

/**
 * Records the payment of an invoice issued as due: the day it was received and how. The document is
 * not touched. "gone": no such invoice, a credit note, or one cancelled; "already": its payment is
 * already recorded (two people at once, or a second click).
 */
export async function settleInvoice(input: {
  invoiceId: string;
  on: string;
  method: PaymentMethod;
  actor: Actor;
}): Promise<"gone" | "already" | "ok"> {
  const [done] = await db()
    .update(invoices)
    .set({ settledOn: input.on, settledMethod: input.method, settledByName: input.actor.fullName })
    .where(
      and(
        eq(invoices.id, input.invoiceId),
        eq(invoices.kind, "invoice"),
        isNull(invoices.cancelledById),
        isNull(invoices.settledOn),
      ),
    )
    .returning({ id: invoices.id });
  if (done) return "ok";
  const [row] = await db()
    .select({ kind: invoices.kind, cancelled: invoices.cancelledById, settled: invoices.settledOn })
    .from(invoices)
    .where(eq(invoices.id, input.invoiceId));
  return row && row.kind === "invoice" && row.cancelled === null && row.settled !== null ? "already" : "gone";
}

/**
 * Withdraws a payment recorded by mistake, on an invoice issued as due. One issued as paid keeps its
 * payment: the document says so, and only a credit note undoes it. "gone": nothing to withdraw.
 */
export async function unsettleInvoice(invoiceId: string): Promise<"gone" | "printed" | "ok"> {
  const [done] = await db()
    .update(invoices)
    .set({ settledOn: null, settledMethod: null, settledByName: null })
    .where(
      and(
        eq(invoices.id, invoiceId),
        eq(invoices.kind, "invoice"),
        isNotNull(invoices.settledOn),
        sql`not coalesce((${invoices.document}->'payment'->>'paid')::boolean, false)`,
      ),
    )
    .returning({ id: invoices.id });
  if (done) return "ok";
  const [row] = await db()
    .select({ paidAtIssue: ledgerColumns.paidAtIssue, settled: invoices.settledOn })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.kind, "invoice")));
  return row?.paidAtIssue && row.settled !== null ? "printed" : "gone";
}
