// What a fault journey observes: the toasts shown (recorded as they appear, since they close after 1.5 s), the
// platform calls made, and that the console is still on screen.
import { expect, type Page } from '@playwright/test';

/** Records the text of every message and notification toast the page shows, from the next navigation on. */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = shown;
    const SELECTOR = '.ant-message-notice, .ant-notification-notice';
    const note = (el: Element) => shown.push((el.textContent || '').trim());
    new MutationObserver((records) => {
      records.forEach((record) =>
        record.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          if (node.matches(SELECTOR)) note(node);
          node.querySelectorAll(SELECTOR).forEach(note);
        }),
      );
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The toasts shown on the current document so far, in order. */
export const toastsOf = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { __toasts: string[] }).__toasts]);

/** Records the platform calls (`METHOD path`) made from now on, optionally of one method. */
export function apiCalls(page: Page, method?: string): string[] {
  const calls: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (/^\/api\/(ropc|user)\//.test(pathname) && (!method || req.method() === method))
      calls.push(`${req.method()} ${pathname}`);
  });
  return calls;
}

/** No white screen: the layout with its menu and some text is still there. */
export async function expectConsoleOnScreen(page: Page) {
  await expect(page.locator('.ant-pro-layout')).toBeVisible();
  await expect(page.getByRole('menu').first()).toBeVisible();
  expect((await page.evaluate(() => document.body.innerText.trim())).length).toBeGreaterThan(20);
}
