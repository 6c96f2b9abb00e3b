/** Escaping text for markup: HTML (the e-mails) and XML (the site map, the feeds). */

function escaper(apostrophe: string): (value: string) => string {
  const entities: Record<string, string> = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    '"': "&quot;",
    "'": apostrophe,
  };
  return (value) => value.replace(/[&<>"']/g, (char) => entities[char]!);
}

/** Text for HTML content and attribute values. */
export const escapeHtml = escaper("&#39;");

const escapeXmlMarkup = escaper("&apos;");
/** Characters XML 1.0 forbids even escaped (C0 controls other than tab, newline, carriage return). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed
const FORBIDDEN_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text for XML element content and attribute values, without the characters XML forbids. */
export function escapeXml(text: string): string {
  return escapeXmlMarkup(text.replace(FORBIDDEN_XML_CHARS, ""));
}
