/** Marks a request whose client asked for a change from their link, until the office answers it. */
import { MessageSquareDiff } from "lucide-react";
import { FOLLOW_STAFF_TEXT } from "~/i18n/staff";

export function ChangeCue({ pending }: { pending: boolean }) {
  if (!pending) return null;
  return (
    <span
      className="mt-1 inline-flex items-center gap-1 rounded-full border border-gold-600 bg-gold-300/40 px-2 py-0.5 text-xs font-semibold text-navy-900"
      data-testid="change-cue"
    >
      <MessageSquareDiff className="size-3.5" aria-hidden="true" />
      {FOLLOW_STAFF_TEXT.cue}
    </span>
  );
}
