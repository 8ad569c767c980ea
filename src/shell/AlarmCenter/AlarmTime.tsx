import { useIntl } from '@umijs/max';
import { useTimeZone } from '@/session/orgSettings';
import { VISUALLY_HIDDEN } from '@/components/visuallyHidden';
import { useT } from '@/locales/t';
import { formatAbsoluteTime, formatRelativeTime } from '@/utils/duration';

interface Props {
  iso: string;
  /** Screen readers also read the absolute time; off where it is already written next to it (the details). */
  spokenAbsolute?: boolean;
}

/**
 * When an alarm started: relative in the user's language; the absolute time (organisation's zone) on hover and
 * as text for screen readers. Keyboard users find it written out in the alarm's details.
 */
export default function AlarmTime({ iso, spokenAbsolute = true }: Props) {
  const t = useT();
  const { locale } = useIntl();
  const timeZone = useTimeZone();
  const absolute = formatAbsoluteTime(iso, locale, timeZone);
  return (
    <time dateTime={iso} title={absolute}>
      {formatRelativeTime(iso, locale, Date.now(), timeZone)}
      {spokenAbsolute && absolute ? (
        <span style={VISUALLY_HIDDEN}> {t('alarm.time.absolute', { time: absolute })}</span>
      ) : null}
    </time>
  );
}
