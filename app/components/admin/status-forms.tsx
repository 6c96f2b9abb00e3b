/**
 * The staff detail view's status forms: send a quote (a price and its validity, decision 028), confirm
 * (with the final price, and the driver and vehicle), complete, and decline or cancel behind a confirmation step with the reason the client reads.
 */
import { type ReactNode, useContext } from "react";
import { Form } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { ClientReachable, FormEnd, HintedField, NotifyBox } from "~/components/admin/form-parts";
import { inputClass } from "~/components/ui/field";
import { centsToInput } from "~/domain/admin/format";
import { MAX_NOTE_LENGTH, MAX_REASON_LENGTH, type Status } from "~/domain/admin/status";
import { QUOTE_DEFAULT_DAYS, QUOTE_MAX_DAYS, QUOTE_MIN_DAYS } from "~/domain/quote";
import { DETAIL_TEXT, STATUS_ACTIONS } from "~/i18n/staff";

export function StatusForm({
  from,
  to,
  estimateCents,
  crews,
  error,
  submitting,
}: {
  from: Status;
  to: Status;
  estimateCents: number | null;
  /** In the confirmation form: the crews it confirms (ConfirmCrews), chosen in the assignment card. */
  crews?: ReactNode;
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
      {crews ? <div className="mt-3">{crews}</div> : null}
      {to === "confirmed" || to === "quoted" ? (
        <HintedField
          id={`${id}-price`}
          className="mt-3"
          label={to === "quoted" ? DETAIL_TEXT.quotePriceField : DETAIL_TEXT.finalPriceField}
          hint={to === "quoted" ? DETAIL_TEXT.quotePriceHint : DETAIL_TEXT.finalPriceHint}
          errorId={error ? `${id}-error` : undefined}
        >
          {(control) => (
            <input
              {...control}
              name="finalPrice"
              inputMode="decimal"
              required
              defaultValue={estimateCents !== null ? centsToInput(estimateCents) : ""}
              className={inputClass}
            />
          )}
        </HintedField>
      ) : null}
      {to === "quoted" ? (
        <HintedField
          id={`${id}-days`}
          className="mt-3"
          label={DETAIL_TEXT.quoteDaysField}
          hint={DETAIL_TEXT.quoteDaysHint}
        >
          {(control) => (
            <select
              {...control}
              name="quoteDays"
              defaultValue={String(QUOTE_DEFAULT_DAYS)}
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
          )}
        </HintedField>
      ) : null}
      <NoteField id={id} className="mt-3" />
      <div className="mt-4 space-y-4">
        <FormEnd error={error} errorId={`${id}-error`} submitting={submitting} label={STATUS_ACTIONS[to]} />
      </div>
    </Form>
  );
}

/** The internal note every status form offers (seen by the team only). */
function NoteField({ id, className }: { id: string; className?: string }) {
  return (
    <HintedField id={`${id}-note`} className={className} label={DETAIL_TEXT.note} hint={DETAIL_TEXT.noteHint}>
      {(control) => (
        <textarea {...control} name="note" rows={2} maxLength={MAX_NOTE_LENGTH} className={inputClass} />
      )}
    </HintedField>
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
  // A client without an address (decision 038) is not told of a decline: the form says so.
  const reachable = useContext(ClientReachable);
  const quiet = to === "declined" && !reachable;
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
        <p className="text-sm text-muted">{quiet ? DETAIL_TEXT.notReachable : text.intro}</p>
        <HintedField
          id={`${id}-reason`}
          label={text.reason}
          hint={text.reasonHint(clientLanguage)}
          errorId={error ? `${id}-error` : undefined}
        >
          {(control) => (
            <textarea
              {...control}
              name="reason"
              rows={3}
              required
              maxLength={MAX_REASON_LENGTH}
              className={inputClass}
            />
          )}
        </HintedField>
        {to === "cancelled" ? (
          <NotifyBox
            label={DETAIL_TEXT.confirm.cancelled.notify}
            hint={DETAIL_TEXT.confirm.cancelled.notifyHint}
          />
        ) : null}
        <NoteField id={id} />
        <FormEnd
          error={error}
          errorId={`${id}-error`}
          submitting={submitting}
          label={quiet ? DETAIL_TEXT.confirm.declined.submitQuiet : text.submit}
          variant={to === "cancelled" ? "destructive" : "secondary"}
        />
      </Form>
    </ConfirmDialog>
  );
}
