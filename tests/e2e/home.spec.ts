// Home dashboards: figures per period, trend charts loaded after the cards, the device overview and its export.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { resetSimulator, setFaults, signal, signIn, useLanguage } from './support';
import { recordRequests } from './observe';

test.beforeEach(async ({ request }) => resetSimulator(request));

const taskCount = (page: Page) => page.getByTestId('kpi-taskCount').getByTestId('kpi-value');
const numberOf = async (page: Page) => Number((await taskCount(page).innerText()).replace(/[^\d]/g, ''));
const overview = (page: Page) => page.getByTestId('device-overview');
const overviewTotal = (page: Page) => overview(page).locator('.ant-pagination-total-text');
const totalOf = async (page: Page) => Number((await overviewTotal(page).innerText()).replace(/[^\d]/g, ''));
const chartCanvas = (page: Page) => page.getByTestId('trends').locator('canvas');
// The overview loads after the cards, alongside the charts and fleet health: on a busy CI machine that takes a while.
const LOADED = { timeout: 30_000 };

/** A chunk of the charting library: named after @antv, or holding G2's code. */
const isAntv = (url: string, body: string) => /antv/i.test(url) || body.includes('g2-tooltip');

async function pick(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await select.focus();
  await select.press('ArrowDown');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

test('the KPI cards show before any @antv script is requested; the charts follow', async ({ page }) => {
  const antvRequests: Array<{ url: string; cardsOnScreen: number }> = [];
  const released = signal();
  await page.route('**/*.js', async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (isAntv(route.request().url(), body)) {
      antvRequests.push({ url: route.request().url(), cardsOnScreen: await page.getByTestId('kpi-taskCount').count() });
      await released.promise;
    }
    await route.fulfill({ response, body });
  });
  await signIn(page, 'u-admin', '/home');
  await expect(taskCount(page)).toHaveText(/\d/);
  await expect(page.getByTestId('kpi-efficiency')).toContainText('m²/h');
  await expect(chartCanvas(page)).toHaveCount(0);
  await expect.poll(() => antvRequests.length).toBeGreaterThan(0); // the charts module comes after the cards
  expect(antvRequests.every((r) => r.cardsOnScreen === 1)).toBe(true);
  released.done();
  await expect(chartCanvas(page)).toHaveCount(4, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Cleaning area per day' })).toBeVisible();
});

test('switching periods changes the figures and the URL', async ({ page }) => {
  await signIn(page, 'u-admin', '/home');
  await expect(taskCount(page)).toHaveText(/\d/);
  const week = await numberOf(page);
  expect(week).toBeGreaterThan(0);
  await expect(page.getByTestId('kpi-taskCount')).toContainText('vs previous 7 days');

  await page.getByText('Last 30 Days', { exact: true }).click();
  await expect(page).toHaveURL(/period=30/);
  await expect(page.getByTestId('kpi-taskCount')).toContainText('vs previous 30 days');
  const month = await numberOf(page);
  expect(month).toBeGreaterThan(week * 3);

  await page.getByText('All', { exact: true }).click();
  await expect(page).toHaveURL(/period=all/);
  await expect.poll(() => numberOf(page)).toBeGreaterThan(month * 2);
  await expect(page.getByTestId('kpi-taskCount')).not.toContainText('vs previous');

  await page.goto('/home?period=30');
  await expect(page.getByTestId('kpi-taskCount')).toContainText('vs previous 30 days');
  expect(await numberOf(page)).toBe(month);
});

test('filters narrow the overview, and the export holds exactly the filtered rows', async ({ page }) => {
  await signIn(page, 'u-admin', '/home?period=30');
  await expect(overviewTotal(page)).toHaveText(/\d+ devices/, LOADED);
  const all = await totalOf(page);

  await pick(page, 'Organization', 'Harbour Convention Center');
  await expect(page).toHaveURL(/org=org-1-2/);
  await expect.poll(() => totalOf(page)).toBeLessThan(all);
  await pick(page, 'Device type', 'Vacuum');
  await expect(page).toHaveURL(/type=vacuum/);
  await expect.poll(() => totalOf(page)).toBeLessThan(10);
  const filtered = await totalOf(page);
  expect(filtered).toBeGreaterThan(0);
  const rows = overview(page).locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(filtered);
  for (const row of await rows.all()) {
    await expect(row).toContainText('Harbour Convention Center');
    await expect(row).toContainText('Vacuum');
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByText(`Exported ${filtered} devices.`).waitFor(), // the success message closes after 1.5 s
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^device-overview-30d-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toContain('Device,Serial number,Organization,Device type,Task count (tasks)');
  expect(lines).toHaveLength(filtered + 1);
  lines.slice(1).forEach((line) => expect(line).toMatch(/^VC-HFG-CC-\d+,VC\d+,Harbour Convention Center,Vacuum,\d+,/));

  // One device, then back to all devices of the filtered organisation and type.
  const firstDevice = (await rows.first().locator('td').first().locator('strong').innerText()).trim();
  await pick(page, 'Device', firstDevice);
  await expect(page).toHaveURL(/device=/);
  await expect(rows).toHaveCount(1);
  await expect(overviewTotal(page)).toHaveText('1 device');
  await pick(page, 'Device', 'All devices');
  await expect(page).not.toHaveURL(/device=/);
  await expect(rows).toHaveCount(filtered);
});

test('the export fetches every filtered row, not just the page shown', async ({ page }) => {
  await signIn(page, 'u-admin', '/home?period=7');
  await expect(overviewTotal(page)).toHaveText(/\d+ devices/, LOADED);
  const total = await totalOf(page);
  expect(total).toBeGreaterThan(10);
  await expect(overview(page).locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(10);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.slice(1).trimEnd().split('\r\n')).toHaveLength(total + 1);
});

test('sorting the overview is kept in the URL', async ({ page }) => {
  await signIn(page, 'u-admin', '/home');
  await expect(overviewTotal(page)).toHaveText(/\d+ devices/, LOADED);
  const header = overview(page).getByRole('columnheader', { name: /Actual cleaning area/ });
  await header.click();
  await expect(page).toHaveURL(/sort=actualArea&order=ascend/);
  await header.click();
  await expect(page).toHaveURL(/order=descend/);
  // The address changes first; the rows of the new order follow with the platform's answer.
  const cells = overview(page).locator('.ant-table-tbody tr.ant-table-row td:nth-child(7)');
  const descending = async () => {
    const values = (await cells.allInnerTexts()).map((v) => Number(v.replace(/[^\d]/g, '')));
    return values.length === 10 && values.every((value, i) => i === 0 || values[i - 1] >= value);
  };
  await expect.poll(descending).toBe(true);

  await overview(page).getByRole('columnheader', { name: 'Device type' }).click();
  await expect(page).toHaveURL(/sort=deviceType&order=ascend/);
  const types = overview(page).locator('.ant-table-tbody tr.ant-table-row td:nth-child(3)');
  // The platform orders by type key: disinfection, scrubber, sweeper, vacuum.
  await expect(types.first()).toHaveText('Disinfection');
  expect(new Set(await types.allInnerTexts()).size).toBeLessThanOrEqual(2);
});

test("once the figures show, the other periods' are asked ahead, and a switch to one asks no more", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/ropc/dashboard/summary')) asked.push(JSON.parse(r.postData() || '{}').period);
  });
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByTestId('kpi-taskCount')).toContainText('vs previous 7 days');
  const week = await numberOf(page);
  // Asked ahead once the page is idle: the other two periods, silently.
  await expect.poll(() => [...asked].sort(), LOADED).toEqual(['30', '7', 'all']);

  await page.getByText('Last 30 Days', { exact: true }).click();
  await expect(page.getByTestId('kpi-taskCount')).toContainText('vs previous 30 days');
  expect(await numberOf(page)).toBeGreaterThan(week * 3);
  await expect(page).toHaveURL(/period=30/);
  // Now Last 7 Days is asked ahead again (its first answer was taken); All Time's answer, asked ahead a moment ago,
  // still stands, so it is not asked again; Last 30 Days itself is never asked again.
  await expect.poll(() => asked.filter((p) => p === '7').length, LOADED).toBe(2);
  expect(asked.filter((p) => p === 'all')).toHaveLength(1);
  expect(asked.filter((p) => p === '30')).toHaveLength(1);
  await page.getByText('All', { exact: true }).click();
  await expect(page).toHaveURL(/period=all/);
  await expect(page.getByTestId('kpi-taskCount')).not.toContainText('vs previous 30 days');
  expect(asked.filter((p) => p === 'all')).toHaveLength(1);
});

test('a new period asks for the overview once', async ({ page }) => {
  const devices = recordRequests(page, (r) => r.url().endsWith('/api/ropc/dashboard/devices'));
  const asked = devices.sent;
  await signIn(page, 'u-admin', '/home?current=2');
  await expect(overviewTotal(page)).toHaveText(/\d+ devices/, LOADED);
  await expect.poll(() => asked.length).toBe(1);
  await page.getByText('Last 30 Days', { exact: true }).click();
  await expect(page).toHaveURL(/period=30/);
  await expect(page).not.toHaveURL(/current=/);
  await expect.poll(() => asked.length).toBe(2);
  // The new period's first page has come and shows: a second request for it would have gone out with this one.
  await devices.answered();
  await expect(overview(page).locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(overviewTotal(page)).toHaveText(/\d+ devices/);
  expect(asked).toHaveLength(2);
  expect(asked[1].postDataJSON()).toMatchObject({ period: '30', current: 1 });
});

test('the page in Japanese shows translated labels', async ({ page }) => {
  await useLanguage(page, 'ja-JP');
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByText('ようこそ、Alice Morgan さん')).toBeVisible();
  await expect(page.getByTestId('kpi-taskCount')).toContainText('タスク数');
  await expect(page.getByTestId('kpi-taskCount')).toContainText('前の7日間より');
  await expect(page.getByTestId('kpi-completionRate')).toContainText('清掃完了率');
  await expect(page.getByTestId('kpi-workingHours')).toContainText('時間');
  await expect(page.getByText('過去30日間', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '日別清掃面積' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'データ概要' })).toBeVisible();
  await expect(page.getByRole('button', { name: '組織を管理' })).toBeVisible();
  await expect(overviewTotal(page)).toHaveText(/全\d+台/);
});

test('a failed dashboard call shows an error state, and retry loads the figures', async ({ page, request }) => {
  // Twice: the boot script's early call (public/boot.js), then the app's own call when that answer was a failure.
  await setFaults(request, { rules: [{ path: '/api/ropc/dashboard/summary', kind: 'http', status: 500, times: 2 }] });
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByText('The dashboard could not be loaded.')).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(taskCount(page)).toHaveText(/\d/);
});

test('a period without tasks shows an empty state that offers all data', async ({ page, request }) => {
  const none = {
    taskCount: 0,
    plannedArea: 0,
    actualArea: 0,
    workingHours: 0,
    effectiveHours: 0,
    unitTime: null,
    completionRate: null,
    efficiency: null,
  };
  const data = {
    period: '7',
    from: '2026-01-01',
    to: '2026-01-07',
    previousFrom: '2025-12-25',
    previousTo: '2025-12-31',
    current: none,
    previous: none,
    orgCount: 1,
    deviceCount: 0,
  };
  await setFaults(request, {
    rules: [{ path: '/api/ropc/dashboard/summary', kind: 'code', code: '000200', data, times: 1 }],
  });
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByText('No cleaning tasks in this period')).toBeVisible();
  await expect(page.getByTestId('kpi-taskCount')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show all data' }).click();
  await expect(page).toHaveURL(/period=all/);
  await expect(taskCount(page)).toHaveText(/\d/);
});

test('the entry actions follow the permissions', async ({ page }) => {
  await signIn(page, 'u-operator', '/home');
  await expect(page.getByText('Welcome, Ben Carter')).toBeVisible();
  await expect(page.getByText('Harbour Facilities Group', { exact: true }).first()).toBeVisible();
  await expect(taskCount(page)).toHaveText(/\d/);
  await expect(page.getByRole('button', { name: 'Manage Organization' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Manage Manufacturer' })).toHaveCount(0);
});

test('an administrator opens organization management from the welcome header', async ({ page }) => {
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByRole('button', { name: 'Manage Manufacturer' })).toBeVisible();
  await page.getByRole('button', { name: 'Manage Organization' }).click();
  await expect(page).toHaveURL(/\/organization$/);
});

test('the dashboard is readable at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'u-admin', '/home?period=7');
  await expect(chartCanvas(page)).toHaveCount(4, { timeout: 30_000 }); // G2 is slow on a busy machine
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
