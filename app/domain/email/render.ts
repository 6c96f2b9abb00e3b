/**
 * The e-mails' building blocks: a sober table-based HTML layout that renders in common mail clients
 * and on phones, and the plain-text twin of each block, so both say the same thing. Everything that
 * came from a visitor is escaped in the HTML.
 */
import { telHref } from "~/domain/phone";
import type { Lang } from "~/i18n/lang";
import { escapeHtml } from "~/utils/escape";

export interface Company {
  name: string;
  phone: string;
  email: string;
  whatsapp: string;
  siteUrl: string;
}

/**
 * A label and its value; with `href` the value is a link in the HTML, and `text` replaces it in the
 * plain text; `nowrap`, a part of the value the HTML keeps on one line (a plate: "LM-789-NP").
 */
export type Row = [label: string, value: string, href?: string, text?: string, nowrap?: string];

/** The company's mark as a PNG (mail programs do not show SVG), served by the site itself. */
function logoUrl(company: Company): string {
  return `${company.siteUrl.replace(/\/$/, "")}/email-logo.png`;
}

/** A sober, table-based layout that renders in common mail clients and on phones. */
export function layout(company: Company, title: string, blocks: string[]): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f6f1e7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1e7;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden;font-family:Helvetica,Arial,sans-serif;color:#1b2430;">
<tr><td style="background:#0c1a2b;padding:18px 28px;color:#e2c994;font-family:Georgia,serif;font-size:20px;"><img src="${escapeHtml(logoUrl(company))}" width="40" height="40" alt="" style="display:inline-block;vertical-align:middle;border:0;border-radius:8px;margin-right:12px;">${escapeHtml(company.name)}</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.55;">
${blocks.join("\n")}
</td></tr>
<tr><td style="background:#f6f1e7;padding:16px 28px;font-size:12px;color:#4f5b69;">${escapeHtml(company.name)} · <a href="${escapeHtml(telHref(company.phone))}" style="color:#735624;">${escapeHtml(company.phone)}</a> · <a href="mailto:${escapeHtml(company.email)}" style="color:#735624;">${escapeHtml(company.email)}</a></td></tr>
</table></td></tr></table></body></html>`;
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 14px;">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;
const heading = (text: string) =>
  `<h2 style="margin:22px 0 10px;font-family:Georgia,serif;font-size:19px;color:#0c1a2b;">${escapeHtml(text)}</h2>`;
/** A value over several lines; the indentation of a line (grouped price lines) is kept. */
const multiline = (value: string) =>
  escapeHtml(value).replace(/\n( *)/g, (_, indent: string) => `<br>${"&nbsp;".repeat(indent.length)}`);
/** The value with its `nowrap` part (its last occurrence) kept on one line. */
const cell = (value: string, nowrap: string | undefined) => {
  const at = nowrap ? value.lastIndexOf(nowrap) : -1;
  if (!nowrap || at < 0) return multiline(value);
  const kept = `<span style="white-space:nowrap;">${escapeHtml(nowrap)}</span>`;
  return `${multiline(value.slice(0, at))}${kept}${multiline(value.slice(at + nowrap.length))}`;
};
const table = (rows: Row[]) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 14px;">${rows
    .map(
      ([label, value, href, , nowrap]) =>
        `<tr><td style="padding:8px 0;border-bottom:1px solid #ece4d3;color:#4f5b69;width:38%;vertical-align:top;">${escapeHtml(label)}</td><td style="padding:8px 0;border-bottom:1px solid #ece4d3;vertical-align:top;">${href ? link(href, value) : cell(value, nowrap)}</td></tr>`,
    )
    .join("")}</table>`;
const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#735624;font-weight:bold;">${escapeHtml(label)}</a>`;
const button = (href: string, label: string) =>
  `<p style="margin:18px 0;"><a href="${escapeHtml(href)}" style="display:inline-block;background:#b8944f;color:#070f1a;padding:11px 20px;border-radius:999px;text-decoration:none;font-weight:bold;">${escapeHtml(label)}</a></p>`;
const orderedList = (items: string[]) =>
  `<ol style="margin:0 0 14px;padding-left:20px;">${items.map((i) => `<li style="margin:4px 0;">${escapeHtml(i)}</li>`).join("")}</ol>`;
const textRows = (rows: Row[], lang: Lang = "fr") =>
  rows
    .map(
      ([label, value, , text]) =>
        `${label}${lang === "fr" ? " : " : ": "}${(text ?? value).replace(/\n/g, "\n  ")}`,
    )
    .join("\n");

export function fixText(text: string) {
  return text.replace(/\u202f|\u00a0/g, " ");
}

/** The label that ends a French or English text row ("Motif : " / "Reason: "). */
export function colon(lang: Lang) {
  return lang === "fr" ? "\u00a0:" : ":";
}

/** Paragraph blocks and their text lines, in order, so the HTML and the text twin say the same thing. */
export type Part =
  | { kind: "p"; text: string }
  | { kind: "h"; text: string }
  | { kind: "rows"; rows: Row[] }
  | { kind: "list"; items: string[] }
  | { kind: "button"; href: string; label: string };

export function render(parts: Part[], lang: Lang): { html: string[]; text: string } {
  const html: string[] = [];
  const text: string[] = [];
  for (const part of parts) {
    if (part.kind === "p") {
      html.push(paragraph(part.text));
      text.push(part.text, "");
    } else if (part.kind === "h") {
      html.push(heading(part.text));
      text.push(part.text);
    } else if (part.kind === "rows") {
      html.push(table(part.rows));
      text.push(textRows(part.rows, lang), "");
    } else if (part.kind === "list") {
      html.push(orderedList(part.items));
      text.push(...part.items.map((item, i) => `${i + 1}. ${item}`), "");
    } else {
      html.push(button(part.href, part.label));
      text.push(`${part.label}${colon(lang)} ${part.href}`, "");
    }
  }
  while (text.at(-1) === "") text.pop();
  return { html, text: text.join("\n") };
}
