import type { LucideIcon } from "lucide-react";
import { type ComponentProps, createContext, type ReactNode, useContext } from "react";
import { buttonClass } from "~/components/ui/button";
import { inputClass, TextField } from "~/components/ui/field";
import { DETAIL_TEXT } from "~/i18n/staff";
import { cn } from "~/utils/cn";

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

/**
 * Whether the request's client has an e-mail address (false for a request the office took without
 * one, decision 038): its forms then say so instead of offering to tell them.
 */
export const ClientReachable = createContext(true);

/** "Tell the client", ticked by default: a cancellation, an edit, a new price (decisions 021, 029). */
export function NotifyBox({ label, hint }: { label: string; hint: string }) {
  const reachable = useContext(ClientReachable);
  if (!reachable)
    return (
      <p className="text-sm text-muted" data-testid="not-reachable">
        {DETAIL_TEXT.notReachable}
      </p>
    );
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

/**
 * The end of a staff form: the server's message when it refused, then the button that sends it. With
 * `errorId` the message is the one the form's fields point to (aria-describedby), not an alert.
 */
export function FormEnd({
  error,
  errorId,
  submitting,
  label,
  variant = "secondary",
  describedBy,
}: {
  error?: string | null;
  errorId?: string;
  submitting: boolean;
  label: ReactNode;
  variant?: "secondary" | "destructive";
  /** What the button does, said by screen readers with its name (the id of a hint beside it). */
  describedBy?: string;
}) {
  return (
    <>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger" role={errorId ? undefined : "alert"}>
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={submitting}
        aria-describedby={describedBy}
        className={buttonClass({ variant, size: "sm" })}
      >
        {label}
      </button>
    </>
  );
}

/** A labelled control with its hint under it; the control gets its id and what describes it. */
export function HintedField({
  id,
  label,
  hint,
  errorId,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint: ReactNode;
  /** The form's error message, when there is one: it describes this control too. */
  errorId?: string;
  className?: string;
  children: (control: { id: string; "aria-describedby": string; "aria-invalid"?: true }) => ReactNode;
}) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">
        {label}
      </label>
      {children({
        id,
        "aria-describedby": errorId ? `${id}-hint ${errorId}` : `${id}-hint`,
        ...(errorId ? { "aria-invalid": true as const } : {}),
      })}
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
    </div>
  );
}

/**
 * The staff area's cards (card, title, icon): white; a gold border for what the client asks; amber and
 * red for warnings.
 */
const CARD_TONES = {
  plain: [
    "rounded-xl border border-ivory-300 bg-white p-6 shadow-sm",
    "font-sans text-lg font-semibold text-navy-900",
    "size-5 text-gold-700",
  ],
  client: [
    "rounded-xl border-2 border-gold-500 bg-white p-6 shadow-sm",
    "font-sans text-lg font-semibold text-navy-900",
    "size-5 text-gold-700",
  ],
  warning: [
    "rounded-xl border-2 border-amber-500 bg-amber-50 p-5 text-amber-950",
    "font-sans text-base font-semibold",
    "size-5",
  ],
  failure: [
    "mb-6 rounded-xl border border-danger/30 bg-[#fdf0ee] p-5 text-[#7a1a12]",
    "font-sans text-base font-semibold",
    "size-5",
  ],
} as const;

/** A card of the staff area: a section named by its heading, with an icon before the title where given. */
export function StaffCard({
  id,
  title,
  icon: Icon,
  tone = "plain",
  titleSpace,
  testId,
  children,
}: {
  id: string;
  title: ReactNode;
  /** Drawn before the title, in the tone's colour. */
  icon?: LucideIcon;
  tone?: keyof typeof CARD_TONES;
  /** Room under the title, where the card's content does not bring its own. */
  titleSpace?: "mb-4";
  testId?: string;
  children: ReactNode;
}) {
  const [cardClass, titleClass, iconClass] = CARD_TONES[tone];
  return (
    <section aria-labelledby={id} className={cardClass} data-testid={testId}>
      <h2 id={id} className={cn(Icon ? "flex items-center gap-2" : null, titleSpace, titleClass)}>
        {Icon ? <Icon className={iconClass} aria-hidden="true" /> : null}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A select of the staff area: a first choice meaning "any" or "none" (the empty value) where given, then the others. */
export function ChoiceSelect({
  none,
  choices,
  className = inputClass,
  ...select
}: ComponentProps<"select"> & { none?: string; choices: readonly (readonly [string, string])[] }) {
  return (
    <select className={className} {...select}>
      {none === undefined ? null : <option value="">{none}</option>}
      {choices.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
}
