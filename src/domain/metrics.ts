/**
 * The dashboard's metric formulas and period windows, shared by the simulator (mock/dashboard.ts) and the page.
 * Pure and import-free (the simulator imports it by relative path). A ratio with a zero divisor is null.
 */

/** The eight key figures, in the order Home shows them and the data overview's columns follow. */
export const METRIC_KEYS = [
  'taskCount',
  'unitTime',
  'plannedArea',
  'actualArea',
  'workingHours',
  'completionRate',
  'effectiveHours',
  'efficiency',
] as const satisfies readonly (keyof API.DashboardMetrics)[];

export type Period = API.DashboardPeriod;
export const PERIODS: readonly Period[] = ['all', '7', '30'];
export const DEFAULT_PERIOD: Period = '7';

export function parsePeriod(value: unknown): Period | undefined {
  return PERIODS.find((p) => p === value);
}

/** num / den, or null when den is zero (or either is not a finite number). */
export function ratio(num: number, den: number): number | null {
  if (!Number.isFinite(num) || !Number.isFinite(den) || den <= 0) return null;
  return num / den;
}

export const EMPTY_TOTALS: Readonly<API.DashboardTotals> = Object.freeze({
  taskCount: 0,
  plannedArea: 0,
  actualArea: 0,
  workingHours: 0,
  effectiveHours: 0,
});

export function addTotals(into: API.DashboardTotals, t: API.DashboardTotals): API.DashboardTotals {
  into.taskCount += t.taskCount;
  into.plannedArea += t.plannedArea;
  into.actualArea += t.actualArea;
  into.workingHours += t.workingHours;
  into.effectiveHours += t.effectiveHours;
  return into;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const roundOrNull = (value: number | null, digits: number) => (value === null ? null : round(value, digits));

/** Unit time (on screen: time per task) = working minutes per task; completion rate = actual / planned area; efficiency = actual area / effective hour. */
export function deriveMetrics(t: API.DashboardTotals): API.DashboardMetrics {
  return {
    taskCount: t.taskCount,
    plannedArea: round(t.plannedArea, 1),
    actualArea: round(t.actualArea, 1),
    workingHours: round(t.workingHours, 2),
    effectiveHours: round(t.effectiveHours, 2),
    unitTime: roundOrNull(ratio(t.workingHours * 60, t.taskCount), 2),
    completionRate: roundOrNull(ratio(t.actualArea, t.plannedArea), 4),
    efficiency: roundOrNull(ratio(t.actualArea, t.effectiveHours), 1),
  };
}

export type Direction = 'up' | 'down' | 'flat';

export interface Change {
  /** Relative change as a fraction (0.12 = +12 %) or, for rates, the difference in percentage points. */
  value: number;
  direction: Direction;
  /** At least MINOR_CHANGE: worth a colour (better / worse); a smaller change is shown neutral. */
  notable: boolean;
}

/** Below these a change is noise, not news: 1 % of the previous value, or half a percentage point of a rate. */
export const MINOR_CHANGE = { relative: 0.01, points: 0.5 } as const;

/**
 * Change against the previous period. `relative`: (current - previous) / previous, none when previous is 0.
 * `points`: for a rate (a fraction), the difference in percentage points.
 */
export function compare(
  current: number | null,
  previous: number | null | undefined,
  kind: 'relative' | 'points' = 'relative',
): Change | null {
  if (current === null || previous === null || previous === undefined) return null;
  const value = kind === 'points' ? (current - previous) * 100 : ratio(current - previous, Math.abs(previous));
  if (value === null || !Number.isFinite(value)) return null;
  const shown = round(value, kind === 'points' ? 1 : 3);
  const direction: Direction = shown > 0 ? 'up' : shown < 0 ? 'down' : 'flat';
  return { value, direction, notable: direction !== 'flat' && Math.abs(value) >= MINOR_CHANGE[kind] };
}

/** YYYY-MM-DD of a date in UTC. */
export const dayKey = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return dayKey(d);
}

export interface PeriodWindow {
  from: string;
  to: string;
  previousFrom: string | null;
  previousTo: string | null;
}

/** The days of a period ending on `lastDay` (inclusive) and the previous period of the same length; "all" starts at `firstDay`. */
export function periodWindow(period: Period, lastDay: string, firstDay: string): PeriodWindow {
  if (period === 'all') return { from: firstDay, to: lastDay, previousFrom: null, previousTo: null };
  const days = Number(period);
  const from = addDays(lastDay, -(days - 1));
  return { from, to: lastDay, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) };
}

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
