/**
 * The one rule for a phone number typed in a form: the public booking form, the contact form, the
 * office's new request and its "edit client" form, the fleet's drivers. Pure, without zod (the
 * browser may import it).
 */

/** Digits, spaces, dots, dashes and parentheses, with an optional leading "+". */
const PHONE_SHAPE = /^\+?[0-9 .()-]+$/;

/** E.164: at most 15 digits with the country code; fewer than 6 is no one's phone number. */
export const PHONE_DIGITS = { min: 6, max: 15 } as const;

/**
 * A phone number as people write it: "06 12 34 56 78", "+33 (0)6 12 34 56 78", "0033 6 12…",
 * "+377 6 12 34 56 78", "+41 22 345 67 89", "+1 (212) 555-0100".
 * - written the national way (a leading 0, not 00): at least the 10 digits of a French number, so
 *   that one typed short ("06 12 34 56 7") is caught; 11 or 12 are let through, the length of a
 *   British mobile ("07700 900123") or a German one typed the way their owners type them at home;
 * - +33 or 0033: 9 digits after it (a 0 in front of them tolerated: +33 (0)6…);
 * - +377 or 00377 (Monaco): 8 digits, or 9 for a mobile (6…);
 * - any other country, or no prefix at all: 6 to 15 digits.
 */
export function isPhoneNumber(value: string): boolean {
  const typed = value.trim();
  if (!PHONE_SHAPE.test(typed)) return false;
  const digits = typed.replace(/\D/g, "");
  if (!typed.startsWith("+") && !digits.startsWith("00")) {
    if (digits.startsWith("0")) return digits.length >= 10 && digits.length <= 12;
    return inGeneralRange(digits);
  }
  const international = typed.startsWith("+") ? digits : digits.slice(2);
  if (international.startsWith("33")) {
    const national = international.slice(2).replace(/^0(?=\d{9}$)/, "");
    return national.length === 9 && !national.startsWith("0");
  }
  if (international.startsWith("377")) {
    const national = international.slice(3);
    return national.length === 8 || (national.length === 9 && national.startsWith("6"));
  }
  return inGeneralRange(international);
}

function inGeneralRange(digits: string): boolean {
  return digits.length >= PHONE_DIGITS.min && digits.length <= PHONE_DIGITS.max;
}

/**
 * A number's digits with its country code, as wa.me and sms: links want them: "06 12 34 56 78" →
 * "33612345678", "0044 20 7946 0000" → "442079460000", "+33 (0)6 12…" → "33612…". A number written
 * the national way is taken as French when it has a French number's 10 digits; any other is given
 * as typed (its owner's country unknown).
 */
export function internationalDigits(phone: string): string {
  const typed = phone.trim();
  let digits = typed.replace(/\D/g, "");
  if (!typed.startsWith("+")) {
    if (digits.startsWith("00")) digits = digits.slice(2);
    else if (digits.startsWith("0") && digits.length === 10) digits = `33${digits.slice(1)}`;
  }
  // "+33 (0)6…": the national 0 kept in brackets is not dialled from abroad.
  return digits.replace(/^(33|377)0(?=\d{8,9}$)/, "$1");
}

/**
 * A `tel:` address from a number as shown: "+33 6 12 34 56 78" → "tel:+33612345678". A number with
 * its country code ("+", "00") is dialled in full, without the national 0 some write in brackets
 * ("+33 (0)6…" → "tel:+336…"); one written the national way is dialled as typed, its country unknown.
 */
export function telHref(phone: string): string {
  const typed = phone.trim();
  const digits = typed.replace(/\D/g, "");
  if (typed.startsWith("+") || digits.startsWith("00")) return `tel:+${internationalDigits(typed)}`;
  return `tel:${digits}`;
}

/** A WhatsApp chat with a number (its country code added, see `internationalDigits`), a message ready to send. */
export function whatsappHref(phone: string, text?: string): string {
  const base = `https://wa.me/${internationalDigits(phone)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** An SMS to a number, with its country code, and a message ready to send (`sms:+33…?body=…`). */
export function smsHref(phone: string, text: string): string {
  return `sms:+${internationalDigits(phone)}?body=${encodeURIComponent(text)}`;
}
