// The alarm views as an operator meets them on a desk (1366x768) and a phone (390x844), in the three languages:
// the bell's panel, a shared alarm link, the alarm list as cards and the ongoing/cleared filter (issue 42).
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { LOCALES, text, type Locale, type MessageKey } from './catalogs';
import { expect, test } from './fixtures';
import { motionDone } from './settle';
import { resetSimulator, signIn, useLanguage } from './support';

test.beforeEach(async ({ request }) => resetSimulator(request));

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1366, height: 768 };
const SIZES = [PHONE, DESK] as const;

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A catalog text with its {placeholders} as wildcards. */
const pattern = (locale: Locale, key: MessageKey) =>
  new RegExp(text(locale, key, { duration: '\u0000' }).split('\u0000').map(escape).join('.+'));

const list = (page: Page) => page.locator('.ant-drawer-open .ant-drawer-content');
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');
const details = (page: Page, locale: Locale = 'en-US') =>
  page.getByRole('dialog').filter({ hasText: text(locale, 'alarm.detail.remedies') });

/** The element at the middle of `target` is `target` or inside it: nothing lies over it. */
const onTop = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!hit && el.contains(hit);
  });

const focusInside = (target: Locator) => target.evaluate((el) => el.contains(document.activeElement));

/** The app's router follows a new history entry, as for its own links (phones.spec.ts): no reload. */
async function visitInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    const idx = typeof window.history.state?.idx === 'number' ? window.history.state.idx + 1 : 0;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

async function openList(page: Page, query = '') {
  await page.goto(`/home?alarms=open${query}`);
  await expect(rows(page).first()).toBeVisible();
}

for (const locale of LOCALES) {
  test(`an operator on a phone reads a new alarm from the bell (${locale})`, async ({ page }) => {
    await useLanguage(page, locale);
    for (const [index, size] of SIZES.entries()) {
      await page.setViewportSize(size);
      if (index === 0) await signIn(page, 'u-admin', '/home');
      else await page.goto('/home');
      await page.locator('[data-alarm-bell]').click();
      const sheet = page.locator('.alarm-bell-sheet');
      const items = page.locator('.alarm-bell-panel').getByRole('listitem');
      await expect(items.first()).toBeVisible();
      await motionDone(page);

      // No part off-screen; on a phone a sheet from edge to edge.
      const box = (await sheet.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width + 0.5);
      if (size === PHONE) {
        expect(box.x).toBe(0);
        expect(Math.round(box.width)).toBe(size.width);
      }
      for (const item of await items.all()) {
        const itemBox = (await item.boundingBox())!;
        expect(itemBox.x).toBeGreaterThanOrEqual(0);
        expect(itemBox.x + itemBox.width).toBeLessThanOrEqual(size.width + 0.5);
      }

      // A clock time, and the duration said as one: "Ongoing for 23 h 44 min" / "Cleared after 2 h 5 min".
      const first = items.first();
      await expect(first.locator('time')).toHaveText(/\d{1,2}:\d{2}/);
      const duration = first
        .getByText(pattern(locale, 'alarm.bell.ongoingFor'))
        .or(first.getByText(pattern(locale, 'alarm.bell.clearedAfter')));
      await expect(duration).toBeVisible();
      await expectNoSeriousA11yViolations(page, `the bell's panel (${locale}, ${size.width})`);

      await first.getByRole('button').click();
      const opened = details(page, locale);
      await expect(opened.getByRole('heading', { name: text(locale, 'alarm.detail.reason') })).toBeVisible();
      await expect(
        opened
          .getByText(text(locale, 'alarm.ongoing'), { exact: true })
          .or(opened.getByText(text(locale, 'alarm.cleared'), { exact: true })),
      ).toBeVisible();
      await expect.poll(() => focusInside(opened)).toBe(true);
      await page.keyboard.press('Escape');
      await expect(opened).toBeHidden();
      // The bell's panel has gone: the focus goes back to the bell.
      await expect(page.locator('[data-alarm-bell]')).toBeFocused();
    }
  });
}

for (const size of SIZES) {
  test(`a shared alarm link shows its remedy: reload, back/forward and Esc (${size.width})`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, 'u-admin', '/home?alarms=open');
    await expect(rows(page).first()).toBeVisible();
    const id = (await rows(page).first().getAttribute('data-row-key'))!;

    /** The details lie over the list, hold the focus, and their maintenance link can be clicked. */
    const expectDetailsOnTop = async () => {
      const opened = details(page);
      const manual = opened.getByRole('link', { name: /Maintenance instructions for this alarm/ });
      await expect(manual).toBeVisible();
      await expect(list(page)).toBeVisible();
      await motionDone(page);
      expect(await onTop(manual)).toBe(true);
      await expect.poll(() => focusInside(opened)).toBe(true);
      return manual;
    };

    // A shared link, opened in a fresh page load.
    await page.goto(`/home?alarms=open&alarmId=${id}`);
    const manual = await expectDetailsOnTop();
    await expectNoSeriousA11yViolations(page, `an alarm's details over the list (${size.width})`);
    const [docs] = await Promise.all([page.waitForEvent('popup'), manual.click()]);
    await expect(docs).toHaveURL(/\/document\/maintenanceInstructions#alarm-/);
    await docs.close();

    // Away to another page of the app and back: the details again, over the list; forward: away again.
    await visitInApp(page, '/organization');
    await expect(details(page)).toBeHidden();
    await expect(list(page)).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`alarmId=${id}`));
    await expectDetailsOnTop();
    await page.goForward();
    await expect(details(page)).toBeHidden();
    await page.goBack();
    await expectDetailsOnTop();

    // A reload.
    await page.reload();
    await expectDetailsOnTop();

    // Esc: the details go, the list stays, the focus on the alarm's row; Esc again closes the list.
    await page.keyboard.press('Escape');
    await expect(details(page)).toBeHidden();
    await expect(page).not.toHaveURL(/alarmId=/);
    await expect(list(page)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('tr')?.getAttribute('data-row-key')))
      .toBe(id);
    await page.keyboard.press('Escape');
    await expect(list(page)).toBeHidden();
  });
}

const CARD_FIELDS: MessageKey[] = [
  'alarm.field.organization',
  'alarm.field.device',
  'alarm.field.time',
  'alarm.field.duration',
  'alarm.field.state',
  'alarm.field.read',
];

/** Nothing of `scope` reaches past the window's right edge, and nothing in it scrolls sideways. */
async function expectWithinWindow(page: Page, scope: Locator) {
  const width = page.viewportSize()!.width;
  const overflow = await scope.evaluate((root, right) => {
    const wide = [...root.querySelectorAll<HTMLElement>('td, .ant-table-content')].filter(
      (el) => el.getBoundingClientRect().right > right + 0.5 || el.scrollWidth > el.clientWidth + 1,
    );
    return wide.map((el) => `${el.tagName}.${el.className}`);
  }, width);
  expect(overflow).toEqual([]);
}

for (const locale of LOCALES) {
  test(`an operator on a phone reads the alarm list as cards (${locale})`, async ({ page }) => {
    await useLanguage(page, locale);
    await page.setViewportSize(PHONE);
    await signIn(page, 'u-admin', '/home?alarms=open');
    const first = rows(page).first();
    await expect(first).toBeVisible();

    // A card: no header row, every field labelled in the row, nothing cut or scrolled sideways.
    await expect(list(page).locator('.ant-table-thead')).toBeHidden();
    for (const key of CARD_FIELDS) await expect(first.locator(`td[data-label="${text(locale, key)}"]`)).toBeVisible();
    await expect(first.locator('time')).toHaveText(/\d{1,2}:\d{2}/);
    await expectWithinWindow(page, list(page));
    await expectNoSeriousA11yViolations(page, `the alarm list as cards (${locale})`);

    // Japanese: 「エレベーター乗降異常」 wraps between its words, never inside one.
    if (locale === 'ja-JP') {
      await openList(page, '&alarmType=elevatorRide');
      const name = rows(page).first().locator('.cjk-words');
      await expect(name).toHaveText('エレベーター乗降異常');
      const style = await name.evaluate((el) => {
        const css = getComputedStyle(el);
        return { lineBreak: css.lineBreak, wordBreak: css.wordBreak };
      });
      expect(style.lineBreak).toBe('strict');
      expect(['keep-all', 'auto-phrase']).toContain(style.wordBreak);
      // At the narrowest a card gets, the line may break only after 「エレベーター」.
      const lineTops = await name.evaluate((el) => {
        (el as HTMLElement).style.display = 'inline-block';
        (el as HTMLElement).style.width = '7em';
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const tops: number[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < (node.textContent || '').length; i += 1) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            tops.push(Math.round(range.getBoundingClientRect().top));
          }
        }
        return tops;
      });
      expect(lineTops).toHaveLength(10);
      expect(new Set(lineTops.slice(0, 6)).size).toBe(1);
      expect(new Set(lineTops.slice(6)).size).toBe(1);
    }

    // On a desk the same list is a table with a column per field.
    await page.setViewportSize(DESK);
    await expect(
      list(page).getByRole('columnheader', { name: text(locale, 'alarm.field.state'), exact: true }),
    ).toBeVisible();
    await expect(
      list(page).getByRole('columnheader', { name: text(locale, 'alarm.field.read'), exact: true }),
    ).toBeVisible();

    // Home's fleet health: its heading above its totals, its devices as cards.
    await page.setViewportSize(PHONE);
    await page.goto('/home');
    const fleet = page.getByTestId('fleet-health');
    const totals = page.getByTestId('fleet-totals');
    await totals.scrollIntoViewIfNeeded();
    await expect(totals).toBeVisible();
    const heading = fleet.getByRole('heading', { level: 2, name: text(locale, 'home.fleet.title') });
    const headingBox = (await heading.boundingBox())!;
    const totalsBox = (await totals.boundingBox())!;
    expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(totalsBox.y + 0.5);
    expect(await heading.evaluate((el) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth + 1)).toBe(
      true,
    );
    const deviceCards = fleet.locator('.card-rows tr.ant-table-row');
    await expect(deviceCards.first()).toBeVisible();
    await expect(fleet.locator('.card-rows .ant-table-thead')).toBeHidden();
    await expect(
      deviceCards.first().locator(`td[data-label="${text(locale, 'home.fleet.column.ongoing')}"]`),
    ).toBeVisible();
    await expectWithinWindow(page, fleet);
    await expectNoSeriousA11yViolations(page, `Home as cards (${locale})`);
  });
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  for (const size of SIZES) {
    test(`an operator filters ongoing alarms (${locale}, ${size.width})`, async ({ page }) => {
      await useLanguage(page, locale);
      await page.setViewportSize(size);
      await signIn(page, 'u-admin', '/home?alarms=open');
      await expect(rows(page).first()).toBeVisible();
      const totalText = list(page).locator('.ant-pagination-total-text');
      const total = async () => Number(((await totalText.innerText()).match(/\d+/) || ['0'])[0]);
      const all = await total();

      const stateFilter = list(page).getByRole('radiogroup', { name: text(locale, 'alarm.filter.alarmState') });
      const readFilter = list(page).getByRole('radiogroup', { name: text(locale, 'alarm.field.read') });
      await expect(readFilter).toBeVisible();
      const stateCells = list(page).locator(`td[data-label="${text(locale, 'alarm.field.state')}"]`);

      await stateFilter.getByText(text(locale, 'alarm.ongoing'), { exact: true }).click();
      await expect(page).toHaveURL(/[?&]state=ongoing/);
      await expect.poll(total).toBeLessThan(all);
      const ongoing = await total();
      expect(ongoing).toBeGreaterThan(0);
      await expect(stateCells.filter({ hasText: text(locale, 'alarm.cleared') })).toHaveCount(0);
      await expect(stateCells.first()).toHaveText(text(locale, 'alarm.ongoing'));

      // Kept in the URL: a reload (or Home's "ongoing" link) opens the list filtered.
      await page.reload();
      await expect(rows(page).first()).toBeVisible();
      await expect(stateFilter.getByRole('radio', { name: text(locale, 'alarm.ongoing') })).toBeChecked();
      await expect.poll(total).toBe(ongoing);

      await stateFilter.getByText(text(locale, 'alarm.cleared'), { exact: true }).click();
      await expect(page).toHaveURL(/[?&]state=cleared/);
      await expect.poll(total).toBe(all - ongoing);
      await expect(stateCells.filter({ hasText: text(locale, 'alarm.ongoing') })).toHaveCount(0);

      // Apart from the read status: both filters hold together.
      await readFilter.getByText(text(locale, 'alarm.state.unread'), { exact: true }).click();
      await expect(page).toHaveURL(/[?&]state=cleared/);
      await expect(page).toHaveURL(/[?&]alarmRead=unread/);
      await list(page)
        .getByRole('button', { name: text(locale, 'alarm.filter.clear') })
        .click();
      await expect(page).not.toHaveURL(/[?&]state=/);
      await expect.poll(total).toBe(all);
      await expectNoSeriousA11yViolations(page, `the filtered alarm list (${locale}, ${size.width})`);
    });
  }
}
