import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "~/utils/cn";

export const inputClass =
  "block w-full rounded-lg border border-ivory-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-muted/80 focus-visible:border-gold-500 focus-visible:outline-2 focus-visible:outline-gold-500 aria-[invalid=true]:border-danger disabled:bg-ivory-100";

interface FieldShellProps {
  /** a stable id for the control, when something links to it (an error summary); generated otherwise */
  id?: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
}

/** A visible label, the control, an optional hint and the error text, wired for screen readers. */
export function FieldShell({
  id: givenId,
  label,
  error,
  hint,
  optional,
  children,
  className,
}: FieldShellProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">
        {label}
        {optional ? <span className="ml-1 font-normal text-muted">({optional})</span> : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type ShellProps = Omit<FieldShellProps, "children">;

/** The shell's own props, and the rest for the control. */
function splitShell<T extends ShellProps>({ id, label, error, hint, optional, className, ...control }: T) {
  return { shell: { id, label, error, hint, optional, className }, control };
}

/** A control in its shell, given its id, description and validity. */
function Labelled({
  shell,
  render,
}: {
  shell: ShellProps;
  render: (attrs: {
    id: string;
    "aria-describedby": string | undefined;
    "aria-invalid": true | undefined;
  }) => ReactNode;
}) {
  return (
    <FieldShell {...shell}>
      {({ id, describedBy, invalid }) =>
        render({ id, "aria-describedby": describedBy, "aria-invalid": invalid || undefined })
      }
    </FieldShell>
  );
}

export function TextField(props: ComponentProps<"input"> & ShellProps) {
  const { shell, control } = splitShell(props);
  return (
    <Labelled shell={shell} render={(attrs) => <input {...attrs} className={inputClass} {...control} />} />
  );
}

export function TextAreaField(props: ComponentProps<"textarea"> & ShellProps) {
  const { shell, control } = splitShell(props);
  return (
    <Labelled
      shell={shell}
      render={(attrs) => <textarea {...attrs} className={cn(inputClass, "min-h-32")} {...control} />}
    />
  );
}

/** A select's options, one a value, each shown as `label(value)` (the value itself unless told). */
export function Options<T extends string | number>({
  values,
  label = (value) => value,
}: {
  values: readonly T[];
  label?: (value: T) => ReactNode;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
