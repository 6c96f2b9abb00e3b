import { FileText, Send } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { ChoiceSelect, FieldRows, FormEnd, StaffCard } from "~/components/admin/form-parts";
import { buttonClass } from "~/components/ui/button";
import { FieldShell, TextAreaField, TextField } from "~/components/ui/field";
import { formatDateTime, formatEuros, formatTripDate } from "~/domain/admin/format";
import { INVOICE_LIMITS, PAYMENT_METHODS } from "~/domain/admin/invoice";
import { ledgerState } from "~/domain/admin/invoice-ledger";
import { addDays } from "~/domain/dates";
import { DETAIL_TEXT } from "~/i18n/staff";
import { INVOICE_LEDGER_TEXT, INVOICE_TEXT } from "~/i18n/staff-invoice";
import type { InvoiceSummary } from "~/lib/invoice-store.server";

type Errors = Record<string, string | undefined>;

export interface InvoiceCardData {
  list: InvoiceSummary[];
  missing: string[];
  defaults: { billingName: string; paidOn: string; dueOn: string; kmTotal: string; today: string };
}

const linkClass = "font-medium text-gold-700 underline underline-offset-4";

/** Sends an invoice in force, or a credit note, to the client by e-mail with its PDF; or says there is no address. */
function SendForm({
  invoice,
  clientEmail,
  submitting,
}: {
  invoice: InvoiceSummary;
  clientEmail: string | null;
  submitting: boolean;
}) {
  if (!clientEmail)
    return (
      <p className="mt-3 text-sm text-muted" data-testid="invoice-no-email">
        {INVOICE_TEXT.noEmail}
      </p>
    );
  const hint = `invoice-send-hint-${invoice.id}`;
  return (
    <Form method="post" className="mt-3">
      <input type="hidden" name="invoiceId" value={invoice.id} />
      <button
        type="submit"
        name="intent"
        value="invoice-send"
        disabled={submitting}
        aria-describedby={hint}
        className={buttonClass({ variant: "outline", size: "sm" })}
      >
        <Send aria-hidden="true" />
        {INVOICE_TEXT.send}
      </button>
      {/* The address on its own line: a long one wraps within a phone's width. */}
      <p id={hint} className="mt-1 text-xs [overflow-wrap:anywhere] text-muted">
        {(invoice.kind === "credit" ? INVOICE_TEXT.sendCreditHint : INVOICE_TEXT.sendHint)(clientEmail)}
      </p>
    </Form>
  );
}

/**
 * Where an invoice in force stands (decision 046): paid when and how, or due by when, or late; a
 * payment received since is recorded on the invoices' list, which the line links to.
 */
function PaymentLine({ invoice, today }: { invoice: InvoiceSummary; today: string }) {
  const state = ledgerState(invoice, today);
  const late = state.state === "late";
  return (
    <p className={late ? "font-medium text-danger" : "text-muted"} data-testid="invoice-payment">
      {state.state === "paid"
        ? INVOICE_LEDGER_TEXT.states.paid(formatTripDate(state.on), INVOICE_LEDGER_TEXT.methods[state.method])
        : state.state === "late"
          ? INVOICE_LEDGER_TEXT.states.late(state.days, formatTripDate(state.dueOn))
          : state.state === "due"
            ? INVOICE_LEDGER_TEXT.states.due(formatTripDate(state.dueOn))
            : null}
      {state.state === "paid" ? null : (
        <>
          {" · "}
          <Link to="/admin/invoices" className={linkClass}>
            {INVOICE_LEDGER_TEXT.recordOnList}
          </Link>
        </>
      )}
    </p>
  );
}

/** A request's invoices and credit notes, each with its PDF, and the invoice in force's credit note. */
function InvoiceList({
  list,
  today,
  clientEmail,
  sendError,
  creditError,
  creditErrors,
  submitting,
}: {
  list: InvoiceSummary[];
  /** Paris's date on the server: what is late is decided there, not by the browser's clock. */
  today: string;
  clientEmail: string | null;
  sendError?: string;
  creditError?: string;
  creditErrors: Errors;
  submitting: boolean;
}) {
  const numberOf = (id: string | null) => list.find((i) => i.id === id)?.number ?? "";
  return (
    <>
      {sendError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {sendError}
        </p>
      ) : null}
      <ul className="space-y-3" data-testid="invoice-list">
        {list.map((invoice) => (
          <li key={invoice.id} className="rounded-lg border border-ivory-300 p-3 text-sm">
            <p className="font-medium text-navy-900">
              {invoice.kind === "credit"
                ? INVOICE_TEXT.creditIssued(invoice.number)
                : INVOICE_TEXT.issued(invoice.number)}{" "}
              · {invoice.kind === "credit" ? "-" : ""}
              {formatEuros(invoice.totalCents)}
            </p>
            <p className="text-muted">
              {INVOICE_TEXT.issuedBy(
                invoice.actorName,
                formatDateTime(invoice.createdAt),
                invoice.kind === "credit",
              )}
            </p>
            {invoice.cancelledById ? (
              <p className="text-muted">{INVOICE_TEXT.credited(numberOf(invoice.cancelledById))}</p>
            ) : null}
            {invoice.kind === "invoice" && !invoice.cancelledById ? (
              <PaymentLine invoice={invoice} today={today} />
            ) : null}
            <p className="mt-1">
              <a href={`/admin/invoices/${invoice.id}`} className={linkClass}>
                <FileText className="mr-1 inline size-4" aria-hidden="true" />
                {invoice.kind === "credit" ? INVOICE_TEXT.downloadCredit : INVOICE_TEXT.download}
                <span className="sr-only"> {invoice.number}</span>
              </a>
            </p>
            {invoice.kind === "credit" || !invoice.cancelledById ? (
              <SendForm invoice={invoice} clientEmail={clientEmail} submitting={submitting} />
            ) : null}
            {invoice.kind === "invoice" && !invoice.cancelledById ? (
              <div className="mt-3">
                <ConfirmDialog
                  id="invoice-credit"
                  trigger={INVOICE_TEXT.credit}
                  title={INVOICE_TEXT.credit}
                  closeLabel={DETAIL_TEXT.confirmBack}
                  destructive
                  open={Boolean(creditError)}
                >
                  <Form method="post" className="mt-3 space-y-4">
                    <input type="hidden" name="invoiceId" value={invoice.id} />
                    <p className="text-sm text-muted">{INVOICE_TEXT.creditHint}</p>
                    <TextField
                      name="creditReason"
                      label={INVOICE_TEXT.creditReason}
                      required
                      minLength={3}
                      maxLength={INVOICE_LIMITS.creditReason}
                      error={creditErrors.creditReason}
                    />
                    <input type="hidden" name="intent" value="invoice-credit" />
                    <FormEnd
                      error={creditErrors.creditReason ? null : creditError}
                      submitting={submitting}
                      label={INVOICE_TEXT.creditConfirm}
                      variant="destructive"
                    />
                  </Form>
                </ConfirmDialog>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The invoice form: to whom, the settlement, and for a trip partly abroad its kilometres. */
function IssueForm({
  defaults,
  sent,
  error,
  errors,
  submitting,
}: {
  defaults: InvoiceCardData["defaults"];
  /** What a refused form held: drawn again as typed (without JavaScript the page is new). */
  sent?: Partial<Record<string, string>>;
  error?: string;
  errors: Errors;
  submitting: boolean;
}) {
  const v: Partial<Record<string, string>> = { ...defaults, ...sent };
  const abroadOpen = Boolean(errors.kmTotal || errors.kmAbroad || v.kmAbroad);
  // Once the page runs its script, only the fields of the settlement chosen show; without it, all do
  // (the server reads those of the choice sent).
  const [payment, setPayment] = useState<"paid" | "due">(v.payment === "due" ? "due" : "paid");
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <Form method="post" className="mt-4 space-y-4" data-testid="invoice-form">
      <p className="text-sm text-muted">{INVOICE_TEXT.intro}</p>
      <FieldRows
        fields={[
          {
            name: "billingName",
            label: INVOICE_TEXT.billingName,
            maxLength: INVOICE_LIMITS.name,
            autoComplete: "off",
          },
          {
            name: "company",
            label: INVOICE_TEXT.company,
            required: false,
            maxLength: INVOICE_LIMITS.name,
            hint: INVOICE_TEXT.companyHint,
            autoComplete: "off",
          },
        ]}
        record={{ billingName: v.billingName, company: v.company }}
        errors={errors}
      />
      <TextAreaField
        name="address"
        label={INVOICE_TEXT.address}
        hint={INVOICE_TEXT.addressHint}
        rows={3}
        maxLength={INVOICE_LIMITS.address + 20}
        defaultValue={v.address}
        error={errors.address}
      />
      <FieldRows
        fields={[
          {
            name: "vatNumber",
            label: INVOICE_TEXT.vatNumber,
            required: false,
            maxLength: 20,
            autoComplete: "off",
          },
          {
            name: "reference",
            label: INVOICE_TEXT.reference,
            required: false,
            maxLength: INVOICE_LIMITS.reference,
            autoComplete: "off",
          },
        ]}
        record={{ vatNumber: v.vatNumber, reference: v.reference }}
        errors={errors}
      />
      <fieldset className="space-y-3 rounded-lg border border-ivory-300 p-4">
        <legend className="px-1 text-sm font-medium text-navy-900">{INVOICE_TEXT.paymentLegend}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(["paid", "due"] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="payment"
                value={value}
                defaultChecked={value === payment}
                aria-describedby={errors.payment ? "invoice-payment-error" : undefined}
                onChange={() => setPayment(value)}
                className="size-4 accent-navy-900"
              />
              {value === "paid" ? INVOICE_TEXT.paid : INVOICE_TEXT.due}
            </label>
          ))}
        </div>
        {errors.payment ? (
          <p id="invoice-payment-error" className="text-sm font-medium text-danger">
            {errors.payment}
          </p>
        ) : null}
        <div className={enhanced && payment === "due" ? "hidden" : "grid gap-3 sm:grid-cols-2"}>
          <FieldShell label={INVOICE_TEXT.method} error={errors.method}>
            {({ id, describedBy, invalid }) => (
              <ChoiceSelect
                id={id}
                name="method"
                defaultValue={v.method ?? "card"}
                choices={PAYMENT_METHODS.map((m) => [m, INVOICE_TEXT.methods[m]] as const)}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
              />
            )}
          </FieldShell>
          <TextField
            type="date"
            name="paidOn"
            label={INVOICE_TEXT.paidOn}
            min={addDays(defaults.today, -INVOICE_LIMITS.paidDaysBack)}
            max={defaults.today}
            defaultValue={v.paidOn}
            error={errors.paidOn}
          />
        </div>
        <TextField
          className={enhanced && payment === "paid" ? "hidden" : undefined}
          type="date"
          name="dueOn"
          label={INVOICE_TEXT.dueOn}
          min={defaults.today}
          max={addDays(defaults.today, INVOICE_LIMITS.dueDays)}
          defaultValue={v.dueOn}
          hint={INVOICE_TEXT.dueHint}
          error={errors.dueOn}
        />
      </fieldset>
      <details className="rounded-lg border border-ivory-300 p-4" open={abroadOpen}>
        <summary className="cursor-pointer text-sm font-medium text-navy-900">
          {INVOICE_TEXT.abroadLegend}
        </summary>
        <p className="mt-2 text-sm text-muted">{INVOICE_TEXT.abroadIntro}</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <TextField
            name="kmTotal"
            label={INVOICE_TEXT.kmTotal}
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={v.kmTotal}
            error={errors.kmTotal}
          />
          <TextField
            name="kmAbroad"
            label={INVOICE_TEXT.kmAbroad}
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={v.kmAbroad}
            error={errors.kmAbroad}
          />
        </div>
      </details>
      <input type="hidden" name="intent" value="invoice-issue" />
      <FormEnd
        error={error}
        submitting={submitting}
        label={submitting ? INVOICE_TEXT.issuing : INVOICE_TEXT.issue}
      />
    </Form>
  );
}

/**
 * The invoice of a journey done (decision 045): the ones issued, and the form for a new one while
 * none is in force. Shown once the journey is done, or whenever the request has an invoice.
 */
export function InvoiceCard({
  data,
  clientEmail,
  completed,
  actionTo,
  error,
  errors,
  sent,
  submitting,
}: {
  data: InvoiceCardData;
  clientEmail: string | null;
  completed: boolean;
  actionTo?: string;
  error?: string;
  errors: Errors;
  sent?: Partial<Record<string, string>>;
  submitting: boolean;
}) {
  const live = data.list.some((i) => i.kind === "invoice" && !i.cancelledById);
  return (
    <StaffCard id="invoice" title={INVOICE_TEXT.title} testId="invoice-card">
      <div className="mt-3 space-y-3">
        {data.list.length > 0 ? (
          <InvoiceList
            list={data.list}
            today={data.defaults.today}
            clientEmail={clientEmail}
            sendError={actionTo === "invoice-send" ? error : undefined}
            creditError={actionTo === "invoice-credit" ? error : undefined}
            creditErrors={actionTo === "invoice-credit" ? errors : {}}
            submitting={submitting}
          />
        ) : (
          <p className="text-sm text-muted">{completed ? INVOICE_TEXT.none : INVOICE_TEXT.notYet}</p>
        )}
        {completed && !live ? (
          data.missing.length > 0 ? (
            <p className="text-sm font-medium text-danger" data-testid="invoice-config">
              {INVOICE_TEXT.errors.config(data.missing)}
            </p>
          ) : (
            <IssueForm
              defaults={data.defaults}
              sent={actionTo === "invoice-issue" ? sent : undefined}
              error={actionTo === "invoice-issue" ? error : undefined}
              errors={actionTo === "invoice-issue" ? errors : {}}
              submitting={submitting}
            />
          )
        ) : null}
      </div>
    </StaffCard>
  );
}
