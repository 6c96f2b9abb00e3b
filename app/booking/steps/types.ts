import type { BookingDraft } from "../draft.server";

/** What every step of the form receives: the draft so far, and the last post's errors and values. */
export interface StepProps {
  draft: BookingDraft;
  errors: Partial<Record<string, string>>;
  values: Record<string, string>;
}
