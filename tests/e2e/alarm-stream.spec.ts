// The platform's alarm stream (contract: GET /api/ropc/alarm/stream) read through the suite's nginx, which runs the
// shipped template (config/nginx/console.conf.template): raised alarms arrive within 5 s, a cut stream resumes with
// Last-Event-ID without losing or repeating an event, heartbeats pass unbuffered, and clients that go away leave
// nothing open in the simulator. Read with Node's fetch, as the console reads it (EventSource cannot send headers).
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { resetSimulator } from './support';

const STREAM = '/api/ropc/alarm/stream';

interface Event {
  id: string;
  event: string;
  data: any;
}

/** An open stream: what came so far, parsed as it comes. */
function openStream(baseURL: string, token: string, lastEventId?: string) {
  const abort = new AbortController();
  const state = { text: '', ended: false, heartbeats: [] as number[], events: [] as Event[] };
  const response = fetch(`${baseURL}${STREAM}`, {
    headers: {
      accept: 'text/event-stream',
      'x-access-token': token,
      'x-bus-id': 'org-1',
      'x-locale': 'en-US',
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: abort.signal,
  });
  const done = response.then(async (res) => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        state.text += decoder.decode(chunk, { stream: true });
        let end = state.text.indexOf('\n\n');
        while (end >= 0) {
          const block = state.text.slice(0, end);
          state.text = state.text.slice(end + 2);
          if (block.startsWith(':')) state.heartbeats.push(Date.now());
          else {
            const field = (name: string) => block.match(new RegExp(`^${name}: ?(.*)$`, 'm'))?.[1] ?? '';
            state.events.push({ id: field('id'), event: field('event'), data: JSON.parse(field('data')) });
          }
          end = state.text.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
    state.ended = true;
  });
  return {
    state,
    response,
    alarms: () => state.events.filter((e) => e.event === 'alarm'),
    close: async () => {
      abort.abort();
      await done.catch(() => undefined);
    },
  };
}

async function tokenOf(request: APIRequestContext, userId = 'u-admin'): Promise<string> {
  const res = await request.post('/api/__sim/login', { data: { userId } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.token;
}

async function raise(request: APIRequestContext, data: object): Promise<string[]> {
  const res = await request.post('/api/__sim/alarms/raise', { data });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.ids;
}

const openStreams = async (request: APIRequestContext) =>
  (await (await request.get('/api/__sim/stream')).json()).data.open as number;

test.beforeEach(async ({ request }) => {
  await resetSimulator(request);
});

test('a raised alarm arrives within 5 s through nginx, and heartbeats pass unbuffered', async ({
  request,
  baseURL,
}) => {
  // Heartbeats every 300 ms: a buffering proxy would hold these few bytes back for good.
  expect((await request.post('/api/__sim/stream', { data: { heartbeatMs: 300 } })).ok()).toBeTruthy();
  const stream = openStream(baseURL!, await tokenOf(request));
  try {
    const res = await stream.response;
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self'");
    const opened = Date.now();
    await expect.poll(() => stream.state.heartbeats.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(4);
    // They came one by one, not together at the end of a buffer.
    const beats = stream.state.heartbeats;
    expect(beats[beats.length - 1] - beats[0]).toBeGreaterThanOrEqual(500);
    expect(beats[0] - opened).toBeLessThan(2_000);

    const raisedAt = Date.now();
    const [id] = await raise(request, { busId: 'org-1', type: 'machineTrapped' });
    await expect
      .poll(() => stream.alarms().find((e) => e.data.alarm.id === id), { timeout: 5_000 })
      .toMatchObject({ data: { kind: 'raised', alarm: { id, type: 'machineTrapped', busId: 'org-1' } } });
    test.info().annotations.push({ type: 'raise to event', description: `${Date.now() - raisedAt} ms` });
    // The list and the bell's count have it too.
    const token = await tokenOf(request);
    const headers = { 'x-access-token': token, 'x-bus-id': 'org-1' };
    const page = await (await request.post('/api/ropc/alarm/page', { headers, data: {} })).json();
    expect(page.data.list[0].id).toBe(id);
    const unread = await (await request.get('/api/ropc/alarm/unread-count', { headers })).json();
    expect(stream.alarms().at(-1)!.data.unread).toBe(unread.data.count);
  } finally {
    await stream.close();
  }
});

test('a cut stream resumes with Last-Event-ID, losing and repeating nothing', async ({ request, baseURL }) => {
  const token = await tokenOf(request);
  const first = openStream(baseURL!, token);
  const before = await raise(request, { busId: 'org-1', count: 3 });
  await expect.poll(() => first.alarms().length).toBe(3);
  expect((await request.post('/api/__sim/stream/cut')).ok()).toBeTruthy();
  await expect.poll(() => first.state.ended).toBe(true);
  const lastId = first.alarms()[2].id;

  const missed = [
    ...(await raise(request, { busId: 'org-1-1', count: 2 })),
    ...(await raise(request, { busId: 'org-2' })), // another organisation's: never sent to org-1
  ];
  const resumed = openStream(baseURL!, token, lastId);
  try {
    await resumed.response;
    const live = await raise(request, { busId: 'org-1' });
    await expect.poll(() => resumed.alarms().length).toBe(3);
    expect(first.alarms().map((e) => e.data.alarm.id)).toEqual(before);
    expect(resumed.alarms().map((e) => e.data.alarm.id)).toEqual([missed[0], missed[1], live[0]]);
    const ids = [...first.alarms(), ...resumed.alarms()].map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(resumed.state.events.filter((e) => e.event === 'reset')).toEqual([]);
  } finally {
    await first.close();
    await resumed.close();
  }
});

test('200 streams opened and closed through nginx leave none open in the simulator', async ({ request, baseURL }) => {
  const token = await tokenOf(request);
  const streams = Array.from({ length: 200 }, () => openStream(baseURL!, token));
  await Promise.all(streams.map((s) => s.response));
  await expect.poll(() => openStreams(request)).toBe(200);
  await Promise.all(streams.map((s) => s.close()));
  await expect.poll(() => openStreams(request), { timeout: 10_000 }).toBe(0);
});

test('a platform without the stream answers 404 through nginx', async ({ request, baseURL }) => {
  expect((await request.post('/api/__sim/stream', { data: { enabled: false } })).ok()).toBeTruthy();
  const res = await fetch(`${baseURL}${STREAM}`, {
    headers: { accept: 'text/event-stream', 'x-access-token': await tokenOf(request), 'x-bus-id': 'org-1' },
  });
  expect(res.status).toBe(404);
  await res.text();
});
