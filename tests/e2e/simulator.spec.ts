// The simulator as the preview server serves it: the mock identity login and the control endpoints.
import { expect, test } from './fixtures';
import { resetSimulator, setFaults, useLanguage } from './support';

test.beforeEach(async ({ request }) => resetSimulator(request));

test('the identity login returns to the page the console asked for', async ({ page }) => {
  await page.goto('/role');
  await page.waitForURL(/\/mock-login\?redirect=%2Frole/);
  await page.getByRole('button', { name: /Alice Morgan/ }).click();
  await page.waitForURL(/\/role$/);
});

test('the identity login refuses to send the user to another site', async ({ page }) => {
  await page.goto('/mock-login?redirect=https%3A%2F%2Fevil.example%2Fhome');
  await page.getByRole('button', { name: /Alice Morgan/ }).click();
  await page.waitForURL((url) => url.pathname === '/home');
  expect(new URL(page.url()).host).not.toContain('evil');
});

for (const [locale, heading] of [
  ['ja-JP', '顧客運営プラットフォームにサインイン'],
  ['zh-CN', '登录客户运营平台'],
] as const) {
  test(`the identity login speaks ${locale}`, async ({ page }) => {
    await useLanguage(page, locale);
    await page.goto('/mock-login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('a forced 000401 on startup sends the user back to the identity login', async ({ page, request }) => {
  await page.goto('/home');
  await page.waitForURL(/\/mock-login/);
  await setFaults(request, { rules: [{ path: '/api/ropc/business/user/list', code: '000401', times: 1 }] });
  const listCall = page.waitForResponse((r) => r.url().includes('/api/ropc/business/user/list'));
  await page.getByRole('button', { name: /Alice Morgan/ }).click();
  await listCall;
  await page.waitForURL(/\/mock-login\?redirect=%2Fhome/);
  expect((await (await request.get('/api/__sim/faults')).json()).data.rules).toEqual([]); // the forced answer was used
  await page.getByRole('button', { name: /Alice Morgan/ }).click();
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible();
});

test('control endpoints answer and reset restores the seed', async ({ request }) => {
  const login = await request.post('/api/__sim/login', { data: { userId: 'u-admin' } });
  const { token } = (await login.json()).data;
  const headers = { 'x-access-token': token, 'x-bus-id': 'org-1', 'x-locale': 'zh-CN' };
  const bad = await request.post('/api/__sim/faults', { data: { rules: [{ path: 'nope' }] } });
  expect(bad.status()).toBe(400);
  await setFaults(request, { rules: [{ path: '/api/ropc/auth/role/info', status: 502, html: true }] });
  const forced = await request.post('/api/ropc/auth/role/info', { headers, data: {} });
  expect(forced.status()).toBe(502);
  expect(forced.headers()['content-type']).toContain('text/html');
  await resetSimulator(request);
  const info = await request.post('/api/ropc/auth/role/info', { headers, data: {} });
  expect((await info.json()).data.roleName).toBe('Administrator');
  const denied = await request.post('/api/ropc/auth/role/info', {
    headers: { ...headers, 'x-bus-id': 'org-404' },
    data: {},
  });
  expect(await denied.json()).toEqual({ code: '000402', msg: '无访问权限', data: null });
});
