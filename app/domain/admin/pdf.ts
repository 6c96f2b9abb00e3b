/**
 * A small PDF writer (decision 020): A4 pages of text in the two standard Helvetica faces every PDF
 * reader has (no font embedded), WinAnsi-encoded so French accents, « », ’ and € print, and thin
 * rules. Enough for a booking proof or a day sheet; uncompressed, so tests can read the text back.
 */

export const A4 = { width: 595.28, height: 841.89 } as const;

export type PdfItem =
  | { kind: "text"; x: number; y: number; size: number; bold?: boolean; text: string }
  | { kind: "rule"; x1: number; y1: number; x2: number; y2: number };

/** Unicode characters outside Latin-1 that WinAnsi (Windows-1252) holds, with their byte. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  "„": 0x84,
  "…": 0x85,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  œ: 0x9c,
  Œ: 0x8c,
  "\u202f": 0xa0,
  "\u2009": 0x20,
};

/** A character's WinAnsi byte, or null when the encoding lacks it. */
function winAnsiByte(char: string): number | null {
  const code = char.codePointAt(0)!;
  if (WIN_ANSI_EXTRA[char] !== undefined) return WIN_ANSI_EXTRA[char];
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  return null;
}

/** A text as WinAnsi bytes; a character the encoding lacks becomes "?". */
export function winAnsi(text: string): number[] {
  return Array.from(text, (char) => winAnsiByte(char) ?? 0x3f);
}

/** Whether a line of text prints as typed (no character would become "?"): Latin letters, French accents, € and the like. */
export function printsInPdf(text: string): boolean {
  return Array.from(text).every((char) => winAnsiByte(char) !== null);
}

/** A PDF literal string, ASCII only: ( ) \ escaped, other bytes as octal. */
function pdfString(text: string): string {
  let out = "(";
  for (const byte of winAnsi(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, "0")}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

/** Helvetica's average advance, a little generous, so wrapped lines never run past the margin. */
const AVERAGE_EM = 0.54;

/**
 * Splits a text into lines no wider than `width` points at `size`, at ordinary spaces only: a
 * no-break space keeps its two sides on one line ("Motif\u00a0:", "130\u00a0€").
 */
export function wrapText(text: string, size: number, width: number): string[] {
  const perLine = Math.max(8, Math.floor(width / (size * AVERAGE_EM)));
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (candidate.length <= perLine) line = candidate;
      else {
        if (line) lines.push(line);
        line = word.length > perLine ? word.slice(0, perLine) : word;
      }
    }
    lines.push(line);
  }
  return lines;
}

const fixed = (n: number) => (Math.round(n * 100) / 100).toString();

function contentStream(items: PdfItem[]): string {
  const ops: string[] = [];
  for (const item of items) {
    if (item.kind === "rule") {
      ops.push(`0.6 w ${fixed(item.x1)} ${fixed(item.y1)} m ${fixed(item.x2)} ${fixed(item.y2)} l S`);
    } else {
      const font = item.bold ? "F2" : "F1";
      ops.push(
        `BT /${font} ${fixed(item.size)} Tf ${fixed(item.x)} ${fixed(item.y)} Td ${pdfString(item.text)} Tj ET`,
      );
    }
  }
  return ops.join("\n");
}

/** The whole file: one A4 page per list of items. */
export function writePdf(pages: PdfItem[][], info: { title: string; author: string }): Uint8Array {
  const objects: string[] = [];
  // 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then a page and its content each.
  const firstPage = 6;
  const pageIds = pages.map((_, index) => firstPage + index * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  objects[5] = `<< /Title ${pdfString(info.title)} /Author ${pdfString(info.author)} /Producer (riviera) >>`;
  pages.forEach((items, index) => {
    const pageId = firstPage + index * 2;
    const stream = contentStream(items);
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  let body = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, "latin1");
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}

/** The text a PDF written here shows, decoded back (for tests and checks). */
export function pdfText(file: Uint8Array): string {
  const source = Buffer.from(file).toString("latin1");
  const shown: string[] = [];
  for (const match of source.matchAll(/\((.*?)(?<!\\)\) Tj/g)) {
    const raw = match[1]!
      .replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8)))
      .replace(/\\([()\\])/g, "$1");
    shown.push(new TextDecoder("windows-1252").decode(Buffer.from(raw, "latin1")));
  }
  return shown.join("\n");
}
