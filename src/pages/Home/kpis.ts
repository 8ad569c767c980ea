/** The dashboard's figures as the page shows them: label, help, unit, digits and how a change is read. */
import type { MessageKey } from '@/locales/types';

export type MetricKey = keyof API.DashboardMetrics;

export interface MetricDef {
  key: MetricKey;
  label: MessageKey;
  help: MessageKey;
  unit: MessageKey;
  /** Fraction digits shown. */
  digits: number;
  /** A rate is shown in per cent and compared in percentage points. */
  rate?: boolean;
  /** 1: more is better, 0: neither (the arrow is neutral). */
  polarity: 1 | 0;
}

export const METRICS: readonly MetricDef[] = [
  {
    key: 'taskCount',
    label: 'home.kpi.taskCount',
    help: 'home.kpi.taskCount.help',
    unit: 'home.unit.tasks',
    digits: 0,
    polarity: 1,
  },
  {
    key: 'unitTime',
    label: 'home.kpi.unitTime',
    help: 'home.kpi.unitTime.help',
    unit: 'home.unit.minutes',
    digits: 1,
    polarity: 0,
  },
  {
    key: 'plannedArea',
    label: 'home.kpi.plannedArea',
    help: 'home.kpi.plannedArea.help',
    unit: 'home.unit.area',
    digits: 0,
    polarity: 1,
  },
  {
    key: 'actualArea',
    label: 'home.kpi.actualArea',
    help: 'home.kpi.actualArea.help',
    unit: 'home.unit.area',
    digits: 0,
    polarity: 1,
  },
  {
    key: 'workingHours',
    label: 'home.kpi.workingHours',
    help: 'home.kpi.workingHours.help',
    unit: 'home.unit.hours',
    digits: 1,
    polarity: 1,
  },
  {
    key: 'completionRate',
    label: 'home.kpi.completionRate',
    help: 'home.kpi.completionRate.help',
    unit: 'home.unit.percent',
    digits: 1,
    rate: true,
    polarity: 1,
  },
  {
    key: 'effectiveHours',
    label: 'home.kpi.effectiveHours',
    help: 'home.kpi.effectiveHours.help',
    unit: 'home.unit.hours',
    digits: 1,
    polarity: 1,
  },
  {
    key: 'efficiency',
    label: 'home.kpi.efficiency',
    help: 'home.kpi.efficiency.help',
    unit: 'home.unit.efficiency',
    digits: 0,
    polarity: 1,
  },
];

export const metricDef = (key: MetricKey) => METRICS.find((m) => m.key === key)!;

/** The number shown for a metric (rates in per cent), or null when it has no value. */
export function shownValue(def: MetricDef, metrics: API.DashboardMetrics): number | null {
  const value = metrics[def.key];
  if (value === null) return null;
  return def.rate ? value * 100 : value;
}
