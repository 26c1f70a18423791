/**
 * CSV for spreadsheet programs: UTF-8 with a byte-order mark (Excel then reads umlauts right),
 * `;`-free RFC 4180 quoting with commas, CRLF line ends. A cell that starts with = + - @ (or a
 * tab or carriage return) would run as a formula in Excel or LibreOffice: it gets a leading
 * apostrophe, which both show as text.
 */
export type CsvValue = string | number | boolean | null | undefined;

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
