import { readFileSync } from 'node:fs';
import { asyncScheduler, firstValueFrom, VirtualTimeScheduler, type Observable } from 'rxjs';
import { DATA_START_MAX_AGE_MS, DATA_START_PROPERTY, startedRequests, type DataStartWindow } from '../../../src/client/app/dataStart/startedRequests';
import { applicationListQuery, applicationQuery, dealTeamQuery, loggedUserQuery } from '../../../src/client/kernel/api/queries';
import { applicationFormQuery, sectionQueryOf } from '../../../src/client/kernel/api/formQueries';
import { documentsQuery } from '../../../src/client/kernel/api/closingQueries';
import { isFormSection, SECTION_ORDER } from '../../../src/client/features/sections/sectionOrder';
import { licensingQuery } from '../../../src/client/kernel/api/licensingQuery';
import { messagesQuery } from '../../../src/client/kernel/api/messageQueries';
import {
  investmentQuery, payoffStatementQuery, productRefinanceTaskQuery, servicingRequestQuery, servicingRequestsQuery, servicingTasksQuery, servicingTaskGroupsQuery,
} from '../../../src/client/kernel/api/servicingQueries';
import { tasksQuery } from '../../../src/client/kernel/api/tasksQuery';
import { createHttpClient, type HttpClientConfig } from '../../../src/client/kernel/http/client';
import { buildInit, buildUrl } from '../../../src/client/kernel/http/request';
import type { HttpRequest, HttpResult } from '../../../src/client/kernel/http/types';
import { STORAGE_KEYS } from '../../../src/client/kernel/storage';
import { createFakeFetch, jsonResponse, type FetchAnswer, type FetchCall } from '../../support/fakeFetch';
import { APP_UUID, application, makeToken, TASK_UUID } from './fixtures';

/** The inline data-start script of index.html, as the browser runs it (the one that parks on DATA_START_PROPERTY). */
const SCRIPT = (() => {
  const html = readFileSync(new URL('../../../src/client/app/web/index.html', import.meta.url), 'utf8');
  const body = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').find((s) => s.includes(DATA_START_PROPERTY));
  if (!body) throw new Error(`index.html has no inline script parking on ${DATA_START_PROPERTY}`);
  return body;
})();

const NOW = Date.parse('2026-11-26T06:00:00Z');
const LIVE = makeToken({ expSeconds: NOW / 1000 + 3600 });
const OTHER = makeToken({ expSeconds: NOW / 1000 + 3600, username: 'someone.else@example.com' });
const APP_PATH = `/applications/${APP_UUID}`;

/** The window the page's script sees: sessionStorage, the path, fetch; the script adds the parked requests. */
type PageWindow = DataStartWindow & {
  sessionStorage: { getItem(key: string): string | null };
  location: { pathname: string };
  fetch: typeof fetch;
  setTimeout: (run: () => void, ms: number) => void;
};

/** Runs the inline script of index.html on a page at `path` with this sessionStorage, its fetch answering `answer`. */
function loadPage(path: string, stored: Record<string, string>, answer: (call: FetchCall) => FetchAnswer = () => jsonResponse(application())) {
  const fake = createFakeFetch(answer);
  const timers: Array<{ run: () => void; ms: number }> = [];
  const win: PageWindow = {
    sessionStorage: { getItem: (key) => stored[key] ?? null },
    location: { pathname: path },
    fetch: fake.fetch,
    setTimeout: (run, ms) => void timers.push({ run, ms }),
  };
  vi.setSystemTime(NOW);
  new Function('window', SCRIPT)(win);
  return { win, scriptCalls: fake.calls, timers };
}

/** The portal's HTTP client over `win`'s parked requests, its own fetch answering `answer`; `now` is the clock. */
function clientOf(win: DataStartWindow, answer: (call: FetchCall) => FetchAnswer, options: { token?: string; now?: number } & Partial<HttpClientConfig> = {}) {
  const fake = createFakeFetch(answer);
  const { token = LIVE, now = NOW, ...config } = options;
  const client = createHttpClient({
    fetch: fake.fetch,
    getToken: () => token,
    getTurnstileToken: () => 'turnstile-1',
    scheduler: asyncScheduler,
    takeStarted: startedRequests(win, () => now),
    ...config,
  });
  return { client, clientCalls: fake.calls };
}

const applicationRequest = () => applicationQuery.request({ uuid: APP_UUID }) as HttpRequest<unknown>;
const once = <A>(o: Observable<HttpResult<A>>) => firstValueFrom(o);

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('data start (issue 14 §2): the inline script starts the first screen’s GET before the code loads', () => {
  it('on an application page with a live token, starts the Application GET with the HTTP client’s URL and headers, no Turnstile token', () => {
    for (const path of [APP_PATH, `${APP_PATH}/messages`, `${APP_PATH}/`]) {
      const { win, scriptCalls } = loadPage(path, { [STORAGE_KEYS.token]: LIVE });
      const request = applicationRequest();
      const client = buildInit(request, { baseUrl: '/api', token: LIVE, turnstileToken: null }, new AbortController().signal);

      const messages = buildUrl('/api', messagesQuery.request({ uuid: APP_UUID }) as HttpRequest<unknown>);
      expect(scriptCalls.map((c) => [c.url, c.init.method, c.init.credentials, c.init.headers])).toEqual([
        [buildUrl('/api', request), 'GET', 'include', client.headers],
        [messages, 'GET', 'include', client.headers],
      ]);
      expect(Object.keys((win[DATA_START_PROPERTY] as { requests: object }).requests)).toEqual([`GET ${buildUrl('/api', request)}`, `GET ${messages}`]);
    }
  });

  it('once the application answers: the licence of its state on every page; on the home, the team and the data its stage shows', async () => {
    const url = (query: { request(args: never): unknown }, args: unknown) => buildUrl('/api', query.request(args as never) as HttpRequest<unknown>);
    const app = { uuid: APP_UUID };
    const afterAnswer = async (path: string, answer: unknown) => {
      const { scriptCalls } = loadPage(path, { [STORAGE_KEYS.token]: LIVE }, () => jsonResponse(answer));
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
      await vi.waitFor(() => expect(scriptCalls.length).toBeGreaterThan(2));
      return scriptCalls.slice(2).map((c) => c.url);
    };
    const licence = url(licensingQuery, { state: 'NY' });
    const inProgress = application({ property: { ...application().property, address: { ...application().property.address, state: 'ny' } } });
    expect(await afterAnswer(APP_PATH, inProgress)).toEqual([licence, url(dealTeamQuery, app), url(tasksQuery, app), url(applicationFormQuery, app)]);
    expect(await afterAnswer(`${APP_PATH}/`, { ...inProgress, stage: 'closed-won' })).toEqual([
      licence, url(dealTeamQuery, app), url(investmentQuery, app), url(servicingRequestsQuery, app), url(servicingTaskGroupsQuery, app),
    ]);
    expect(await afterAnswer(APP_PATH, { ...inProgress, stage: 'closed-lost' })).toEqual([licence]);
    // Another page of the application: only the footer's licence.
    expect(await afterAnswer(`${APP_PATH}/messages`, inProgress)).toEqual([licence]);
  });

  it('on the tasks, documents, section and servicing request pages, also starts each GET the page asks for as it opens, with the URLs its queries build', () => {
    const url = (query: { request(args: never): unknown }, args?: unknown) => buildUrl('/api', query.request(args as never) as HttpRequest<unknown>);
    const app = { uuid: APP_UUID };
    const started = (path: string) => loadPage(path, { [STORAGE_KEYS.token]: LIVE }).scriptCalls.map((c) => c.url);
    const shared = [url(applicationQuery, app), url(messagesQuery, app)];
    for (const path of [`${APP_PATH}/tasks`, `${APP_PATH}/tasks/`, `${APP_PATH}/Tasks`]) {
      expect(started(path)).toEqual([...shared, url(tasksQuery, app), url(applicationFormQuery, app), url(loggedUserQuery)]);
    }
    expect(started(`${APP_PATH}/documents`)).toEqual([...shared, url(documentsQuery, app), url(tasksQuery, app)]);
    // Every section with a form (its slug as the app accepts it); payoffs also reads the mortgage details and liens.
    for (const section of SECTION_ORDER.filter(isFormSection)) {
      const reads = section === 'payoffs' ? ['payoffs', 'mortgage-details', 'liens'] as const : [section];
      expect(started(`${APP_PATH}/sections/${section}`)).toEqual([...shared, ...reads.map((s) => url(sectionQueryOf(s), app))]);
    }
    const request = { uuid: TASK_UUID };
    const servicing = [url(servicingRequestQuery, request), url(servicingTasksQuery, app), url(documentsQuery, app), url(payoffStatementQuery, request), url(productRefinanceTaskQuery, request)];
    expect(started(`${APP_PATH}/servicing/${TASK_UUID}`)).toEqual([...shared, ...servicing]);
    expect(started(`${APP_PATH}/servicing/${TASK_UUID}/home-listing`)).toEqual([...shared, ...servicing]);
    // Pages that are not these (or not valid ones) start only what every page shows.
    for (const path of [`${APP_PATH}/sections/declarations`, `${APP_PATH}/sections/Liens`, `${APP_PATH}/sections`, `${APP_PATH}/servicing/not-a-uuid`, `${APP_PATH}/messages`, `${APP_PATH}/tasks/sign`]) {
      expect({ path, urls: started(path) }).toEqual({ path, urls: shared });
    }
    // A staff member's pages: the Application only (the ops view reads no customer's own lists here).
    expect(loadPage(`${APP_PATH}/tasks`, { [STORAGE_KEYS.token]: LIVE, [STORAGE_KEYS.opsFlag]: 'true' }).scriptCalls.map((c) => c.url)).toEqual([url(applicationQuery, app)]);
  });

  it('keeps the parked set once the first request is taken, so the requests started after the application answered are used too', async () => {
    const { win } = loadPage(APP_PATH, { [STORAGE_KEYS.token]: LIVE });
    const { client, clientCalls } = clientOf(win, () => jsonResponse(application()));
    await once(client.request(applicationRequest()));
    expect(clientCalls).toEqual([]);
    expect(DATA_START_PROPERTY in win).toBe(true);
  });

  it('drops what it parked, token included, from the window once the hand-off’s 10 s have passed', () => {
    const { win, timers } = loadPage(APP_PATH, { [STORAGE_KEYS.token]: LIVE });
    expect(timers.map((t) => t.ms)).toEqual([DATA_START_MAX_AGE_MS]);
    timers[0]?.run();
    expect(DATA_START_PROPERTY in win).toBe(false);
  });

  it('on `/` and `/applicants` signed in, starts the application list GET, but not for staff (those paths send them away)', () => {
    const list = buildUrl('/api', applicationListQuery.request());
    for (const path of ['/', '/applicants', '/applicants/']) {
      expect(loadPage(path, { [STORAGE_KEYS.token]: LIVE }).scriptCalls.map((c) => c.url)).toEqual([list]);
      expect(loadPage(path, { [STORAGE_KEYS.token]: LIVE, [STORAGE_KEYS.opsFlag]: 'true' }).scriptCalls).toEqual([]);
    }
    // A staff member's application pages read the same Application with the same headers.
    expect(loadPage(APP_PATH, { [STORAGE_KEYS.token]: LIVE, [STORAGE_KEYS.opsFlag]: 'true' }).scriptCalls).toHaveLength(1);
  });

  it('starts nothing without a token, with an expired or unreadable one, on other pages, or when storage throws — and never throws', () => {
    const expired = makeToken({ expSeconds: NOW / 1000 - 1 });
    const cases: Array<[string, Record<string, string>]> = [
      [APP_PATH, {}],
      [APP_PATH, { [STORAGE_KEYS.token]: expired }],
      [APP_PATH, { [STORAGE_KEYS.token]: 'not-a-jwt' }],
      ['/applications/not-a-uuid', { [STORAGE_KEYS.token]: LIVE }],
      ['/login', { [STORAGE_KEYS.token]: LIVE }],
      ['/property_address', { [STORAGE_KEYS.token]: LIVE }],
    ];
    for (const [path, stored] of cases) {
      const { win, scriptCalls } = loadPage(path, stored);
      expect({ path, stored, calls: scriptCalls.length, parked: DATA_START_PROPERTY in win }).toEqual({ path, stored, calls: 0, parked: false });
    }
    const blocked = { sessionStorage: { getItem: () => { throw new DOMException('denied', 'SecurityError'); } }, location: { pathname: APP_PATH }, fetch: vi.fn() };
    expect(() => new Function('window', SCRIPT)(blocked)).not.toThrow();
    expect(blocked.fetch).not.toHaveBeenCalled();
  });
});

describe('data start hand-off (issue 14 §2): the HTTP client takes the started request once instead of fetching', () => {
  it('answers the Application query from the started request — decoded, with its ETag — and the next one fetches', async () => {
    const { win } = loadPage(APP_PATH, { [STORAGE_KEYS.token]: LIVE }, () => jsonResponse(application(), 200, { ETag: '"v1"' }));
    const { client, clientCalls } = clientOf(win, () => jsonResponse(application({ external_id: 'HE-2002' }), 200, { ETag: '"v2"' }));

    expect(await once(client.request(applicationRequest()))).toEqual({ ok: true, status: 200, etag: '"v1"', value: application() });
    expect(clientCalls).toEqual([]);

    expect(await once(client.request(applicationRequest()))).toMatchObject({ ok: true, etag: '"v2"', value: { external_id: 'HE-2002' } });
    expect(clientCalls).toHaveLength(1);
  });

  it('never uses a started request for another token, another URL, a revalidation, or once it is older than 10 s', async () => {
    const page = () => loadPage(APP_PATH, { [STORAGE_KEYS.token]: LIVE }).win;
    const fetched = () => jsonResponse(application({ external_id: 'fetched' }));

    const otherToken = clientOf(page(), fetched, { token: OTHER });
    expect(await once(otherToken.client.request(applicationRequest()))).toMatchObject({ value: { external_id: 'fetched' } });
    expect(otherToken.clientCalls.map((c) => c.headers['authorization'])).toEqual([`JWT ${OTHER}`]);

    const stale = clientOf(page(), fetched, { now: NOW + DATA_START_MAX_AGE_MS + 1 });
    expect(await once(stale.client.request(applicationRequest()))).toMatchObject({ value: { external_id: 'fetched' } });
    expect(stale.clientCalls).toHaveLength(1);

    const win = page();
    const other = clientOf(win, fetched);
    await once(other.client.request({ ...applicationRequest(), path: 'v1/customer/application/' }));
    await once(other.client.request({ ...applicationRequest(), ifNoneMatch: '"v0"' }));
    expect(other.clientCalls.map((c) => c.url)).toEqual(['/api/v1/customer/application/', `/api/v1/customer/application/${APP_UUID}/`]);
    // Still parked for its own URL: the page's Application GET takes it.
    expect(await once(other.client.request(applicationRequest()))).toMatchObject({ ok: true, value: { external_id: 'HE-1001' } });
    expect(other.clientCalls).toHaveLength(2);
  });

  it('ignores and drops anything else found on the window property', async () => {
    for (const junk of ['junk', null, { token: LIVE, at: NOW }, { token: LIVE, requests: {} }, { token: LIVE, at: 'now', requests: { x: 1 } }]) {
      const win: DataStartWindow = { [DATA_START_PROPERTY]: junk };
      const { client, clientCalls } = clientOf(win, () => jsonResponse(application()));
      expect(await once(client.request(applicationRequest()))).toMatchObject({ ok: true, value: { uuid: APP_UUID } });
      expect(clientCalls).toHaveLength(1);
      expect(win[DATA_START_PROPERTY] ?? null).toBeNull();
    }
  });

  it('fetches once itself when the started request failed on the network', async () => {
    const { win } = loadPage(APP_PATH, { [STORAGE_KEYS.token]: LIVE }, () => ({ networkError: true }));
    const { client, clientCalls } = clientOf(win, () => jsonResponse(application()));

    expect(await once(client.request(applicationRequest()))).toMatchObject({ ok: true, value: { uuid: APP_UUID } });
    expect(clientCalls.map((c) => [c.url, c.headers['authorization']])).toEqual([[`/api/v1/customer/application/${APP_UUID}/`, `JWT ${LIVE}`]]);
  });

  it('gives a malformed or refused started answer the same error state as a fetched one (same codec, same status handling)', async () => {
    const answers: Array<() => Response> = [
      () => jsonResponse({ ...application(), stage: 42 }),
      () => new Response('<html>proxy error</html>', { status: 200 }),
      () => jsonResponse({ detail: 'Not found.' }, 404),
    ];
    for (const answer of answers) {
      const started = clientOf(loadPage(APP_PATH, { [STORAGE_KEYS.token]: LIVE }, answer).win, answer);
      const fetched = clientOf({}, answer);
      const viaStart = await once(started.client.request(applicationRequest()));
      expect(started.clientCalls).toEqual([]);
      expect(viaStart.ok).toBe(false);
      expect(viaStart).toEqual(await once(fetched.client.request(applicationRequest())));
    }
  });

  it('times out a started request that never answers, like a fetch (TIMEOUT_ERROR after the timeout, virtual time)', async () => {
    const scheduler = new VirtualTimeScheduler();
    const { win } = loadPage(APP_PATH, { [STORAGE_KEYS.token]: LIVE }, () => ({ hang: true }));
    const { client, clientCalls } = clientOf(win, () => jsonResponse(application()), { scheduler, timeoutMs: 5000 });
    const results: HttpResult<unknown>[] = [];
    client.request(applicationRequest()).subscribe((r) => results.push(r));

    scheduler.maxFrames = 4999;
    scheduler.flush();
    await Promise.resolve();
    expect(results).toEqual([]);
    scheduler.maxFrames = 5000;
    scheduler.flush();
    await vi.waitFor(() => expect(results).toEqual([{ ok: false, error: { status: 'TIMEOUT_ERROR', data: undefined, error: 'timeout' } }]));
    expect(clientCalls).toEqual([]);
  });
});
