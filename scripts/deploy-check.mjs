// `npm run deploy:check -- URL`: checks a deployed console from outside, as ops run it after each deploy (see
// docs/operations.md, "Checking a deployment"): the security headers, caching, compression, the SPA fallback, the
// simulator's paths refused, no source maps, /api/ never stored, and config.js against its schema. Prints a table
// and one line of advice per failure; exits 1 when a check fails or the address cannot be reached. Read-only: it
// sends GET requests only (about 50 for the build of today). `--token T [--org ID]`: a session of the platform, to
// check that the alarm stream passes unbuffered (scripts/deploy-check-stream.mjs).
import { CHECKS } from './deploy-check-checks.mjs';
import { HEADER_CHECKS } from './deploy-check-headers.mjs';
import { filesNamedBy, get, HASHED } from './deploy-check-http.mjs';
import { STREAM_CHECKS } from './deploy-check-stream.mjs';
import { parseArgs } from 'node:util';

const BROWSER = { 'Accept-Encoding': 'br, gzip' };
const DEEP_LINK = '/organization?current=2';
// A GET the console makes on every page (boot.js), with the headers the contract requires and a token no platform
// issued: the platform refuses it (000401), and the answer shows what /api/ sends.
const API_PATH = '/api/ropc/settings';
const API_HEADERS = { Accept: 'application/json', 'x-access-token': 'deploy-check', 'x-bus-id': 'deploy-check' };

/** `work` on each item, at most `limit` at a time, in order. */
async function mapLimit(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The answers every check reads, fetched once. */
async function gather(base, session) {
  const index = await get(base, '/', BROWSER);
  const files = filesNamedBy(index.body);
  const [deep, plain, gzip, br, sw, api] = await Promise.all([
    get(base, DEEP_LINK, BROWSER),
    get(base, '/config.js'),
    get(base, '/config.js', { 'Accept-Encoding': 'gzip' }),
    get(base, '/config.js', { 'Accept-Encoding': 'br' }),
    get(base, '/sw.js', BROWSER),
    get(base, API_PATH, API_HEADERS),
  ]);
  const scripts = await mapLimit(
    files.filter((file) => /\.(js|css)$/.test(file)),
    4,
    async (path) => ({ path, answer: await get(base, path, BROWSER) }),
  );
  const assets = scripts.filter(({ path }) => HASHED.test(path));
  const pages = [index, deep, plain, sw, ...assets.slice(0, 1).map(({ answer }) => answer)];
  return { base, ...session, index, deep, files, config: { plain, gzip, br }, sw, api, scripts, assets, pages };
}

/** `session`: `{ token?, org? }`, a session of the platform for the checks that need one (the alarm stream). */
export async function deployCheck(base, session = {}) {
  const context = await gather(base, session);
  const rows = [];
  for (const check of [...HEADER_CHECKS, ...CHECKS, ...STREAM_CHECKS]) {
    let result;
    try {
      result = await check.run(context);
    } catch (error) {
      result = { fail: `could not check: ${error.message}` };
    }
    const status = result.fail ? 'FAIL' : result.skip ? 'skip' : 'pass';
    rows.push({ check: check.name, status, detail: result.fail ?? result.detail, advice: check.advice });
  }
  return rows;
}

const clip = (text, width) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

export function table(rows) {
  const width = Math.max(...rows.map((row) => row.check.length), 'check'.length);
  const line = (check, status, detail) => `${check.padEnd(width)}  ${status.padEnd(6)}  ${detail}`;
  const failed = rows.filter((row) => row.status === 'FAIL');
  return [
    line('check', 'result', 'detail'),
    line('-'.repeat(width), '------', '------'),
    ...rows.map((row) => line(row.check, row.status, clip(row.detail, 100))),
    '',
    failed.length
      ? `${failed.length} of ${rows.length} checks failed. What to do:`
      : `All ${rows.filter((row) => row.status === 'pass').length} checks passed.`,
    ...failed.map((row) => `  ${row.check}: ${row.advice}`),
  ].join('\n');
}

async function main() {
  let base;
  let values;
  try {
    const parsed = parseArgs({
      allowPositionals: true,
      options: { token: { type: 'string' }, org: { type: 'string' } },
    });
    values = parsed.values;
    base = new URL(parsed.positionals[0] ?? '');
    if (!/^https?:$/.test(base.protocol)) throw new Error('not http(s)');
  } catch {
    console.error('Usage: npm run deploy:check -- https://console.example.com [--token T [--org ID]]');
    process.exit(1);
  }
  console.log(`deploy:check ${base.origin}\n`);
  let rows;
  try {
    rows = await deployCheck(base, { token: values.token, org: values.org });
  } catch (error) {
    console.error(`Cannot reach ${base.origin}: ${error.message}`);
    process.exit(1);
  }
  console.log(table(rows));
  process.exitCode = rows.some((row) => row.status === 'FAIL') ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
