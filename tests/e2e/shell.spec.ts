// The shell: route guards, menus, organisation and language switching, alternate mode, loading and failures.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { settled } from './settle';
import { resetSimulator, signal, signIn, useLanguage } from './support';

test.beforeEach(async ({ request }) => resetSimulator(request));

const menu = (page: Page) => page.locator('.ant-pro-sider-menu, .ant-drawer .ant-menu').first();
const ROLE_CHUNK = /p__Role__index[^/]*\.js(\?.*)?$/;

/** The organisation switcher: a button named "<label>: <current organisation>". */
const orgSwitcher = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}: `) });

/** antd's own texts follow the language: the sorter tooltip of the overview table on /home. */
async function expectAntdSorterTip(page: Page, text: string) {
  await page.locator('.ant-table-column-has-sorters').first().hover();
  await expect(page.locator('.ant-tooltip-inner', { hasText: text })).toBeVisible();
}

test('the menu of an ordinary user shows only the pages it may open', async ({ page }) => {
  await signIn(page, 'u-operator', '/home');
  await expect(page.getByText('Welcome, Ben Carter')).toBeVisible();
  for (const allowed of ['Home', 'User Management', 'Account Management']) {
    await expect(menu(page).getByRole('menuitem', { name: allowed })).toBeVisible();
  }
  for (const hidden of ['Organization Management', 'Manufacturer Management', 'Role Management']) {
    await expect(menu(page).getByRole('menuitem', { name: hidden })).toHaveCount(0);
  }
  // Platform Settings (the header's gear) needs the settings code; My account and Log Out are always there.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'My account' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
  await expect(page.getByTestId('org-settings')).toHaveCount(0);
});

test('a guarded URL typed by hand shows the 403 page', async ({ page }) => {
  await signIn(page, 'u-operator', '/home');
  await expect(page.getByText('Welcome, Ben Carter')).toBeVisible();
  await page.goto('/role');
  await expect(page.getByText('You do not have permission to open this page.')).toBeVisible();
  await expect(page.getByText('403', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Role Management - Customer Operations Platform');
  await settled(page); // and it stays so once the layout has settled
  expect(await page.title()).toBe('Role Management - Customer Operations Platform');
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("the header opens the organisation's Platform Settings and the user menu the My account", async ({ page }) => {
  await signIn(page, 'u-admin', '/home');
  await page.getByRole('button', { name: 'Platform Settings of Harbour Facilities Group' }).click();
  await expect(page).toHaveURL(/\/home\?panel=settings$/);
  // The drawer is modal: close it (Escape) to reach the menu again.
  await expect(page.getByRole('dialog', { name: 'Platform Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText('Alice Morgan')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Platform Settings' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/home\?panel=profile$/);
});

test('switching organisation sends the new x-bus-id and reloads the page data', async ({ page }) => {
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible();
  await expect(orgSwitcher(page, 'Current organization')).toHaveText('Harbour Facilities Group');

  const roleInfo = page.waitForRequest(
    (r) => r.url().includes('/auth/role/info') && r.headers()['x-bus-id'] === 'org-2',
  );
  // The page's own data is asked again for the new organisation.
  const pageData = page.waitForRequest(
    (r) => r.url().endsWith('/api/ropc/dashboard/summary') && r.headers()['x-bus-id'] === 'org-2',
  );
  await orgSwitcher(page, 'Current organization').click();
  await expect(page.getByRole('menuitem', { name: 'Harbour Facilities Group' })).toHaveClass(
    /ant-dropdown-menu-item-selected/,
  );
  await page.getByRole('menuitem', { name: '東京クリーンサービス' }).click();
  expect((await roleInfo).headers()['x-bus-id']).toBe('org-2');
  await pageData;
  await expect(orgSwitcher(page, 'Current organization')).toHaveText('東京クリーンサービス');
  expect(await page.evaluate(() => localStorage.getItem('currentOrgId'))).toBe('org-2');

  // The choice survives a reload, and every later request carries it.
  const later = page.waitForRequest((r) => r.url().includes('/api/ropc/') && r.method() === 'POST');
  await page.reload();
  expect((await later).headers()['x-bus-id']).toBe('org-2');
  await expect(orgSwitcher(page, 'Current organization')).toHaveText('東京クリーンサービス');
});

test('switching to Japanese then Chinese changes the title, the menu and antd texts', async ({ page }) => {
  await signIn(page, 'u-admin', '/home');
  await expect(page).toHaveTitle('Home - Customer Operations Platform');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '日本語' }).click();
  await expect(page).toHaveTitle('ホーム - 顧客運営プラットフォーム');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(menu(page).getByRole('menuitem', { name: 'ロール管理' })).toBeVisible();
  await expect(orgSwitcher(page, '現在の組織')).toBeVisible();
  await expectAntdSorterTip(page, 'クリックで昇順にソート');

  const chineseRequest = page.waitForRequest((r) => r.url().includes('/api/') && r.headers()['x-locale'] === 'zh-CN');
  await page.getByRole('button', { name: '言語' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await chineseRequest;
  await expect(page).toHaveTitle('首页 - 客户运营平台');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(menu(page).getByRole('menuitem', { name: '角色管理' })).toBeVisible();
  await expect(orgSwitcher(page, '当前组织')).toBeVisible();
  await expectAntdSorterTip(page, '点击升序');
  expect((await page.context().cookies()).find((c) => c.name === 'locale')?.value).toBe('zh-CN');
});

test('the exception page shows a hostile errorMessage as text', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible();
  const hostile = '<img src=x onerror=alert(1)>';
  await page.goto(
    `/exception?errorCode=${encodeURIComponent('<b>E1</b>')}&errorMessage=${encodeURIComponent(hostile)}`,
  );
  await expect(page.getByTestId('error-message')).toHaveText(hostile);
  await expect(page.getByTestId('error-code')).toHaveText('<b>E1</b>');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('main b')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('a page shows the large spinner while its chunk loads', async ({ page }) => {
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible();
  // The chunk is held until the spinner has been seen, then let through.
  const spinnerSeen = signal();
  await page.route(ROLE_CHUNK, async (route) => {
    await spinnerSeen.promise;
    await route.continue();
  });
  await menu(page).getByRole('menuitem', { name: 'Role Management' }).click();
  const spinner = page.locator('.ant-spin-spinning.ant-spin-lg');
  await expect(spinner).toBeVisible();
  spinnerSeen.done();
  await expect(spinner).toBeHidden();
  await expect(page).toHaveTitle('Role Management - Customer Operations Platform');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
});

test('a page chunk missing after a redeploy shows a message with a reload button; the reload works', async ({
  page,
}) => {
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible();
  // The old build's hashed chunk is gone from the server: nginx answers 404 (try_files $uri =404).
  await page.route(ROLE_CHUNK, (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: '<html><body>404 Not Found</body></html>' }),
  );
  await menu(page).getByRole('menuitem', { name: 'Role Management' }).click();
  await expect(page.getByText('This page could not be loaded')).toBeVisible();
  await expect(page.getByText('A new version of the console was deployed. Reload the page to continue.')).toBeVisible();
  await expect(page.locator('.ant-pro-layout')).toBeVisible(); // the shell stays: no white screen
  await page.unroute(ROLE_CHUNK);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText('This page could not be loaded')).toBeHidden();
  await expect(page).toHaveURL(/\/role$/);
  await expect(page.getByRole('row').filter({ hasText: 'Site supervisor' })).toBeVisible();
});

test('alternate mode names the organisation and leads back', async ({ page }) => {
  await signIn(page, 'u-distributor', '/home?mode=distributor&busId=org-2&fromBusId=dist-1');
  const banner = page.getByTestId('mode-banner');
  await expect(banner).toContainText('Viewing organization: 東京クリーンサービス');
  await expect(page.getByTestId('mode-banner')).toBeVisible();
  await expect(orgSwitcher(page, 'Current organization')).toHaveCount(0);
  await banner.getByRole('button', { name: 'Back to my organizations' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('mode-banner')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('mode'))).toBeNull();
});

test('the layout works on a 390 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible();
  await expect(page.locator('.ant-pro-sider-menu')).toBeHidden();
  for (const control of [
    page.getByRole('button', { name: 'Language' }),
    page.getByRole('button', { name: 'Account menu' }),
  ]) {
    await expect(control).toBeInViewport();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const toggle = page.getByRole('button', { name: 'Show or hide the menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const drawerMenu = page.locator('.ant-drawer .ant-menu');
  await expect(drawerMenu.getByRole('menuitem', { name: 'Role Management' })).toBeVisible();
  await drawerMenu.getByRole('menuitem', { name: 'Role Management' }).click();
  await expect(page).toHaveURL(/\/role$/);
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
});

test('a table page fits a 1366x768 laptop screen', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'u-admin', '/organization');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Organization Management');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  await expect(page.locator('.ant-pro-sider-menu')).toBeVisible();
  for (const control of [
    orgSwitcher(page, 'Current organization'),
    page.getByRole('button', { name: 'Language' }),
    page.getByRole('button', { name: 'Account menu' }),
    page.getByRole('button', { name: 'Column settings' }),
  ]) {
    await expect(control).toBeInViewport();
  }
});

for (const [locale, title] of [
  ['en-US', 'Home - Customer Operations Platform'],
  ['ja-JP', 'ホーム - 顧客運営プラットフォーム'],
  ['zh-CN', '首页 - 客户运营平台'],
] as const) {
  test(`/home in ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await useLanguage(page, locale);
    await signIn(page, 'u-admin', '/home');
    await expect(page).toHaveTitle(title);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('.ant-pro-sider-menu')).toBeVisible();
    await expect(page.getByTestId('kpi-value').first()).toBeVisible();
  });
}
