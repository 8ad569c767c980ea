import { ALARM_TYPES } from '../src/domain/alarmTypes';
import handlers from './alarm';
import { db, resetStore } from './_sim/store';
import { alarms } from './_sim/seed/alarms';
import { settingsTable } from './_sim/seed/settings';
import type { Req } from './_sim/http';

type Answer = { code: string; data: any };

function call(
  key: keyof typeof handlers,
  {
    token = 't-admin',
    busId = 'org-1',
    locale = 'en-US',
    body,
    params,
  }: { token?: string; busId?: string; locale?: string; body?: object; params?: Record<string, string> } = {},
): Answer {
  const [method, path] = String(key).split(' ');
  const req: Req = {
    method,
    path,
    headers: { 'x-access-token': token, 'x-bus-id': busId, 'x-locale': locale },
    body,
    params,
  };
  let answer: Answer | undefined;
  const res = {
    status: () => res,
    setHeader: () => undefined,
    json: (b: Answer) => (answer = b),
    send: () => undefined,
    end: () => undefined,
  };
  (handlers[key] as (q: Req, r: typeof res) => void)(req, res);
  return answer!;
}

const unread = (token = 't-admin') => call('GET /api/ropc/alarm/unread-count', { token }).data.count as number;

beforeEach(() => {
  resetStore();
  db().sessions.push({ token: 't-admin', userId: 'u-admin' }, { token: 't-operator', userId: 'u-operator' });
});

describe('alarm simulator', () => {
  it('seeds about 300 alarms of every type on real devices, the same every time', () => {
    const rows = alarms.get();
    expect(rows).toHaveLength(300);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(ALARM_TYPES));
    rows.forEach((r) => expect(db().devices.find((d) => d.id === r.deviceId)?.busId).toBe(r.busId));
    const first = rows.map((r) => `${r.type}/${r.deviceId}/${r.variant}`);
    resetStore();
    expect(alarms.get().map((r) => `${r.type}/${r.deviceId}/${r.variant}`)).toEqual(first);
  });

  it('lists the organisation and its sub-organisations, newest first, paged and filtered', () => {
    const page = call('POST /api/ropc/alarm/page', { body: { current: 1, pageSize: 10, type: 'deviceFailure' } }).data;
    expect(page.list).toHaveLength(10);
    expect(page.total).toBeGreaterThan(10);
    expect(new Set(page.list.map((a: API.AlarmItem) => a.type))).toEqual(new Set(['deviceFailure']));
    expect(page.list.every((a: API.AlarmItem) => a.busId === 'org-1' || a.busId.startsWith('org-1-'))).toBe(true);
    const times = page.list.map((a: API.AlarmItem) => a.startedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('keeps read state per user: opening an alarm lowers only that user count', () => {
    const before = unread();
    const operatorBefore = unread('t-operator');
    const first = call('POST /api/ropc/alarm/page', { body: { read: 'unread', pageSize: 1 } }).data.list[0];
    expect(call('POST /api/ropc/alarm/:id/read', { params: { id: first.id } }).data.count).toBe(1);
    expect(call('POST /api/ropc/alarm/:id/read', { params: { id: first.id } }).data.count).toBe(0);
    expect(unread()).toBe(before - 1);
    expect(unread('t-operator')).toBe(operatorBefore);
  });

  it('marks every unread alarm of the filter as read, and only those', () => {
    const before = unread();
    const gateUnread = call('POST /api/ropc/alarm/page', { body: { type: 'abnormalGate', read: 'unread' } }).data.total;
    expect(call('POST /api/ropc/alarm/read-all', { body: { type: 'abnormalGate' } }).data.count).toBe(gateUnread);
    expect(unread()).toBe(before - gateUnread);
    expect(call('POST /api/ropc/alarm/page', { body: { type: 'abnormalGate', read: 'unread' } }).data.total).toBe(0);
  });

  it('with a muted type: the bell leaves it out, "mark all" marks what the full list shows', () => {
    settingsTable.get().orgs['org-1'].alarmNotifications.deviceFailure = false;
    const listUnread = (body: object = {}) =>
      call('POST /api/ropc/alarm/page', { body: { ...body, read: 'unread', pageSize: 1 } }).data.total as number;
    const mutedUnread = listUnread({ type: 'deviceFailure' });
    expect(mutedUnread).toBeGreaterThan(0);
    // The bell counts what its own list (notifiedOnly) shows; the full list has the muted type too.
    expect(unread()).toBe(
      call('POST /api/ropc/alarm/page', { body: { read: 'unread', notifiedOnly: true, pageSize: 1 } }).data.total,
    );
    expect(listUnread()).toBe(unread() + mutedUnread);

    // Marking the muted type's alarms leaves the bell as it was.
    const before = unread();
    expect(call('POST /api/ropc/alarm/read-all', { body: { type: 'deviceFailure' } }).data.count).toBe(mutedUnread);
    expect(unread()).toBe(before);

    // Without a filter: every unread alarm of the list, and the bell is empty.
    const all = listUnread();
    expect(call('POST /api/ropc/alarm/read-all', { body: {} }).data.count).toBe(all);
    expect(unread()).toBe(0);
    expect(listUnread()).toBe(0);
  });

  it('answers the reason and remedies in the language of x-locale', () => {
    const id = call('POST /api/ropc/alarm/page', { body: { type: 'rechargeFailed', pageSize: 1 } }).data.list[0].id;
    const ja = call('GET /api/ropc/alarm/:id', { locale: 'ja-JP', params: { id } }).data;
    const zh = call('GET /api/ropc/alarm/:id', { locale: 'zh-CN', params: { id } }).data;
    expect(ja.reason).toMatch(/充電/);
    expect(zh.reason).toMatch(/充电/);
    expect(zh.remedies.length).toBeGreaterThan(1);
  });

  it('filters by device and by time range', () => {
    const device = call('GET /api/ropc/alarm/devices').data[0];
    const byDevice = call('POST /api/ropc/alarm/page', { body: { deviceId: device.id, pageSize: 200 } }).data.list;
    expect(byDevice.every((a: API.AlarmItem) => a.deviceId === device.id)).toBe(true);
    const from = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const recent = call('POST /api/ropc/alarm/page', { body: { from, pageSize: 200 } }).data.list;
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((a: API.AlarmItem) => a.startedAt >= from)).toBe(true);
  });

  it('filters by the alarm state, ongoing or cleared, apart from the read state', () => {
    const page = (body: object) =>
      call('POST /api/ropc/alarm/page', { body: { pageSize: 200, ...body } }).data as API.Page<API.AlarmItem>;
    const all = page({}).total;
    const ongoing = page({ state: 'ongoing' });
    const cleared = page({ state: 'cleared' });
    expect(ongoing.total).toBeGreaterThan(0);
    expect(cleared.total).toBeGreaterThan(0);
    expect(ongoing.total + cleared.total).toBe(all);
    expect(ongoing.list.every((a) => a.endedAt === null)).toBe(true);
    expect(cleared.list.every((a) => a.endedAt !== null)).toBe(true);
    const unreadOngoing = page({ state: 'ongoing', read: 'unread' });
    expect(unreadOngoing.list.every((a) => a.endedAt === null && !a.read)).toBe(true);
    expect(call('POST /api/ropc/alarm/page', { body: { state: 'active' } }).code).toBe('010007');
  });

  it('rejects unknown filters and hides alarms of other organisations', () => {
    expect(call('POST /api/ropc/alarm/page', { body: { type: 'fire' } }).code).toBe('010007');
    expect(call('POST /api/ropc/alarm/page', { body: { from: 'yesterday' } }).code).toBe('010007');
    const other = alarms.get().find((r) => r.busId.startsWith('org-2'))!;
    expect(call('GET /api/ropc/alarm/:id', { params: { id: other.id } }).code).toBe('010008');
    expect(call('GET /api/ropc/alarm/unread-count', { token: 'nobody' }).code).toBe('000401');
    expect(call('GET /api/ropc/alarm/unread-count', { token: 't-operator', busId: 'org-2' }).code).toBe('000402');
  });

  it('sorts by time or duration over every page, newest first by default, and refuses another sort', () => {
    const page = (body: object) =>
      call('POST /api/ropc/alarm/page', { body: { current: 1, pageSize: 200, ...body } }).data.list as any[];
    const newest = page({}).map((a) => a.startedAt);
    expect(newest).toEqual([...newest].sort().reverse());
    const oldest = page({ sortField: 'startedAt', sortOrder: 'ascend' }).map((a) => a.startedAt);
    expect(oldest[0] < oldest[oldest.length - 1]).toBe(true);
    const longest = page({ sortField: 'duration', sortOrder: 'descend' }).map((a) => a.durationSeconds);
    expect(longest).toEqual([...longest].sort((a, b) => b - a));
    const shortest = call('POST /api/ropc/alarm/page', {
      body: { sortField: 'duration', sortOrder: 'ascend', current: 1, pageSize: 1 },
    }).data.list[0];
    expect(shortest.durationSeconds).toBe(Math.min(...longest));
    expect(call('POST /api/ropc/alarm/page', { body: { sortField: 'type' } }).code).toBe('010007');
  });

  it('filters by one organisation of the scope, and counts alarms per type for the filter without its type', () => {
    const sub = db().orgs.find((o) => o.parentId === 'org-1')!.busId;
    const list = call('POST /api/ropc/alarm/page', { body: { busId: sub, current: 1, pageSize: 200 } }).data;
    expect(list.list.every((a: any) => a.busId === sub)).toBe(true);
    const all = call('POST /api/ropc/alarm/page', { body: { current: 1, pageSize: 1 } }).data.total;
    expect(list.total).toBeLessThan(all);
    const counts = call('POST /api/ropc/alarm/type-counts', { body: { busId: sub, type: 'deviceFailure' } })
      .data as Array<{ type: string; count: number }>;
    expect(counts.map((c) => c.type)).toEqual(ALARM_TYPES);
    expect(counts.reduce((n, c) => n + c.count, 0)).toBe(list.total);
    const failures = call('POST /api/ropc/alarm/page', {
      body: { busId: sub, type: 'deviceFailure', current: 1, pageSize: 1 },
    }).data.total;
    expect(counts.find((c) => c.type === 'deviceFailure')!.count).toBe(failures);
  });
});
