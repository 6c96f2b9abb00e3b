import { Download, FileText, Wallet } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { ChoiceSelect, IntentButton } from "~/components/admin/form-parts";
import { StaffBar } from "~/components/admin/staff-bar";
import { ColumnHeads, LabelledCell, rowClass, TableRegion, tdClass } from "~/components/admin/table-region";
import { buttonClass } from "~/components/ui/button";
import { FieldShell, inputClass } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { formatEuros, formatTripDate, parisIsoDate } from "~/domain/admin/format";
import { PAYMENT_METHODS } from "~/domain/admin/invoice";
import {
  type LedgerState,
  ledgerState,
  ledgerTotals,
  ledgerView,
  settlementSchema,
  yearSalesCents,
} from "~/domain/admin/invoice-ledger";
import { UUID } from "~/domain/ids";
import { INVOICE_LEDGER_TEXT as T } from "~/i18n/staff-invoice";
import { assertSameOrigin, requireStaff } from "~/lib/auth.server";
import { requestInfoContext } from "~/lib/context.server";
import { invalid, readForm, validate } from "~/lib/form-action.server";
import {
  invoiceRegister,
  invoicesDue,
  invoiceYears,
  settleInvoice,
  unsettleInvoice,
} from "~/lib/invoice-store.server";
import { log } from "~/lib/logger.server";
import { flashCookie } from "~/lib/session.server";
import { staffMeta } from "~/seo/meta";
import { cn } from "~/utils/cn";
import type { Route } from "./+types/admin-invoices";

/**
 * The invoices once issued (decision 046): by default those still to be received, whatever their year,
 * the soonest due first and the late ones marked; `?year=2026`, that year's whole series. A payment
 * received afterwards is recorded here (staff and admins); an admin may withdraw one recorded by
 * mistake. The documents themselves never change.
 */
export const meta: Route.MetaFunction = staffMeta(T.metaTitle, T.intro);

export { ErrorBoundary, headers } from "~/components/admin/staff-route";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const view = ledgerView(new URL(request.url).searchParams);
  const today = parisIsoDate(new Date());
  const thisYear = Number(today.slice(0, 4));
  const [rows, years] = await Promise.all([
    view.show === "due" ? invoicesDue() : invoiceRegister(view.year),
    invoiceYears(),
  ]);
  // This year's link is always there, even before its first invoice.
  const shownYears = [...new Set([thisYear, ...years])].sort((a, b) => b - a);
  return {
    view,
    today,
    years: shownYears,
    isAdmin: staff.role === "admin",
    rows: rows.map((row) => ({ ...row, state: ledgerState(row, today) })),
    totals: ledgerTotals(rows, today),
    salesCents: view.show === "year" ? yearSalesCents(rows) : 0,
  };
}

type LedgerError = keyof typeof T.errors;

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const { env } = context.get(requestInfoContext);
  assertSameOrigin(request, env.SITE_URL);
  const fields = await readForm(request);
  const invoiceId = fields.invoiceId ?? "";
  const back = async (flash: "invoice-settled" | "invoice-unsettled") =>
    redirect(`/admin/invoices${new URL(request.url).search}`, {
      headers: { "Set-Cookie": await flashCookie(flash, env) },
    });
  if (!UUID.test(invoiceId)) return invalid({ error: T.errors.gone, invoiceId, fieldErrors: {} }, 404);
  if (fields.intent === "unsettle") {
    // Only an admin corrects a payment recorded by mistake.
    if (staff.role !== "admin")
      return invalid({ error: T.errors.adminOnly, invoiceId, fieldErrors: {} }, 403);
    const undone = await unsettleInvoice(invoiceId);
    if (undone === "gone") return invalid({ error: T.errors.gone, invoiceId, fieldErrors: {} }, 404);
    if (undone === "printed") return invalid({ error: T.errors.printed, invoiceId, fieldErrors: {} }, 409);
    log.info("invoice payment withdrawn", { invoiceId, by: staff.user.id });
    throw await back("invoice-unsettled");
  }
  const checked = validate(settlementSchema(parisIsoDate(new Date())), fields, (issue) =>
    issue.message in T.errors ? T.errors[issue.message as LedgerError] : T.errors.invalid,
  );
  if (!checked.ok) return invalid({ error: T.errors.invalid, invoiceId, fieldErrors: checked.errors });
  const settled = await settleInvoice({
    invoiceId,
    on: checked.data.settledOn,
    method: checked.data.method,
    actor: staff.user,
  });
  if (settled === "gone") return invalid({ error: T.errors.gone, invoiceId, fieldErrors: {} }, 404);
  if (settled === "already") return invalid({ error: T.errors.already, invoiceId, fieldErrors: {} }, 409);
  throw await back("invoice-settled");
}

type Data = Route.ComponentProps["loaderData"];
type Row = Data["rows"][number];
type Answer = Route.ComponentProps["actionData"];

const STATE_CLASS: Record<LedgerState["state"], string> = {
  paid: "border-success text-[#14532d]",
  due: "border-navy-700 text-navy-900",
  late: "border-danger bg-[#fdf0ee] text-[#7a1a12]",
  cancelled: "border-ivory-300 bg-ivory-200 text-muted",
  credit: "border-ivory-300 bg-ivory-200 text-muted",
};

function stateText(state: LedgerState): string {
  switch (state.state) {
    case "paid":
      return T.states.paid(formatTripDate(state.on), T.methods[state.method]);
    case "due":
      return T.states.due(formatTripDate(state.dueOn));
    case "late":
      return T.states.late(state.days, formatTripDate(state.dueOn));
    default:
      return T.states[state.state];
  }
}

/** The form recording a payment received, folded under its invoice's row. */
function SettleForm({ row, today, answer }: { row: Row; today: string; answer: Answer }) {
  const mine = answer?.invoiceId === row.id ? answer : undefined;
  const errors: Record<string, string | undefined> = mine?.fieldErrors ?? {};
  const id = `settle-${row.id}`;
  return (
    <details className="mt-2" open={Boolean(mine)}>
      <summary className="cursor-pointer text-sm font-medium text-gold-700 underline underline-offset-4">
        <span aria-hidden="true">{T.settle}</span>
        <span className="sr-only">{T.settleFor(row.number)}</span>
      </summary>
      <Form method="post" className="mt-2 grid gap-2 sm:grid-cols-[auto_auto_auto] sm:items-end">
        <input type="hidden" name="invoiceId" value={row.id} />
        <FieldShell id={`${id}-on`} label={T.settledOn} error={errors.settledOn}>
          {({ id: inputId, describedBy, invalid: bad }) => (
            <input
              id={inputId}
              aria-describedby={describedBy}
              aria-invalid={bad || undefined}
              type="date"
              name="settledOn"
              defaultValue={today}
              max={today}
              required
              className={inputClass}
            />
          )}
        </FieldShell>
        <FieldShell id={`${id}-method`} label={T.method} error={errors.method}>
          {({ id: selectId, describedBy, invalid: bad }) => (
            <ChoiceSelect
              id={selectId}
              aria-describedby={describedBy}
              aria-invalid={bad || undefined}
              name="method"
              required
              defaultValue=""
              none="—"
              choices={PAYMENT_METHODS.map((m) => [m, T.methods[m]] as const)}
            />
          )}
        </FieldShell>
        <div>
          <IntentButton intent="settle" variant="secondary">
            <Wallet aria-hidden="true" />
            {T.settleSubmit}
          </IntentButton>
        </div>
      </Form>
    </details>
  );
}

function LedgerRow({
  row,
  today,
  isAdmin,
  answer,
}: {
  row: Row;
  today: string;
  isAdmin: boolean;
  answer: Answer;
}) {
  const { state } = row;
  // A refusal of this row that no field explains (already recorded, gone): said here, under its state.
  const fieldErrors: Record<string, string | undefined> = answer?.fieldErrors ?? {};
  const refused = answer?.invoiceId === row.id && !fieldErrors.settledOn && !fieldErrors.method;
  return (
    <tr className={rowClass} data-testid="ledger-row">
      <th scope="row" className={cn(tdClass, "text-left font-semibold whitespace-nowrap")}>
        <a
          href={`/admin/invoices/${row.id}`}
          className="inline-flex items-center gap-1.5 text-gold-700 underline underline-offset-4 hover:text-navy-900"
        >
          <FileText aria-hidden="true" className="size-4" />
          {row.number}
          <span className="sr-only"> ({T.pdf(row.number)})</span>
        </a>
        {row.cancels ? (
          <span className="block text-xs font-normal text-muted">{T.credit(row.cancels)}</span>
        ) : null}
      </th>
      <LabelledCell label={T.date}>{formatTripDate(row.issuedOn)}</LabelledCell>
      <LabelledCell label={T.client}>
        {row.buyer}
        {row.company ? <span className="block text-xs text-muted">{row.company}</span> : null}
      </LabelledCell>
      <LabelledCell label={T.ride}>
        {row.reservationId ? (
          <Link
            to={`/admin/reservations/${row.reservationId}`}
            className="text-gold-700 underline underline-offset-4 hover:text-navy-900"
          >
            {row.ride}
          </Link>
        ) : (
          row.ride
        )}
        <span className="block text-xs text-muted">{formatTripDate(row.rideDate)}</span>
      </LabelledCell>
      <LabelledCell label={T.amount} className="whitespace-nowrap md:text-right">
        {row.kind === "credit" ? `−${formatEuros(row.totalCents)}` : formatEuros(row.totalCents)}
      </LabelledCell>
      <LabelledCell label={T.state} className="min-w-56">
        <span
          className={cn(
            "inline-block rounded-full border px-2 py-0.5 text-xs font-semibold",
            STATE_CLASS[state.state],
          )}
          data-testid="ledger-state"
        >
          {stateText(state)}
        </span>
        {state.state === "paid" && row.settledByName ? (
          <span className="mt-1 block text-xs text-muted">{T.recordedBy(row.settledByName)}</span>
        ) : null}
        {refused ? (
          <p className="mt-2 text-sm font-medium text-danger" role="alert">
            {answer?.error}
          </p>
        ) : null}
        {state.state === "due" || state.state === "late" ? (
          <SettleForm row={row} today={today} answer={answer} />
        ) : null}
        {state.state === "paid" && isAdmin && !row.paidAtIssue ? (
          <Form method="post" className="mt-2">
            <input type="hidden" name="invoiceId" value={row.id} />
            <p className="mb-1 text-xs text-muted">{T.unsettleHint}</p>
            <IntentButton intent="unsettle">{T.unsettle}</IntentButton>
          </Form>
        ) : null}
      </LabelledCell>
    </tr>
  );
}

export default function Invoices({ loaderData, actionData }: Route.ComponentProps) {
  const { view, today, years, isAdmin, rows, totals, salesCents } = loaderData;
  const toast = useToast();
  const navigation = useNavigation();
  useEffect(() => {
    if (actionData?.error)
      toast({ title: T.errorTitle, description: actionData.error, variant: "destructive" });
  }, [actionData, toast]);
  const viewName = view.show === "due" ? T.dueTab : T.yearTab(view.year);
  const tab = (current: boolean) =>
    buttonClass({
      variant: current ? "secondary" : "outline",
      size: "sm",
      className: current ? "" : "text-navy-900",
    });
  const credits = rows.filter((r) => r.kind === "credit").length;
  return (
    <>
      <StaffBar title={T.title} back={T.back}>
        <p className="mt-2 max-w-2xl text-muted">{T.intro}</p>
      </StaffBar>
      <div className="container-staff py-8">
        <nav aria-label={T.viewsLabel} className="flex flex-wrap gap-2">
          <Link
            to="/admin/invoices"
            className={tab(view.show === "due")}
            aria-current={view.show === "due" ? "page" : undefined}
          >
            {T.dueTab}
          </Link>
          {years.map((year) => {
            const current = view.show === "year" && view.year === year;
            return (
              <Link
                key={year}
                to={`/admin/invoices?year=${year}`}
                className={tab(current)}
                aria-current={current ? "page" : undefined}
              >
                {T.yearTab(year)}
              </Link>
            );
          })}
        </nav>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="text-navy-900" data-testid="ledger-summary">
            {view.show === "due" ? (
              <>
                <p className="font-semibold">{T.dueSummary(rows.length, formatEuros(totals.dueCents))}</p>
                {totals.lateCount > 0 ? (
                  <p className="mt-1 font-medium text-danger">
                    {T.lateSummary(totals.lateCount, formatEuros(totals.lateCents))}
                  </p>
                ) : null}
              </>
            ) : (
              <p className="font-semibold">
                {rows.length === 0
                  ? T.yearEmpty(view.year)
                  : T.yearSummary(rows.length - credits, credits, formatEuros(salesCents))}
              </p>
            )}
          </div>
          {view.show === "year" ? (
            <a
              href={`/admin/invoices.csv?year=${view.year}`}
              download
              className={buttonClass({ variant: "outline", size: "sm", className: "text-navy-900" })}
            >
              <Download aria-hidden="true" />
              {T.csv(view.year)}
              <span className="sr-only"> : {T.csvHint}</span>
            </a>
          ) : null}
        </div>
        {rows.length > 0 ? (
          <div className="mt-4">
            <TableRegion label={T.tableLabel(viewName)} busy={navigation.state === "loading"}>
              <table className="w-full border-collapse max-md:block">
                <ColumnHeads labels={[T.number, T.date, T.client, T.ride, T.amount, T.state]} />
                <tbody className="max-md:block">
                  {rows.map((row) => (
                    <LedgerRow key={row.id} row={row} today={today} isAdmin={isAdmin} answer={actionData} />
                  ))}
                </tbody>
              </table>
            </TableRegion>
          </div>
        ) : null}
      </div>
    </>
  );
}
