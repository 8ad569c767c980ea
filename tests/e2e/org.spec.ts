import { expect, test } from '@playwright/test';
import { resetSimulator, signIn } from './support';

test.beforeEach(async ({ request }) => resetSimulator(request));

test('look', async ({ page }) => {
  await signIn(page, 'u-admin', '/organization');
  await page.waitForURL(/\/organization/);
  await expect(page.getByText('Harbour Convention Center')).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/artifacts/org-list.png', fullPage: true });
  await page.getByRole('button', { name: 'Add Organization' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'tests/e2e/artifacts/org-create.png', fullPage: true });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('link', { name: 'Open Bayview Shopping Mall' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: 'tests/e2e/artifacts/org-detail.png', fullPage: true });
  await page.goto('/manufacturer');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: 'tests/e2e/artifacts/man-org1.png', fullPage: true });
  await page.goto('/?mode=distributor&busId=org-2&fromBusId=dist-1');
  await page.waitForTimeout(1500);
  await page.getByRole('menuitem', { name: /Manufacturer/ }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: 'tests/e2e/artifacts/man-mode.png', fullPage: true });
});
