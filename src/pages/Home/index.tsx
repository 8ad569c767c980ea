/**
 * Home: the operating dashboards. The KPI cards come first from the summary call; the charts module
 * (the only importer of @ant-design/plots) is loaded lazily once the cards have rendered, and the device
 * overview (table, selects) loads in parallel without holding the cards back.
 */
import { PageContainer } from '@ant-design/pro-components';
import { Card, Col, Row, Skeleton } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import EmptyPeriod from './components/EmptyPeriod';
import KpiCards from './components/KpiCards';
import LoadError from './components/LoadError';
import PeriodFilter from './components/PeriodFilter';
import WelcomeHeader from './components/WelcomeHeader';
import { useDashboard } from './hooks/useDashboard';
import { usePeriod } from './hooks/usePeriod';

const loadTrends = () => import('./components/Trends');
const Trends = lazy(loadTrends);
const DeviceOverview = lazy(() => import('./components/DeviceOverview'));

function OverviewSkeleton() {
  return (
    <Card style={{ marginTop: 16 }} data-testid="overview-skeleton">
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  );
}

function TrendsSkeleton() {
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }} aria-busy>
      {[0, 1, 2, 3].map((i) => (
        <Col key={i} xs={24} lg={12}>
          <Card size="small" data-testid="trend-skeleton">
            <Skeleton active title={{ width: '40%' }} paragraph={false} />
            <Skeleton.Button active block style={{ height: 260, marginTop: 12 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

export default function HomePage() {
  const [period, setPeriod] = usePeriod();
  const { summary, trend, shown, stale, empty } = useDashboard(period);
  const cardsShown = !!shown;
  // Fetch the charts module once the cards are on screen, while the trend data is still on its way.
  useEffect(() => {
    if (cardsShown) void loadTrends();
  }, [cardsShown]);

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
        ) : shown && trend.data ? (
          <Suspense fallback={<TrendsSkeleton />}>
            <Trends days={trend.data.days} />
          </Suspense>
        ) : (
          <TrendsSkeleton />
        )}
      </>
    );
  }

  return (
    <PageContainer title={false}>
      <WelcomeHeader />
      <PeriodFilter value={period} onChange={setPeriod} summary={shown} />
      {body}
      <Suspense fallback={<OverviewSkeleton />}>
        <DeviceOverview period={period} />
      </Suspense>
    </PageContainer>
  );
}
