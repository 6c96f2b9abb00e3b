import { TextAreaField, TextField } from "~/components/ui/field";
import { dictionary, useLang } from "~/i18n";
import { FIELD_LIMITS } from "../constants";
import type { StepProps } from "./types";

/** Step 3: who travels and how to reach them. */
export function StepContact({ draft, errors, values }: StepProps) {
  const lang = useLang();
  const ui = dictionary(lang).booking;
  const field = (name: "firstName" | "lastName" | "email" | "phone" | "message") => ({
    name,
    maxLength: FIELD_LIMITS[name],
    defaultValue: values[name] ?? draft[name] ?? "",
    error: errors[name],
  });
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <TextField label={ui.firstName} autoComplete="given-name" required {...field("firstName")} />
      <TextField label={ui.lastName} autoComplete="family-name" required {...field("lastName")} />
      <TextField
        label={dictionary(lang).common.contact.email}
        type="email"
        autoComplete="email"
        required
        {...field("email")}
      />
      <TextField
        label={dictionary(lang).common.contact.phone}
        type="tel"
        autoComplete="tel"
        required
        {...field("phone")}
      />
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
