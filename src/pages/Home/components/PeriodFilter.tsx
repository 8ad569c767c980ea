/** All / Last 7 Days / Last 30 Days, and the days the figures cover. */
import { Flex, Segmented, Typography } from 'antd';
import { useT } from '@/locales/t';
import type { MessageKey } from '@/locales/types';
import { useFormat } from '../hooks/useFormat';
import { PERIODS, type Period } from '@/contract/metrics';

const LABELS: Record<Period, MessageKey> = { all: 'home.period.all', '7': 'home.period.7', '30': 'home.period.30' };

interface Props {
  value: Period;
  onChange: (period: Period) => void;
  summary?: API.DashboardSummary;
}

export default function PeriodFilter({ value, onChange, summary }: Props) {
  const t = useT();
  const format = useFormat();
  return (
    <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
      <Segmented<Period>
        aria-label={t('home.period.label')}
        value={value}
        onChange={onChange}
        options={PERIODS.map((p) => ({ value: p, label: t(LABELS[p]) }))}
      />
      {summary ? (
        <Typography.Text data-testid="period-range">
          {t('home.period.range', { range: format.range(summary.from, summary.to) })}
          {summary.orgCount ? ` · ${t('home.scope', { orgs: summary.orgCount, devices: summary.deviceCount })}` : ''}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
