/**
 * Once the figures of a period are on screen and the browser is idle, asks the summaries of the other periods
 * ahead (the query cache's prefetch, src/request/queryCache.ts): a switch within the next minute shows its figures without a round trip. The
 * trends are not asked ahead (the charts follow the figures anyway, and the whole history's trend is large).
 */
import { useModel } from '@umijs/max';
import { useEffect } from 'react';
import { contentReady, preloadWhenIdle } from '@/components/LazyDialog/idlePreload';
import { PERIODS, type Period } from '@/domain/metrics';
import { prefetchDashboardSummary } from '@/services/ropc/dashboard';
import { storedOrgId } from '@/session/storage';

export function usePrefetchPeriods(period: Period, figuresShown: boolean) {
  const { initialState } = useModel('@@initialState');
  // Not in alternate mode (its reads are never cached), and only for the organisation the page shows:
  // another tab may have switched the stored one since.
  const orgId = initialState?.mode ? undefined : initialState?.currentOrgId;
  useEffect(() => {
    if (!figuresShown || !orgId) return undefined;
    return preloadWhenIdle(() => {
      if (storedOrgId.get() !== orgId) return;
      PERIODS.filter((other) => other !== period).forEach((other) => {
        prefetchDashboardSummary(other).catch(() => undefined);
      });
    }, contentReady);
  }, [period, figuresShown, orgId]);
}
