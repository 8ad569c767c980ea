// Faults of the platform and of the network through the simulator's fault injection (mock/README.md "Fault rules"):
// each ends with the exact translated message, the console still on screen, and no uncaught error or unhandled
// rejection (the fixture fails on those). Covered elsewhere: an expired session on startup (session.spec.ts), a
// startup call failing with HTTP 500 (session.spec.ts), a forced 000401 on startup (simulator.spec.ts), a page
// chunk that no longer exists (shell.spec.ts), the dashboards' own load errors (home.spec.ts), double submits of
// organisation create and role create (org.spec.ts, people.spec.ts).
import type { Page, Route } from '@playwright/test';
import { LOCALES, text, type MessageKey } from './catalogs';
import { expect, test } from './fixtures';
import { resetSimulator, setFaults, signIn, useLanguage } from './support';
import { apiCalls, expectConsoleOnScreen, isPlatformCall, recordRequests, recordToasts, toastsOf } from './observe';

const en = (key: MessageKey, values?: Record<string, string | number>) => text('en-US', key, values);
const toast = (page: Page, message: string) => page.locator('.ant-message').getByText(message, { exact: true });

const ROLE_LIST = '/api/ropc/auth/role/list';
const roleRow = (page: Page) => page.getByRole('row').filter({ hasText: 'Site supervisor' });
/** Signs the administrator in on /role and waits for the role table. */
async function openRoles(page: Page) {
  await signIn(page, 'u-admin', '/role');
  await expect(roleRow(page)).toBeVisible();
}
/**
 * Opens Home (after `open`, which signs in) and waits until it has loaded: the dashboards, the charts and the
 * overview show, the other two periods' figures have been asked ahead, and every call has its answer. Faults set
 * after it meet the journey's own calls only.
 */
async function homeLoaded(page: Page, open: () => Promise<unknown>) {
  const calls = recordRequests(page, isPlatformCall);
  await open();
  await expect(page.getByTestId('kpi-taskCount').getByTestId('kpi-value')).toHaveText(/\d/);
  await expect(page.getByTestId('trends').locator('canvas')).toHaveCount(4, { timeout: 30_000 });
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(/\d+ devices/);
  const summaries = () => calls.sent.filter((r) => r.url().endsWith('/api/ropc/dashboard/summary')).length;
  await expect.poll(summaries).toBe(3);
  await calls.answered();
}
const reloadTable = (page: Page) =>
  page.locator('.ant-pro-table-list-toolbar-setting-item [aria-label="reload"]').click();
/** Reloads the role table and waits for the list's answer (the rows on screen may still be the earlier ones). */
async function reloadTableAnswered(page: Page) {
  const answered = page.waitForResponse((r) => r.url().includes(ROLE_LIST));
  await reloadTable(page);
  await answered;
}

test.beforeEach(async ({ page, request }) => {
  await resetSimulator(request);
  await recordToasts(page);
});

for (const locale of LOCALES) {
  test(`platform failures and broken answers each show their message (${locale})`, async ({ page, request }) => {
    const t = (key: MessageKey, values?: Record<string, string | number>) => text(locale, key, values);
    await useLanguage(page, locale);
    await openRoles(page);

    const cases: Array<[string, object, string]> = [
      ['HTTP 500 with the envelope', { kind: 'http', status: 500 }, t('request.code.000500')],
      [
        'HTTP 502 with an HTML page',
        { kind: 'http', status: 502, html: true },
        t('request.error.http5xx', { status: 502 }),
      ],
      ['HTTP 200 with an HTML page', { kind: 'html' }, t('request.error.notJson')],
      ['HTTP 200 with broken JSON', { kind: 'malformed' }, t('request.error.malformed')],
    ];
    for (const [what, rule, message] of cases) {
      await setFaults(request, { rules: [{ path: ROLE_LIST, times: 1, ...rule }] });
      await reloadTableAnswered(page);
      await expect(toast(page, message), what).toBeVisible();
      await expectConsoleOnScreen(page);
    }
    // The rules were spent: retrying shows the roles again. Its answer is awaited: a retry still on its way would
    // meet the 000402 rule set next (the page then leaves for /noAuth before the reload below can be clicked).
    await reloadTableAnswered(page);
    await expect(roleRow(page)).toBeVisible();
    expect(await toastsOf(page)).toEqual(cases.map(([, , message]) => message));

    // No access to the organisation (000402): the no-permission page, with the message.
    await setFaults(request, { rules: [{ path: ROLE_LIST, code: '000402', times: 1 }] });
    await reloadTable(page);
    await page.waitForURL(/\/noAuth$/);
    await expect(toast(page, t('request.code.000402'))).toBeVisible();
    await expect(page.getByText(t('layout.noAuth'))).toBeVisible();
    // Not a dead end: starting again picks an organisation the user may open.
    await page.getByRole('button', { name: t('common.backHome'), exact: true }).click();
    await page.waitForURL(/\/home$/);
    await expect(page.getByTestId('kpi-taskCount')).toBeVisible();
  });
}

test('the platform chooses the presentation: a warning, a notification, the exception page (showType 1, 4, 9)', async ({
  page,
  request,
}) => {
  await openRoles(page);

  await setFaults(request, {
    rules: [{ path: ROLE_LIST, times: 1, code: '020001', showType: 1, msg: 'Robot fleet sync in progress' }],
  });
  await reloadTable(page);
  await expect(page.locator('.ant-message-warning').getByText('Robot fleet sync in progress')).toBeVisible();

  await setFaults(request, {
    rules: [{ path: ROLE_LIST, times: 1, code: '010002', showType: 4, msg: 'Role service degraded' }],
  });
  await reloadTable(page);
  const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Role service degraded' });
  await expect(notice).toBeVisible();
  await expect(notice.locator('.ant-notification-notice-message')).toHaveText('010002'); // a code of the common table: still the platform's own text
  await expectConsoleOnScreen(page);

  await setFaults(request, {
    rules: [
      { path: ROLE_LIST, times: 1, code: '020003', showType: 9, msg: '<img src=x onerror=alert(1)> Maintenance' },
    ],
  });
  await reloadTable(page);
  await page.waitForURL(/\/exception\?/);
  await expect(page.getByText('020003')).toBeVisible();
  await expect(page.getByText('<img src=x onerror=alert(1)> Maintenance')).toBeVisible(); // text, not markup
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test('a burst of failures shows one toast per distinct message', async ({ page, request }) => {
  await homeLoaded(page, () => signIn(page, 'u-admin', '/home'));
  // Changing the period asks for the summary, the trend and the overview together.
  await setFaults(request, {
    rules: [
      { path: '/api/ropc/dashboard/summary', code: '000500', delayMs: 300 },
      { path: '/api/ropc/dashboard/trend', code: '000500', delayMs: 300 },
      { path: '/api/ropc/dashboard/devices', status: 502, html: true, delayMs: 300 },
    ],
  });
  const calls = recordRequests(page, isPlatformCall);
  await page.getByText('Last 30 Days', { exact: true }).click();
  await expect(toast(page, en('request.code.000500'))).toBeVisible();
  // Every failed call has had its answer (and its toast, if it was to show one).
  await calls.answered();
  expect(calls.sent.length).toBeGreaterThanOrEqual(3);
  await expect
    .poll(async () => (await toastsOf(page)).sort())
    .toEqual([en('request.code.000500'), en('request.error.http5xx', { status: 502 })].sort());
  await expectConsoleOnScreen(page);
});

test('five parallel 000401 answers send the user to the login once, the address not nested', async ({
  page,
  request,
}) => {
  await homeLoaded(page, () => signIn(page, 'u-admin', '/home?period=30'));
  const logins: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && new URL(r.url()).pathname === '/mock-login') logins.push(r.url());
  });
  await setFaults(request, { rules: [{ path: '/api/ropc/*', code: '000401' }] });
  // The calls are held until they are all out; the simulator answers each with 000401 (the fault rule), and the
  // page then receives every answer at the same moment, as when a session ends under a busy page.
  const held: Route[] = [];
  await page.route(/\/api\/ropc\//, (route) => {
    held.push(route);
  });
  await page.getByText('Last 7 Days', { exact: true }).click(); // summary, trend, overview
  await page.getByText('All', { exact: true }).click(); // and again
  await expect.poll(() => held.length).toBeGreaterThanOrEqual(5);
  // The calls held so far (more may follow on a busy machine: they stay held, the page leaves anyway).
  const batch = [...held];
  const answers = await Promise.all(batch.map((route) => route.fetch()));
  expect(await Promise.all(answers.map(async (answer) => (await answer.json()).code))).toEqual(
    batch.map(() => '000401'),
  );
  await Promise.all(batch.map((route, i) => route.fulfill({ response: answers[i] }).catch(() => undefined)));
  await page.waitForURL(/\/mock-login\?/);
  // The login page shows: the console that sent the user there, and any second redirect of its, is gone.
  await expect(page.locator('button[value="u-admin"]')).toBeVisible();
  expect(logins).toHaveLength(1);
  expect(new URL(page.url()).searchParams.getAll('redirect')).toEqual(['/home?period=all']);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('currentOrgId')])).toEqual([
    null,
    null,
  ]);
  // Signing in again comes back to that address.
  await page.unroute(/\/api\/ropc\//);
  await resetSimulator(request);
  await homeLoaded(page, async () => {
    await page.locator('button[value="u-admin"]').click();
    await page.waitForURL(/\/home\?period=all$/);
  });
});

// Behind nginx the gateway gives up first (504 at 25 s, config/nginx/console.conf.template), which the console
// reports as the same timeout; without nginx (E2E_SERVER=preview) its own 30 s timeout ends the call.
test('a request left hanging ends with the timeout message after 25 s; retrying works', async ({ page, request }) => {
  await openRoles(page);
  await setFaults(request, { rules: [{ path: ROLE_LIST, kind: 'hang', times: 1 }] });
  const started = Date.now();
  const sent = page.waitForRequest((r) => r.url().includes(ROLE_LIST));
  await reloadTable(page);
  await sent;
  // The recorder sees the toast even if it has come and gone between two looks (it shows for 3 s).
  await expect.poll(() => toastsOf(page), { timeout: 40_000 }).toContain(en('request.error.timeout'));
  expect(Date.now() - started).toBeGreaterThanOrEqual(process.env.E2E_SERVER === 'preview' ? 29_000 : 24_000);
  await expectConsoleOnScreen(page);
  await reloadTable(page);
  await expect(roleRow(page)).toBeVisible();
});

test('offline: reads say so, a page not loaded yet offers a reload; back online, retrying works', async ({
  page,
  context,
}) => {
  await openRoles(page);
  await context.setOffline(true);
  await reloadTable(page);
  await expect(toast(page, en('request.error.offline'))).toBeVisible();
  await expectConsoleOnScreen(page);

  // The page of another menu entry was never loaded: its chunk cannot be fetched either.
  await page.getByRole('menuitem', { name: 'Account Management' }).click();
  await expect(page.getByText(en('shell.chunk.title'))).toBeVisible();
  await expect(page.getByText(en('shell.chunk.offline'))).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'operator@harbour.example' })).toBeVisible();
  await page.goto('/role');
  await expect(roleRow(page)).toBeVisible();
});

test('offline: a header part not loaded yet (the alarm list, My account) closes with a notice; page and shell stay', async ({
  page,
  context,
}) => {
  await openRoles(page);
  await context.setOffline(true);
  const notice = page.locator('.ant-notification-notice').filter({ hasText: en('shell.chunk.partTitle') });

  await page.getByRole('button', { name: /^Alarm messages, \d+ unread$/ }).click();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(en('shell.chunk.partOffline'));
  await expect(roleRow(page)).toBeVisible(); // the page is still there
  await expectConsoleOnScreen(page);
  await notice.getByLabel('Close', { exact: true }).first().click();
  await expect(notice).toHaveCount(0);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(notice).toBeVisible();
  await expect(page).not.toHaveURL(/panel=/); // the drawer that could not open is closed again
  await expect(roleRow(page)).toBeVisible();

  await context.setOffline(false);
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(roleRow(page)).toBeVisible();
  await page.getByRole('button', { name: /^Alarm messages, \d+ unread$/ }).click();
  await expect(page.getByRole('region', { name: 'Recent alarms' })).toBeVisible();
});

test('a slow read cancelled by leaving its page shows no toast at all', async ({ page }) => {
  await signIn(page, 'u-admin', '/home');
  await expect(page.getByText('Welcome, Alice Morgan')).toBeVisible();
  // The role list would fail, slowly: the platform's answer is held until the user has left the page.
  const held = new Promise<Route>((resolve) => {
    void page.route(`**${ROLE_LIST}*`, resolve);
  });
  const aborted = page.waitForEvent('requestfailed', (r) => r.url().includes(ROLE_LIST));
  await page.getByRole('menuitem', { name: 'Role Management' }).click();
  const route = await held;
  await page.getByRole('menuitem', { name: 'Organization Management' }).click();
  await expect(page.getByRole('link', { name: 'Open Harbour Convention Center' })).toBeVisible();
  expect((await aborted).failure()?.errorText).toContain('ERR_ABORTED');
  // Now the platform answers with a failure; the browser has dropped the call, and the console shows nothing.
  await route.fulfill({ json: { code: '000500', msg: 'Internal error', data: null } }).catch(() => undefined);
  await page.evaluate(
    () =>
      new Promise((done) => {
        requestAnimationFrame(() => requestAnimationFrame(done));
      }),
  );
  expect(await toastsOf(page)).toEqual([]);
});

test('a double click on a slow Save renames once, with one success message', async ({ page, request }) => {
  await signIn(page, 'u-admin', '/organization?org=org-1-1');
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('textbox', { name: 'Organization name' }).fill('Harbour Airport Terminal B');
  await setFaults(request, {
    rules: [{ path: '/api/ropc/business/*', method: 'PATCH', kind: 'delay', delayMs: 1500 }],
  });
  const writes = apiCalls(page, 'PATCH');
  await page.getByRole('button', { name: 'Save' }).dblclick();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Harbour Airport Terminal B');
  // The second click came before the first write's answer: a second write would have been sent before this shows.
  expect(writes).toHaveLength(1);
  expect(await toastsOf(page)).toEqual([en('success.rename')]);
});
