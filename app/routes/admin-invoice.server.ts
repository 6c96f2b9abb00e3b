/** The staff actions on a journey's invoice (app/routes/admin-reservation.tsx, intents invoice-issue and invoice-credit). */
import { data, redirect } from "react-router";
import type { Reservation } from "~/db/schema";
import { parisIsoDate } from "~/domain/admin/format";
import { creditSchema, defaultDueOn, invoiceSchema } from "~/domain/admin/invoice";
import { addDays } from "~/domain/dates";
import { UUID } from "~/domain/ids";
import { INVOICE_TEXT } from "~/i18n/staff-invoice";
import type { Env } from "~/lib/env.server";
import { type FormFields, invalid, validate } from "~/lib/form-action.server";
import {
  creditInvoice,
  invoiceSeller,
  invoicesOf,
  issueInvoice,
  sendInvoice,
} from "~/lib/invoice-store.server";
import { flashCookie } from "~/lib/session.server";

type Actor = { id: string; fullName: string };

/** The invoice form's fields, sent back with a refusal. */
const SENT_FIELDS = [
  "billingName",
  "company",
  "address",
  "vatNumber",
  "reference",
  "payment",
  "method",
  "paidOn",
  "dueOn",
  "kmTotal",
  "kmAbroad",
] as const;
type InvoiceError = Exclude<keyof typeof INVOICE_TEXT.errors, "config">;

const message = (issue: { message: string }) =>
  issue.message in INVOICE_TEXT.errors && issue.message !== "config"
    ? INVOICE_TEXT.errors[issue.message as InvoiceError]
    : INVOICE_TEXT.errors.invalid;

/** What the invoice card needs: the request's invoices, the form's defaults, and what the configuration lacks. */
export async function invoiceLoaderData(r: Reservation, env: Env, now = new Date()) {
  const today = parisIsoDate(now);
  const company = invoiceSeller(env);
  return {
    list: await invoicesOf(r.id),
    missing: company.ok ? [] : company.missing,
    defaults: {
      billingName: `${r.firstName} ${r.lastName}`,
      // Paid to the driver on the day, as most are; never a day after today.
      paidOn: r.date <= today ? (r.date >= addDays(today, -365) ? r.date : today) : today,
      dueOn: defaultDueOn(today),
      today,
      kmTotal: r.tripType === "oneWay" && r.distanceKm ? String(Math.round(r.distanceKm)) : "",
    },
  };
}

export async function invoiceAction(r: Reservation, fields: FormFields, actor: Actor, env: Env) {
  const back = async (flash: "invoice-issued" | "invoice-credited" | "invoice-sent") =>
    redirect(`/admin/reservations/${r.id}`, { headers: { "Set-Cookie": await flashCookie(flash, env) } });
  if (fields.intent === "invoice-send") {
    const invoiceId = fields.invoiceId ?? "";
    const sent = UUID.test(invoiceId) ? await sendInvoice({ reservationId: r.id, invoiceId, env }) : "gone";
    if (sent === "gone")
      return invalid({ error: INVOICE_TEXT.errors.gone, to: "invoice-send", fieldErrors: {} }, 409);
    if (sent === "no-email")
      return invalid({ error: INVOICE_TEXT.errors.noEmail, to: "invoice-send", fieldErrors: {} }, 409);
    throw await back("invoice-sent");
  }
  if (fields.intent === "invoice-credit") {
    const invoiceId = fields.invoiceId ?? "";
    const checked = validate(creditSchema, fields, message);
    if (!checked.ok)
      return invalid({
        error: INVOICE_TEXT.errors.invalid,
        to: "invoice-credit",
        fieldErrors: checked.errors,
      });
    const credited = UUID.test(invoiceId)
      ? await creditInvoice({ reservationId: r.id, invoiceId, reason: checked.data.creditReason, actor })
      : "gone";
    if (credited === "gone")
      return invalid({ error: INVOICE_TEXT.errors.gone, to: "invoice-credit", fieldErrors: {} }, 409);
    throw await back("invoice-credited");
  }
  const checked = validate(invoiceSchema(parisIsoDate(new Date())), fields, message);
  if (!checked.ok)
    return invalid({
      error: INVOICE_TEXT.errors.invalid,
      to: "invoice-issue",
      fieldErrors: checked.errors,
      // The form is drawn again as typed (without JavaScript the answer is a new page).
      sent: Object.fromEntries(SENT_FIELDS.map((name) => [name, (fields[name] ?? "").slice(0, 400)])),
    });
  const issued = await issueInvoice({ reservationId: r.id, form: checked.data, actor, env });
  if (typeof issued === "object" && "missing" in issued)
    return invalid(
      { error: INVOICE_TEXT.errors.config(issued.missing), to: "invoice-issue", fieldErrors: {} },
      409,
    );
  if (issued === "not-found") throw data({ notFound: true }, { status: 404 });
  if (typeof issued === "string") {
    const error = {
      "not-completed": INVOICE_TEXT.errors.notCompleted,
      "no-price": INVOICE_TEXT.errors.noPrice,
      exists: INVOICE_TEXT.errors.exists,
    }[issued];
    return invalid({ error, to: "invoice-issue", fieldErrors: {} }, 409);
  }
  throw await back("invoice-issued");
}
