import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';

/**
 * How long one browser action or wait may take (ms). Playwright's 30 s default makes a broken step cost the whole
 * file's budget; 15 s leaves room for axe runs on 2 busy cores.
 */
export const STEP_TIMEOUT_MS = 15_000;

/** The answers a person gives on the funnel's property pages (§2 routes /property_address … /personal_details_equity). */
export type PropertyAnswers = {
  /** One free-text line for the search stage, e.g. '350 Fifth Avenue, New York, NY 10118'. */
  addressLine: string;
  /** Accessible name of the property type radio, e.g. 'Single-family detached'. */
  propertyType: string;
  /** Accessible name of the property use radio, e.g. 'Primary residence'. */
  propertyUse: string;
  /** Whole USD, typed as digits. */
  value: number;
  /** Whole USD, typed as digits. */
  debt: number;
  /** Answer to "Is your credit score above 500?". */
  credit: 'Yes' | 'No';
};

/** A qualifying answer set: a real Manhattan landmark (NY is supported), ample equity, good credit. */
export const QUALIFYING_ANSWERS: PropertyAnswers = {
  addressLine: '350 Fifth Avenue, New York, NY 10118',
  propertyType: 'Single-family detached',
  propertyUse: 'Primary residence',
  value: 900_000,
  debt: 200_000,
  credit: 'Yes',
};

/** Options of the step helpers: run axe on every page reached (default true). */
export type StepOptions = { axe?: boolean };

/** Waits until the page's h1 reads `heading` exactly (the SPA swaps pages without a load event). */
export async function expectHeading(page: Page, heading: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

/**
 * Waits for the page with h1 `heading` as the portal's code renders it: its heading, and no longer the signed-in
 * shell's loading `main` (`aria-busy`), which shows some pages' headings from the HTML before the code has run
 * (docs/prerendering.md "The shell's heading").
 */
export async function expectPageRendered(page: Page, heading: string): Promise<void> {
  await expectHeading(page, heading);
  await page.locator('main#main:not([aria-busy])').waitFor();
}

/** Waits for `path` (pathname only, query ignored) and its h1, then runs axe on it, labelled `label`. */
export async function arriveAt(page: Page, path: string, heading: string, label: string, options: StepOptions = {}): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await expectHeading(page, heading);
  if (options.axe ?? true) await expectNoAxeViolations(page, label);
}

/** The page's pathname now. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Clicks the radio `choice` in the group `group` and then "Continue" (or `submit`). */
export async function chooseAndContinue(page: Page, group: string, choice: string, submit = 'Continue'): Promise<void> {
  await page.getByRole('group', { name: group }).getByRole('radio', { name: choice, exact: true }).check();
  await page.getByRole('button', { name: submit, exact: true }).click();
}

/**
 * Answers the property pages from /property_address up to and including the credit question, checking each page's
 * h1 and axe. Stops early (without throwing) when a dead end is reached: the caller checks where it landed.
 * @returns the path reached after the last answered page.
 */
export async function answerPropertyPages(page: Page, baseUrl: string, answers: PropertyAnswers, options: StepOptions = {}): Promise<string> {
  await page.goto(`${baseUrl}/property_address`);
  await arriveAt(page, '/property_address', 'Where is your home?', 'property address, search stage', options);
  await page.getByLabel('Home address').fill(answers.addressLine);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  // The typed line is split into the manual fields for checking (§3 address stage 'manual').
  await page.getByLabel('Street address').waitFor();
  if (options.axe ?? true) await expectNoAxeViolations(page, 'property address, manual stage (prefilled)');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  const afterAddress = await waitForLeaving(page, '/property_address');
  if (afterAddress !== '/property_type') return afterAddress;
  await arriveAt(page, '/property_type', 'What type of home is it?', 'property type', options);
  await chooseAndContinue(page, 'Property type', answers.propertyType);

  const afterType = await waitForLeaving(page, '/property_type');
  if (afterType !== '/property_usage') return afterType;
  await arriveAt(page, '/property_usage', 'How do you use this home?', 'property usage', options);
  await chooseAndContinue(page, 'Property use', answers.propertyUse);

  await arriveAt(page, '/property_value_debt', 'What is your home worth?', 'property value and debt', options);
  await page.getByLabel('Estimated home value').fill(String(answers.value));
  await page.getByLabel('Total mortgage debt').fill(String(answers.debt));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  const afterValue = await waitForLeaving(page, '/property_value_debt');
  if (afterValue !== '/personal_details_equity') return afterValue;
  await arriveAt(page, '/personal_details_equity', 'Tell us about your credit', 'credit estimate', options);
  await chooseAndContinue(page, 'Is your credit score above 500?', answers.credit);
  return waitForLeaving(page, '/personal_details_equity');
}

/** Waits until the page has left `path` (a submit that navigates) and returns the new pathname. */
export async function waitForLeaving(page: Page, path: string): Promise<string> {
  await page.waitForURL((url) => url.pathname !== path);
  return pathOf(page);
}

/**
 * Waits until the page's prerendered form has hydrated (docs/prerendering.md: its submit button is disabled until
 * then), for tests that need the page's code running (its analytics, what it fetches) before they go on.
 */
export async function waitForHydratedForm(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled === false);
}

/**
 * Waits until the bot check's widget says the visitor is verified (§5; the sandbox's stand-in answers by itself): the
 * widget has settled, as a person waits for it before pressing the form's button. A press while it was still
 * changing was lost once under load at the staff sign-in (no request was sent).
 */
export async function waitForBotCheckVerified(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'Security check' }).getByText('Success: you are verified.').waitFor();
}

/**
 * Follows `name` (Profile, Resources, FAQ, Sign out) from the header's "Menu" of a signed-in application page: opens
 * the menu, then clicks the link.
 */
export async function followMenuLink(page: Page, name: 'Profile' | 'Resources' | 'FAQ' | 'Sign out'): Promise<void> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('link', { name, exact: true }).click();
}
