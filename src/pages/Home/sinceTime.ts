/** When an ongoing alarm started, as a clock time: "14:05" today, "Nov 30, 14:05" on another day (in `timeZone`). */
import { dateTimeFormat } from '@/domain/intlCache';
import { dayInZone } from '@/domain/timeZones';

export function sinceTime(iso: string, locale: string, timeZone?: string, nowMs = Date.now()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const today = dayInZone(at, timeZone) === dayInZone(new Date(nowMs), timeZone);
  const options: Intl.DateTimeFormatOptions = today
    ? { hour: '2-digit', minute: '2-digit', timeZone }
    : { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone };
  return dateTimeFormat(locale, { ...options, hourCycle: 'h23' }).format(at);
}
