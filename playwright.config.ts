// End-to-end tests drive Debian's Chromium against `npm run preview` (the built console + the simulator).
import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { assertChromium, CHROMIUM, CHROMIUM_ARGS } from './tests/e2e/chromium';

// No Chromium: stop before the web server builds dist/ (Playwright starts web servers before globalSetup).
assertChromium();

// Journeys run in parallel, each worker against its own simulator (tests/e2e/servers.ts): two workers on the
// two-core machines this suite is made for; E2E_WORKERS changes it. One external server (E2E_BASE_URL): one worker.
const workers = process.env.E2E_BASE_URL ? 1 : Math.max(1, Number(process.env.E2E_WORKERS) || 2);
// One free loopback port per worker, chosen once; the workers inherit them through the environment.
if (!process.env.E2E_PORTS) {
  process.env.E2E_PORTS = execFileSync(process.execPath, ['scripts/free-port.mjs', String(workers)])
    .toString()
    .trim();
}
const ports = process.env.E2E_PORTS.split(',');
const baseURL = process.env.E2E_BASE_URL || `http://127.0.0.1:${ports[0]}`;

// The canary (a run that must fail on a contract violation) runs only as the child run of contract.spec.ts.
const canary = process.env.E2E_CANARY ? [] : ['**/*.canary.spec.ts'];
// The journeys that start `max dev` in this project (npm start): it writes src/.umi, so two at once clash and one
// of them exits (seen on a fresh clone: the proxy's dev server never came up while dev-server.spec.ts's ran).
const DEV_SERVER_SPECS = ['**/dev-server.spec.ts', '**/dev-proxy.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: canary,
  outputDir: 'tests/e2e/artifacts/results',
  // Upper bounds for a failure, never waits: every step waits for a condition and goes on as soon as it holds. They
  // are wide because the suite must hold on a busy two-core machine (load average 8: every step about 4x slower).
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // Journeys are independent (each resets its worker's simulator first), so either worker takes the next one, from
  // any file, and the two finish together. dev-server.spec.ts runs its journeys in order on one worker, and no
  // other dev server runs beside it (the dev-server project).
  fullyParallel: true,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: 'tests/e2e/artifacts/report', open: 'never' }]],
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    // A trace (DOM snapshots and screencast at every step) costs about 40% of the suite's time on two cores
    // (people.spec: 227 s with a trace of every journey, 133 s without): only the retry of a failed journey records
    // one. Locally (no retries), add `--trace retain-on-failure` to get one for each failure.
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    locale: 'en-US',
    // The console honours the system's "reduce motion" (src/shell/theme/reducedMotion.ts): no opening and closing
    // motion, no chart entry animation, no shimmer. Chromium paints in software here, and every frame of motion
    // costs CPU the other worker needs. org.spec.ts and motion.spec.ts keep the motion on.
    reducedMotion: 'reduce',
    // The build's service worker (src/speed/assetCache) would answer a journey's later loads from its own cache,
    // past page.route, and compile the bundle in the background while the other Playwright worker runs: journeys go
    // without it. asset-cache.spec.ts turns it on and tests it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: [...canary, ...DEV_SERVER_SPECS] },
    // One dev server at a time: these files take turns on one worker, beside the other journeys.
    { name: 'dev-server', use: { browserName: 'chromium' }, testMatch: DEV_SERVER_SPECS, workers: 1 },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node scripts/e2e-server.mjs --ports ${ports.join(',')}`,
        url: `${baseURL}/config.js`,
        reuseExistingServer: false,
        timeout: 600_000,
        env: { SIM_SEED: '20261122' },
      },
});
