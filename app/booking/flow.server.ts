/**
 * The booking form's server side: each step posts here, is checked, and merged into the signed draft;
 * Confirm validates everything again, recomputes the trip and the price and stores the request.
 * A complete request can also arrive in a single POST (every field in the body, intent=confirm).
 */

import { data, redirect } from "react-router";
import { isAirportLike } from "~/domain/geo/places";
import type { PlaceKind } from "~/domain/geo/types";
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
import { checkServed, createReservation, quoteTrip, sentCookie, sentReservation } from "./store.server";

export type Step = 1 | 2 | 3 | 4;

export interface BookingActionData {
  step: Step;
  errors: Partial<Record<string, string>>;
  formError: string | null;
  values: Record<string, string>;
}

/** The furthest step the draft allows: every earlier step must be complete. */
function reachableStep(draft: BookingDraft): Step {
  if (!draft.departure || !draft.arrival) return 1;
  if (!draft.date || !draft.time || draft.passengers === undefined || draft.luggage === undefined) return 2;
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

async function applyStep1(form: FormFields, draft: BookingDraft, lang: Lang) {
  const { departure: departureText, arrival: arrivalText } = typedPlaces(form);
  const [dep, arr] = await Promise.all([
    resolveSide(departureText, text(form, "departureId", FIELD_LIMITS.placeId), lang, draft.departure),
    resolveSide(arrivalText, text(form, "arrivalId", FIELD_LIMITS.placeId), lang, draft.arrival),
  ]);
  const errors: FieldErrors = {};
  if (dep.error) errors.departure = dep.error;
  if (arr.error) errors.arrival = arr.error;
  if (
    dep.place &&
    arr.place &&
    Math.abs(dep.place.lat - arr.place.lat) + Math.abs(dep.place.lng - arr.place.lng) < 1e-4
  ) {
    errors.arrival = "samePlace";
  }
  const next: BookingDraft = {
    ...draft,
    departure: dep.place,
    arrival: arr.place,
    departureText,
    arrivalText,
  };
  if (dep.place?.id !== draft.departure?.id || arr.place?.id !== draft.arrival?.id) next.estimate = undefined;
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
  if (!draft.departure || !draft.arrival) return { ...draft, estimate: undefined };
  const pickup = draft.date && draft.time ? { date: draft.date, time: draft.time } : undefined;
  const quote = await quoteTrip(draft.departure, draft.arrival, pickup);
  return {
    ...draft,
    estimate: {
      distanceKm: quote.route.distanceKm,
      durationMin: quote.route.durationMin,
      priceCents: quote.priceCents,
      tariffVersion: quote.tariffVersion,
      source: quote.route.source,
    },
  };
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
    }
    return withCookie(stepUrl(lang, Math.max(1, step - 1) as Step), session, keep, now);
  }

  if (intent === "next" && step === 1) {
    const result = await applyStep1(form, draft, lang);
    if (Object.keys(result.errors).length) {
      const values = typedPlaces(form);
      const missing =
        result.errors.departure === "placeRequired" || result.errors.arrival === "placeRequired";
      return failure(lang, 1, result.errors, missing ? ui.errorPlaces : null, values);
    }
    try {
      draft = await refreshEstimate(result.draft);
    } catch (error) {
      log.error("trip calculation failed", { error });
      return failure(lang, 1, {}, ui.errorCalculate, typedPlaces(form), 503);
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
    draft = { ...draft, ...parsed.data };
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
  if ("departure" in form || "arrival" in form) {
    const result = await applyStep1(form, draft, lang);
    if (Object.keys(result.errors).length) {
      const missing =
        result.errors.departure === "placeRequired" || result.errors.arrival === "placeRequired";
      return failure(lang, 1, result.errors, missing ? ui.errorPlaces : ui.errorFields, {});
    }
    working = result.draft;
  }
  if (!working.departure || !working.arrival)
    return failure(lang, 1, { departure: "placeRequired" }, ui.errorPlaces, {});
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
  const counted = await hit("bookingRequest", clientIp, env, now);
  if (!counted.ok) {
    const refused = failure(lang, 4, {}, ui.errorRateLimited, {}, 429);
    refused.init = { ...refused.init, headers: { "Retry-After": String(counted.retryAfter) } };
    return refused;
  }
  const trip = { ...working, ...s2.data, ...s3.data };
  const flightNumber = needsTravelNumber(trip) ? (s2.data.flightNumber ?? null) : null;
  try {
    // The server's own route and tariff, whatever the draft or the body say.
    const quote = await quoteTrip(trip.departure!, trip.arrival!, { date: s2.data.date, time: s2.data.time });
    const saved = await createReservation({
      language: lang,
      departure: trip.departure!.label,
      arrival: trip.arrival!.label,
      departureLat: trip.departure!.lat,
      departureLng: trip.departure!.lng,
      arrivalLat: trip.arrival!.lat,
      arrivalLng: trip.arrival!.lng,
      distanceKm: quote.route.distanceKm,
      durationMin: quote.route.durationMin,
      priceCents: quote.priceCents,
      tariffVersion: quote.tariffVersion,
      routeSource: quote.route.source,
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
export async function bookingLoaderData(request: Request, env: Env, now = new Date()) {
  const session = await readDraft(request, now);
  const draft = session.reservationId ? {} : session.draft;
  const requested = Number(new URL(request.url).searchParams.get("step") ?? "1");
  const reachable = reachableStep(draft);
  const step = (requested >= 1 && requested <= 4 ? Math.min(requested, reachable) : 1) as Step;
  const today = parisNow(now);
  return {
    step,
    draft,
    today: today.date,
    needsTravelNumber: needsTravelNumber(draft),
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
