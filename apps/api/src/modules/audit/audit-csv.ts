/**
 * The audit log's own CSV writer, until the shared one (formula-injection escaping in one
 * home) replaces it: swap `auditCsv` for that. RFC 4180: comma-separated, CRLF line ends,
 * a field with a comma, quote, CR or LF is quoted with its quotes doubled; UTF-8 with a
 * byte-order mark so spreadsheet programs read umlauts right. A cell that starts with
 * = + - @ (or a tab or carriage return) would run as a formula in Excel or LibreOffice: it
 * gets a leading apostrophe, which both show as text.
 */
export type AuditCsvValue = string | number | boolean | null | undefined;

export function auditCsv(
  header: readonly string[],
  rows: ReadonlyArray<readonly AuditCsvValue[]>,
): string {
  const lines = [header, ...rows].map((row) => row.map(auditCsvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function auditCsvCell(value: AuditCsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
