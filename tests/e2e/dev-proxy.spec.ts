// `PLATFORM_API=… npm start`: the dev server forwards /api/ to a platform (here this worker's simulator, on its own
// port, with a rule broken on purpose) and reports what breaks the contract in its terminal and at
// /__contract/violations, without holding anything back (config/contractCheck.ts). The proxy's checks are unit
// tested in config/contractCheck.test.ts; this journey proves the real dev server wires them up.
import { request as newRequest, type APIRequestContext } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

const ROOT = join(__dirname, '../..');
let dev: ChildProcess | undefined;
let devApi: APIRequestContext;
let terminal = '';

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(300_000);
  const port = Number(
    execFileSync(process.execPath, [join(ROOT, 'scripts/free-port.mjs')])
      .toString()
      .trim(),
  );
  dev = spawn(process.execPath, [join(ROOT, 'node_modules/@umijs/max/bin/max.js'), 'dev'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BROWSER: 'none', PLATFORM_API: baseURL },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const collect = (chunk: Buffer) => {
    terminal += chunk.toString('utf8');
  };
  dev.stdout!.on('data', collect);
  dev.stderr!.on('data', collect);
  // A new connection for every call (see dev-server.spec.ts).
  devApi = await newRequest.newContext({
    baseURL: `http://127.0.0.1:${port}`,
    extraHTTPHeaders: { connection: 'close' },
  });
  // Until its middlewares are up, the dev server answers any path with its HTML page; the address and the proxy
  // come up together.
  const listed = async () => {
    const res = await devApi.get('/__contract/violations').catch(() => undefined);
    return (await res?.json().catch(() => undefined))?.checked;
  };
  await expect.poll(listed, { timeout: 240_000, intervals: [1000] }).toBe(0);
});

test.afterAll(async ({ request }) => {
  await request.post('/api/__sim/reset');
  await devApi?.dispose();
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
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
    .poll(() => terminal, { timeout: 30_000 })
    .toContain('[contract] response of listRoles POST /api/ropc/auth/role/list: answer');
  // Once each: a second identical answer is counted, not printed again.
  const printed = terminal.split('[contract] response of listRoles').length - 1;
  await devApi.post('/api/ropc/auth/role/list', {
    headers: { 'x-access-token': token, 'x-bus-id': 'org-1' },
    data: { current: 1, pageSize: 10 },
  });
  await expect
    .poll(async () => (await violations()).find((v: { count: number }) => v.count >= 2), { timeout: 30_000 })
    .toBeTruthy();
  expect(terminal.split('[contract] response of listRoles').length - 1).toBe(printed);
  console.log(
    terminal
      .split('\n')
      .filter((line) => line.includes('[contract]'))
      .join('\n'),
  );
});
