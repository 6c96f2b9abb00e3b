/** The booking form's constants and error codes, without zod (the browser imports these). */
export const MAX_PASSENGERS = 7;
export const MAX_LUGGAGE = 8;
export const DEFAULT_PASSENGERS = 2;
export const DEFAULT_LUGGAGE = 2;
export const MINUTES = ["00", "15", "30", "45"] as const;
export const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, "0"));
export const TIME_ZONE = "Europe/Paris";

export type BookingErrorCode =
  | "required"
  | "tooLong"
  | "placeRequired"
  | "placeNotFound"
  | "placeOutsideArea"
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
  | "flightInvalid";
