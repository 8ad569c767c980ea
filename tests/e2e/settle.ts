// Condition waits for a page to be ready for axe or a screenshot, instead of fixed sleeps (the CI machine may be busy).
import { expect, type Page } from '@playwright/test';

/**
 * No CSS animation or transition is running any more, apart from endless ones (a spinner) and a clicked button's
 * wave (two seconds of a fading ring, painted over the button only): antd's motion ended. A click during a menu's
 * opening motion can be lost on a busy machine (the item moves between the pointer going down and up).
 */
export async function motionDone(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return (
        animation.playState !== 'running' ||
        animation.effect?.getComputedTiming().iterations === Infinity ||
        !!target?.classList.contains('ant-wave')
      );
    }),
  );
}

/**
 * The page has loaded as the user sees it: the load event has fired, no busy region is left (the startup shell, a
 * page's code still loading, figures or rows on their way: skeletons, spinners, aria-busy) and antd's motion ended.
 */
export async function settled(page: Page) {
  await page.waitForLoadState('load');
  await expect(
    page.locator('.ant-skeleton, .ant-spin-spinning, [aria-busy="true"], [data-testid="app-shell"]'),
  ).toHaveCount(0, { timeout: 30_000 });
  await motionDone(page);
}
