import { useMemo, useState } from "react";
import { TextField } from "~/components/ui/field";
import { formatDistance, formatDuration } from "~/domain/geo/format";
import { formatPrice } from "~/domain/pricing/format";
import { dictionary, useLang } from "~/i18n";
import { CountSelect } from "../components/count-select";
import { fieldId } from "../components/error-summary";
import { TimePicker } from "../components/time-picker";
import { DEFAULT_LUGGAGE, DEFAULT_PASSENGERS, FIELD_LIMITS, MAX_LUGGAGE, MAX_PASSENGERS } from "../constants";
import type { StepProps } from "./types";

/** Step 2: the date and time of pick-up, passengers and luggage, and the flight or train for airports and stations. */
export function StepWhen({
  draft,
  errors,
  values,
  today,
  showTravel,
}: StepProps & { today: string; showTravel: boolean }) {
  const lang = useLang();
  const ui = dictionary(lang).booking;
  const [time, setTime] = useState(values.time ?? draft.time ?? "");
  const passengers = values.passengers ?? String(draft.passengers ?? DEFAULT_PASSENGERS);
  const luggage = values.luggage ?? String(draft.luggage ?? DEFAULT_LUGGAGE);
  const within24h = useMemo(() => {
    const date = values.date ?? draft.date;
    if (!date || !time) return false;
    const diff = Date.parse(`${date}T${time}:00+01:00`) - Date.now();
    return diff < 24 * 3600 * 1000;
  }, [values.date, draft.date, time]);
  return (
    <div className="space-y-6">
      {draft.estimate && draft.departure && draft.arrival ? (
        <p className="rounded-lg bg-ivory-100 p-4 text-sm text-navy-900">
          {draft.departure.label} → {draft.arrival.label} · {formatDistance(draft.estimate.distanceKm, lang)}{" "}
          · {formatDuration(draft.estimate.durationMin, lang)} · {ui.priceLabel}{" "}
          {formatPrice(draft.estimate.priceCents, lang)}
        </p>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          id={fieldId("date")}
          label={dictionary(lang).booking.date}
          name="date"
          type="date"
          min={today}
          required
          defaultValue={values.date ?? draft.date ?? ""}
          error={errors.date}
        />
        <TimePicker
          label={dictionary(lang).booking.time}
          value={time}
          onChange={setTime}
          error={errors.time}
          texts={{
            hour: ui.hour,
            minute: ui.minute,
            chooseTime: ui.chooseTime,
            chooseHour: ui.chooseHour,
            chooseMinute: ui.chooseMinute,
          }}
        />
        {(
          [
            ["passengers", 1, MAX_PASSENGERS, passengers],
            ["luggage", 0, MAX_LUGGAGE, luggage],
          ] as const
        ).map(([name, min, max, value]) => (
          <CountSelect
            key={name}
            label={ui[name]}
            name={name}
            min={min}
            max={max}
            defaultValue={value}
            error={errors[name]}
          />
        ))}
        {showTravel ? (
          <TextField
            className="sm:col-span-2"
            label={ui.flightNumber}
            optional={ui.optional}
            hint={ui.flightHint}
            id={fieldId("flightNumber")}
            name="flightNumber"
            maxLength={FIELD_LIMITS.flightNumber}
            autoComplete="off"
            defaultValue={values.flightNumber ?? draft.flightNumber ?? ""}
            error={errors.flightNumber}
          />
        ) : null}
      </div>
      {within24h ? (
        <p className="rounded-lg border border-gold-500/40 bg-ivory-100 p-4 text-sm text-navy-900">
          {ui.within24h}
        </p>
      ) : null}
    </div>
  );
}
