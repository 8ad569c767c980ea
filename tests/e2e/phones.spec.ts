// Every page and the main dialogs, per language, on a phone (390x844) and a laptop (1366x768), with 64-character
// names seeded: the page never gets wider than the window and no word is broken one character per line.
// SHOTS_DIR=<folder> also saves a screenshot of each view (<locale>-<width>-<view>.png).
import type { Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, text, type Locale } from './catalogs';
import { expect as baseExpect, test } from './fixtures';
import { measureLayout } from './layoutProbe';
import { LONG, seedLongNames } from './longNames';
import { resetSimulator, signIn, useLanguage } from './support';

// Pages and dialogs load their chunks and data on demand: a busy CI machine may take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

interface View {
  name: string;
  /** Opens the view; resolves once its content is there. */
  open: (page: Page, ctx: { locale: Locale; phone: boolean; childId: string }) => Promise<void>;
}

const goto = async (page: Page, path: string, ready: (page: Page) => Locator) => {
  await page.goto(path);
  await expect(ready(page).first()).toBeVisible();
};
const row = (page: Page, name: string) => page.locator('.ant-table-row', { hasText: name });
const modal = (page: Page) => page.locator('.ant-modal-content:visible').last();

/** A row's action: on a phone it sits in the row's detail view, opened first. */
async function rowAction(page: Page, phone: boolean, name: string, label: string) {
  const target = row(page, name).first();
  await expect(target).toBeVisible();
  if (phone) {
    await target.getByRole('button', { name: /./ }).and(target.locator('.ant-table-row-expand-icon')).click();
    await page.locator('.ant-table-expanded-row').getByRole('button', { name: label }).first().click();
  } else {
    await target.getByRole('button', { name: label }).click();
  }
}

const VIEWS: View[] = [
  { name: 'home', open: (page) => goto(page, '/home', (p) => p.locator('.ant-table-row')) },
  { name: 'organization', open: (page) => goto(page, '/organization', (p) => row(p, LONG.child)) },
  { name: 'organization-detail', open: (page, { childId }) => goto(page, `/organization?org=${childId}`, (p) => p.getByRole('heading', { level: 1, name: LONG.child })) },
  {
    name: 'organization-add',
    open: async (page, { locale }) => {
      await goto(page, '/organization', (p) => row(p, LONG.child));
      await page.getByRole('button', { name: text(locale, 'organization.create') }).click();
      await expect(modal(page).getByRole('button').last()).toBeVisible();
    },
  },
  { name: 'manufacturer-direct', open: (page) => goto(page, '/manufacturer', (p) => p.locator('.ant-alert')) },
  { name: 'user', open: (page) => goto(page, '/user', (p) => row(p, LONG.account)) },
  {
    name: 'user-add',
    open: async (page, { locale }) => {
      await goto(page, '/user', (p) => row(p, LONG.account));
      await page.getByRole('button', { name: text(locale, 'user.add') }).click();
      await expect(modal(page).getByRole('button').last()).toBeVisible();
    },
  },
  {
    name: 'user-change-role',
    open: async (page, { locale, phone }) => {
      await goto(page, '/user', (p) => row(p, LONG.account));
      await rowAction(page, phone, LONG.account, text(locale, 'user.changeRole'));
      await expect(modal(page).getByText(LONG.account).first()).toBeVisible();
    },
  },
  { name: 'account', open: (page) => goto(page, '/account', (p) => row(p, LONG.account)) },
  {
    name: 'account-edit',
    open: async (page, { locale, phone }) => {
      await goto(page, '/account', (p) => row(p, LONG.account));
      await rowAction(page, phone, LONG.account, text(locale, 'common.edit'));
      await expect(modal(page).getByRole('textbox').first()).toHaveValue(LONG.account);
    },
  },
  { name: 'role', open: (page) => goto(page, '/role', (p) => row(p, LONG.role)) },
  {
    name: 'role-add',
    open: async (page, { locale }) => {
      await goto(page, '/role', (p) => row(p, LONG.role));
      await page.getByRole('button', { name: text(locale, 'role.add') }).click();
      await expect(page.locator('.ant-drawer .ant-tree-treenode:not([aria-hidden])').first()).toBeVisible();
    },
  },
  { name: 'alarms', open: (page) => goto(page, '/home?alarms=open', (p) => p.locator('.ant-drawer .ant-table-row')) },
  {
    name: 'alarm-detail',
    open: async (page) => {
      await goto(page, '/home?alarms=open', (p) => p.locator('.ant-drawer .ant-table-row'));
      await page.locator('.ant-drawer .ant-table-row').first().locator('button, a').first().click();
      await expect(page).toHaveURL(/alarmId=/);
      await expect(page.locator('.ant-descriptions').last()).toBeVisible();
    },
  },
  { name: 'profile', open: (page) => goto(page, '/home?panel=profile', (p) => p.locator('.ant-drawer').getByText(LONG.nickname)) },
  { name: 'settings', open: (page) => goto(page, '/home?panel=settings', (p) => p.locator('.ant-drawer form')) },
  { name: 'documentation', open: (page) => goto(page, '/document/productDocumentation', (p) => p.getByRole('heading', { level: 1 })) },
  { name: 'maintenance', open: (page) => goto(page, '/document/maintenanceInstructions', (p) => p.getByRole('heading', { level: 1 })) },
  { name: 'tutorials', open: (page) => goto(page, '/document/productDocumentation?tab=tutorials', (p) => p.locator('.ropc-tutorial-card')) },
  { name: 'not-found', open: (page) => goto(page, '/no-such-page', (p) => p.getByText('404')) },
  { name: 'exception', open: (page) => goto(page, '/exception', (p) => p.locator('.ant-result')) },
  {
    name: 'manufacturer-distributors',
    open: async (page) => {
      await page.evaluate(() => localStorage.setItem('currentOrgId', 'org-2'));
      await goto(page, '/manufacturer', (p) => row(p, LONG.distributor));
    },
  },
  {
    name: 'distributor-add',
    open: async (page, { locale }) => {
      await page.getByRole('button', { name: text(locale, 'manufacturer.create') }).click();
      await expect(modal(page).getByRole('textbox').first()).toBeVisible();
      await page.evaluate(() => localStorage.setItem('currentOrgId', 'org-1'));
    },
  },
];

for (const locale of LOCALES) {
  test(`every page fits a phone and a laptop in ${locale} with 64-character names`, async ({ page, request }) => {
    test.setTimeout(360_000);
    await resetSimulator(request);
    const { childId } = await seedLongNames(request);
    await useLanguage(page, locale);
    await signIn(page, 'u-admin', '/home');
    await expect(page.getByRole('main')).toBeVisible();
    const problems: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const phone = size.width < 576;
      for (const view of VIEWS) {
        await test.step(`${view.name} at ${size.width}px`, async () => {
          await view.open(page, { locale, phone, childId });
          await page.evaluate(() => document.fonts.ready);
          const report = await measureLayout(page);
          if (report.overflow > 0) problems.push(`${view.name} ${size.width}px: the page is ${report.overflow}px wider than the window`);
          problems.push(...report.broken.map((b) => `${view.name} ${size.width}px: broken per character: ${b}`));
          if (process.env.SHOTS_DIR) {
            mkdirSync(process.env.SHOTS_DIR, { recursive: true });
            await page.screenshot({ path: join(process.env.SHOTS_DIR, `${locale}-${size.width}-${view.name}.png`), fullPage: true });
          }
        });
      }
    }
    expect(problems).toEqual([]);
  });
}
