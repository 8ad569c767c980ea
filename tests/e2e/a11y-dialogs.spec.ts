// Every modal, drawer, confirmation, popover and menu that exists today passes axe's WCAG 2.1 AA rules (no serious
// or critical violation) while open, in the three languages: one sign-in per language, each opened and closed in
// turn. The routes themselves are checked by a11y.spec.ts. Not here yet: My account and Platform Settings
// drawers (their area is being built; add them to this walk when they land).
import type { Locator, Page } from '@playwright/test';
import { seriousA11yViolations } from './axe';
import { LOCALES, text, type MessageKey } from './catalogs';
import { expect, test } from './fixtures';
import { motionDone } from './settle';
import { resetSimulator, signIn, useLanguage } from './support';

/** The overlays antd renders into <body>; axe only looks at the open (visible) ones. */
const OVERLAYS = '.ant-modal-wrap, .ant-drawer, .ant-popover, .ant-dropdown, .ant-select-dropdown';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A button label, after its icon's name if any; antd spaces out two-character CJK labels ("编 辑"). */
const label = (text: string) => new RegExp(`(^|\\s)${[...text].map(escape).join('\\s?')}$`);

for (const locale of LOCALES) {
  test(`every open dialog, drawer, confirmation and menu passes axe in ${locale}`, async ({ page, request }) => {
    test.setTimeout(360_000);
    const t = (key: MessageKey, values?: Record<string, string>) => text(locale, key, values);
    const button = (scope: Page | Locator, key: MessageKey) => scope.getByRole('button', { name: label(t(key)) });
    const row = (text: string) => page.getByRole('row').filter({ hasText: text });
    /** Opens a page and waits for its table (a page chunk and its first answer). */
    async function open(path: string, rowText: string) {
      await page.goto(path);
      await expect(row(rowText)).toBeVisible({ timeout: 30_000 });
    }

    /** Waits for the overlay to be shown (motion included), then runs axe on the open overlays (the page behind
     *  them is a11y.spec.ts's). */
    async function check(what: string, overlay: Locator) {
      await expect(overlay).toBeVisible();
      await motionDone(page); // antd's opening motion
      // Soft: one run lists every overlay that fails, not only the first.
      expect.soft(await seriousA11yViolations(page, OVERLAYS), `axe violations on ${what} (${locale})`).toEqual([]);
    }
    async function closeWithEscape(overlay: Locator) {
      await page.keyboard.press('Escape');
      await expect(overlay).toBeHidden();
    }
    const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });
    const popconfirm = (question: MessageKey) =>
      page
        .locator('.ant-popconfirm')
        .filter({ hasText: t(question), visible: true })
        .last();

    await resetSimulator(request);
    await useLanguage(page, locale);
    await signIn(page, 'u-admin', '/role');
    await expect(row('Site supervisor')).toBeVisible({ timeout: 30_000 });

    // The header: organisation switcher, language menu, user menu, alarm bell and the alarm views.
    const orgSwitcher = page.getByRole('button', { name: new RegExp(`^${t('shell.org.label')}: `) });
    await orgSwitcher.click();
    const orgOptions = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    await check('organisation switcher', orgOptions);
    await closeWithEscape(orgOptions);

    for (const [what, name] of [
      ['language menu', t('layout.language')],
      ['user menu', t('shell.user.menu')],
    ] as const) {
      await page.getByRole('button', { name, exact: true }).click();
      const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
      await check(what, menu);
      await closeWithEscape(menu);
    }

    await page.getByRole('button', { name: new RegExp(`^${escape(t('alarm.title'))}`) }).click();
    const bell = page.getByRole('region', { name: t('alarm.bell.recent') });
    await expect(bell.getByRole('listitem').first()).toBeVisible();
    await check('alarm bell list', bell);
    await bell.getByRole('listitem').first().getByRole('button').click();
    const details = page.locator('.ant-drawer-open, .ant-modal-wrap').filter({ has: page.locator('ol li') });
    await check('alarm details', details);
    await closeWithEscape(details);

    await page.getByRole('button', { name: new RegExp(`^${escape(t('alarm.title'))}`) }).click();
    await bell.getByRole('button', { name: label(t('alarm.bell.more')) }).click();
    const center = page.locator('.ant-drawer-open').filter({ has: page.locator('.ant-table') });
    await expect(center.locator('.ant-table-row').first()).toBeVisible();
    await check('alarm center', center);
    await closeWithEscape(center);

    // Roles: add, edit, delete.
    await button(page, 'role.add').click();
    const addRole = dialog(t('role.add'));
    await expect(addRole.getByRole('tree')).toBeVisible();
    await check('add role drawer', addRole);
    await closeWithEscape(addRole);
    await button(row('Site supervisor'), 'common.edit').click();
    const editRole = dialog(t('role.edit'));
    await expect(editRole.getByRole('tree')).toBeVisible();
    await check('edit role drawer', editRole);
    await closeWithEscape(editRole);
    await button(row('Site supervisor'), 'common.delete').click();
    await check('delete role confirmation', popconfirm('role.delete.confirm'));
    await button(popconfirm('role.delete.confirm'), 'common.cancel').click();

    // Users: add, change role, remove.
    await open('/user', 'operator@harbour.example');
    await button(page, 'user.add').click();
    await check('add user dialog', dialog(t('user.add')));
    await closeWithEscape(dialog(t('user.add')));
    await button(row('operator@harbour.example'), 'user.changeRole').click();
    const changeRole = dialog(t('user.changeRole.title', { account: 'operator@harbour.example' }));
    await check('change role dialog', changeRole);
    await closeWithEscape(changeRole);
    await button(row('pending@harbour.example'), 'user.remove').click();
    await check('remove user confirmation', popconfirm('user.remove.confirm'));
    await button(popconfirm('user.remove.confirm'), 'common.cancel').click();

    // Accounts: edit, reset the password (and its notice), delete.
    await open('/account', 'pending@harbour.example');
    await button(row('pending@harbour.example'), 'common.edit').click();
    await check('edit account dialog', dialog(t('account.edit.title')));
    await closeWithEscape(dialog(t('account.edit.title')));
    await button(row('pending@harbour.example'), 'common.delete').click();
    await check('delete account confirmation', popconfirm('account.delete.confirm'));
    await button(popconfirm('account.delete.confirm'), 'common.cancel').click();
    await button(row('pending@harbour.example'), 'account.resetPassword').click();
    await check('reset password confirmation', popconfirm('account.resetPassword.confirm'));
    await button(popconfirm('account.resetPassword.confirm'), 'account.resetPassword').click();
    const notice = page.getByRole('dialog').filter({ has: page.getByTestId('default-password') });
    await check('password reset notice', notice);
    await button(notice, 'common.ok').click();

    // Organisations: create, details, rename.
    await page.goto('/organization');
    await button(page, 'organization.create').click();
    const createOrg = dialog(t('organization.create'));
    // With its validation messages. The dialog's code loads on demand and it then zooms in: a click during that
    // animation can miss the moving button, so click until the messages show.
    await expect(async () => {
      await button(createOrg, 'common.ok').click();
      await expect(createOrg.locator('.ant-form-item-explain-error').first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await check('add organization dialog', createOrg);
    await closeWithEscape(createOrg);
    await page.goto('/organization?org=org-1-1');
    await button(page, 'organization.rename').click();
    await expect(page.getByRole('textbox', { name: t('organization.field.name') })).toBeFocused();
    expect
      .soft(await seriousA11yViolations(page), `axe violations on organization details and rename (${locale})`)
      .toEqual([]);

    // Distributors (of an organisation a distributor serves): create, and its confirmation.
    await page.goto('/manufacturer');
    await orgSwitcher.click();
    await page.getByRole('menuitem', { name: '東京クリーンサービス' }).click();
    await expect(button(page, 'manufacturer.create')).toBeVisible({ timeout: 30_000 });
    await button(page, 'manufacturer.create').click();
    const createDistributor = dialog(t('manufacturer.create'));
    await check('add distributor dialog', createDistributor);
    await createDistributor.getByLabel(t('manufacturer.field.name')).fill('Pacific Robotics West');
    await button(createDistributor, 'common.ok').click();
    const confirmCreate = page.locator('.ant-modal-confirm').filter({ hasText: t('manufacturer.create.confirm') });
    await check('distributor creation confirmation', confirmCreate);
    await button(confirmCreate, 'common.cancel').click();
    await expect(confirmCreate).toBeHidden();
    await closeWithEscape(createDistributor);
  });
}
