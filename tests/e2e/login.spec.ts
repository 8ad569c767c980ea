import { expect, test } from './fixtures';
import { resetSimulator, signInThroughLogin } from './support';

test.beforeEach(async ({ request }) => resetSimulator(request));

test('a fresh visit signs in through the identity login and lands on /home', async ({ page }) => {
  await signInThroughLogin(page, 'u-admin', '/');
  await page.waitForURL(/\/home$/);
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible();
  await expect(page).toHaveTitle(/Customer Operations Platform/);
});
