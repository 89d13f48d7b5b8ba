import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { getInvestment } from '../../src/contract/servicing/endpoints';
import { DEMO, type Account } from '../support/accounts';
import { openSignedIn } from '../support/signedInPage';
import { signInWithApi } from '../support/signIn';
import { expectNoAxeViolations } from './support/axe';
import type { NetworkEntry } from './support/browser';
import { horizontalOverflow } from './support/fields';
import { expectHeading, waitForHydratedForm } from './support/flows';
import { browserSuite } from './support/suite';

/*
 * The investment dashboard's chart (docs/servicing.md "The chart", "A stale home value"; docs/performance.md "The
 * dashboard's chart"). Farah Nasser (demo.funded) was funded two years ago and her home was last valued at funding:
 * 18 % a year on her investment is still below her share of every scenario's value, so every scenario is capped, and
 * her valuation is stale. The chart library is one chunk of the build, fetched by the dashboard only.
 */

const DASHBOARD = 'Your Home Equity Investment';
const ASSETS = resolve(__dirname, '../../dist/client/assets');
/** §9 money as an independent oracle: whole dollars "$900,000". */
const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const shownDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The built files of the chart library (uPlot's script and stylesheet name its cursor's points `u-cursor-pt`). */
function chartLibraryFiles(): string[] {
  return readdirSync(ASSETS).filter((file) => /\.(js|css)$/.test(file) && /u-cursor-pt/.test(readFileSync(join(ASSETS, file), 'utf8')));
}

const fetched = (network: readonly NetworkEntry[], files: readonly string[]) =>
  network.filter((entry) => files.some((file) => new URL(entry.url).pathname.endsWith(`/${file}`))).map((entry) => new URL(entry.url).pathname);

describe('investment dashboard: the chart over the term, the cap said once, a stale value, the library loaded there only', () => {
  const e2e = browserSuite({ tabPerTest: true });
  let libraryFiles: string[] = [];
  const page = (): Page => e2e.tab.page;

  /** Signs a funded customer in (through the API); the dashboard is their home. */
  const signInFunded = async (account: Account) => {
    const { applicationUuid } = await openSignedIn(page(), e2e.sandbox.baseUrl, account);
    await expectHeading(page(), DASHBOARD);
    return applicationUuid;
  };

  beforeAll(() => {
    libraryFiles = chartLibraryFiles();
  });

  it('builds the chart library into files of its own', () => {
    // Its script and its stylesheet; nothing else carries it (not the entry, not a shared chunk).
    expect(libraryFiles.filter((f) => f.endsWith('.js'))).toHaveLength(1);
    expect(libraryFiles.filter((f) => f.endsWith('.css'))).toHaveLength(1);
    expect(libraryFiles.some((f) => f.startsWith('index-'))).toBe(false);
  });

  it('does not load the chart library on /login or on the application home', async () => {
    await e2e.openTab();
    await page().goto(`${e2e.sandbox.baseUrl}/login`);
    await waitForHydratedForm(page());
    await page().waitForLoadState('networkidle');
    expect(fetched(e2e.tab.network, libraryFiles)).toEqual([]);

    await openSignedIn(page(), e2e.sandbox.baseUrl, DEMO.documents);
    await page().waitForLoadState('networkidle');
    expect(e2e.tab.network.some((entry) => /\/api\/v1\/customer\/application\/[\w-]+\/$/.test(new URL(entry.url).pathname))).toBe(true);
    expect(fetched(e2e.tab.network, libraryFiles)).toEqual([]);
  });

  it('draws the chart with an accessible name and its tables, and says once that every scenario is capped', async () => {
    await e2e.openTab();
    const applicationUuid = await signInFunded(DEMO.funded);
    const api = await signInWithApi(e2e.sandbox.baseUrl, DEMO.funded);
    const investment = (await api.get(`v1/customer/application/${applicationUuid}/investment/`, getInvestment.response)).investment;
    if (!investment) throw new Error('the sandbox holds no investment for the funded customer');

    const estimate = page().getByRole('region', { name: 'Estimated settlement today' });
    const chart = estimate.getByRole('img', {
      name: `Chart: your home’s value, the estimated settlement and the cap, from your funding on ${shownDate(investment.funded_on)} to the term end on ${shownDate(investment.term_end_on)}`,
    });
    await chart.locator('canvas').waitFor();
    expect(fetched(e2e.tab.network, libraryFiles).length).toBe(2);
    await estimate.getByText(
      `Latest valuation: ${usd(investment.latest_home_value)} on ${shownDate(investment.latest_home_value_on)} (${investment.latest_home_value_source}).`,
      { exact: true },
    ).waitFor();

    // Every scenario capped (independent oracle): 18 % a year on the investment is below the share of 90 % of the value.
    const years = (Date.now() - Date.parse(investment.funded_on)) / 86_400_000 / 365.25;
    const cap = Math.round(investment.investment_amount * 100 * 1.18 ** years);
    expect(Math.round(investment.latest_home_value * 0.9 * investment.equity_share_percent)).toBeGreaterThan(cap);
    const capText = estimate.getByText(/^In every scenario below, your settlement reaches the cap of \$[\d,]+\.\d\d today/);
    expect(await capText.count()).toBe(1);
    // Said once: nowhere else on the page does "capped" or "the cap of" appear.
    const text = await page().locator('main').innerText();
    expect(text.match(/capped/gi)).toBeNull();
    expect(text.match(/the cap of/g)).toHaveLength(1);

    const table = estimate.getByRole('table', { name: 'Estimated settlement if your home were worth more or less' });
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Home value', 'Value', 'Estimated settlement']);
    const amounts = await table.locator('tbody td:last-child').allInnerTexts();
    expect(amounts).toHaveLength(5);
    expect(new Set(amounts).size).toBe(1);
    expect(await capText.innerText()).toContain(`the cap of ${amounts[0]} today`);
    // The cap itself (the oracle's day may differ from the sandbox's by the time zone: 0.05 % a day at most).
    expect(Math.abs(Number(amounts[0]?.replace(/[$,]/g, '')) * 100 - cap) / cap).toBeLessThan(0.001);

    // The figures by year: the accessible reading of the lines, one row per anniversary.
    await estimate.getByText('The figures by year', { exact: true }).click();
    const byYear = estimate.getByRole('table', { name: 'Home value, estimated settlement and cap on each anniversary of your funding' });
    expect(await byYear.locator('tbody tr').count()).toBe(investment.term_years + 1);
    expect(await byYear.locator('tbody tr').first().locator('th').innerText()).toBe(shownDate(investment.funded_on));

    for (const width of [1280, 375, 320]) {
      await page().setViewportSize({ width, height: 800 });
      expect(await horizontalOverflow(page()), `dashboard at ${width} px`).toEqual({ scrollWidth: width, clientWidth: width });
      // The drawing follows the width (redrawn on the next frame after a resize): never wider than its figure.
      await expect
        .poll(async () => {
          const [canvas, figure] = await Promise.all([chart.locator('canvas').boundingBox(), estimate.locator('figure').boundingBox()]);
          return (canvas?.width ?? Infinity) <= (figure?.width ?? 0) + 1;
        }, { message: `chart within its figure at ${width} px` })
        .toBe(true);
      if (width !== 320) await expectNoAxeViolations(page(), `investment dashboard (${width} px)`);
    }
  });

  it('offers a current valuation when the latest is more than 12 months old, and asks for one as an “other change”', async () => {
    await e2e.openTab();
    await signInFunded(DEMO.funded);
    const stale = page().getByRole('region', { name: 'Your home’s value may be out of date' });
    await stale.getByText(/^We last valued your home at \$[\d,]+ on \d\d\/\d\d\/\d{4} \(Appraisal at funding\), \d+ months ago\./).waitFor();
    expect(await stale.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Automated valuation: .*No fee — we pay for it\.$/),
      expect.stringMatching(/^Exterior-only appraisal: .*\$250, paid by you/),
      expect.stringMatching(/^Full appraisal: .*\$650, paid by you/),
    ]);
    await stale.getByRole('button', { name: 'Buy out the investment', exact: true }).waitFor();
    await stale.getByRole('button', { name: 'Ask for a valuation', exact: true }).click();
    await page().waitForURL((url) => /^\/applications\/[0-9a-f-]{36}\/servicing\/[0-9a-f-]{36}$/.test(url.pathname));
    await expectHeading(page(), 'Something else');

    // Back on the dashboard, the card links to the open request instead of starting a second one.
    await page().goBack();
    await expectHeading(page(), DASHBOARD);
    await stale.getByRole('link', { name: /^Continue your open request ?: Ask for a valuation$/ }).waitFor();
  });
});
