// axe-core with the WCAG 2.1 A/AA rules; a journey fails on any serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The serious and critical violations on the page (or inside `include`), one line each. */
export async function seriousA11yViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
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
