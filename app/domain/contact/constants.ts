/** The contact form's limits, issue codes and field names, without zod (the browser imports these). */
import { isPhoneNumber as isAnyPhoneNumber } from "../phone";

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

/**
 * The contact form's phone: the site's one phone rule (~/domain/phone, decision 040: 10 to 12
 * digits written the national way, +33 and 9 digits, Monaco, E.164 elsewhere), within the field's length.
 */
export function isPhoneNumber(value: string): boolean {
  return (
    value.length >= CONTACT_LIMITS.phoneMin &&
    value.length <= CONTACT_LIMITS.phoneMax &&
    isAnyPhoneNumber(value)
  );
}

/** Markup or control characters have no place in a name (a message may hold line breaks). */
