import type { Page } from 'playwright-core';

/**
 * What the design checks (tests/e2e/design.test.ts) measure on a page, in the page. A "button" is every rendered
 * element a person presses as a button: `button`, button-like `input`s, `[role="button"]`, and anything with the house
 * class `btn` (a link that looks like a button). Elements not rendered (no box) are left out.
 */
const BUTTONS = 'button, input[type="button"], input[type="submit"], input[type="reset"], [role="button"], .btn';

/** A button whose font family is not the body's: what it says and the family it uses. */
export type FontMismatch = { button: string; fontFamily: string };

/** Resizes the window to `width` CSS px (height 800) and waits two frames for the layout to follow. */
export async function atWidth(page: Page, width: number): Promise<void> {
  const size = page.viewportSize();
  if (size?.width !== width) await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** The page's horizontal overflow: the scrolling element's scrollWidth and clientWidth, CSS px. */
export async function pageOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
}

/** The body's computed font family, and every button whose computed font family differs from it. */
export async function buttonFonts(page: Page): Promise<{ bodyFont: string; mismatches: FontMismatch[] }> {
  return page.evaluate((selector) => {
    const bodyFont = getComputedStyle(document.body).fontFamily;
    const mismatches = [...document.querySelectorAll(selector)]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).fontFamily !== bodyFont)
      .map((el) => ({
        button: `<${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')}> "${(el.textContent || (el as HTMLInputElement).value || '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`,
        fontFamily: getComputedStyle(el).fontFamily,
      }));
    return { bodyFont, mismatches };
  }, BUTTONS);
}

/**
 * Buttons with underlined text: the button itself or any element inside it (with text) whose computed
 * `text-decoration-line` includes `underline`. Each entry names the button and the underlined element.
 */
export async function underlinedButtons(page: Page): Promise<string[]> {
  // No named helpers inside: tsx (esbuild keepNames) would wrap them in a __name() call the page does not have.
  return page.evaluate((selector) =>
    [...document.querySelectorAll(selector)]
      .filter((button) => button.getClientRects().length > 0)
      .flatMap((button) =>
        [button, ...button.querySelectorAll('*')]
          .filter((el) => getComputedStyle(el).textDecorationLine.includes('underline') && (el.textContent ?? '').trim() !== '')
          .map((el) =>
            [button, ...(el === button ? [] : [el])]
              .map((e) => `<${e.tagName.toLowerCase()}${[...e.classList].map((c) => `.${c}`).join('')}> "${(e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`)
              .join(' (inside: ') + (el === button ? '' : ')'),
          ),
      ),
    BUTTONS,
  );
}

/**
 * The width of the page's main column (the first `main` element), CSS px, rounded to 0.1 px; null when the page has
 * none. Found by tag, not role: under an open modal dialog the main landmark leaves the accessibility tree.
 */
export async function mainWidth(page: Page): Promise<number | null> {
  const main = page.locator('main').first();
  if ((await main.count()) === 0) return null;
  const box = await main.boundingBox();
  return box ? Math.round(box.width * 10) / 10 : null;
}
