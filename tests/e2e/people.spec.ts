// Journeys of /user, /account and /role: people, their accounts and what their roles let them do.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logOut, resetSimulator, setFaults, signIn, useLanguage, type DemoUser } from './support';

const SEEDED_PASSWORD = 'Ropc@2026';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
test.beforeEach(async ({ request }) => resetSimulator(request));

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name });
// antd spaces two-character CJK button labels ("追 加"); a button that was just busy may keep its collapsed
// loading icon (named "loading") in the DOM for a moment after its motion, so the name may start with it.
const cjk = (label: string) => new RegExp(`^(loading )?${[...label].join('\\s?')}$`);

async function confirm(page: Page, question: string | RegExp, button: string) {
  const popup = page.locator('.ant-popconfirm').filter({ hasText: question, visible: true });
  await expect(popup.last()).toBeVisible();
  // The newest popup: one opened just before may still be fading out.
  await popup.last().getByRole('button', { name: button }).click();
}

async function chooseRole(page: Page, dialog: Locator, label: string, role: string) {
  // The select's search input is hidden once a value is chosen: open it by its box.
  await dialog
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel(label) })
    .locator('.ant-select-selector')
    .click();
  await page.locator(`.ant-select-item-option[title="${role}"]`).click();
}

async function switchUser(page: Page, user: DemoUser) {
  await logOut(page);
  await page.waitForURL(/\/mock-login/);
  await page.locator(`button[value="${user}"]`).click();
  await page.waitForURL(/\/home/);
}

/** The one-time password the dialog shows: unique, meeting the password rule, not the seeded accounts' one. */
async function oneTimePassword(dialog: Locator): Promise<string> {
  const password = (await dialog.getByTestId('default-password').textContent()) || '';
  expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z\d])\S{8,32}$/);
  expect(password).not.toBe(SEEDED_PASSWORD);
  return password;
}

async function copyAndCheck(page: Page, dialog: Locator, copySuccess: string) {
  const password = await oneTimePassword(dialog);
  await dialog.getByRole('button', { name: /copy|コピー|复制/i }).click();
  await expect(toast(page, copySuccess)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
}

test('adds a user with a new account and copies its one-time password', async ({ page }) => {
  await signIn(page, 'u-admin', '/user');
  await expect(row(page, 'operator@harbour.example')).toContainText('Ordinary user');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('Account').fill('nora.field@harbour.example');
  await dialog.getByLabel('Nickname').fill('Nora Field');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.locator('.ant-form-item-explain-error', { hasText: 'Select a role' })).toBeVisible();
  await chooseRole(page, dialog, 'Role', 'Ordinary user');
  await dialog.getByLabel('Remark').fill('Lobby team');
  await dialog.getByRole('button', { name: 'Add' }).click();

  await expect(toast(page, 'User Added Successfully')).toBeVisible();
  const notice = page.getByRole('dialog', { name: 'One-time password' });
  await expect(notice).toContainText('Give nora.field@harbour.example this one-time password');
  await copyAndCheck(page, notice, 'Copy Success');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(row(page, 'nora.field@harbour.example')).toContainText('Nora Field');
  await expect(row(page, 'nora.field@harbour.example')).toContainText('Lobby team');

  // The same account again: the platform says it is already a member; the form keeps what was typed.
  await page.getByRole('button', { name: 'Add user' }).click();
  await dialog.getByLabel('Account').fill('nora.field@harbour.example');
  await chooseRole(page, dialog, 'Role', 'Administrator');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'User already exists')).toBeVisible();
  await expect(dialog.getByLabel('Account')).toHaveValue('nora.field@harbour.example');
});

test('filters members by account and role, and keeps the filters in the URL', async ({ page }) => {
  await signIn(page, 'u-admin', '/user');
  // The table's first answer is in: while it loads, Query shows loading and a click on it can be lost.
  await expect(page.locator('main .ant-table-row').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Account' }).fill('harbour.example');
  await page.getByRole('button', { name: /Search$/ }).click();
  await expect(page).toHaveURL(/account=harbour\.example/);
  await expect(row(page, 'pending@harbour.example')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'staff' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Account' })).toHaveValue('harbour.example');
  await expect(row(page, 'operator@harbour.example')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'staff' })).toHaveCount(0);

  await chooseRole(page, page.locator('.ant-pro-query-filter'), 'Role', 'Administrator');
  await page.getByRole('button', { name: /Search$/ }).click();
  await expect(page).toHaveURL(/roleId=org-1-admin/);
  await expect(row(page, 'admin@harbour.example')).toBeVisible();
  await expect(row(page, 'operator@harbour.example')).toHaveCount(0);
  await page.goto('/user?roleId=org-1-empty');
  await expect(row(page, 'pending@harbour.example')).toContainText('Pending approval');
  await expect(page.getByRole('row')).toHaveCount(2); // the header and Eli's row
});

test('removes a member after the confirmation, and offers no removal of oneself', async ({ page }) => {
  await signIn(page, 'u-admin', '/user');
  await expect(row(page, 'admin@harbour.example').getByRole('button', { name: 'Remove' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await row(page, 'pending@harbour.example').getByRole('button', { name: 'Remove' }).click();
  await confirm(page, 'Confirm removing this user from the organization?', 'Remove');
  await expect(toast(page, 'Delete Successful')).toBeVisible();
  await expect(row(page, 'pending@harbour.example')).toHaveCount(0);
});

test('resets a password to a one-time password after the confirmation', async ({ page }) => {
  await signIn(page, 'u-admin', '/account');
  await row(page, 'operator@harbour.example').getByRole('button', { name: 'Reset password' }).click();
  await confirm(page, 'Reset the account password to the default password?', 'Reset password');
  const notice = page.getByRole('dialog', { name: 'Password reset' });
  await expect(notice).toContainText(
    'The password of operator@harbour.example was reset and their sessions were ended',
  );
  await copyAndCheck(page, notice, 'Copy Success');
});

test('deletes an account after the confirmation', async ({ page }) => {
  await signIn(page, 'u-admin', '/account');
  await expect(row(page, 'admin@harbour.example').getByRole('button', { name: 'Delete' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await row(page, 'pending@harbour.example').getByRole('button', { name: 'Delete' }).click();
  await confirm(page, /Delete this account\?/, 'Cancel');
  await expect(row(page, 'pending@harbour.example')).toBeVisible();
  await row(page, 'pending@harbour.example').getByRole('button', { name: 'Delete' }).click();
  await confirm(page, /Delete this account\?/, 'Delete');
  await expect(toast(page, 'Delete Successful')).toBeVisible();
  await expect(row(page, 'pending@harbour.example')).toHaveCount(0);
});

test('a new role decides the menus of the user who gets it, who may rename it but not change its codes', async ({
  page,
}) => {
  await signIn(page, 'u-admin', '/role');
  await page.getByRole('button', { name: 'Add role' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add role' });
  await drawer.getByLabel('Role name').fill('Floor lead');
  const tree = drawer.getByRole('tree');
  await tree.getByText('Home', { exact: true }).click();
  await tree.getByText('User Management', { exact: true }).click(); // the menu: all of its actions
  await tree.getByText('Edit roles', { exact: true }).click(); // an action brings its page with it
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Add Successful')).toBeVisible();
  const created = row(page, 'Floor lead');
  await expect(created).toContainText('Home');
  await expect(created).toContainText('User Management');
  await expect(created).toContainText('Role Management');
  await expect(created).toContainText('4 permitted actions');
  await expect(created).not.toContainText('Account Management');

  await page.goto('/user');
  await row(page, 'operator@harbour.example').getByRole('button', { name: 'Change role' }).click();
  const dialog = page.getByRole('dialog', { name: /Change the role of operator@harbour\.example/ });
  await chooseRole(page, dialog, 'Role', 'Floor lead');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Role changed.')).toBeVisible();
  await expect(row(page, 'operator@harbour.example')).toContainText('Floor lead');

  await switchUser(page, 'u-operator');
  await expect(menuItem(page, 'User Management')).toBeVisible();
  await expect(menuItem(page, 'Role Management')).toBeVisible();
  await expect(menuItem(page, 'Account Management')).toHaveCount(0);
  await expect(menuItem(page, 'Organization Management')).toHaveCount(0);

  // Role Management with only "Edit roles": no Add or Delete buttons.
  await menuItem(page, 'Role Management').click();
  await expect(row(page, 'Floor lead').getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add role' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // One's own role keeps its permissions (issue 41): the tree is locked and says why; a rename saves.
  await row(page, 'Floor lead').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit role' });
  await expect(edit.getByLabel('Role name')).toHaveValue('Floor lead');
  await expect(edit.getByRole('alert')).toContainText('This is your own role');
  await edit.getByRole('tree').getByText('User Management', { exact: true }).click();
  await edit.getByLabel('Role name').fill('Floor leads');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Modification Successful')).toBeVisible();
  await expect(row(page, 'Floor leads')).toContainText('4 permitted actions');
  await expect(menuItem(page, 'User Management')).toBeVisible();
  await expect(menuItem(page, 'Role Management')).toBeVisible();
});

test('edits and deletes a role; a role in use is kept and says why', async ({ page }) => {
  await signIn(page, 'u-admin', '/role');
  await row(page, 'Site supervisor').getByRole('button', { name: 'Edit' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit role' });
  await expect(drawer.getByLabel('Role name')).toHaveValue('Site supervisor');
  await expect(drawer.getByRole('treeitem', { name: 'Add users' })).toHaveAttribute('aria-checked', 'true');
  await drawer.getByLabel('Role name').fill('Site lead');
  await drawer.getByRole('tree').getByText('Organization Management', { exact: true }).click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Modification Successful')).toBeVisible();
  await expect(row(page, 'Site lead')).toContainText('3 permitted actions');
  await expect(row(page, 'Site supervisor')).toHaveCount(0);

  await row(page, 'Pending approval').getByRole('button', { name: 'Delete' }).click();
  await confirm(page, 'Please confirm whether to delete this role, irreversible after deletion', 'Delete');
  await expect(toast(page, 'This role is still assigned to users. Give them another role first.')).toBeVisible();
  await expect(row(page, 'Pending approval')).toBeVisible();

  // Site lead is assigned to u-supervisor: kept too. A role nobody has is deleted.
  await page.getByRole('button', { name: 'Add role' }).click();
  const add = page.getByRole('dialog', { name: 'Add role' });
  await add.getByLabel('Role name').fill('Temporary cover');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(row(page, 'Temporary cover')).toBeVisible();
  await row(page, 'Temporary cover').getByRole('button', { name: 'Delete' }).click();
  await confirm(page, 'Please confirm whether to delete this role, irreversible after deletion', 'Delete');
  await expect(toast(page, 'Delete Successful')).toBeVisible();
  await expect(row(page, 'Temporary cover')).toHaveCount(0);
});

test('the default roles are edited and deleted like any; the last role holding every permission stays', async ({
  page,
}) => {
  // Issue 43: spec section 6 lets every role be edited and deleted; an organization keeps one role with every code.
  await signIn(page, 'u-admin', '/role');
  await expect(row(page, 'Administrator')).toContainText('Default');
  const lastFull =
    'Not available: this is the only role that holds every permission, and the organization keeps at least one.';
  const keep = row(page, 'Administrator').getByRole('button', { name: 'Delete' });
  await expect(keep).toBeDisabled(); // aria-disabled: still focusable, for the explanation
  await keep.focus();
  await expect(page.getByRole('tooltip')).toHaveText(lastFull);

  // Asked directly, the platform refuses it too, with its reason translated by the console's table.
  const token = await page.evaluate(() => localStorage.getItem('token') || '');
  const headers = { 'x-access-token': token, 'x-bus-id': 'org-1', 'x-locale': 'en-US' };
  const refused = await page.request.delete('/api/ropc/auth/role/delete/org-1-admin', { headers });
  expect(await refused.json()).toMatchObject({ code: '060103', data: { reasonCode: 'LAST_FULL_ROLE' } });

  // Edit the default Ordinary user: a new name and one more permission; it stays a default role.
  await row(page, 'Ordinary user').getByRole('button', { name: 'Edit' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit role' });
  await expect(drawer.getByLabel('Role name')).toHaveValue('Ordinary user');
  await drawer.getByLabel('Role name').fill('Front desk');
  await drawer.getByRole('tree').getByText('Product Tutorials', { exact: true }).click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Modification Successful')).toBeVisible();
  await expect(row(page, 'Front desk')).toContainText('Default');
  await expect(row(page, 'Ordinary user')).toHaveCount(0);

  // Its members keep it until they get another role; then it is deleted like any.
  await row(page, 'Front desk').getByRole('button', { name: 'Delete' }).click();
  await confirm(page, 'Please confirm whether to delete this role, irreversible after deletion', 'Delete');
  await expect(toast(page, 'This role is still assigned to users. Give them another role first.')).toBeVisible();
  const members = await page.request.post('/api/ropc/user/page', {
    headers,
    data: { roleId: 'org-1-user', current: 1, pageSize: 50 },
  });
  for (const member of (await members.json()).data.list as { userId: string }[]) {
    const moved = await page.request.patch('/api/ropc/user/role', {
      headers,
      data: { userId: member.userId, roleId: 'org-1-supervisor' },
    });
    expect((await moved.json()).code).toBe('000200');
  }
  await page.reload();
  await row(page, 'Front desk').getByRole('button', { name: 'Delete' }).click();
  await confirm(page, 'Please confirm whether to delete this role, irreversible after deletion', 'Delete');
  await expect(toast(page, 'Delete Successful')).toBeVisible();
  await expect(row(page, 'Front desk')).toHaveCount(0);

  // A second role with every permission frees the default Administrator's Delete.
  await page.getByRole('button', { name: 'Add role' }).click();
  const add = page.getByRole('dialog', { name: 'Add role' });
  await add.getByLabel('Role name').fill('Owners');
  await add.getByRole('checkbox', { name: 'Select all' }).check();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Add Successful')).toBeVisible();
  await expect(row(page, 'Administrator').getByRole('button', { name: 'Delete' })).toBeEnabled();
  await expect(row(page, 'Owners').getByRole('button', { name: 'Delete' })).toBeEnabled();
});

test('saving a role twice while the platform is slow sends it once', async ({ page, request }) => {
  await signIn(page, 'u-admin', '/role');
  let creates = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/ropc/auth/role/create') creates += 1;
  });
  await page.getByRole('button', { name: 'Add role' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add role' });
  await drawer.getByLabel('Role name').fill('Night shift');
  await setFaults(request, { latencyMs: 1500 });
  const save = drawer.getByRole('button', { name: 'Save' });
  await save.click();
  await save.click({ force: true });
  await drawer.getByLabel('Role name').press('Enter');
  await expect(toast(page, 'Add Successful')).toBeVisible();
  await setFaults(request, { latencyMs: 0 });
  expect(creates).toBe(1);
  await page.reload();
  await expect(row(page, 'Night shift')).toHaveCount(1);
  expect(creates).toBe(1);
});

test('Chinese: a duplicate role name is refused with its own message on the field', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await signIn(page, 'u-admin', '/role');
  await page.getByRole('button', { name: '添加角色' }).click();
  const drawer = page.getByRole('dialog', { name: '添加角色' });
  await drawer.getByLabel('角色名称').fill('site SUPERVISOR');
  await drawer.getByRole('button', { name: cjk('保存') }).click();
  await expect(toast(page, '角色名称重复')).toBeVisible();
  await expect(drawer.locator('.ant-form-item-explain-error')).toHaveText('角色名称重复');
  await expect(drawer.getByLabel('角色名称')).toHaveValue('site SUPERVISOR');
});

test('adding distributor staff who already reach the organization through their manufacturer is refused', async ({
  page,
}) => {
  await signIn(page, 'u-admin', '/user');
  await page.getByRole('button', { name: /^Current organization: / }).click();
  await page.getByRole('menuitem', { name: '上海洁净物业管理' }).click();
  await expect(page.getByRole('button', { name: /^Current organization: / })).toHaveText('上海洁净物业管理');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('Account').fill('sales@pacific-robotics.example');
  await chooseRole(page, dialog, 'Role', 'Ordinary user');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'The user has joined this manufacturer')).toBeVisible();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('The user has joined this manufacturer');
  await expect(dialog.getByLabel('Account')).toHaveValue('sales@pacific-robotics.example');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, 'sales@pacific-robotics.example')).toHaveCount(0);
});

test('an account deleted meanwhile answers "Account does not exist" on reset and edit', async ({ page }) => {
  await signIn(page, 'u-admin', '/account');
  await expect(row(page, 'pending@harbour.example')).toBeVisible();
  // Someone else deletes the account while this list is open.
  const token = await page.evaluate(() => localStorage.getItem('token') || '');
  const answer = await page.request.delete('/api/ropc/account/delete/u-noauth', {
    headers: { 'x-access-token': token, 'x-bus-id': 'org-1' },
  });
  expect((await answer.json()).code).toBe('000200');

  await row(page, 'pending@harbour.example').getByRole('button', { name: 'Reset password' }).click();
  await confirm(page, 'Reset the account password to the default password?', 'Reset password');
  await expect(toast(page, 'Account does not exist')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Password reset' })).toHaveCount(0);

  await row(page, 'pending@harbour.example').getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit account' });
  await dialog.getByLabel('Nickname').fill('Eli N');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Account does not exist').last()).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Nickname')).toHaveValue('Eli N');
});

test('Japanese: adding an existing member is refused, a new account gets a one-time password', async ({ page }) => {
  await useLanguage(page, 'ja-JP');
  await signIn(page, 'u-admin', '/user');
  await expect(row(page, 'operator@harbour.example')).toContainText('一般ユーザー');
  await expect(row(page, 'admin@harbour.example')).toContainText('管理者');
  await page.getByRole('button', { name: 'ユーザーを追加' }).click();
  const dialog = page.getByRole('dialog', { name: 'ユーザーを追加' });
  await dialog.getByLabel('アカウント').fill('operator@harbour.example');
  await dialog.getByRole('button', { name: cjk('追加') }).click();
  await expect(dialog.getByText('ロールを選択してください')).toBeVisible();
  await chooseRole(page, dialog, 'ロール', '一般ユーザー');
  await dialog.getByRole('button', { name: cjk('追加') }).click();
  await expect(toast(page, 'ユーザーはすでに存在します')).toBeVisible();
  await expect(dialog.getByLabel('アカウント')).toHaveValue('operator@harbour.example');

  await dialog.getByLabel('アカウント').fill('09012345678');
  await dialog.getByRole('button', { name: cjk('追加') }).click();
  await expect(toast(page, 'ユーザーを追加しました')).toBeVisible();
  const notice = page.getByRole('dialog', { name: 'ワンタイムパスワード' });
  await expect(notice).toContainText('09012345678 に次のワンタイムパスワードを伝えてください');
  await copyAndCheck(page, notice, 'コピーしました');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(row(page, '09012345678')).toContainText('一般ユーザー');

  await page.goto('/role');
  await expect(row(page, '管理者')).toContainText('デフォルト');
  await page.getByRole('button', { name: 'ロールを追加' }).click();
  await expect(page.getByRole('dialog', { name: 'ロールを追加' }).getByRole('tree')).toContainText('ユーザーを追加');
});

test('Chinese: editing an account answers a duplicate name on the field and saves a nickname', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await signIn(page, 'u-admin', '/account');
  await row(page, 'pending@harbour.example')
    .getByRole('button', { name: cjk('编辑') })
    .click();
  const dialog = page.getByRole('dialog', { name: '编辑账号' });
  await dialog.getByLabel('账号').fill('operator@harbour.example');
  await dialog.getByRole('button', { name: cjk('保存') }).click();
  await expect(toast(page, '账号名称重复')).toBeVisible();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('账号名称重复');
  await dialog.getByLabel('账号').fill('pending@harbour.example');
  await dialog.getByLabel('昵称').fill('Eli N');
  await dialog.getByLabel('备注').fill('待审批');
  await dialog.getByRole('button', { name: cjk('保存') }).click();
  await expect(toast(page, '编辑成功')).toBeVisible();
  await expect(row(page, 'pending@harbour.example')).toContainText('Eli N');
  await expect(row(page, 'pending@harbour.example')).toContainText('待审批');
  await page.goto('/role');
  await expect(row(page, '普通用户')).toContainText('默认');
  await page.goto('/user');
  await expect(row(page, 'operator@harbour.example')).toContainText('普通用户');
});

test("an organization's administrator cannot touch an account of another organization: disabled, with why", async ({
  page,
  request,
}) => {
  // Issue 17: u-distributor administers org-2; admin@harbour.example also belongs to org-1 and org-3.
  await signIn(page, 'u-distributor', `/account?account=${encodeURIComponent('admin@harbour.example')}`);
  const outside = row(page, 'admin@harbour.example');
  const reason = 'Not available: this account also belongs to an organization outside your administration.';
  for (const name of ['Edit', 'Reset password', 'Delete']) {
    const button = outside.getByRole('button', { name });
    await expect(button).toBeDisabled(); // aria-disabled: still focusable, for the explanation
    await expect(button).toHaveAccessibleDescription(reason);
  }
  await outside.getByRole('button', { name: 'Reset password' }).focus();
  await expect(page.getByRole('tooltip')).toHaveText(reason);

  // The platform refuses it too, whatever the browser sends.
  const token = (await (await request.post('/api/__sim/login', { data: { userId: 'u-distributor' } })).json()).data
    .token;
  const headers = { 'x-access-token': token, 'x-bus-id': 'org-2', 'x-locale': 'en-US' };
  const reset = await request.post('/api/ropc/account/password/reset', { headers, data: { userId: 'u-admin' } });
  expect(await reset.json()).toMatchObject({ code: '010015' });
  const remove = await request.delete('/api/ropc/account/delete/u-admin', { headers });
  expect((await remove.json()).code).toBe('010015');
});
