/** The period's summary and daily trend, requested together; a newer period's answer replaces the older one. */
import { useRequest } from 'ahooks';
import { getDashboardSummary, getDashboardTrend } from '@/services/ropc/dashboard';
import type { Period } from '@/contract/metrics';

export function useDashboard(period: Period) {
  const summary = useRequest(() => getDashboardSummary(period), { refreshDeps: [period] });
  const trend = useRequest(() => getDashboardTrend(period), { refreshDeps: [period] });
  const data = summary.data?.period === period ? summary.data : undefined;
  return {
    summary,
    trend,
    /** The figures shown: the current period's, else the previous answer while the new one loads. */
    shown: data || summary.data,
    stale: !!summary.data && !data,
    empty: !!data && data.current.taskCount === 0,
  };
}
