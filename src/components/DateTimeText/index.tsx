/** A date and time in the UI language (Intl), from an ISO string. */
import { useIntl } from '@umijs/max';
import { useMemo } from 'react';

export default function DateTimeText({ value }: { value?: string }) {
  const { locale } = useIntl();
  const format = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  const date = value ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return <>-</>;
  return <time dateTime={value}>{format.format(date)}</time>;
}
