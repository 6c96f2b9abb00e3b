import type { ComponentProps, ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";

/** A text input of a staff form: its name, label and limits; the value and the error come from the record. */
export type FieldSpec = Omit<ComponentProps<typeof TextField>, "label" | "defaultValue" | "error"> & {
  name: string;
  label: string;
  /** The value when the record has none (a new record). */
  initial?: string | number;
};

/** The text inputs of a staff form, required unless a field says otherwise, filled from `record`. */
export function FieldRows({
  fields,
  record,
  errors,
}: {
  fields: FieldSpec[];
  record: object | null | undefined;
  errors: Record<string, string | undefined>;
}) {
  const values = (record ?? {}) as Record<string, unknown>;
  return fields.map(({ initial, ...field }) => {
    const value = values[field.name];
    return (
      <TextField
        key={field.name}
        required
        {...field}
        defaultValue={value === undefined || value === null ? initial : String(value)}
        error={errors[field.name]}
      />
    );
  });
}

/** A small submit button that names the action it asks for (`intent`), as the staff forms' actions read it. */
export function IntentButton({
  intent,
  variant = "outline",
  children,
}: {
  intent: string;
  variant?: "outline" | "destructive" | "secondary";
  children: ReactNode;
}) {
  return (
    <button type="submit" name="intent" value={intent} className={buttonClass({ variant, size: "sm" })}>
      {children}
    </button>
  );
}

/** "Tell the client", ticked by default: a cancellation, an edit, a new price (decisions 021, 029). */
export function NotifyBox({ label, hint }: { label: string; hint: string }) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="checkbox" name="notify" defaultChecked className="mt-0.5 size-4 accent-navy-900" />
      <span>
        {label}
        <span className="block text-xs text-muted">{hint}</span>
      </span>
    </label>
  );
}
