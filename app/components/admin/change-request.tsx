import { MessageSquareQuote } from "lucide-react";
import { Form } from "react-router";
import { HintedField, StaffCard } from "~/components/admin/form-parts";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import type { ReservationEvent } from "~/db/schema";
import { formatDateTime } from "~/domain/admin/format";
import { DETAIL_TEXT, EDIT_TEXT, FOLLOW_STAFF_TEXT, RECAP_TEXT, STATUS_LABELS } from "~/i18n/staff";

/**
 * The change a client asked from their private link, until the office answers it (decision 021):
 * the client's words, a message for them, accept or refuse. Works without JavaScript.
 */
export function ChangeRequestCard({
  request,
  requestedAt,
  clientLanguage,
  error,
  submitting,
}: {
  request: string;
  requestedAt: Date | null;
  clientLanguage: string;
  error?: string;
  submitting: boolean;
}) {
  return (
    <StaffCard
      id="change-request"
      title={FOLLOW_STAFF_TEXT.cardTitle}
      icon={MessageSquareQuote}
      tone="client"
      testId="change-request"
    >
      {requestedAt ? (
        <p className="mt-1 text-sm text-muted">
          {FOLLOW_STAFF_TEXT.requestedAt(formatDateTime(requestedAt))}
        </p>
      ) : null}
      <blockquote className="mt-3 whitespace-pre-line break-words border-l-2 border-gold-500 pl-3 text-ink">
        {request}
      </blockquote>
      <p className="mt-3 text-sm text-muted">{FOLLOW_STAFF_TEXT.help}</p>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="answer-change" />
        <HintedField
          id="change-answer-message"
          label={FOLLOW_STAFF_TEXT.messageLabel}
          hint={FOLLOW_STAFF_TEXT.messageHint(clientLanguage)}
        >
          {(control) => (
            <textarea {...control} name="message" rows={3} maxLength={1000} className={inputClass} />
          )}
        </HintedField>
        {error ? <p className="text-sm font-medium text-danger">{error}</p> : null}
        <div className="flex flex-wrap gap-2">
          {(
            [
              ["approved", "secondary", FOLLOW_STAFF_TEXT.approve],
              ["refused", "outline", FOLLOW_STAFF_TEXT.refuse],
            ] as const
          ).map(([decision, variant, label]) => (
            <button
              key={decision}
              type="submit"
              name="decision"
              value={decision}
              disabled={submitting}
              className={buttonClass({ variant, size: "sm" })}
            >
              {label}
            </button>
          ))}
        </div>
      </Form>
    </StaffCard>
  );
}

/** A history row's first line: a status change, a client's action from their link, or an edit. */
export function historyTitle(
  event: Pick<ReservationEvent, "kind" | "fromStatus" | "toStatus" | "changes">,
): string {
  if (event.kind === "client") {
    if (event.fromStatus === "quoted" && event.toStatus === "confirmed")
      return FOLLOW_STAFF_TEXT.historyQuoteAccepted(
        DETAIL_TEXT.historyEntry(STATUS_LABELS.quoted, STATUS_LABELS.confirmed),
      );
    return event.toStatus === "cancelled" && event.fromStatus !== "cancelled"
      ? FOLLOW_STAFF_TEXT.historyClientCancelled
      : FOLLOW_STAFF_TEXT.historyClientChange;
  }
  if (event.kind === "recap") return RECAP_TEXT.history(event.changes?.[0]?.to ?? "—");
  if (event.kind === "assignment") {
    // Rows written before the changes were recorded (migration 0012) have none: "modifiée" fits all.
    const changes = event.changes ?? [];
    if (changes.length && changes.every((c) => c.from === null)) return EDIT_TEXT.historyAssigned;
    if (changes.length && changes.every((c) => c.to === null)) return EDIT_TEXT.historyUnassigned;
    return EDIT_TEXT.historyReassigned;
  }
  if (event.kind === "edit") {
    if (!event.changes?.length) return FOLLOW_STAFF_TEXT.historyChangeAnswered;
    return event.changes.some((c) => c.field === "finalPriceCents")
      ? EDIT_TEXT.historyPrice
      : EDIT_TEXT.historyEdited;
  }
  return DETAIL_TEXT.historyEntry(STATUS_LABELS[event.fromStatus], STATUS_LABELS[event.toStatus]);
}
