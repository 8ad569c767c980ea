// `npm start` (umi dev with the mock/ simulator) serves the same platform contract as the preview the other
// journeys use, and the console itself: one dev server is started for this file, on its own port.
import type { APIRequestContext } from '@playwright/test';
import { startDevServer, type DevServer } from './devServer';
import { expect, test } from './fixtures';
import { signIn } from './support';

test.describe.configure({ mode: 'serial' });

let dev: DevServer | undefined;
let devURL = '';
let devApi: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // What `npm start` runs (cross-env PORT=8000 max dev), on a free port, with the suite's seed. Until its mock
  // middleware is up, the dev server answers any path with its HTML page.
  dev = await startDevServer(
    { SIM_SEED: '20261122', SIM_CONTROL: '1' },
    async (api) => (await (await api.get('/api/__sim')).json().catch(() => undefined))?.code === '000200',
  );
  ({ url: devURL, api: devApi } = dev);
});

test.afterAll(async () => {
  await dev?.stop();
});

interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  data?: object;
  busId?: string;
}

/** The seeded contract calls a console session makes, answered by both servers after a reset. */
const READS: Call[] = [
  { method: 'GET', path: '/api/ropc/business/user/list' },
  { method: 'POST', path: '/api/user/user/info' },
  { method: 'POST', path: '/api/ropc/auth/role/info', busId: 'org-1' },
  { method: 'POST', path: '/api/ropc/auth/role/list', busId: 'org-1', data: { current: 1, pageSize: 10 } },
  { method: 'POST', path: '/api/ropc/auth/role/power/list', busId: 'org-1' },
  { method: 'POST', path: '/api/ropc/business/page/child', busId: 'org-1', data: { current: 1, pageSize: 10 } },
  { method: 'POST', path: '/api/ropc/user/page', busId: 'org-1', data: { current: 1, pageSize: 10 } },
  { method: 'POST', path: '/api/ropc/dashboard/summary', busId: 'org-1', data: { period: '30' } },
  { method: 'POST', path: '/api/ropc/alarm/page', busId: 'org-1', data: { current: 1, pageSize: 10 } },
  { method: 'GET', path: '/api/ropc/business/org-2', busId: 'org-2' },
];

async function session(api: APIRequestContext) {
  expect((await api.post('/api/__sim/reset')).ok()).toBe(true);
  const login = await api.post('/api/__sim/login', { data: { userId: 'u-admin' } });
  const token = (await login.json()).data.token as string;
  return (call: Call, locale = 'en-US') =>
    api
      .fetch(call.path, {
        method: call.method,
        data: call.data,
        headers: { 'x-access-token': token, 'x-locale': locale, ...(call.busId ? { 'x-bus-id': call.busId } : {}) },
      })
      .then(async (res) => ({ status: res.status(), body: await res.json() }));
}

/**
 * An ongoing alarm's duration runs until the moment of the answer, which the two servers give a moment apart:
 * both answers' ongoing durations are collected (and blanked) so that the rest compares exactly.
 */
function ongoingDurations(body: unknown): { body: unknown; durations: number[] } {
  const durations: number[] = [];
  const settled = JSON.parse(JSON.stringify(body), (_key, value) => {
    if (value && typeof value === 'object' && value.endedAt === null && typeof value.durationSeconds === 'number') {
      durations.push(value.durationSeconds);
      return { ...value, durationSeconds: 'ongoing' };
    }
    return value;
  });
  return { body: settled, durations };
}

test('the dev server answers every seeded read exactly as the preview does', async ({ request }) => {
  const onPreview = await session(request);
  const onDev = await session(devApi);
  for (const call of READS) {
    const [a, b] = [ongoingDurations(await onPreview(call)), ongoingDurations(await onDev(call))];
    expect(b.body, `${call.method} ${call.path}`).toEqual(a.body);
    // Asked a moment later, each ongoing alarm has lasted as long or a few seconds longer.
    expect(b.durations).toHaveLength(a.durations.length);
    b.durations.forEach((seconds, i) => expect(seconds - a.durations[i]).toBeGreaterThanOrEqual(0));
    b.durations.forEach((seconds, i) => expect(seconds - a.durations[i]).toBeLessThan(120));
  }
});

test('the dev server enforces the same rules: session, access, validation and duplicates', async ({ request }) => {
  const onPreview = await session(request);
  const onDev = await session(devApi);
  const codeOf = async (run: typeof onDev, call: Call, locale?: string) => {
    const { body } = await run(call, locale);
    return [body.code, body.msg];
  };
  const create = (name: string): Call => ({
    method: 'POST',
    path: '/api/ropc/auth/role/create',
    busId: 'org-1',
    data: { name, permissions: ['home'] },
  });
  const rules: Array<[Call, string?]> = [
    [create('Night shift lead')],
    [create('Night shift lead')], // the duplicate
    [create('ab'), 'ja-JP'], // too short
    [{ method: 'POST', path: '/api/ropc/auth/role/info', busId: 'org-404' }], // no access to this organisation
  ];
  for (const [call, locale] of rules) {
    expect(await codeOf(onDev, call, locale), `${call.path} ${JSON.stringify(call.data)}`).toEqual(
      await codeOf(onPreview, call, locale),
    );
  }
  const expired = await devApi.post('/api/ropc/auth/role/info', {
    headers: { 'x-access-token': 'not-a-session', 'x-bus-id': 'org-1' },
  });
  expect((await expired.json()).code).toBe('000401');
});

test('npm start serves the console: sign in and see the dashboard', async ({ page }) => {
  test.setTimeout(300_000);
  await expect
    .poll(async () => (await page.request.get(`${devURL}/home`)).text(), { timeout: 240_000, intervals: [2000] })
    .toContain('id="root"');
  // The boot script, bundled from src/speed/boot on each load (config/appShell.ts), as index.html names it.
  const boot = await page.request.get(`${devURL}/boot.js`);
  expect(boot.headers()['content-type']).toMatch(/javascript/);
  expect(await boot.text()).toContain('__ropcBoot');
  await signIn(page, 'u-admin', `${devURL}/home`);
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('kpi-taskCount').getByTestId('kpi-value')).toHaveText(/\d/, { timeout: 60_000 });
});
