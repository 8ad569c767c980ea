/**
 * Once the figures of a period are on screen and the browser is idle, asks the summaries of the other periods
 * ahead (src/request/prefetch.ts): a switch within the next minute shows its figures without a round trip. The
 * trends are not asked ahead (the charts follow the figures anyway, and the whole history's trend is large).
 */
import { useEffect } from 'react';
import { contentReady, preloadWhenIdle } from '@/components/LazyDialog/idlePreload';
import { PERIODS, type Period } from '@/contract/metrics';
import { getDashboardSummary } from '@/services/ropc/dashboard';

export function usePrefetchPeriods(period: Period, figuresShown: boolean) {
  useEffect(() => {
    if (!figuresShown) return undefined;
    return preloadWhenIdle(() => {
      PERIODS.filter((other) => other !== period).forEach((other) => {
        getDashboardSummary(other, { prefetch: true }).catch(() => undefined);
      });
    }, contentReady);
  }, [period, figuresShown]);
}
