import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { horizontalOverflow } from './fields';

/** What {@link checkScreen} checks besides axe at 1280 px: axe at each width of `axeAt`, no sideways scroll at `fitsAt`. */
export type ScreenCheck = { axeAt?: readonly number[]; fitsAt?: number };

/** A phone's viewport at `width` CSS px (the narrowest, 320, is 640 high; others 720). */
const viewportAt = (width: number) => ({ width, height: width <= 320 ? 640 : 720 });

/**
 * The bar of every screen a browser test visits (docs/design.md): axe finds no WCAG 2.2 AA violation at 1280 px and at
 * each width of `axeAt`, and nothing scrolls sideways at `fitsAt` px (default 320, the narrowest phone). Errors name
 * `label` and the width. Leaves the page at 1280×720.
 */
export async function checkScreen(page: Page, label: string, { axeAt = [], fitsAt = 320 }: ScreenCheck = {}): Promise<void> {
  await expectNoAxeViolations(page, `${label} (1280 px)`);
  try {
    for (const width of axeAt) {
      await page.setViewportSize(viewportAt(width));
      await expectNoAxeViolations(page, `${label} (${width} px)`);
    }
    await page.setViewportSize(viewportAt(fitsAt));
    expect(await horizontalOverflow(page), `${label} at ${fitsAt} px`).toEqual({ scrollWidth: fitsAt, clientWidth: fitsAt });
  } finally {
    await page.setViewportSize({ width: 1280, height: 720 });
  }
}
