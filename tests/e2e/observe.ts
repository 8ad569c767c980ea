// What a fault journey observes: the toasts shown (recorded as they appear, since they close after 1.5 s), the
// platform calls made, and that the console is still on screen.
import { expect, type Page, type Request } from '@playwright/test';

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

/** The live alarm stream: a standing connection that is answered for as long as the page lives. */
const isStream = (request: Request) => new URL(request.url()).pathname === '/api/ropc/alarm/stream';

/**
 * The requests the page sends from now on (those `keep` selects), and a wait until each has had its answer (or
 * failed): "nothing else was sent" is then asserted over `sent`, never inferred from a quiet network. The live alarm
 * stream is not one of them: it stays open by design (live-alarms.spec.ts covers it).
 */
export function recordRequests(page: Page, keep: (request: Request) => boolean = () => true) {
  const sent: Request[] = [];
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (isStream(request) || !keep(request)) return;
    sent.push(request);
    open.add(request);
  });
  const close = (request: Request) => open.delete(request);
  page.on('requestfinished', close);
  page.on('requestfailed', close);
  return {
    sent,
    /** `METHOD path` of each request sent. */
    calls: () => sent.map((r) => `${r.method()} ${new URL(r.url()).pathname}`),
    answered: () =>
      expect
        .poll(() => [...open].map((r) => `${r.method()} ${r.url()}`), { message: 'every request answered' })
        .toEqual([]),
  };
}

/** A call to the platform (the simulator's own /api/__sim endpoints are the journey's, not the page's). */
export const isPlatformCall = (request: Request) => /^\/api\/(ropc|user)\//.test(new URL(request.url()).pathname);
