import { browserSuite } from './support/suite';

// The built portal served by the sandbox opens in a real browser with the spec's page title (§1): the title of every
// page ends with it ("<page> · Home Equity Release Application", ui/Page), and since issue 14 §1 the prerendered HTML
// of `/` already carries its page's title; a page with no title of its own (the signed-in shell) has exactly §1's.
describe('smoke: built portal served by the sandbox', () => {
  const e2e = browserSuite();

  it("opens / with the title '… · Home Equity Release Application', and the shell with exactly §1's title", async () => {
    const response = await e2e.tab.page.goto(`${e2e.sandbox.baseUrl}/`);
    expect(response?.status()).toBe(200);
    expect(await e2e.tab.page.title()).toBe('Where is your home? · Home Equity Release Application');
    const shell = await fetch(`${e2e.sandbox.baseUrl}/applications/00000000-0000-4000-8000-000000000000`);
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<title>Home Equity Release Application</title>');
  });
});
