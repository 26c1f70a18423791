/**
 * The one CSV writer of the API (every CSV download goes through it): UTF-8 with a byte-order
 * mark (Excel then reads umlauts right), RFC 4180 quoting, CRLF line ends; comma-separated, or
 * semicolon-separated for files opened in German Excel (which splits only on `;`).
 *
 * Formula injection: a cell that starts with = + - @ (or a tab or carriage return) runs as a
 * formula in Excel or LibreOffice. Which separator a spreadsheet uses depends on its language
 * (German Excel splits on `;`), so every field holding a separator (`,` `;` tab), a quote or a
 * line break is quoted, and every place the text could be split into a cell of its own (its
 * start, and after each `,` `;` tab or line break in it) gets an apostrophe before a formula
 * starter, which both programs show as text.
 */
export type CsvValue = string | number | boolean | null | undefined;

export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<readonly CsvValue[]>,
  options: { separator?: ',' | ';' } = {},
): string {
  const separator = options.separator ?? ',';
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(separator));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Where a cell could start a formula: the text's start, or after a separator (spaces, quotes skipped). */
const FORMULA_AT_START = /^(?=[\s"]*[=+\-@]|[\t\r])/;
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n])(?=[ "]*[=+\-@])/g;

export function csvCell(value: CsvValue): string {
  const raw = value === null || value === undefined ? '' : String(value);
  const text = raw.replace(FORMULA_AFTER_SEPARATOR, "$1'").replace(FORMULA_AT_START, "'");
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
