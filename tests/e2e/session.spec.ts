// Session startup and the request layer in Chromium against the simulator: the login redirect, the choice of
// organisation, alternate mode headers, an expired session and the no-permission page.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { logOut, resetSimulator, setFaults, signIn, useLanguage } from './support';
import { recordRequests } from './observe';

interface Seen {
  method: string;
  path: string;
  headers: Record<string, string>;
}

/** Records every platform call the page makes (path without query). */
function recordApi(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/ropc/') || url.pathname.startsWith('/api/user/')) {
      seen.push({ method: req.method(), path: url.pathname, headers: req.headers() });
    }
  });
  return seen;
}

const count = (seen: Seen[], path: string) => seen.filter((s) => s.path === path).length;

/**
 * Saves `orgId` as the current organisation while no console page runs (the documentation makes no platform
 * call): a Home still loading its later parts would otherwise call with an organisation it never chose.
 */
async function saveOrgOffConsole(page: Page, orgId: string) {
  await page.goto('/document/productDocumentation');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate((id) => localStorage.setItem('currentOrgId', id), orgId);
}
const STARTUP = ['/api/ropc/business/user/list', '/api/user/user/info', '/api/ropc/auth/role/info'];
const NO_AUTH_TEXT =
  'You currently have no organization permissions, please contact the administrator for configuration.';

test.beforeEach(async ({ request }) => resetSimulator(request));

test('a fresh visit without a token reaches login with the address encoded once, having requested nothing', async ({
  page,
}) => {
  const seen = recordApi(page);
  await page.goto('/role?current=2&pageSize=10');
  await page.waitForURL(/\/mock-login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.getAll('redirect')).toEqual(['/role?current=2&pageSize=10']);
  expect(url.search).toBe('?redirect=%2Frole%3Fcurrent%3D2%26pageSize%3D10');
  await expect(page.getByRole('heading', { name: 'Sign in to the Customer Operations Platform' })).toBeVisible();
  expect(seen).toEqual([]);

  // Signing in comes back to exactly that address.
  await page.locator('button[value="u-admin"]').click();
  await page.waitForURL(/\/role\?current=2&pageSize=10$/);
});

test('startup keeps a valid saved organisation, replaces a stale one by the first and saves it, requesting each call once', async ({
  page,
}) => {
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible();

  // A saved organisation the user still belongs to is kept.
  await saveOrgOffConsole(page, 'org-2');
  let seen = recordApi(page);
  await page.goto('/home');
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('currentOrgId'))).toBe('org-2');
  expect(seen.find((s) => s.path === '/api/ropc/auth/role/info')?.headers['x-bus-id']).toBe('org-2');

  // A stale one (an organisation the user left) is replaced by the first organisation, and saved.
  await saveOrgOffConsole(page, 'org-left-long-ago');
  seen = recordApi(page);
  await page.goto('/home');
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('currentOrgId'))).toBe('org-1');
  // The list goes with no organisation; user info and permissions follow it, once, for the organisation chosen from
  // it (the boot script and startup alike); no call carries the stale one (startup-order.spec.ts: every request).
  expect(count(seen, STARTUP[0]), STARTUP[0]).toBe(1);
  for (const path of STARTUP.slice(1)) {
    const calls = seen.filter((s) => s.path === path);
    expect(
      calls.map((s) => s.headers['x-bus-id']),
      path,
    ).toEqual(['org-1']);
  }
  expect(seen.filter((s) => s.headers['x-bus-id'] === 'org-left-long-ago')).toEqual([]);
  const roleInfo = seen.find((s) => s.path === '/api/ropc/auth/role/info' && s.headers['x-bus-id'] === 'org-1')!;
  const tokenCookie = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  expect(roleInfo.headers['x-access-token']).toBe(tokenCookie);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(tokenCookie);
  expect(roleInfo.headers['x-locale']).toBe('en-US');
  expect(roleInfo.headers['x-mode']).toBeUndefined();
});

test('alternate mode from the query string sends x-mode, x-bus-id = busId and x-source-bus-id, in the chosen language', async ({
  page,
}) => {
  await useLanguage(page, 'ja-JP');
  const seen = recordApi(page);
  // org-3 is not one of the distributor user's organisations: it opens only through alternate mode.
  await signIn(page, 'u-distributor', '/?mode=distributor&busId=org-3&fromBusId=dist-1');
  await expect(page.getByText('ようこそ、Chen Wei', { exact: false })).toBeVisible();
  for (const path of STARTUP) {
    const call = seen.find((s) => s.path === path);
    expect(call, path).toBeDefined();
    expect(call!.headers['x-mode']).toBe('distributor');
    expect(call!.headers['x-bus-id']).toBe('org-3');
    expect(call!.headers['x-source-bus-id']).toBe('dist-1');
    expect(call!.headers['x-locale']).toBe('ja-JP');
    expect(count(seen, path), path).toBe(1);
  }
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('mode'))) || 'null')).toEqual({
    mode: 'distributor',
    busId: 'org-3',
    fromBusId: 'dist-1',
  });
});

test('an expired session mid-use goes to login once, without nesting the redirect', async ({ page, request }) => {
  await signIn(page, 'u-distributor', '/?mode=distributor&busId=org-3&fromBusId=dist-1');
  await expect(page.getByText('Welcome, Chen Wei')).toBeVisible();
  const address = new URL(page.url());
  // Off the console while the session expires: a call of the live page (the alarm poll) could meet the expiry first
  // and leave for the login page before the listeners below are in place.
  await page.goto('about:blank');
  const expire = await request.post('/api/__sim/expire', { data: { userId: 'u-distributor' } });
  expect(expire.ok()).toBeTruthy();

  // Three parallel calls all answer 000401: one navigation to the login page.
  const logins: string[] = [];
  page.on('request', (req) => {
    if (req.isNavigationRequest() && new URL(req.url()).pathname === '/mock-login') logins.push(req.url());
  });
  const seen = recordApi(page);
  // The same address again (a reload). The startup calls can answer 000401 before the page's load event: it is not
  // awaited to "load".
  await page.goto(address.href, { waitUntil: 'commit' });
  await page.waitForURL(/\/mock-login\?/);
  await page.waitForLoadState('load');
  expect(seen.length).toBeGreaterThanOrEqual(1);
  expect(logins).toHaveLength(1);
  const redirect = new URL(page.url()).searchParams.getAll('redirect');
  expect(redirect).toEqual([`${address.pathname}${address.search}`]);
  expect(redirect[0]).not.toContain('mock-login');
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('currentOrgId')])).toEqual([
    null,
    null,
  ]);
});

test.describe('the no-permission page', () => {
  test('a user without organisations sees it, and no permission call is made', async ({ page }) => {
    const seen = recordApi(page);
    await signIn(page, 'u-noorg', '/home');
    await page.waitForURL(/\/noAuth$/);
    await expect(page.getByText(NO_AUTH_TEXT)).toBeVisible();
    expect(count(seen, '/api/ropc/auth/role/info')).toBe(0);
  });

  test('a user with empty menuAuths sees it too', async ({ page }) => {
    await signIn(page, 'u-noauth', '/role');
    await page.waitForURL(/\/noAuth$/);
    await expect(page.getByText(NO_AUTH_TEXT)).toBeVisible();
  });

  test('it speaks Chinese and Japanese', async ({ page }) => {
    await useLanguage(page, 'zh-CN');
    await signIn(page, 'u-noorg', '/home');
    await expect(page.getByText('您当前没有组织权限，请联系管理员进行配置。')).toBeVisible();
    await useLanguage(page, 'ja-JP');
    await page.reload();
    await expect(page.getByText('現在、組織の権限がありません。管理者に設定を依頼してください。')).toBeVisible();
  });
});

test('the documentation opens for a signed-in user without a single startup call', async ({ page }) => {
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible();
  await page.goto('/document/productDocumentation');
  const seen = recordApi(page);
  const loading = recordRequests(page);
  await page.reload(); // a fresh start on the documentation, counted from its first request
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Everything the page asked for while it loaded has been answered, and none of it went to the platform.
  await loading.answered();
  expect(seen).toEqual([]);
});

test('a startup call failing with HTTP 500 shows a translated message, not a white screen', async ({
  page,
  request,
}) => {
  // Twice: the boot script's early call, then startup's own (a failed early call is made again once).
  await setFaults(request, { rules: [{ path: '/api/ropc/business/user/list', kind: 'http', status: 500, times: 2 }] });
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByText('Your session could not be loaded. Please retry.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.body.innerText.trim().length)).toBeGreaterThan(0);
});

test("the boot script's early startup call failing once is made again by startup, which goes on", async ({
  page,
  request,
}) => {
  await setFaults(request, { rules: [{ path: '/api/ropc/business/user/list', kind: 'http', status: 500, times: 1 }] });
  const seen = recordApi(page);
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible();
  expect(count(seen, '/api/ropc/business/user/list')).toBe(2);
  await expect(page.getByText('Your session could not be loaded. Please retry.')).toHaveCount(0);
});

test('Log Out tells the platform (POST /api/user/auth/logout with the token), then the old token no longer works', async ({
  page,
}) => {
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const seen = recordApi(page);
  await logOut(page);
  await page.waitForURL(/\/mock-login\?/);
  const calls = seen.filter((s) => s.path === '/api/user/auth/logout');
  expect(calls).toHaveLength(1);
  expect(calls[0].method).toBe('POST');
  expect(calls[0].headers['x-access-token']).toBe(token);
  // The platform ended the session: the old token is refused.
  const after = await page.request.post('/api/user/user/info', { headers: { 'x-access-token': token! }, data: {} });
  const body = (await after.json().catch(() => ({}))) as { code?: string };
  expect(after.status() === 200 && body.code === '000200').toBe(false);
});
