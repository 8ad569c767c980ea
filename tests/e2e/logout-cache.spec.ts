// After Log Out the browser's cache holds no answer of the platform: every API answer goes out with
// Cache-Control: no-store (the simulator, and the template's /api/ location), so no later visitor of the same
// browser can read the organisation list, the settings or the dashboard's figures from it.
import { expect, test } from './fixtures';
import { recordRequests } from './observe';
import { logOut, resetSimulator, signIn } from './support';

test('after Log Out an only-if-cached fetch of every API address the session read finds nothing', async ({
  page,
  request,
}) => {
  await resetSimulator(request);
  const reads = recordRequests(
    page,
    (req) => req.method() === 'GET' && new URL(req.url()).pathname.startsWith('/api/'),
  );
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByTestId('kpi-value').first()).toBeVisible();
  await page.goto('/organization');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  // Every read answered: its answer could have reached the cache.
  await reads.answered();
  const read = new Set(reads.sent.map((req) => req.url()));
  // The organisation list, settings, preferences, the unread count at least.
  expect(read.size).toBeGreaterThanOrEqual(4);

  await logOut(page);
  await page.waitForURL(/\/mock-login/);
  const found = await page.evaluate(
    (urls) =>
      Promise.all(
        urls.map((url) =>
          fetch(url, { cache: 'only-if-cached', mode: 'same-origin' }).then(
            (res) => `${url}: ${res.status}`,
            () => '',
          ),
        ),
      ),
    [...read],
  );
  expect(found.filter(Boolean)).toEqual([]);
});
