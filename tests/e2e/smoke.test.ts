import { browserSuite } from './support/suite';

// The built portal served by the sandbox opens in a real browser with the spec's page title (§1).
describe('smoke: built portal served by the sandbox', () => {
  const e2e = browserSuite();

  it("opens / with the title 'Home Equity Release Application'", async () => {
    const response = await e2e.tab.page.goto(`${e2e.sandbox.baseUrl}/`);
    expect(response?.status()).toBe(200);
    expect(await e2e.tab.page.title()).toBe('Home Equity Release Application');
  });
});
