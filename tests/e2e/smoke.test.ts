import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

// The built portal served by the sandbox opens in a real browser with the spec's page title (§1).
describe('smoke: built portal served by the sandbox', () => {
  let sandbox: TestSandbox;
  let browser: Browser;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await sandbox?.stop();
  });

  it("opens / with the title 'Home Equity Release Application'", async () => {
    const { page, close } = await newPage(browser);
    try {
      const response = await page.goto(`${sandbox.baseUrl}/`);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe('Home Equity Release Application');
    } finally {
      await close();
    }
  });
});
