import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import { Button } from "~/components/ui/button";
import { dictionary } from "~/i18n";
import type { Lang } from "~/i18n/lang";

/** Back (from step 2), Continue (steps 1 to 3) or Confirm (step 4), disabled while a post is under way. */
export function StepButtons({ step, busy, lang }: { step: number; busy: boolean; lang: Lang }) {
  const ui = dictionary(lang).booking;
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-ivory-200 pt-6 sm:flex-row sm:justify-between">
      {step > 1 ? (
        <Button
          type="submit"
          name="intent"
          value="back"
          variant="outline"
          formNoValidate
          className="text-navy-900"
        >
          <ArrowLeft aria-hidden="true" />
          {ui.back}
        </Button>
      ) : (
        <span />
      )}
      {step < 4 ? (
        <Button type="submit" name="intent" value="next" disabled={busy} aria-disabled={busy}>
          {busy && step === 1 ? ui.calculating : ui.continue}
          <ArrowRight aria-hidden="true" />
        </Button>
      ) : (
        <Button type="submit" name="intent" value="confirm" disabled={busy} size="lg">
          <Check aria-hidden="true" />
          {busy ? ui.submitting : ui.confirm}
        </Button>
      )}
    </div>
  );
}
