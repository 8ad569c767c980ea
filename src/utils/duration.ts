/**
 * Human-readable durations ("2 h 5 min", "2時間5分", "2小时5分钟") and event times in the user's locale
 * (relative for display, absolute for the hover title). Unit words come from the caller's catalog.
 */
import { dateTimeFormat, relativeTimeFormat } from '@/domain/intlCache';

/** The patterns a duration is written with; values are {d}, {h} and {m}. */
export type DurationPattern = 'd' | 'dh' | 'h' | 'hm' | 'm' | 'lessThanMinute';
export type DurationWords = (pattern: DurationPattern, values: { d: number; h: number; m: number }) => string;

export function splitDuration(seconds: number) {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return {
    total,
    d: Math.floor(total / 86_400),
    h: Math.floor((total % 86_400) / 3600),
    m: Math.floor((total % 3600) / 60),
  };
}

/** The two largest units: "3 d 4 h", "2 h 5 min", "7 min"; under a minute "< 1 min"; zero "0 min". */
export function formatDuration(seconds: number, words: DurationWords): string {
  const { total, d, h, m } = splitDuration(seconds);
  const values = { d, h, m };
  if (d > 0) return words(h > 0 ? 'dh' : 'd', values);
  if (h > 0) return words(m > 0 ? 'hm' : 'h', values);
  if (m === 0 && total > 0) return words('lessThanMinute', values);
  return words('m', values);
}

const RELATIVE_STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 3600],
  ['hour', 86_400],
  ['day', 7 * 86_400],
];

/** Intl writes "11 時間前" in Japanese; the catalogs write numbers and CJK units together ("11時間54分"). */
function tightCjk(text: string): string {
  return text.replace(/(\d) (?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu, '$1');
}

/** "5 minutes ago", "3時間前", "昨天"; a week or older: the date and time (in `timeZone`, default the browser's). */
export function formatRelativeTime(iso: string, locale: string, nowMs = Date.now(), timeZone?: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const diff = Math.round((time - nowMs) / 1000);
  const size = Math.abs(diff);
  const rtf = relativeTimeFormat(locale, { numeric: 'auto' });
  if (size < 45) return rtf.format(0, 'second');
  let unitSeconds = 1;
  for (const [unit, limit] of RELATIVE_STEPS) {
    if (size < limit) return tightCjk(rtf.format(Math.trunc(diff / unitSeconds), unit));
    unitSeconds = limit;
  }
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(time);
}

/** The full date and time, for titles and details (in `timeZone`, default the browser's). */
export function formatAbsoluteTime(iso: string, locale: string, timeZone?: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(time);
}

/** The calendar day of an instant in a zone, as a comparable key. */
const dayKey = (time: number, timeZone?: string) =>
  dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(time);

/**
 * The clock time of an instant ("14:05", "2:05 PM"), with the date when it is not today in `timeZone` ("Nov 28,
 * 2:05 PM", "11月28日 14:05") and the year when it is not this year.
 */
export function formatClockTime(iso: string, locale: string, nowMs = Date.now(), timeZone?: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  if (dayKey(time, timeZone) === dayKey(nowMs, timeZone))
    return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(time);
  const sameYear = dayKey(time, timeZone).slice(0, 4) === dayKey(nowMs, timeZone).slice(0, 4);
  return dateTimeFormat(locale, {
    year: sameYear ? undefined : 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(time);
}

/** Relative time beside a clock time: none from a week on, where formatRelativeTime would write the date again. */
export function formatRecentTime(iso: string, locale: string, nowMs = Date.now(), timeZone?: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time) || Math.abs(nowMs - time) >= 7 * 86_400_000) return '';
  return formatRelativeTime(iso, locale, nowMs, timeZone);
}
