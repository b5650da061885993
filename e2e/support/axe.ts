import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0/2.1 A and AA rules: the level the product commits to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** A readable report: rule, impact, help link, and each offending element's selector and why. */
export function formatViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
        )
        .join('\n');
      const more =
        violation.nodes.length > 5 ? `\n    … et ${violation.nodes.length - 5} autre(s)` : '';
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical WCAG 2.1 AA
 * violation. `exclude` takes CSS selectors to leave out (third-party frames only, say why).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { exclude?: string[]; label?: string } = {},
) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const where = options.label ?? page.url();
  expect(
    blocking,
    `Violations d'accessibilité graves sur ${where} :\n\n${formatViolations(blocking)}`,
  ).toEqual([]);
}
