// `npm run bench:bundle [-- --check]`: what the browser fetches to show each route, measured in Chromium
// against the built console and the simulator. Prints per route the JavaScript fetched until the main content
// shows (raw and gzip bytes, from dist/ files gzipped at level 9 as served pre-compressed) and the time to
// content under slow 4G (150 ms RTT, 1.6 Mbit/s) with 4x CPU throttling. With --check it fails when a byte
// budget is exceeded or chart code loads before the charts are needed; times are printed, never gated.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { ensureBuild } from './ensure-build.mjs';
import { freePort, waitForServer } from './server-utils.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A table page shows content: rows, an empty table, or a notice in place of the table. */
const TABLE_READY = 'main .ant-table-row, main .ant-table-placeholder, main .ant-alert, main .ant-result';

/** Route, the element that means "main content shown" and its gzip budget in KB that --check enforces (1 KB = 1000 bytes). */
const ALL_ROUTES = [
  { path: '/home', ready: '[data-testid="kpi-value"]', budgetKB: 460, timed: true },
  { path: '/organization', ready: TABLE_READY, budgetKB: 650, timed: true },
  { path: '/manufacturer', ready: TABLE_READY, budgetKB: 650 },
  { path: '/user', ready: TABLE_READY, budgetKB: 650 },
  { path: '/account', ready: TABLE_READY, budgetKB: 650 },
  { path: '/role', ready: TABLE_READY, budgetKB: 650 },
  { path: '/document/productDocumentation', ready: 'main h1, main h2', budgetKB: 650 },
  { path: '/document/maintenanceInstructions', ready: 'main h1, main h2', budgetKB: 650 },
];

/** BENCH_ONLY=/home measures one route. */
export const ROUTES = process.env.BENCH_ONLY ? ALL_ROUTES.filter((r) => r.path === process.env.BENCH_ONLY) : ALL_ROUTES;

const REFERENCE = { name: 'Ant Design Pro 6 /welcome', gzipKB: 917, seconds: 7.5 };
/** Strings that only chart code (@antv/g2, @antv/g) carries in a minified bundle (chunk names do not count). */
const CHART_MARKERS = ['g2-tooltip', 'g-canvas'];

const gzipCache = new Map();
function sizesOf(urlPath) {
  if (!gzipCache.has(urlPath)) {
    const file = join(root, 'dist', urlPath.replace(/^\//, ''));
    if (!existsSync(file)) {
      gzipCache.set(urlPath, { raw: 0, gzip: 0, chart: false });
    } else {
      const body = readFileSync(file);
      const text = body.toString('utf8');
      gzipCache.set(urlPath, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, chart: CHART_MARKERS.some((m) => text.includes(m)) });
    }
  }
  return gzipCache.get(urlPath);
}

async function signIn(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/mock-login?redirect=/home`);
  await page.locator('button[value="u-admin"]').click();
  await page.waitForURL(/\/home/);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

async function measure(browser, base, cookies, route, throttled) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  // The page notes when the main content first appears; scripts requested before that moment are the first load.
  await page.addInitScript((selector) => {
    const check = () => {
      if (!window.__contentAt && document.querySelector(selector)) window.__contentAt = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  }, route.ready);
  await page.goto(`${base}${route.path}`, { waitUntil: 'commit', timeout: 120_000 });
  await page.locator(route.ready).first().waitFor({ state: 'visible', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => {});
  const { contentAt, entries } = await page.evaluate(() => ({
    contentAt: window.__contentAt,
    entries: performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime })),
  }));
  await context.close();
  const seconds = contentAt / 1000;
  const scripts = entries
    .map((e) => ({ url: new URL(e.name), startTime: e.startTime }))
    .filter(({ url }) => url.origin === base && url.pathname.endsWith('.js') && url.pathname !== '/config.js')
    .map(({ url, startTime }) => ({ path: url.pathname, startTime, beforeContent: startTime < contentAt }));
  if (process.env.BENCH_VERBOSE) scripts.forEach((s) => console.log(`   ${Math.round(s.startTime)}/${Math.round(contentAt)} ${s.beforeContent ? 'first' : 'later'} ${(sizesOf(s.path).gzip / 1000).toFixed(1).padStart(7)} KB ${s.path}`));
  const first = scripts.filter((s) => s.beforeContent);
  const sum = (list, key) => list.reduce((n, s) => n + sizesOf(s.path)[key], 0);
  return {
    path: route.path,
    files: first.length,
    rawKB: sum(first, 'raw') / 1000,
    gzipKB: sum(first, 'gzip') / 1000,
    chartBeforeContent: first.filter((s) => sizesOf(s.path).chart).map((s) => s.path),
    totalGzipKB: sum(scripts, 'gzip') / 1000,
    seconds,
  };
}

async function main() {
  ensureBuild();
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: sudo apt-get update && sudo apt-get install -y chromium`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(root, 'node_modules/@umijs/max/bin/max.js'), 'preview', '--port', String(port), '--host', '127.0.0.1'], { cwd: root, stdio: 'ignore' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const failures = [];
  try {
    await waitForServer(`${base}/config.js`);
    const cookies = await signIn(browser, base);
    console.log(`Reference: ${REFERENCE.name}: ${REFERENCE.gzipKB} KB gzip JS, content after ~${REFERENCE.seconds} s (slow 4G, 4x CPU)`);
    console.log('route                               JS files   raw KB  gzip KB  budget  time to content (slow 4G, 4x CPU)');
    for (const route of ROUTES) {
      const bytes = await measure(browser, base, cookies, route, false);
      const timed = route.timed ? await measure(browser, base, cookies, route, true) : undefined;
      const line = [
        route.path.padEnd(36),
        String(bytes.files).padStart(8),
        bytes.rawKB.toFixed(1).padStart(8),
        bytes.gzipKB.toFixed(1).padStart(8),
        String(route.budgetKB).padStart(7),
        timed ? `${timed.seconds.toFixed(2)} s`.padStart(10) : '         -',
      ].join(' ');
      console.log(line);
      if (bytes.gzipKB > route.budgetKB) failures.push(`${route.path}: ${bytes.gzipKB.toFixed(1)} KB gzip before content, budget ${route.budgetKB} KB`);
      if (bytes.chartBeforeContent.length) failures.push(`${route.path}: chart code fetched before the content showed (${bytes.chartBeforeContent.join(', ')})`);
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
  if (failures.length) {
    console.log(`\nBudget ${check ? 'check failed' : 'warnings'}:\n- ${failures.join('\n- ')}`);
    if (check) process.exit(1);
  } else {
    console.log('\nAll byte budgets met; no chart code before content.');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
