import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { platform, resetSimulator, signIn, useLanguage } from './support';

test.beforeEach(async ({ request }) => resetSimulator(request));

/** The number in the bell's label ("Alarm messages, 37 unread" / "告警消息，37条未读"). */
async function unreadOf(bell: Locator): Promise<number> {
  const label = (await bell.getAttribute('aria-label')) || '';
  const match = label.match(/(\d+)/);
  return match ? Number(match[1]) : 0;
}

/** The number of a list total ("37 alarms" / "共37条" / "全37件"). */
async function totalOf(drawer: Locator): Promise<number> {
  const text = await drawer.locator('.ant-pagination-total-text').innerText();
  return Number((text.match(/(\d+)/) || ['', '0'])[1]);
}

/** Whether the organisation notifies `type` in the console (a muted type is not counted on the bell). */
const notified = async (page: Page, type: string) =>
  (await platform<{ alarmNotifications: Record<string, boolean> }>(page, 'GET', '/settings')).alarmNotifications[
    type
  ] !== false;

const enBell = (page: Page) => page.getByRole('button', { name: /^Alarm messages, / });

async function openBell(page: Page, recent = 'Recent alarms') {
  await enBell(page)
    .or(page.getByRole('button', { name: /^告警消息/ }))
    .click();
  const panel = page.getByRole('region', { name: recent });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  return panel;
}

test('opening an alarm from the bell marks it read: the count drops and stays down after a reload', async ({
  page,
}) => {
  await signIn(page, 'u-admin', '/home');
  const bell = page.getByRole('button', { name: /^Alarm messages, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const before = await unreadOf(bell);
  expect(before).toBeGreaterThan(1);

  const panel = await openBell(page);
  await panel.getByRole('switch', { name: 'Only unread' }).click();
  const first = panel.getByRole('listitem').first();
  await expect(first).toContainText('Unread');
  await expect(first.locator('time')).toHaveAttribute('title', /\d{4}/);
  await first.getByRole('button').click();

  const details = page.getByRole('dialog').filter({ hasText: 'Remedies' });
  await expect(details.getByRole('heading', { name: 'Reason' })).toBeVisible();
  await expect(details.locator('ol li').first()).toBeVisible();
  await expect(details.getByRole('link', { name: /Maintenance instructions for this alarm/ })).toHaveAttribute(
    'href',
    /^\/document\/maintenanceInstructions#alarm-(taskException|deviceFailure|locationLoss|consumableReplacement|rechargeFailed|elevatorRide|workstationFailure|machineTrapped|abnormalSupply|abnormalGate)$/,
  );
  await expect(page).toHaveURL(/[?&]alarmId=alm-\d+/);
  await expect(page.getByRole('button', { name: `Alarm messages, ${before - 1} unread` })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: `Alarm messages, ${before - 1} unread` })).toBeVisible();
  await expect(
    page.getByRole('dialog').filter({ hasText: 'Remedies' }).getByText('Read', { exact: true }),
  ).toBeVisible();
  await page.getByRole('dialog').filter({ hasText: 'Remedies' }).getByRole('button', { name: 'Close' }).last().click();
  await expect(page).not.toHaveURL(/alarmId=/);
});

test('the only-unread switch leaves only unread alarms in the bell list', async ({ page }) => {
  await signIn(page, 'u-admin', '/home');
  const panel = await openBell(page);
  const items = panel.getByRole('listitem');
  const readItems = items.filter({ has: page.getByText('Read', { exact: true }) });
  await expect(readItems.first()).toBeVisible();

  await panel.getByRole('switch', { name: 'Only unread' }).click();
  await expect(panel.getByRole('switch', { name: 'Only unread' })).toBeChecked();
  await expect(readItems).toHaveCount(0);
  await expect(items.filter({ hasText: 'Unread' })).toHaveCount(await items.count());
  expect(await items.count()).toBeGreaterThan(0);
});

test('"More" opens the full list; filters and page live in the URL and survive a reload', async ({ page }) => {
  await signIn(page, 'u-admin', '/home');
  const panel = await openBell(page);
  await panel.getByRole('switch', { name: 'Only unread' }).click();
  await panel.getByRole('button', { name: 'More' }).click();

  await expect(page).toHaveURL(/[?&]alarms=open/);
  await expect(page).toHaveURL(/[?&]alarmRead=unread/);
  const drawer = page.locator('.ant-drawer-content').filter({ hasText: 'Mark all as read' });
  const rows = drawer.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(10);
  await expect(rows.filter({ hasText: 'Unread' })).toHaveCount(10);
  await expect(drawer.getByText(/^\d+ alarms$/)).toBeVisible();

  await drawer.getByRole('listitem', { name: '2' }).click();
  await expect(page).toHaveURL(/[?&]alarmPage=2/);

  await drawer.getByRole('combobox', { name: 'Alarm type' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Device failure' }).click();
  await expect(page).toHaveURL(/[?&]alarmType=deviceFailure/);
  await expect(page).not.toHaveURL(/alarmPage=/);
  await expect(rows.first()).toContainText('Device failure');
  const filteredTotal = await drawer.getByText(/^\d+ alarms?$/).innerText();

  await page.reload();
  await expect(page).toHaveURL(/alarms=open.*alarmType=deviceFailure|alarmType=deviceFailure.*alarms=open/);
  await expect(drawer.getByText(filteredTotal, { exact: true })).toBeVisible();
  await expect(drawer.locator('.ant-select-selection-item').filter({ hasText: 'Device failure' })).toBeVisible();
  await expect(
    drawer.getByRole('radiogroup', { name: 'Read status' }).locator('.ant-segmented-item-selected'),
  ).toHaveText('Unread');
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  await expect(rows.filter({ hasText: 'Device failure' })).toHaveCount(count);
  await expect(rows.filter({ hasText: 'Unread' })).toHaveCount(count);

  // A time range and a device from a shared link.
  const today = new Date();
  const day = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const from = day(new Date(today.getTime() - 2 * 86_400_000));
  await page.goto(`/home?alarms=open&alarmFrom=${from}&alarmTo=${day(today)}`);
  await expect(drawer.getByPlaceholder('From')).toHaveValue(from);
  await expect(rows.first()).toBeVisible();
  const starts = await rows.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') || ''));
  starts.forEach((iso) => expect(Date.parse(iso)).toBeGreaterThanOrEqual(new Date(`${from}T00:00:00`).getTime()));

  const device = await rows.first().locator('td').nth(2).innerText();
  await drawer.getByRole('combobox', { name: 'Device' }).fill(device);
  await page.locator('.ant-select-item-option').filter({ hasText: device }).click();
  await expect(page).toHaveURL(/[?&]alarmDevice=/);
  await expect(rows.first()).toContainText(device);
  await expect(rows.filter({ hasNotText: device })).toHaveCount(0);
});

test('"Mark all as read" reads every alarm of the current filter, and only those', async ({ page }) => {
  await signIn(page, 'u-admin', '/home');
  const bell = page.getByRole('button', { name: /^Alarm messages, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const before = await unreadOf(bell);

  await page.goto('/home?alarms=open&alarmType=deviceFailure&alarmRead=unread');
  const drawer = page.locator('.ant-drawer-content').filter({ hasText: 'Mark all as read' });
  const rows = drawer.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  // Every unread device failure, on every page of the list.
  const marked = await totalOf(drawer);
  expect(marked).toBeGreaterThan(0);
  // The bell counts only the types the organisation notifies.
  const expectedBell = (await notified(page, 'deviceFailure')) ? before - marked : before;

  await drawer.getByRole('button', { name: 'Mark all as read' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`${marked} alarm${marked === 1 ? '' : 's'} marked as read`)).toBeVisible();
  await expect(rows).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Alarm messages, ${expectedBell} unread` })).toBeVisible();

  // The empty list offers to clear its filters (the filter bar has the same button).
  await drawer.getByTestId('filtered-empty').getByRole('button', { name: 'Clear filters' }).click();
  await drawer.locator('.ant-segmented-item').filter({ hasText: 'Unread' }).click();
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Device failure' })).toHaveCount(0);
});

test('a muted alarm type: not on the bell, but in the full list, and "Mark all as read" marks what the list shows', async ({
  page,
}) => {
  await signIn(page, 'u-admin', '/home');
  await expect(enBell(page)).toBeVisible();
  // Muted from another console of the organisation (Platform Settings).
  await platform(page, 'PATCH', '/settings', { alarmNotifications: { deviceFailure: false } });
  const muted = (
    await platform<{ total: number }>(page, 'POST', '/alarm/page', {
      type: 'deviceFailure',
      read: 'unread',
      pageSize: 1,
    })
  ).total;
  expect(muted).toBeGreaterThan(0);

  await page.goto('/home?alarms=open&alarmRead=unread');
  const bell = page.getByRole('button', { name: /^Alarm messages, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const counted = await unreadOf(bell);
  const drawer = page.locator('.ant-drawer-content').filter({ hasText: 'Mark all as read' });
  const rows = drawer.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const listed = await totalOf(drawer);
  expect(listed).toBe(counted + muted);

  await drawer.getByRole('button', { name: 'Mark all as read' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`${listed} alarms marked as read`)).toBeVisible();
  await expect(rows).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Alarm messages, no unread' })).toBeVisible();
});

test("switching organisation drops the previous organisation's device filter and page from the list", async ({
  page,
}) => {
  await signIn(page, 'u-admin', '/home');
  await expect(enBell(page)).toBeVisible();
  const devices = await platform<Array<{ id: string; name: string }>>(page, 'GET', '/alarm/devices');
  const device = devices[0];
  await page.goto(`/home?alarms=open&alarmType=deviceFailure&alarmDevice=${device.id}&alarmPage=2`);
  const drawer = page.locator('.ant-drawer-content').filter({ hasText: 'Mark all as read' });
  await expect(drawer.locator('.ant-select-selection-item').filter({ hasText: device.name })).toBeVisible();

  // The drawer's mask lies over the header: the organisation changes under the open list (pressed directly).
  await page.getByRole('button', { name: /^Current organization: / }).dispatchEvent('click');
  await page.getByRole('menuitem', { name: '東京クリーンサービス' }).click();
  await expect(page.getByRole('button', { name: /^Current organization: / })).toHaveText('東京クリーンサービス');
  await expect(page).not.toHaveURL(/alarmDevice=/);
  await expect(page).not.toHaveURL(/alarmPage=/);
  // The rest of the filter is not the organisation's: it stays.
  await expect(page).toHaveURL(/[?&]alarms=open/);
  await expect(page).toHaveURL(/[?&]alarmType=deviceFailure/);
  await expect(drawer.locator('.ant-select-selection-item').filter({ hasText: device.name })).toHaveCount(0);
  await expect(drawer.locator('.ant-select-selection-item').filter({ hasText: 'Device failure' })).toBeVisible();
});

test('the same flow in Chinese: count, only unread, details, more and mark all as read', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await signIn(page, 'u-admin', '/home');
  const bell = page.getByRole('button', { name: /^告警消息，\d+条未读$/ });
  await expect(bell).toBeVisible();
  const before = await unreadOf(bell);

  const panel = await openBell(page, '最新告警');
  await panel.getByRole('switch', { name: '仅看未读' }).click();
  await expect(panel.getByRole('listitem').filter({ has: page.getByText('已读', { exact: true }) })).toHaveCount(0);
  await expect(panel.getByRole('listitem').first()).toContainText(/\d+(分钟|小时|天)|不足1分钟/);
  await panel.getByRole('listitem').first().getByRole('button').click();

  const details = page.getByRole('dialog').filter({ hasText: '处理方法' });
  await expect(details.getByRole('heading', { name: '原因' })).toBeVisible();
  await expect(details.locator('ol li').first()).toHaveText(/[\u4e00-\u9fff]/);
  await expect(page.getByRole('button', { name: `告警消息，${before - 1}条未读` })).toBeVisible();
  await details.getByRole('button', { name: /^关\s?闭$/ }).click();

  const again = await openBell(page, '最新告警');
  await again.getByRole('button', { name: '查看更多' }).click();
  await expect(page).toHaveURL(/[?&]alarms=open/);
  const drawer = page.locator('.ant-drawer-content').filter({ hasText: '全部标为已读' });
  await expect(drawer.getByText('告警消息', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('columnheader', { name: '持续时长' })).toBeVisible();
  // "Mark all" marks what the list shows: its unread alarms (muted types too), not the bell's count.
  await drawer.locator('.ant-segmented-item').filter({ hasText: '未读' }).click();
  await expect(page).toHaveURL(/[?&]alarmRead=unread/);
  const zhRows = drawer.locator('.ant-table-tbody tr.ant-table-row');
  await expect(zhRows.first()).toBeVisible();
  await expect(zhRows.filter({ hasText: '已读' })).toHaveCount(0);
  await expect(drawer.locator('.ant-spin-spinning')).toHaveCount(0);
  const unreadListed = await totalOf(drawer);
  expect(unreadListed).toBeGreaterThanOrEqual(before - 1);
  await drawer.getByRole('button', { name: '全部标为已读' }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /^确\s?认$/ })
    .click();
  await expect(page.getByText(`已将${unreadListed}条告警标为已读`)).toBeVisible();
  await expect(page.getByRole('button', { name: '告警消息，无未读' })).toBeVisible();
});

test('Japanese: the bell list and the full list speak Japanese', async ({ page }) => {
  await useLanguage(page, 'ja-JP');
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByRole('button', { name: /^アラーム、未読\d+件$/ })).toBeVisible();
  await page.getByRole('button', { name: /^アラーム、未読/ }).click();
  const panel = page.getByRole('region', { name: '最近のアラーム' });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await expect(panel.getByRole('switch', { name: '未読のみ' })).toBeVisible();
  await panel.getByRole('button', { name: 'もっと見る' }).click();
  const drawer = page.locator('.ant-drawer-content').filter({ hasText: 'すべて既読にする' });
  await expect(drawer.getByRole('columnheader', { name: '継続時間' })).toBeVisible();
  await expect(drawer.getByText(/^全\d+件$/)).toBeVisible();
  await drawer.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('button').click();
  const details = page.getByRole('dialog').filter({ hasText: '対処方法' });
  await expect(details.getByRole('heading', { name: '原因' })).toBeVisible();
});

test('Esc closes the alarm details, then the list: the focus comes back to the list in between', async ({ page }) => {
  await signIn(page, 'u-admin', '/home?alarms=open');
  const list = page.locator('.ant-drawer-open').filter({ hasText: 'Mark all as read' });
  const firstRow = list.locator('.ant-table-row').first();
  await expect(firstRow).toBeVisible({ timeout: 30_000 }); // the drawer's chunk, then its first page
  await firstRow.getByRole('button').first().click();
  const details = page.getByRole('dialog').filter({ hasText: 'Remedies' });
  await expect(details).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(list).toBeVisible();
  await expect.poll(() => list.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(page).not.toHaveURL(/alarms=open/);
});
