// Issue 41, item 2: nobody grants more than they hold. The pickers offer only what the user may give, show the
// rest disabled with the reason, and the platform refuses it whatever the browser sends.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ALL_CODES } from '../../src/domain/permissions';
import { resetSimulator, signIn, useLanguage, type SeededUser } from './support';

test.beforeEach(async ({ request }) => resetSimulator(request));

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const option = (page: Page, title: string) => page.locator(`.ant-select-item-option[title="${title}"]`);

/** The platform as a script would call it: a session of `userId` in org-1. */
async function platform(request: APIRequestContext, userId: SeededUser) {
  const login = await request.post('/api/__sim/login', { data: { userId } });
  const headers = { 'x-access-token': (await login.json()).data.token, 'x-bus-id': 'org-1', 'x-locale': 'en-US' };
  return {
    post: async (path: string, data: object) => (await request.post(path, { headers, data })).json(),
    patch: async (path: string, data: object) => (await request.patch(path, { headers, data })).json(),
    delete: async (path: string) => (await request.delete(path, { headers })).json(),
  };
}

test('the Site supervisor cannot create or promote an Administrator', async ({ page, request }) => {
  await signIn(page, 'u-supervisor', '/user');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  const help = 'You can give only roles whose permissions you hold. Not available: Administrator.';
  await expect(dialog.getByText(help)).toBeVisible();
  // Keyboard users hear why on the select itself (a disabled option cannot take focus).
  const select = dialog.getByLabel('Role');
  await select.focus();
  await expect(select).toHaveAccessibleDescription(help);
  await page.keyboard.press('ArrowDown');
  const admin = option(page, 'Administrator');
  await expect(admin).toHaveClass(/ant-select-item-option-disabled/);
  await expect(admin).toContainText('Not available: this role has permissions you do not hold.');
  await expect(option(page, 'Site supervisor')).not.toHaveClass(/ant-select-item-option-disabled/);
  await admin.click({ force: true });
  await dialog.getByLabel('Account').fill('new.hire@harbour.example');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.locator('.ant-form-item-explain-error', { hasText: 'Select a role' })).toBeVisible();

  // The platform refuses it too: adding an Administrator, and changing anyone's role (no user:update).
  const api = await platform(request, 'u-supervisor');
  const add = await api.post('/api/ropc/user/add', { account: 'new.hire@harbour.example', roleId: 'org-1-admin' });
  expect(add).toMatchObject({ code: '010018', data: { codes: expect.arrayContaining(['role:update']) } });
  const promote = await api.patch('/api/ropc/user/role', { userId: 'u-supervisor', roleId: 'org-1-admin' });
  expect(promote.code).not.toBe('000200');
  const members = await (await platform(request, 'u-admin')).post('/api/ropc/user/page', { account: 'new.hire' });
  expect(members.data.total).toBe(0);
});

test('a role holding role:update cannot raise its own role, nor hand out what it lacks', async ({ page, request }) => {
  const admin = await platform(request, 'u-admin');
  const lead = ['home', 'user', 'role', 'role:create', 'role:update'];
  const created = await admin.post('/api/ropc/auth/role/create', { name: 'Floor lead', permissions: lead });
  const id = created.data.id;
  expect((await admin.patch('/api/ropc/user/role', { userId: 'u-operator', roleId: id })).code).toBe('000200');

  await signIn(page, 'u-operator', '/role');
  // A role with permissions the user lacks is not theirs to edit: disabled, the reason on keyboard focus.
  const supervisorEdit = row(page, 'Site supervisor').getByRole('button', { name: 'Edit' });
  const denied = 'Not available: this role has permissions you do not hold.';
  await expect(supervisorEdit).toHaveAccessibleDescription(denied);
  await supervisorEdit.focus();
  await expect(page.getByRole('tooltip')).toHaveText(denied);

  // Its own role: the editor shows the codes as not editable.
  await row(page, 'Floor lead').getByRole('button', { name: 'Edit' }).click();
  const own = page.getByRole('dialog', { name: 'Edit role' });
  await expect(own.getByRole('alert')).toHaveText(
    'This is your own role, so you cannot change its permissions. You can still rename it.',
  );
  await expect(own.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
  await own.getByRole('tree').getByText('Platform Settings', { exact: true }).click();
  await expect(own.getByRole('treeitem', { name: /Platform Settings/ })).toHaveAttribute('aria-checked', 'false');
  await own.getByRole('button', { name: 'Cancel' }).click();

  // A new role: the codes it does not hold are disabled, each with the reason on focus.
  await page.getByRole('button', { name: 'Add role' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add role' });
  await drawer.getByLabel('Role name').fill('Night desk');
  const settings = drawer.getByRole('tree').getByText('Change platform settings', { exact: true });
  await settings.focus();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Not available: you do not hold this permission, so you cannot grant it.',
  );
  await drawer.getByRole('checkbox', { name: 'Select all' }).check();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ant-message').getByText('Add Successful')).toBeVisible();
  await expect(row(page, 'Night desk')).toContainText('2 permitted actions');

  // The platform refuses raising its own role, and handing out a code it lacks.
  const api = await platform(request, 'u-operator');
  const raise = await api.patch('/api/ropc/auth/role/update', {
    id,
    name: 'Floor lead',
    permissions: [...lead, 'settings', 'settings:update', 'account:reset'],
  });
  expect(raise).toMatchObject({ code: '060103', data: { reasonCode: 'OWN_ROLE' } });
  const handOut = await api.post('/api/ropc/auth/role/create', { name: 'Backdoor', permissions: ['settings:update'] });
  expect(handOut).toMatchObject({ code: '010018', data: { codes: ['settings', 'settings:update'] } });
});

test('a role holding role:update and role:delete cannot touch the Administrator role', async ({ page, request }) => {
  const admin = await platform(request, 'u-admin');
  const lead = ['home', 'user', 'user:update', 'user:remove', 'role', 'role:update', 'role:delete'];
  const { id } = (await admin.post('/api/ropc/auth/role/create', { name: 'Floor lead', permissions: lead })).data;
  expect((await admin.patch('/api/ropc/user/role', { userId: 'u-operator', roleId: id })).code).toBe('000200');
  // Another role holds every code, so only the permissions the lead lacks keep the Administrator out of reach.
  const owners = await admin.post('/api/ropc/auth/role/create', { name: 'Owners', permissions: ALL_CODES });
  expect(owners.code).toBe('000200');
  const night = (await admin.post('/api/ropc/auth/role/create', { name: 'Night desk', permissions: ['home'] })).data;

  await signIn(page, 'u-operator', '/role');
  const denied = 'Not available: this role has permissions you do not hold.';
  for (const action of ['Edit', 'Delete']) {
    const button = row(page, 'Administrator').getByRole('button', { name: action });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(denied);
  }
  await row(page, 'Administrator').getByRole('button', { name: 'Delete' }).focus();
  await expect(page.getByRole('tooltip')).toHaveText(denied);

  // A race: the administrator gives "Night desk" a permission the lead lacks after the list was shown.
  await expect(row(page, 'Night desk').getByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-disabled');
  await admin.patch('/api/ropc/auth/role/update', {
    id: night.id,
    name: 'Night desk',
    permissions: ['home', 'settings'],
  });
  await row(page, 'Night desk').getByRole('button', { name: 'Delete' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.ant-message')).toContainText(
    'This involves permissions you do not hold. You can only give roles, and change or remove roles and people, within your own permissions.',
  );
  // The list reloads: the row now says why.
  await expect(row(page, 'Night desk').getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription(denied);

  // People holding more than the lead: the Site supervisor's row says why, in Japanese too.
  await page.goto('/user');
  const supervisorRemove = row(page, 'supervisor@harbour.example').getByRole('button', { name: 'Remove' });
  await expect(supervisorRemove).toHaveAccessibleDescription(
    'Not available: this account has permissions you do not hold.',
  );
  await useLanguage(page, 'ja-JP');
  await page.goto('/role');
  await expect(row(page, '管理者').getByRole('button', { name: '削除' })).toHaveAccessibleDescription(
    '削除できません：このロールには自分が持っていない権限が含まれています。',
  );

  // The platform refuses the forced calls and names what the lead lacks; nothing changes.
  const api = await platform(request, 'u-operator');
  const lacking = ALL_CODES.filter((code) => !lead.includes(code));
  const strip = await api.patch('/api/ropc/auth/role/update', { id: 'org-1-admin', name: 'Admin', permissions: lead });
  expect(strip).toMatchObject({ code: '010018', data: { codes: lacking } });
  expect(await api.delete('/api/ropc/auth/role/delete/org-1-admin')).toMatchObject({ code: '010018' });
  const remove = await api.delete('/api/ropc/user/remove/u-supervisor');
  expect(remove).toMatchObject({ code: '010018', data: { codes: ['organization', 'account', 'user:create'] } });
  const kept = await admin.post('/api/ropc/auth/role/find/org-1-admin', {});
  expect(kept.data).toMatchObject({ name: 'Administrator', permissions: ALL_CODES });
});
