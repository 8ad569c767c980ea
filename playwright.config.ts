// End-to-end tests drive Debian's Chromium against `npm run preview` (the built console + the simulator).
import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { assertChromium, CHROMIUM, CHROMIUM_ARGS } from './tests/e2e/chromium';

// No Chromium: stop before the web server builds dist/ (Playwright starts web servers before globalSetup).
assertChromium();

// One free loopback port for the whole run; workers inherit it through the environment.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, ['scripts/free-port.mjs']).toString().trim();
}
const port = Number(process.env.E2E_PORT);
const baseURL = process.env.E2E_BASE_URL || `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // The canary (a run that must fail on a contract violation) runs only as the child run of contract.spec.ts.
  testIgnore: process.env.E2E_CANARY ? [] : ['**/*.canary.spec.ts'],
  outputDir: 'tests/e2e/artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: 'tests/e2e/artifacts/report', open: 'never' }]],
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    locale: 'en-US',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node scripts/e2e-server.mjs --port ${port}`,
        url: `${baseURL}/config.js`,
        reuseExistingServer: false,
        timeout: 600_000,
        env: { SIM_SEED: '20261122' },
      },
});
