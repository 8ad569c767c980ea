/**
 * CSV writer (RFC 4180): quotes cells with commas, quotes or line breaks, lines end in CRLF, and the text
 * starts with a UTF-8 byte order mark so Excel opens Japanese and Chinese text correctly.
 */

export const BOM = '\uFEFF';

export type CsvCell = string | number | null | undefined;

/** Text a spreadsheet would run as a formula (CSV injection) starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
