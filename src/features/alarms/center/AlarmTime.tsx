import { useIntl } from '@umijs/max';
import { useTimeZone } from '@/session/orgSettings';
import { formatAbsoluteTime, formatClockTime, formatRecentTime } from '@/utils/duration';

interface Props {
  iso: string;
  /** The full date and time to the second (the details), instead of the clock time. */
  full?: boolean;
}

/**
 * When an alarm started, in the organisation's zone: the clock time (with the date when it is not today), and
 * beside it how long ago ("14:05 · 3 hours ago"), up to a week; the full date and time on hover.
 */
export default function AlarmTime({ iso, full }: Props) {
  const { locale } = useIntl();
  const timeZone = useTimeZone();
  const now = Date.now();
  const absolute = formatAbsoluteTime(iso, locale, timeZone);
  const recent = formatRecentTime(iso, locale, now, timeZone);
  return (
    <span className="alarm-time">
      <time dateTime={iso} title={absolute}>
        {full ? absolute : formatClockTime(iso, locale, now, timeZone)}
      </time>
      {recent ? <span> · {recent}</span> : null}
    </span>
  );
}
