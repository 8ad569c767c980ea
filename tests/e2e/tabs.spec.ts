// Two tabs of one browser: a Log Out in one sends the other to login, and another user signing in makes a stale
// tab reload with the new identity, never go on under the old page with the new user's token (issue 18, item 5;
// the mechanism is src/session/otherTabs.ts). The stale tab gets no click, key or focus from the test.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logOut, resetSimulator, signIn } from './support';

test.beforeEach(async ({ request }) => resetSimulator(request));

/** The tokens each page load of `page` sent to the platform: one list per load (a reload starts a new one). */
function tokensPerLoad(page: Page): Set<string>[] {
  const loads: Set<string>[] = [new Set()];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads.push(new Set());
  });
  page.on('request', (request) => {
    const token = request.headers()['x-access-token'];
    if (token && new URL(request.url()).pathname.startsWith('/api/')) loads[loads.length - 1].add(token);
  });
  return loads;
}

test('Log Out in one tab sends the other tab to login', async ({ page, context }) => {
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible();
  const other = await context.newPage();
  await other.goto('/user');
  await expect(other.getByRole('row').filter({ hasText: 'Ben Carter' })).toBeVisible();

  await page.bringToFront();
  await logOut(page);
  await expect(page).toHaveURL(/\/mock-login/);
  // The other tab leaves by itself: it shows no user data any more.
  await expect(other).toHaveURL(/\/mock-login/);
  await expect(other.getByRole('row').filter({ hasText: 'Ben Carter' })).toHaveCount(0);
});

test('another user signing in makes a stale tab reload with the new identity', async ({ page, context }) => {
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible();
  const stale = await context.newPage();
  const loads = tokensPerLoad(stale);
  await stale.goto('/home');
  await expect(stale.getByText('Welcome, Alice Morgan')).toBeVisible();

  // In the first tab, the identity service signs in someone else (it replaces the token cookie).
  await page.bringToFront();
  await page.goto('/mock-login?redirect=/home');
  await page.locator('button[value="u-operator"]').click();
  await expect(page.getByText('Welcome, Ben Carter')).toBeVisible();

  await expect(stale.getByText('Welcome, Ben Carter')).toBeVisible();
  await expect(stale.getByText('Welcome, Alice Morgan')).toHaveCount(0);
  // No page load of the stale tab spoke to the platform as two users.
  const used = loads.filter((tokens) => tokens.size > 0);
  expect(used.length).toBeGreaterThan(1);
  for (const tokens of used) expect(tokens.size).toBe(1);
});
