import dashboard from './dashboard';
import { resetStore, db } from './_sim/store';
import { growTasks, seedTasks, tasksEndedBy } from './_sim/seed/tasks';
import { createRng } from './_sim/random';
import { advanceClock, now } from './_sim/clock';
import { dayInZone } from '../src/domain/timeZones';
import { addDays } from '../src/domain/metrics';

type Handler = (req: any, res: any) => void;

/** The sub-organisations of an organisation in the seed. */
const childrenOf = (busId: string) =>
  db()
    .orgs.filter((o) => o.parentId === busId)
    .map((o) => o.busId);

function call(key: keyof typeof dashboard, body: object, user = 'u-admin', busId = 'org-1') {
  const token = `t-${user}`;
  if (!db().sessions.some((s) => s.token === token)) db().sessions.push({ token, userId: user });
  return new Promise<any>((resolve) => {
    const res: any = { status: () => res, setHeader: () => {}, json: resolve, send: resolve, end: resolve };
    (dashboard[key] as Handler)(
      {
        method: 'POST',
        path: '',
        headers: { 'x-access-token': token, 'x-bus-id': busId, 'x-locale': 'en-US' },
        body,
        query: {},
      },
      res,
    );
  });
}

beforeEach(() => resetStore());

describe('dashboard simulator', () => {
  it('seeds the same tasks for the same seed and day', () => {
    const at = new Date('2026-11-22T15:00:00Z');
    const a = seedTasks(db().devices, createRng(7), at);
    const b = seedTasks(db().devices, createRng(7), at);
    expect(a.tasks.length).toBeGreaterThan(10000);
    expect(a.tasks).toEqual(b.tasks);
    expect(a.firstDay).toBe('2026-08-24');
    expect(a.lastDay).toBe('2026-11-21');
    expect(a.tasks.every((t) => t.day >= a.firstDay && t.day <= a.lastDay)).toBe(true);
    expect(a.tasks.every((t) => t.actualArea <= t.plannedArea && t.effectiveMinutes < t.minutes)).toBe(true);
  });

  it('sums the current organisation and its sub-organisations, with the previous period', async () => {
    const { code, data } = await call('POST /api/ropc/dashboard/summary', { period: '7' });
    expect(code).toBe('000200');
    const busIds = new Set(['org-1', ...childrenOf('org-1')]);
    expect(data.orgCount).toBe(busIds.size);
    // org-1 counts days in its own time zone.
    expect(data.timeZone).toBe('America/Los_Angeles');
    const day = (t: { start: string }) => dayInZone(new Date(t.start), data.timeZone);
    const expected = tasksEndedBy(now()).filter(
      (t) => busIds.has(t.busId) && day(t) >= data.from && day(t) <= data.to,
    ).length;
    expect(data.current.taskCount).toBe(expected);
    expect(data.to).toBe(addDays(dayInZone(now(), data.timeZone), -1));
    expect(data.previous.taskCount).toBeGreaterThan(0);
    expect(data.current.completionRate).toBeCloseTo(data.current.actualArea / data.current.plannedArea, 3);
  });

  it('grows day by day after the seed, the same rows whenever they are made', () => {
    const at = new Date('2026-11-22T15:00:00Z');
    const a = seedTasks(db().devices, createRng(7), at);
    const b = seedTasks(db().devices, createRng(7), at);
    growTasks(a, new Date('2026-11-24T01:00:00Z'));
    growTasks(b, new Date('2026-11-23T01:00:00Z'));
    growTasks(b, new Date('2026-11-24T01:00:00Z'));
    expect(a.lastDay).toBe('2026-11-24');
    expect(a.tasks).toEqual(b.tasks);
    const perDay = (day: string) => a.tasks.filter((t) => t.day === day).length;
    // A grown day is as busy as the seed's last days (no drop to zero after midnight).
    expect(perDay('2026-11-23')).toBeGreaterThan(perDay('2026-11-21') * 0.6);
  });

  it('stays truthful across midnight: the new yesterday is whole and the comparison holds', async () => {
    const before = await call('POST /api/ropc/dashboard/summary', { period: '7' }, 'u-admin', 'org-2');
    expect(before.data.timeZone).toBe('Asia/Tokyo');
    // To 00:30 the next day in Tokyo.
    const nextMidnight = Date.parse(`${addDays(dayInZone(now(), 'Asia/Tokyo'), 1)}T00:30:00+09:00`);
    advanceClock(nextMidnight - now().getTime());
    const after = await call('POST /api/ropc/dashboard/summary', { period: '7' }, 'u-admin', 'org-2');
    expect(after.data.to).toBe(addDays(before.data.to, 1));
    const trend = await call('POST /api/ropc/dashboard/trend', { period: '7' }, 'u-admin', 'org-2');
    const last = trend.data.days[trend.data.days.length - 1];
    const average = trend.data.days.slice(0, 6).reduce((n: number, d: any) => n + d.taskCount, 0) / 6;
    expect(last.date).toBe(after.data.to);
    expect(last.taskCount).toBeGreaterThan(average * 0.5);
    expect(Math.abs(after.data.current.taskCount / before.data.current.taskCount - 1)).toBeLessThan(0.1);
  });

  it('has no previous period for all, and refuses an unknown period', async () => {
    const all = await call('POST /api/ropc/dashboard/summary', { period: 'all' });
    expect(all.data.previous).toBeNull();
    const bad = await call('POST /api/ropc/dashboard/summary', { period: '14' });
    expect(bad.code).toBe('010007');
  });

  it('answers one trend point per day of the period', async () => {
    const { data } = await call('POST /api/ropc/dashboard/trend', { period: '30' });
    expect(data.days).toHaveLength(30);
    const sum = await call('POST /api/ropc/dashboard/summary', { period: '30' });
    expect(data.days.reduce((n: number, d: any) => n + d.taskCount, 0)).toBe(sum.data.current.taskCount);
  });

  it('offers the current organisation and its sub-organisations only: the scope of the summary', async () => {
    const { data } = await call('GET /api/ropc/dashboard/filters', {});
    const org1Tree = ['org-1', ...childrenOf('org-1')];
    expect(data.orgs.map((o: any) => o.busId).sort()).toEqual(org1Tree.sort());
    const summary = await call('POST /api/ropc/dashboard/summary', { period: '7' });
    expect(summary.data.orgCount).toBe(data.orgs.length);
    expect(summary.data.deviceCount).toBe(data.devices.length);
    const overview = await call('POST /api/ropc/dashboard/devices', { period: '7', current: 1, pageSize: 10 });
    expect(overview.data.total).toBe(summary.data.deviceCount);
  });

  it('filters, sorts and pages the device overview', async () => {
    const all = await call('POST /api/ropc/dashboard/devices', { period: '30', current: 1, pageSize: 10 });
    expect(all.data.list).toHaveLength(10);
    const sub = await call('POST /api/ropc/dashboard/devices', {
      period: '30',
      busId: 'org-1',
      deviceType: 'vacuum',
      sortField: 'actualArea',
      sortOrder: 'descend',
      pageSize: 200,
    });
    expect(sub.data.total).toBeGreaterThan(0);
    expect(sub.data.total).toBeLessThan(all.data.total);
    expect(sub.data.list.every((r: any) => r.busId === 'org-1' && r.deviceType === 'vacuum')).toBe(true);
    const areas = sub.data.list.map((r: any) => r.actualArea);
    expect(areas).toEqual([...areas].sort((a, b) => b - a));
    // Another top-level organisation of the user is outside Home's scope until the user switches to it.
    const other = await call('POST /api/ropc/dashboard/devices', { period: '30', busId: 'org-2' });
    expect(other.code).toBe('010007');
  });
});
