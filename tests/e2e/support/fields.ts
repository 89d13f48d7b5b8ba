import type { Page } from 'playwright-core';

/**
 * What a screen reader hears for the field labelled `label`: whether it is marked invalid, the texts it is described
 * by (hint and error, via aria-describedby) and the value it holds.
 */
export async function fieldState(page: Page, label: string): Promise<{ invalid: boolean; description: string[]; value: string }> {
  return page.getByLabel(label, { exact: true }).evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return {
      invalid: el.getAttribute('aria-invalid') === 'true',
      description: ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? `(missing #${id})`),
      value: (el as HTMLInputElement).value,
    };
  });
}

/**
 * Waits until the field labelled `label` shows exactly `message` as its error (announced through aria-describedby,
 * aria-invalid set) and returns the value it still holds.
 */
export async function expectFieldError(page: Page, label: string, message: string): Promise<string> {
  await page.getByText(message, { exact: true }).first().waitFor();
  const state = await fieldState(page, label);
  expect(state.invalid).toBe(true);
  expect(state.description).toContain(message);
  return state.value;
}

/** The root element's scroll and client widths (CSS px): content fits the viewport when scrollWidth <= clientWidth. */
export async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
}
