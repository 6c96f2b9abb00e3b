/**
 * Step 2's trip options (decision 017): the return's date and time, the hire's length, the vehicle
 * choice and the extras. Plain form fields that work without JavaScript; the offers come from the
 * server (TripOptions). Step 1's fields are in trip-fields.tsx (this file loads with the later steps).
 */
import { FieldShell, inputClass, TextField } from "~/components/ui/field";
import { formatPrice } from "~/domain/pricing/format";
import { hireRate } from "~/domain/pricing/hire-rate";
import { dictionary } from "~/i18n";
import type { Lang } from "~/i18n/lang";
import { FIELD_LIMITS } from "../constants";
import type { BookingDraft } from "../draft.server";
import type { TripOptions } from "../trip.server";
import { CountSelect } from "./count-select";
import { fieldId } from "./error-summary";
import { useEnhanced } from "./use-enhanced";

const legendClass = "text-sm font-medium text-navy-900";

/** What each of step 2's option fields reads: the draft, the values posted, their errors. */
interface OptionFieldProps {
  draft: BookingDraft;
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
  lang: Lang;
  options: TripOptions;
}

/** Step 2's options that depend on the trip: the return's date and time, or the hire's length. */
export function ReturnFields({
  draft,
  values,
  errors,
  today,
  lang,
  options,
  timeField,
}: OptionFieldProps & { today: string; timeField: React.ReactNode }) {
  const texts = dictionary(lang).booking.trips;
  return (
    <fieldset className="space-y-4 rounded-2xl border border-ivory-300 p-4 sm:col-span-2">
      <legend className={`${legendClass} px-1`}>{texts.returnLegend}</legend>
      <p className="text-sm text-muted">{texts.returnNote(options.returnDiscountPercent)}</p>
      <div className="grid gap-6 sm:grid-cols-2">
        <DateField name="returnDate" label={texts.returnDate} {...{ today, draft, values, errors }} />
        {timeField}
      </div>
    </fieldset>
  );
}

export function HireField({ draft, values, errors, lang, options }: OptionFieldProps) {
  const texts = dictionary(lang).booking.trips;
  const hire = options.hire;
  const hours = Array.from({ length: hire.maxHours - hire.minHours + 1 }, (_, i) => hire.minHours + i);
  return (
    <FieldShell
      id={fieldId("hours")}
      className="sm:col-span-2"
      label={texts.hireLength}
      hint={texts.hireNote(
        hire.kmIncludedPerHour,
        formatPrice(hire.extraKmCents, lang),
        hire.fullDay.kmIncluded,
      )}
      error={errors.hours}
    >
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name="hours"
          defaultValue={values.hours ?? String(draft.hours ?? "")}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={inputClass}
        >
          <option value="">—</option>
          {hours.map((n) => (
            <option key={n} value={n}>
              {texts.hoursOption(n)} · {formatPrice(hireRate(n, hire).cents, lang)}
            </option>
          ))}
          <option value="fullDay">
            {texts.fullDayOption(hire.fullDay.hours)} · {formatPrice(hire.fullDay.cents, lang)}
          </option>
        </select>
      )}
    </FieldShell>
  );
}

/**
 * Luggage as the vehicles' room counts it: the suitcases, and each ski or golf bag for the room it
 * takes (the tariff's `luggageUnits`, as `checkCapacity` counts them on the server).
 */
export function luggageUnitsOf(
  luggage: number,
  extras: Record<string, string>,
  options: TripOptions,
): number {
  return options.extras.reduce((sum, e) => sum + (Number(extras[e.id]) || 0) * e.luggageUnits, luggage);
}

/**
 * Two V-Class or a larger vehicle: shown when the group needs more than one vehicle (with
 * JavaScript, as the counts change, ski and golf bags included); without JavaScript always shown,
 * saying when it applies.
 */
export function VehicleChoiceField({
  draft,
  values,
  passengers,
  luggage,
  lang,
  options,
}: {
  draft: BookingDraft;
  values: Record<string, string>;
  passengers: number;
  luggage: number;
  lang: Lang;
  options: TripOptions;
}) {
  const texts = dictionary(lang).booking.trips;
  const enhanced = useEnhanced();
  const { seats, luggage: room, label } = options.vehicle;
  const needed = Math.max(Math.ceil(passengers / seats), Math.ceil(luggage / Math.max(room, 1)));
  if (enhanced && needed <= 1) return null;
  const current = values.vehicle ?? draft.vehicle ?? "standard";
  return (
    <fieldset className="space-y-2 rounded-2xl border border-gold-500/40 bg-ivory-100 p-4 sm:col-span-2">
      <legend className={`${legendClass} px-1`}>{texts.capacityLegend(label, seats, room)}</legend>
      {(["standard", "larger"] as const).map((choice) => (
        <label key={choice} className="flex items-center gap-2 text-sm text-navy-900">
          <input
            type="radio"
            name="vehicle"
            value={choice}
            defaultChecked={current === choice}
            className="accent-gold-700"
          />
          {choice === "standard" ? texts.vehicleStandard(label) : texts.vehicleLarger}
        </label>
      ))}
    </fieldset>
  );
}

export function ExtrasFields({
  draft,
  values,
  errors,
  lang,
  options,
  onCountChange,
}: OptionFieldProps & { onCountChange?: (id: string, value: string) => void }) {
  const texts = dictionary(lang).booking.trips;
  const counts = options.extras.filter((e) => e.id !== "nameBoard");
  const board = options.extras.find((e) => e.id === "nameBoard");
  const anyError = counts.some((e) => errors[e.id]) || Boolean(errors.nameBoard);
  const anySet = counts.some((e) => draft.extras?.[e.id]) || Boolean(draft.nameBoard);
  return (
    <details className="rounded-2xl border border-ivory-300 p-4 sm:col-span-2" open={anyError || anySet}>
      <summary className="cursor-pointer text-sm font-medium text-navy-900">{texts.extrasLegend}</summary>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        {counts.map((e) => (
          <CountSelect
            key={e.id}
            label={`${e.label} · ${e.cents ? texts.each(formatPrice(e.cents, lang)) : texts.free}`}
            name={e.id}
            min={0}
            max={e.max}
            defaultValue={values[e.id] ?? String(draft.extras?.[e.id] ?? 0)}
            onChange={onCountChange ? (value) => onCountChange(e.id, value) : undefined}
            error={errors[e.id]}
          />
        ))}
        {board ? (
          <OptionalTextField
            name="nameBoard"
            label={`${texts.nameBoard} · ${board.cents ? formatPrice(board.cents, lang) : texts.free}`}
            hint={texts.nameBoardHint}
            {...{ draft, values, errors, lang }}
          />
        ) : null}
      </div>
    </details>
  );
}

/**
 * One optional line of text of the booking form (the flight or train number, the name on the board):
 * across the form's width, filled from the last post or the draft.
 */
export function OptionalTextField({
  name,
  label,
  hint,
  draft,
  values,
  errors,
  lang,
}: Omit<OptionFieldProps, "options"> & { name: "flightNumber" | "nameBoard"; label: string; hint: string }) {
  return (
    <TextField
      id={fieldId(name)}
      className="sm:col-span-2"
      label={label}
      hint={hint}
      optional={dictionary(lang).booking.optional}
      name={name}
      maxLength={FIELD_LIMITS[name]}
      autoComplete="off"
      defaultValue={values[name] ?? draft[name] ?? ""}
      error={errors[name]}
    />
  );
}

/** A date of the trip (the pickup's or the return's): required, from today on. */
export function DateField({
  name,
  label,
  today,
  draft,
  values,
  errors,
}: Pick<OptionFieldProps, "draft" | "values" | "errors"> & {
  name: "date" | "returnDate";
  label: string;
  today: string;
}) {
  return (
    <TextField
      id={fieldId(name)}
      label={label}
      name={name}
      type="date"
      min={today}
      required
      defaultValue={values[name] ?? draft[name] ?? ""}
      error={errors[name]}
    />
  );
}
