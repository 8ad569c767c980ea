// `npm run contract:verify` against the simulator (mock/_sim/standalone.ts, in this process): every check passes;
// with a rule of the simulator broken on purpose (POST /api/__sim/faults { breaks }), it fails naming the
// operations; its JUnit file parses.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSimulator, type Standalone } from '../mock/_sim/standalone';
import { canOpen } from '../mock/_sim/access';
import { db, resetStore } from '../mock/_sim/store';
import { clearFaults, setFaults } from '../mock/_sim/faults';
import { configureStream } from '../mock/_sim/alarmFeed';

const SCRIPT = join(__dirname, 'contract-verify.mjs');
let sim: Standalone;
const FOREIGN = 'org-foreign';
const dir = mkdtempSync(join(tmpdir(), 'contract-verify-'));

beforeAll(async () => {
  process.env.SIM_CONTROL = '1';
  resetStore();
  sim = await startSimulator();
});

afterAll(async () => {
  await sim?.close();
  delete process.env.SIM_CONTROL;
});

/**
 * The seed, an organisation of another customer (nobody the run signs in as may open it) and more roles in org-1
 * than the largest page (200), so that a missing clamp shows.
 */
beforeEach(() => {
  resetStore();
  clearFaults();
  db().orgs.push({ ...db().orgs[0], busId: FOREIGN, name: 'Another customer', parentId: null, distributorId: null });
  const template = db().roles.find((r) => r.id === 'org-1-user')!;
  for (let i = 1; i <= 205; i += 1)
    db().roles.push({ ...template, id: `org-1-extra-${i}`, name: `Shift ${i}`, builtIn: null, permissions: ['home'] });
  const admin = db().accounts.find((a) => a.userId === 'u-admin')!;
  if (canOpen(admin, FOREIGN)) throw new Error(`u-admin may open ${FOREIGN}`);
});

function verify(extra: string[] = []): Promise<{ code: number; out: string }> {
  const args = [
    SCRIPT,
    ...['--base', sim.url, '--login', 'u-admin:any', '--org', 'org-1', '--foreign-org', FOREIGN],
    ...['--limited-login', 'u-noauth:any', '--rate', '1000', '--quiet'],
    ...extra,
  ];
  return new Promise((resolve) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, out: `${stdout}\n${stderr}` }),
    );
  });
}

/** The JUnit file as an XML document (jsdom's XML parser); fails the test when it is not well-formed. */
function parseJUnit(file: string) {
  const doc = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const failedOperations = (out: string) =>
  out
    .split('\n')
    .filter((line) => /^\w+\s+(GET|POST|PATCH|DELETE) /.test(line))
    .map((line) => line.split(/\s+/)[0]);

it('passes every check against the simulator, writes included, and writes JUnit XML that parses', async () => {
  const junit = join(dir, 'pass.xml');
  const { code, out } = await verify(['--write', '--junit', junit]);
  const summary = /(\d+) checks, (\d+) passed, (\d+) failed, (\d+) skipped/.exec(out);
  // The run's output is in the message when this fails.
  expect({ code, out }).toEqual({ code: 0, out: expect.stringMatching(/ 0 failed, 0 skipped/) });
  const [checks, passed, failed, skipped] = summary!.slice(1).map(Number);
  expect({ failed, skipped }).toEqual({ failed: 0, skipped: 0 });
  expect(passed).toBe(checks);
  expect(checks).toBeGreaterThan(200);
  const root = parseJUnit(junit).documentElement;
  expect(root.tagName).toBe('testsuites');
  expect(Number(root.getAttribute('tests'))).toBe(checks);
  expect(Number(root.getAttribute('failures'))).toBe(0);
  expect(root.querySelectorAll('testcase')).toHaveLength(checks);
  // The scratch records are gone.
  expect(db().roles.filter((r) => r.name.startsWith('cv-'))).toEqual([]);
  console.log(summary![0]); // the number of checks, for the CI log
});

describe('fails naming the operation when the simulator breaks a rule', () => {
  it.each([
    ['scope', 'organisation outside the scope', 'getRoleInfo'],
    ['permission', 'role without the permission', 'listRoles'],
    ['envelope', 'valid', 'getCurrentUser'],
    ['paging', 'pageSize 201', 'listRoles'],
  ])('%s', async (rule, check, operation) => {
    const errors = setFaults({ breaks: [rule] });
    expect(errors).toEqual([]);
    const junit = join(dir, `${rule}.xml`);
    // That operation only: seconds rather than the whole run.
    const { code, out } = await verify(['--junit', junit, '--only', operation]);
    expect(code).toBe(1);
    expect(failedOperations(out)).toContain(operation);
    const suites = [...parseJUnit(junit).querySelectorAll('testsuite')];
    const suite = suites.find((s) => s.getAttribute('name')!.startsWith(`${operation} `))!;
    const failed = [...suite.querySelectorAll('testcase')].filter((c) => c.querySelector('failure'));
    expect(failed.map((c) => c.getAttribute('name'))).toContain(check);
  });
});

describe('the optional alarm stream (x-stream)', () => {
  const run = (extra: string[] = []) => verify(['--only', 'streamAlarms', ...extra]);

  it('checks it when offered: an event stream with an id and a heartbeat, refusals as the envelope', async () => {
    const { code, out } = await run();
    expect({ code, out }).toEqual({ code: 0, out: expect.stringMatching(/ 0 failed, 0 skipped/) });
    expect(out).toMatch(/5 checks, 5 passed/);
  });

  it('reports "not offered" on 404, without failing', async () => {
    configureStream({ enabled: false });
    try {
      const junit = join(dir, 'stream-not-offered.xml');
      const { code, out } = await run(['--junit', junit]);
      expect(code).toBe(0);
      expect(readFileSync(junit, 'utf8')).toMatch(/not offered \(HTTP 404\)/);
      expect(out).toMatch(/1 checks, 0 passed, 0 failed, 1 skipped/);
    } finally {
      configureStream({ enabled: true });
    }
  });

  it('fails when the stream sends no heartbeat in time', async () => {
    // Nothing for longer than the check waits (20 s): what a client behind a buffering proxy sees.
    setFaults({ rules: [{ path: '/api/ropc/alarm/stream', kind: 'delay', delayMs: 30_000, times: 1 }] });
    const { code, out } = await run();
    expect(code).toBe(1);
    expect(failedOperations(out)).toEqual(['streamAlarms']);
    expect(out).toMatch(/no answer within 20 s|no event with an id|no heartbeat/);
  }, 60_000);
});
