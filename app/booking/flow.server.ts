/**
 * The booking form's server side: each step posts here, is checked, and merged into the signed draft;
 * Confirm validates everything again, recomputes the trip and the price and stores the request.
 * A complete request can also arrive in a single POST (every field in the body, intent=confirm).
 */

import { data, redirect } from "react-router";
import { hasControlCharacters } from "~/domain/control-characters";
import { isAirportLike } from "~/domain/geo/places";
import type { PlaceKind } from "~/domain/geo/types";
import { EXTRA_IDS, TARIFF } from "~/domain/pricing/tariff";
import { dictionary } from "~/i18n";
import { type Lang, localizePath } from "~/i18n/lang";
import type { Env } from "~/lib/env.server";
import { type FormFields, readForm } from "~/lib/form-action.server";
import { lookupPlaceAsync, resolveAddress } from "~/lib/geo.server";
import { log } from "~/lib/logger.server";
import { hit } from "~/lib/rate-limit.server";
import { isHoneypotFilled } from "~/utils/honeypot";
import { FIELD_LIMITS } from "./constants";
import {
  type BookingDraft,
  clearDraftCookie,
  type DraftPlace,
  type DraftSession,
  readDraft,
  saveDraft,
} from "./draft.server";
import {
  type BookingErrorCode,
  type FieldErrors,
  fieldErrors,
  hasMissing,
  parisNow,
  step2Schema,
  step3Schema,
} from "./schema";
import { checkServed, createReservation, sentCookie, sentReservation } from "./store.server";
import {
  arrivalWaiting,
  quoteDraft,
  quoteTripRequest,
  routeTrip,
  type TripRoutes,
  tripOptions,
} from "./trip.server";
import { parseTripDetails, parseTripType, parseWaiting, stopFieldNames } from "./trip-schema";

export type Step = 1 | 2 | 3 | 4;

export interface BookingActionData {
  step: Step;
  errors: Partial<Record<string, string>>;
  formError: string | null;
  values: Record<string, string>;
}

/** The furthest step the draft allows: every earlier step must be complete. */
function reachableStep(draft: BookingDraft): Step {
  const type = draft.tripType ?? "oneWay";
  if (!draft.departure || (type !== "hourly" && !draft.arrival)) return 1;
  if (!draft.date || !draft.time || draft.passengers === undefined || draft.luggage === undefined) return 2;
  if (type === "return" && (!draft.returnDate || !draft.returnTime)) return 2;
  if (type === "hourly" && !draft.hours) return 2;
  if (!draft.firstName || !draft.lastName || !draft.email || !draft.phone) return 3;
  return 4;
}

export function needsTravelNumber(draft: Pick<BookingDraft, "departure" | "arrival">): boolean {
  return [draft.departure, draft.arrival].some(
    (p) => p?.kind && isAirportLike({ kind: p.kind as PlaceKind }),
  );
}

function text(form: FormFields, name: string, max: number): string {
  return (form[name] ?? "").slice(0, max);
}

/** A free-text field as posted, cut at twice its limit: the schema still sees that it is too long. */
function posted(form: FormFields, name: keyof typeof FIELD_LIMITS): string {
  return text(form, name, 2 * FIELD_LIMITS[name]);
}

/** The places as typed, to show them back after an error. */
function typedPlaces(form: FormFields) {
  return {
    departure: text(form, "departure", FIELD_LIMITS.place),
    arrival: text(form, "arrival", FIELD_LIMITS.place),
  };
}

/** Step 1's values as posted (places, trip type, stops), to show them back after an error. */
function step1Values(form: FormFields) {
  return { ...typedPlaces(form), tripType: text(form, "tripType", 10), ...typedStops(form) };
}

function translate(lang: Lang, errors: FieldErrors): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const [field, code] of Object.entries(errors)) {
    if (code) out[field] = dictionary(lang).booking.errors[code as BookingErrorCode] ?? code;
  }
  return out;
}

function failure(
  lang: Lang,
  step: Step,
  errors: FieldErrors,
  formError: string | null,
  values: Record<string, string>,
  status = 400,
) {
  return data<BookingActionData>({ step, errors: translate(lang, errors), formError, values }, { status });
}

function stepUrl(lang: Lang, step: Step) {
  return `${localizePath("/reservations", lang)}?step=${step}`;
}

async function withCookie(url: string, session: DraftSession, draft: BookingDraft, now: Date) {
  return redirect(url, { headers: { "Set-Cookie": await saveDraft(session, draft, now) } });
}

/** Resolves one side of the trip: the chosen id when it still matches the text, else the typed text. */
async function resolveSide(
  label: string,
  id: string,
  lang: Lang,
  previous: DraftPlace | undefined,
): Promise<{ place?: DraftPlace; error?: BookingErrorCode }> {
  const typed = label.replace(/\s+/g, " ").trim();
  if (!typed) return { error: "placeRequired" };
  if (previous && previous.label === typed && (!id || id === previous.id)) return { place: previous };
  let found = id ? await lookupPlaceAsync(id, lang) : undefined;
  if (found && found.label !== typed) found = undefined;
  found ??= await resolveAddress(typed, lang);
  if (!found) return { error: "placeNotFound" };
  if (!checkServed(found)) return { error: "placeOutsideArea" };
  return { place: { label: found.label, id: found.id, lat: found.lat, lng: found.lng, kind: found.kind } };
}

/** The stops as typed (step 1), to show them back after an error. */
function typedStops(form: FormFields) {
  const out: Record<string, string> = {};
  for (let n = 1; n <= TARIFF.stops.max; n++) {
    const names = stopFieldNames(n);
    out[names.text] = text(form, names.text, FIELD_LIMITS.place);
    out[names.wait] = text(form, names.wait, 4);
  }
  return out;
}

async function applyStep1(form: FormFields, draft: BookingDraft, lang: Lang) {
  const tripType = "tripType" in form ? parseTripType(form.tripType) : (draft.tripType ?? "oneWay");
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
    resolveSide(departureText, text(form, "departureId", FIELD_LIMITS.placeId), lang, draft.departure),
    hourly
      ? Promise.resolve({} as Awaited<ReturnType<typeof resolveSide>>)
      : resolveSide(arrivalText, text(form, "arrivalId", FIELD_LIMITS.placeId), lang, draft.arrival),
    ...stopInputs.slice(0, TARIFF.stops.max).map((s) =>
      resolveSide(
        s.text,
        s.id,
        lang,
        previousStops.find((p) => p.label === s.text),
      ),
    ),
  ]);
  const errors: FieldErrors = {};
  if (dep.error) errors.departure = dep.error;
  if (arr.error) errors.arrival = arr.error;
  if (stopInputs.length > TARIFF.stops.max) errors[stopFieldNames(TARIFF.stops.max).text] = "tooManyStops";
  stopResults.forEach((r, i) => {
    const input = stopInputs[i]!;
    if (r.error) errors[stopFieldNames(input.n).text] = r.error;
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
  return { errors, draft: next };
}

function step2Values(form: FormFields, draft: BookingDraft) {
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

const CONTACT_FIELDS = ["firstName", "lastName", "email", "phone", "message"] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

function step3Values(form: FormFields, draft: BookingDraft) {
  const pick = (name: ContactField) => (name in form ? posted(form, name) : (draft[name] ?? ""));
  return {
    firstName: pick("firstName"),
    lastName: pick("lastName"),
    email: pick("email"),
    phone: pick("phone"),
    message: pick("message"),
  };
}

async function refreshEstimate(draft: BookingDraft): Promise<BookingDraft> {
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

const EXTRA_FIELDS = [...EXTRA_IDS.filter((id) => id !== "nameBoard"), "nameBoard"] as const;

/** Step 2's trip options as posted, or as the draft has them when not posted. */
function tripDetailsValues(form: FormFields, draft: BookingDraft): Record<string, string> {
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
function applyTripDetails(form: FormFields, draft: BookingDraft, now: Date) {
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

/**
 * The booking form's action, in the shape of every form action (lib/form-action.server.ts): parse,
 * validate the step with its schema, act (merge into the draft, or store on Confirm), reply with
 * field errors or a redirect to the next step.
 */
export async function bookingAction({
  request,
  lang,
  clientIp,
  env,
  now = new Date(),
}: {
  request: Request;
  lang: Lang;
  clientIp: string;
  env: Env;
  now?: Date;
}) {
  const ui = dictionary(lang).booking;
  const form = await readForm(request);

  const intent = text(form, "intent", 10);
  const stepNumber = Number(text(form, "step", 1));
  const step: Step = stepNumber >= 1 && stepNumber <= 4 ? (stepNumber as Step) : 1;
  const session = await readDraft(request, now);
  // A draft whose request was sent starts afresh, except for a retried Confirm (answered below).
  let draft = session.reservationId && intent !== "confirm" ? {} : session.draft;

  if (isHoneypotFilled(form)) {
    log.info("booking honeypot filled; request dropped", { clientIp });
    return redirect(localizePath("/confirmation", lang), {
      headers: { "Set-Cookie": await clearDraftCookie() },
    });
  }

  if (intent === "back") {
    // Keep what was typed on this step, even if incomplete, so nothing is lost.
    const keep: BookingDraft = { ...draft };
    if (step === 3) {
      const v = step3Values(form, draft);
      for (const name of CONTACT_FIELDS) keep[name] = v[name].slice(0, FIELD_LIMITS[name]);
      keep.message ||= null;
    }
    if (step === 2) {
      const parsed = step2Schema(now).safeParse(step2Values(form, draft));
      if (parsed.success) Object.assign(keep, parsed.data);
      const details = applyTripDetails(form, keep, now);
      if (details.result.ok) Object.assign(keep, details.result.data);
    }
    return withCookie(stepUrl(lang, Math.max(1, step - 1) as Step), session, keep, now);
  }

  if (intent === "next" && step === 1) {
    const result = await applyStep1(form, draft, lang);
    if (Object.keys(result.errors).length) {
      const values = step1Values(form);
      const missing =
        result.errors.departure === "placeRequired" || result.errors.arrival === "placeRequired";
      return failure(lang, 1, result.errors, missing ? ui.errorPlaces : null, values);
    }
    try {
      draft = await refreshEstimate(result.draft);
    } catch (error) {
      log.error("trip calculation failed", { error });
      return failure(lang, 1, {}, ui.errorCalculate, step1Values(form), 503);
    }
    return withCookie(stepUrl(lang, 2), session, draft, now);
  }

  if (intent === "next" && step === 2) {
    const values = step2Values(form, draft);
    const parsed = step2Schema(now).safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return failure(lang, 2, errors, hasMissing(errors) ? ui.errorFields : null, values);
    }
    const details = applyTripDetails(form, { ...draft, ...parsed.data }, now);
    if (!details.result.ok) {
      const errors = details.result.errors;
      return failure(lang, 2, errors, hasMissing(errors) ? ui.errorFields : null, {
        ...values,
        ...details.values,
      });
    }
    draft = { ...draft, ...parsed.data, ...details.result.data };
    if (!needsTravelNumber(draft)) draft.flightNumber = null;
    try {
      draft = await refreshEstimate(draft);
    } catch (error) {
      log.error("trip calculation failed", { error });
    }
    return withCookie(stepUrl(lang, 3), session, draft, now);
  }

  if (intent === "next" && step === 3) {
    const values = step3Values(form, draft);
    const parsed = step3Schema.safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return failure(lang, 3, errors, hasMissing(errors) ? ui.errorFields : null, values);
    }
    return withCookie(stepUrl(lang, 4), session, { ...draft, ...parsed.data }, now);
  }

  if (intent === "confirm") {
    return confirm({ form, session, lang, clientIp, env, now });
  }

  return failure(lang, step, {}, ui.errorSubmit, {}, 400);
}

async function confirm({
  form,
  session,
  lang,
  clientIp,
  env,
  now,
}: {
  form: FormFields;
  session: DraftSession;
  lang: Lang;
  clientIp: string;
  env: Env;
  now: Date;
}) {
  const ui = dictionary(lang).booking;
  // Confirm sent again (a dropped connection, a double click): the request this draft already made.
  if (session.reservationId) {
    const sent = await sentReservation(session.reservationId);
    if (sent) return sentRedirect(lang, sent);
  }
  const draft = session.draft;
  // Fields present in the body win over the draft (a one-shot request carries them all).
  let working = draft;
  if ("departure" in form || "arrival" in form || "tripType" in form) {
    const result = await applyStep1(form, draft, lang);
    if (Object.keys(result.errors).length) {
      const missing =
        result.errors.departure === "placeRequired" || result.errors.arrival === "placeRequired";
      return failure(lang, 1, result.errors, missing ? ui.errorPlaces : ui.errorFields, {});
    }
    working = result.draft;
  }
  if (!working.departure) return failure(lang, 1, { departure: "placeRequired" }, ui.errorPlaces, {});
  const s2 = step2Schema(now).safeParse(step2Values(form, working));
  if (!s2.success) {
    const errors = fieldErrors(s2.error);
    return failure(lang, 2, errors, ui.errorFields, step2Values(form, working));
  }
  const s3 = step3Schema.safeParse(step3Values(form, working));
  if (!s3.success) {
    const errors = fieldErrors(s3.error);
    return failure(lang, 3, errors, ui.errorFields, step3Values(form, working));
  }
  const base: BookingDraft = { ...working, ...s2.data, ...s3.data };
  const type = base.tripType ?? "oneWay";
  if (type !== "hourly" && !base.arrival)
    return failure(lang, 1, { arrival: "placeRequired" }, ui.errorPlaces, {});
  // The server's own routes, whatever the draft or the body say.
  let routes: TripRoutes;
  try {
    routes = await routeTrip(base);
  } catch (error) {
    log.error("trip calculation failed", { error });
    return failure(lang, 4, {}, ui.errorCalculate, {}, 503);
  }
  const details = applyTripDetails(
    form,
    {
      ...base,
      estimate: base.estimate && { ...base.estimate, durationMin: routes.outbound?.durationMin ?? 0 },
    },
    now,
  );
  if (!details.result.ok) {
    const errors = details.result.errors;
    return failure(lang, 2, errors, ui.errorFields, { ...step2Values(form, working), ...details.values });
  }
  const trip: BookingDraft = { ...base, ...details.result.data };
  const quote = quoteTripRequest(trip, {
    outboundKm: routes.outbound?.distanceKm,
    returnKm: routes.back?.distanceKm,
  });
  if (!quote) return failure(lang, 2, { hours: "required" }, ui.errorFields, {});
  const counted = await hit("bookingRequest", clientIp, env, now);
  if (!counted.ok) {
    const refused = failure(lang, 4, {}, ui.errorRateLimited, {}, 429);
    refused.init = { ...refused.init, headers: { "Retry-After": String(counted.retryAfter) } };
    return refused;
  }
  const flightNumber = needsTravelNumber(trip) ? (s2.data.flightNumber ?? null) : null;
  const departure = trip.departure!;
  // A hire starts and, unless agreed otherwise, ends at its start place: both ends hold it.
  const arrival = type === "hourly" ? departure : trip.arrival!;
  try {
    const saved = await createReservation({
      language: lang,
      departure: departure.label,
      arrival: arrival.label,
      departureLat: departure.lat,
      departureLng: departure.lng,
      arrivalLat: arrival.lat,
      arrivalLng: arrival.lng,
      departureKind: departure.kind ?? null,
      arrivalKind: type === "hourly" ? null : (arrival.kind ?? null),
      distanceKm: routes.outbound?.distanceKm ?? null,
      durationMin: routes.outbound?.durationMin ?? (quote.hire ? quote.hire.hours * 60 : null),
      priceCents: quote.totalCents,
      priceLines: quote.lines,
      tariffVersion: quote.tariffVersion,
      routeSource: routes.outbound?.source ?? null,
      tripType: type,
      stops:
        type === "hourly"
          ? []
          : (trip.stops ?? []).map((p) => ({
              label: p.label,
              lat: p.lat,
              lng: p.lng,
              ...(p.kind ? { kind: p.kind } : {}),
              waitingMinutes: p.waitingMinutes,
            })),
      returnDate: type === "return" ? trip.returnDate! : null,
      returnTime: type === "return" ? trip.returnTime! : null,
      hireHours: quote.hire ? quote.hire.hours : null,
      hireFullDay: quote.hire?.fullDay ?? false,
      extras: trip.extras ?? {},
      nameBoard: trip.nameBoard ?? null,
      vehicle: quote.vehicle,
      vehicles: quote.vehicles,
      date: s2.data.date,
      time: s2.data.time,
      passengers: s2.data.passengers,
      luggage: s2.data.luggage,
      flightNumber,
      firstName: s3.data.firstName,
      lastName: s3.data.lastName,
      email: s3.data.email,
      phone: s3.data.phone,
      message: s3.data.message,
      draftId: session.id,
    });
    if (saved.repeated) await counted.refund();
    else log.info("reservation request stored", { reference: saved.reference, lang });
    return sentRedirect(lang, saved);
  } catch (error) {
    log.error("reservation insert failed", { error });
    // Our failure: the visitor keeps the request this cost them.
    await counted.refund();
    return data<BookingActionData>(
      { step: 4, errors: {}, formError: ui.errorSubmit, values: {} },
      { status: 503, headers: { "Set-Cookie": await saveDraft(session, trip, now), "Retry-After": "60" } },
    );
  }
}

/**
 * To the confirmation page, which recaps the request for this browser only: it shows the request
 * whose id the signed `booking_sent` cookie holds, and only under its reference.
 */
async function sentRedirect(lang: Lang, sent: { id: string; reference: string }) {
  const headers = new Headers();
  headers.append("Set-Cookie", await clearDraftCookie());
  headers.append("Set-Cookie", await sentCookie(sent.id));
  return redirect(`${localizePath("/confirmation", lang)}?ref=${sent.reference}`, { headers });
}

/** The page's data: the step to show (never past the first incomplete one), the draft, the map and credits. */
/**
 * The places a link or the home page's quick request names (`?from=…&to=…`), shown as typed in the
 * first step when the draft has none yet; the step's own search and checks then apply. Anything else
 * in the query, or text that is not plain, is ignored.
 */
export function routePrefill(query: URLSearchParams, draft: Partial<BookingDraft>): Record<string, string> {
  const prefill: Record<string, string> = {};
  for (const [param, field] of [
    ["from", "departure"],
    ["to", "arrival"],
  ] as const) {
    const text = (query.get(param) ?? "").trim().slice(0, FIELD_LIMITS.place);
    if (!text || hasControlCharacters(text) || draft[field] || draft[`${field}Text`]) continue;
    prefill[field] = text;
  }
  return prefill;
}

export async function bookingLoaderData(request: Request, env: Env, lang: Lang = "fr", now = new Date()) {
  const session = await readDraft(request, now);
  const draft = session.reservationId ? {} : session.draft;
  const requested = Number(new URL(request.url).searchParams.get("step") ?? "1");
  const reachable = reachableStep(draft);
  const step = (requested >= 1 && requested <= 4 ? Math.min(requested, reachable) : 1) as Step;
  const today = parisNow(now);
  return {
    step,
    draft,
    prefill: routePrefill(new URL(request.url).searchParams, draft),
    today: today.date,
    needsTravelNumber: needsTravelNumber(draft),
    // The price of the whole request as the draft stands, from the tariff, on the server.
    quote: quoteDraft(draft),
    tripOptions: tripOptions(lang),
    // Waiting included after the scheduled arrival when the pickup is an airport, heliport or station.
    arrivalWaiting: arrivalWaiting(draft.departure),
    map: env.map,
    // Places found by Google and shown without a map (steps 2 to 4) are credited to Google Maps.
    placesCredit: env.GEO_SEARCH_PROVIDER === "google",
    // Data from outside providers must be credited where it is shown.
    credits: [
      ...(env.GEO_SEARCH_PROVIDER === "photon" || env.GEO_ROUTE_PROVIDER === "osrm"
        ? ["© OpenStreetMap contributors"]
        : []),
      ...(env.GEO_SEARCH_PROVIDER === "google" || env.GEO_ROUTE_PROVIDER === "google" ? ["Google"] : []),
    ],
  };
}
