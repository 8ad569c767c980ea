// The validating dev proxy (config/contractCheck.ts) in Umi's own proxy (createProxy, as `umi dev` builds it from
// config/proxy.ts), forwarding to a simulator on another port with a rule broken on purpose.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from '@testing-library/dom';
// The module itself: the package's index loads esbuild, which refuses jsdom's Buffer.
import { createProxy } from '@umijs/bundler-utils/dist/proxy';
import proxy from './proxy';
// eslint-disable-next-line @typescript-eslint/no-var-requires
const compression = require('@umijs/bundler-webpack/compiled/compression') as () => Middleware;
import { clearViolations, listViolations, setLog, violationsMiddleware, VIOLATIONS_PATH } from './contractCheck';
import { startSimulator, type Standalone } from '../mock/_sim/standalone';
import { clearFaults, setFaults } from '../mock/_sim/faults';
import { resetStore } from '../mock/_sim/store';
import { signIn } from '../mock/_sim/identity';
import { raiseAlarms } from '../mock/_sim/alarmRaise';
import { cutStreams } from '../mock/_sim/alarmFeed';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

let sim: Standalone;
let dev: Server;
let devURL = '';
const lines: string[] = [];

/** A dev server of the proxy's middlewares only: the violations address, then Umi's proxy of config/proxy.ts. */
async function startDev(env: NodeJS.ProcessEnv, { compress = false } = {}) {
  // Umi's dev server compresses every answer, proxied ones included (@umijs/bundler-webpack's server).
  const middlewares: Middleware[] = [...(compress ? [compression()] : []), violationsMiddleware];
  createProxy(proxy(sim.url, env) as any, { use: (m: Middleware) => middlewares.push(m) } as any);
  dev = createServer((req, res) => {
    let i = 0;
    const next = () => {
      const m = middlewares[(i += 1) - 1];
      if (m) m(req, res, next);
      else res.writeHead(404).end();
    };
    next();
  });
  await new Promise<void>((resolve) => {
    dev.listen(0, '127.0.0.1', resolve);
  });
  devURL = `http://127.0.0.1:${(dev.address() as AddressInfo).port}`;
}

function send(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${devURL}${path}`, { method, headers: { 'content-type': 'application/json', ...headers } });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode || 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** The exchange is checked once both bodies have passed: wait for that. */
const until = (condition: () => boolean) => waitFor(() => expect(condition()).toBe(true));

beforeAll(async () => {
  process.env.SIM_CONTROL = '1';
  sim = await startSimulator();
  setLog((line) => lines.push(line));
});

afterAll(async () => {
  await sim?.close();
  delete process.env.SIM_CONTROL;
});

beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => {}); // the proxy's "[HPM] Proxy created"
  resetStore();
  clearFaults();
  clearViolations();
  lines.length = 0;
});

afterEach(async () => {
  await new Promise<void>((resolve) => {
    dev?.close(() => resolve());
  });
});

describe('with PLATFORM_API set', () => {
  beforeEach(() => startDev({ PLATFORM_API: sim.url }));

  it('reports a broken answer once, with operation, call, pointer, the rule and what came; never blocks', async () => {
    setFaults({ breaks: ['envelope'] });
    const headers = { 'x-access-token': signIn('u-admin')!, 'x-bus-id': 'org-1' };
    const first = await send('POST', '/api/ropc/auth/role/list', headers, { current: 1, pageSize: 10 });
    // Passed through untouched: the console sees what the platform answered.
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text)).toMatchObject({ code: '000200', message: 'success' });
    await until(() => lines.length >= 1);
    await send('POST', '/api/ropc/auth/role/list', headers, { current: 1, pageSize: 10 });
    await until(() => listViolations().violations.some((v) => v.count === 2));
    expect(lines.filter((l) => l.includes('listRoles'))).toHaveLength(lines.length);
    expect(lines[0]).toContain('[contract] response of listRoles POST /api/ropc/auth/role/list: answer');
    expect(lines.join('\n')).toMatch(
      /must NOT have additional properties \(message\)|must have required property 'msg'/,
    );
    const listed = JSON.parse((await send('GET', VIOLATIONS_PATH, {})).text);
    expect(listed.violations[0]).toMatchObject({
      kind: 'response',
      operationId: 'listRoles',
      method: 'POST',
      path: '/api/ropc/auth/role/list',
      pointer: expect.any(String),
      expected: expect.stringContaining('#/components/schemas/'),
    });
    expect(listed.distinct).toBe(lines.length);
  });

  it('reports a request off the contract with the JSON pointer and the value sent', async () => {
    const headers = { 'x-access-token': signIn('u-admin')!, 'x-bus-id': 'org-1' };
    await send('POST', '/api/ropc/auth/role/list', headers, { current: 1, pageSize: 'ten' });
    await until(() => lines.length >= 1);
    expect(lines[0]).toContain('request of listRoles POST /api/ropc/auth/role/list: body/pageSize');
    expect(lines[0]).toContain('came: "ten"');
  });

  it.each([false, true])(
    'passes the alarm stream on as it comes (compressing: %s), and takes no ended stream for a broken answer',
    async (compress) => {
      if (compress) {
        await new Promise<void>((resolve) => {
          dev.close(() => resolve());
        });
        await startDev({ PLATFORM_API: sim.url }, { compress });
      }
      const headers = {
        'x-access-token': signIn('u-admin')!,
        'x-bus-id': 'org-1',
        accept: 'text/event-stream',
        'accept-encoding': 'gzip',
      };
      let text = '';
      let encoding: string | undefined;
      const req = request(`${devURL}/api/ropc/alarm/stream`, { headers });
      req.on('response', (res) => {
        encoding = res.headers['content-encoding'];
        res.on('data', (c: Buffer) => {
          text += c.toString('utf8');
        });
      });
      req.end();
      await until(() => text.includes(': hb'));
      expect(encoding).toBeUndefined();
      const [row] = raiseAlarms({ busId: 'org-1' });
      await until(() => text.includes(`"id":"${row.id}"`));
      cutStreams();
      await until(() => listViolations().checked >= 1);
      expect(listViolations().violations).toEqual([]);
      req.destroy();
    },
  );

  it('says nothing about exchanges within the contract', async () => {
    const headers = { 'x-access-token': signIn('u-admin')!, 'x-bus-id': 'org-1' };
    await send('POST', '/api/ropc/auth/role/list', headers, { current: 1, pageSize: 10 });
    await send('GET', '/api/ropc/business/user/list', headers);
    await until(() => listViolations().checked >= 2);
    expect(listViolations().violations).toEqual([]);
  });
});

it('CONTRACT_CHECK=off forwards without checking', async () => {
  await startDev({ PLATFORM_API: sim.url, CONTRACT_CHECK: 'off' });
  setFaults({ breaks: ['envelope'] });
  const res = await send('GET', '/api/ropc/business/user/list', { 'x-access-token': signIn('u-admin')! });
  expect(JSON.parse(res.text).message).toBe('success');
  expect(listViolations()).toEqual({ checked: 0, distinct: 0, violations: [] });
});
