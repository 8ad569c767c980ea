// Shared steps of the journeys: reset the simulator, sign in through the mock identity login, inject faults.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { baseURLFor } from './servers';
import { motionDone } from './settle';

export type DemoUser = 'u-admin' | 'u-operator' | 'u-distributor' | 'u-noorg' | 'u-noauth';

export async function resetSimulator(request: APIRequestContext) {
  const res = await request.post('/api/__sim/reset');
  expect(res.ok()).toBeTruthy();
}

export async function setFaults(request: APIRequestContext, faults: object) {
  const res = await request.post('/api/__sim/faults', { data: faults });
  expect(res.ok()).toBeTruthy();
}

/** Opens `path` without a session, follows the console to the mock login and signs in as `user`. */
export async function signIn(page: Page, user: DemoUser, path = '/home') {
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
