import { useCallback, useEffect, useRef, useState } from "react";
import { useToast } from "~/components/ui/toast";
import { GEO_ATTRIBUTION } from "~/domain/geo/attribution";
import type { MapSettings } from "~/domain/geo/map-config";
import { dictionary } from "~/i18n";
import type { Lang } from "~/i18n/lang";
import { AddressCombobox, type ChosenPlace } from "../components/address-combobox";
import { ConfiguredMap } from "../components/configured-map";
import { type Estimate, EstimateBox } from "../components/estimate-box";
import { PlaceChoices } from "../components/place-choices";
import { StopsFields, TripTypeField } from "../components/trip-fields";
import { useEnhanced } from "../components/use-enhanced";
import { type PlaceChoice, parseTripTypeValue } from "../constants";
import type { TripOptions } from "../trip.server";
import type { StepProps } from "./types";

/** Step 1: where from and where to, the map, and the estimate the server calculates for the two places. */
export function StepTrip({
  draft,
  errors,
  values,
  lang,
  credits,
  map,
  tripOptions,
  choices = {},
}: StepProps & {
  lang: Lang;
  credits: string[];
  map: MapSettings;
  tripOptions: TripOptions;
  /** The places a text posted may mean, by field, to choose from (decision 016). */
  choices?: Record<string, PlaceChoice[]>;
}) {
  const ui = dictionary(lang).booking;
  const [tripType, setTripType] = useState(parseTripTypeValue(values.tripType ?? draft.tripType));
  const [stopCount, setStopCount] = useState(draft.stops?.length ?? 0);
  const onStopCount = useCallback((n: number) => setStopCount(n), []);
  // Without JavaScript every field stays (the server ignores what the type does not use).
  const hourly = useEnhanced() && tripType === "hourly";
  // The direct estimate is the whole price only for a one-way trip without stops.
  const direct = tripType === "oneWay" && stopCount === 0;
  const [from, setFrom] = useState<ChosenPlace | null>(
    draft.departure ? { ...draft.departure, id: draft.departure.id ?? "" } : null,
  );
  const [to, setTo] = useState<ChosenPlace | null>(
    draft.arrival ? { ...draft.arrival, id: draft.arrival.id ?? "" } : null,
  );
  const [estimate, setEstimate] = useState<Estimate | null>(draft.estimate ?? null);
  const [calcError, setCalcError] = useState(false);
  const [calculating, setCalculating] = useState(false);
  const toast = useToast();
  const sequence = useRef(0);

  // Changing a place clears the price; with both places known, the server calculates the trip.
  useEffect(() => {
    if (!from || !to) {
      setEstimate(null);
      return;
    }
    if (draft.estimate && draft.departure?.id === from.id && draft.arrival?.id === to.id) return;
    const mine = ++sequence.current;
    setEstimate(null);
    setCalculating(true);
    setCalcError(false);
    fetch("/api/calculate-trip", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        origin: { lat: from.lat, lng: from.lng },
        destination: { lat: to.lat, lng: to.lng },
        lang,
      }),
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as {
          distance_km: number;
          duration_min: number;
          price_cents: number;
          path: [number, number][];
          source: string;
          fallback: boolean;
        };
        if (mine !== sequence.current) return;
        setEstimate({
          distanceKm: body.distance_km,
          durationMin: body.duration_min,
          priceCents: body.price_cents,
          path: body.path.map(([lat, lng]) => ({ lat, lng })),
          source: body.source,
          fallback: body.fallback,
        });
      })
      .catch((error) => {
        if (mine !== sequence.current) return;
        console.warn("trip calculation failed", error);
        setCalcError(true);
        toast({ title: ui.errorCalculate, variant: "destructive" });
      })
      .finally(() => {
        if (mine === sequence.current) setCalculating(false);
      });
  }, [from, to, lang, draft, toast, ui.errorCalculate]);

  /** One side of the trip: what was typed on the last post, else the place chosen, else the text typed. */
  const side = (name: "departure" | "arrival") => {
    const typed = values[name];
    const text = draft[`${name}Text`];
    const defaultValue =
      typed !== undefined ? { label: typed } : (draft[name] ?? (text ? { label: text } : undefined));
    return {
      lang,
      name,
      label: ui[name],
      placeholder: ui[`${name}Placeholder`],
      hint: ui.searchHint,
      hintNoScript: ui.searchHintNoScript,
      noResults: ui.noSuggestions,
      countText: ui.suggestionsCount,
      outsideText: ui.outsideAreaOption,
      placedText: ui.typedAddressOption,
      defaultValue: defaultValue as ChosenPlace | undefined,
      error: errors[name],
    };
  };

  return (
    <div className="space-y-6">
      <TripTypeField value={tripType} onChange={setTripType} lang={lang} />
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <AddressCombobox {...side("departure")} near={to ?? undefined} onChange={setFrom} />
          <PlaceChoices
            field="departure"
            legend={ui.choicesLegend(ui.departure)}
            choices={choices.departure}
          />
        </div>
        {hourly ? (
          <p className="self-end rounded-lg bg-ivory-100 p-4 text-sm text-navy-900">
            {ui.trips.hourlyNoArrival}
          </p>
        ) : (
          <div>
            <AddressCombobox {...side("arrival")} near={from ?? undefined} onChange={setTo} />
            <PlaceChoices field="arrival" legend={ui.choicesLegend(ui.arrival)} choices={choices.arrival} />
          </div>
        )}
      </div>
      {!hourly && tripType === "hourly" ? (
        <p className="text-sm text-muted">{ui.trips.hourlyNoArrival}</p>
      ) : null}
      {hourly ? null : (
        <StopsFields
          {...{ draft, values, errors, lang }}
          options={tripOptions}
          near={from ?? undefined}
          onCountChange={onStopCount}
          choices={choices}
        />
      )}
      <ConfiguredMap
        map={map}
        from={from}
        to={hourly ? null : to}
        path={hourly ? null : (estimate?.path ?? null)}
        lang={lang}
        single={hourly}
        label={
          hourly
            ? from
              ? ui.mapPickupLabel(from.label)
              : ui.mapPlaceholderHire
            : from && to
              ? ui.mapLabel(from.label, to.label)
              : ui.mapPlaceholder
        }
        placeholder={hourly ? ui.mapPlaceholderHire : ui.mapPlaceholder}
      />
      <p className="text-xs text-muted">{[GEO_ATTRIBUTION[lang], ...credits].join(" · ")}</p>
      {direct ? (
        <EstimateBox estimate={estimate} calculating={calculating} failed={calcError} lang={lang} />
      ) : (
        <p className="rounded-2xl border border-ivory-300 bg-white p-6 text-sm text-muted" aria-live="polite">
          {ui.trips.estimateLater}
        </p>
      )}
    </div>
  );
}
