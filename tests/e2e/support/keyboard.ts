import type { Locator, Page } from 'playwright-core';

/**
 * Presses Tab until `isTarget()` holds (at most `maxTabs` presses), so a test can prove a field is reachable by
 * keyboard alone. Returns how many presses it took.
 * @throws Error when the target never receives focus.
 */
export async function tabTo(page: Page, isTarget: () => Promise<boolean>, maxTabs = 25): Promise<number> {
  for (let presses = 0; presses <= maxTabs; presses += 1) {
    if (await isTarget()) return presses;
    await page.keyboard.press('Tab');
  }
  throw new Error(`focus did not reach the target within ${maxTabs} Tab presses`);
}

/** True when the element labelled `label` is the focused element. */
export function focusedIs(page: Page, label: string): () => Promise<boolean> {
  const field = page.getByLabel(label, { exact: true });
  return () => field.evaluate((el) => el === document.activeElement);
}

/**
 * Presses Shift+Tab until `isTarget()` holds (at most `maxTabs` presses): keyboard users going back to a control.
 * Returns how many presses it took.
 * @throws Error when the target never receives focus.
 */
export async function shiftTabTo(page: Page, isTarget: () => Promise<boolean>, maxTabs = 25): Promise<number> {
  for (let presses = 0; presses <= maxTabs; presses += 1) {
    if (await isTarget()) return presses;
    await page.keyboard.press('Shift+Tab');
  }
  throw new Error(`focus did not reach the target within ${maxTabs} Shift+Tab presses`);
}

/** True when the element `locator` finds (exactly one) is the focused element. */
export function isFocused(locator: Locator): () => Promise<boolean> {
  return () => locator.evaluate((el) => el === document.activeElement);
}
