import { describe, expect, it } from "vitest";
import { pdfText, winAnsi, wrapText, writePdf } from "./pdf";

describe("PDF writer", () => {
  it("writes a well-formed file whose cross-reference table points at each object", () => {
    const file = writePdf(
      [
        [
          { kind: "text", x: 50, y: 800, size: 16, bold: true, text: "Bon de réservation « RC-7K4P2Q »" },
          { kind: "rule", x1: 50, y1: 790, x2: 545, y2: 790 },
          { kind: "text", x: 50, y: 770, size: 10, text: "Prix : 130,00 € (l’aller) (a\\b)" },
        ],
        [{ kind: "text", x: 50, y: 800, size: 10, text: "Page deux" }],
      ],
      { title: "Bon RC-7K4P2Q", author: "Riviera" },
    );
    const source = Buffer.from(file).toString("latin1");
    expect(source.startsWith("%PDF-1.4\n")).toBe(true);
    expect(source.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(source).toContain("/Count 2");
    const startxref = Number(source.match(/startxref\n(\d+)/)![1]);
    expect(source.slice(startxref, startxref + 4)).toBe("xref");
    const offsets = [...source.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, index) => {
      const head = `${index + 1} 0 obj\n`;
      expect(source.slice(offset, offset + head.length)).toBe(head);
    });
    for (const match of source.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = match.index! + match[0].length;
      expect(source.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe("\nendstream");
    }
    expect(pdfText(file)).toBe(
      "Bon de réservation « RC-7K4P2Q »\nPrix : 130,00 € (l’aller) (a\\b)\nPage deux",
    );
  });

  it("encodes French typography in WinAnsi, and what it lacks as a question mark", () => {
    expect(winAnsi("é€’\u202f«")).toEqual([0xe9, 0x80, 0x92, 0xa0, 0xab]);
    expect(winAnsi("☃")).toEqual([0x3f]);
  });

  it("wraps long text at word boundaries within the width", () => {
    const lines = wrapText("Aéroport Nice Côte d’Azur, Terminal 2, hall des arrivées, porte A3", 10, 150);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(Math.floor(150 / 5.4));
    expect(lines.join(" ")).toBe("Aéroport Nice Côte d’Azur, Terminal 2, hall des arrivées, porte A3");
  });

  it("never breaks a line at a no-break space", () => {
    const lines = wrapText("Réglée le 20/05/2027 par carte\u00a0: total 1\u00a0250,00\u00a0€", 10, 80);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.filter((line) => /^(:|€|250)/.test(line))).toEqual([]);
    expect(lines.some((line) => line.endsWith("1\u00a0250,00\u00a0€"))).toBe(true);
  });
});
