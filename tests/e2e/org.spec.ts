// Organization and manufacturer (distributor) management: create with every validation message, open, rename,
// back with the list state kept; add a subordinate distributor through the confirmation; create buttons follow
// the action codes; the pages in three languages.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { motionDone } from './settle';
import { recordToasts, toastsOf } from './observe';
import { platform, resetSimulator, setFaults, signIn, useLanguage } from './support';

// These journeys run with antd's motion, as most users see the console (the others run with reduced motion).
test.use({ reducedMotion: 'no-preference' });

test.beforeEach(async ({ page, request }) => {
  await resetSimulator(request);
  await recordToasts(page);
});

/**
 * A toast with `text` was shown. Read from the toast recorder, which sees a toast even if it came and went (3 s)
 * between two looks: on a busy machine a click can take longer than that to return.
 */
const toastShown = (page: Page, text: string) =>
  expect.poll(async () => (await toastsOf(page)).some((shown) => shown.includes(text))).toBe(true);

/** Creates organisations under org-1 through the platform, as another administrator would. */
async function seedOrganizations(page: Page, names: string[]) {
  for (const name of names) {
    await platform(page, 'POST', '/business', {
      name,
      region: ['US', 'US-NY', 'US-NY-NYC'],
      address: '5 Dock St',
      admins: ['ops@harbour.example'],
      operationModel: 'direct',
    });
  }
}

async function pickRegion(page: Page, dialog: Locator, path: string[]) {
  await dialog.getByLabel('Organization location').click();
  for (const name of path) {
    const item = page.locator(`.ant-cascader-menu-item[title="${name}"]`);
    await expect(item).toBeVisible();
    // The menu's opening motion has ended: on a busy machine a click during it can miss the moving item.
    await motionDone(page);
    await item.click();
  }
}

test("the Add dialog's form is rendered ahead, hidden, and asks for its regions only once open", async ({ page }) => {
  const regions: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/ropc/region/tree') regions.push(r.url());
  });
  await signIn(page, 'u-admin', '/organization');
  await expect(page.getByRole('link', { name: 'Open Harbour Convention Center' })).toBeVisible();
  // Once the page is idle: in the document, hidden, and nothing asked for it.
  const form = page.locator('form#createOrganization');
  await expect(form).toHaveCount(1, { timeout: 30_000 });
  await expect(form).toBeHidden();
  expect(regions).toHaveLength(0);

  await page.getByRole('button', { name: 'Add organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add organization' });
  await expect(dialog.getByLabel('Organization name')).toBeVisible();
  // Its first field takes the focus, as in a dialog mounted when it opens, so Esc closes it at once.
  await expect(dialog.getByLabel('Organization name')).toBeFocused();
  await expect.poll(() => regions.length).toBe(1);
  await dialog.getByLabel('Organization name').fill('Harbour Depot');

  // Closed, it is destroyed as any dialog: the next opening starts empty.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);
  await page.getByRole('button', { name: 'Add organization' }).click();
  await expect(dialog.getByLabel('Organization name')).toHaveValue('');
});

test('creates an organisation after every validation message and the duplicate answer', async ({ page, request }) => {
  await signIn(page, 'u-admin', '/organization');
  await expect(page.getByRole('link', { name: 'Open Harbour Convention Center' })).toBeVisible();
  await page.getByRole('button', { name: 'Add organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add organization' });
  const name = dialog.getByLabel('Organization name');
  const ok = dialog.getByRole('button', { name: 'OK' });

  // Required fields
  await ok.click();
  await expect(dialog.getByText('Enter the organization name')).toBeVisible();
  await expect(dialog.getByText('Enter an administrator account')).toBeVisible();
  await expect(dialog.getByText('Select the organization location')).toBeVisible();
  await expect(dialog.getByText('Enter the street address')).toBeVisible();

  // The name rules, one message at a time
  const nameMessages: Array<[string, string]> = [
    ['abc', 'Minimum length must be 4 or more'],
    [' Harbour Depot', 'Must not start or end with a space'],
    ['Harbour Depot ', 'Must not start or end with a space'],
    ['Harbour <Depot>', 'Must not contain < > / ? ; : \' " [ ] { } | ( ) ` ~'],
    ['x'.repeat(65), 'Maximum length is 64 characters'],
  ];
  for (const [value, message] of nameMessages) {
    await name.fill(value);
    await expect(dialog.locator('#createOrganization_name_help')).toHaveText(message);
  }
  await dialog.getByLabel('Organization code').fill('HFG/ND');
  await expect(dialog.locator('#createOrganization_code_help')).toHaveText(
    'Must not contain < > / ? ; : \' " [ ] { } | ( ) ` ~',
  );
  await dialog.getByLabel('Organization code').fill('HFG-ND');

  // Administrators: at least one, each valid; rows can be added and removed
  const removeFirst = dialog.getByRole('button', { name: 'Remove administrator 1' });
  await expect(removeFirst).toBeDisabled();
  await dialog.getByLabel('Administrator account 1').fill('not-an-account');
  await expect(dialog.locator('#createOrganization_admins_0_account_help')).toHaveText(
    'Enter a valid e-mail address or phone number',
  );
  await dialog.getByLabel('Administrator account 1').fill('ops@harbour.example');
  await dialog.getByRole('button', { name: 'Add administrator' }).click();
  await dialog.getByLabel('Administrator account 2').fill('12');
  await expect(dialog.locator('#createOrganization_admins_1_account_help')).toHaveText(
    'Enter a valid e-mail address or phone number',
  );
  await dialog.getByRole('button', { name: 'Remove administrator 2' }).click();
  await expect(dialog.getByLabel('Administrator account 2')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add administrator' }).click();
  await dialog.getByLabel('Administrator account 2').fill('+1 415 555 0100');

  await pickRegion(page, dialog, ['United States', 'California', 'San Jose']);
  await dialog.getByLabel('Street address').fill('10 Pier Rd');

  // The platform's duplicate answer: a toast and the name field, the form stays filled
  await name.fill('Harbour Convention Center');
  await ok.click();
  await toastShown(page, 'Organization name is duplicate');
  await expect(dialog.locator('#createOrganization_name_help')).toHaveText('Organization name is duplicate');
  await expect(dialog.getByLabel('Street address')).toHaveValue('10 Pier Rd');

  // A platform failure: "Add Failed", the form stays filled
  await name.fill('Harbour Depot North');
  await setFaults(request, {
    rules: [{ path: '/api/ropc/business', method: 'POST', kind: 'code', code: '000500', times: 1 }],
  });
  await ok.click();
  await toastShown(page, 'Add Failed');
  await expect(name).toHaveValue('Harbour Depot North');
  await expect(dialog.getByLabel('Administrator account 2')).toHaveValue('+1 415 555 0100');

  // Submitting twice sends one request
  await setFaults(request, { latencyMs: 600 });
  let creates = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/ropc/business') creates += 1;
  });
  await ok.click();
  await ok.click({ force: true });
  await toastShown(page, 'Add Successful');
  await expect(dialog).toBeHidden();
  expect(creates).toBe(1);
  const row = page.getByRole('row', { name: /Harbour Depot North/ });
  await expect(row).toContainText('United States / California / San Jose');
  await expect(row).toContainText('ops@harbour.example');
  await expect(row).toContainText('+1 415 555 0100');
  await expect(row).toContainText('Direct operation');
});

test('opens an organisation, renames it and goes back with the filters and page kept', async ({ page }) => {
  await signIn(page, 'u-admin', '/organization');
  await expect(page.getByRole('link', { name: 'Open Bayview Shopping Mall' })).toBeVisible();
  await seedOrganizations(
    page,
    Array.from({ length: 10 }, (_, i) => `Harbour Depot ${String(i + 1).padStart(2, '0')}`),
  );

  const search = page.locator('.ant-pro-table-search');
  await search.getByLabel('Organization name').fill('Harbour');
  await search.getByRole('button', { name: /Search$/ }).click();
  await expect(page).toHaveURL(/name=Harbour/);
  await expect(page.getByText('1–10 of 12')).toBeVisible();
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/current=2/);
  await expect(page.getByRole('link', { name: 'Open Harbour Airport Terminal 2' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Bayview Shopping Mall' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Open Harbour Airport Terminal 2' }).click();
  await expect(page).toHaveURL(/org=org-1-1/);
  await expect(page.getByText('Organization details')).toBeVisible();
  await expect(page.getByText('United States / California / San Francisco')).toBeVisible();
  await expect(page.getByText('HFG-T2')).toBeVisible();

  await page.getByRole('button', { name: 'Rename' }).click();
  const input = page.getByRole('textbox', { name: 'Organization name' });
  const save = page.getByRole('button', { name: 'Save' });
  const help = page.locator('#renameOrganization_name_help');
  await input.fill('T2');
  await save.click();
  await expect(help).toHaveText('Minimum length must be 4 or more');
  await input.fill('Terminal 2 | Arrivals');
  await expect(help).toContainText('Must not contain');
  await input.fill('Bayview Shopping Mall');
  await save.click();
  await expect(help).toHaveText('Organization name is duplicate');
  await expect(input).toHaveValue('Bayview Shopping Mall');
  await input.fill('Harbour Airport Terminal B');
  await save.click();
  await toastShown(page, 'Name Change Successful');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Harbour Airport Terminal B');
  await expect(page.locator('.ant-descriptions strong')).toHaveText('Harbour Airport Terminal B');

  await page.getByRole('button', { name: 'Back to list' }).click();
  await expect(page).not.toHaveURL(/org=/);
  await expect(page).toHaveURL(/name=Harbour/);
  await expect(page).toHaveURL(/current=2/);
  await expect(search.getByLabel('Organization name')).toHaveValue('Harbour');
  await expect(page.locator('.ant-pagination-item-2')).toHaveClass(/ant-pagination-item-active/);
  await expect(page.getByRole('link', { name: 'Open Harbour Airport Terminal B' })).toBeVisible();
});

test('a name too long for its column is cut, and its tooltip shows it whole on hover and on focus', async ({
  page,
}) => {
  await signIn(page, 'u-admin', '/organization');
  const long = 'Harbour Facilities Group Northern Waterfront Logistics Depot 42';
  await seedOrganizations(page, [long]);
  await page.reload();
  const link = page.getByRole('link', { name: `Open ${long}` });
  await expect(link).toBeVisible();
  expect(await link.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const tooltip = page.getByRole('tooltip').filter({ visible: true });
  // A name that fits has none.
  await page.getByRole('link', { name: 'Open Bayview Shopping Mall' }).hover();
  await expect(page.getByRole('link', { name: 'Open Bayview Shopping Mall' })).toBeVisible();
  await expect(tooltip).toHaveCount(0);
  await link.hover();
  await expect(tooltip).toHaveText(long);
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);
  await link.focus();
  await expect(tooltip).toHaveText(long);
});

test('searches organisations by code: the code filter lives in the URL and survives a reload', async ({ page }) => {
  await signIn(page, 'u-admin', '/organization');
  await expect(page.getByRole('link', { name: 'Open Bayview Shopping Mall' })).toBeVisible();
  const search = page.locator('.ant-pro-table-search');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');

  // Part of a code, any case
  await search.getByLabel('Organization code').fill('hfg-t');
  await search.getByRole('button', { name: /Search$/ }).click();
  await expect(page).toHaveURL(/[?&]code=hfg-t(&|$)/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Harbour Airport Terminal 2');
  await expect(rows.first()).toContainText('HFG-T2');

  await page.reload();
  await expect(search.getByLabel('Organization code')).toHaveValue('hfg-t');
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Open Harbour Airport Terminal 2' })).toBeVisible();

  // A code nobody has
  await search.getByLabel('Organization code').fill('NOPE-404');
  await search.getByRole('button', { name: /Search$/ }).click();
  await expect(page).toHaveURL(/[?&]code=NOPE-404/);
  await expect(rows).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open Bayview Shopping Mall' })).toHaveCount(0);
});

test('without organization:update an opened organisation offers no rename', async ({ page }) => {
  await page.route('**/api/ropc/auth/role/info', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.menuAuths = body.data.menuAuths.filter((code: string) => code !== 'organization:update');
    await route.fulfill({ response, json: body });
  });
  await signIn(page, 'u-admin', '/organization?org=org-1-1');
  await expect(page.getByText('Organization details')).toBeVisible();
  await expect(page.locator('.ant-descriptions strong')).toHaveText('Harbour Airport Terminal 2');
  await expect(page.getByRole('button', { name: 'Rename' })).toHaveCount(0);
});

test('adds a subordinate distributor through the confirmation; nothing can be deleted', async ({ page }) => {
  await signIn(page, 'u-distributor', '/?mode=distributor&busId=org-2&fromBusId=dist-1');
  await page.getByRole('menuitem', { name: /Manufacturer Management/ }).click();
  await expect(page.getByText('Current distributor: Pacific Robotics Distribution')).toBeVisible();
  await expect(page.getByRole('row', { name: /関東ロボティクス販売/ })).toContainText('Level 2');

  await page.getByRole('button', { name: 'Add subordinate distributor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add subordinate distributor' });
  const name = dialog.getByLabel('Distributor name');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText('Enter the distributor name')).toBeVisible();
  await name.fill('West/Coast');
  await expect(dialog.locator('#createDistributor_name_help')).toContainText('Must not contain');
  await name.fill('West Coast ');
  await expect(dialog.locator('#createDistributor_name_help')).toHaveText('Must not start or end with a space');

  const confirm = page
    .getByRole('dialog')
    .filter({ hasText: 'Confirm the creation of this distributor? Once created, it cannot be deleted!' });
  // Duplicate name: confirmed, refused by the platform, shown on the field
  await name.fill('関東ロボティクス販売');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await toastShown(page, 'Distributor name is duplicate');
  await expect(dialog.locator('#createDistributor_name_help')).toHaveText('Distributor name is duplicate');

  // Cancelling the confirmation creates nothing and keeps the form
  await name.fill('Pacific Robotics West');
  await dialog.getByLabel('Distributor code').fill('PRW');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(name).toHaveValue('Pacific Robotics West');
  await expect(page.getByRole('row', { name: /Pacific Robotics West/ })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'OK' }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await toastShown(page, 'Add Successful');
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Pacific Robotics West/ });
  await expect(row).toContainText('PRW');
  await expect(row).toContainText('Level 2');
  await expect(row).toContainText('Pacific Robotics Distribution');
  await expect(page.getByRole('button', { name: /delete/i })).toHaveCount(0);
});

test('without the create codes there are no create buttons', async ({ page }) => {
  // The role answer without organization:create and manufacturer:create.
  await page.route('**/api/ropc/auth/role/info', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.menuAuths = body.data.menuAuths.filter(
      (code: string) => code !== 'organization:create' && code !== 'manufacturer:create',
    );
    await route.fulfill({ response, json: body });
  });
  await signIn(page, 'u-distributor', '/?mode=distributor&busId=org-2&fromBusId=dist-1');
  await page.getByRole('menuitem', { name: /Manufacturer Management/ }).click();
  await expect(page.getByRole('row', { name: /関東ロボティクス販売/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add subordinate distributor' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: /Organization Management/ }).click();
  await expect(page.getByRole('link', { name: /Open 羽田ターミナルビル/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add organization' })).toHaveCount(0);
  // organization:update is kept: renaming is still offered
  await page.getByRole('link', { name: /Open 羽田ターミナルビル/ }).click();
  await expect(page.getByRole('button', { name: 'Rename' })).toBeVisible();
});

test('column settings are kept per user across visits', async ({ page }) => {
  await signIn(page, 'u-admin', '/organization');
  await expect(page.getByRole('columnheader', { name: 'Street address' })).toBeVisible();
  // A labelled button, reachable by keyboard; its panel's code loads on this first press and then opens.
  await page.getByRole('button', { name: 'Column settings' }).focus();
  await page.keyboard.press('Enter');
  await page.locator('.ant-tree-treenode', { hasText: 'Street address' }).locator('.ant-tree-checkbox').click();
  await expect(page.getByRole('columnheader', { name: 'Street address' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('ropc.columns.organization.u-admin'))).toContain('address');

  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Organization location' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Street address' })).toHaveCount(0);
});

const LANGUAGES = [
  {
    locale: 'ja-JP',
    create: '組織を追加',
    minLength: '4文字以上で入力してください',
    location: '所在地を選択してください',
    region: 'アメリカ合衆国 / カリフォルニア州 / サンフランシスコ',
    menu: /メーカー管理/,
    base: '基本情報',
    distributor: '下位販売店を追加',
    confirm: 'この販売店を作成しますか？作成後は削除できません。',
  },
  {
    locale: 'zh-CN',
    create: '添加组织',
    minLength: '至少输入4个字符',
    location: '请选择组织所在地',
    region: '美国 / 加利福尼亚州 / 旧金山',
    menu: /厂商管理/,
    base: '基本信息',
    distributor: '添加下级经销商',
    confirm: '确认创建该经销商吗？创建后将无法删除！',
  },
] as const;

for (const lang of LANGUAGES) {
  test(`organisations and distributors speak ${lang.locale}`, async ({ page }) => {
    await useLanguage(page, lang.locale);
    await signIn(page, 'u-admin', '/organization');
    await expect(page.getByText(lang.region).first()).toBeVisible();
    await page.getByRole('button', { name: lang.create }).click();
    const dialog = page.getByRole('dialog', { name: lang.create });
    await dialog.locator('#createOrganization_name').fill('abc');
    await expect(dialog.getByText(lang.minLength)).toBeVisible();
    await dialog.locator('#createOrganization_name').blur();
    await dialog.locator('.ant-btn-primary').click();
    await expect(dialog.getByText(lang.location)).toBeVisible();
    await dialog.locator('.ant-btn-primary').press('Escape');
    await expect(dialog).toBeHidden();
    await page.locator('tbody a').first().click();
    await expect(page.getByText(lang.base)).toBeVisible();
    await expect(page.getByText(lang.region)).toBeVisible();
  });

  test(`the distributor confirmation speaks ${lang.locale}`, async ({ page }) => {
    await useLanguage(page, lang.locale);
    await signIn(page, 'u-distributor', '/?mode=distributor&busId=org-2&fromBusId=dist-1');
    await page.getByRole('menuitem', { name: lang.menu }).click();
    await page.getByRole('button', { name: lang.distributor }).click();
    const dialog = page.getByRole('dialog', { name: lang.distributor });
    await dialog.locator('#createDistributor_name').fill('Pacific Robotics West');
    await dialog.locator('.ant-btn-primary').click();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText(lang.confirm);
  });
}
