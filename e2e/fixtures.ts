import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * An axe scan of what is on screen: no serious or critical violations. `rules` narrows the scan
 * to the rules a test is about (a theme changes colours only, so its scan checks contrast).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  include?: string,
  rules?: string[],
) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  if (rules) builder.withRules(rules);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
