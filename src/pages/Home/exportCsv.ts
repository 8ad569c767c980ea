/** Export of the data overview: every row of the current filters (fetched page by page), as a CSV download. */
import { MAX_PAGE_SIZE } from '@/contract/paging';
import { listDashboardDevices } from '@/services/ropc/dashboard';
import type { MessageKey } from '@/locales/types';
import { toCsv } from './csv';
import { METRICS } from './kpis';

const PAGE = MAX_PAGE_SIZE;

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export async function fetchAllRows(query: Omit<API.DashboardDevicesQuery, 'current' | 'pageSize'>): Promise<API.DashboardDeviceRow[]> {
  const rows: API.DashboardDeviceRow[] = [];
  for (let current = 1; ; current += 1) {
    const page = await listDashboardDevices({ ...query, current, pageSize: PAGE });
    rows.push(...page.list);
    if (!page.list.length || rows.length >= page.total) return rows;
  }
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
