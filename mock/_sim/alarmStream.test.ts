// The alarm stream (contract: GET /api/ropc/alarm/stream) and its control (mock/simAlarms.ts): ids, resume,
// reset, scope, permission, heartbeat, bursts, the stream switched off, and nothing held once clients go away.
import alarm from '../alarm';
import sim from '../sim';
import simAlarms from '../simAlarms';
import { clearFaults } from './faults';
import { resetStore } from './store';
import { callKey, type CallOptions, type FakeRes } from './testing';
import { cutStreams, KEPT_EVENTS, openStreams, resetFeed } from './alarmFeed';
import { expireSessions } from './identity';

const STREAM = 'GET /api/ropc/alarm/stream';

interface Sse {
  id?: string;
  event?: string;
  data?: any;
}

/** The events of a stream so far (heartbeat comments left out), and how many heartbeats came. */
function read(res: FakeRes): { events: Sse[]; heartbeats: number } {
  const blocks = res.chunks.join('').split('\n\n').filter(Boolean);
  const events = blocks
    .filter((block) => !block.startsWith(':'))
    .map((block) => {
      const out: Sse = {};
      block.split('\n').forEach((line) => {
        const [field, ...rest] = line.split(': ');
        const value = rest.join(': ');
        if (field === 'id') out.id = value;
        if (field === 'event') out.event = value;
        if (field === 'data') out.data = JSON.parse(value);
      });
      return out;
    });
  return { events, heartbeats: blocks.filter((block) => block === ': hb').length };
}

const alarmsOf = (res: FakeRes) => read(res).events.filter((e) => e.event === 'alarm');

const open = (options: CallOptions = {}) =>
  callKey(alarm, STREAM, { as: 'u-admin', busId: 'org-1', headers: { accept: 'text/event-stream' }, ...options });

const control = async (key: string, body?: unknown) => {
  const res = await callKey({ ...simAlarms, ...sim }, key, { body });
  expect(res.statusCode).toBe(200);
  return res.body.data;
};
const raise = (body: Record<string, unknown> = {}): Promise<string[]> =>
  control('POST /api/__sim/alarms/raise', body).then((data) => data.ids);

beforeEach(() => {
  process.env.SIM_CONTROL = '1';
  cutStreams();
  resetStore();
  resetFeed();
  clearFaults();
});

afterEach(() => {
  cutStreams();
  jest.useRealTimers();
});

afterAll(() => {
  delete process.env.SIM_CONTROL;
});

describe('the alarm stream', () => {
  it('answers an event stream, unbuffered and not stored, with a heartbeat at once', async () => {
    const res = await open({ strict: true });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(read(res)).toEqual({ events: [], heartbeats: 1 });
    expect(res.ended).toBe(false);
  });

  it('sends each raised alarm as the list answers it, with ids of one increasing sequence', async () => {
    const res = await open();
    const ids = [...(await raise({ busId: 'org-1', count: 3 })), ...(await raise({ busId: 'org-1-1' }))];
    const events = alarmsOf(res);
    expect(events.map((e) => e.data.alarm.id)).toEqual(ids);
    events.forEach((e) => expect(e.id).toMatch(/^\d+$/));
    const numbers = events.map((e) => Number(e.id));
    numbers.slice(1).forEach((n, i) => expect(n).toBeGreaterThan(numbers[i]));
    const page = await callKey(alarm, 'POST /api/ropc/alarm/page', { as: 'u-admin', busId: 'org-1', body: {} });
    expect(events[3].data).toEqual({ kind: 'raised', alarm: page.body.data.list[0], unread: expect.any(Number) });
    const unread = await callKey(alarm, 'GET /api/ropc/alarm/unread-count', { as: 'u-admin', busId: 'org-1' });
    expect(events[3].data.unread).toBe(unread.body.data.count);
  });

  it('sends a cleared alarm with its end', async () => {
    const res = await open();
    const [id] = await raise({ busId: 'org-1' });
    await raise({ clear: id });
    const [raised, cleared] = alarmsOf(res);
    expect(raised.data.kind).toBe('raised');
    expect(cleared.data).toMatchObject({ kind: 'cleared', alarm: { id, endedAt: expect.any(String) } });
  });

  it("never sends another organisation's alarms", async () => {
    const org2 = await open({ busId: 'org-2' });
    const operator = await open({ as: 'u-operator', busId: 'org-1' });
    await raise({ busId: 'org-1', count: 2 });
    await raise({ busId: 'org-3' });
    const [own] = await raise({ busId: 'org-2-1' });
    expect(alarmsOf(org2).map((e) => e.data.alarm.id)).toEqual([own]);
    expect(alarmsOf(operator).map((e) => e.data.alarm.busId)).toEqual(['org-1', 'org-1']);
  });

  it('resumes after Last-Event-ID with exactly the later events of the scope, once and in order', async () => {
    const first = await open();
    await raise({ busId: 'org-1', count: 2 });
    const seen = alarmsOf(first);
    first.hangUp(); // cut after the second event
    const missed = [
      ...(await raise({ busId: 'org-1' })),
      ...(await raise({ busId: 'org-2' })), // not the caller's
      ...(await raise({ busId: 'org-1-2', count: 2 })),
    ];
    const resumed = await open({ headers: { 'last-event-id': seen[1].id! }, strict: true });
    const live = await raise({ busId: 'org-1' });
    const ids = alarmsOf(resumed).map((e) => e.data.alarm.id);
    expect(ids).toEqual([missed[0], missed[2], missed[3], live[0]]);
    expect(new Set(alarmsOf(resumed).map((e) => e.id)).size).toBe(4);
    expect(read(resumed).events.some((e) => e.event === 'reset')).toBe(false);
  });

  it('sends reset (with the newest id) when a resume is older than the kept events, or not one of ours', async () => {
    const stale = await open({ busId: 'org-2', headers: { 'last-event-id': '0' } });
    await raise({ busId: 'org-3', count: KEPT_EVENTS + 1 });
    const newest = Number((await control('GET /api/__sim/stream')).newestId);
    const tooOld = await open({ headers: { 'last-event-id': String(newest - KEPT_EVENTS - 1) } });
    expect(read(tooOld).events).toEqual([{ id: String(newest), event: 'reset', data: {} }]);
    const kept = await open({ busId: 'org-3', headers: { 'last-event-id': String(newest - KEPT_EVENTS) } });
    expect(alarmsOf(kept)).toHaveLength(KEPT_EVENTS);
    for (const lastId of ['abc', String(newest + 1), '-1']) {
      const res = await open({ headers: { 'last-event-id': lastId } });
      expect(read(res).events.map((e) => e.event)).toEqual(['reset']);
    }
    expect(read(stale).events.map((e) => e.event)).toEqual(['reset']);
  });

  it('tells open streams to read again after a reset of the store', async () => {
    const res = await open();
    await control('POST /api/__sim/reset');
    expect(read(res).events.map((e) => e.event)).toEqual(['reset']);
  });

  it('refuses as the alarm list does, with the JSON envelope', async () => {
    for (const [options, code] of [
      [{ as: 'u-noauth' }, '010012'],
      [{ as: 'u-operator', busId: 'org-2' }, '000402'],
      [{ as: undefined, token: 'tok-nobody' }, '000401'],
    ] as const) {
      const res = await open(options);
      const list = await callKey(alarm, 'POST /api/ropc/alarm/page', { busId: 'org-1', ...options });
      expect(res.headers['content-type']).toBe('application/json');
      expect(res.body).toMatchObject({ code, data: null });
      expect(list.body.code).toBe(code);
      expect(res.chunks).toEqual([]);
    }
    expect(openStreams()).toBe(0);
  });

  it('sends a heartbeat every 10 s, or as often as the control asks', async () => {
    jest.useFakeTimers();
    const res = await open();
    jest.advanceTimersByTime(9_999);
    expect(read(res).heartbeats).toBe(1);
    jest.advanceTimersByTime(1);
    expect(read(res).heartbeats).toBe(2);
    jest.advanceTimersByTime(30_000);
    expect(read(res).heartbeats).toBe(5);
    await control('POST /api/__sim/stream', { heartbeatMs: 200 });
    jest.advanceTimersByTime(1_000);
    expect(read(res).heartbeats).toBe(10);
  });

  it('ends the stream of a session that ended, at its next heartbeat', async () => {
    jest.useFakeTimers();
    const res = await open({ as: 'u-operator' });
    expireSessions('u-operator');
    jest.advanceTimersByTime(10_000);
    expect(res.ended).toBe(true);
    expect(openStreams()).toBe(0);
  });

  it('sends a burst of 1,000 raises in order, and the list and the count have them', async () => {
    const before = (await callKey(alarm, 'GET /api/ropc/alarm/unread-count', { as: 'u-admin', busId: 'org-1' })).body
      .data.count;
    const res = await open();
    const ids = await raise({ busId: 'org-1', type: 'machineTrapped', count: 1000 });
    const events = alarmsOf(res);
    expect(events.map((e) => e.data.alarm.id)).toEqual(ids);
    expect(events.every((e) => e.data.unread === before + 1000)).toBe(true);
    const page = await callKey(alarm, 'POST /api/ropc/alarm/page', {
      as: 'u-admin',
      busId: 'org-1',
      body: { type: 'machineTrapped', state: 'ongoing', read: 'unread', pageSize: 200 },
    });
    expect(page.body.data.total).toBeGreaterThanOrEqual(1000);
    expect(page.body.data.list[0].id).toBe(ids[999]);
  });

  it('answers 404 while switched off, and ends open streams', async () => {
    const res = await open();
    await control('POST /api/__sim/stream', { enabled: false });
    expect(res.ended).toBe(true);
    const off = await open();
    expect(off.statusCode).toBe(404);
    expect(off.text).toBe('Not Found');
    await control('POST /api/__sim/stream', { enabled: true });
    expect((await open()).statusCode).toBe(200);
  });

  it('holds nothing once clients go away (200 streams opened and closed)', async () => {
    const streams = await Promise.all(Array.from({ length: 200 }, () => open()));
    expect(openStreams()).toBe(200);
    streams.forEach((res) => res.hangUp());
    expect(openStreams()).toBe(0);
    await raise({ busId: 'org-1' });
    streams.forEach((res) => expect(alarmsOf(res)).toEqual([]));
  });

  it('holds nothing for a client that went away before its stream opened', async () => {
    const res = await open({ goneBefore: true });
    expect(openStreams()).toBe(0);
    expect(res.chunks).toEqual([]);
    const open2 = await open();
    expect(openStreams()).toBe(1);
    open2.destroyed = true; // gone without a 'close' the stream heard: the next write finds it
    await raise({ busId: 'org-1' });
    expect(openStreams()).toBe(0);
  });

  it('ends every open stream on a cut', async () => {
    const streams = await Promise.all([open(), open({ busId: 'org-2' })]);
    expect((await control('POST /api/__sim/stream/cut')).cut).toBe(2);
    streams.forEach((res) => expect(res.ended).toBe(true));
    expect((await control('GET /api/__sim/stream')).open).toBe(0);
  });
});

describe('the control of live alarms', () => {
  it.each([
    [{ busId: 'org-nope' }, 'busId'],
    [{ type: 'fire' }, 'type'],
    [{ deviceName: 'no such device' }, 'deviceName'],
    [{ count: 0 }, 'count'],
    [{ count: 10_001 }, 'count'],
    [{ clear: 'alm-0001x' }, 'clear'],
  ])('refuses %j', async (body, field) => {
    const res = await callKey(simAlarms, 'POST /api/__sim/alarms/raise', { body });
    expect(res.statusCode).toBe(400);
    expect(res.body.data.errors[0]).toMatch(new RegExp(`^${field}:`));
  });

  it('raises on a schedule, and stops', async () => {
    jest.useFakeTimers();
    const newest = async () => Number((await control('GET /api/__sim/stream')).newestId);
    const start = await newest();
    await control('POST /api/__sim/alarms/schedule', { everyMs: 1000 });
    jest.advanceTimersByTime(3_000);
    expect((await newest()) - start).toBe(3);
    await control('POST /api/__sim/alarms/schedule', { everyMs: 0 });
    jest.advanceTimersByTime(3_000);
    expect((await newest()) - start).toBe(3);
  });

  it('answers 404 without SIM_CONTROL=1', async () => {
    delete process.env.SIM_CONTROL;
    const res = await callKey(simAlarms, 'POST /api/__sim/alarms/raise', { body: {} });
    expect(res.statusCode).toBe(404);
  });
});
