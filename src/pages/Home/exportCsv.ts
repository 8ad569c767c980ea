/** Export of the data overview: every row of the current filters (fetched page by page), as a CSV download. */
import { listDashboardDevices } from '@/services/ropc/dashboard';
import type { MessageKey } from '@/locales/types';
import { EXPORT_MAX_ROWS, EXPORT_PAGE, fetchAllPages, toCsv, type AllRows } from '@/utils/csv';
import { METRICS } from './kpis';

export { downloadText } from '@/utils/csv';

/** A hard stop whatever the platform's paging says (utils/csv's bound): 50 full pages. */
export const MAX_ROWS = EXPORT_MAX_ROWS;
export const MAX_PAGES = EXPORT_MAX_ROWS / EXPORT_PAGE;

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export type ExportResult = Pick<AllRows<API.DashboardDeviceRow>, 'rows' | 'capped'>;

/** Every row of the overview's filters, page by page, bounded (utils/csv fetchAllPages). */
export async function fetchAllRows(
  query: Omit<API.DashboardDevicesQuery, 'current' | 'pageSize'>,
): Promise<ExportResult> {
  const { rows, capped } = await fetchAllPages((current, pageSize) =>
    listDashboardDevices({ ...query, current, pageSize }),
  );
  return { rows, capped };
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
