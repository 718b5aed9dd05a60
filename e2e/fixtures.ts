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
  // Legacy mode runs axe.run() in the page itself. The default runs axe.runPartial() in each
  // frame, then opens a blank page, injects axe again and finishes there: about 0.7 s more per
  // scan, only needed for cross-origin iframes, which the app has none of (same-origin frames
  // are still scanned). The rules and the nodes checked are the same.
  // Only violations are read: axe still runs every rule, but lists no passing or inapplicable
  // nodes, whose markup was most of what crossed to the test (about 0.4 s of CPU per scan).
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  if (rules) builder.withRules(rules);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
