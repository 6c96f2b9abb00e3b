import { TextAreaField, TextField } from "~/components/ui/field";
import { dictionary, useLang } from "~/i18n";
import { fieldId } from "../components/error-summary";
import { EMAIL_CHECK, FIELD_LIMITS } from "../constants";
import type { StepProps } from "./types";

/**
 * Under the e-mail field, after a post whose address looked mistyped ("gmial.com"): use the suggestion,
 * or keep the address as typed. Radio buttons, so that it works without JavaScript; the server applies
 * the answer only to the address it asked about (an address edited since is checked again).
 */
function EmailCheck({ checked, suggested }: { checked: string; suggested: string }) {
  const ui = dictionary(useLang()).booking.emailCheck;
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
        <label key={value} className="flex cursor-pointer items-start gap-2 text-sm break-all">
          <input type="radio" name={EMAIL_CHECK.choice} value={value} required className="mt-1 shrink-0" />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Step 3: who travels and how to reach them. */
export function StepContact({ draft, errors, values }: StepProps) {
  const lang = useLang();
  const ui = dictionary(lang).booking;
  const contact = dictionary(lang).common.contact;
  const field = (name: "firstName" | "lastName" | "email" | "phone" | "message") => ({
    name,
    id: fieldId(name),
    maxLength: FIELD_LIMITS[name],
    defaultValue: values[name] ?? draft[name] ?? "",
    error: errors[name],
  });
  // Shown while the question stands: gone once the address is edited (its error with it).
  const checked = values[EMAIL_CHECK.checked];
  const suggested = values[EMAIL_CHECK.suggested];
  const emailCheck =
    errors.email && checked && suggested ? <EmailCheck checked={checked} suggested={suggested} /> : null;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {(
        [
          ["firstName", ui.firstName, "text", "given-name"],
          ["lastName", ui.lastName, "text", "family-name"],
          ["email", contact.email, "email", "email"],
          ["phone", contact.phone, "tel", "tel"],
        ] as const
      ).map(([name, label, type, autoComplete]) => {
        const input = (
          <TextField
            key={name}
            label={label}
            type={type === "text" ? undefined : type}
            autoComplete={autoComplete}
            required
            {...field(name)}
          />
        );
        return name === "email" && emailCheck ? (
          <div key={name} className="min-w-0">
            {input}
            {emailCheck}
          </div>
        ) : (
          input
        );
      })}
      <TextAreaField
        className="sm:col-span-2"
        label={ui.message}
        optional={ui.optional}
        placeholder={ui.messagePlaceholder}
        {...field("message")}
      />
    </div>
  );
}
