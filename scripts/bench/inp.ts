import { startFlow, type Flags } from 'lighthouse';
import type { Page } from 'puppeteer-core';
import { launchChromium, seedSession, type SessionSeed } from './browser';
import { spreadOf, type Spread } from './stats';

/** The section form field typed into: optional free text (personal-information), so any 20 characters are valid. */
export const INP_FIELD_LABEL = 'Middle name (optional)';
/** The section form's submit button (issue 14 §3 "pressing Continue"). */
const CONTINUE_LABEL = 'Save and continue';
/** Exactly 20 characters (issue 14 §3 "typing 20 characters"). */
const TYPED_TEXT = 'Quintessa Marguerite';
/** Between two key presses, ms: a fast typist (about 120 words a minute), not keys fired back to back. */
const KEY_INTERVAL_MS = 100;
/** CPU slowdown of the timespan (issue 14 §3 "under 4× CPU slowdown"). */
export const INP_CPU_SLOWDOWN = 4;
/** The longest wait for the page to show the field, or to answer Continue, ms. */
const WAIT_MS = 30_000;

/**
 * Lighthouse timespan settings: DevTools throttling (the `interaction-to-next-paint` audit is not available with
 * simulated throttling) with the CPU slowed 4× and the network left as it is (INP is input delay + processing +
 * presentation, which the network does not enter), mobile emulation as Lighthouse's default.
 */
const TIMESPAN_FLAGS: Flags = {
  throttlingMethod: 'devtools',
  throttling: { cpuSlowdownMultiplier: INP_CPU_SLOWDOWN, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0, rttMs: 0, throughputKbps: 0 },
  onlyCategories: ['performance'],
  logLevel: 'error',
};

const byRoleAndName = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;

/**
 * Waits until Continue has been answered: another page (the next section), or the form's errors (a field marked
 * invalid: the demo customer's section is not filled in, so Continue shows what is missing).
 */
async function continueAnswered(page: Page, fromPath: string): Promise<void> {
  await page.waitForFunction(
    (path: string) => location.pathname !== path || document.querySelector('[aria-invalid="true"]') !== null,
    { timeout: WAIT_MS },
    fromPath,
  );
  // Let the answer's own requests and renders finish inside the timespan (its paint ends the last interaction).
  await page.waitForNetworkIdle({ idleTime: 500, timeout: WAIT_MS }).catch(() => undefined);
}

/** The DOM event of the slowest interaction (`keydown`, `pointerup`, …), from Lighthouse's work-during-interaction debug data. */
function worstEvent(details: unknown): string {
  const items = (details as { items?: Array<{ type?: unknown; interactionType?: unknown }> } | undefined)?.items ?? [];
  const found = items.find((item) => item.type === 'debugdata' && typeof item.interactionType === 'string');
  return typeof found?.interactionType === 'string' ? found.interactionType : 'unknown';
}

/**
 * One INP measurement (ms) on the section form at `url`, in a fresh headless Chromium with `session` in session
 * storage: the field is emptied before the timespan starts (so every run types the same 20 characters, and nothing
 * needs restoring), then the timespan records the typing and the press on Continue.
 * @throws Error when the field or Continue cannot be found, Continue is not answered within 30 s, or Lighthouse
 * reports no interaction.
 */
async function inpOnce(url: string, session: SessionSeed): Promise<{ inpMs: number; event: string }> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await seedSession(page, new URL(url).origin, session);
    await page.goto(url, { waitUntil: 'load' });
    const field = await page.waitForSelector(byRoleAndName('textbox', INP_FIELD_LABEL), { visible: true, timeout: WAIT_MS });
    if (!field) throw new Error(`no "${INP_FIELD_LABEL}" field on ${new URL(url).pathname}`);
    await field.click({ count: 3 });
    await page.keyboard.press('Backspace');
    await page.waitForNetworkIdle({ idleTime: 500, timeout: WAIT_MS }).catch(() => undefined);

    const flow = await startFlow(page, { flags: TIMESPAN_FLAGS });
    await flow.startTimespan({ name: 'Type 20 characters into a section field and press Continue' });
    await field.type(TYPED_TEXT, { delay: KEY_INTERVAL_MS });
    await page.locator(byRoleAndName('button', CONTINUE_LABEL)).setTimeout(WAIT_MS).click();
    await continueAnswered(page, new URL(url).pathname);
    await flow.endTimespan();

    const lhr = (await flow.createFlowResult()).steps[0]?.lhr;
    if (lhr?.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const inp = lhr?.audits['interaction-to-next-paint']?.numericValue;
    if (inp === undefined) throw new Error('the Lighthouse timespan reported no interaction (interaction-to-next-paint not applicable)');
    return { inpMs: inp, event: worstEvent(lhr?.audits['work-during-interaction']?.details) };
  } finally {
    await browser.close();
  }
}

/** INP over the runs (ms) and, per run, the DOM event of its slowest interaction. */
export type InpResult = { inpMs: Spread; slowestEvents: string[] };

/**
 * Issue 14 §3 "Interaction": INP (ms) of typing 20 characters into a section form field and pressing Continue, under
 * 4× CPU slowdown (Lighthouse user-flow timespan, DevTools throttling), `runs` times in a fresh browser each.
 * @throws Error when a run fails (see {@link inpOnce}).
 */
export async function measureInp(url: string, runs: number, session: SessionSeed): Promise<InpResult> {
  const measured: Array<{ inpMs: number; event: string }> = [];
  for (let run = 0; run < runs; run += 1) measured.push(await inpOnce(url, session));
  return { inpMs: spreadOf(measured.map((m) => m.inpMs)), slowestEvents: measured.map((m) => m.event) };
}
