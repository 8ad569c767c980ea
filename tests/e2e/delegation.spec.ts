// Issue 41, item 2: nobody grants more than they hold. The pickers offer only what the user may give, show the
// rest disabled with the reason, and the platform refuses it whatever the browser sends.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { resetSimulator, signIn, type SeededUser } from './support';

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
