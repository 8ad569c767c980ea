// Every function of src/services/ropc calls exactly one operation of contract/openapi.yaml (method and path), one
// named after it unless it is a helper over another call; every operation is called by one, or is marked
// `x-platform-only: true` (the platform serves it, the console never calls it) or `x-stream: true` (read with
// fetch by the live alarm layer, src/features/alarms/live, not through Umi's request).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { contract, findOperation } from '../../../mock/_sim/contract';

const calls: Array<{ method: string; url: string }> = [];

/**
 * Functions over another function's operation: listAllRoles calls listRoles with fixed arguments (200 a page);
 * heldDashboardSummary and peekDashboardSummary read getDashboardSummary's answer when the console already holds it
 * (no call is made).
 */
const HELPERS = ['listAllRoles', 'prefetchDashboardSummary', 'peekDashboardSummary'];
/** Modules of the directory that hold no calls. */
const NOT_SERVICES = ['client.ts', 'contract.check.ts', 'contract.gen.ts'];

const modules = readdirSync(__dirname).filter(
  (file) => /^[a-z]\w*\.ts$/i.test(file) && !file.endsWith('.d.ts') && !NOT_SERVICES.includes(file),
);

type Service = { file: string; name: string; fn: (...args: unknown[]) => Promise<unknown> };

/**
 * The service functions, loaded with Umi's request replaced by a recorder of method and URL, and so the query
 * cache's look and prefetch (which name the read they stand for).
 */
function loadServices(): Service[] {
  jest.resetModules();
  jest.doMock('@umijs/max', () => ({
    request: (url: string, options: { method: string }) => {
      calls.push({ method: options.method, url });
      return Promise.resolve({ list: [], total: 0 });
    },
    getLocale: () => 'en-US',
  }));
  jest.doMock('@/request/queryCache', () => {
    const record = (read: { method: string; url: string }) => {
      calls.push({ method: read.method, url: read.url });
      return undefined;
    };
    return { ...jest.requireActual('@/request/queryCache'), peekRead: record, prefetchRead: record };
  });
  return modules.flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const exported = require(join(__dirname, file)) as Record<string, unknown>;
    return Object.entries(exported)
      .filter(([, value]) => typeof value === 'function')
      .map(([name, fn]) => ({ file, name, fn: fn as Service['fn'] }));
  });
}

/** Calls a service function with placeholder arguments and returns the requests it made. */
async function callsOf(fn: Service['fn']) {
  calls.length = 0;
  await fn(...Array.from({ length: Math.max(fn.length, 1) }, () => 'p-1'));
  return [...calls];
}

describe('src/services/ropc and contract/openapi.yaml', () => {
  const used = new Map<string, string[]>();
  let functions: Service[] = [];

  beforeAll(async () => {
    functions = loadServices();
    for (const { name, fn } of functions) {
      // one at a time: the calls are collected in a shared list
      // eslint-disable-next-line no-await-in-loop
      const made = await callsOf(fn);
      used.set(
        name,
        made.map(({ method, url }) => `${method} ${url}`),
      );
    }
  });

  it('finds the service modules and their functions', () => {
    expect(modules).toEqual(expect.arrayContaining(['session.ts', 'role.ts', 'account.ts', 'tutorial.ts']));
    expect(functions.length).toBeGreaterThanOrEqual(45);
  });

  it('maps every function to exactly one operation, named after it', () => {
    const wrong = functions.flatMap(({ file, name }) => {
      const made = used.get(name) || [];
      const ops = made.map((call) => findOperation(call.split(' ')[0], call.split(' ')[1]));
      if (made.length !== 1 || !ops[0])
        return [`${file} ${name}: ${made.join(', ') || 'no call'} (${ops[0] ? 'ok' : 'not an operation'})`];
      if (!HELPERS.includes(name) && ops[0].operationId !== name)
        return [`${file} ${name}: calls ${ops[0].operationId}`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it('uses every operation, or marks it x-platform-only or x-stream', () => {
    const called = new Set(
      [...used.values()].flat().map((call) => findOperation(call.split(' ')[0], call.split(' ')[1])?.operationId),
    );
    const unused = contract()
      .operations.filter(
        (op) => !called.has(op.operationId) && op.spec['x-platform-only'] !== true && op.spec['x-stream'] !== true,
      )
      .map((op) => `${op.method} ${op.path}`);
    expect(unused).toEqual([]);
    const platformOnlyButCalled = contract()
      .operations.filter((op) => op.spec['x-platform-only'] === true && called.has(op.operationId))
      .map((op) => op.operationId);
    expect(platformOnlyButCalled).toEqual([]);
  });

  it('notices a call outside the contract', () => {
    expect(findOperation('POST', '/api/ropc/auth/role/remove/p-1')).toBeUndefined();
    expect(findOperation('PATCH', '/api/ropc/auth/role/create')).toBeUndefined();
  });
});
