/**
 * The Markdown of the long texts (articles, legal pages): raw HTML escaped, no typographic
 * replacements, and no line break after a hyphen that follows a single letter at a word's start
 * ("e-mail", "V-Class"), which a phone's narrow column would otherwise show as "e-" at a line's end
 * and "mail" on the next. A word joiner (U+2060) goes after such a hyphen: it has no width, no glyph
 * and no sound, and the browser's find-in-page still matches the word as typed.
 */
import MarkdownIt from "markdown-it";

export const WORD_JOINER = "\u2060";
/** A letter alone at a word's start (after a space, an opening bracket or quote, or nothing), a hyphen, a letter. */
const SHORT_COMPOUND = /(?<![^\s(«“‘"'])(\p{L})-(?=\p{L})/gu;

/**
 * "par e-mail" → "par e-\u2060mail". A hyphen after a longer start ("rendez-vous") is left as it is,
 * and so is one inside a word, a number or an address ("a.b-c@d.fr", "L3122-1").
 */
export function joinShortCompounds(text: string): string {
  return text.replace(SHORT_COMPOUND, `$1-${WORD_JOINER}`);
}

/** A Markdown parser and renderer whose text (not code, not addresses) gets `joinShortCompounds`. */
export function proseMarkdown() {
  const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
  markdown.core.ruler.push("join_short_compounds", (state) => {
    for (const token of state.tokens) {
      for (const child of token.type === "inline" ? (token.children ?? []) : []) {
        if (child.type === "text") child.content = joinShortCompounds(child.content);
      }
    }
  });
  return markdown;
}
