// `PLATFORM_API=… npm start`: the dev server forwards /api/ to a platform (here this worker's simulator, on its own
// port, with a rule broken on purpose) and reports what breaks the contract in its terminal and at
// /__contract/violations, without holding anything back (config/contractCheck.ts). The proxy's checks are unit
// tested in config/contractCheck.test.ts; this journey proves the real dev server wires them up.
import type { APIRequestContext } from '@playwright/test';
import { startDevServer, type DevServer } from './devServer';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

let dev: DevServer | undefined;
let devApi: APIRequestContext;
const terminal = () => dev?.terminal() ?? '';

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(300_000);
  // Until its middlewares are up, the dev server answers any path with its HTML page; the address and the proxy
  // come up together.
  dev = await startDevServer(
    { PLATFORM_API: baseURL! },
    async (api) => (await (await api.get('/__contract/violations')).json().catch(() => undefined))?.checked === 0,
  );
  devApi = dev.api;
});

test.afterAll(async ({ request }) => {
  await request.post('/api/__sim/reset');
  await dev?.stop();
});

test('a broken envelope from the platform is reported in the terminal and at /__contract/violations', async ({
  request,
}) => {
  expect((await request.post('/api/__sim/reset')).ok()).toBe(true);
  const token = (await (await request.post('/api/__sim/login', { data: { userId: 'u-admin' } })).json()).data.token;
  expect((await request.post('/api/__sim/faults', { data: { breaks: ['envelope'] } })).ok()).toBe(true);

  const res = await devApi.post('/api/ropc/auth/role/list', {
    headers: { 'x-access-token': token, 'x-bus-id': 'org-1' },
    data: { current: 1, pageSize: 10 },
  });
  // Never blocked: the console gets the platform's answer as it came.
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ code: '000200', message: 'success' });

  const violations = async () => (await (await devApi.get('/__contract/violations')).json()).violations;
  await expect
    .poll(violations, { timeout: 30_000 })
    .toContainEqual(
      expect.objectContaining({ kind: 'response', operationId: 'listRoles', path: '/api/ropc/auth/role/list' }),
    );
  await expect
    .poll(terminal, { timeout: 30_000 })
    .toContain('[contract] response of listRoles POST /api/ropc/auth/role/list: answer');
  // Once each: a second identical answer is counted, not printed again.
  const printed = terminal().split('[contract] response of listRoles').length - 1;
  await devApi.post('/api/ropc/auth/role/list', {
    headers: { 'x-access-token': token, 'x-bus-id': 'org-1' },
    data: { current: 1, pageSize: 10 },
  });
  await expect
    .poll(async () => (await violations()).find((v: { count: number }) => v.count >= 2), { timeout: 30_000 })
    .toBeTruthy();
  expect(terminal().split('[contract] response of listRoles').length - 1).toBe(printed);
  console.log(
    terminal()
      .split('\n')
      .filter((line) => line.includes('[contract]'))
      .join('\n'),
  );
});
