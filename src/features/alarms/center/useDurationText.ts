/** Formats alarm durations with the catalog's unit words. */
import { useCallback } from 'react';
import { useT } from '@/locales/t';
import { formatDuration } from '@/utils/duration';

export function useDurationText() {
  const t = useT();
  return useCallback(
    (seconds: number) => formatDuration(seconds, (pattern, values) => t(`alarm.duration.${pattern}`, values)),
    [t],
  );
}
