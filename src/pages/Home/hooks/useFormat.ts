/** Locale formatting of the dashboard's numbers and days (days are UTC calendar days, YYYY-MM-DD). */
import { useIntl } from '@umijs/max';
import { useMemo } from 'react';

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

export function useFormat() {
  const { locale } = useIntl();
  return useMemo(() => {
    const numbers = new Map<number, Intl.NumberFormat>();
    const numberFormat = (digits: number) => {
      if (!numbers.has(digits))
        numbers.set(
          digits,
          new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }),
        );
      return numbers.get(digits)!;
    };
    const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    const shortDay = new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
    const longDay = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      weekday: 'short',
      timeZone: 'UTC',
    });
    const rangeDay = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    return {
      locale,
      number: (value: number, digits = 0) => numberFormat(digits).format(value),
      compact: (value: number) => compact.format(value),
      shortDay: (day: string) => shortDay.format(asDate(day)),
      longDay: (day: string) => longDay.format(asDate(day)),
      range: (from: string, to: string) => rangeDay.formatRange(asDate(from), asDate(to)),
    };
  }, [locale]);
}

export type Format = ReturnType<typeof useFormat>;
