/**
 * The unread count of the current organisation: read on start and on organisation change, then set by every
 * streamed alarm (the event carries the count) and read again on a reset. Without a stream (none yet, the platform
 * has none, or it failed) it is polled every minute while visible, as before.
 */
import { useRequest } from 'ahooks';
import { getUnreadAlarmCount } from '@/services/ropc/alarm';
import { useAlarmsChanged } from '../center/events';
import { useLiveSignals } from '../live/bus';
import { useLiveMode } from '../live/status';

export const UNREAD_POLL_MS = 60_000;

export function useUnreadCount(scope: string | undefined): number {
  const streaming = useLiveMode() === 'stream';
  const { data, refresh, mutate } = useRequest(getUnreadAlarmCount, {
    ready: !!scope,
    refreshDeps: [scope],
    pollingInterval: streaming ? 0 : UNREAD_POLL_MS,
    pollingWhenHidden: false,
  });
  useAlarmsChanged(() => {
    if (scope) refresh();
  });
  useLiveSignals((signal) => {
    if (!scope) return;
    if (signal.type === 'reset') refresh();
    else mutate({ count: signal.event.unread });
  });
  return scope ? (data?.count ?? 0) : 0;
}
