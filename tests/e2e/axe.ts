// axe-core with the WCAG 2.1 A/AA rules; a journey fails on any serious or critical violation.
//
// axe runs in the page itself: its minified source is evaluated once per document (through the DevTools protocol,
// which the page's Content-Security-Policy does not govern), then `axe.run` checks the page or the given part.
// @axe-core/playwright's AxeBuilder evaluates the unminified source (1.3 MB) on every check and finishes each run
// in a new blank page: half of a dialog walk's time on two cores. The console renders no frames, so one document is
// the whole page. `resultTypes: ['violations']`: /organization's check took 319–448 ms instead of 468–709 ms.
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { AxeResults } from 'axe-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function runAxe(page: Page, include?: string): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ([selector, tags]) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      // Only violations are read: axe then builds a selector for one node of each passing rule, not for every node
      // (a third less time per check on a table page).
      return axe.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
    },
    [include, TAGS] as const,
  );
}

/** The serious and critical violations on the page (or inside `include`, a selector list), one line each. */
export async function seriousA11yViolations(page: Page, include?: string): Promise<string[]> {
  const { violations } = await runAxe(page, include);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() || ''}`)
          .join(' | ')}`,
    );
}

export async function expectNoSeriousA11yViolations(page: Page, label: string, include?: string) {
  expect(await seriousA11yViolations(page, include), `axe violations on ${label}`).toEqual([]);
}
