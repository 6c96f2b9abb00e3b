/**
 * A whole request checked as Confirm checks it, whoever sends it: the site's form at its last step, or
 * the office taking a request by phone. Places resolved, every step's schema, the server's own routes
 * and the tariff's price; stores nothing.
 */
import type { Lang } from "~/i18n/lang";
import type { FormFields } from "~/lib/form-action.server";
import { log } from "~/lib/logger.server";
import type { PlaceChoice, Step } from "./constants";
import type { BookingDraft } from "./draft.server";
import { type FieldErrors, fieldErrors, officeStep3Schema, step2Schema, step3Schema } from "./schema";
import {
  applyStep1,
  applyTripDetails,
  needsTravelNumber,
  step1Values,
  step2Values,
  step3Values,
} from "./step-data.server";
import type { createReservation } from "./store.server";
import { quoteTripRequest, routeTrip, type TripRoutes } from "./trip.server";

/** What a whole request's check found: the step and fields to fix, or the request to store. */
export type RequestCheck =
  | {
      ok: false;
      step: Step;
      errors: FieldErrors;
      formError: "errorPlaces" | "errorFields" | "errorCalculate" | null;
      values: Record<string, string>;
      status: number;
      /** The places a typed text may mean, to choose from (decision 016). */
      choices?: Record<string, PlaceChoice[]>;
    }
  | { ok: true; trip: BookingDraft; reservation: Omit<Parameters<typeof createReservation>[0], "draftId"> };

function fail(
  step: Step,
  errors: FieldErrors,
  formError: Extract<RequestCheck, { ok: false }>["formError"],
  values: Record<string, string>,
  status = 400,
  choices?: Record<string, PlaceChoice[]>,
): RequestCheck {
  return { ok: false, step, errors, formError, values, status, ...(choices ? { choices } : {}) };
}

/**
 * A whole request checked as Confirm checks it, whoever sends it (the site's form, or staff taking
 * a request for a caller): the fields posted win over the draft; places resolved, every step's
 * schema, the server's own routes and the tariff's price. Stores nothing. `lang` is the client's.
 */
export async function checkWholeRequest(
  form: FormFields,
  draft: BookingDraft,
  lang: Lang,
  now: Date,
  /** The office may take a request without the client's e-mail (decision 038); the site never. */
  options: { emailOptional?: boolean } = {},
): Promise<RequestCheck> {
  // Fields present in the body win over the draft (a one-shot request carries them all).
  let working = draft;
  if ("departure" in form || "arrival" in form || "tripType" in form) {
    const result = await applyStep1(form, draft, lang);
    if (Object.keys(result.errors).length) {
      const missing =
        result.errors.departure === "placeRequired" || result.errors.arrival === "placeRequired";
      return fail(
        1,
        result.errors,
        missing ? "errorPlaces" : "errorFields",
        step1Values(form),
        400,
        result.choices,
      );
    }
    working = result.draft;
  }
  if (!working.departure) return fail(1, { departure: "placeRequired" }, "errorPlaces", {});
  const s2 = step2Schema(now).safeParse(step2Values(form, working));
  if (!s2.success) {
    const errors = fieldErrors(s2.error);
    return fail(2, errors, "errorFields", step2Values(form, working));
  }
  const s3 = (options.emailOptional ? officeStep3Schema : step3Schema).safeParse(step3Values(form, working));
  if (!s3.success) {
    const errors = fieldErrors(s3.error);
    return fail(3, errors, "errorFields", step3Values(form, working));
  }
  const base: BookingDraft = { ...working, ...s2.data, ...s3.data, email: s3.data.email ?? undefined };
  const type = base.tripType ?? "oneWay";
  if (type !== "hourly" && !base.arrival) return fail(1, { arrival: "placeRequired" }, "errorPlaces", {});
  // The server's own routes, whatever the draft or the body say.
  let routes: TripRoutes;
  try {
    routes = await routeTrip(base);
  } catch (error) {
    log.error("trip calculation failed", { error });
    return fail(4, {}, "errorCalculate", {}, 503);
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
    return fail(2, errors, "errorFields", { ...step2Values(form, working), ...details.values });
  }
  const trip: BookingDraft = { ...base, ...details.result.data };
  const quote = quoteTripRequest(trip, {
    outboundKm: routes.outbound?.distanceKm,
    returnKm: routes.back?.distanceKm,
  });
  if (!quote) return fail(2, { hours: "required" }, "errorFields", {});
  const flightNumber = needsTravelNumber(trip) ? (s2.data.flightNumber ?? null) : null;
  const departure = trip.departure!;
  // A hire starts and, unless agreed otherwise, ends at its start place: both ends hold it.
  const arrival = type === "hourly" ? departure : trip.arrival!;
  return {
    ok: true,
    trip,
    reservation: {
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
      passengerName: s3.data.passengerName,
      passengerPhone: s3.data.passengerPhone,
    },
  };
}
