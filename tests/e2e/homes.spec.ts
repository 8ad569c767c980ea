// Where things live (issue 42): switching organisation on a detail page returns to the list, a filtered empty list
// offers Clear filters, and each setting has one home (the theme in My account, the organisation's
// settings beside its switcher), at desk and phone sizes, in the three languages.
import { expect, test } from './fixtures';
import { LOCALES, text } from './catalogs';
import { resetSimulator, signIn, useLanguage } from './support';

const LOADED = { timeout: 30_000 };
const SIZES = { desk: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };

test.beforeEach(async ({ request }) => resetSimulator(request));

test('switching organisation on a detail page returns to the list', async ({ page }) => {
  await signIn(page, 'u-admin', '/organization?org=org-1-1');
  await expect(page.getByText('Organization details')).toBeVisible(LOADED);
  await page.getByTestId('org-switcher').click();
  await page.getByRole('menuitem', { name: '東京クリーンサービス' }).click();
  await expect(page.getByTestId('org-switcher')).toContainText('東京クリーンサービス', LOADED);
  // The new organisation's list, not "does not exist".
  await expect(page.getByRole('link', { name: 'Open 羽田ターミナルビル' })).toBeVisible(LOADED);
  await expect(page).not.toHaveURL(/org=/);
  await expect(page.getByText(text('en-US', 'organization.notFound'))).toHaveCount(0);
  // A detail opened after the switch is the new organisation's.
  await page.getByRole('link', { name: 'Open 羽田ターミナルビル' }).click();
  await expect(page.getByText('Organization details')).toBeVisible();
  await expect(page).toHaveURL(/org=org-2-1/);
});

for (const locale of LOCALES) {
  test(`a filtered empty list offers Clear filters (${locale})`, async ({ page }) => {
    await useLanguage(page, locale);
    await signIn(page, 'u-admin', '/organization?name=no-such-organisation');
    const empty = page.getByTestId('filtered-empty');
    await expect(empty).toContainText(text(locale, 'common.empty.filtered'), LOADED);
    await empty.getByRole('button', { name: text(locale, 'common.clearFilters') }).click();
    await expect(page).not.toHaveURL(/name=/);
    await expect(page.getByRole('link', { name: /Bayview Shopping Mall/ })).toBeVisible();
    await expect(page.locator('.ant-pro-table-search input').first()).toHaveValue('');
  });
}

test('a filtered empty list offers Clear filters on people and alarm lists, on a phone', async ({ page }) => {
  await page.setViewportSize(SIZES.phone);
  await signIn(page, 'u-admin', '/user?account=nobody-here');
  const empty = page.getByTestId('filtered-empty');
  await empty.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/account=/);
  await expect(page.getByText('admin@harbour.example').first()).toBeVisible(LOADED);

  await page.goto('/home?alarms=open&alarmType=deviceFailure&alarmFrom=2020-01-01&alarmTo=2020-01-02');
  const alarmsEmpty = page.getByRole('dialog').getByTestId('filtered-empty');
  await expect(alarmsEmpty).toBeVisible(LOADED);
  await alarmsEmpty.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/alarms=open/);
  await expect(page).not.toHaveURL(/alarmType|alarmFrom|alarmTo/);
  await expect(page.getByRole('dialog').getByTestId('filtered-empty')).toHaveCount(0);
});

for (const locale of LOCALES) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`an administrator finds each setting in its one home (${locale}, ${size})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await useLanguage(page, locale);
      await signIn(page, 'u-admin', '/home');
      // The organisation's settings: beside its switcher, named after it, not in the personal menu.
      const gear = page.getByRole('button', {
        name: text(locale, 'shell.org.settings', { name: 'Harbour Facilities Group' }),
      });
      await expect(gear).toBeVisible(LOADED);
      const box = (await gear.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await page.getByTestId('user-menu').click();
      await expect(page.getByRole('menuitem', { name: text(locale, 'shell.user.profile') })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: text(locale, 'shell.user.settings') })).toHaveCount(0);
      await page.keyboard.press('Escape');

      await gear.click();
      const settings = page.getByRole('dialog', { name: text(locale, 'settings.title') });
      await expect(settings.getByText(text(locale, 'settings.timeZone'), { exact: true })).toBeVisible(LOADED);
      // The theme is the person's: not here.
      await expect(settings.getByTestId('theme-switch')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(settings).toBeHidden();

      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: text(locale, 'shell.user.profile') }).click();
      const profile = page.getByRole('dialog', { name: text(locale, 'profile.title') });
      await profile.getByRole('tab', { name: text(locale, 'profile.tab.appearance') }).click();
      await expect(profile.getByTestId('theme-switch')).toBeVisible(LOADED);
    });
  }
}
