import type { Browser } from 'playwright-core';
import { accountsOf, SCREENS, type PageKind, type Screen, type ScreenAccount } from '../../scripts/screens/catalogue';
import { openScreen, seedSession } from '../../scripts/screens/open';
import { signInScreens, type ScreenSessions } from '../../scripts/screens/session';
import { expectNoAxeViolations } from './support/axe';
import { newPage, sharedBrowser, type TestPage } from './support/browser';
import { atWidth, buttonFonts, mainWidth, pageOverflow, underlinedButtons } from './support/design';
import { startBrowserSandbox, type TestSandbox } from './support/sandbox';

/** The widths the design is checked at, CSS px: axe on a phone and a laptop, overflow on the narrowest phone. */
const PHONE = 375;
const LAPTOP = 1280;
const NARROWEST = 320;

// The design system's bar (docs/design-screens.md, /work/shared/design/LOOK.md), on every screen of the catalogue
// that `npm run screens` photographs: axe finds nothing at 375 and 1280 px; nothing scrolls sideways at 320 px;
// buttons (and `.btn` links) use the body's font and are never underlined; and pages of one kind share one main-column
// width at 1280 px. One sandbox and one browser for the file; one signed-in tab per account, reused by its screens.
// Each screen loads once at 1280 px and is resized for the narrower checks.
describe('design: every main screen', () => {
  let sandbox: TestSandbox | undefined;
  let browser: Browser | undefined;
  let sessions: ScreenSessions | undefined;
  const tabs = new Map<ScreenAccount, TestPage>();
  /** Main-column width at 1280 px of each screen that loaded, by screen name. */
  const mainWidths = new Map<string, number | null>();

  const ready = <T,>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready (the file's beforeAll failed)`);
    return value;
  };
  const tabOf = (screen: Screen): TestPage => ready(tabs.get(screen.account), `the tab of ${screen.account}`);

  beforeAll(async () => {
    [sandbox, browser] = await Promise.all([startBrowserSandbox({ config: { botCheckMode: 'off' } }), sharedBrowser()]);
    sessions = await signInScreens(sandbox.baseUrl, SCREENS);
    for (const account of accountsOf(SCREENS)) {
      const tab = await newPage(browser, { viewport: { width: LAPTOP, height: 800 } });
      await seedSession(tab.context, sandbox.baseUrl, sessions.seedOf(account));
      tabs.set(account, tab);
    }
    // Longer than the e2e default: on a shared, busy machine the sandbox's start alone has taken over 40 s.
  }, 240_000);

  afterAll(async () => {
    for (const tab of tabs.values()) await tab.close();
    // The worker keeps its browser for its next file (support/browser.ts `sharedBrowser`).
    await sandbox?.stop();
  });

  for (const screen of SCREENS) {
    describe(`${screen.name} (${screen.title})`, () => {
      const label = (width: number) => `${screen.name} at ${width} px`;

      beforeAll(async () => {
        const { page } = tabOf(screen);
        await atWidth(page, LAPTOP);
        const path = ready(sessions, 'the sessions').pathOf(screen);
        await openScreen(page, ready(sandbox, 'the sandbox').baseUrl, screen, path);
        mainWidths.set(screen.name, await mainWidth(page));
      });

      it(`axe finds no violation at ${LAPTOP} px`, async () => {
        const { page } = tabOf(screen);
        await atWidth(page, LAPTOP);
        await expectNoAxeViolations(page, label(LAPTOP));
      });

      it(`is a ${screen.kind} page, as the catalogue says`, async () => {
        const { page } = tabOf(screen);
        // Page renders its kind as data-page-kind: the widths below are grouped by what the page says it is.
        expect(await page.locator('[data-page-kind]').first().getAttribute('data-page-kind')).toBe(screen.kind);
      });

      it('every button uses the body’s font family', async () => {
        const { page } = tabOf(screen);
        await atWidth(page, LAPTOP);
        const { bodyFont, mismatches } = await buttonFonts(page);
        expect(mismatches, `body font: ${bodyFont}`).toEqual([]);
      });

      it('no text in a button is underlined', async () => {
        const { page } = tabOf(screen);
        await atWidth(page, LAPTOP);
        expect(await underlinedButtons(page)).toEqual([]);
      });

      it(`axe finds no violation at ${PHONE} px`, async () => {
        const { page } = tabOf(screen);
        await atWidth(page, PHONE);
        await expectNoAxeViolations(page, label(PHONE));
      });

      it(`nothing scrolls sideways at ${NARROWEST} px`, async () => {
        const { page } = tabOf(screen);
        await atWidth(page, NARROWEST);
        const { scrollWidth, clientWidth } = await pageOverflow(page);
        expect(scrollWidth, `${label(NARROWEST)}: scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`).toBeLessThanOrEqual(clientWidth);
      });
    });
  }

  describe(`the main column of pages of one kind has one width at ${LAPTOP} px`, () => {
    const kinds = [...new Set(SCREENS.map((s) => s.kind))];
    for (const kind of kinds) {
      it(`${kind} pages`, () => {
        const widths = Object.fromEntries(SCREENS.filter((s) => s.kind === kind).map((s) => [s.name, mainWidths.get(s.name) ?? 'not measured']));
        expect(new Set(Object.values(widths)).size, `${kind as PageKind} pages, main width by screen: ${JSON.stringify(widths)}`).toBe(1);
        expect(Object.values(widths)).not.toContain('not measured');
      });
    }
  });
});
