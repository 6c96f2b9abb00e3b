/**
 * No line break after a hyphen that follows a single letter at a word's start ("e-mail", "V-Class"),
 * which a phone's narrow column would otherwise show as "e-" at a line's end and "mail" on the next.
 * A word joiner (U+2060) goes after such a hyphen: it has no width, no glyph and no sound, and the
 * browser's find-in-page still matches the word as typed. Used on the texts the pages show (the
 * Markdown of articles and legal pages, the YAML of the service and editorial pages), never on
 * what is not read as prose: page titles and descriptions for search engines, place names for the form.
 */
export const WORD_JOINER = "\u2060";

/**
 * A letter alone at a word's start (after a space, an opening bracket or quote, an elision's
 * apostrophe as in "l’e-mail", or nothing), a hyphen, a letter.
 */
const SHORT_COMPOUND = /(?<![^\s(«“‘’"'])(\p{L})-(?=\p{L})/gu;

/**
 * "par e-mail" → "par e-\u2060mail". A hyphen after a longer start ("rendez-vous") is left as it is,
 * and so is one inside a word, a number or an address ("a.b-c@d.fr", "L3122-1").
 */
export function joinShortCompounds(text: string): string {
  return text.replace(SHORT_COMPOUND, `$1-${WORD_JOINER}`);
}
