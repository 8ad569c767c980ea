import { useIntl } from '@umijs/max';
import { useTimeZone } from '@/components/OrgSettings/store';
import { formatAbsoluteTime, formatRelativeTime } from '@/utils/duration';

/** When an alarm started: relative in the user's language, the absolute time (organisation's zone) on hover. */
export default function AlarmTime({ iso }: { iso: string }) {
  const { locale } = useIntl();
  const timeZone = useTimeZone();
  const absolute = formatAbsoluteTime(iso, locale, timeZone);
  return (
    <time dateTime={iso} title={absolute}>
      {formatRelativeTime(iso, locale, Date.now(), timeZone)}
    </time>
  );
}
