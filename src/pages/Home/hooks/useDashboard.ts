/** The period's summary and daily trend, requested together; a newer period's answer replaces the older one. */
import { useRequest } from 'ahooks';
import { useState } from 'react';
import { getDashboardSummary, getDashboardTrend, peekDashboardSummary } from '@/services/ropc/dashboard';
import type { Period } from '@/domain/metrics';

export function useDashboard(period: Period) {
  // On the page the user landed on, boot asked for the figures before the bundle ran: when they have come, the
  // first render shows them, and the run after the commit takes them from the query cache instead of calling (as
  // any run takes an answer the cache holds for its period). The render only looks: React throws a first render
  // away when something beside the page suspends, and the render after it must find them still in the cache.
  const [landing] = useState(() => peekDashboardSummary(period));
  const summary = useRequest(() => getDashboardSummary(period), { refreshDeps: [period] });
  const trend = useRequest(() => getDashboardTrend(period), { refreshDeps: [period] });
  const latest = summary.data ?? landing;
  const data = latest?.period === period ? latest : undefined;
  return {
    summary,
    trend,
    /** The figures shown: the current period's, else the previous answer while the new one loads. */
    shown: data || latest,
    stale: !!latest && !data,
    empty: !!data && data.current.taskCount === 0,
  };
}
