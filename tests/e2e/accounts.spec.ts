// Issue 41: one-time passwords changed at first sign-in, invitations instead of silent joins, and sessions that
// end: the pre-hijack sequence across organisations fails, a password change ends the account's other sessions,
// an administrator's reset ends them all.
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { baseURLFor } from './servers';
import { resetSimulator, signIn } from './support';

const HIRE = 'new.hire@harbour.example';

test.beforeEach(async ({ request }) => resetSimulator(request));

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

/** Another browser (its own cookies and storage) on this worker's server. */
const newBrowser = (browser: Browser) => browser.newContext({ baseURL: baseURLFor(test.info().parallelIndex) });

async function chooseRole(page: Page, dialog: Locator, role: string) {
  await dialog
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel('Role') })
    .locator('.ant-select-selector')
    .click();
  await page.locator(`.ant-select-item-option[title="${role}"]`).click();
}

/** Adds `account` on /user with `role` and answers the one-time password the dialog shows once. */
async function addUser(page: Page, account: string, role: string): Promise<string> {
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('Account').fill(account);
  await chooseRole(page, dialog, role);
  await dialog.getByRole('button', { name: 'Add' }).click();
  const notice = page.getByRole('dialog', { name: 'One-time password' });
  const password = (await notice.getByTestId('default-password').textContent()) || '';
  expect(password).toMatch(/^\S{8,32}$/);
  await notice.getByRole('button', { name: 'OK' }).click();
  return password;
}

/** Signs in on the simulator's login page with an account name and password. */
async function signInWithPassword(page: Page, account: string, password: string) {
  await page.goto('/home');
  await page.waitForURL(/\/mock-login/);
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function changePassword(scope: Locator, current: string, next: string, currentLabel = 'Current password') {
  await scope.getByLabel(currentLabel).fill(current);
  await scope.getByLabel('New password', { exact: true }).fill(next);
  await scope.getByLabel('Confirm the new password').fill(next);
  await scope.getByRole('button', { name: 'Change password' }).click();
}

test("the pre-hijack sequence: the first holder's open session never gets org-1's administrator rights", async ({
  page,
  browser,
}) => {
  // 1. org-2's administrator creates the account and is shown its one-time password.
  await signIn(page, 'u-distributor', '/user');
  const firstPassword = await addUser(page, HIRE, 'Ordinary user');

  // 2. They sign in with it in another browser: the console asks for a password of their own first.
  const attackerContext = await newBrowser(browser);
  const attacker = await attackerContext.newPage();
  await signInWithPassword(attacker, HIRE, firstPassword);
  const step = attacker.getByRole('region', { name: 'Choose your own password' });
  await expect(step).toBeVisible();
  await expect(attacker.getByRole('table')).toHaveCount(0);
  await changePassword(step, firstPassword, 'Attacker#2027', 'One-time password');
  await expect(toast(attacker, 'Password changed.')).toBeVisible();
  await expect(step).toHaveCount(0);

  // 3. org-2's administrator removes the account again; the attacker's session stays open.
  await page.reload();
  await row(page, HIRE).getByRole('button', { name: 'Remove' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Remove' }).click();
  await expect(row(page, HIRE)).toHaveCount(0);

  // 4. org-1's administrator adds the address as Administrator: the same dialog as for a new account.
  const adminContext = await newBrowser(browser);
  const admin = await adminContext.newPage();
  await signIn(admin, 'u-admin', '/user');
  const code = await addUser(admin, HIRE, 'Administrator');
  expect(code).not.toBe(firstPassword);
  await expect(row(admin, HIRE)).toHaveCount(0); // nobody has joined

  // 5. The attacker's session: no organisation, an invitation it cannot accept without org-1's code.
  await attacker.goto('/user');
  await attacker.waitForURL(/\/noAuth/);
  const invitations = attacker.getByRole('dialog', { name: 'Invitations' });
  await expect(invitations).toContainText('Harbour Facilities Group invites you to join as Administrator.');
  await invitations.getByLabel('One-time code').fill('Attacker#2027');
  await invitations.getByRole('button', { name: 'Accept' }).click();
  await expect(
    toast(attacker, 'The code does not match this invitation, or the invitation was withdrawn.'),
  ).toBeVisible();
  const token = await attacker.evaluate(() => localStorage.getItem('token') || '');
  const roleInfo = await attacker.request.post('/api/ropc/auth/role/info', {
    headers: { 'x-access-token': token, 'x-bus-id': 'org-1' },
  });
  expect((await roleInfo.json()).code).toBe('000402');
  await expect(attacker).toHaveURL(/\/noAuth/);
  await attackerContext.close();
  await adminContext.close();
});

test('an invited account joins only when its holder accepts with the code', async ({ page, browser }) => {
  await signIn(page, 'u-admin', '/user');
  const code = await addUser(page, 'newcomer@harbour.example', 'Ordinary user');
  await expect(row(page, 'newcomer@harbour.example')).toHaveCount(0);

  const holderContext = await newBrowser(browser);
  const holder = await holderContext.newPage();
  await signIn(holder, 'u-noorg', '/home');
  await holder.waitForURL(/\/noAuth/);
  const invitations = holder.getByRole('dialog', { name: 'Invitations' });
  await expect(invitations).toContainText('Harbour Facilities Group invites you to join as Ordinary user.');
  await invitations.getByLabel('One-time code').fill(code);
  await invitations.getByRole('button', { name: 'Accept' }).click();
  await holder.waitForURL(/\/home/);
  await expect(holder.getByRole('menuitem', { name: 'User Management' })).toBeVisible();
  await page.reload();
  await expect(row(page, 'newcomer@harbour.example')).toContainText('Ordinary user');
  await holderContext.close();
});

test('two sessions of one account: a password change ends the other, a reset ends both', async ({ page, browser }) => {
  await signIn(page, 'u-operator', '/user');
  await expect(row(page, 'operator@harbour.example')).toBeVisible();
  const otherContext = await newBrowser(browser);
  const other = await otherContext.newPage();
  await signIn(other, 'u-operator', '/user');
  await expect(row(other, 'operator@harbour.example')).toBeVisible();

  // A password change in one session ends the other: its next call answers 000401 and it goes to login.
  await page.goto('/user?panel=profile');
  const panel = page.getByRole('dialog', { name: 'My account' });
  await panel.getByRole('tab', { name: 'Change password' }).click();
  await changePassword(panel, 'Ropc@2026', 'Operator#2027');
  await expect(toast(page, 'Password changed.')).toBeVisible();
  await other.getByRole('menuitem', { name: 'Account Management' }).click();
  await other.waitForURL(/\/mock-login/);
  // The session that changed it goes on.
  await page.goto('/account');
  await expect(row(page, 'operator@harbour.example')).toBeVisible();

  // An administrator's reset ends every session of the account.
  await signIn(other, 'u-operator', '/user');
  await expect(row(other, 'operator@harbour.example')).toBeVisible();
  const adminContext = await newBrowser(browser);
  const admin = await adminContext.newPage();
  await signIn(admin, 'u-admin', '/account');
  await row(admin, 'operator@harbour.example').getByRole('button', { name: 'Reset password' }).click();
  await admin.locator('.ant-popconfirm').getByRole('button', { name: 'Reset password' }).click();
  await expect(admin.getByRole('dialog', { name: 'Password reset' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'User Management' }).click();
  await page.waitForURL(/\/mock-login/);
  await other.getByRole('menuitem', { name: 'Account Management' }).click();
  await other.waitForURL(/\/mock-login/);
  await otherContext.close();
  await adminContext.close();
});
