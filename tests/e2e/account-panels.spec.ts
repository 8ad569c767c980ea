// Journeys of My account and Platform Settings drawers (?panel=profile|settings): the profile, the
// password, the personal layout theme, the organisation's time zone and alarm notifications, who may open and
// change the settings, in the three languages, with axe on both drawers.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { settled } from './settle';
import { resetSimulator, signIn, useLanguage } from './support';

const DEFAULT_PASSWORD = 'Ropc@2026';
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
const drawer = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const userMenu = (page: Page) => page.getByTestId('user-menu');

test.beforeEach(async ({ request }) => resetSimulator(request));

/** A token of `userId` from the simulator, for API calls and for opening the console as a user not on the login page. */
async function tokenOf(request: APIRequestContext, userId: string): Promise<string> {
  const res = await request.post('/api/__sim/login', { data: { userId } });
  return (await res.json()).data.token;
}

const api = (token: string, busId = 'org-1') => ({ 'x-access-token': token, 'x-bus-id': busId, 'x-locale': 'en-US' });

/** My account from the user menu; Platform Settings, the organisation's, from the gear beside its switcher. */
async function openFromMenu(page: Page, item: 'My account' | 'Platform Settings') {
  if (item === 'Platform Settings') {
    await page.getByRole('button', { name: /^Platform Settings of / }).click();
  } else {
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: item }).click();
  }
  const panel = drawer(page, item);
  await expect(panel).toBeVisible();
  return panel;
}

/** The background colour actually painted behind an element: its own, else the nearest ancestor's that is not transparent. */
const paintedBackground = (target: Locator) =>
  target.evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour && colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
    }
    return getComputedStyle(document.documentElement).backgroundColor;
  });
const layoutBackground = (page: Page) => paintedBackground(page.locator('.ant-pro-layout-content').first());
const drawerBackground = (panel: Locator) => paintedBackground(panel.locator('.ant-drawer-body'));

test('edits the profile: validation, then the header shows the new nickname at once and after a reload', async ({
  page,
}) => {
  await signIn(page, 'u-admin', '/home');
  const panel = await openFromMenu(page, 'My account');
  await expect(page).toHaveURL(/[?&]panel=profile/);
  await expect(panel.getByTestId('profile-name')).toHaveText('Alice Morgan');
  await expect(panel.getByText('Harbour Facilities Group')).toBeVisible();
  await expect(panel.getByText('Current', { exact: true })).toBeVisible();

  const nickname = panel.getByLabel('Nickname');
  await nickname.fill('Alice <Morgan>');
  await panel.getByLabel('E-mail').fill('not-an-address');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText(/^Must not contain/)).toBeVisible();
  await expect(panel.getByText('Enter a valid e-mail address, such as name@example.com')).toBeVisible();
  await panel.getByLabel('E-mail').fill('');
  await expect(panel.getByText('Give an e-mail address or a phone number').first()).toBeVisible();

  await nickname.fill('Alice M. Morgan');
  await panel.getByLabel('E-mail').fill('alice.morgan@harbour.example');
  await panel.getByLabel('Phone').fill('+1 415 555 0199');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Your details were saved.')).toBeVisible();
  await expect(userMenu(page)).toContainText('Alice M. Morgan');
  await expect(panel.getByTestId('profile-name')).toHaveText('Alice M. Morgan');
  await expect(panel.getByText('+1 415 555 0199').first()).toBeVisible();

  await page.reload();
  await expect(userMenu(page)).toContainText('Alice M. Morgan');
  await expect(page.getByText('Welcome, Alice M. Morgan')).toBeVisible();
});

test('changes the password: a wrong current password is refused clearly, the right one works', async ({
  page,
  request,
}) => {
  await signIn(page, 'u-admin', '/home');
  const panel = await openFromMenu(page, 'My account');
  await panel.getByRole('tab', { name: 'Change password' }).click();
  // The rule is shown before anything is typed.
  await expect(panel.getByText('The new password needs')).toBeVisible();
  await expect(panel.getByTestId('password-checklist').locator('[data-met="true"]')).toHaveCount(0);

  await panel.getByLabel('Current password').fill('Wrong@2026');
  await panel.getByLabel('New password', { exact: true }).fill('Harbour#2027');
  await expect(panel.getByTestId('password-checklist').locator('[data-met="true"]')).toHaveCount(6);
  await panel.getByLabel('Confirm the new password').fill('Harbour#2027');
  await panel.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'The current password is incorrect.')).toBeVisible();
  await expect(
    panel.locator('.ant-form-item-explain-error', { hasText: 'The current password is incorrect.' }),
  ).toBeVisible();

  await panel.getByLabel('Current password').fill(DEFAULT_PASSWORD);
  await panel.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Password changed. Use the new password the next time you sign in.')).toBeVisible();
  await expect(panel.getByLabel('Current password')).toHaveValue('');

  // The platform now holds the new password: the old one is wrong.
  const token = await page.evaluate(() => localStorage.getItem('token') || '');
  const again = await request.post('/api/user/user/password', {
    headers: api(token),
    data: { currentPassword: DEFAULT_PASSWORD, newPassword: 'Another#2028' },
  });
  expect((await again.json()).code).toBe('010013');
  const withNew = await request.post('/api/user/user/password', {
    headers: api(token),
    data: { currentPassword: 'Harbour#2027', newPassword: 'Another#2028' },
  });
  expect((await withNew.json()).code).toBe('000200');
});

test('refuses a weak new password, one equal to the current, and a confirmation that does not match, without a call', async ({
  page,
}) => {
  await signIn(page, 'u-admin', '/home');
  const panel = await openFromMenu(page, 'My account');
  await panel.getByRole('tab', { name: 'Change password' }).click();
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/user/password') && calls.push(r.url()));

  await panel.getByLabel('Current password').fill(DEFAULT_PASSWORD);
  await panel.getByLabel('New password', { exact: true }).fill('harbour2027');
  const checklist = panel.getByTestId('password-checklist');
  await expect(checklist.locator('[data-check="lower"]')).toHaveAttribute('data-met', 'true');
  await expect(checklist.locator('[data-check="upper"]')).toHaveAttribute('data-met', 'false');
  await expect(checklist.locator('[data-check="symbol"]')).toHaveAttribute('data-met', 'false');
  await panel.getByLabel('Confirm the new password').fill('harbour2027');
  await panel.getByRole('button', { name: 'Change password' }).click();
  await expect(panel.getByText('The new password does not meet every requirement listed below it')).toBeVisible();

  await panel.getByLabel('New password', { exact: true }).fill(DEFAULT_PASSWORD);
  await expect(panel.getByText('The new password must be different from the current one')).toBeVisible();

  await panel.getByLabel('New password', { exact: true }).fill('Harbour#2027');
  await panel.getByLabel('Confirm the new password').fill('Harbour#2028');
  await panel.getByRole('button', { name: 'Change password' }).click();
  await expect(panel.getByText('The two new passwords do not match')).toBeVisible();
  expect(calls).toEqual([]);
});

test('the drawer follows the URL: closing drops the parameter, Back closes it, a typed link opens it', async ({
  page,
}) => {
  await signIn(page, 'u-admin', '/role');
  await expect(page.getByRole('button', { name: 'Add role' })).toBeVisible();
  const panel = await openFromMenu(page, 'Platform Settings');
  await expect(page).toHaveURL(/\/role\?panel=settings$/);
  await page.goBack();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/role$/);
  await page.goForward();
  await expect(drawer(page, 'Platform Settings')).toBeVisible();
  await drawer(page, 'Platform Settings').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(drawer(page, 'Platform Settings')).toBeHidden();
  await expect(page).toHaveURL(/\/role$/);

  await page.goto('/role?panel=profile');
  await expect(drawer(page, 'My account')).toBeVisible();
  await drawer(page, 'My account').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(/\/role$/);
});

test('switches to the dark theme and back: instant, a real colour change, kept per user across a reload', async ({
  page,
}) => {
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible();
  const lightLayout = await layoutBackground(page);
  const panel = await openFromMenu(page, 'My account');
  await panel.getByRole('tab', { name: 'Appearance' }).click();
  const lightDrawer = await drawerBackground(panel);

  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/user/user/preferences') && r.request().method() === 'PATCH',
  );
  await panel.getByTestId('theme-switch').getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => layoutBackground(page)).not.toBe(lightLayout);
  await expect.poll(() => drawerBackground(panel)).not.toBe(lightDrawer);
  expect((await (await saved).json()).data).toEqual({ theme: 'dark' });
  const darkLayout = await layoutBackground(page);
  // Dark means dark: every channel low.
  expect(
    darkLayout
      .match(/\d+/g)!
      .slice(0, 3)
      .every((c) => Number(c) < 60),
  ).toBe(true);
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'Personal Center, dark');

  // The first paint after a reload is already dark (the copy on this browser), then the platform agrees.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible();
  expect(await layoutBackground(page)).toBe(darkLayout);
  await settled(page);
  await expectNoSeriousA11yViolations(page, '/home, dark');
  await page.goto('/home?panel=profile');
  await expect(drawer(page, 'My account')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'My account, dark');

  await drawer(page, 'My account').getByRole('tab', { name: 'Appearance' }).click();
  await drawer(page, 'My account').getByTestId('theme-switch').getByText('Light', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => layoutBackground(page)).toBe(lightLayout);
});

/** Signs in as the admin whose saved theme is dark. */
async function signInDark(page: Page, request: APIRequestContext, path: string) {
  const admin = await tokenOf(request, 'u-admin');
  await request.patch('/api/user/user/preferences', { headers: api(admin), data: { theme: 'dark' } });
  await signIn(page, 'u-admin', path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

// One journey per group of pages (one sign-in each), so that none runs long on a busy machine.
for (const routes of [
  ['/home', '/organization', '/manufacturer'],
  ['/user', '/account', '/role'],
  ['/home?alarms=open', '/no-such-page'],
]) {
  test(`every page of the main layout passes axe in the dark theme: ${routes.join(', ')}`, async ({
    page,
    request,
  }) => {
    await signInDark(page, request, routes[0]);
    for (const route of routes) {
      if (route !== routes[0]) await page.goto(route);
      await settled(page);
      await expectNoSeriousA11yViolations(page, `${route}, dark`);
    }
  });
}

test('the theme is kept per user: another user on the same browser gets their own', async ({
  page,
  request,
  context,
}) => {
  const operator = await tokenOf(request, 'u-operator');
  await request.patch('/api/user/user/preferences', { headers: api(operator), data: { theme: 'dark' } });
  const adminPreferences = page.waitForResponse((r) => r.url().includes('/api/user/user/preferences'));
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible();
  await adminPreferences;
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  // Off the console first: a signed-in console tab reloads by itself when the token cookie changes
  // (src/session/otherTabs.ts), which would race the navigation below.
  const origin = new URL(page.url()).origin;
  await page.goto('about:blank');
  await context.addCookies([{ name: 'token', value: operator, url: origin }]);
  await page.goto(`${origin}/home`);
  await expect(page.getByText('Welcome, Ben Carter')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ropc.theme') || '{}').users)).toEqual({
    'u-operator': 'dark',
    'u-admin': 'light',
  });
});

const absolute = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(new Date(iso));

/** Opens the first recent alarm from the bell: its details dialog, the time element and its instant. */
async function openFirstAlarm(page: Page) {
  await page.getByRole('button', { name: /^Alarm messages, / }).click();
  await page.getByRole('region', { name: 'Recent alarms' }).getByRole('listitem').first().getByRole('button').click();
  const details = page.getByRole('dialog').filter({ hasText: 'Remedies' });
  const time = details.locator('time').first();
  const iso = (await time.getAttribute('datetime'))!;
  return { details, time, iso };
}

test('alarm times show in the organisation time zone', async ({ page }) => {
  await signIn(page, 'u-admin', '/home');
  const { details, time, iso } = await openFirstAlarm(page);
  // Harbour Facilities Group is in San Francisco.
  await expect(details).toContainText(absolute(iso, 'America/Los_Angeles'));
  await expect(time).toHaveAttribute('title', absolute(iso, 'America/Los_Angeles'));
});

test('the organisation time zone changes the alarm times the console shows', async ({ page }) => {
  await signIn(page, 'u-admin', '/home?panel=settings');
  const panel = drawer(page, 'Platform Settings');
  await expect(panel.getByRole('heading', { name: 'Settings of Harbour Facilities Group' })).toBeVisible();
  await panel
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel('Time zone') })
    .locator('.ant-select-selector')
    .click();
  await page.keyboard.type('tokyo');
  await page.locator('.ant-select-item-option', { hasText: 'Tokyo (GMT+9)' }).click();
  await expect(panel.getByText(/Time there now: /)).toBeVisible();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Settings saved.')).toBeVisible();

  await page.goto('/home');
  const { details, time, iso } = await openFirstAlarm(page);
  await expect(details).toContainText(absolute(iso, 'Asia/Tokyo'));
  await expect(time).toHaveAttribute('title', absolute(iso, 'Asia/Tokyo'));
});

test('a muted alarm type leaves the bell count and its list, but stays in the full alarm list', async ({ page }) => {
  await signIn(page, 'u-admin', '/home');
  const bell = page.getByRole('button', { name: /^Alarm messages, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const before = Number((await bell.getAttribute('aria-label'))!.match(/\d+/)![0]);
  const token = await page.evaluate(() => localStorage.getItem('token') || '');
  const unreadFailures = await page.request.post('/api/ropc/alarm/page', {
    headers: api(token),
    data: { type: 'deviceFailure', read: 'unread', pageSize: 1 },
  });
  const failures: number = (await unreadFailures.json()).data.total;
  expect(failures).toBeGreaterThan(0);

  await page.goto('/home?panel=settings');
  const panel = drawer(page, 'Platform Settings');
  const toggle = panel.getByRole('switch', { name: 'Notify Device failure in the console' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Settings saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Alarm messages, ${before - failures} unread` })).toBeVisible();
  await panel.getByRole('button', { name: 'Close', exact: true }).click();

  // The bell's recent list has no device failure any more; the full list still has every one of them.
  await page.getByRole('button', { name: /^Alarm messages, / }).click();
  const recent = page.getByRole('region', { name: 'Recent alarms' });
  await expect(recent.getByRole('listitem').first()).toBeVisible();
  await expect(recent.getByText('Device failure')).toHaveCount(0);
  await page.goto('/home?alarms=open&alarmType=deviceFailure&alarmRead=unread');
  await expect(page.getByText(failures === 1 ? '1 alarm' : `${failures} alarms`, { exact: true })).toBeVisible();
});

test('Platform Settings without the settings code: a translated no-permission message, not the form', async ({
  page,
}) => {
  await signIn(page, 'u-operator', '/home');
  await userMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Platform Settings' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('org-settings')).toHaveCount(0);

  await page.goto('/home?panel=settings');
  const panel = drawer(page, 'Platform Settings');
  await expect(panel.getByRole('alert')).toContainText('You do not have permission to open Platform Settings');
  await expect(panel.getByRole('combobox')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'Platform Settings without permission');
  await panel.getByRole('button', { name: 'Open My account' }).click();
  await expect(drawer(page, 'My account')).toBeVisible();
  await expect(page).toHaveURL(/[?&]panel=profile/);
});

test('Platform Settings with the settings code only: read-only, and the platform refuses a save with 010012', async ({
  page,
  request,
  context,
}) => {
  const admin = await tokenOf(request, 'u-admin');
  const supervisorRole = ['home', 'user', 'user:create', 'account', 'organization', 'settings'];
  const updated = await request.patch('/api/ropc/auth/role/update', {
    headers: api(admin),
    data: { id: 'org-1-supervisor', name: 'Site supervisor', permissions: supervisorRole },
  });
  expect((await updated.json()).code).toBe('000200');
  const supervisor = await tokenOf(request, 'u-supervisor');

  await page.goto('/mock-login');
  await context.addCookies([{ name: 'token', value: supervisor, url: page.url() }]);
  await page.goto('/home?panel=settings');
  const panel = drawer(page, 'Platform Settings');
  await expect(panel.getByText('You can view these settings but not change them.', { exact: false })).toBeVisible();
  await expect(panel.getByLabel('Time zone')).toBeDisabled();
  await expect(panel.getByRole('switch', { name: 'Notify Device failure in the console' })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Save' })).toHaveCount(0);
  // The zone by its city and today's offset (standard or summer time).
  await expect(panel.getByText(/^Los Angeles \(GMT-[78]\)$/)).toBeVisible();
  // The personal theme is not here: it lives in My account.
  await expect(panel.getByTestId('theme-switch')).toHaveCount(0);

  const refused = await request.patch('/api/ropc/settings', { headers: api(supervisor), data: { timeZone: 'UTC' } });
  expect((await refused.json()).code).toBe('010012');
});

const LOCALES = [
  {
    locale: 'en-US',
    profile: 'My account',
    settings: 'Platform Settings',
    account: 'Account',
    password: 'Change password',
    timeZone: 'Time zone',
    rule: '8 to 32 characters',
    alarm: 'Alarm notifications',
  },
  {
    locale: 'ja-JP',
    profile: 'マイアカウント',
    settings: 'プラットフォーム設定',
    account: 'アカウント',
    password: 'パスワード変更',
    timeZone: 'タイムゾーン',
    rule: '8〜32文字',
    alarm: 'アラーム通知',
  },
  {
    locale: 'zh-CN',
    profile: '个人中心',
    settings: '平台设置',
    account: '账号',
    password: '修改密码',
    timeZone: '时区',
    rule: '8～32个字符',
    alarm: '告警通知',
  },
] as const;

for (const l of LOCALES) {
  test(`both drawers in ${l.locale}, with no serious axe violation`, async ({ page }) => {
    await useLanguage(page, l.locale);
    await signIn(page, 'u-admin', '/home?panel=profile');
    const profile = drawer(page, l.profile);
    await expect(profile).toBeVisible();
    await expect(profile.getByText(l.account, { exact: true }).first()).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page, `${l.profile} (${l.locale})`);

    await profile.getByRole('tab', { name: l.password }).click();
    await expect(profile.getByText(l.rule)).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page, `${l.password} (${l.locale})`);

    await page.goto('/home?panel=settings');
    const settings = drawer(page, l.settings);
    await expect(settings.getByText(l.timeZone, { exact: true })).toBeVisible();
    await expect(settings.getByText(l.alarm, { exact: true })).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page, `${l.settings} (${l.locale})`);
  });
}
