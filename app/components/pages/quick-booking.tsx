import { ArrowRight } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { inputClass, Options, TextField } from "~/components/ui/field";
import { useLang, useT } from "~/i18n";
import { localizePath } from "~/i18n/lang";

/** The passengers one V-Class seats; a larger group continues on the form. */
const PASSENGER_CHOICES = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The home page's quick request: a plain GET form to the booking's first step, whose query
 * (`from`, `to`, `date`, `passengers`: the prefill parameters of issue 11) fills it. Nothing is
 * checked here: the booking form validates what it takes and ignores the rest. Works without JavaScript.
 */
export function QuickBooking() {
  const t = useT();
  const lang = useLang();
  const quick = t.common.hero.quick;
  return (
    <form
      method="get"
      action={localizePath("/reservations", lang)}
      aria-label={quick.label}
      className="grid gap-3 rounded-2xl bg-ivory-50 p-4 text-navy-900 shadow-2xl ring-1 ring-gold-500/30 sm:grid-cols-2 sm:p-5"
    >
      {(
        [
          ["from", quick.from, quick.fromPlaceholder],
          ["to", quick.to, quick.toPlaceholder],
        ] as const
      ).map(([name, label, placeholder]) => (
        <TextField key={name} {...{ name, label, placeholder }} autoComplete="off" maxLength={200} />
      ))}
      <TextField label={quick.date} name="date" type="date" />
      <div className="space-y-1.5">
        <label htmlFor="quick-passengers" className="block text-sm font-medium text-navy-900">
          {quick.passengers}
        </label>
        <select id="quick-passengers" name="passengers" defaultValue="2" className={inputClass}>
          <Options values={PASSENGER_CHOICES} />
        </select>
      </div>
      <button type="submit" className={buttonClass({ size: "lg", className: "w-full sm:col-span-2" })}>
        {t.common.hero.cta}
        <ArrowRight aria-hidden="true" />
      </button>
    </form>
  );
}
