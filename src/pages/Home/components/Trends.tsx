/**
 * Daily trend charts. The one module of /home that imports @ant-design/plots: index.tsx loads it with
 * React.lazy after the KPI cards render, so the cards never wait for the charting library.
 */
import { Column, Line } from '@ant-design/plots';
import { Card } from 'antd';
import Columns from './Columns';
import { useMemo, type ReactNode } from 'react';
import { useThemeMode } from '@/theme/preference';
import { useReducedMotion } from '@/theme/reducedMotion';
import { useT } from '@/locales/t';
import type { MessageKey } from '@/locales/types';
import { useFormat, type Format } from '../hooks/useFormat';
import type { MetricKey } from '../kpis';

const HEIGHT = 260;
const PRIMARY = '#0958d9';
const SECOND = '#d46b08';

interface Props {
  days: API.DashboardDay[];
}

interface Point {
  date: string;
  value: number;
  series: string;
}

type Translate = ReturnType<typeof useT>;

/** Axes, tooltip and legend every chart shares: translated, locale-formatted, readable at phone width. */
function common(
  t: Translate,
  format: Format,
  dark: boolean,
  still: boolean,
  unit: string,
  digits: number,
  asValue: (v: number) => number = (v) => v,
) {
  return {
    // G2's dark theme keeps axes, labels and legends readable on the dark layout.
    theme: dark ? 'classicDark' : 'classic',
    height: HEIGHT,
    autoFit: true,
    // "Reduce motion": the marks are drawn in place, without G2's entry animation.
    ...(still ? { animate: false } : {}),
    xField: 'date',
    yField: 'value',
    axis: {
      x: { title: t('home.axis.date'), labelFormatter: (d: string) => format.shortDay(d), labelAutoRotate: false },
      y: { title: unit, labelFormatter: (v: number) => format.compact(asValue(v)) },
    },
    tooltip: {
      title: (d: Point) => format.longDay(d.date),
      items: [(d: Point) => ({ name: d.series, value: `${format.number(asValue(d.value), digits)} ${unit}` })],
    },
    legend: { color: { position: 'top' as const, itemLabelFill: dark ? 'rgba(255, 255, 255, 0.85)' : '#262626' } },
  };
}

/** Long-format points (one per day and series) with translated series names. */
function pointsOf(days: API.DashboardDay[], series: Array<[MetricKey, string]>): Point[] {
  return days.flatMap((day) =>
    series.flatMap(([key, name]) =>
      day[key] === null ? [] : [{ date: day.date, value: day[key] as number, series: name }],
    ),
  );
}

function ChartCard({ title, label, children }: { title: MessageKey; label: string; children: ReactNode }) {
  const t = useT();
  return (
    <Card size="small" title={<h3 style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>{t(title)}</h3>}>
      <figure role="img" aria-label={`${t(title)}: ${label}`} style={{ margin: 0, minHeight: HEIGHT }}>
        {children}
      </figure>
    </Card>
  );
}

export default function Trends({ days }: Props) {
  const t = useT();
  const format = useFormat();
  const dark = useThemeMode() === 'dark';
  const still = useReducedMotion();
  const range = days.length ? format.range(days[0].date, days[days.length - 1].date) : '';
  const charts = useMemo(() => {
    const name = (key: MessageKey) => t(key);
    return {
      tasks: pointsOf(days, [['taskCount', name('home.kpi.taskCount')]]),
      area: pointsOf(days, [
        ['plannedArea', name('home.kpi.plannedArea')],
        ['actualArea', name('home.kpi.actualArea')],
      ]),
      hours: pointsOf(days, [
        ['workingHours', name('home.kpi.workingHours')],
        ['effectiveHours', name('home.kpi.effectiveHours')],
      ]),
      completion: pointsOf(days, [['completionRate', name('home.kpi.completionRate')]]),
    };
  }, [days, t]);
  const pair = { colorField: 'series', scale: { color: { range: [SECOND, PRIMARY] } } };
  return (
    <Columns tracks={{ xs: 1, lg: 2 }} gap={[16, 16]} style={{ marginTop: 16 }} data-testid="trends">
      <ChartCard title="home.trend.tasks" label={range}>
        <Column
          data={charts.tasks}
          {...common(t, format, dark, still, t('home.unit.tasks'), 0)}
          style={{ fill: PRIMARY }}
        />
      </ChartCard>
      <ChartCard title="home.trend.area" label={range}>
        <Line data={charts.area} {...common(t, format, dark, still, t('home.unit.area'), 0)} {...pair} />
      </ChartCard>
      <ChartCard title="home.trend.hours" label={range}>
        <Line data={charts.hours} {...common(t, format, dark, still, t('home.unit.hours'), 1)} {...pair} />
      </ChartCard>
      <ChartCard title="home.trend.completion" label={range}>
        <Line
          data={charts.completion}
          {...common(t, format, dark, still, t('home.unit.percent'), 1, (v) => v * 100)}
          scale={{ y: { domainMax: 1 } }}
          style={{ stroke: PRIMARY, lineWidth: 2 }}
          legend={false}
        />
      </ChartCard>
    </Columns>
  );
}
