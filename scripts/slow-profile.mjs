// What the benchmark (bench-bundle.mjs) and the filmstrip (filmstrip.mjs) share: the built console served as the
// end-to-end suite serves it, Debian's Chromium, a signed-in administrator, and issue 19's slow profile (slow 4G:
// 150 ms RTT, 1.6 Mbit/s; 4x CPU throttling).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort, waitForServer } from './server-utils.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
