import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA, the accessibility bar of the portal (checked on every screen the e2e tests visit). */
export const AXE_TAGS: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Screens this test worker already found clean, by {@link screenKey}. Many tests pass the same screen in the same state
 * (each dead end walks the same funnel pages, each servicing request opens on the same dashboard): axe's verdict is a
 * function of what it reads, so a screen it read before is not read again.
 */
const cleanScreens = new Set<string>();

/**
 * Everything of the page axe's verdict depends on, hashed in the page (SHA-256, hex): the viewport and scroll position,
 * the whole DOM, each form control's current value (not in the markup), the focused and the hovered elements. Hashed
 * where it is read, so only the digest crosses the DevTools pipe, not the document.
 */
async function screenKey(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const path = (el: Element | null): string => {
      const steps: string[] = [];
      for (let node = el; node && node !== document.documentElement; node = node.parentElement) {
        steps.push(`${node.tagName}:${node.parentElement ? [...node.parentElement.children].indexOf(node) : 0}`);
      }
      return steps.join('<');
    };
    const values = [...document.querySelectorAll<HTMLInputElement>('input, textarea, select')].map((c) => `${c.value}|${c.checked}`);
    const hovered = [...document.querySelectorAll(':hover')].at(-1) ?? null;
    const snapshot = JSON.stringify([innerWidth, innerHeight, scrollX, scrollY, path(document.activeElement), path(hovered), values, document.documentElement.outerHTML]);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(snapshot));
    return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  });
}

/** axe-core's source (about 580 KB), read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What AxeBuilder evaluates as "the axe-core source": nothing, as {@link loadAxe} has put axe-core in every frame.
 * AxeBuilder evaluates its source at every `analyze()`, twice in legacy mode (once for the page, once per frame), about
 * 0.3 s each on this machine kind (sending 580 KB over the DevTools pipe, then compiling it), though a single-page
 * application keeps the document, and axe with it, from screen to screen.
 */
const AXE_ALREADY_LOADED = '/* axe-core is already in this document */ void 0;';

/** Evaluates axe-core's source in each frame of `page` that does not hold it yet (a frame that cannot run it is skipped, as AxeBuilder does). */
async function loadAxe(page: Page): Promise<void> {
  await Promise.all(
    page.frames().map(async (frame) => {
      const loaded = await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function').catch(() => true);
      if (!loaded) await frame.evaluate(AXE_SOURCE).catch(() => undefined);
    }),
  );
}

/**
 * Runs axe-core in the page itself (legacy mode). The default mode runs axe in each frame and then merges the results in
 * a new blank page, injecting axe-core twice: about twice the time for the same result on a page without frames, which
 * the portal's pages are under test (only a live bot-check vendor draws one; the tests use the sandbox's stand-in). Only
 * violations are collected in full: passes would be serialised node by node for nothing.
 */
async function runAxe(page: Page): ReturnType<AxeBuilder['analyze']> {
  await loadAxe(page);
  return new AxeBuilder({ page, axeSource: AXE_ALREADY_LOADED })
    .withTags([...AXE_TAGS])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
}

/**
 * Runs axe-core on the page as it is now and fails when any WCAG 2.2 AA rule is violated. The error (also printed)
 * lists each violation id, its help text and the CSS selectors of the offending elements, labelled with `label`
 * (e.g. 'login page, empty form'). A screen this worker found clean before, in the same state, passes without a
 * second run ({@link cleanScreens}).
 * @throws Error listing the violations.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const key = await screenKey(page);
  if (cleanScreens.has(key)) return;
  const results = await runAxe(page);
  if (results.violations.length === 0) {
    // Read again after the run: a screen that changed while axe read it is not remembered as clean.
    if ((await screenKey(page)) === key) cleanScreens.add(key);
    return;
  }
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
