/**
 * Re-reads a view on live alarm signals: at most one re-read per `wait` during a burst (the first at once, the last
 * after the burst), none after unmount.
 */
import { useThrottleFn } from 'ahooks';
import { useLiveSignals } from './bus';

export const LIVE_REFRESH_MS = 2000;

export function useLiveRefresh(refresh: () => void, wait = LIVE_REFRESH_MS) {
  const { run } = useThrottleFn(() => refresh(), { wait });
  useLiveSignals(() => run());
}
