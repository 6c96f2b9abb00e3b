import { EmailCheck } from "~/components/ui/email-check";
import { TextAreaField, TextField } from "~/components/ui/field";
import { dictionary, useLang } from "~/i18n";
import { fieldId } from "../components/error-summary";
import { EMAIL_CHECK, FIELD_LIMITS } from "../constants";
import type { StepProps } from "./types";

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
    errors.email && checked && suggested ? (
      <EmailCheck checked={checked} suggested={suggested} lang={lang} />
    ) : null;
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
