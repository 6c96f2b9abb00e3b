/**
 * The booking form's server side: each step posts here, is checked, and merged into the signed draft;
 * Confirm validates everything again, recomputes the trip and the price and stores the request.
 * A complete request can also arrive in a single POST (every field in the body, intent=confirm).
 */

import { createContext, data, redirect } from "react-router";
import { emailCheckAnswer, suggestEmail } from "~/domain/contact/email-typo";
import { placedAddresses } from "~/domain/geo/street-address";
import { dictionary } from "~/i18n";
import { type Lang, localizePath } from "~/i18n/lang";
import type { Env } from "~/lib/env.server";
import { type FormFields, readForm } from "~/lib/form-action.server";
import { log } from "~/lib/logger.server";
import { hit } from "~/lib/rate-limit.server";
import { isHoneypotFilled } from "~/utils/honeypot";
import { checkWholeRequest } from "./check.server";
import { EMAIL_CHECK, FIELD_LIMITS, type PlaceChoice, type Step } from "./constants";
import { type BookingDraft, clearDraftCookie, type DraftSession, readDraft, saveDraft } from "./draft.server";
import { hasPrefill, readPrefill } from "./prefill";
import { applyPrefill } from "./prefill.server";
import {
  type BookingErrorCode,
  type FieldErrors,
  fieldErrors,
  hasMissing,
  parisNow,
  step2Schema,
  step3Schema,
} from "./schema";
import {
  applyStep1,
  applyTripDetails,
  CONTACT_FIELDS,
  needsTravelNumber,
  refreshEstimate,
  step1Values,
  step2Values,
  step3Values,
  text,
} from "./step-data.server";
import { createReservation, justSentByThisBrowser, sentCookie, sentReservation } from "./store.server";
import { arrivalWaiting, quoteDraft, tripOptions } from "./trip.server";

export interface BookingActionData {
  step: Step;
  errors: Partial<Record<string, string>>;
  formError: string | null;
  values: Record<string, string>;
  choices?: Record<string, PlaceChoice[]>;
}

/** The furthest step the draft allows: every earlier step must be complete. */
function reachableStep(draft: BookingDraft): Step {
  const type = draft.tripType ?? "oneWay";
  if (!draft.departure || (type !== "hourly" && !draft.arrival)) return 1;
  if (!draft.date || !draft.time || draft.passengers === undefined || draft.luggage === undefined) return 2;
  if (type === "return" && (!draft.returnDate || !draft.returnTime)) return 2;
  if (type === "hourly" && !draft.hours) return 2;
  if (!draft.firstName || !draft.lastName || !draft.email || !draft.phone) return 3;
  if (draft.forOther && !draft.passengerName) return 3;
  return 4;
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
  choices?: Record<string, PlaceChoice[]>,
) {
  return data<BookingActionData>(
    { step, errors: translate(lang, errors), formError, values, ...(choices ? { choices } : {}) },
    { status },
  );
}

function stepUrl(lang: Lang, step: Step) {
  return `${localizePath("/reservations", lang)}?step=${step}`;
}

async function withCookie(url: string, session: DraftSession, draft: BookingDraft, now: Date) {
  return redirect(url, { headers: { "Set-Cookie": await saveDraft(session, draft, now) } });
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
      keep.forOther = v.forOther === "1";
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
      return failure(lang, 1, result.errors, missing ? ui.errorPlaces : null, values, 400, result.choices);
    }
    // What a prefilled address carried for the next steps (hidden fields of step 1), each value checked again.
    const carried = readPrefill(new URLSearchParams(form), parisNow(now).date);
    for (const key of ["date", "time", "passengers"] as const) {
      if (carried[key] !== undefined) Object.assign(result.draft, { [key]: carried[key] });
    }
    // A link for a guest (the concierge's page) opens step 3 with the passenger's fields, unless the
    // visitor has already been there and chosen (the browser's Back to the link's page, then Next).
    if (carried.for === "guest" && draft.forOther === undefined) result.draft.forOther = true;
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
    const answer = emailCheckAnswer(form, values.email);
    const parsed = step3Schema.safeParse(answer.use ? { ...values, email: answer.use } : values);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return failure(lang, 3, errors, hasMissing(errors) ? ui.errorFields : null, values);
    }
    // A domain that looks mistyped ("gmial.com") is asked about once: the suggestion, or as typed.
    const suggested = answer.kept ? null : suggestEmail(parsed.data.email);
    if (suggested)
      return data<BookingActionData>(
        {
          step: 3,
          errors: { email: ui.emailCheck.message(suggested) },
          formError: null,
          values: { ...values, [EMAIL_CHECK.checked]: parsed.data.email, [EMAIL_CHECK.suggested]: suggested },
        },
        { status: 400 },
      );
    return withCookie(stepUrl(lang, 4), session, { ...draft, ...parsed.data }, now);
  }

  if (intent === "confirm") {
    return confirm({ request, form, session, lang, clientIp, env, now });
  }

  return failure(lang, step, {}, ui.errorSubmit, {}, 400);
}

async function confirm({
  request,
  form,
  session,
  lang,
  clientIp,
  env,
  now,
}: {
  request: Request;
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
  // No draft and no trip in the form: the second click of a double click whose first answer has
  // already cleared the draft, or nothing at all.
  if (!session.id && !form.departure) {
    const sent = await justSentByThisBrowser(request, now);
    if (sent) return sentRedirect(lang, sent);
  }
  const checked = await checkWholeRequest(form, session.draft, lang, now);
  if (!checked.ok)
    return failure(
      lang,
      checked.step,
      checked.errors,
      checked.formError ? ui[checked.formError] : null,
      checked.values,
      checked.status,
      checked.choices,
    );
  const { trip } = checked;
  const counted = await hit("bookingRequest", clientIp, env, now);
  if (!counted.ok) {
    const refused = failure(lang, 4, {}, ui.errorRateLimited, {}, 429);
    refused.init = { ...refused.init, headers: { "Retry-After": String(counted.retryAfter) } };
    return refused;
  }
  try {
    const saved = await createReservation({
      ...checked.reservation,
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

/** What the page shows of a quote: its lines and total (not the estimates behind them). */
function publicQuote(quote: ReturnType<typeof quoteDraft>) {
  return (
    quote && {
      lines: quote.lines,
      totalCents: quote.totalCents,
      vehicle: quote.vehicle,
      vehicles: quote.vehicles,
    }
  );
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

/** Set by the route's action: the loaders that follow it render the page after a post. */
export const bookingPostedContext = createContext<boolean>(false);

/**
 * The page's data. The address names the step shown (`?step=N`), never past the first incomplete one:
 * the bare address and a step not yet reachable (an old bookmark, Forward after the draft expired) are
 * redirected to the step the draft reached, so that a kept draft reopens there and every step the
 * visitor saw has its own history entry (Back from step 2 finds `?step=1`, not the bare address).
 * A prefilled address (`?from=…&to=…`, app/booking/prefill.ts) opens step 1 filled, whatever the draft.
 * After a post (`afterPost`: a form sent without JavaScript that failed) the action's step is shown
 * where it was posted: no redirect.
 */
export async function bookingLoaderData(
  request: Request,
  env: Env,
  lang: Lang = "fr",
  now = new Date(),
  afterPost = false,
) {
  const session = await readDraft(request, now);
  const draft = session.reservationId ? {} : session.draft;
  const params = new URL(request.url).searchParams;
  const reachable = reachableStep(draft);
  const today = parisNow(now);
  const prefill = readPrefill(params, today.date);
  const asked = params.get("step");
  const requested = asked !== null && /^[1-4]$/.test(asked) ? (Number(asked) as Step) : null;
  const opensFilled = asked === null && hasPrefill(prefill);
  const step = opensFilled ? 1 : (Math.min(requested ?? reachable, reachable) as Step);
  if (!afterPost && !opensFilled && String(step) !== asked) {
    throw redirect(stepUrl(lang, step), { headers: { "Cache-Control": "private, no-store" } });
  }
  // Step 1 shows the address's places over the draft, and carries the rest to step 2.
  const prefilled = step === 1 ? await applyPrefill(draft, prefill, lang) : null;
  return {
    step,
    draft: prefilled?.draft ?? draft,
    carried: prefilled?.carried ?? {},
    today: today.date,
    needsTravelNumber: needsTravelNumber(draft),
    // The price of the whole request as the draft stands, from the tariff, on the server.
    quote: publicQuote(quoteDraft(draft)),
    tripOptions: tripOptions(lang),
    // Waiting included after the scheduled arrival when the pickup is an airport, heliport or station.
    arrivalWaiting: arrivalWaiting(draft.departure),
    // Addresses kept as typed, and the town or street the estimate puts them at (decision 016): read
    // again from their text only on the steps that show them (2 and 4).
    placed:
      step === 2 || step === 4
        ? placedAddresses(
            draft.tripType === "hourly"
              ? [draft.departure]
              : [draft.departure, ...(draft.stops ?? []), draft.arrival],
            lang,
          )
        : [],
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
