import { expect, test } from './fixtures';
import { resetSimulator, signIn } from './support';

test.beforeEach(async ({ request }) => resetSimulator(request));

test('a fresh visit signs in through the identity login and lands on /home', async ({ page }) => {
  await signIn(page, 'u-admin', '/');
  await page.waitForURL(/\/home$/);
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible();
  await expect(page).toHaveTitle(/Customer Operations Platform/);
});
