/**
 * The alarm list's CSV export: every alarm of the current filters and sort (read page by page, bounded), with
 * localised headers, times in the organisation's zone and durations in minutes so a spreadsheet can add them up.
 */
import type { MessageKey } from '@/locales/types';
import { dateTimeFormat } from '@/domain/intlCache';
import { pageAlarms } from '@/services/ropc/alarm';
import { fetchAllPages, toCsv, type AllRows } from '@/utils/csv';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

type Query = API.AlarmFilter & Pick<API.AlarmPageParams, 'sortField' | 'sortOrder'>;

export const fetchAllAlarms = (query: Query): Promise<AllRows<API.AlarmItem>> =>
  fetchAllPages((current, pageSize) => pageAlarms({ ...query, current, pageSize }));

/** YYYY-MM-DD HH:mm:ss of an instant in a zone (a form every spreadsheet reads as a date and time). */
export function sheetTime(iso: string, timeZone?: string): string {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value || '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

export function alarmsCsv(rows: API.AlarmItem[], t: Translate, timeZone: string): string {
  const header = [
    t('alarm.field.type'),
    t('alarm.field.organization'),
    t('alarm.field.device'),
    t('alarm.export.started', { zone: timeZone }),
    t('alarm.export.cleared', { zone: timeZone }),
    t('alarm.export.minutes'),
    t('alarm.field.read'),
  ];
  const body = rows.map((row) => [
    t(`alarm.type.${row.type}`),
    row.orgName,
    row.deviceName,
    sheetTime(row.startedAt, timeZone),
    row.endedAt ? sheetTime(row.endedAt, timeZone) : t('alarm.ongoing'),
    Math.round(row.durationSeconds / 6) / 10,
    row.read ? t('alarm.state.read') : t('alarm.state.unread'),
  ]);
  return toCsv(header, body);
}
