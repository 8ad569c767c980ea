// Alarms as they happen, as the views show them (issue 46): an alarm raised through the simulator appears in an open
// list without losing its page or filter, marked new; Home's figures follow (desktop-notifications.spec.ts: the
// desktop notifications).
import type { Locator, Page } from '@playwright/test';
import { text, type Locale } from './catalogs';
import { expect, test } from './fixtures';
import { clear, raise, streamOf } from './liveAlarms';
import { platform, resetSimulator, signIn, useLanguage } from './support';

test.beforeEach(async ({ request }) => resetSimulator(request));

/**
 * Resolves once the browser's stream is open and no read of the list is in flight: from then on, rows change only
 * by the events that follow (a first stream publishes no reset; a read answered after an event could hide it).
 */
function listSettled(page: Page) {
  let order = 0;
  let streamAt = 0;
  const stream = streamOf(page);
  const reads: { at: number; done: boolean }[] = [];
  const byRequest = new Map<object, { at: number; done: boolean }>();
  page.on('response', (res) => {
    if (!streamAt && new URL(res.url()).pathname === '/api/ropc/alarm/stream') streamAt = ++order;
  });
  page.on('request', (req) => {
    if (new URL(req.url()).pathname !== '/api/ropc/alarm/page') return;
    const read = { at: ++order, done: false };
    reads.push(read);
    byRequest.set(req, read);
  });
  page.on('requestfinished', (req) => {
    const read = byRequest.get(req);
    if (read) read.done = true;
  });
  return async () => {
    await stream();
    await expect
      .poll(() => !!streamAt && reads.length > 0 && reads.every((read) => read.done), {
        message: 'the stream open and every read of the list answered',
      })
      .toBe(true);
  };
}

const list = (page: Page) => page.locator('.ant-drawer-open .ant-drawer-content');
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');
const rowTexts = (page: Page) => rows(page).allTextContents();
/** The number of a list total ("37 alarms" / "共37条" / "全37件"). */
const totalOf = async (drawer: Locator) =>
  Number(((await drawer.locator('.ant-pagination-total-text').innerText()).match(/(\d+)/) || ['', '0'])[1]);

const LOCALES: Locale[] = ['en-US', 'ja-JP'];
for (const locale of LOCALES) {
  test(`a new alarm of the list's filter appears on top of the open list, marked new until opened (${locale})`, async ({
    page,
    request,
  }) => {
    await useLanguage(page, locale);
    const settled = listSettled(page);
    await signIn(page, 'u-admin', '/home?alarms=open&alarmType=machineTrapped');
    await expect(rows(page).first()).toBeVisible();
    await settled();
    const before = await totalOf(list(page));

    await raise(request, { type: 'deviceFailure' }); // not of the filter: the list does not take it
    const [id] = await raise(request, { type: 'machineTrapped' });
    const marked = list(page).getByTestId('alarm-new');
    await expect(marked).toHaveCount(1);
    await expect(rows(page).first().getByTestId('alarm-new')).toHaveText(text(locale, 'alarm.live.new'));
    await expect.poll(() => totalOf(list(page))).toBe(before + 1);
    expect(new URL(page.url()).searchParams.get('alarmType')).toBe('machineTrapped');

    await rows(page).first().getByRole('button').first().click();
    await expect(page).toHaveURL(new RegExp(`alarmId=${id}`));
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/alarmId=/);
    await expect(marked).toHaveCount(0);
  });
}

test('on a later page no row moves: the new alarms wait behind "show", which leads to page 1 with the filter kept', async ({
  page,
  request,
}) => {
  await signIn(page, 'u-admin', '/home');
  const unread = (await platform<{ total: number }>(page, 'POST', '/alarm/page', { read: 'unread', pageSize: 1 }))
    .total;
  expect(unread).toBeGreaterThan(10);
  const settled = listSettled(page);
  await page.goto('/home?alarms=open&alarmRead=unread&alarmPage=2');
  await expect(rows(page).first()).toBeVisible();
  await settled();
  const shown = await rowTexts(page);

  await raise(request, { count: 3 });
  const offer = list(page).getByTestId('alarm-live-pending');
  await expect(offer).toContainText('3 new alarms match these filters.');
  expect(await rowTexts(page)).toEqual(shown);
  expect(new URL(page.url()).searchParams.get('alarmPage')).toBe('2');

  await offer.getByRole('button', { name: 'Show' }).click();
  await expect(page).not.toHaveURL(/alarmPage=/);
  expect(new URL(page.url()).searchParams.get('alarmRead')).toBe('unread');
  await expect(list(page).getByTestId('alarm-new')).toHaveCount(3);
  await expect(offer).toHaveCount(0);
});

test("Home's needs attention and fleet health follow alarms as they are raised and cleared", async ({
  page,
  request,
}) => {
  const stream = streamOf(page);
  await signIn(page, 'u-admin', '/home?period=all');
  const attention = page.getByTestId('attention-totals');
  const fleet = page.getByTestId('fleet-totals');
  await expect(attention).toBeVisible();
  await expect(fleet).toBeVisible();
  await stream();
  const attentionBefore = await attention.innerText();
  const fleetBefore = await fleet.innerText();

  // A new alarm is ongoing now: needs attention counts it (fleet health counts finished days only).
  await raise(request, { type: 'machineTrapped' });
  await expect(attention).not.toHaveText(attentionBefore);

  // The oldest ongoing alarm cleared: one ongoing fewer in fleet health's period.
  const oldest = await platform<{ list: { id: string }[] }>(page, 'POST', '/alarm/page', {
    state: 'ongoing',
    sortField: 'startedAt',
    sortOrder: 'ascend',
    pageSize: 1,
  });
  await clear(request, oldest.list[0].id);
  await expect(fleet).not.toHaveText(fleetBefore);
});
