/** A date and time in the UI language (Intl), from an ISO string, in the organisation's time zone. */
import { useIntl } from '@umijs/max';
import { useTimeZone } from '@/session/orgSettings';
import { dateTimeFormat } from '@/domain/intlCache';

interface Props {
  value?: string;
  /** An IANA zone; by default the current organisation's (the browser's until it is known). */
  timeZone?: string;
}

export default function DateTimeText({ value, timeZone }: Props) {
  const { locale } = useIntl();
  const orgZone = useTimeZone();
  const zone = timeZone || orgZone;
  const format = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
  const date = value ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return <>-</>;
  return <time dateTime={value}>{format.format(date)}</time>;
}
