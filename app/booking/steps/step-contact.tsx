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
  const field = (
    name: "firstName" | "lastName" | "email" | "phone" | "message" | "passengerName" | "passengerPhone",
  ) => ({
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
      <Passenger
        checked={values.forOther !== undefined ? values.forOther === "1" : draft.forOther === true}
        name={field("passengerName")}
        phone={field("passengerPhone")}
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

type FieldProps = {
  name: string;
  id: string;
  maxLength: number;
  defaultValue: string;
  error: string | undefined;
};

/**
 * Booking for someone else (decision 043): a box, and under it who travels and their phone. The
 * fields hide while the box is unticked, by CSS alone (`:has`), so the form works the same without
 * JavaScript; a browser without `:has` shows them always. Unticked, the server ignores whatever they
 * hold. The name is `required` for screen readers; the form is `noValidate`, the server asks for it.
 */
function Passenger({ checked, name, phone }: { checked: boolean; name: FieldProps; phone: FieldProps }) {
  const lang = useLang();
  const t = dictionary(lang).booking.passenger;
  const boxId = fieldId("forOther");
  return (
    <div className="group grid gap-6 sm:col-span-2 sm:grid-cols-2">
      <div className="flex items-start gap-3 sm:col-span-2">
        <input
          type="checkbox"
          id={boxId}
          name="forOther"
          value="1"
          defaultChecked={checked}
          aria-controls="passenger-fields"
          aria-describedby={`${boxId}-hint`}
          className="mt-0.5 size-5 shrink-0 accent-navy-900"
        />
        <div>
          <label htmlFor={boxId} className="font-medium text-navy-900">
            {t.forOther}
          </label>
          <p id={`${boxId}-hint`} className="text-sm text-muted">
            {t.forOtherHint}
          </p>
        </div>
      </div>
      <div
        id="passenger-fields"
        className="grid gap-6 sm:col-span-2 sm:grid-cols-2 group-has-[#field-forOther:not(:checked)]:hidden"
      >
        <TextField label={t.name} hint={t.nameHint} autoComplete="off" required {...name} />
        <TextField
          label={t.phone}
          hint={t.phoneHint}
          optional={dictionary(lang).booking.optional}
          type="tel"
          autoComplete="off"
          {...phone}
        />
      </div>
    </div>
  );
}
