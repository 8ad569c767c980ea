/** The unread count of the current organisation: on start, on organisation change, every minute while visible. */
import { useRequest } from 'ahooks';
import { getUnreadAlarmCount } from '@/services/ropc/alarm';
import { useAlarmsChanged } from '../center/events';

export const UNREAD_POLL_MS = 60_000;

export function useUnreadCount(scope: string | undefined): number {
  const { data, refresh } = useRequest(getUnreadAlarmCount, {
    ready: !!scope,
    refreshDeps: [scope],
    pollingInterval: UNREAD_POLL_MS,
    pollingWhenHidden: false,
  });
  useAlarmsChanged(() => {
    if (scope) refresh();
  });
  return scope ? (data?.count ?? 0) : 0;
}
