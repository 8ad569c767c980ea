// Desktop notifications of alarms (issue 46): only after opt-in in My account, only of a type the organisation
// notifies, and one per alarm with two tabs open.
import type { BrowserContext, Page } from '@playwright/test';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from './chromium';
import { expect, test } from './fixtures';
import { raise, streamOf } from './liveAlarms';
import { platform, resetSimulator, signIn } from './support';

test.beforeEach(async ({ request }) => resetSimulator(request));

/**
 * The browser's notifications in every page of `context`, counted: the real Notification, wrapped to record each
 * notification shown and each permission prompt (the permission itself is the browser's, granted by Playwright).
 */
async function countNotifications(context: BrowserContext) {
  await context.grantPermissions(['notifications']);
  await context.addInitScript(() => {
    const seen = { shown: [] as { title: string; tag?: string }[], asked: 0 };
    (window as unknown as { __notifications: typeof seen }).__notifications = seen;
    const Real = window.Notification;
    class Counting extends Real {
      static override requestPermission(...args: Parameters<typeof Real.requestPermission>) {
        seen.asked += 1;
        return Real.requestPermission(...args);
      }
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        seen.shown.push({ title, tag: options?.tag });
      }
    }
    Object.defineProperty(window, 'Notification', { value: Counting, configurable: true, writable: true });
  });
}
const notifications = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __notifications: { shown: { title: string; tag?: string }[]; asked: number } })
        .__notifications,
  );

// Debian's headless shell answers "denied" to every page whatever a context grants (its Notification has no
// permission store); the full build honours Playwright's grant, so this journey runs on it.
test.use({ launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS } });

test('desktop notifications: only after opt-in, only of a chosen type, once with two tabs open', async ({
  page,
  context,
  request,
}) => {
  await countNotifications(context);
  await signIn(page, 'u-admin', '/home');
  // The organisation mutes device failures (Platform Settings → alarm notifications).
  await platform(page, 'PATCH', '/settings', { alarmNotifications: { deviceFailure: false } });
  const reloaded = streamOf(page);
  await page.reload();
  await expect(page.getByTestId('needs-attention')).toBeVisible();
  await reloaded();

  // The browser allows this site (Playwright's grant, as a user who allowed it before), but the user has not turned
  // them on here: an alarm notifies nothing on the desktop, and nothing asked the browser.
  await raise(request, { type: 'machineTrapped' });
  await expect(page.getByRole('button', { name: 'View' })).toBeVisible();
  expect(await notifications(page)).toEqual({ shown: [], asked: 0 });

  const profile = streamOf(page);
  await page.goto('/home?panel=profile');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const toggle = page.getByRole('switch', { name: 'Desktop notifications of alarms on this browser' });
  await expect(page.getByTestId('desktop-alarms-state')).toHaveText('Off');
  expect((await notifications(page)).asked).toBe(0);
  await toggle.focus();
  await page.keyboard.press('Space'); // keyboard reachable
  await expect(page.getByTestId('desktop-alarms-state')).toHaveText('On');
  // Already allowed, so nothing to ask (the prompt on this switch only, never on load: src/features/alarms/notify/DesktopNotifications.test.tsx).
  expect((await notifications(page)).asked).toBe(0);
  await profile();

  const second = await context.newPage();
  await second.goto('/home');
  await expect(second.getByTestId('needs-attention')).toBeVisible();
  // The second tab's live layer runs: it waits for the stream's lock, and hears the first tab's stream.
  await expect.poll(() => second.evaluate(async () => (await navigator.locks.query()).pending?.length || 0)).toBe(1);

  await raise(request, { type: 'deviceFailure' }); // muted: no notification
  const [id] = await raise(request, { type: 'machineTrapped' });
  await expect
    .poll(async () => [...(await notifications(page)).shown, ...(await notifications(second)).shown])
    .toEqual([{ title: 'New alarm: Machine trapped', tag: id }]);
  // Both tabs have heard of it (their notices show it), and still one notification: the stream's tab's.
  await expect(second.getByText('New alarm: Machine trapped', { exact: true })).toBeVisible();
  await expect(page.getByText('New alarm: Machine trapped', { exact: true })).toBeVisible();
  expect([...(await notifications(page)).shown, ...(await notifications(second)).shown]).toHaveLength(1);
  expect((await notifications(second)).asked).toBe(0);
});
