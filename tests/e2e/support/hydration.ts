import type { Page } from 'playwright-core';

/** What {@link enterWhenCommitted} saw when it entered the value (read from the page as `window.__enteredOnCommit`). */
export type EnteredOnCommit = { value: string; submitDisabled: boolean; shownRightAfter: string };

/**
 * Waits until the page's code has taken its prerendered HTML over: a prerendered submit button is disabled until the
 * page has hydrated (ui/Button), so the first one being enabled says it has. Resolves at once on a page without a
 * submit button. A prerendered heading shows before that; a click on a link in the meantime can be lost.
 */
export async function expectHydrated(page: Page, timeoutMs: number): Promise<void> {
  const submit = page.locator('button[type=submit]');
  if ((await submit.count()) > 0) await expect.poll(() => submit.first().isEnabled(), { timeout: timeoutMs }).toBe(true);
}

/**
 * Slows the page's CPU `rate` times (Chromium's CPU throttling, as on a loaded machine: every task takes longer, so
 * React's work overruns its time slices and what it would do in one task spreads over several).
 */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Before the page's scripts run: watches, one task at a time, for the moment React has committed the element
 * `selector` of a prerendered page (hydrated it and made it the page's current tree), and in the first task after
 * that enters `value` into it the way autofill, a paste or Playwright's `fill` do — the value set and one `input`
 * event, no key events — then records what it saw in `window.__enteredOnCommit`.
 *
 * That moment cannot be seen from outside the page: it is found from React's own bookkeeping on the element (its
 * fiber, whose root must be the root's current tree). Deliberately so: it is the moment where, on a busy CPU, input
 * reached the form before the form's effects had registered its fields, and was lost (docs/prerendering.md).
 */
export async function enterWhenCommitted(page: Page, selector: string, value: string): Promise<void> {
  await page.addInitScript(
    ({ selector, value }) => {
      type Fiber = { return: Fiber | null };
      const reactKey = (node: object, prefix: string) => Object.keys(node).find((k) => k.startsWith(prefix));
      const committed = (element: Element): boolean => {
        const root = document.getElementById('root');
        const containerKey = root && reactKey(root, '__reactContainer$');
        const fiberKey = reactKey(element, '__reactFiber$');
        if (!root || !containerKey || !fiberKey) return false;
        let fiber = (element as unknown as Record<string, Fiber>)[fiberKey] ?? null;
        while (fiber?.return) fiber = fiber.return;
        const container = (root as unknown as Record<string, { stateNode: { current: Fiber } }>)[containerKey];
        return fiber !== null && fiber === container?.stateNode.current;
      };
      // One check per task: a MessageChannel posts a task of its own each time, in order with React's scheduler.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const element = document.querySelector<HTMLInputElement>(selector);
        if (!element || !committed(element)) {
          // Gives up after a minute of the page's life (the test then times out waiting for the record).
          if (performance.now() < 60_000) channel.port2.postMessage(null);
          return;
        }
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, value);
        element.dispatchEvent(new Event('input', { bubbles: true }));
        const submit = document.querySelector<HTMLButtonElement>('button[type=submit]');
        (window as unknown as { __enteredOnCommit: EnteredOnCommit }).__enteredOnCommit = {
          value,
          submitDisabled: submit?.disabled ?? false,
          shownRightAfter: element.value,
        };
      };
      channel.port2.postMessage(null);
    },
    { selector, value },
  );
}

/** Waits for {@link enterWhenCommitted} to have entered its value and answers what it saw. */
export async function enteredOnCommit(page: Page): Promise<EnteredOnCommit> {
  const handle = await page.waitForFunction(() => (window as unknown as { __enteredOnCommit?: EnteredOnCommit }).__enteredOnCommit);
  return (await handle.jsonValue()) as EnteredOnCommit;
}
