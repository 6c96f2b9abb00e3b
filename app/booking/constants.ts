/** The booking form's constants and error codes, without zod (the browser imports these). */
/**
 * A group beyond one V-Class (7 passengers, 8 bags) is offered a second one, priced, or a larger
 * vehicle on request (decision 017): the form goes up to two V-Class's seats and luggage.
 */
export const MAX_PASSENGERS = 14;
export const MAX_LUGGAGE = 16;
export const DEFAULT_PASSENGERS = 2;
export const DEFAULT_LUGGAGE = 2;
export const MINUTES = ["00", "15", "30", "45"] as const;
export const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, "0"));

/**
 * The longest value each field keeps, in characters: the form's maxlength, the step schemas, the draft
 * cookie and the stored request all use these (the database columns are unbounded text; the e-mails
 * and the CSV export show the values whole). A place id is a signed token carrying the place itself.
 */
export const FIELD_LIMITS = {
  place: 300,
  placeId: 700,
  flightNumber: 12,
  firstName: 80,
  lastName: 80,
  email: 254,
  phone: 30,
  message: 2000,
  nameBoard: 60,
  passengerName: 120,
  passengerPhone: 30,
} as const;

/** Step 3's question about a mistyped e-mail domain (shared with the contact form). */
export { EMAIL_CHECK } from "~/domain/contact/email-typo";

export type BookingErrorCode =
  | "required"
  | "tooLong"
  | "controlChars"
  | "placeRequired"
  | "placeNotFound"
  | "placeOutsideArea"
  | "placeChoose"
  | "samePlace"
  | "dateInvalid"
  | "datePast"
  | "dateTooFar"
  | "timeInvalid"
  | "timePast"
  | "passengersRange"
  | "luggageRange"
  | "emailInvalid"
  | "phoneInvalid"
  | "nameInvalid"
  | "flightInvalid"
  | "tooManyStops"
  | "waitingInvalid"
  | "returnTooEarly"
  | "hireLengthInvalid"
  | "extraTooMany"
  | "childSeatsOverPassengers";

/** A posted or stored trip type, for the form (the server checks it again): anything else is one way. */
export function parseTripTypeValue(value: string | undefined | null): "oneWay" | "return" | "hourly" {
  return value === "return" || value === "hourly" ? value : "oneWay";
}

/** A place offered to choose from when a typed text may mean several (decision 016). */
export interface PlaceChoice {
  id: string;
  label: string;
}

/** The form's four steps: the trip, date and passengers, contact details, the summary. */
export type Step = 1 | 2 | 3 | 4;
