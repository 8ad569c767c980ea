/**
 * CSV export shared by the data overview and the alarm list. The writer (RFC 4180): quotes cells with commas,
 * quotes or line breaks, lines end in CRLF, text a spreadsheet would run as a formula is made inert, and the
 * text starts with a UTF-8 byte order mark so Excel opens Japanese and Chinese text correctly. Also: reading
 * every page of a filtered list (bounded), and the download itself.
 */
import { MAX_PAGE_SIZE } from '@/domain/paging';

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

/** The most rows an export reads (pages of EXPORT_PAGE): a runaway total cannot loop for ever or fill memory. */
export const EXPORT_PAGE = MAX_PAGE_SIZE;
export const EXPORT_MAX_ROWS = 10_000;

export interface AllRows<T> {
  rows: T[];
  /** The list's total as the platform gave it (at least rows.length; rows.length when it gave none). */
  total: number;
  /** True when the export stopped at `maxRows` while the platform still had rows to give. */
  capped: boolean;
}

/**
 * Reads page after page until a page comes back short or empty, the rows reach a finite numeric total, or
 * `maxRows` are read: a missing, non-numeric or growing total must not loop for ever (the platform's paging is
 * not trusted to end the loop).
 */
export async function fetchAllPages<T>(
  fetchPage: (current: number, pageSize: number) => Promise<API.Page<T>>,
  maxRows = EXPORT_MAX_ROWS,
): Promise<AllRows<T>> {
  const rows: T[] = [];
  let total: number | undefined;
  const pages = Math.ceil(maxRows / EXPORT_PAGE);
  for (let current = 1; current <= pages; current += 1) {
    const page = await fetchPage(current, EXPORT_PAGE);
    const list = Array.isArray(page?.list) ? page.list : [];
    const pageTotal: unknown = page?.total;
    total = typeof pageTotal === 'number' && Number.isFinite(pageTotal) ? pageTotal : undefined;
    rows.push(...list);
    if (list.length < EXPORT_PAGE || (total !== undefined && rows.length >= total)) {
      return { rows: rows.slice(0, maxRows), total: Math.max(total ?? 0, rows.length), capped: false };
    }
  }
  return { rows: rows.slice(0, maxRows), total: Math.max(total ?? 0, rows.length), capped: true };
}

export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
