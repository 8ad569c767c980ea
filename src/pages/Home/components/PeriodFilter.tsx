/** All / Last 7 Days / Last 30 Days, and the days the figures cover: Home's one statement of its time base. */
import { Flex, Segmented } from 'antd';
import { Text } from '@/components/PlainText';
import { useT } from '@/locales/t';
import type { MessageKey } from '@/locales/types';
import { useFormat } from '../hooks/useFormat';
import { daysBetween, PERIODS, type Period } from '@/domain/metrics';

const LABELS: Record<Period, MessageKey> = { all: 'home.period.all', '7': 'home.period.7', '30': 'home.period.30' };

interface Props {
  value: Period;
  onChange: (period: Period) => void;
  summary?: API.DashboardSummary;
  /** The current organisation's name: the scope is it and its sub-organisations. */
  orgName: string;
}

export default function PeriodFilter({ value, onChange, summary, orgName }: Props) {
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
        <Text data-testid="period-range">
          {summary.period === 'all'
            ? t('home.period.rangeAll', {
                range: format.range(summary.from, summary.to),
                days: daysBetween(summary.from, summary.to).length,
                timeZone: summary.timeZone,
              })
            : t('home.period.range', { range: format.range(summary.from, summary.to), timeZone: summary.timeZone })}
          {summary.orgCount ? (
            <span data-testid="home-scope">{` · ${t('home.scope', { org: orgName, orgs: summary.orgCount, devices: summary.deviceCount })}`}</span>
          ) : null}
        </Text>
      ) : null}
    </Flex>
  );
}
