// What the benchmark (bench-bundle.mjs) and the filmstrip (filmstrip.mjs) share: the built console served as the
// end-to-end suite serves it, Debian's Chromium, a signed-in administrator, and issue 19's slow profile (slow 4G:
// 150 ms RTT, 1.6 Mbit/s; 4x CPU throttling).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort, pollUntil, waitForServer } from './server-utils.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
/** The flags the end-to-end suite starts Chromium with (tests/e2e/chromium.ts says why). */
const ARGS = JSON.parse(readFileSync(join(root, 'tests/e2e/chromium-flags.json'), 'utf8'));

/** The window every measured page has: a 1366x768 laptop screen. */
export const VIEWPORT = { width: 1366, height: 768 };

/**
 * What "the main content shows" means: the dashboard's figures, or a table page's rows, its empty table once loaded
 * or a notice. A table still loading (its spinner over the empty table) is not content: antd keeps the empty
 * placeholder under the spinner's blur while the first read is on its way.
 */
export const HOME_READY = '[data-testid="kpi-value"]';
export const TABLE_READY =
  'main .ant-table-row, main .ant-spin-container:not(.ant-spin-blur) .ant-table-placeholder, main .ant-alert, main .ant-result';

/**
 * The end-to-end suite's server for dist/ (scripts/e2e-server.mjs): the production nginx configuration in front of
 * the simulator, or the simulator's own preview server alone (BENCH_SERVER=preview, or no nginx); and Chromium.
 */
export async function startConsole() {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: sudo apt-get update && sudo apt-get install -y chromium`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const viaNginx = process.env.BENCH_SERVER !== 'preview' && existsSync(NGINX);
  const server = spawn(process.execPath, [join(root, 'scripts/e2e-server.mjs'), '--port', String(port)], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, E2E_SKIP_BUILD: '1', E2E_SERVER: viaNginx ? 'nginx' : 'preview' },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const stop = async () => {
    await browser.close();
    server.kill('SIGTERM');
  };
  try {
    await waitForServer(`${base}/config.js`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, browser, viaNginx, stop };
}

/** The cookies of the simulator's administrator (u-admin), signed in through its login page. */
export async function signIn(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/mock-login?redirect=/home`);
  await page.locator('button[value="u-admin"]').click();
  await page.waitForURL(/\/home/);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

/** Slow 4G and 4x CPU for the page of this DevTools session. */
export async function throttle(cdp) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * A page of a new browser context with the session's cookies, its DevTools session (network events on, the HTTP
 * cache off unless `cache`), and an init script that notes when `selector` first appears (window.__contentAt).
 */
export async function openPage(browser, cookies, selector, { cache = false, serviceWorkers } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (!cache) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.addInitScript((sel) => {
    const check = () => {
      if (!window.__contentAt && document.querySelector(sel)) window.__contentAt = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  }, selector);
  return { context, page, cdp };
}

/**
 * Opens `url` in a page of openPage and waits until its content has appeared; answers when (ms from the
 * navigation's start). Asked through the DevTools protocol: a Playwright locator would first inject Playwright's
 * selector engine into the page, and under 4x CPU throttling that script holds the main thread for 0.1-0.3 s in
 * the middle of the very load being measured (it delayed the first paint reported by about as much).
 */
export async function openUntilContent(page, cdp, url) {
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  const contentAt = () =>
    cdp
      .send('Runtime.evaluate', { expression: 'window.__contentAt', returnByValue: true })
      .then(({ result }) => result.value)
      .catch(() => undefined); // the document was replaced between two questions
  let at;
  const shown = async () => (at = await contentAt()) !== undefined;
  if (!(await pollUntil(shown, { intervalMs: 100 }))) throw new Error(`${url}: no content after 120 s`);
  return at;
}
