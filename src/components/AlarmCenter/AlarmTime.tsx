import { useIntl } from '@umijs/max';
import { formatAbsoluteTime, formatRelativeTime } from '@/utils/duration';

/** When an alarm started: relative in the user's language, the absolute time on hover. */
export default function AlarmTime({ iso }: { iso: string }) {
  const { locale } = useIntl();
  const absolute = formatAbsoluteTime(iso, locale);
  return (
    <time dateTime={iso} title={absolute}>
      {formatRelativeTime(iso, locale)}
    </time>
  );
}
