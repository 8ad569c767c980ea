/**
 * Home: what needs attention now (ongoing alarms by device) first, then the operating dashboards. The KPI cards come first from the summary call; the charts module
 * (the only importer of @ant-design/plots) and the device overview (table, selects, below the fold) are
 * requested only once the cards have painted, so the first load carries no chart or table code. Fleet health
 * (alarms by type and device) comes with them, between the charts and the overview.
 */
import { Skeleton } from 'antd';
import Panel from './components/Panel';
import { type ComponentType, lazy, memo, Suspense } from 'react';
import { useAfterPaint } from '@/hooks/useAfterPaint';
import EmptyPeriod from './components/EmptyPeriod';
import Columns from './components/Columns';
import KpiCards from './components/KpiCards';
import LoadError from './components/LoadError';
import NeedsAttention from './components/NeedsAttention';
import PeriodFilter from './components/PeriodFilter';
import WelcomeHeader from './components/WelcomeHeader';
import { useCurrentOrgName } from './hooks/useCurrentOrgName';
import { useDashboard } from './hooks/useDashboard';
import { useFiguresFirst } from './hooks/useFiguresFirst';
import { usePeriod } from './hooks/usePeriod';
import { usePrefetchPeriods } from './hooks/usePrefetchPeriods';

// Memoised: the charts redraw only when their trend changes, and the tables only when their period does, not on
// every render of the page (a period switch renders the figures first, before either).
const memoised = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazy(() => load().then((m) => ({ default: memo(m.default) })));
const Trends = memoised(() => import('./components/Trends'));
const DeviceOverview = memoised(() => import('./components/DeviceOverview'));
const FleetHealth = memoised(() => import('./components/FleetHealth'));

function OverviewSkeleton() {
  return (
    <Panel style={{ marginTop: 16 }} data-testid="overview-skeleton">
      <Skeleton active paragraph={{ rows: 8 }} />
    </Panel>
  );
}

function TrendsSkeleton() {
  return (
    <Columns tracks={{ xs: 1, lg: 2 }} gap={[16, 16]} style={{ marginTop: 16 }} aria-busy>
      {[0, 1, 2, 3].map((i) => (
        <Panel key={i} size="small" data-testid="trend-skeleton">
          <Skeleton active title={{ width: '40%' }} paragraph={false} />
          <Skeleton.Button active block style={{ height: 260, marginTop: 12 }} />
        </Panel>
      ))}
    </Columns>
  );
}

export default function HomePage() {
  // The figures follow a switch at once; fleet health and the overview follow it with the address.
  const { period, setPeriod, inAddress } = usePeriod();
  const { summary, trend, shown, stale, empty } = useDashboard(period);
  usePrefetchPeriods(period, !!shown && !stale);
  const orgName = useCurrentOrgName();
  // Charts and the overview wait until the cards (or the empty / error state) have painted.
  const afterCards = useAfterPaint(!!shown || !!summary.error || empty);
  // The charts take the period's trend only after its figures have painted (a switch shows figures first).
  const chartDays = useFiguresFirst(trend.data?.days, !!shown && !stale && trend.data?.period === period);

  let body;
  const retryAll = () => {
    summary.refresh();
    if (trend.error) trend.refresh();
  };
  if (summary.error) body = <LoadError title="home.error.summary" onRetry={retryAll} />;
  else if (empty) body = <EmptyPeriod onShowAll={period === 'all' ? undefined : () => setPeriod('all')} />;
  else {
    body = (
      <>
        <KpiCards summary={shown} stale={stale} />
        {trend.error ? (
          <LoadError title="home.error.trend" onRetry={trend.refresh} />
        ) : afterCards && shown && chartDays ? (
          <Suspense fallback={<TrendsSkeleton />}>
            <Trends days={chartDays} />
          </Suspense>
        ) : (
          <TrendsSkeleton />
        )}
      </>
    );
  }

  return (
    // Not PageContainer: on the dashboard it would only add a one-item breadcrumb, and its Tabs, Affix and
    // Breadcrumb (~30 KB of gzipped JavaScript) to the first load. The layout pads the content itself.
    <div className="home-page" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <WelcomeHeader />
      <NeedsAttention />
      <PeriodFilter value={period} onChange={setPeriod} summary={shown} orgName={orgName} />
      {body}
      {afterCards ? (
        <Suspense fallback={<OverviewSkeleton />}>
          <FleetHealth period={inAddress} />
        </Suspense>
      ) : (
        <OverviewSkeleton />
      )}
      {afterCards ? (
        <Suspense fallback={<OverviewSkeleton />}>
          <DeviceOverview period={inAddress} />
        </Suspense>
      ) : (
        <OverviewSkeleton />
      )}
    </div>
  );
}
