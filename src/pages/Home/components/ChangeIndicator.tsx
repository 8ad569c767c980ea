/** The change of a figure against the previous period: arrow, per cent (or percentage points for a rate), period. */
import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { theme, Typography } from 'antd';
import { useThemeMode } from '@/shell/theme/preference';
import { useT } from '@/locales/t';
import { useFormat } from '../hooks/useFormat';
import type { MetricDef } from '../kpis';
import { compare } from '@/contract/metrics';

// 4.5:1 or more on the cards of each layout theme.
const COLOURS = { light: { better: '#237804', worse: '#cf1322' }, dark: { better: '#73d13d', worse: '#ff7875' } };
// The period stays whole after the figure, or moves below it; when it needs two lines itself (a phone's half-width
// card) they split evenly, never one character alone on the second (前の7日間との比較).
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
  const against = t('home.change.vsPrevious', { days });
  if (!change) {
    return (
      <Typography.Text style={{ color: token.colorTextSecondary, fontSize: 13 }}>
        {t('home.change.none')}
      </Typography.Text>
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
  const direction =
    change.direction === 'up'
      ? t('home.change.up')
      : change.direction === 'down'
        ? t('home.change.down')
        : t('home.change.flat');
  return (
    <Typography.Text
      style={{ fontSize: 13, color: token.colorTextSecondary }}
      data-change={change.direction}
      data-notable={change.notable}
    >
      <span style={{ color, fontWeight: 600 }}>
        <Icon aria-label={direction} /> {change.direction === 'flat' ? direction : shown}
      </span>{' '}
      <span style={PERIOD}>{against}</span>
    </Typography.Text>
  );
}
