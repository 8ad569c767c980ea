// Alarms as they happen, as the views show them (issue 46): an alarm raised through the simulator appears in an open
// list without losing its page or filter, marked new; Home's figures follow; a desktop notification comes for a
// chosen type only, after opt-in in My account, and once only with two tabs open.
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { text, type Locale } from './catalogs';
import { expect, test } from './fixtures';
import { platform, resetSimulator, signIn, useLanguage } from './support';

test.beforeEach(async ({ request }) => resetSimulator(request));

/** Raises alarms now through the simulator's control endpoint: their ids. */
async function raise(request: APIRequestContext, body: { type?: string; count?: number } = {}): Promise<string[]> {
  const res = await request.post('/api/__sim/alarms/raise', { data: { busId: 'org-1', ...body } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.ids;
}

/**
 * From a navigation on: resolves once this page's stream has answered (a stream of an earlier page may still count as
 * open on the simulator for a moment), so what is raised from then on comes as an event, not as a re-read.
 */
function streamOf(page: Page) {
  let opened = false;
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === '/api/ropc/alarm/stream' && res.status() === 200) opened = true;
  });
  return () => expect.poll(() => opened, { message: "this page's alarm stream open" }).toBe(true);
}

async function clear(request: APIRequestContext, id: string) {
  expect((await request.post('/api/__sim/alarms/raise', { data: { clear: id } })).ok()).toBeTruthy();
}

/**
 * Resolves once the list has read again after the browser's stream opened (a first stream publishes a reset, and
 * the views re-read): from then on, rows change only by the events that follow.
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
      .poll(() => !!streamAt && reads.some((read) => read.done && read.at > streamAt), {
        message: 'list read after the stream opened',
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

/**
 * The browser's notifications in every page of `context`, counted: a stand-in that starts unasked ("default"), is
 * allowed by the first prompt (as a user who clicks Allow), and records each notification shown and each prompt.
 * Chromium here answers "denied" whatever the context grants, so the permission is the stand-in's.
 */
async function countNotifications(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen = { shown: [] as { title: string; tag?: string }[], asked: 0 };
    (window as unknown as { __notifications: typeof seen }).__notifications = seen;
    let permission: NotificationPermission =
      localStorage.getItem('test.notifications') === 'granted' ? 'granted' : 'default';
    class Counting {
      static get permission() {
        return permission;
      }
      static async requestPermission() {
        seen.asked += 1;
        permission = 'granted';
        localStorage.setItem('test.notifications', 'granted');
        return permission;
      }
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        seen.shown.push({ title, tag: options?.tag });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: Counting, configurable: true, writable: true });
  });
}
const notifications = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __notifications: { shown: { title: string; tag?: string }[]; asked: number } })
        .__notifications,
  );

test('desktop notifications: only after opt-in, only of a chosen type, once with two tabs open', async ({
  page,
  context,
  request,
}) => {
  await countNotifications(context);
  await signIn(page, 'u-admin', '/home');
  // The organisation mutes device failures (Platform Settings → alarm notifications).
  await platform(page, 'PATCH', '/settings', { alarmNotifications: { deviceFailure: false } });
  const reloaded = streamOf(page);
  await page.reload();
  await expect(page.getByTestId('needs-attention')).toBeVisible();
  await reloaded();

  // Not turned on yet: an alarm notifies nothing on the desktop, and nothing asked the browser.
  await raise(request, { type: 'machineTrapped' });
  await expect(page.getByRole('button', { name: 'View' })).toBeVisible();
  expect(await notifications(page)).toEqual({ shown: [], asked: 0 });

  const profile = streamOf(page);
  await page.goto('/home?panel=profile');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const toggle = page.getByRole('switch', { name: 'Desktop notifications of alarms on this browser' });
  await expect(page.getByTestId('desktop-alarms-state')).toHaveText('Off');
  expect((await notifications(page)).asked).toBe(0);
  await toggle.focus();
  await page.keyboard.press('Space'); // keyboard reachable; the click that asks the browser
  await expect(page.getByTestId('desktop-alarms-state')).toHaveText('On');
  expect((await notifications(page)).asked).toBe(1);
  await profile();

  const second = await context.newPage();
  await second.goto('/home');
  await expect(second.getByTestId('needs-attention')).toBeVisible();
  // The second tab's live layer runs: it waits for the stream's lock, and hears the first tab's stream.
  await expect.poll(() => second.evaluate(async () => (await navigator.locks.query()).pending?.length || 0)).toBe(1);

  await raise(request, { type: 'deviceFailure' }); // muted: no notification
  const [id] = await raise(request, { type: 'machineTrapped' });
  await expect
    .poll(async () => [...(await notifications(page)).shown, ...(await notifications(second)).shown])
    .toEqual([{ title: 'New alarm: Machine trapped', tag: id }]);
  // Both tabs have heard of it (their notices show it), and still one notification: the stream's tab's.
  await expect(second.getByText('New alarm: Machine trapped', { exact: true })).toBeVisible();
  await expect(page.getByText('New alarm: Machine trapped', { exact: true })).toBeVisible();
  expect([...(await notifications(page)).shown, ...(await notifications(second)).shown]).toHaveLength(1);
  expect((await notifications(second)).asked).toBe(0);
});
