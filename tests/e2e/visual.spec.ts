// The few views where pixels matter, compared with baselines taken on this suite's machine (Debian's Chromium,
// fonts-noto-cjk, 1366x768, motion off): the static shell the app takes over from, the dark theme, a Japanese
// table. Texts that change with the clock are masked. After an intended change of the look, regenerate with
// `E2E_WORKERS=1 npx playwright test tests/e2e/visual.spec.ts --update-snapshots` and look at each image.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { settled } from './settle';
import { resetSimulator, signIn, themeInBrowser, themeOnPlatform, useLanguage } from './support';

const BUNDLE = /\/umi\.[0-9a-f]{8}\.js$/;
/** Up to 2 % of the pixels may differ: anti-aliasing of text and of the spinner's arc. */
const SAME = { maxDiffPixelRatio: 0.02, animations: 'disabled', caret: 'hide' } as const;
/** The bell's unread count (alarms come and go with the clock) and a table's dates, masked. */
const masks = (page: Page, ...dateColumns: number[]) => [
  page.locator('.ant-badge-count'),
  ...dateColumns.map((n) => page.locator(`main .ant-table-tbody td:nth-child(${n})`)),
];

test.use({ viewport: { width: 1366, height: 768 } });
test.beforeEach(async ({ request }) => resetSimulator(request));

test('the static shell, before the app takes over', async ({ page }) => {
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByTestId('kpi-value').first()).toBeVisible();
  await page.route(BUNDLE, (route) => route.abort('failed')); // only the static shell and the boot script
  await page.goto('/home');
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await expect(page.locator('.app-shell-spinner')).toBeVisible();
  await expect(page).toHaveScreenshot('static-shell.png', SAME);
});

test('a table page in the dark theme', async ({ page }) => {
  await signIn(page, 'u-admin', '/home');
  await themeOnPlatform(page, 'dark');
  await themeInBrowser(page, 'dark');
  await page.goto('/organization');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('main .ant-table-row').first()).toBeVisible();
  await settled(page);
  await expect(page).toHaveScreenshot('organizations-dark.png', { ...SAME, mask: masks(page) });
});

test('a table in Japanese', async ({ page }) => {
  await useLanguage(page, 'ja-JP');
  await signIn(page, 'u-admin', '/user');
  await expect(page.locator('main .ant-table-row').first()).toBeVisible();
  await settled(page);
  // 参加日時, the fourth column: when each member joined.
  await expect(page.locator('main .ant-table-thead th:nth-child(4)')).toHaveText('参加日時');
  await expect(page).toHaveScreenshot('users-ja-JP.png', { ...SAME, mask: masks(page, 4) });
});
