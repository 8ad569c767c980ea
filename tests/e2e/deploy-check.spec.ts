// `npm run deploy:check` (scripts/deploy-check.mjs) against the shipped template in nginx, and against variants with
// one deliberate fault each: it passes on the template and names the check that a fault breaks.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { startShippedNginx } from './shippedNginx';

const ROOT = join(__dirname, '../..');
const TEMPLATE = readFileSync(join(ROOT, 'config/nginx/console.conf.template'), 'utf8');

/** Runs deploy:check as ops do; its exit code and the names of the failed checks (from the table and the advice). */
async function deployCheck(baseURL: string) {
  const run = await promisify(execFile)(process.execPath, [join(ROOT, 'scripts/deploy-check.mjs'), baseURL]).then(
    (done) => ({ code: 0, stdout: done.stdout }),
    (failed: { code: number; stdout: string }) => ({ code: failed.code, stdout: failed.stdout }),
  );
  const failed = [...run.stdout.matchAll(/^(\S.*?)\s+FAIL\s/gm)].map((match) => match[1]);
  const advised = [...run.stdout.matchAll(/^ {2}(.+?): /gm)].map((match) => match[1]);
  return { ...run, failed, advised };
}

/** deploy:check against nginx with `template` (the shipped one by default), /api/ to this worker's server. */
async function checkWith(baseURL: string, template?: string) {
  let file: string | undefined;
  if (template !== undefined) {
    expect(template, 'the variant differs from the template').not.toBe(TEMPLATE);
    file = join(mkdtempSync(join(tmpdir(), 'console-variant-')), 'console.conf.template');
    writeFileSync(file, template);
  }
  const nginx = await startShippedNginx({ platform: baseURL, template: file });
  try {
    return await deployCheck(nginx.baseURL);
  } finally {
    nginx.stop();
  }
}

test('deploy:check passes against the shipped template', async ({ baseURL }) => {
  const run = await checkWith(baseURL!);
  expect(run.failed, run.stdout).toEqual([]);
  expect(run.code, run.stdout).toBe(0);
  expect(run.stdout).toMatch(/^All \d+ checks passed\.$/m);
  expect(run.stdout).toMatch(/^config\.js valid\s+pass\s/m);
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
  test(`deploy:check fails with ${fault}, naming ${names.join(' and ')}`, async ({ baseURL }) => {
    const shipped = await checkWith(baseURL!);
    const run = await checkWith(baseURL!, variant(TEMPLATE));
    expect(run.code, run.stdout).toBe(1);
    // Exactly these checks more than against the shipped template, each with its line of advice.
    expect(run.failed.filter((name) => !shipped.failed.includes(name)).sort(), run.stdout).toEqual([...names].sort());
    for (const name of names) expect(run.advised, run.stdout).toContain(name);
    if (fault === 'a mistyped config.js key')
      expect(run.stdout).toContain('unknown key analytiks (did you mean analytics?)');
  });
}
