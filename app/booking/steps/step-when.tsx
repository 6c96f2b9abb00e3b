import { useMemo, useState } from "react";
import { formatDistance, formatDuration } from "~/domain/geo/format";
import { formatPrice } from "~/domain/pricing/format";
import type { RequestQuote } from "~/domain/pricing/trip";
import { dictionary, useLang } from "~/i18n";
import { CountSelect } from "../components/count-select";
import { TimePicker } from "../components/time-picker";
import {
  DateField,
  ExtrasFields,
  HireField,
  luggageUnitsOf,
  OptionalTextField,
  ReturnFields,
  VehicleChoiceField,
} from "../components/trip-options-fields";
import { DEFAULT_LUGGAGE, DEFAULT_PASSENGERS, MAX_LUGGAGE, MAX_PASSENGERS } from "../constants";
import type { TripOptions } from "../trip.server";
import type { StepProps } from "./types";

/** Step 2: the date and time of pick-up, passengers and luggage, and the flight or train for airports and stations. */
export function StepWhen({
  draft,
  errors,
  values,
  today,
  showTravel,
  tripOptions,
  quote,
  arrivalWaiting,
  placed,
}: StepProps & {
  today: string;
  showTravel: boolean;
  tripOptions: TripOptions;
  quote: Pick<RequestQuote, "totalCents"> | null;
  arrivalWaiting: number | null;
  /** Addresses kept as typed, and where the estimate puts them. */
  placed: { label: string; where: string }[];
}) {
  const lang = useLang();
  const ui = dictionary(lang).booking;
  const texts = ui.trips;
  const tripType = draft.tripType ?? "oneWay";
  const [time, setTime] = useState(values.time ?? draft.time ?? "");
  const [returnTime, setReturnTime] = useState(values.returnTime ?? draft.returnTime ?? "");
  const [passengers, setPassengers] = useState(
    values.passengers ?? String(draft.passengers ?? DEFAULT_PASSENGERS),
  );
  const [luggage, setLuggage] = useState(values.luggage ?? String(draft.luggage ?? DEFAULT_LUGGAGE));
  // The extras' counts as chosen: ski and golf bags take room in the vehicles as luggage does.
  const [extraCounts, setExtraCounts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      tripOptions.extras.map((e) => [e.id, values[e.id] ?? String(draft.extras?.[e.id] ?? 0)]),
    ),
  );
  // At an airport, heliport or station the time asked is the scheduled arrival: the label says so.
  const kind = draft.departure?.kind;
  const arrivalKind = kind === "airport" || kind === "heliport" || kind === "station" ? kind : null;
  const timeTexts = {
    hour: ui.hour,
    minute: ui.minute,
    chooseTime: ui.chooseTime,
    chooseHour: ui.chooseHour,
    chooseMinute: ui.chooseMinute,
    chooseMinuteOf: ui.chooseMinuteOf,
  };
  // What every option field of the step reads: the draft, the last post and the office's options.
  const optionProps = { draft, values, errors, lang, options: tripOptions };
  const within24h = useMemo(() => {
    const date = values.date ?? draft.date;
    if (!date || !time) return false;
    const diff = Date.parse(`${date}T${time}:00+01:00`) - Date.now();
    return diff < 24 * 3600 * 1000;
  }, [values.date, draft.date, time]);
  return (
    <div className="space-y-6">
      {draft.departure ? (
        <p className="rounded-lg bg-ivory-100 p-4 text-sm text-navy-900" data-testid="trip-line">
          {texts.types[tripType]} · {draft.departure.label}
          {draft.stops?.length ? ` → ${draft.stops.map((p) => p.label).join(" → ")}` : ""}
          {tripType !== "hourly" && draft.arrival ? ` → ${draft.arrival.label}` : ""}
          {tripType !== "hourly" && draft.estimate
            ? ` · ${formatDistance(draft.estimate.distanceKm, lang)} · ${formatDuration(draft.estimate.durationMin, lang)}`
            : ""}
          {quote?.totalCents ? ` · ${ui.priceFrom(formatPrice(quote.totalCents, lang))}` : ""}
          {placed.map((p) => (
            <span key={p.label} className="mt-1 block text-xs text-muted">
              {ui.placedAddressNote(p.label, p.where)}
            </span>
          ))}
        </p>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <DateField
          name="date"
          label={arrivalKind ? texts.arrivalDate : texts.pickupDate}
          {...{ today, draft, values, errors }}
        />
        <TimePicker
          label={arrivalKind ? texts.arrivalTime[arrivalKind] : texts.pickupTime}
          hint={arrivalWaiting !== null ? texts.arrivalWaiting(arrivalWaiting) : undefined}
          value={time}
          onChange={setTime}
          error={errors.time}
          texts={timeTexts}
        />
        {tripType === "return" ? (
          <ReturnFields
            {...optionProps}
            today={today}
            timeField={
              <TimePicker
                name="returnTime"
                label={texts.returnTime}
                value={returnTime}
                onChange={setReturnTime}
                error={errors.returnTime}
                texts={timeTexts}
              />
            }
          />
        ) : null}
        {tripType === "hourly" ? <HireField {...optionProps} /> : null}
        {(
          [
            ["passengers", 1, MAX_PASSENGERS, passengers, setPassengers],
            ["luggage", 0, MAX_LUGGAGE, luggage, setLuggage],
          ] as const
        ).map(([name, min, max, value, set]) => (
          <CountSelect
            key={name}
            label={ui[name]}
            name={name}
            min={min}
            max={max}
            defaultValue={value}
            onChange={set}
            error={errors[name]}
          />
        ))}
        <VehicleChoiceField
          draft={draft}
          values={values}
          passengers={Number(passengers) || 1}
          luggage={luggageUnitsOf(Number(luggage) || 0, extraCounts, tripOptions)}
          lang={lang}
          options={tripOptions}
        />
        {showTravel ? (
          <OptionalTextField
            name="flightNumber"
            label={ui.flightNumber}
            hint={ui.flightHint}
            {...{ draft, values, errors, lang }}
          />
        ) : null}
        <ExtrasFields
          {...optionProps}
          onCountChange={(id, value) => setExtraCounts((counts) => ({ ...counts, [id]: value }))}
        />
      </div>
      {within24h ? (
        <p className="rounded-lg border border-gold-500/40 bg-ivory-100 p-4 text-sm text-navy-900">
          {ui.within24h}
        </p>
      ) : null}
    </div>
  );
}
