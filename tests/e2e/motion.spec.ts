// The system's "reduce motion" setting: dialogs open and close without antd's zoom and fade, a clicked button has no
// wave, loading skeletons do not shimmer, menus still open at their button; without the setting the motion is there. The rest of the suite runs with reduced motion
// (playwright.config.ts), org.spec.ts without.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { resetSimulator, signIn } from './support';

test.beforeEach(async ({ request }) => resetSimulator(request));

/**
 * Records, from now on, every CSS animation and transition that starts with a duration (endless ones, such as a
 * spinner's, aside): antd's zoom and fade, a button's wave.
 */
async function recordMotion(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { motionSeen: string[] }).motionSeen = seen;
    const seconds = (value: string) => Math.max(...value.split(',').map((v) => parseFloat(v) || 0));
    const record = (event: AnimationEvent | TransitionEvent) => {
      const target = event.target as Element;
      const style = getComputedStyle(target);
      if (event.type === 'animationstart') {
        if (style.animationIterationCount === 'infinite') return;
        if (seconds(style.animationDuration) > 0) seen.push(`animation ${(event as AnimationEvent).animationName}`);
      } else if (seconds(style.transitionDuration) > 0) {
        seen.push(`transition ${(event as TransitionEvent).propertyName} on ${target.className}`.slice(0, 120));
      }
    };
    document.addEventListener('animationstart', record, true);
    document.addEventListener('transitionrun', record, true);
  });
}

const motionSeen = (page: Page) => page.evaluate(() => (window as unknown as { motionSeen: string[] }).motionSeen);

/** Opens and closes /organization's Add dialog; returns the animations and transitions seen meanwhile. */
async function openAndCloseAddDialog(page: Page) {
  await recordMotion(page);
  await page.getByRole('button', { name: 'Add organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add organization' });
  await expect(dialog.getByLabel('Organization Name')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return motionSeen(page);
}

test('with "reduce motion" a dialog opens and closes without motion, and a skeleton does not shimmer', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, 'u-admin', '/organization');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await openAndCloseAddDialog(page)).toEqual([]);

  // A menu opens at its button, inside the window, and stays there (a blanket reduced-motion CSS rule sends antd's
  // popups thousands of pixels off screen, flipping on every alignment).
  await page.getByTestId('org-switcher').click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  const viewport = page.viewportSize()!;
  for (let i = 0; i < 5; i++) {
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    // Two frames later: an alignment that flips would have moved it by now.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
    );
  }
  await page.keyboard.press('Escape');

  // The Home skeleton (shown while the figures load: the summary is held back here) stands still.
  await page.route('**/api/ropc/dashboard/summary', () => undefined);
  await page.goto('/home');
  const skeleton = page.locator('.ant-skeleton-active .ant-skeleton-title').first();
  await expect(skeleton).toBeVisible();
  expect(await skeleton.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
});

test('without the setting the same dialog zooms in and out, and following the setting needs no reload', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await signIn(page, 'u-admin', '/organization');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const withMotion = await openAndCloseAddDialog(page);
  expect(withMotion).toEqual(expect.arrayContaining([expect.stringMatching(/^animation .*[Zz]oom/)]));

  // The user turns "reduce motion" on while the console is open: once the console has followed it (its buttons'
  // transitions are gone), nothing moves. Clicking before that would hover a button still styled with motion.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const add = page.getByRole('button', { name: 'Add organization' });
  await expect
    .poll(() =>
      add.evaluate((el) =>
        getComputedStyle(el)
          .transitionDuration.split(',')
          .every((d) => parseFloat(d) === 0),
      ),
    )
    .toBe(true);
  expect(await openAndCloseAddDialog(page)).toEqual([]);
});
