// Issue 42, items 8, 9, 12 and 13: forms say what they need and where they act, deletes name what they delete,
// the palette works on a phone and opens what it names in the same tab, focus is visible on interactive rows,
// and the no-permission page gives the administrator something to act on.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { resetSimulator, signIn, signInWithoutPermissions, useLanguage } from './support';

test.beforeEach(async ({ request }) => resetSimulator(request));

const PHONE = { width: 390, height: 844 };

const REQUIRED = {
  'en-US': {
    title: 'Add user',
    add: 'Add',
    joins: /^The user joins .+\.$/,
    account: 'Enter the account: an e-mail address or a phone number',
    role: 'Select a role',
  },
  'ja-JP': {
    title: 'ユーザーを追加',
    add: '追加',
    joins: /^ユーザーは .+ に追加されます。$/,
    account: 'アカウント（メールアドレスまたは電話番号）を入力してください',
    role: 'ロールを選択してください',
  },
  'zh-CN': {
    title: '添加用户',
    add: '添加',
    joins: /^用户将加入 .+。$/,
    account: '请输入账号（邮箱或手机号）',
    role: '请选择角色',
  },
} as const;

for (const [locale, m] of Object.entries(REQUIRED) as Array<[keyof typeof REQUIRED, (typeof REQUIRED)['en-US']]>) {
  test(`a required field says what it needs, and Add user names the organization (${locale})`, async ({ page }) => {
    await useLanguage(page, locale);
    await signIn(page, 'u-admin', '/user');
    await page.getByRole('button', { name: m.title }).click();
    const dialog = page.getByRole('dialog', { name: m.title });
    await expect(dialog.getByTestId('acts-on-org')).toHaveText(m.joins);
    // The role's error is not already on screen as its placeholder.
    await expect(dialog.getByText(m.role)).toHaveCount(0);
    await dialog.getByRole('button', { name: m.add, exact: true }).click();
    await expect(dialog.getByText(m.account)).toBeVisible();
    await expect(dialog.getByText(m.role)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `add user, required (${locale})`);
  });
}

test('a delete confirmation names what it deletes and what happens to its members', async ({ page }) => {
  await signIn(page, 'u-admin', '/role');
  // A role that may go (the last role holding every permission keeps a disabled Delete).
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Delete', disabled: false }) })
    .first();
  await row.getByRole('button', { name: 'Delete' }).click();
  const popup = page.locator('.ant-popconfirm').filter({ visible: true });
  await expect(popup).toContainText('Please confirm whether to delete this role, irreversible after deletion');
  await expect(popup).toContainText(/“.+” (is held by \d+ members?\.|is deleted\. No member holds it)/);
  await expect(popup.getByRole('button', { name: 'Delete' })).toBeVisible();
  await popup.getByRole('button', { name: 'Cancel' }).click();
});

test('an operator on a phone opens the palette', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'u-operator', '/home');
  await page.getByTestId('palette-button').click();
  const palette = page.getByRole('dialog', { name: 'Go to' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await palette.getByRole('combobox').fill('user');
  await expect(palette.getByRole('option').first()).toContainText('User Management');
  // The palette itself (the page behind it may still be loading its filters, shown disabled meanwhile).
  await expectNoSeriousA11yViolations(page, 'palette on a phone', '[role="dialog"]');
});

test('the palette opens the alarm list in the same tab', async ({ page, context }) => {
  await signIn(page, 'u-admin', '/organization');
  // The shortcut listener is the header's: wait for the header before pressing it.
  await expect(page.getByTestId('palette-button')).toBeVisible();
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Go to' });
  await palette.getByRole('combobox').fill('alarm');
  await expect(palette.getByRole('option').first()).toHaveText(/^Alarm messages/);
  await palette.getByRole('combobox').press('Enter');
  await expect(page).toHaveURL(/[?&]alarms=open/);
  await expect(page.getByRole('dialog', { name: /Alarm messages/ })).toBeVisible();
  expect(context.pages()).toHaveLength(1);
});

async function outlineOf(page: Page, selector: string) {
  const row = page.locator(selector).first();
  await row.focus();
  return row.evaluate((el) => {
    const style = getComputedStyle(el);
    return { visible: el.matches(':focus-visible'), style: style.outlineStyle, width: style.outlineWidth };
  });
}

test('a keyboard user sees the focus ring on an "Alarms by type" row', async ({ page }) => {
  await signIn(page, 'u-admin', '/home');
  await expect(page.locator('.fleet-type:not([disabled])').first()).toBeVisible();
  const ring = await outlineOf(page, '.fleet-type:not([disabled])');
  expect(ring).toEqual({ visible: true, style: 'solid', width: '2px' });
});

for (const size of [
  { name: 'desk', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: PHONE },
]) {
  test(`a user without permission can copy their account for the administrator (${size.name})`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(size.viewport);
    await signInWithoutPermissions(page);
    const details = page.getByTestId('no-auth-account');
    await expect(details).toContainText('Signed-in account');
    await details.getByRole('button', { name: 'Copy the account and organization' }).click();
    await expect(page.getByText('Copy Success')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^Account: \S+\nOrganization: .+$/);
    await expectNoSeriousA11yViolations(page, `no-permission page (${size.name})`);
  });
}

test('the no-permission page names the account in Japanese and Chinese', async ({ page }) => {
  await useLanguage(page, 'ja-JP');
  await signIn(page, 'u-noauth', '/home');
  await expect(page.getByTestId('no-auth-account')).toContainText('サインイン中のアカウント');
  await useLanguage(page, 'zh-CN');
  await page.reload();
  await expect(page.getByTestId('no-auth-account')).toContainText('当前登录账号');
});
