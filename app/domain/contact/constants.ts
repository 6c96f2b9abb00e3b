/** The contact form's limits, issue codes and field names, without zod (the browser imports these). */
export const CONTACT_FIELDS = ["name", "email", "phone", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const CONTACT_LIMITS = {
  nameMax: 120,
  emailMax: 254,
  phoneMin: 6,
  phoneMax: 20,
  messageMin: 10,
  messageMax: 5000,
} as const;

export type ContactIssue =
  | "name.required"
  | "name.tooLong"
  | "name.invalid"
  | "email.required"
  | "email.tooLong"
  | "email.invalid"
  | "phone.invalid"
  | "message.required"
  | "message.tooShort"
  | "message.tooLong"
  | "message.invalid";

/** Digits, spaces, dots, dashes and parentheses, with an optional leading "+". */
const PHONE_PATTERN = /^\+?[0-9 .()-]+$/;
/** A phone number as people write it: +33 6 12 34 56 78, 06 12 34 56 78, (022) 345 67 89... */
export function isPhoneNumber(value: string): boolean {
  return (
    value.length >= CONTACT_LIMITS.phoneMin &&
    value.length <= CONTACT_LIMITS.phoneMax &&
    PHONE_PATTERN.test(value) &&
    value.replace(/[^0-9]/g, "").length >= CONTACT_LIMITS.phoneMin
  );
}

/** Markup or control characters have no place in a name (a message may hold line breaks). */
