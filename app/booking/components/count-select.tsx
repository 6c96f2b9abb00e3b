import { FieldShell, inputClass, Options } from "~/components/ui/field";
import { fieldId } from "./error-summary";

/** A labelled select of whole numbers from min to max (passengers, luggage). */
export function CountSelect({
  label,
  name,
  min,
  max,
  defaultValue,
  error,
  onChange,
}: {
  label: string;
  name: string;
  min: number;
  max: number;
  defaultValue: string;
  error?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <FieldShell id={fieldId(name)} label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={name}
          defaultValue={defaultValue}
          onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={inputClass}
        >
          <Options values={Array.from({ length: max - min + 1 }, (_, i) => min + i)} />
        </select>
      )}
    </FieldShell>
  );
}
