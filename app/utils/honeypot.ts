/** A form field that people never see and bots fill in. Its name looks like a real field on purpose. */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
