/** Export of the data overview: every row of the current filters (fetched page by page), as a CSV download. */
import { MAX_PAGE_SIZE } from '@/contract/paging';
import { listDashboardDevices } from '@/services/ropc/dashboard';
import type { MessageKey } from '@/locales/types';
import { toCsv } from './csv';
import { METRICS } from './kpis';

const PAGE = MAX_PAGE_SIZE;
/** A hard stop whatever the platform's paging says: 50 full pages. */
export const MAX_PAGES = 50;
export const MAX_ROWS = PAGE * MAX_PAGES;

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export interface ExportResult {
  rows: API.DashboardDeviceRow[];
  /** True when the export stopped at MAX_PAGES with the platform still answering full pages. */
  capped: boolean;
}

/**
 * Fetches page after page until one is short or empty, the rows reach a numeric total, or MAX_PAGES:
 * a missing or non-numeric total (or one that keeps growing) must not loop forever.
 */
export async function fetchAllRows(query: Omit<API.DashboardDevicesQuery, 'current' | 'pageSize'>): Promise<ExportResult> {
  const rows: API.DashboardDeviceRow[] = [];
  for (let current = 1; current <= MAX_PAGES; current += 1) {
    const page = await listDashboardDevices({ ...query, current, pageSize: PAGE });
    const list = Array.isArray(page?.list) ? page.list : [];
    rows.push(...list);
    const total: unknown = page?.total;
    if (list.length < PAGE || (typeof total === 'number' && Number.isFinite(total) && rows.length >= total)) return { rows, capped: false };
  }
  return { rows, capped: true };
}

/** Raw numbers (not locale-formatted) so spreadsheets compute with them; rates in per cent; units in the header. */
export function overviewCsv(rows: API.DashboardDeviceRow[], t: Translate): string {
  const header = [
    t('home.column.device'),
    t('home.column.serial'),
    t('home.column.org'),
    t('home.column.type'),
    ...METRICS.map((m) => t('home.withUnit', { label: t(m.label), unit: t(m.unit) })),
  ];
  const body = rows.map((row) => [
    row.deviceName,
    row.serial,
    row.orgName,
    t(`home.deviceType.${row.deviceType}`),
    ...METRICS.map((m) => {
      const value = row[m.key];
      return value === null ? null : m.rate ? Math.round(value * 10000) / 100 : value;
    }),
  ]);
  return toCsv(header, body);
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
