import { EMAIL_CHECK } from "~/domain/contact/email-typo";
import { dictionary } from "~/i18n";
import type { Lang } from "~/i18n/lang";

/**
 * Under an e-mail field, after a post whose address looked mistyped ("gmial.com"): use the suggestion,
 * or keep the address as typed (decision 036). Radio buttons, so that it works without JavaScript; the
 * server applies the answer only to the address it asked about (an address edited since is asked
 * about again). The booking's step 3 and the contact form.
 */
export function EmailCheck({ checked, suggested, lang }: { checked: string; suggested: string; lang: Lang }) {
  const ui = dictionary(lang).booking.emailCheck;
  return (
    <fieldset className="mt-3 space-y-2 rounded-lg border border-ivory-300 p-3" data-testid="email-check">
      <legend className="px-1 text-sm font-medium">{ui.legend}</legend>
      <input type="hidden" name={EMAIL_CHECK.checked} value={checked} />
      {(
        [
          ["suggested", ui.useSuggestion(suggested)],
          ["typed", ui.keepTyped(checked)],
        ] as const
      ).map(([value, label]) => (
        <label key={value} className="flex cursor-pointer items-start gap-2 text-sm wrap-anywhere">
          <input type="radio" name={EMAIL_CHECK.choice} value={value} required className="mt-1 shrink-0" />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
