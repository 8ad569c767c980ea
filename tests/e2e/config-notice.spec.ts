// config.js checked when the console starts (src/domain/configSchema.mjs): a mistyped key and a malformed value
// are named in a translated notice, and the console runs on the defaults.
import { expect, test } from './fixtures';
import { resetSimulator, signIn, useLanguage } from './support';

test.beforeEach(async ({ page, request }) => {
  await resetSimulator(request);
  // As ops might edit it: a misspelt key, and a cookie name that is not one (the default, token, is used instead:
  // the session's cookie, so the console stays signed in).
  await page.route('**/config.js', async (route) => {
    const response = await route.fetch();
    const edits = "window.ROPC_CONFIG.analytiks = 'console';\nwindow.ROPC_CONFIG.tokenCookie = 'ropc token';\n";
    await route.fulfill({ response, body: `${await response.text()}\n${edits}` });
  });
});

test('a mistyped config.js key shows the notice, and the console uses the defaults', async ({ page }) => {
  const analytics: string[] = [];
  page.on('console', (message) => message.text().includes('[analytics]') && analytics.push(message.text()));
  await signIn(page, 'u-admin', '/home');
  const notice = page.getByTestId('config-notice');
  await expect(notice).toContainText('The configuration of this deployment (config.js) has errors');
  await expect(notice).toContainText(
    'Unknown key “analytiks” (value “console”): it is ignored. Did you mean “analytics”?',
  );
  await expect(notice).toContainText(
    '“tokenCookie” has an invalid value, “ropc token”: the console uses “token” instead.',
  );
  // Signed in with the default cookie name; analytics stay at the production default (none).
  await expect(page.getByTestId('kpi-value').first()).toBeVisible();
  expect(analytics).toEqual([]);
  await notice.getByRole('button', { name: /close/i }).click();
  await expect(notice).toBeHidden();
});

test('the notice speaks Japanese', async ({ page }) => {
  await useLanguage(page, 'ja-JP');
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByTestId('config-notice')).toContainText(
    '不明なキー「analytiks」（値「console」）は無視されます。「analytics」の誤りではありませんか。',
  );
});
