/** One figure: label with its definition, the value with its unit, and the change against the previous period. */
import { InfoCircleOutlined } from '@ant-design/icons';
import { Flex, Grid, theme, Tooltip } from 'antd';
import { Text } from '@/components/PlainText';
import Panel from './Panel';
import { useT } from '@/locales/t';
import { useFormat } from '../hooks/useFormat';
import { shownValue, type MetricDef } from '../kpis';
import ChangeIndicator from './ChangeIndicator';

export const CARD_MIN_HEIGHT = 132;

interface Props {
  def: MetricDef;
  current: API.DashboardMetrics;
  previous: API.DashboardMetrics | null;
  days: number | null;
}

export default function KpiCard({ def, current, previous, days }: Props) {
  const t = useT();
  const format = useFormat();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const label = t(def.label);
  const value = shownValue(def, current);
  return (
    <Panel
      size="small"
      role="group"
      aria-label={label}
      data-testid={`kpi-${def.key}`}
      style={{ height: '100%', minHeight: CARD_MIN_HEIGHT }}
    >
      <Flex justify="space-between" align="start" gap={8}>
        <Text tone="secondary">{label}</Text>
        <Tooltip title={t(def.help)} trigger={['hover', 'focus']}>
          <InfoCircleOutlined tabIndex={0} aria-label={t(def.help)} style={{ color: token.colorTextSecondary }} />
        </Tooltip>
      </Flex>
      <Flex wrap align="baseline" gap={4} style={{ margin: '8px 0' }}>
        <span
          data-testid="kpi-value"
          style={{
            fontSize: screens.sm ? 28 : 20,
            fontWeight: 600,
            lineHeight: 1.2,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {value === null ? '—' : format.number(value, def.digits)}
        </span>
        <span style={{ color: token.colorTextSecondary }}>{t(def.unit)}</span>
      </Flex>
      {previous && days ? <ChangeIndicator def={def} current={current} previous={previous} days={days} /> : null}
    </Panel>
  );
}
