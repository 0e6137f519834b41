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

/** WCAG 2.2's target size (minimum), 2.5.8: 24 by 24 CSS pixels. */
export const minimumTargetSize = 24;

/**
 * The controls in `<main>` smaller than 24 × 24 CSS px, as `tag "name" width×height`, leaving
 * out what WCAG 2.5.8 exempts and this check can tell: a link inside a sentence (an inline
 * link with text of its own paragraph beside it). A link stretched over its card (portal-base's
 * `.stretched-link`) is measured by the card it covers. Stricter than axe's target-size rule, which
 * also lets a small target pass when it has room around it: a tap on a phone should not depend
 * on how far the next button happens to be.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const main = document.querySelector('main');
    if (!main) return ['no <main> landmark'];
    const controls = main.querySelectorAll(
      [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="link"]',
        '[role="checkbox"]',
        '[role="radio"]',
        '[role="tab"]',
        '[tabindex]:not([tabindex="-1"])',
      ].join(', '),
    );
    const inSentence = (control: Element) =>
      control.tagName === 'A' &&
      getComputedStyle(control).display === 'inline' &&
      Array.from(control.parentElement?.childNodes ?? []).some(
        (node) => node !== control && node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
    return Array.from(controls).flatMap((control) => {
      if (control.closest('[aria-hidden="true"], [hidden]')) return [];
      const style = getComputedStyle(control);
      if (style.display === 'none' || style.visibility === 'hidden') return [];
      // A link stretched over its card (an absolutely placed ::after) is tapped anywhere on it.
      const after = getComputedStyle(control, '::after');
      const stretchedOver =
        after.content !== 'none' && after.position === 'absolute'
          ? control.parentElement?.closest('.card, .tile, [class*="card"], [class*="tile"]')
          : null;
      const box = (stretchedOver ?? control).getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return [];
      const tolerance = 0.01;
      if (box.width + tolerance >= minimum && box.height + tolerance >= minimum) return [];
      if (inSentence(control)) return [];
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      const type = control instanceof HTMLInputElement ? `[type=${control.type}]` : '';
      return [
        `${control.tagName.toLowerCase()}${type} "${name}" ${box.width.toFixed(1)}×${box.height.toFixed(1)}`,
      ];
    });
  }, minimumTargetSize);
}
