/** Locale formatting of the dashboard's numbers and days (days are UTC calendar days, YYYY-MM-DD). */
import { useIntl } from '@umijs/max';
import { useMemo } from 'react';
import { dateTimeFormat, numberFormat } from '@/domain/intlCache';

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** The formatters of a locale: built once per page load (contract/intlCache), shared by every card and chart. */
function formatsOf(locale: string) {
  const compact = numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const shortDay = dateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
  const longDay = dateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    timeZone: 'UTC',
  });
  const rangeDay = dateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return {
    locale,
    number: (value: number, digits = 0) =>
      numberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value),
    compact: (value: number) => compact.format(value),
    shortDay: (day: string) => shortDay.format(asDate(day)),
    longDay: (day: string) => longDay.format(asDate(day)),
    range: (from: string, to: string) => rangeDay.formatRange(asDate(from), asDate(to)),
  };
}

export function useFormat() {
  const { locale } = useIntl();
  return useMemo(() => formatsOf(locale), [locale]);
}

export type Format = ReturnType<typeof useFormat>;
