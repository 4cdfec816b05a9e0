import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe's experimental rule that a control's visible text is part of its accessible name (WCAG 2.5.3, what a voice
 * control user says to press it). Off in axe by default; issue 31 found six on the lesson screen.
 */
export const NAME_MISMATCH_RULE = 'label-content-name-mismatch';

/**
 * docs/ARCHITECTURE.md#tests: axe checks each screen; a serious or critical violation fails it. `experimental` also
 * runs the label-content-name-mismatch rule.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { experimental = false }: { experimental?: boolean } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page });
  if (experimental) builder = builder.options({ rules: { [NAME_MISMATCH_RULE]: { enabled: true } } });
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
