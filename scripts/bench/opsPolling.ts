import type { CDPSession, Page } from 'puppeteer-core';
import { OPS_POLLING_INTERVAL_MS } from '../../src/domain/constants';
import { OPS_ACCOUNT } from '../../src/sandbox/seed/demoData';
import { launchChromium } from './browser';
import { median } from './stats';

/** One poll of the watched application as it crossed the wire: HTTP status and response bytes (headers, body). */
export type Poll = { status: number; headerBytes: number; bodyBytes: number };

/** Issue 14 §3 ops polling: every poll recorded, and the median of each figure. */
export type PollingResult = { intervalMs: number; polls: Poll[]; medianStatus: number; medianHeaderBytes: number; medianBodyBytes: number; medianWireBytes: number };

/** Polls recorded (issue 14 §3 "median over ≥ 3 polls"). */
const POLLS = 4;
const WAIT_MS = 30_000;

const byRoleAndName = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;

/**
 * Records the responses to GETs of `apiPath` through CDP: status from `Network.responseReceived`, header bytes from
 * the raw header text (`Network.responseReceivedExtraInfo`; else the bytes received when the headers arrived), the
 * whole response's bytes on the wire from `Network.loadingFinished.encodedDataLength`; body bytes = whole − headers.
 */
function recordResponses(cdp: CDPSession, apiPath: string): Poll[] {
  const polls: Poll[] = [];
  const pending = new Map<string, { status: number; headerBytes: number }>();
  const rawHeaderBytes = new Map<string, number>();
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    if (event.headersText !== undefined) rawHeaderBytes.set(event.requestId, Buffer.byteLength(event.headersText));
  });
  cdp.on('Network.responseReceived', (event) => {
    if (new URL(event.response.url).pathname !== apiPath) return;
    pending.set(event.requestId, { status: event.response.status, headerBytes: event.response.encodedDataLength });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = pending.get(event.requestId);
    if (!response) return;
    pending.delete(event.requestId);
    const headerBytes = rawHeaderBytes.get(event.requestId) ?? response.headerBytes;
    polls.push({ status: response.status, headerBytes, bodyBytes: Math.max(0, event.encodedDataLength - headerBytes) });
  });
  return polls;
}

async function signInAsOps(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/ops/sign-in`, { waitUntil: 'load' });
  const email = await page.waitForSelector(byRoleAndName('textbox', 'Staff email'), { visible: true, timeout: WAIT_MS });
  await email?.type(OPS_ACCOUNT.email);
  await page.locator(byRoleAndName('textbox', 'Password')).setTimeout(WAIT_MS).fill(OPS_ACCOUNT.password);
  await page.locator(byRoleAndName('button', 'Sign in')).setTimeout(WAIT_MS).click();
  await page.waitForSelector(byRoleAndName('heading', 'All applications'), { timeout: WAIT_MS });
}

/**
 * Issue 14 §3 "Ops polling of an unchanged application": signs in at `/ops/sign-in` as the demo staff member (the
 * sandbox's bot check must be off), opens the application at `homePath` (`/applications/{uuid}`), waits for its
 * first load, then records the next {@link POLLS} polls the client makes every OPS_POLLING_INTERVAL_MS (3 s) of the
 * application, which nothing changes meanwhile.
 * @throws Error when the sign-in or the page fails, or fewer polls arrive within 30 s.
 */
export async function measureOpsPolling(baseUrl: string, homePath: string): Promise<PollingResult> {
  const applicationId = homePath.split('/').pop() ?? '';
  const apiPath = `/api/v1/customer/application/${applicationId}/`;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await signInAsOps(page, baseUrl);
    await page.goto(`${baseUrl}${homePath}`, { waitUntil: 'load' });
    await page.waitForSelector(byRoleAndName('heading', 'Your application'), { timeout: WAIT_MS });
    await page.waitForNetworkIdle({ idleTime: 500, timeout: WAIT_MS }).catch(() => undefined);

    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    const polls = recordResponses(cdp, apiPath);
    const deadline = Date.now() + POLLS * OPS_POLLING_INTERVAL_MS + WAIT_MS;
    while (polls.length < POLLS && Date.now() < deadline) await new Promise((done) => setTimeout(done, 250));
    if (polls.length < POLLS) throw new Error(`${polls.length} poll(s) of the application in ${Math.round((POLLS * OPS_POLLING_INTERVAL_MS + WAIT_MS) / 1000)} s, expected ${POLLS}`);
    const recorded = polls.slice(0, POLLS);
    return {
      intervalMs: OPS_POLLING_INTERVAL_MS,
      polls: recorded,
      medianStatus: median(recorded.map((p) => p.status)),
      medianHeaderBytes: median(recorded.map((p) => p.headerBytes)),
      medianBodyBytes: median(recorded.map((p) => p.bodyBytes)),
      medianWireBytes: median(recorded.map((p) => p.headerBytes + p.bodyBytes)),
    };
  } finally {
    await browser.close();
  }
}
