/** The change of a figure against the previous period: arrow, then direction, per cent (or points) and period in words. */
import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { Text } from '@/components/PlainText';
import { useThemeMode } from '@/theme/preference';
import { useT } from '@/locales/t';
import { useFormat } from '../hooks/useFormat';
import type { MetricDef } from '../kpis';
import { compare } from '@/domain/metrics';

// 4.5:1 or more on the cards of each layout theme.
const COLOURS = { light: { better: '#237804', worse: '#cf1322' }, dark: { better: '#73d13d', worse: '#ff7875' } };
// The sentence stays whole after the arrow, or moves below it; when it needs two lines itself (a phone's half-width
// card) they split evenly, never one character alone on the second (前の7日間より0.4%増加).
const PERIOD = { display: 'inline-block', textWrap: 'balance' } as const;

interface Props {
  def: MetricDef;
  current: API.DashboardMetrics;
  previous: API.DashboardMetrics;
  days: number;
}

export default function ChangeIndicator({ def, current, previous, days }: Props) {
  const t = useT();
  const format = useFormat();
  const { token } = theme.useToken();
  const { better, worse } = COLOURS[useThemeMode()];
  const change = compare(current[def.key], previous[def.key], def.rate ? 'points' : 'relative');
  if (!change) {
    return (
      <Text tone="secondary" style={{ fontSize: 13 }}>
        {t('home.change.none')}
      </Text>
    );
  }
  const amount = Math.abs(change.value);
  const shown = def.rate
    ? t('home.change.points', { value: format.number(amount, 1) })
    : `${format.number(amount * 100, 1)}%`;
  const Icon =
    change.direction === 'up' ? ArrowUpOutlined : change.direction === 'down' ? ArrowDownOutlined : MinusOutlined;
  // A change under MINOR_CHANGE keeps its arrow and figure but no colour: it is not better or worse.
  const good = !change.notable || !def.polarity ? null : change.direction === 'up';
  const color = good === null ? token.colorTextSecondary : good ? better : worse;
  // The direction in words, not only as the arrow: "Up 0.4% vs previous 7 days", 「较前7天上升0.4%」.
  const text = t(`home.change.${change.direction}`, { amount: shown, days });
  return (
    <Text
      style={{ fontSize: 13, color: token.colorTextSecondary }}
      data-change={change.direction}
      data-notable={change.notable}
    >
      <span style={{ color, fontWeight: 600 }}>
        <Icon aria-hidden />
      </span>{' '}
      <span style={{ ...PERIOD, color: good === null ? undefined : color }}>{text}</span>
    </Text>
  );
}
