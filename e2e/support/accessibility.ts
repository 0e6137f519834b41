import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's browser build, as installed for this package. */
const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules (2.2 adds only AA ones to axe: target-size). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** What fails an audit. Moderate and minor findings are left to a person's judgement. */
const failingImpacts: readonly ImpactValue[] = ['serious', 'critical'];

export interface AuditOptions {
  /**
   * Rules not run on this page, each with the reason why it cannot be met there. Never a way
   * to silence a finding that can be fixed.
   */
  excludedRules?: Readonly<Record<string, string>>;
}

/**
 * Runs axe-core on the whole page as it is now and answers each serious or critical violation
 * as `rule-id (impact): selector, selector…`, one line per rule, so that a failing expectation
 * names what to fix. The page must allow added scripts (`bypassCSP`: the portal's CSP allows
 * its own origin only, and `addScriptTag` inlines the file).
 */
export async function seriousAccessibilityViolations(
  page: Page,
  { excludedRules = {} }: AuditOptions = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: axeScript });
  }
  const disabled = Object.keys(excludedRules);
  const violations = await page.evaluate(
    async ({ tags, off }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results: AxeResults = await axe.run(document, {
        runOnly: { type: 'tag', values: [...tags] },
        rules: Object.fromEntries(off.map((rule) => [rule, { enabled: false }])),
        resultTypes: ['violations'],
      });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        targets: violation.nodes.map((node) => node.target.map(String).join(' >>> ')),
      }));
    },
    { tags: wcagTags, off: disabled },
  );
  return violations
    .filter((violation) => violation.impact && failingImpacts.includes(violation.impact))
    .map(({ id, impact, targets }) => `${id} (${impact}): ${targets.join(', ')}`);
}
