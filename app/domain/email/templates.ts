/**
 * The e-mails the site sends, in the reader's language, as HTML with a plain-text twin. Everything
 * that came from a visitor is escaped in the HTML. Pure: no I/O; "now" is an argument. The e-mails to
 * clients are in client-emails.ts, those to the office in staff-emails.ts, what they share in parts.ts.
 */

export { escapeHtml } from "~/utils/escape";
export * from "./client-emails";
export {
  type ContactData,
  type Email,
  MAX_STAFF_SUBJECT,
  type ReservationData,
  staffSubject,
  type TripAssignment,
} from "./parts";
export type { Company } from "./render";
export * from "./staff-emails";
