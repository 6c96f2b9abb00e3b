/**
 * Control characters (NUL, escape, backspace, DEL, the C1 range...) other than tab, line feed and
 * carriage return. No one types them; PostgreSQL refuses NUL in text, and the others can hide or
 * rewrite what staff read. Free-text fields refuse them with a message; search queries drop them.
 */
const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/u;
const CONTROL_CHARACTERS_ALL = /(?![\t\n\r])\p{Cc}/gu;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS_ALL, "");
}
