// antd's styles saved by one visit and put in place by public/boot.js on the next (src/speed/savedStyles): the
// next visit generates almost none, looks the same, still generates what it has not seen, and a new build ignores
// them.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { motionDone } from './settle';
import { contextWithSession, resetSimulator, signIn, type Theme, themeInBrowser, themeOnPlatform } from './support';

const FIRST_LOAD = { timeout: 30_000 };

/** Style elements antd's style engine injected (one per component style it generated in this page). */
const generated = (page: Page) => page.locator('style[data-css-hash]').count();

const savedLength = (page: Page) => page.evaluate(() => (localStorage.getItem('ropc.styles') || '').length);

/** Computed styles that come from antd's stylesheets: the menu, a button, the period switch, the header, the badge. */
function probes(page: Page) {
  return page.evaluate(() => {
    const pick = (selector: string, props: string[]) => {
      const el = document.querySelector(selector);
      if (!el) return `${selector}: missing`;
      const style = getComputedStyle(el);
      return `${selector}: ${props.map((p) => style.getPropertyValue(p)).join(' | ')}`;
    };
    return [
      pick('.ant-menu-item-selected', ['background-color', 'color', 'border-radius', 'height']),
      pick('.ant-segmented-item-selected', ['background-color', 'box-shadow']),
      pick('main .ant-btn', ['background-color', 'border-color', 'height', 'padding-left', 'font-size']),
      pick('.ant-pro-layout-header', ['height', 'background-color']),
      pick('.ant-pro-layout-bg-list', ['background-color', 'background-image']),
      pick('.ant-segmented-item:not(.ant-segmented-item-selected)', ['color']),
      pick('.ant-badge-count', ['background-color', 'min-width']),
    ];
  });
}

/** /home once the page is in `theme` and its motion has ended. */
async function homeIn(page: Page, theme: Theme) {
  await openHome(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await motionDone(page);
}

/** How /home looks in the platform's theme of the user, in a browser with nothing saved. */
async function lookWithoutSavedStyles(browser: Browser, page: Page, theme: Theme) {
  const context = await contextWithSession(browser, page);
  const fresh = await context.newPage();
  await fresh.goto('/home');
  await homeIn(fresh, theme);
  const look = await probes(fresh);
  await context.close();
  return look;
}

async function openHome(page: Page) {
  await expect(page.getByTestId('kpi-value').first()).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('trend-skeleton')).toHaveCount(0, FIRST_LOAD);
}

test.beforeEach(async ({ page, request }) => {
  await resetSimulator(request);
  await signIn(page, 'u-admin', '/home');
  await openHome(page);
});

test('the next visit takes the saved styles instead of generating them, and looks the same', async ({ page }) => {
  // Saved once the page's content is on screen and the browser is idle.
  await expect.poll(() => savedLength(page), FIRST_LOAD).toBeGreaterThan(10_000);
  const firstGenerated = await generated(page);
  const firstLook = await probes(page);
  expect(firstLook.join('\n')).not.toContain('missing');

  await page.reload();
  await openHome(page);
  // boot.js put them in <head> before the app's own stylesheet, so the console's rules still win over antd's.
  const order = await page.evaluate(() => {
    const saved = document.getElementById('ropc-saved-styles');
    const app = document.querySelector('link[rel="stylesheet"][href*="/umi."]');
    if (!saved || !app) return 'missing';
    return saved.compareDocumentPosition(app) & Node.DOCUMENT_POSITION_FOLLOWING ? 'before' : 'after';
  });
  expect(order).toBe('before');
  const nextGenerated = await generated(page);

  expect(nextGenerated).toBeLessThan(firstGenerated / 5);
  expect(await probes(page)).toEqual(firstLook);

  // What the saved styles do not have is still generated: a dialog this browser has not opened yet.
  await page.goto('/organization');
  await page.getByRole('button', { name: 'Add organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add organization' });
  await expect(dialog.getByLabel('Organization name')).toBeVisible();
  await expect(page.locator('.ant-modal-content')).toHaveCSS('border-radius', '8px');
  await expect(dialog.locator('.ant-form-item').first()).toHaveCSS('margin-bottom', '24px');
});

test('styles a page generates after its first save are saved while it stays open: leaving writes none', async ({
  page,
}) => {
  await expect.poll(() => savedLength(page), FIRST_LOAD).toBeGreaterThan(10_000);
  const first = await savedLength(page);
  // The account menu's dropdown: styles this page had not generated before its first save.
  const before = await generated(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  const accountMenu = page.getByRole('menuitem', { name: 'Log Out' });
  await expect(accountMenu).toBeVisible();
  await expect.poll(() => generated(page)).toBeGreaterThan(before);
  await page.keyboard.press('Escape');
  await expect(accountMenu).toBeHidden();
  // Saved at the page's next idle check, without leaving it (src/speed/savedStyles/whenToSave.ts).
  await expect.poll(() => savedLength(page), FIRST_LOAD).toBeGreaterThan(first);
  // ...until nothing more comes: the sheet holds still over more than a check's period and its wait for an idle
  // moment (2 s each).
  let last = -1; // the first look only takes the length
  await expect
    .poll(
      async () => {
        const now = await savedLength(page);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [5_000], timeout: 60_000 },
    )
    .toBe(true);
  // Every write of the sheet from now on is counted, in a key of its own; leaving the page writes none.
  await page.evaluate(() => {
    const write = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'ropc.styles')
        write.call(this, 'test.sheetWrites', String(Number(this.getItem('test.sheetWrites') || 0) + 1));
      write.call(this, key, value);
    };
  });
  await page.reload();
  await openHome(page);
  expect(await page.evaluate(() => localStorage.getItem('test.sheetWrites'))).toBeNull();
});

test('a new build ignores the styles saved by another one', async ({ page }) => {
  await expect.poll(() => savedLength(page), FIRST_LOAD).toBeGreaterThan(10_000);
  const firstGenerated = await generated(page);
  const marker = '.saved-by-an-older-build{}';
  await page.evaluate((rule) => {
    const saved = JSON.parse(localStorage.getItem('ropc.styles') || '{}');
    localStorage.setItem('ropc.styles', JSON.stringify({ ...saved, css: saved.css + rule, build: 'an-older-build' }));
  }, marker);
  await page.reload();
  await openHome(page);
  // (Leaving the page saved what it had generated since its last save, for this build: at most that is used.)
  expect(await page.evaluate(() => document.getElementById('ropc-saved-styles')?.textContent || '')).not.toContain(
    marker,
  );
  expect(await generated(page)).toBeGreaterThan(firstGenerated / 2);
  // ...and saves this build's instead.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('ropc.styles') || '{}').build), FIRST_LOAD)
    .not.toBe('an-older-build');
});

test('a visit in the other theme takes none of the styles saved in this one', async ({ browser, page }) => {
  await expect.poll(() => savedLength(page), FIRST_LOAD).toBeGreaterThan(10_000);
  await themeOnPlatform(page, 'dark');
  const dark = await lookWithoutSavedStyles(browser, page, 'dark');
  await themeInBrowser(page, 'dark');
  await page.reload();
  await homeIn(page, 'dark');
  expect(await page.locator('#ropc-saved-styles').count()).toBe(0);
  // pro-layout's header and background keep no theme hash: light ones saved and put in place would win here.
  expect(await probes(page)).toEqual(dark);
  // The next save starts a sheet of this theme.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('ropc.styles') || '{}').theme), FIRST_LOAD)
    .toBe('dark');
});

test('a theme switch during a visit that took the saved styles shows the new theme everywhere', async ({
  browser,
  page,
}) => {
  await expect.poll(() => savedLength(page), FIRST_LOAD).toBeGreaterThan(10_000);
  // Dark chosen on another device: this browser's copy still says light, the platform's answer follows it.
  await themeOnPlatform(page, 'dark');
  const dark = await lookWithoutSavedStyles(browser, page, 'dark');
  await page.reload();
  await homeIn(page, 'dark');
  expect(await page.locator('#ropc-saved-styles').count()).toBe(1);
  expect(await probes(page)).toEqual(dark);
  // A page that showed both themes saves nothing, not even when it is left: the saved sheet stays the light one.
  const before = await page.evaluate(() => localStorage.getItem('ropc.styles'));
  await page.goto('/config.js'); // a page of the console's origin without the console
  expect(await page.evaluate(() => localStorage.getItem('ropc.styles'))).toBe(before);
  expect(JSON.parse(before || '{}').theme).toBe('light');
});
