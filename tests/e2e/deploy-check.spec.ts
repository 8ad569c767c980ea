// `npm run deploy:check` (scripts/deploy-check.mjs) against the shipped template in nginx, and against variants with
// one deliberate fault each: it passes on the template and names the check that a fault breaks.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { startShippedNginx } from './shippedNginx';

const ROOT = join(__dirname, '../..');
const TEMPLATE = readFileSync(join(ROOT, 'config/nginx/console.conf.template'), 'utf8');

/** Runs deploy:check as ops do; its exit code and the names of the failed checks (from the table and the advice). */
async function deployCheck(baseURL: string, args: string[] = []) {
  const run = await promisify(execFile)(process.execPath, [
    join(ROOT, 'scripts/deploy-check.mjs'),
    baseURL,
    ...args,
  ]).then(
    (done) => ({ code: 0, stdout: done.stdout }),
    (failed: { code: number; stdout: string }) => ({ code: failed.code, stdout: failed.stdout }),
  );
  const failed = [...run.stdout.matchAll(/^(\S.*?)\s+FAIL\s/gm)].map((match) => match[1]);
  const advised = [...run.stdout.matchAll(/^ {2}(.+?): /gm)].map((match) => match[1]);
  return { ...run, failed, advised };
}

/** A session of the worker's simulator, so that deploy:check opens the alarm stream (`--token`). */
async function sessionArgs(request: APIRequestContext) {
  const res = await request.post('/api/__sim/login', { data: { userId: 'u-admin' } });
  expect(res.ok()).toBeTruthy();
  return ['--token', (await res.json()).data.token, '--org', 'org-1'];
}

/** deploy:check against nginx with `template` (the shipped one by default), /api/ to this worker's server. */
async function checkWith(baseURL: string, template?: string, args: string[] = []) {
  let file: string | undefined;
  if (template !== undefined) {
    expect(template, 'the variant differs from the template').not.toBe(TEMPLATE);
    file = join(mkdtempSync(join(tmpdir(), 'console-variant-')), 'console.conf.template');
    writeFileSync(file, template);
  }
  const nginx = await startShippedNginx({ platform: baseURL, template: file });
  try {
    return await deployCheck(nginx.baseURL, args);
  } finally {
    nginx.stop();
  }
}

test('deploy:check passes against the shipped template', async ({ baseURL, request }) => {
  const run = await checkWith(baseURL!, undefined, await sessionArgs(request));
  expect(run.failed, run.stdout).toEqual([]);
  expect(run.code, run.stdout).toBe(0);
  expect(run.stdout).toMatch(/^All \d+ checks passed\.$/m);
  expect(run.stdout).toMatch(/^config\.js valid\s+pass\s/m);
  expect(run.stdout).toMatch(/^alarm stream unbuffered\s+pass\s+first bytes after \d+ ms/m);
});

test('deploy:check says what it can of the alarm stream without a session, and skips a platform without it', async ({
  baseURL,
  request,
}) => {
  const anonymous = await checkWith(baseURL!);
  expect(anonymous.code, anonymous.stdout).toBe(0);
  expect(anonymous.stdout).toMatch(
    /^alarm stream unbuffered\s+skip\s+offered \(000401 without a session\): give --token/m,
  );
  expect((await request.post('/api/__sim/stream', { data: { enabled: false } })).ok()).toBeTruthy();
  try {
    const without = await checkWith(baseURL!, undefined, await sessionArgs(request));
    expect(without.code, without.stdout).toBe(0);
    expect(without.stdout).toMatch(/^alarm stream unbuffered\s+skip\s+the platform offers no alarm stream/m);
  } finally {
    await request.post('/api/__sim/stream', { data: { enabled: true } });
  }
});

test('deploy:check fails when no byte of the alarm stream arrives in time', async ({ baseURL, request }) => {
  // The platform holds the stream's first bytes for longer than the check waits (20 s): what a buffering hop shows.
  const rules = [{ path: '/api/ropc/alarm/stream', kind: 'delay', delayMs: 30_000 }];
  expect((await request.post('/api/__sim/faults', { data: { rules } })).ok()).toBeTruthy();
  try {
    const run = await checkWith(baseURL!, undefined, await sessionArgs(request));
    expect(run.code, run.stdout).toBe(1);
    expect(run.failed, run.stdout).toEqual(['alarm stream unbuffered']);
    expect(run.advised).toContain('alarm stream unbuffered');
  } finally {
    await request.delete('/api/__sim/faults');
  }
});

const VARIANTS: [string, (template: string) => string, string[]][] = [
  ['a security header removed', (t) => t.replace(/^.*add_header Referrer-Policy.*\n/m, ''), ['Referrer-Policy']],
  [
    'index.html cached',
    (t) => t.replace(/(location \/ \{\s*)expires -1;/, '$1expires 1h;'),
    ['cache index.html', 'cache sw.js'],
  ],
  ['the /api/__sim block gone', (t) => t.replace(/location ~\* \^\/api\/__sim \{[^}]*\}/, ''), ['simulator refused']],
  [
    'a mistyped config.js key',
    (t) =>
      t.replace(
        /location = \/config\.js \{[^}]*\}/,
        `location = /config.js { expires -1; default_type application/javascript; return 200 "window.ROPC_CONFIG = { analytiks: 'none' };"; }`,
      ),
    ['config.js valid'],
  ],
];

for (const [fault, variant, names] of VARIANTS) {
  test(`deploy:check fails with ${fault}, naming ${names.join(' and ')}`, async ({ baseURL, request }) => {
    const session = await sessionArgs(request);
    const shipped = await checkWith(baseURL!, undefined, session);
    const run = await checkWith(baseURL!, variant(TEMPLATE), session);
    expect(run.code, run.stdout).toBe(1);
    // Exactly these checks more than against the shipped template, each with its line of advice.
    expect(run.failed.filter((name) => !shipped.failed.includes(name)).sort(), run.stdout).toEqual([...names].sort());
    for (const name of names) expect(run.advised, run.stdout).toContain(name);
    if (fault === 'a mistyped config.js key')
      expect(run.stdout).toContain('unknown key analytiks (did you mean analytics?)');
  });
}
