import {
  addDays,
  compare,
  daysBetween,
  deriveMetrics,
  EMPTY_TOTALS,
  parsePeriod,
  periodWindow,
  ratio,
} from './metrics';

describe('metric formulas', () => {
  const totals = { taskCount: 4, plannedArea: 10000, actualArea: 9300, workingHours: 6, effectiveHours: 5 };

  it('completion rate is actual over planned area', () => {
    expect(deriveMetrics(totals).completionRate).toBe(0.93);
  });

  it('cleaning efficiency is actual area per effective working hour', () => {
    expect(deriveMetrics(totals).efficiency).toBe(1860);
  });

  it('unit time is the average working minutes per task', () => {
    expect(deriveMetrics(totals).unitTime).toBe(90);
  });

  it('gives no ratio instead of dividing by zero', () => {
    const none = deriveMetrics(EMPTY_TOTALS);
    expect(none).toMatchObject({ taskCount: 0, unitTime: null, completionRate: null, efficiency: null });
    expect(deriveMetrics({ ...totals, plannedArea: 0, effectiveHours: 0 })).toMatchObject({
      completionRate: null,
      efficiency: null,
      unitTime: 90,
    });
    expect(ratio(5, 0)).toBeNull();
    expect(ratio(Number.NaN, 2)).toBeNull();
    expect(ratio(0, 4)).toBe(0);
  });

  it('rounds derived figures without losing precision that matters', () => {
    const m = deriveMetrics({ taskCount: 3, plannedArea: 3000, actualArea: 2000, workingHours: 1, effectiveHours: 3 });
    expect(m.completionRate).toBe(0.6667);
    expect(m.efficiency).toBe(666.7);
    expect(m.unitTime).toBe(20);
  });
});

describe('period comparison', () => {
  it('is the relative change against the previous period', () => {
    expect(compare(120, 100)).toEqual({ value: 0.2, direction: 'up', notable: true });
    expect(compare(75, 100)).toEqual({ value: -0.25, direction: 'down', notable: true });
    expect(compare(100, 100)).toEqual({ value: 0, direction: 'flat', notable: false });
  });

  it('gives no change when the previous period is zero or missing', () => {
    expect(compare(10, 0)).toBeNull();
    expect(compare(0, 0)).toBeNull();
    expect(compare(10, null)).toBeNull();
    expect(compare(10, undefined)).toBeNull();
    expect(compare(null, 10)).toBeNull();
  });

  it('compares rates in percentage points', () => {
    const change = compare(0.95, 0.9, 'points')!;
    expect(change.value).toBeCloseTo(5);
    expect(change.direction).toBe('up');
    expect(compare(0.9, 0.95, 'points')!.direction).toBe('down');
    expect(compare(0.9, null, 'points')).toBeNull();
  });

  it('calls a change under 1 % (half a point for a rate) not notable, but keeps its direction', () => {
    expect(compare(100.2, 100)).toMatchObject({ direction: 'up', notable: false });
    expect(compare(99, 100)).toMatchObject({ direction: 'down', notable: true });
    expect(compare(0.903, 0.9, 'points')).toMatchObject({ direction: 'up', notable: false });
    expect(compare(0.91, 0.9, 'points')).toMatchObject({ direction: 'up', notable: true });
  });

  it('calls a change too small to show flat', () => {
    expect(compare(100.0001, 100)!.direction).toBe('flat');
  });
});

describe('period windows', () => {
  it('ends today and compares with the same number of days before', () => {
    expect(periodWindow('7', '2026-11-22', '2026-08-25')).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
      previousFrom: '2026-11-09',
      previousTo: '2026-11-15',
    });
    const w30 = periodWindow('30', '2026-03-01', '2025-12-02');
    expect(w30).toEqual({ from: '2026-01-31', to: '2026-03-01', previousFrom: '2026-01-01', previousTo: '2026-01-30' });
    expect(daysBetween(w30.from, w30.to)).toHaveLength(30);
    expect(daysBetween(w30.previousFrom!, w30.previousTo!)).toHaveLength(30);
  });

  it('has no previous period for all', () => {
    expect(periodWindow('all', '2026-11-22', '2026-08-25')).toEqual({
      from: '2026-08-25',
      to: '2026-11-22',
      previousFrom: null,
      previousTo: null,
    });
  });

  it('accepts only the known periods', () => {
    expect(parsePeriod('30')).toBe('30');
    expect(parsePeriod('all')).toBe('all');
    expect(parsePeriod('14')).toBeUndefined();
    expect(parsePeriod(undefined)).toBeUndefined();
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});
