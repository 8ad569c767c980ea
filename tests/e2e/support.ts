// Shared steps of the journeys: reset the simulator, sign in (with the identity login's cookie, or through its page),
// inject faults.
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { baseURLFor } from './servers';
import { motionDone } from './settle';

export type DemoUser = 'u-admin' | 'u-operator' | 'u-distributor' | 'u-noorg' | 'u-noauth';
/** Seeded users the login page does not list (mock/README.md), reached through `signIn` only. */
export type SeededUser = DemoUser | 'u-supervisor';

export async function resetSimulator(request: APIRequestContext) {
  const res = await request.post('/api/__sim/reset');
  expect(res.ok()).toBeTruthy();
}

export async function setFaults(request: APIRequestContext, faults: object) {
  const res = await request.post('/api/__sim/faults', { data: faults });
  expect(res.ok()).toBeTruthy();
}

/**
 * Signs in as `user` the way the identity login leaves a session, the login-token cookie, and opens `path` (relative
 * to the worker's server, or absolute). The console starts once, as it does after the login page's redirect. The
 * login page itself: `signInThroughLogin` (login.spec.ts); simulator.spec.ts and the session journeys walk it too.
 */
export async function signIn(page: Page, user: SeededUser, path = '/home') {
  const target = new URL(path, baseURLFor(test.info().parallelIndex));
  const res = await page.request.post(new URL('/api/__sim/login', target).href, { data: { userId: user } });
  expect(res.ok()).toBeTruthy();
  const { token } = (await res.json()).data;
  await page.context().addCookies([{ name: 'token', value: token, url: target.origin, sameSite: 'Lax' }]);
  await page.goto(target.href);
}

/** Opens `path` without a session, follows the console to the mock login and signs in there as `user`. */
export async function signInThroughLogin(page: Page, user: DemoUser, path = '/home') {
  await page.goto(path);
  await page.waitForURL(/\/mock-login/);
  await page.locator(`button[value="${user}"]`).click();
}

/** Sets the UI language before the console starts (the locale cookie, as the identity service would). */
export async function useLanguage(page: Page, locale: 'en-US' | 'ja-JP' | 'zh-CN') {
  const url = new URL(page.url() === 'about:blank' ? baseURLFor(test.info().parallelIndex) : page.url());
  await page.context().addCookies([{ name: 'locale', value: locale, domain: url.hostname, path: '/' }]);
}

/** Log Out through the user menu in the header. */
export async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  const item = page.getByRole('menuitem', { name: /Log Out|ログアウト|退出登录/ });
  await expect(item).toBeVisible();
  await motionDone(page);
  await item.click();
}

/** A promise the journey settles itself: `done()` resolves it (a held answer released, a step seen). */
export function signal(): { promise: Promise<void>; done: () => void } {
  let done: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    done = resolve;
  });
  return { promise, done };
}

export type Theme = 'light' | 'dark';

/** The signed-in user's theme on the platform, as My account saves it. */
export async function themeOnPlatform(page: Page, theme: Theme) {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value || '';
  const res = await page.request.patch('/api/user/user/preferences', {
    headers: { 'x-access-token': token, 'x-locale': 'en-US' },
    data: { theme },
  });
  expect((await res.json()).code).toBe('000200');
}

/**
 * The copy of the user's theme the console keeps in this browser (boot.js paints the first frame in it). Written
 * once the open console has taken the platform's answer, which writes a copy of its own: written before, an answer
 * still on its way put the platform's theme back, and the next load painted its first frame in that one.
 */
export async function themeInBrowser(page: Page, theme: Theme, userId = 'u-admin') {
  const copy = { key: 'ropc.theme', userId, theme };
  await page.waitForFunction(
    ({ key, userId: id }) => !!JSON.parse(localStorage.getItem(key) || '{}').users?.[id],
    copy,
  );
  await page.evaluate(
    ({ key, userId: id, theme: t }) => localStorage.setItem(key, JSON.stringify({ last: t, users: { [id]: t } })),
    copy,
  );
}

/** A new browser context with the session of `page` (its cookies), for a page that `page`'s guards must not watch. */
export async function contextWithSession(browser: Browser, page: Page, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  await context.addCookies(await page.context().cookies());
  return context;
}

/** Calls the platform as the signed-in user of org-1 (another console of the organisation, say). */
export async function platform<T>(page: Page, method: string, path: string, body?: object): Promise<T> {
  return page.evaluate(
    async ({ method: m, path: p, body: b }) => {
      const res = await fetch(`/api/ropc${p}`, {
        method: m,
        headers: {
          'Content-Type': 'application/json',
          'x-access-token': localStorage.getItem('token') || '',
          'x-bus-id': 'org-1',
          'x-locale': 'en-US',
        },
        body: b ? JSON.stringify(b) : undefined,
      });
      const answer = await res.json();
      if (answer.code !== '000200') throw new Error(`${m} ${p}: ${answer.code}`);
      return answer.data;
    },
    { method, path, body },
  );
}

/** Signs in the simulator's user without permissions (u-noauth), who lands on the no-permission page. */
export async function signInWithoutPermissions(page: Page) {
  await signIn(page, 'u-noauth', '/home');
  await page.waitForURL(/\/noAuth$/);
  await expect(
    page.getByText(
      'You currently have no organization permissions, please contact the administrator for configuration.',
    ),
  ).toBeVisible();
}
