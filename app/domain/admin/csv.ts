/**
 * CSV for French Excel: UTF-8 with a byte-order mark (so accents survive), `;` between cells (the
 * list separator of the French locale), CRLF line ends, quotes doubled. A cell that a spreadsheet
 * would read as a formula (starting with = + - @, or a tab or carriage return) gets a leading
 * apostrophe, so a visitor's text can never run as a formula.
 */
export const CSV_BOM = "\uFEFF";
const CSV_SEPARATOR = ";";

type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEGATIVE_DECIMAL = /^-\d+(,\d+)?$/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "number" ? String(value) : value;
  // A negative amount ("-150,00", a credit note's) is a number, not a formula: it stays one.
  if (typeof value === "string" && FORMULA_START.test(text) && !NEGATIVE_DECIMAL.test(text))
    text = `'${text}`;
  if (/[";\r\n]/.test(text) || text !== text.trim()) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(CSV_SEPARATOR)}\r\n`;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** The whole document: BOM, a header row, one row per item. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: Iterable<T>): string {
  let out = CSV_BOM + csvRow(columns.map((column) => column.header));
  for (const row of rows) out += csvRow(columns.map((column) => column.value(row)));
  return out;
}
