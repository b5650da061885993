import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type * as Axe from 'axe-core';

/** WCAG 2.0/2.1 A and AA rules: the level the product commits to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

type Violation = Axe.AxeResults['violations'][number];

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Only the violations are gathered: every rule still runs on every element, but axe no longer
 * builds a selector and a report for each element that passes. The page has no frames, so axe
 * runs once in it, injected once per document (Playwright's evaluate is not bound by the page's
 * CSP). `@axe-core/playwright` injected the 500 KB source twice per scan and finished each
 * scan in a new blank page (a renderer process of its own): 2.6 s against 0.6 s for the editor.
 */
const RUN_OPTIONS: Axe.RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  resultTypes: ['violations'],
};

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

/** axe-core's violations on the page as it is now, `exclude` (CSS selectors) left out. */
async function axeViolations(page: Page, exclude: string[]): Promise<Violation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ exclude, options }) => {
      const { axe } = window as unknown as { axe: typeof Axe };
      const context = exclude.length > 0 ? { include: [document], exclude } : document;
      return (await axe.run(context, options)).violations;
    },
    { exclude, options: RUN_OPTIONS },
  );
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical WCAG 2.1 AA
 * violation. `exclude` takes CSS selectors to leave out (third-party frames only, say why).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { exclude?: string[]; label?: string } = {},
) {
  const violations = await axeViolations(page, options.exclude ?? []);
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const where = options.label ?? page.url();
  expect(
    blocking,
    `Violations d'accessibilité graves sur ${where} :\n\n${formatViolations(blocking)}`,
  ).toEqual([]);
}
