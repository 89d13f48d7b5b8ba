import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA, the accessibility bar of the portal (checked on every screen the e2e tests visit). */
export const AXE_TAGS: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on the page as it is now and fails when any WCAG 2.2 AA rule is violated. The error (also printed)
 * lists each violation id, its help text and the CSS selectors of the offending elements, labelled with `label`
 * (e.g. 'login page, empty form').
 * @throws Error listing the violations.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // Legacy mode runs axe.run() in the page itself. The default mode runs axe in each frame and then merges the
  // results in a new blank page, injecting axe-core twice: about twice the time for the same result on a page without
  // frames, which the portal's pages are under test (only a live bot-check vendor draws one, and the tests use the
  // sandbox's stand-in). Only violations are collected in full.
  const results = await new AxeBuilder({ page })
    .withTags([...AXE_TAGS])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  if (results.violations.length === 0) return;
  const report = results.violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    - ${node.target.map(String).join(' >>> ')}`).join('\n');
      return `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    ${violation.helpUrl}\n${targets}`;
    })
    .join('\n');
  const message = `axe: ${results.violations.length} accessibility violation(s) on ${label}:\n${report}`;
  console.error(message);
  throw new Error(message);
}
