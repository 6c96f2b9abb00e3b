/**
 * Step 1's trip options on the form (decision 017): the type of trip and the stops. Plain form fields
 * that work without JavaScript; with it, what does not apply is hidden. The offers come from the
 * server (TripOptions): the browser never loads the tariff. Step 2's are in trip-options-fields.tsx.
 */
import { useEffect, useRef, useState } from "react";
import { FieldShell, inputClass, Options } from "~/components/ui/field";
import { formatPrice } from "~/domain/pricing/format";
import type { TripType } from "~/domain/pricing/trip";
import { dictionary } from "~/i18n";
import type { Lang } from "~/i18n/lang";
import { type PlaceChoice, parseTripTypeValue } from "../constants";
import type { BookingDraft } from "../draft.server";
import type { TripOptions } from "../trip.server";
import { AddressCombobox, type ChosenPlace } from "./address-combobox";
import { fieldId } from "./error-summary";
import { PlaceChoices } from "./place-choices";
import { useEnhanced } from "./use-enhanced";

const legendClass = "text-sm font-medium text-navy-900";

export function TripTypeField({
  value,
  onChange,
  lang,
}: {
  value: TripType;
  onChange: (type: TripType) => void;
  lang: Lang;
}) {
  const texts = dictionary(lang).booking.trips;
  // The radios are left to the browser (defaultChecked), so that a choice made before the page came
  // alive (a slow phone) survives hydration; on mount the form adopts whichever one is checked.
  const group = useRef<HTMLFieldSetElement>(null);
  const adopt = useRef({ value, onChange });
  useEffect(() => {
    const checked = group.current?.querySelector<HTMLInputElement>('input[name="tripType"]:checked');
    const chosen = checked ? parseTripTypeValue(checked.value) : null;
    if (chosen && chosen !== adopt.current.value) adopt.current.onChange(chosen);
  }, []);
  return (
    <fieldset className="space-y-2" ref={group}>
      <legend className={legendClass}>{texts.typeLegend}</legend>
      <div className="flex flex-wrap gap-2">
        {(["oneWay", "return", "hourly"] as const).map((type) => (
          <label
            key={type}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-ivory-300 bg-white px-3.5 py-2.5 text-sm text-navy-900 has-[:checked]:border-gold-500 has-[:checked]:bg-ivory-100"
          >
            <input
              type="radio"
              name="tripType"
              value={type}
              defaultChecked={value === type}
              onChange={() => onChange(type)}
              className="accent-gold-700"
            />
            {texts.types[type]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Up to maxStops stops, each with its waiting. Without JavaScript every slot shows (empty ones are ignored). */
export function StopsFields({
  draft,
  values,
  errors,
  lang,
  options,
  near,
  onCountChange,
  choices = {},
}: {
  draft: BookingDraft;
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
  lang: Lang;
  options: TripOptions;
  near?: { lat: number; lng: number };
  onCountChange: (chosen: number) => void;
  /** The places a stop's text may mean, after a post (decision 016). */
  choices?: Record<string, PlaceChoice[]>;
}) {
  const ui = dictionary(lang).booking;
  const texts = ui.trips;
  const enhanced = useEnhanced();
  const slots = Array.from({ length: options.maxStops }, (_, i) => i + 1);
  const initial = (n: number) => {
    const typed = values[`stop${n}`];
    if (typed !== undefined) return typed ? { label: typed } : undefined;
    return draft.stops?.[n - 1];
  };
  const filled = slots.filter((n) => initial(n)).length;
  const [shown, setShown] = useState(filled);
  const [chosen, setChosen] = useState<(ChosenPlace | null)[]>(() =>
    slots.map((n) =>
      draft.stops?.[n - 1] ? { ...draft.stops[n - 1]!, id: draft.stops[n - 1]!.id ?? "" } : null,
    ),
  );
  // A stop being typed counts too: once a slot is open, the direct estimate may not be the whole price.
  const count = Math.max(chosen.filter(Boolean).length, enhanced ? shown : 0);
  useEffect(() => onCountChange(count), [count, onCountChange]);
  const visible = enhanced ? slots.slice(0, shown) : slots;
  return (
    <fieldset className="space-y-4 rounded-2xl border border-ivory-300 p-4">
      <legend className={`${legendClass} px-1`}>{texts.stopsLegend(options.maxStops)}</legend>
      <p className="text-sm text-muted">
        {texts.stopsHint(
          formatPrice(options.perStopCents, lang),
          formatPrice(options.waitingQuarterCents, lang),
        )}
      </p>
      {visible.map((n) => {
        const place = initial(n);
        const waiting = values[`stop${n}Wait`] ?? String(draft.stops?.[n - 1]?.waitingMinutes ?? 0);
        return (
          <div key={n} className="grid gap-4 md:grid-cols-[1fr_12rem]" data-testid={`stop-${n}`}>
            <div>
              <AddressCombobox
                lang={lang}
                name={`stop${n}`}
                label={texts.stopLabel(n)}
                placeholder={texts.stopPlaceholder}
                hint={ui.searchHint}
                hintNoScript={ui.searchHintNoScript}
                noResults={ui.noSuggestions}
                countText={ui.suggestionsCount}
                outsideText={ui.outsideAreaOption}
                placedText={ui.typedAddressOption}
                defaultValue={place as ChosenPlace | undefined}
                error={errors[`stop${n}`]}
                near={near}
                onChange={(p) => setChosen((list) => list.map((c, i) => (i === n - 1 ? p : c)))}
              />
              <PlaceChoices
                field={`stop${n}`}
                legend={ui.choicesLegend(texts.stopLabel(n))}
                choices={choices[`stop${n}`]}
              />
            </div>
            <FieldShell
              id={fieldId(`stop${n}Wait`)}
              label={texts.waitingLabel(n)}
              error={errors[`stop${n}Wait`]}
            >
              {({ id, describedBy, invalid }) => (
                <select
                  id={id}
                  name={`stop${n}Wait`}
                  defaultValue={waiting}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  className={inputClass}
                >
                  <Options values={options.waitingOptions} label={texts.waitingOption} />
                </select>
              )}
            </FieldShell>
          </div>
        );
      })}
      {enhanced ? (
        <div className="flex flex-wrap gap-3">
          {shown < options.maxStops ? (
            <button
              type="button"
              className="rounded-lg border border-navy-900 px-3.5 py-2 text-sm font-medium text-navy-900 hover:bg-ivory-100"
              onClick={() => setShown((n) => n + 1)}
            >
              {texts.addStop}
            </button>
          ) : null}
          {shown > 0 ? (
            <button
              type="button"
              className="rounded-lg px-3.5 py-2 text-sm text-gold-700 underline underline-offset-4"
              onClick={() => {
                setChosen((list) => list.map((c, i) => (i === shown - 1 ? null : c)));
                setShown((n) => n - 1);
              }}
            >
              {texts.removeStop(shown)}
            </button>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
