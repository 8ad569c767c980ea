// Issue 46: alarms as they happen. The simulator raises alarms through its control endpoint; the console's one
// stream per browser (src/features/alarms/live) brings them to the bell, resumes a cut stream with Last-Event-ID,
// falls back to polling on a platform without the stream, and closes on Log Out.
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logOut, resetSimulator, signIn, signal } from './support';
import { settled } from './settle';

test.beforeEach(async ({ request }) => resetSimulator(request));

const STREAM = '/api/ropc/alarm/stream';
const bell = (page: Page) => page.getByRole('button', { name: /^Alarm messages, / });

/** The number in the bell's label ("Alarm messages, 37 unread"; "no unread" is 0). */
async function unreadOf(button: Locator): Promise<number> {
  const match = ((await button.getAttribute('aria-label')) || '').replace(/,/g, '').match(/(\d+)/);
  return match ? Number(match[1]) : 0;
}
const shows = (count: number) =>
  new RegExp(`^Alarm messages, ${count === 0 ? 'no' : count.toLocaleString('en-US')} unread$`);

async function raise(request: APIRequestContext, count = 1): Promise<string[]> {
  const res = await request.post('/api/__sim/alarms/raise', {
    data: { busId: 'org-1', type: 'machineTrapped', count },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.ids;
}

async function streamState(request: APIRequestContext): Promise<{ open: number; newestId: string }> {
  return (await (await request.get('/api/__sim/stream')).json()).data;
}
const openStreams = async (request: APIRequestContext) => (await streamState(request)).open;

/** Signed in on Home with the bell read and the browser's one stream open. */
async function withStream(page: Page, request: APIRequestContext): Promise<number> {
  await signIn(page, 'u-admin');
  await expect(bell(page)).toHaveAttribute('aria-label', /\d+ unread$/);
  await expect.poll(() => openStreams(request)).toBe(1);
  return unreadOf(bell(page));
}

/** The stream requests every page of `context` sends. */
function streamRequests(context: BrowserContext) {
  const seen: string[] = [];
  context.on('request', (req) => {
    if (new URL(req.url()).pathname === STREAM) seen.push(req.headers()['last-event-id'] || '');
  });
  return seen;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

test('an alarm raised on the platform reaches the bell within 5 s', async ({ page, request }) => {
  const before = await withStream(page, request);
  // LIVE_SAMPLES=20 measures the time from raise to bell for the closing note.
  const samples = Number(process.env.LIVE_SAMPLES) || 3;
  const times: number[] = [];
  for (let i = 1; i <= samples; i += 1) {
    const start = Date.now();
    await raise(request);
    await expect(bell(page)).toHaveAttribute('aria-label', shows(before + i));
    times.push(Date.now() - start);
  }
  const report = `raise to bell over ${samples}: median ${median(times)} ms, worst ${Math.max(...times)} ms`;
  console.log(report);
  test.info().annotations.push({ type: 'measure', description: report });
  expect(Math.max(...times)).toBeLessThan(5000);
});

test('two tabs share one stream, and the second takes over when the first closes', async ({ page, request }) => {
  const requests = streamRequests(page.context());
  const before = await withStream(page, request);
  const second = await page.context().newPage();
  await second.goto('/home');
  await expect(bell(second)).toHaveAttribute('aria-label', shows(before));
  // The second tab waits for the stream's lock: it follows the first.
  await expect.poll(() => second.evaluate(async () => (await navigator.locks.query()).pending?.length || 0)).toBe(1);
  await raise(request);
  const first = String((await streamState(request)).newestId);
  await expect(bell(page)).toHaveAttribute('aria-label', shows(before + 1));
  await expect(bell(second)).toHaveAttribute('aria-label', shows(before + 1));
  expect(requests).toHaveLength(1);
  expect(await openStreams(request)).toBe(1);

  await page.close();
  await expect.poll(() => requests.length).toBe(2);
  expect(requests[1]).toBe(first); // the new leader resumes after the last event it heard
  await expect.poll(() => openStreams(request)).toBe(1);
  await raise(request);
  await expect(bell(second)).toHaveAttribute('aria-label', shows(before + 2));
});

/** Keeps a copy of every stream's text as the page receives it (window.streamText). */
const recordStreams = (page: Page) =>
  page.addInitScript((path) => {
    const original = window.fetch;
    const w = window as unknown as { streamText: string };
    w.streamText = '';
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const res = await original(...args);
      const url = typeof args[0] === 'string' ? args[0] : String((args[0] as Request).url || args[0]);
      if (!url.includes(path) || !res.body) return res;
      const [mine, copy] = res.body.tee();
      void (async () => {
        const reader = copy.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
          if (done) break;
          w.streamText += decoder.decode(value, { stream: true });
        }
      })();
      return new Response(mine, { status: res.status, statusText: res.statusText, headers: res.headers });
    };
  }, STREAM);

test('a cut stream resumes with Last-Event-ID, losing and repeating nothing', async ({ page, request }) => {
  const requests = streamRequests(page.context());
  await recordStreams(page);
  const before = await withStream(page, request);
  await raise(request);
  const first = String((await streamState(request)).newestId);
  await expect(bell(page)).toHaveAttribute('aria-label', shows(before + 1));

  // Hold the reconnection while three alarms are raised in the gap.
  const held = signal();
  const release = signal();
  await page.route(`**${STREAM}`, async (route) => {
    held.done();
    await release.promise;
    await route.continue();
  });
  expect((await (await request.post('/api/__sim/stream/cut')).json()).data.cut).toBe(1);
  await held.promise;
  await raise(request, 3);
  release.done();
  await expect(bell(page)).toHaveAttribute('aria-label', shows(before + 4));
  expect(requests).toEqual(['', first]);

  // Both streams together carried the four alarms once each, in order.
  const ids = [
    ...(await page.evaluate(() => (window as unknown as { streamText: string }).streamText)).matchAll(
      /^id: (\d+)\nevent: alarm$/gm,
    ),
  ].map((m) => BigInt(m[1]));
  expect(ids).toHaveLength(4);
  expect(ids[0]).toBe(BigInt(first));
  ids.slice(1).forEach((id, i) => expect(id > ids[i]).toBe(true));
});

test('a platform without the stream: the console polls the count', async ({ page, request }) => {
  await request.post('/api/__sim/stream', { data: { enabled: false } });
  await page.clock.install();
  // The stream's 404 turns the console to polling, which reads the count once at once: that read has answered.
  let absent = false;
  const polling = page.waitForResponse((res) => {
    const path = new URL(res.url()).pathname;
    if (path === STREAM && res.status() === 404) absent = true;
    return absent && path.endsWith('/alarm/unread-count');
  });
  await signIn(page, 'u-admin');
  await polling;
  await expect(bell(page)).toHaveAttribute('aria-label', /\d+ unread$/);
  const before = await unreadOf(bell(page));
  await raise(request);
  // Only the minute's poll can bring the new alarm now; it is brought forward (again, until the page has set its
  // timer: the clock may jump before the page has handled that read's answer).
  await expect
    .poll(async () => {
      await page.clock.fastForward('01:05');
      return unreadOf(bell(page));
    })
    .toBe(before + 1);
});

test('Log Out closes the stream before the console leaves', async ({ page, request }) => {
  await withStream(page, request);
  // The platform's logout answer is held: the console is still here, and its stream already closed.
  const release = signal();
  await page.route('**/api/user/auth/logout', async (route) => {
    await release.promise;
    await route.continue();
  });
  await logOut(page);
  await expect.poll(() => openStreams(request)).toBe(0);
  expect(new URL(page.url()).pathname).toBe('/home');
  release.done();
});

test('a tab holds its memory flat while 10,000 alarms stream in', async ({ page, request }) => {
  const before = await withStream(page, request);
  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  // Home has loaded whole (its charts, fleet health and device overview come after the figures, later still on a
  // busy machine), two bursts have warmed the code paths up, and the code the shell preloads when idle has come
  // (the heap holds still between two readings a second apart): the heap is measured from there.
  await settled(page);
  const burst = async (n: number) => {
    await raise(request, 1000);
    await expect(bell(page)).toHaveAttribute('aria-label', shows(before + n * 1000));
  };
  await burst(1);
  await burst(2);
  /** The heap once it holds still (two readings a second apart): what the tab keeps, not a burst in flight. */
  const steadyHeap = async () => {
    let reading = 0;
    await expect
      .poll(
        async () => {
          const previous = reading;
          reading = await heap();
          return Math.abs(reading - previous) < 2 ** 18;
        },
        { intervals: [1000] },
      )
      .toBe(true);
    return reading;
  };
  const start = await steadyHeap();
  for (let n = 3; n <= 12; n += 1) {
    await burst(n);
    if (process.env.LIVE_HEAP_TRACE) console.log(`after ${n - 2},000: ${await heap()} bytes`);
  }
  // A reading right after the last burst swings by up to 3 MB on a busy machine (its events still being handled).
  const end = await steadyHeap();
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
  const report = `heap with 10,000 streamed alarms: ${mb(start)} MB at start, ${mb(end)} MB at end`;
  console.log(report);
  test.info().annotations.push({ type: 'measure', description: report });
  // Flat: the layer keeps a bounded set of recent ids and no list of events.
  expect(end - start).toBeLessThan(2 * 2 ** 20);
});
