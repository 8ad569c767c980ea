// The documentation site (/document/*): side navigation and deep links, in-page search, the link from an alarm's
// details, the three languages, a phone, a content chunk that fails to load, and never a call to the platform.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { isPlatformCall, recordRequests } from './observe';
import { resetSimulator, signIn, useLanguage } from './support';

const ALARM_NAMES: Record<string, string> = {
  taskException: 'Task exception',
  deviceFailure: 'Device failure',
  locationLoss: 'Location loss',
  consumableReplacement: 'Consumable replacement',
  rechargeFailed: 'Recharge failed',
  elevatorRide: 'Abnormal elevator ride',
  workstationFailure: 'Workstation failure',
  machineTrapped: 'Machine trapped',
  abnormalSupply: 'Abnormal supply',
  abnormalGate: 'Abnormal gate',
};
const ALARM_TYPES = Object.keys(ALARM_NAMES);

/** Every request to the platform that a documentation page makes from now on. */
function recordApi(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // Home may still be finishing its own calls while the next page loads: those are not the documentation's.
    const from = new URL(request.frame().url()).pathname;
    if (pathname.startsWith('/api/') && from.startsWith('/document'))
      seen.push(`${request.method()} ${pathname} from ${from}`);
  });
  return seen;
}

/** Signs in and waits until Home shows its figures and each call it made has its answer, so what follows is
 *  measured alone. */
async function signInAndSettle(page: Page, welcome = /Welcome|ようこそ|欢迎/) {
  const home = recordRequests(page, isPlatformCall);
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByText(welcome).first()).toBeVisible();
  await expect(page.getByTestId('kpi-value').first()).toBeVisible();
  await home.answered();
}

const toc = (page: Page) => page.getByRole('navigation', { name: /On this page|目次|本页目录/ });
const searchBox = (page: Page) =>
  page.getByRole('textbox', { name: /Search this document|このドキュメント内を検索|在本文档中搜索/ });
const results = (page: Page) => page.getByTestId('doc-search-results');

test.beforeEach(async ({ request }) => resetSimulator(request));

test('side navigation and deep links: a #anchor lands on its section, an entry moves there and back works', async ({
  page,
}) => {
  await signInAndSettle(page);
  const api = recordApi(page);

  await page.goto('/document/maintenanceInstructions#alarm-machineTrapped');
  const trapped = page.getByRole('heading', { level: 3, name: 'Machine trapped' });
  await expect(trapped).toBeInViewport();
  await expect(trapped).toBeFocused();
  await expect(page.locator('#alarm-machineTrapped')).toHaveClass(/is-target/);
  await expect(page).toHaveTitle('Maintenance Instructions - Customer Operations Platform');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maintenance Instructions');
  await expect(toc(page).getByRole('link', { name: 'Machine trapped' })).toHaveAttribute('aria-current', 'location');

  await toc(page).getByRole('link', { name: 'Battery care' }).click();
  await expect(page).toHaveURL(/\/document\/maintenanceInstructions#battery-care$/);
  const battery = page.getByRole('heading', { level: 3, name: 'Battery care' });
  await expect(battery).toBeFocused();
  await expect(battery).toBeInViewport();
  await expect(page.locator('#battery-care')).toHaveClass(/is-target/);
  await expect(page.locator('#alarm-machineTrapped')).not.toHaveClass(/is-target/);

  // Keyboard: an entry is a link, Enter follows it.
  await toc(page).getByRole('link', { name: 'Squeegee blades' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 3, name: 'Squeegee blades' })).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/#battery-care$/);
  await expect(page.locator('#battery-care')).toHaveClass(/is-target/);
  await expect(battery).toBeInViewport();

  // The header switches between the two documents.
  await page
    .getByRole('navigation', { name: 'Documents' })
    .getByRole('link', { name: 'Product Documentation' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Documentation');
  await expect(page.getByRole('heading', { level: 2, name: 'Getting started' })).toBeVisible();
  await expect(page).toHaveTitle('Product Documentation - Customer Operations Platform');

  // The last section cannot scroll up to the top: the contents still mark it when a link lands there.
  await page.goto('/document/productDocumentation#getting-help');
  await expect(page.getByRole('heading', { level: 3, name: 'Asking for help' })).toBeFocused();
  await expect(toc(page).getByRole('link', { name: 'Asking for help' })).toHaveAttribute('aria-current', 'location');
  expect(api).toEqual([]);
});

test('every alarm type has its section in the maintenance instructions', async ({ page }) => {
  await signIn(page, 'u-admin', '/document/maintenanceInstructions');
  await expect(page.getByRole('heading', { level: 2, name: 'Alarm reference' })).toBeVisible();
  for (const type of ALARM_TYPES) {
    await expect(page.locator(`section#alarm-${type} h3`), type).toHaveText(ALARM_NAMES[type]);
  }
});

test('search: matches are highlighted and counted, nothing found says so, Escape and Clear bring the document back', async ({
  page,
}) => {
  await signInAndSettle(page);
  const api = recordApi(page);
  await page.goto('/document/productDocumentation');
  await expect(page.getByRole('heading', { level: 2, name: 'Getting started' })).toBeVisible();

  // "/" focuses the field; the search ignores case. The field listens for "/" from just after its first paint: a
  // press before that is lost, so press again until it is focused (never once it is, or "/" would be typed).
  await expect(async () => {
    if (!(await searchBox(page).evaluate((field) => field === document.activeElement))) await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused({ timeout: 2_000 });
  }).toPass();
  await page.keyboard.type('only UNREAD');
  await expect(results(page).getByRole('heading', { level: 3, name: 'Only unread, and the full list' })).toBeVisible();
  await expect(results(page).locator('mark').first()).toHaveText(/^only unread$/i);
  await expect(results(page).getByText(/^\d+ match(es)? in \d+ sections?$/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /match/ })).toHaveText(/^\d+ match(es)? in \d+ sections?$/);

  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveValue('');
  await expect(results(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Getting started' })).toBeVisible();

  await searchBox(page).fill('xyzzy');
  await expect(results(page).getByText('Nothing in this document matches “xyzzy”.')).toBeVisible();
  await results(page).getByRole('button', { name: 'Clear search' }).last().click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(results(page)).toHaveCount(0);

  // A result opens its section.
  await searchBox(page).fill('byte order mark');
  await results(page).getByRole('link', { name: 'Data overview and export' }).click();
  await expect(page).toHaveURL(/#home-overview$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Data overview and export' })).toBeFocused();
  await expect(searchBox(page)).toHaveValue('');
  expect(api).toEqual([]);
});

test("an alarm's details open its maintenance section in a new tab", async ({ page, context }) => {
  await signIn(page, 'u-admin', '/home');
  await page.getByRole('button', { name: /^Alarm messages, / }).click();
  const panel = page.getByRole('region', { name: 'Recent alarms' });
  await panel.getByRole('listitem').first().getByRole('button').click();
  const details = page.getByRole('dialog').filter({ hasText: 'Remedies' });
  const link = details.getByRole('link', { name: /Maintenance instructions for this alarm/ });
  const href = (await link.getAttribute('href')) || '';
  const type = href.match(/#alarm-(\w+)$/)?.[1] || '';
  expect(ALARM_TYPES).toContain(type);

  const [docs] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await docs.waitForLoadState();
  await expect(docs).toHaveURL(new RegExp(`/document/maintenanceInstructions#alarm-${type}$`));
  const section = docs.locator(`#alarm-${type}`);
  await expect(section).toHaveClass(/is-target/);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(ALARM_NAMES[type]);
  await expect(section.getByRole('heading', { level: 3 })).toBeInViewport();
  await expect(section.getByRole('heading', { level: 4, name: 'Resolution' })).toBeVisible();
  await expect(section.locator('ol.doc-steps li').first()).toBeVisible();
});

test('the documentation in Chinese: header, deep link, search with highlighted Chinese text', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await signInAndSettle(page);
  const api = recordApi(page);
  await page.goto('/document/maintenanceInstructions#alarm-rechargeFailed');
  await expect(page.getByRole('heading', { level: 3, name: '回充失败' })).toBeInViewport();
  await expect(page).toHaveTitle('维护说明 - 客户运营平台');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('link', { name: '返回控制台' })).toHaveAttribute('href', '/home');

  await searchBox(page).fill('充电桩');
  await expect(results(page).getByRole('heading', { level: 3, name: '充电桩的摆放' })).toBeVisible();
  await expect(results(page).locator('mark').first()).toHaveText('充电桩');
  await expect(results(page).getByText(/^在\d+个章节中找到\d+处匹配$/)).toBeVisible();
  await searchBox(page).fill('不存在的内容');
  await expect(results(page).getByText('本文档中没有与“不存在的内容”匹配的内容。')).toBeVisible();
  expect(api).toEqual([]);
});

test('the documentation in Japanese, and switching the language from its header', async ({ page }) => {
  await useLanguage(page, 'ja-JP');
  await signInAndSettle(page);
  const api = recordApi(page);
  await page.goto('/document/productDocumentation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('製品ドキュメント');
  await expect(page.getByRole('tab', { name: '操作ガイド' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'アラーム' })).toBeVisible();
  await searchBox(page).fill('未読');
  await expect(results(page).locator('mark').first()).toHaveText('未読');
  await searchBox(page).press('Escape');

  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Documentation');
  await expect(page.getByRole('heading', { level: 2, name: 'Alarm messages' })).toBeVisible();
  expect(api).toEqual([]);
});

test('on a phone the contents fold behind a button and nothing is wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'u-admin', '/document/maintenanceInstructions');
  await expect(page.getByRole('heading', { level: 2, name: 'Safety first' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Contents' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toc(page).getByRole('link', { name: 'Filters' })).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toc(page).getByRole('link', { name: 'Replacement intervals' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/#consumable-intervals$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Replacement intervals' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The wide table scrolls inside its own frame, which the keyboard can reach.
  const frame = page.getByRole('region', { name: 'Typical replacement intervals' });
  await expect(frame).toHaveAttribute('tabindex', '0');
  expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});

test('a documentation chunk that fails to load shows a translated error, and Retry loads it', async ({ page }) => {
  let failed = 0;
  await page.route('**/*.async.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!failed && body.includes('Signing in and out')) {
      failed += 1;
      await route.abort('failed');
      return;
    }
    await route.fulfill({ response, body });
  });
  await signIn(page, 'u-admin', '/document/productDocumentation');
  await expect(page.getByText('The documentation could not be loaded.')).toBeVisible();
  await page.getByRole('button', { name: /Retry/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Getting started' })).toBeVisible();
  expect(failed).toBe(1);
});

test('"Back to console" starts the console with its session', async ({ page }) => {
  await signIn(page, 'u-admin', '/document/productDocumentation');
  await page.getByRole('link', { name: 'Back to console' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible();
});

test('both documents, the search results and the open contents pass axe (zh-CN)', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await signInAndSettle(page);
  await page.goto('/document/maintenanceInstructions#alarm-abnormalGate');
  await expect(page.getByRole('heading', { level: 3, name: '闸机异常' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'maintenance instructions, deep link (zh-CN)');
  await searchBox(page).fill('电池');
  await expect(results(page).locator('mark').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'search results (zh-CN)');
  await page.goto('/document/productDocumentation');
  await expect(page.getByRole('heading', { level: 2, name: '快速入门' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'product documentation (zh-CN)');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: '目录' }).click();
  await expect(toc(page).getByRole('link', { name: '告警铃铛' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'phone, contents open (zh-CN)');
});
