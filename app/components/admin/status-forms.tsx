/**
 * The staff detail view's status forms: send a quote (a price and its validity, decision 028), confirm
 * (with the final price, and the driver and vehicle), complete, and decline or cancel behind a confirmation step with the reason the client reads.
 */
import { Form } from "react-router";
import { AssignmentFields, type FleetChoices } from "~/components/admin/assignment";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { NotifyBox } from "~/components/admin/form-parts";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { centsToInput } from "~/domain/admin/format";
import { MAX_NOTE_LENGTH, MAX_REASON_LENGTH, type Status } from "~/domain/admin/status";
import { QUOTE_DEFAULT_DAYS, QUOTE_MAX_DAYS, QUOTE_MIN_DAYS } from "~/domain/quote";
import { DETAIL_TEXT, STATUS_ACTIONS } from "~/i18n/staff";
import { cn } from "~/utils/cn";

export function StatusForm({
  from,
  to,
  estimateCents,
  fleet,
  current,
  error,
  submitting,
}: {
  from: Status;
  to: Status;
  estimateCents: number | null;
  fleet?: FleetChoices;
  current: { driverId: string | null; vehicleId: string | null; meetingPoint: string | null };
  error?: string;
  submitting: boolean;
}) {
  const id = `status-${to}`;
  return (
    <Form method="post" className="rounded-lg border border-ivory-300 p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-sans text-sm font-semibold text-navy-900">
        {STATUS_ACTIONS[to]}
      </h3>
      <input type="hidden" name="from" value={from} />
      <input type="hidden" name="to" value={to} />
      {fleet ? (
        <div className="mt-3">
          <AssignmentFields fleet={fleet} current={current} idPrefix={id} />
        </div>
      ) : null}
      {to === "confirmed" || to === "quoted" ? (
        <div className="mt-3 space-y-1.5">
          <label htmlFor={`${id}-price`} className="block text-sm font-medium text-navy-900">
            {to === "quoted" ? DETAIL_TEXT.quotePriceField : DETAIL_TEXT.finalPriceField}
          </label>
          <input
            id={`${id}-price`}
            name="finalPrice"
            inputMode="decimal"
            required
            defaultValue={estimateCents !== null ? centsToInput(estimateCents) : ""}
            aria-describedby={`${id}-price-hint${error ? ` ${id}-error` : ""}`}
            aria-invalid={error ? true : undefined}
            className={inputClass}
          />
          <p id={`${id}-price-hint`} className="text-xs text-muted">
            {to === "quoted" ? DETAIL_TEXT.quotePriceHint : DETAIL_TEXT.finalPriceHint}
          </p>
        </div>
      ) : null}
      {to === "quoted" ? (
        <div className="mt-3 space-y-1.5">
          <label htmlFor={`${id}-days`} className="block text-sm font-medium text-navy-900">
            {DETAIL_TEXT.quoteDaysField}
          </label>
          <select
            id={`${id}-days`}
            name="quoteDays"
            defaultValue={String(QUOTE_DEFAULT_DAYS)}
            aria-describedby={`${id}-days-hint`}
            className={inputClass}
          >
            {Array.from({ length: QUOTE_MAX_DAYS - QUOTE_MIN_DAYS + 1 }, (_, i) => i + QUOTE_MIN_DAYS).map(
              (days) => (
                <option key={days} value={days}>
                  {DETAIL_TEXT.quoteDaysOption(days)}
                </option>
              ),
            )}
          </select>
          <p id={`${id}-days-hint`} className="text-xs text-muted">
            {DETAIL_TEXT.quoteDaysHint}
          </p>
        </div>
      ) : null}
      <NoteField id={id} className="mt-3" />
      {error ? (
        <p id={`${id}-error`} className="mt-3 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={submitting}
        className={buttonClass({ variant: "secondary", size: "sm", className: "mt-4" })}
      >
        {STATUS_ACTIONS[to]}
      </button>
    </Form>
  );
}

/** The internal note every status form offers (seen by the team only). */
function NoteField({ id, className }: { id: string; className?: string }) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={`${id}-note`} className="block text-sm font-medium text-navy-900">
        {DETAIL_TEXT.note}
      </label>
      <textarea
        id={`${id}-note`}
        name="note"
        rows={2}
        maxLength={MAX_NOTE_LENGTH}
        aria-describedby={`${id}-note-hint`}
        className={inputClass}
      />
      <p id={`${id}-note-hint`} className="text-xs text-muted">
        {DETAIL_TEXT.noteHint}
      </p>
    </div>
  );
}

/**
 * Decline or cancel: behind a confirmation step, with the reason the client reads (in their e-mail,
 * which the office writes in the client's language) and, for a cancellation, whether to tell them.
 */
export function ReasonForm({
  from,
  to,
  clientLanguage,
  error,
  submitting,
}: {
  from: Status;
  to: "cancelled" | "declined";
  clientLanguage: string;
  error?: string;
  submitting: boolean;
}) {
  const id = `status-${to}`;
  const text = DETAIL_TEXT.confirm[to];
  return (
    <ConfirmDialog
      id={id}
      trigger={STATUS_ACTIONS[to]}
      title={text.title}
      closeLabel={DETAIL_TEXT.confirmBack}
      destructive={to === "cancelled"}
      open={Boolean(error)}
    >
      <Form method="post" className="mt-3 space-y-4">
        <input type="hidden" name="from" value={from} />
        <input type="hidden" name="to" value={to} />
        <p className="text-sm text-muted">{text.intro}</p>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-navy-900">
            {text.reason}
          </label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            rows={3}
            required
            maxLength={MAX_REASON_LENGTH}
            aria-describedby={`${id}-reason-hint${error ? ` ${id}-error` : ""}`}
            aria-invalid={error ? true : undefined}
            className={inputClass}
          />
          <p id={`${id}-reason-hint`} className="text-xs text-muted">
            {text.reasonHint(clientLanguage)}
          </p>
        </div>
        {to === "cancelled" ? (
          <NotifyBox
            label={DETAIL_TEXT.confirm.cancelled.notify}
            hint={DETAIL_TEXT.confirm.cancelled.notifyHint}
          />
        ) : null}
        <NoteField id={id} />
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={submitting}
          className={buttonClass({ variant: to === "cancelled" ? "destructive" : "secondary", size: "sm" })}
        >
          {text.submit}
        </button>
      </Form>
    </ConfirmDialog>
  );
}
