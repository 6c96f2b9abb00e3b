import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvRow, toCsv } from "./csv";

describe("CSV for French Excel", () => {
  it("starts with a byte-order mark, separates with ; and ends lines with CRLF", () => {
    const csv = toCsv(
      [
        { header: "Nom", value: (r: { name: string; n: number }) => r.name },
        { header: "Nombre", value: (r) => r.n },
      ],
      [
        { name: "Léa", n: 2 },
        { name: "Zoë", n: 3 },
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}Nom;Nombre\r\nLéa;2\r\nZoë;3\r\n`);
  });

  it("quotes cells holding the separator, quotes or line breaks, doubling quotes", () => {
    expect(csvCell('Il a dit "bonjour"')).toBe('"Il a dit ""bonjour"""');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell("ligne 1\nligne 2")).toBe('"ligne 1\nligne 2"');
    expect(csvCell("ligne 1\r\nligne 2")).toBe('"ligne 1\r\nligne 2"');
    expect(csvCell(" espace ")).toBe('" espace "');
  });

  it("neutralizes formulas with a leading apostrophe", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+33 6 12 34 56 78")).toBe("'+33 6 12 34 56 78");
    expect(csvCell("-2+3")).toBe("'-2+3");
    // A negative amount is a number for Excel, not a formula.
    expect(csvCell("-150,00")).toBe("-150,00");
    expect(csvCell("-150,00+1")).toBe("'-150,00+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("Nice = Monaco")).toBe("Nice = Monaco");
  });

  it("writes numbers as they are and empty cells for missing values", () => {
    expect(csvRow([1, -5, null, undefined, ""])).toBe("1;-5;;;\r\n");
  });
});
