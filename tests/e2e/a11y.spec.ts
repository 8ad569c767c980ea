// Every route in the three languages passes axe's WCAG 2.1 AA rules (no serious or critical violation).
import { expectNoSeriousA11yViolations, seriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { settled } from './settle';
import { resetSimulator, signIn, useLanguage } from './support';

/** Every route, in groups: one journey per group and language, so that a busy machine never makes one too long. */
const ROUTE_GROUPS = [
  ['/home', '/organization', '/manufacturer', '/user'],
  ['/account', '/role', '/document/productDocumentation', '/document/maintenanceInstructions'],
  ['/noAuth', '/exception?errorCode=000500&errorMessage=Oops', '/no-such-page'],
];

for (const locale of ['en-US', 'ja-JP', 'zh-CN'] as const) {
  for (const routes of ROUTE_GROUPS) {
    test(`${routes.join(', ')} pass axe in ${locale}`, async ({ page, request }) => {
      await resetSimulator(request);
      await useLanguage(page, locale);
      await signIn(page, 'u-admin', routes[0]);
      for (const [index, route] of routes.entries()) {
        if (index > 0) await page.goto(route); // signIn opened the first
        await settled(page);
        await expectNoSeriousA11yViolations(page, `${route} (${locale})`);
      }
    });
  }
}

test('a table with no results passes axe: its empty scroll region is not left for the keyboard', async ({
  page,
  request,
}) => {
  await resetSimulator(request);
  await signIn(page, 'u-admin', '/organization?name=no-such-organization');
  await expect(page.locator('main .ant-table-placeholder')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, '/organization with no results');
});

test("/home passes axe while the device overview's filter choices are still loading", async ({ page, request }) => {
  await resetSimulator(request);
  let held = false;
  await page.route('**/dashboard/filters', () => {
    held = true; // never answered: the filters stay in their loading state
  });
  await signIn(page, 'u-admin', '/home');
  const orgFilter = page.getByRole('combobox', { name: 'Organization' });
  await expect(orgFilter).toBeVisible();
  await expect.poll(() => held).toBe(true);
  await expect(page.getByText('All organizations')).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/home with the overview's filters loading");
});

test('the axe check finds what it must: an unnamed button and faint text, inside the part asked for only', async ({
  page,
  request,
}) => {
  await resetSimulator(request);
  await signIn(page, 'u-admin', '/role');
  await settled(page);
  await page.evaluate(() => {
    const part = document.createElement('div');
    part.className = 'probe-part';
    part.innerHTML = '<button type="button"><svg width="10" height="10"></svg></button>';
    const faint = document.createElement('p');
    faint.className = 'probe-faint';
    faint.style.cssText = 'color:#eee;background:#fff';
    faint.textContent = 'Faint text';
    document.querySelector('main')!.append(part, faint);
  });
  const whole = await seriousA11yViolations(page);
  expect(whole).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^button-name \(critical\)/),
      expect.stringMatching(/^color-contrast/),
    ]),
  );
  // Twice in one document: axe is loaded once and runs again.
  expect(await seriousA11yViolations(page, '.probe-part')).toEqual([expect.stringMatching(/^button-name/)]);
});
