/** A form field that people never see and bots fill in. Its name looks like a real field on purpose. */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}
