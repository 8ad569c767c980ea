// Spec section 4's startup order in every branch, the boot script's early calls included (issue 43). Each journey
// records every request the browser makes from the first one of the visit (not only the app's), and asserts over
// all of them: a stale saved organisation, a user without permissions, a hung platform, an expired token, a mode
// named with escapes, and the ops switches of the boot script (earlyCalls, savedStyles).
import type { BrowserContext, Page, Request } from '@playwright/test';
import { text } from './catalogs';
import { expect, test } from './fixtures';
import { resetSimulator, setFaults, signal, signIn, signInWithoutPermissions } from './support';

const LIST = '/api/ropc/business/user/list';
const STARTUP = [LIST, '/api/user/user/info', '/api/ropc/auth/role/info'];
const BUNDLE = /\/umi\.[0-9a-f]{8}\.js$/;
const FIRST_LOAD = { timeout: 30_000 };
const DOCUMENTATION = '/document/productDocumentation';

interface Seen {
  method: string;
  path: string;
  headers: Record<string, string>;
  navigation: boolean;
}

/**
 * Every request of the browser context from now on, and a wait for none to be in flight (the ones left hanging by
 * a fault count as ended when the journey says so).
 */
function recordAll(context: BrowserContext) {
  const seen: Seen[] = [];
  const open = new Set<Request>();
  context.on('request', (r) => {
    const url = new URL(r.url());
    seen.push({ method: r.method(), path: url.pathname, headers: r.headers(), navigation: r.isNavigationRequest() });
    // The live alarm stream stays open as long as the page: it is recorded, never awaited.
    if (url.pathname !== '/api/ropc/alarm/stream') open.add(r);
  });
  const end = (r: Request) => open.delete(r);
  context.on('requestfinished', end);
  context.on('requestfailed', end);
  return {
    seen,
    api: () => seen.filter((s) => /^\/api\/(ropc|user)\//.test(s.path)),
    /** Waits until every request made so far has been answered (or failed). */
    settled: () => expect.poll(() => open.size, FIRST_LOAD).toBe(0),
  };
}

/** Signs in with the session cookie on the documentation (which asks the platform nothing), then saves `orgId`. */
async function signedInWithSavedOrg(page: Page, user: 'u-admin' | 'u-distributor', orgId: string) {
  await signIn(page, user, DOCUMENTATION);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate((id) => localStorage.setItem('currentOrgId', id), orgId);
}

test.beforeEach(async ({ request }) => resetSimulator(request));

test('a stale saved organisation: no request ever carries it; the first organisation is chosen and saved', async ({
  page,
}) => {
  await signedInWithSavedOrg(page, 'u-admin', 'org-left-long-ago');
  const record = recordAll(page.context());
  await page.goto('/home');
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('kpi-value').first()).toBeVisible(FIRST_LOAD);
  await record.settled();
  expect(await page.evaluate(() => localStorage.getItem('currentOrgId'))).toBe('org-1');
  const api = record.api();
  expect(api.length).toBeGreaterThan(5);
  expect(record.seen.filter((s) => Object.values(s.headers).some((v) => v.includes('org-left-long-ago')))).toEqual([]);
  // The list goes first and alone, with no organisation; each startup call once; then everything for org-1.
  expect(api[0]).toMatchObject({ path: LIST, headers: expect.objectContaining({ 'x-bus-id': '' }) });
  for (const path of STARTUP)
    expect(
      api.filter((s) => s.path === path),
      path,
    ).toHaveLength(1);
  api.slice(1).forEach((s) => expect(s.headers['x-bus-id'], s.path).toBe('org-1'));
});

test('a user without permissions: only the three startup calls, then the no-permission page', async ({ page }) => {
  const record = recordAll(page.context());
  await signInWithoutPermissions(page);
  await record.settled();
  expect(record.api().map((s) => s.path)).toEqual(STARTUP);
  expect(record.api()[2].headers['x-bus-id']).toBe('org-1');
});

test('a hung platform: startup ends with the timeout message within 30 s, asking nothing twice', async ({
  page,
  request,
}) => {
  await signIn(page, 'u-admin', DOCUMENTATION);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // When the timeout message first shows, in the page's own time (from the navigation's start): polling from here
  // would add its own intervals.
  const message = text('en-US', 'request.error.timeout');
  await page.addInitScript((expected) => {
    const seen = window as unknown as { __timeoutShownAt?: number };
    new MutationObserver(() => {
      if (seen.__timeoutShownAt === undefined && document.body?.innerText.includes(expected))
        seen.__timeoutShownAt = performance.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, message);
  await setFaults(request, {
    rules: [
      { path: '/api/ropc/*', kind: 'hang' },
      { path: '/api/user/*', kind: 'hang' },
    ],
  });
  const record = recordAll(page.context());
  await page.goto('/home', { waitUntil: 'commit' });
  const shownAt = () =>
    page.evaluate(() => (window as unknown as { __timeoutShownAt?: number }).__timeoutShownAt).catch(() => undefined);
  await expect.poll(shownAt, { timeout: 40_000 }).toBeDefined();
  const elapsed = (await shownAt())!;
  // Behind nginx its 504 comes first (25 s, config/nginx/console.conf.template); without it (E2E_SERVER=preview)
  // the console's own 30 s timeout ends the call. Either way by 30 s (2 s for a busy machine).
  expect(elapsed).toBeLessThanOrEqual(32_000);
  expect(elapsed).toBeGreaterThanOrEqual(process.env.E2E_SERVER === 'preview' ? 29_000 : 24_000);
  // The console could not start, with a retry (src/session/StartupFailed.tsx), not a white screen.
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // The list was asked once (by the boot script), not again after its timeout; nothing went before it answered.
  expect(record.api().map((s) => s.path)).toEqual([LIST]);
  await request.delete('/api/__sim/faults');
});

test('an expired token: one trip to the login page, after one call', async ({ page }) => {
  await signIn(page, 'u-admin', DOCUMENTATION);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { origin } = new URL(page.url());
  await page.context().addCookies([{ name: 'token', value: 'expired-token', url: origin, sameSite: 'Lax' }]);
  const record = recordAll(page.context());
  await page.goto('/home?period=30');
  await page.waitForURL(/\/mock-login\?/);
  await expect(page.getByRole('heading', { name: 'Sign in to the Customer Operations Platform' })).toBeVisible();
  await record.settled();
  const logins = record.seen.filter((s) => s.navigation && s.path === '/mock-login');
  expect(logins).toHaveLength(1);
  expect(new URL(page.url()).searchParams.getAll('redirect')).toEqual(['/home?period=30']);
  expect(record.api().map((s) => s.path)).toEqual([LIST]);
});

test('a mode named with escapes (?%6Dode=) is the alternate mode, as the app reads it, for every call', async ({
  page,
}) => {
  // A saved organisation of the user's own, which no call of the alternate mode may carry.
  await signedInWithSavedOrg(page, 'u-distributor', 'org-2');
  const record = recordAll(page.context());
  await page.goto('/home?%6Dode=distributor&busId=org-3&fromBusId=dist-1');
  await expect(page.getByText('Welcome, Chen Wei')).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('kpi-value').first()).toBeVisible(FIRST_LOAD);
  await record.settled();
  const api = record.api();
  for (const path of STARTUP)
    expect(
      api.filter((s) => s.path === path),
      path,
    ).toHaveLength(1);
  for (const call of api) {
    expect(call.headers, call.path).toMatchObject({
      'x-mode': 'distributor',
      'x-bus-id': 'org-3',
      'x-source-bus-id': 'dist-1',
    });
  }
});

/** config.js as deployed, with `line` added. */
async function withConfig(page: Page, line: string) {
  await page.route('**/config.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n${line}\n` });
  });
}

test("earlyCalls: 'off' in config.js: no call leaves before the bundle has loaded; the console works", async ({
  page,
}) => {
  await signIn(page, 'u-admin', DOCUMENTATION);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await withConfig(page, "window.ROPC_CONFIG.earlyCalls = 'off';");
  const record = recordAll(page.context());
  const shellSeen = signal();
  let beforeBundle: string[] | undefined;
  await page.route(BUNDLE, async (route) => {
    await shellSeen.promise;
    beforeBundle = record.api().map((s) => s.path);
    await route.continue();
  });
  await page.goto('/home', { waitUntil: 'commit' });
  await expect(page.getByTestId('app-shell')).toBeVisible();
  // The boot script has run (the shell waits for it): with the early calls on, the list would be out by now.
  await page.evaluate(() => 0);
  shellSeen.done();
  await expect(page.getByTestId('kpi-value').first()).toBeVisible(FIRST_LOAD);
  expect(beforeBundle).toEqual([]);
  await record.settled();
  for (const path of STARTUP)
    expect(
      record.api().filter((s) => s.path === path),
      path,
    ).toHaveLength(1);
});

test("savedStyles: 'off' in config.js: no saved styles applied, the saved ones removed, none saved again", async ({
  page,
}) => {
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByTestId('kpi-value').first()).toBeVisible(FIRST_LOAD);
  const saved = () => page.evaluate(() => (localStorage.getItem('ropc.styles') || '').length);
  // Saved once the page is idle (src/speed/savedStyles).
  await expect.poll(saved, FIRST_LOAD).toBeGreaterThan(10_000);
  await withConfig(page, "window.ROPC_CONFIG.savedStyles = 'off';");
  await page.reload();
  await expect(page.getByTestId('kpi-value').first()).toBeVisible(FIRST_LOAD);
  expect(await page.locator('#ropc-saved-styles').count()).toBe(0);
  expect(await saved()).toBe(0);
  // Leaving the page saves the styles when saving is on (pagehide): not now.
  await page.reload();
  await expect(page.getByTestId('kpi-value').first()).toBeVisible(FIRST_LOAD);
  expect(await saved()).toBe(0);
});
