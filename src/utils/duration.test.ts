import { getIntl } from '@umijs/max';
import type { MessageKey } from '@/locales/types';
import { formatAbsoluteTime, formatDuration, formatRelativeTime, type DurationWords } from './duration';

const wordsOf = (locale: string): DurationWords => {
  const intl = getIntl(locale, true);
  return (pattern, values) => intl.formatMessage({ id: `alarm.duration.${pattern}` satisfies MessageKey }, values);
};

const MIN = 60;
const HOUR = 3600;
const DAY = 86_400;

describe('formatDuration', () => {
  // A duration and how it reads in en-US, ja-JP and zh-CN.
  const READINGS: [number, string, string, string][] = [
    [0, '0 min', '0分', '0分钟'],
    [30, '< 1 min', '1分未満', '不足1分钟'],
    [5 * MIN, '5 min', '5分', '5分钟'],
    [59 * MIN + 59, '59 min', '59分', '59分钟'],
    [2 * HOUR, '2 h', '2時間', '2小时'],
    [2 * HOUR + 5 * MIN, '2 h 5 min', '2時間5分', '2小时5分钟'],
    [DAY + 3 * HOUR + 20 * MIN, '1 d 3 h', '1日3時間', '1天3小时'],
    [3 * DAY, '3 d', '3日', '3天'],
  ];

  it.each(
    (['en-US', 'ja-JP', 'zh-CN'] as const).flatMap((locale, column) =>
      READINGS.map(([seconds, ...texts]) => [locale, seconds, texts[column]] as const),
    ),
  )('%s: %i seconds reads "%s"', (locale, seconds, expected) => {
    expect(formatDuration(seconds, wordsOf(locale))).toBe(expected);
  });

  it('treats negative, fractional and missing values safely', () => {
    const words = wordsOf('en-US');
    expect(formatDuration(-90, words)).toBe('0 min');
    expect(formatDuration(Number.NaN, words)).toBe('0 min');
    expect(formatDuration(125.9, words)).toBe('2 min');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says how long ago in the user language', () => {
    expect(formatRelativeTime(ago(5 * MIN), 'en-US', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * HOUR), 'ja-JP', now)).toBe('3時間前');
    expect(formatRelativeTime(ago(3 * HOUR), 'zh-CN', now)).toBe('3小时前');
    expect(formatRelativeTime(ago(10), 'en-US', now)).toBe('now');
    expect(formatRelativeTime(ago(DAY + HOUR), 'en-US', now)).toBe('yesterday');
  });

  it('shows the date for events a week old or older', () => {
    expect(formatRelativeTime(ago(10 * DAY), 'en-US', now)).toMatch(/Nov 12, 2026/);
    expect(formatRelativeTime(ago(10 * DAY), 'zh-CN', now)).toMatch(/2026年11月12日/);
  });

  it('returns nothing for an invalid time', () => {
    expect(formatRelativeTime('not a date', 'en-US', now)).toBe('');
  });
});

describe('formatAbsoluteTime', () => {
  it('writes the full date and time in the locale', () => {
    expect(formatAbsoluteTime('2026-11-22T12:00:00Z', 'ja-JP')).toMatch(/^2026\/11\/2[23] \d{1,2}:00:00$/);
    expect(formatAbsoluteTime('2026-11-22T12:00:00Z', 'en-US')).toMatch(/^Nov 2[23], 2026, \d{1,2}:00:00 [AP]M$/);
  });
});
