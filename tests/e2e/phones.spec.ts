// Every page and the main dialogs, per language, on a phone (390x844) and a laptop (1366x768), with 64-character
// names seeded: neither the page nor an open dialog gets wider than the window, and no word is broken one
// character per line. One test per language and size: one sign-in, then each view is reached inside the app (the
// router follows a history entry, as a link would), so a view costs its own calls only, not a reload.
// SHOTS_DIR=<folder> also saves a screenshot of each view (<locale>-<width>-<view>.png).
import type { Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, text, type Locale, type MessageKey } from './catalogs';
import { expect as baseExpect, test } from './fixtures';
import { measureLayout, type LayoutReport } from './layoutProbe';
import { LONG, seedLongNames } from './longNames';
import { motionDone } from './settle';
import { resetSimulator, signIn, useLanguage } from './support';

// Pages and dialogs load their chunks and data on demand: a busy CI machine may take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

interface Context {
  page: Page;
  locale: Locale;
  phone: boolean;
  childId: string;
}

interface View {
  name: string;
  /** Opens the view from wherever the previous one left the app; resolves once its content is there. */
  open: (ctx: Context) => Promise<void>;
}

/** The app's router follows the new history entry, as it does for its own links: no reload. Nothing to do when
 *  the app is there already (a page's dialogs open on the page the previous view left). */
async function visit(page: Page, path: string) {
  const here = new URL(page.url());
  if (here.pathname + here.search === path) return;
  await page.evaluate((target) => {
    // The entry as the router's own history writes it (its index one past the current one).
    const idx = typeof window.history.state?.idx === 'number' ? window.history.state.idx + 1 : 0;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** The open modals, drawers and dropdown menus (antd renders them into <body>). */
const OVERLAYS = '.ant-modal-wrap:visible, .ant-drawer-open:visible, .ant-dropdown:not(.ant-dropdown-hidden):visible';

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A button label, after its icon's name if any; antd spaces out two-character CJK labels ("编 辑"). */
const label = (value: string) => new RegExp(`(^|\\s)${[...value].map(escape).join('\\s?')}$`);
const button = (scope: Page | Locator, locale: Locale, key: MessageKey) =>
  scope.getByRole('button', { name: label(text(locale, key)) });
const row = (page: Page, name: string) => page.locator('.ant-table-row', { hasText: name });
const modal = (page: Page) => page.locator('.ant-modal-content:visible').last();
const drawer = (page: Page) => page.locator('.ant-drawer-open .ant-drawer-content');

/** A page, once its table shows the row named `name`. */
async function listPage(page: Page, path: string, name: string) {
  await visit(page, path);
  await expect(row(page, name).first()).toBeVisible();
}

/** A row's action: on a phone it sits in the row's detail view, opened first. */
async function rowAction(ctx: Context, name: string, key: MessageKey) {
  const { page, locale, phone } = ctx;
  const target = row(page, name).first();
  await expect(target).toBeVisible();
  if (phone) {
    await target.locator('.ant-table-row-expand-icon').click();
    await button(page.locator('.ant-table-expanded-row .phone-detail-actions'), locale, key).first().click();
  } else {
    await button(target, locale, key).click();
  }
}

const VIEWS: View[] = [
  {
    name: 'home',
    open: async ({ page }) => {
      await visit(page, '/home');
      await expect(page.getByTestId('device-overview').locator('.ant-table-row').first()).toBeVisible();
    },
  },
  { name: 'organization', open: ({ page }) => listPage(page, '/organization', LONG.child) },
  {
    name: 'organization-add',
    open: async ({ page, locale }) => {
      await listPage(page, '/organization', LONG.child);
      await button(page, locale, 'organization.create').click();
      await expect(modal(page).locator('form')).toBeVisible();
    },
  },
  {
    name: 'organization-detail',
    open: async ({ page, childId }) => {
      await visit(page, `/organization?org=${childId}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: LONG.child })).toBeVisible();
    },
  },
  {
    name: 'manufacturer-direct',
    open: async ({ page }) => {
      await visit(page, '/manufacturer');
      await expect(page.getByRole('main').locator('.ant-alert')).toBeVisible();
    },
  },
  { name: 'user', open: ({ page }) => listPage(page, '/user', LONG.account) },
  {
    name: 'user-add',
    open: async ({ page, locale }) => {
      await listPage(page, '/user', LONG.account);
      await button(page, locale, 'user.add').click();
      await expect(modal(page).locator('form')).toBeVisible();
    },
  },
  {
    name: 'user-change-role',
    open: async (ctx) => {
      await listPage(ctx.page, '/user', LONG.account);
      await rowAction(ctx, LONG.account, 'user.changeRole');
      await expect(modal(ctx.page).getByText(LONG.account).first()).toBeVisible();
    },
  },
  { name: 'account', open: ({ page }) => listPage(page, '/account', LONG.account) },
  {
    name: 'account-edit',
    open: async (ctx) => {
      await listPage(ctx.page, '/account', LONG.account);
      await rowAction(ctx, LONG.account, 'common.edit');
      await expect(modal(ctx.page).getByRole('textbox').first()).toHaveValue(LONG.account);
    },
  },
  { name: 'role', open: ({ page }) => listPage(page, '/role', LONG.role) },
  {
    name: 'role-add',
    open: async ({ page, locale }) => {
      await listPage(page, '/role', LONG.role);
      await button(page, locale, 'role.add').click();
      await expect(drawer(page).locator('.ant-tree-treenode:not([aria-hidden])').first()).toBeVisible();
    },
  },
  {
    name: 'alarms',
    open: async ({ page }) => {
      await visit(page, '/home?alarms=open');
      await expect(drawer(page).locator('.ant-table-row').first()).toBeVisible();
    },
  },
  {
    // Of the list the previous view left open.
    name: 'alarm-detail',
    open: async ({ page }) => {
      await drawer(page).locator('.ant-table-row').first().locator('button, a').first().click();
      await expect(page).toHaveURL(/[?&]alarmId=/);
      const details = page.locator('.ant-drawer-open, .ant-modal-wrap').filter({ has: page.locator('ol li') });
      await expect(details.locator('ol li').first()).toBeVisible();
    },
  },
  {
    name: 'profile',
    open: async ({ page }) => {
      await visit(page, '/home?panel=profile');
      await expect(drawer(page).getByText(LONG.nickname).first()).toBeVisible();
    },
  },
  {
    name: 'settings',
    open: async ({ page }) => {
      await visit(page, '/home?panel=settings');
      await expect(drawer(page).locator('form')).toBeVisible();
    },
  },
  {
    name: 'documentation',
    open: async ({ page, locale }) => {
      await visit(page, '/document/productDocumentation');
      await expect(
        page.getByRole('heading', { level: 1, name: text(locale, 'menu.document.productDocumentation') }),
      ).toBeVisible();
    },
  },
  {
    name: 'maintenance',
    open: async ({ page, locale }) => {
      await visit(page, '/document/maintenanceInstructions');
      await expect(
        page.getByRole('heading', { level: 1, name: text(locale, 'menu.document.maintenanceInstructions') }),
      ).toBeVisible();
    },
  },
  {
    name: 'tutorials',
    open: async ({ page }) => {
      await visit(page, '/document/productDocumentation?tab=tutorials');
      await expect(page.locator('.ropc-tutorial-card').first()).toBeVisible();
    },
  },
  {
    name: 'not-found',
    open: async ({ page }) => {
      await visit(page, '/no-such-page');
      await expect(page.locator('.ant-result').getByText('404')).toBeVisible();
    },
  },
  {
    name: 'exception',
    open: async ({ page }) => {
      await visit(page, '/exception');
      await expect(page.locator('.ant-result')).toBeVisible();
    },
  },
  {
    name: 'org-switcher',
    open: async ({ page }) => {
      await visit(page, '/manufacturer');
      await expect(page.getByRole('main').locator('.ant-alert')).toBeVisible();
      await page.getByTestId('org-switcher').click();
      await expect(page.getByRole('menuitem', { name: LONG.org })).toBeVisible();
    },
  },
  {
    // Of an organisation a distributor serves: chosen in the switcher the previous view left open.
    name: 'manufacturer-distributors',
    open: async ({ page }) => {
      await page.getByRole('menuitem', { name: '東京クリーンサービス' }).click();
      await expect(row(page, LONG.distributor).first()).toBeVisible();
    },
  },
  {
    name: 'distributor-add',
    open: async ({ page, locale }) => {
      await button(page, locale, 'manufacturer.create').click();
      await expect(modal(page).getByRole('textbox').first()).toBeVisible();
    },
  },
];

/** What is wrong in the view, once its layout has settled (a row's width may still follow its data). */
async function problemsOf(page: Page, where: string): Promise<string[]> {
  const describe = (report: LayoutReport) => [
    ...(report.overflow > 0
      ? [`${where}: the page is ${report.overflow}px wider than the window (${report.culprits.join('; ')})`]
      : []),
    ...report.clipped.map((c) => `${where}: ${c}`),
    ...report.overlays.map((o) => `${where}: ${o}`),
    ...report.broken.map((b) => `${where}: broken per character: ${b}`),
  ];
  let problems: string[] = [];
  await expect
    .poll(async () => (problems = describe(await measureLayout(page))), { timeout: 30_000 })
    .toEqual([])
    .catch(() => undefined); // still wrong after that: reported below, with the other views'
  return problems;
}

/** Closes what the view left open, top first: its close button, else Escape (a menu). */
async function closeOverlays(page: Page) {
  const open = page.locator(OVERLAYS);
  const close = page.locator('.ant-modal-wrap:visible .ant-modal-close, .ant-drawer-open .ant-drawer-close');
  for (let count = await open.count(); count > 0; count = await open.count()) {
    await expect(async () => {
      if ((await close.count()) > 0) await close.last().click();
      else await page.keyboard.press('Escape');
      await baseExpect.poll(() => open.count(), { timeout: 3_000 }).toBeLessThan(count);
    }).toPass({ timeout: 30_000 });
  }
}

const KEEP_OPEN = new Set(['alarms', 'org-switcher']);

for (const locale of LOCALES) {
  for (const size of SIZES) {
    test(`every page and dialog fits ${size.width}x${size.height} in ${locale} with 64-character names`, async ({
      page,
      request,
    }) => {
      test.setTimeout(360_000);
      await resetSimulator(request);
      const { childId } = await seedLongNames(request);
      await page.setViewportSize(size);
      await useLanguage(page, locale);
      await signIn(page, 'u-admin', '/home');
      await expect(page.getByRole('main')).toBeVisible();
      const ctx: Context = { page, locale, phone: size.width < 576, childId };
      const problems: string[] = [];
      for (const view of VIEWS) {
        await test.step(view.name, async () => {
          await view.open(ctx);
          await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
          await motionDone(page);
          await page.evaluate(() => document.fonts.ready);
          problems.push(...(await problemsOf(page, `${view.name} ${size.width}px`)));
          if (process.env.SHOTS_DIR) {
            mkdirSync(process.env.SHOTS_DIR, { recursive: true });
            const path = join(process.env.SHOTS_DIR, `${locale}-${size.width}-${view.name}.png`);
            await page.screenshot({ path, fullPage: true });
            // The capture sized the window to the whole page for a moment: charts fit the real window again.
            await page.evaluate(() => window.dispatchEvent(new Event('resize')));
          }
          if (!KEEP_OPEN.has(view.name)) await closeOverlays(page);
        });
      }
      expect(problems).toEqual([]);
    });
  }
}

test('hovering the header actions paints nothing below the header bar', async ({ page, request }) => {
  await resetSimulator(request);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'u-admin', '/home');
  const wrapper = page.locator('.ant-pro-global-header-header-actions-item > *').first();
  await expect(wrapper).toBeVisible();
  await wrapper.hover();
  const box = await wrapper.evaluate((el) => {
    const header = el.closest('header') || el.closest('.ant-layout-header');
    const own = el.getBoundingClientRect();
    return {
      bottom: own.bottom,
      headerBottom: header ? header.getBoundingClientRect().bottom : 0,
      background: getComputedStyle(el).backgroundColor,
    };
  });
  expect(box.bottom).toBeLessThanOrEqual(box.headerBottom);
  expect(box.background).toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
});
