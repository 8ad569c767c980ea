// Home's first question first (issue 42): what needs attention now, one click from an alarm's remedy, and one
// time base that stays truthful across midnight, at desk and phone sizes, in the three languages.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LOCALES, text } from './catalogs';
import { platform, resetSimulator, signIn, useLanguage } from './support';
import { addDays } from '../../src/domain/metrics';
import { dayInZone, zonedInstant } from '../../src/domain/timeZones';

const LOADED = { timeout: 30_000 };
const DESK = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const attention = (page: Page) => page.getByTestId('needs-attention');

test.beforeEach(async ({ request }) => resetSimulator(request));

for (const locale of LOCALES) {
  for (const [size, viewport] of Object.entries({ desk: DESK, phone: PHONE })) {
    test(`an operator sees what needs attention now on Home (${locale}, ${size})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await useLanguage(page, locale);
      await signIn(page, 'u-admin', '/home');
      const section = attention(page);
      await expect(section.getByRole('heading', { name: text(locale, 'home.attention.title') })).toBeVisible(LOADED);
      await expect(section.getByTestId('attention-device').first()).toBeVisible(LOADED);
      // First on the page: above the figures, and in the first screen on a phone too.
      await expect(page.getByTestId('kpi-value').first()).toBeVisible(LOADED);
      const box = (await section.boundingBox())!;
      expect(box.y).toBeLessThan((await page.getByTestId('kpi-value').first().boundingBox())!.y);
      expect(box.y).toBeLessThan(viewport.height / 2);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      // Each device says where it is and since when each alarm runs.
      const first = section.getByTestId('attention-device').first();
      await expect(first.locator('time').first()).toHaveAttribute('datetime', /Z$/);

      // The totals are a link: the alarm list, ongoing alarms only.
      await section.getByTestId('attention-totals').click();
      await expect(page).toHaveURL(/alarms=open/);
      await expect(page).toHaveURL(/[?&]state=ongoing/);
    });
  }
}

test('an organisation with nothing ongoing says so in one calm line', async ({ page }) => {
  await page.route('**/api/ropc/dashboard/attention', (route) =>
    route.fulfill({ json: { code: '000200', msg: 'ok', data: { ongoing: 0, deviceCount: 0, devices: [] } } }),
  );
  await signIn(page, 'u-admin', '/home');
  await expect(attention(page).getByTestId('attention-calm')).toHaveText(text('en-US', 'home.attention.none'), LOADED);
  await expect(attention(page).getByTestId('attention-device')).toHaveCount(0);
  await expect(attention(page).getByTestId('attention-totals')).toHaveCount(0);
});

for (const [size, viewport] of Object.entries({ desk: DESK, phone: PHONE })) {
  test(`an operator opens an ongoing alarm's remedy from Home in two clicks (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'u-admin', '/home');
    const alarm = attention(page).getByTestId('attention-device').first().getByRole('button').first();
    await expect(alarm).toBeVisible(LOADED);
    // One click: the details, with the remedies.
    await alarm.click();
    await expect(page).toHaveURL(/alarmId=alm-/);
    const details = page.getByRole('dialog').filter({ hasText: 'Remedies' });
    await expect(details).toBeVisible();
    // Two: the maintenance instructions for it.
    const manual = details.getByRole('link', { name: 'Maintenance instructions for this alarm' });
    await expect(manual).toHaveAttribute('href', /maintenanceInstructions.*#alarm-/);
  });
}

/** Moves the simulator's clock to `at` (ISO). */
async function clockTo(request: APIRequestContext, at: Date) {
  const res = await request.post('/api/__sim/clock', { data: { to: at.toISOString() } });
  expect((await res.json()).code).toBe('000200');
}

/** A dashboard answer for org-1, asked from the page with its session (as the console asks it). */
const dashboard = (page: Page, path: string) => platform<any>(page, 'POST', `/dashboard/${path}`, { period: '7' });

test('Home stays truthful across midnight', async ({ page, request }) => {
  const zone = 'America/Los_Angeles'; // org-1's
  const simNow = new Date((await (await request.get('/api/__sim')).json()).data.now);
  // Five minutes before the next midnight in the organisation's zone, then five minutes after it.
  const today = dayInZone(simNow, zone);
  const midnight = zonedInstant(addDays(today, 1), '00:00:00', zone);
  await clockTo(request, new Date(midnight.getTime() - 5 * 60_000));

  await signIn(page, 'u-admin', '/home');
  const range = page.getByTestId('period-range');
  await expect(range).toContainText(zone, LOADED);
  const rangeBefore = await range.textContent();
  const before = await dashboard(page, 'summary');
  const trendBefore = (await dashboard(page, 'trend')).days;
  expect(before.timeZone).toBe(zone);
  expect(before.to).toBe(addDays(today, -1));

  await clockTo(request, new Date(midnight.getTime() + 5 * 60_000));
  // The console, opened again after midnight: the day that just ended is whole, not zeros.
  await page.reload();
  await expect(range).not.toHaveText(rangeBefore!, LOADED);
  await expect(range).toContainText(zone);
  const after = await dashboard(page, 'summary');
  expect(after.to).toBe(today);
  const days = (await dashboard(page, 'trend')).days;
  const average = trendBefore.reduce((n: number, d: { taskCount: number }) => n + d.taskCount, 0) / trendBefore.length;
  expect(days[days.length - 1].date).toBe(today);
  expect(days[days.length - 1].taskCount).toBeGreaterThan(average * 0.5);
  // Seven whole days compared with seven whole days: no false drop.
  expect(Math.abs(after.current.taskCount / before.current.taskCount - 1)).toBeLessThan(0.15);
  await expect(attention(page).getByRole('heading')).toBeVisible();
});
