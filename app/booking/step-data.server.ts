import { isAirportLike } from "~/domain/geo/places";
import type { PlaceKind } from "~/domain/geo/types";
import { EXTRA_IDS, TARIFF } from "~/domain/pricing/tariff";
import type { Lang } from "~/i18n/lang";
import type { FormFields } from "~/lib/form-action.server";
import { lookupPlaceAsync, resolveTyped } from "~/lib/geo.server";
import { FIELD_LIMITS, type PlaceChoice, parseTripTypeValue } from "./constants";
import type { BookingDraft, DraftPlace } from "./draft.server";
import type { BookingErrorCode, FieldErrors } from "./schema";
import { checkServed } from "./store.server";
import { quoteTripRequest, routeTrip } from "./trip.server";
import { parseTripDetails, parseWaiting, stopFieldNames } from "./trip-schema";

export function needsTravelNumber(draft: Pick<BookingDraft, "departure" | "arrival">): boolean {
  return [draft.departure, draft.arrival].some(
    (p) => p?.kind && isAirportLike({ kind: p.kind as PlaceKind }),
  );
}

export function text(form: FormFields, name: string, max: number): string {
  return (form[name] ?? "").slice(0, max);
}

/** A free-text field as posted, cut at twice its limit: the schema still sees that it is too long. */
export function posted(form: FormFields, name: keyof typeof FIELD_LIMITS): string {
  return text(form, name, 2 * FIELD_LIMITS[name]);
}

/** The places as typed, to show them back after an error. */
export function typedPlaces(form: FormFields) {
  return {
    departure: text(form, "departure", FIELD_LIMITS.place),
    arrival: text(form, "arrival", FIELD_LIMITS.place),
  };
}

/** Step 1's values as posted (places, trip type, stops), to show them back after an error. */
export function step1Values(form: FormFields) {
  return { ...typedPlaces(form), tripType: text(form, "tripType", 10), ...typedStops(form) };
}

/** The radio list under a field, offering the places a typed text may mean (posted without JavaScript). */
export const choiceField = (field: string) => `${field}Choice`;

/**
 * Resolves one side of the trip: the place chosen in the list (its id, when it still matches the
 * text), else the place chosen among the choices offered after the last post, else the typed text
 * when it names one place. A text that may mean several places gives them back to choose from,
 * never silently the first (decision 016).
 */
export async function resolveSide(
  label: string,
  id: string,
  lang: Lang,
  previous: DraftPlace | undefined,
  choice = "",
): Promise<{ place?: DraftPlace; error?: BookingErrorCode; choices?: PlaceChoice[] }> {
  const typed = label.replace(/\s+/g, " ").trim();
  if (!typed) return { error: "placeRequired" };
  if (previous && previous.label === typed && (!id || id === previous.id) && !choice)
    return { place: previous };
  let found = id ? await lookupPlaceAsync(id, lang) : undefined;
  if (found && found.label !== typed) found = undefined;
  if (!found && choice) found = await lookupPlaceAsync(choice, lang);
  if (!found) {
    const resolved = await resolveTyped(typed, lang);
    if (!resolved.place && resolved.choices.length)
      return { error: "placeChoose", choices: resolved.choices.map((c) => ({ id: c.id, label: c.label })) };
    found = resolved.place;
  }
  if (!found) return { error: "placeNotFound" };
  if (!checkServed(found)) return { error: "placeOutsideArea" };
  return { place: { label: found.label, id: found.id, lat: found.lat, lng: found.lng, kind: found.kind } };
}

/** The stops as typed (step 1), to show them back after an error. */
export function typedStops(form: FormFields) {
  const out: Record<string, string> = {};
  for (let n = 1; n <= TARIFF.stops.max; n++) {
    const names = stopFieldNames(n);
    out[names.text] = text(form, names.text, FIELD_LIMITS.place);
    out[names.wait] = text(form, names.wait, 4);
  }
  return out;
}

export async function applyStep1(form: FormFields, draft: BookingDraft, lang: Lang) {
  const tripType = "tripType" in form ? parseTripTypeValue(form.tripType) : (draft.tripType ?? "oneWay");
  const hourly = tripType === "hourly";
  const { departure: departureText, arrival: arrivalText } = typedPlaces(form);
  // The stops posted, in order, empty ones skipped; a hire has none.
  const stopInputs: { n: number; text: string; id: string; wait: number | null }[] = [];
  if (!hourly)
    for (let n = 1; n <= 9; n++) {
      const names = stopFieldNames(n);
      const typed = text(form, names.text, FIELD_LIMITS.place).replace(/\s+/g, " ").trim();
      if (typed)
        stopInputs.push({
          n,
          text: typed,
          id: text(form, names.id, FIELD_LIMITS.placeId),
          wait: parseWaiting(form[names.wait]),
        });
    }
  const previousStops = draft.stops ?? [];
  const [dep, arr, ...stopResults] = await Promise.all([
    resolveSide(
      departureText,
      text(form, "departureId", FIELD_LIMITS.placeId),
      lang,
      draft.departure,
      text(form, choiceField("departure"), FIELD_LIMITS.placeId),
    ),
    hourly
      ? Promise.resolve({} as Awaited<ReturnType<typeof resolveSide>>)
      : resolveSide(
          arrivalText,
          text(form, "arrivalId", FIELD_LIMITS.placeId),
          lang,
          draft.arrival,
          text(form, choiceField("arrival"), FIELD_LIMITS.placeId),
        ),
    ...stopInputs.slice(0, TARIFF.stops.max).map((s) =>
      resolveSide(
        s.text,
        s.id,
        lang,
        previousStops.find((p) => p.label === s.text),
        text(form, choiceField(stopFieldNames(s.n).text), FIELD_LIMITS.placeId),
      ),
    ),
  ]);
  const errors: FieldErrors = {};
  const choices: Record<string, PlaceChoice[]> = {};
  if (dep.error) errors.departure = dep.error;
  if (arr.error) errors.arrival = arr.error;
  if (dep.choices) choices.departure = dep.choices;
  if (arr.choices) choices.arrival = arr.choices;
  if (stopInputs.length > TARIFF.stops.max) errors[stopFieldNames(TARIFF.stops.max).text] = "tooManyStops";
  stopResults.forEach((r, i) => {
    const input = stopInputs[i]!;
    if (r.error) errors[stopFieldNames(input.n).text] = r.error;
    if (r.choices) choices[stopFieldNames(input.n).text] = r.choices;
    else if (input.wait === null) errors[stopFieldNames(input.n).wait] = "waitingInvalid";
  });
  if (
    dep.place &&
    arr.place &&
    stopInputs.length === 0 &&
    Math.abs(dep.place.lat - arr.place.lat) + Math.abs(dep.place.lng - arr.place.lng) < 1e-4
  ) {
    errors.arrival = "samePlace";
  }
  const stops = stopResults.flatMap((r, i) =>
    r.place ? [{ ...r.place, waitingMinutes: stopInputs[i]!.wait ?? 0 }] : [],
  );
  const next: BookingDraft = {
    ...draft,
    tripType,
    departure: dep.place,
    arrival: hourly ? undefined : arr.place,
    stops,
    departureText,
    arrivalText: hourly ? "" : arrivalText,
  };
  const sameStops =
    stops.length === previousStops.length && stops.every((p, i) => p.id === previousStops[i]?.id);
  if (
    tripType !== draft.tripType ||
    !sameStops ||
    dep.place?.id !== draft.departure?.id ||
    arr.place?.id !== draft.arrival?.id
  )
    next.estimate = undefined;
  return { errors, draft: next, choices };
}

export function step2Values(form: FormFields, draft: BookingDraft) {
  const hour = text(form, "hour", 2);
  const minute = text(form, "minute", 2);
  const time =
    text(form, "time", 5) || (hour && minute ? `${hour}:${minute}` : hour || minute ? "invalid" : "");
  return {
    date: "date" in form ? text(form, "date", 10) : (draft.date ?? ""),
    time: "time" in form || "hour" in form || "minute" in form ? time : (draft.time ?? ""),
    passengers: "passengers" in form ? text(form, "passengers", 3) : String(draft.passengers ?? ""),
    luggage: "luggage" in form ? text(form, "luggage", 3) : String(draft.luggage ?? ""),
    flightNumber: "flightNumber" in form ? posted(form, "flightNumber") : (draft.flightNumber ?? ""),
  };
}

export const CONTACT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "message",
  "passengerName",
  "passengerPhone",
] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * Step 3 as posted, or as the draft has it when not posted. The box "for someone else" is read from
 * the post whenever step 3 was posted (an unticked box is simply absent from it).
 */
export function step3Values(form: FormFields, draft: BookingDraft) {
  const pick = (name: ContactField) => (name in form ? posted(form, name) : (draft[name] ?? ""));
  const stepPosted = CONTACT_FIELDS.some((name) => name in form);
  const forOther = stepPosted ? text(form, "forOther", 2) !== "" : draft.forOther === true;
  return {
    firstName: pick("firstName"),
    lastName: pick("lastName"),
    email: pick("email"),
    phone: pick("phone"),
    message: pick("message"),
    forOther: forOther ? "1" : "",
    passengerName: pick("passengerName"),
    passengerPhone: pick("passengerPhone"),
  };
}

export async function refreshEstimate(draft: BookingDraft): Promise<BookingDraft> {
  if (!draft.departure || (draft.tripType !== "hourly" && !draft.arrival))
    return { ...draft, estimate: undefined };
  if (draft.tripType === "hourly") return { ...draft, estimate: undefined };
  const routes = await routeTrip(draft);
  if (!routes.outbound) return { ...draft, estimate: undefined };
  const distances = { outboundKm: routes.outbound.distanceKm, returnKm: routes.back?.distanceKm };
  const quote = quoteTripRequest(draft, distances);
  return {
    ...draft,
    estimate: {
      distanceKm: routes.outbound.distanceKm,
      durationMin: routes.outbound.durationMin,
      priceCents: quote?.outbound?.cents ?? 0,
      tariffVersion: quote?.tariffVersion ?? "",
      source: routes.outbound.source,
      ...(routes.back
        ? { returnDistanceKm: routes.back.distanceKm, returnDurationMin: routes.back.durationMin }
        : {}),
    },
  };
}

export const EXTRA_FIELDS = [...EXTRA_IDS.filter((id) => id !== "nameBoard"), "nameBoard"] as const;

/** Step 2's trip options as posted, or as the draft has them when not posted. */
export function tripDetailsValues(form: FormFields, draft: BookingDraft): Record<string, string> {
  const hour = text(form, "returnHour", 2);
  const minute = text(form, "returnMinute", 2);
  const returnTime =
    text(form, "returnTime", 5) || (hour && minute ? `${hour}:${minute}` : hour || minute ? "invalid" : "");
  const out: Record<string, string> = {
    returnDate: "returnDate" in form ? text(form, "returnDate", 10) : (draft.returnDate ?? ""),
    returnTime:
      "returnTime" in form || "returnHour" in form || "returnMinute" in form
        ? returnTime
        : (draft.returnTime ?? ""),
    hours: "hours" in form ? text(form, "hours", 8) : String(draft.hours ?? ""),
    vehicle: "vehicle" in form ? text(form, "vehicle", 10) : (draft.vehicle ?? "standard"),
    nameBoard: "nameBoard" in form ? posted(form, "nameBoard") : (draft.nameBoard ?? ""),
  };
  for (const id of EXTRA_FIELDS)
    if (id !== "nameBoard") out[id] = id in form ? text(form, id, 3) : String(draft.extras?.[id] ?? "");
  return out;
}

/** Checks step 2's trip options against the trip so far; the draft's fields on success. */
export function applyTripDetails(form: FormFields, draft: BookingDraft, now: Date) {
  const values = tripDetailsValues(form, draft);
  const result = parseTripDetails(draft.tripType ?? "oneWay", values, {
    now,
    passengers: draft.passengers ?? 1,
    ...(draft.date && draft.time
      ? { outbound: { date: draft.date, time: draft.time, rideMinutes: draft.estimate?.durationMin ?? 0 } }
      : {}),
  });
  return { values, result };
}
