/** The eight figures of the period as cards; skeleton cards of the same size while they load. */
import { Skeleton } from 'antd';
import Columns from './Columns';
import Panel from './Panel';
import { METRICS } from '../kpis';
import KpiCard, { CARD_MIN_HEIGHT } from './KpiCard';

interface Props {
  summary?: API.DashboardSummary;
  /** A newer period is loading: the figures shown are the previous ones. */
  stale?: boolean;
}

export default function KpiCards({ summary, stale }: Props) {
  const days = summary && summary.period !== 'all' ? Number(summary.period) : null;
  return (
    <Columns
      tracks={{ xs: 2, lg: 4 }}
      gap={[16, 16]}
      aria-busy={!summary || stale}
      style={{ opacity: stale ? 0.6 : 1, transition: 'opacity .2s' }}
    >
      {METRICS.map((def) => (
        <div key={def.key}>
          {summary ? (
            <KpiCard def={def} current={summary.current} previous={summary.previous} days={days} />
          ) : (
            <Panel size="small" style={{ minHeight: CARD_MIN_HEIGHT }} data-testid="kpi-skeleton">
              <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 2, width: ['40%', '70%'] }} />
            </Panel>
          )}
        </div>
      ))}
    </Columns>
  );
}
