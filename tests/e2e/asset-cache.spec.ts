// The build's service worker (src/speed/assetCache, config/assetCache.ts): registered once /home is idle, it keeps
// the first load's files, and a repeat visit takes them from it, while the page itself, config.js and the platform's
// API still come from the network. Ops turn it off in config.js. The other journeys run without service workers
// (playwright.config.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { resetSimulator, signIn } from './support';

test.use({ serviceWorkers: 'allow' });

const FIRST_LOAD = { timeout: 30_000 };
// Registered once the page is idle; installing fetches and compiles the listed files: slow on a busy machine.
const INSTALLED = { timeout: 90_000 };

async function homeShown(page: Page) {
  await expect(page.getByTestId('kpi-value').first()).toBeVisible(FIRST_LOAD);
}

/** The worker has installed (its files are kept) and is active. */
async function workerActive(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state || 'none';
        }),
      INSTALLED,
    )
    .toBe('activated');
}

/** Each response of the next load of `path`: its path, and whether the service worker answered it. */
async function loadNoting(page: Page, path: string) {
  const answered: Array<{ path: string; byWorker: boolean }> = [];
  const note = (response: import('@playwright/test').Response) =>
    answered.push({ path: new URL(response.url()).pathname, byWorker: response.fromServiceWorker() });
  page.on('response', note);
  await page.goto(path);
  // The figures need the first load's scripts and the startup calls: all answered by now.
  await homeShown(page);
  page.off('response', note);
  return answered;
}

const keptCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('ropc-assets-')));

test.beforeEach(async ({ page, request }) => {
  await resetSimulator(request);
  await signIn(page, 'u-admin', '/home');
  await homeShown(page);
  await workerActive(page);
});

test('a repeat visit takes the first load’s scripts from the worker; the page, config.js and the API still from the network', async ({
  page,
}) => {
  // Every API call still reaches the network, where page.route (and so a platform's own proxy) sees it.
  const routed = new Set<string>();
  await page.route('**/api/**', (route) => {
    routed.add(new URL(route.request().url()).pathname);
    return route.continue();
  });
  const answered = await loadNoting(page, '/home');
  const byWorker = answered.filter((r) => r.byWorker).map((r) => r.path);
  expect(byWorker).toEqual(expect.arrayContaining([expect.stringMatching(/^\/umi\.[0-9a-f]{8}\.js$/)]));
  expect(byWorker).toEqual(expect.arrayContaining([expect.stringMatching(/^\/boot\.[0-9a-f]{8}\.js$/)]));
  expect(byWorker).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/p__Home__index\.[0-9a-f]{8}\.async\.js$/)]),
  );
  expect(byWorker).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/catalog-en-US\.[0-9a-f]{8}\.async\.js$/)]),
  );
  for (const path of ['/home', '/config.js']) {
    expect(answered.find((r) => r.path === path)).toEqual({ path, byWorker: false });
  }
  const api = answered.filter((r) => r.path.startsWith('/api/'));
  expect(api.length).toBeGreaterThan(3);
  expect(api.filter((r) => r.byWorker)).toEqual([]);
  expect(api.filter((r) => !routed.has(r.path))).toEqual([]);
  expect(await keptCaches(page)).toHaveLength(1);
});

test("assetCache: 'off' in config.js removes the worker and its files", async ({ page }) => {
  await page.route('**/config.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\nwindow.ROPC_CONFIG.assetCache = 'off';\n` });
  });
  await page.goto('/home');
  await homeShown(page);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), FIRST_LOAD)
    .toBe(0);
  // The files go after the worker (src/speed/assetCache/serviceWorker.ts: unregistered, then its cache deleted).
  await expect.poll(() => keptCaches(page), FIRST_LOAD).toEqual([]);
  // The next visit takes nothing from it.
  const answered = await loadNoting(page, '/home');
  expect(answered.filter((r) => r.byWorker)).toEqual([]);
});
