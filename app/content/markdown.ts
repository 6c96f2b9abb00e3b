/**
 * The Markdown of the long texts (articles, legal pages): raw HTML escaped, no typographic
 * replacements, and short compounds kept whole in the text (./typography.ts), not in code or addresses.
 */
import MarkdownIt from "markdown-it";
import { joinShortCompounds } from "./typography";

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
