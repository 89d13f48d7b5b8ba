import { defineCommand, defineEvent } from '../../../src/client/kernel/actions';
import { applicationPageEpic, applicationQueries } from '../../../src/client/kernel/api/applicationPage';
import { applicationQuery, dealTeamQuery } from '../../../src/client/kernel/api/queries';
import { createQueryCacheEpic } from '../../../src/client/kernel/queryCache/epic';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache/reducer';
import { errorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { APP_UUID, application, dealTeam, depsAtNow } from '../app/fixtures';

const openPage = defineCommand<{ applicationId: string }>('pageTest/open');
const closePage = defineCommand<{ applicationId: string }>('pageTest/close');
const retryPage = defineCommand<{ applicationId: string }>('pageTest/retry');
const pageOpened = defineEvent<{ applicationId: string }>('pageTest/opened');
const pageClosed = defineEvent<{ applicationId: string }>('pageTest/closed');
const pageRedirected = defineEvent<{ reason: 'invalid-id' }>('pageTest/redirected');

const APP_PATH = `v1/customer/application/${APP_UUID}/`;
const TEAM_PATH = `${APP_PATH}deal-team/`;

function setup() {
  const { deps, scheduler } = depsAtNow();
  const page = applicationPageEpic({
    open: openPage,
    close: closePage,
    retry: retryPage,
    opened: pageOpened,
    closed: pageClosed,
    queries: ({ applicationId }) => applicationQueries([applicationQuery, dealTeamQuery], applicationId),
    invalidId: () => pageRedirected({ reason: 'invalid-id' }),
  });
  const { store, eventLog } = createTestStore({ reducers: { [QUERY_CACHE_KEY]: queryCacheReducer }, epics: [page, createQueryCacheEpic()], deps });
  const events = () => eventLog.entries().map((e) => e.event.type).filter((t) => t.startsWith('pageTest/'));
  return { deps, scheduler, store, eventLog, events };
}

describe('application page epic (§2 application page behaviour)', () => {
  it('opens with the event answering the command, then loads each query of the page', () => {
    const { deps, store, eventLog } = setup();
    deps.http.respond({ path: APP_PATH }, jsonReply(application()));
    deps.http.respond({ path: TEAM_PATH }, jsonReply(dealTeam()));
    store.dispatch(openPage({ applicationId: APP_UUID }, { correlationId: 'c1' }));
    expect(deps.http.requests.map((r) => r.path)).toEqual([APP_PATH, TEAM_PATH]);
    const opened = eventLog.entries().find((e) => pageOpened.match(e.event));
    expect(opened?.event.meta.correlationId).toBe('c1');
  });

  it('sends an id that is not a UUID to the applicants list after recording why, asking the server nothing', () => {
    const { deps, store, events } = setup();
    store.dispatch(openPage({ applicationId: 'nope' }));
    store.dispatch(closePage({ applicationId: 'nope' }));
    expect(events()).toEqual(['pageTest/redirected']);
    expect(deps.navigation.paths).toEqual(['/applicants']);
    expect(deps.http.requests).toHaveLength(0);
  });

  it('retries only the queries whose last fetch failed, and stays on the page after a 404 when no redirect is asked for', () => {
    const { deps, store } = setup();
    deps.http.respond({ path: APP_PATH }, jsonReply(application()));
    deps.http.respond({ path: TEAM_PATH }, errorResult(404, { detail: 'Not found.' }));
    store.dispatch(openPage({ applicationId: APP_UUID }));
    const before = deps.http.requests.length;
    store.dispatch(retryPage({ applicationId: APP_UUID }));
    expect(deps.http.requests.slice(before).map((r) => r.path)).toEqual([TEAM_PATH]);
    expect(deps.navigation.paths).toEqual([]);
  });

  it('releases the data when the page closes: dropped after 60 s unused (§9)', () => {
    const { deps, scheduler, store, events } = setup();
    deps.http.respond({ path: APP_PATH }, jsonReply(application()));
    deps.http.respond({ path: TEAM_PATH }, jsonReply(dealTeam()));
    store.dispatch(openPage({ applicationId: APP_UUID }));
    store.dispatch(closePage({ applicationId: APP_UUID }));
    expect(events()).toEqual(['pageTest/opened', 'pageTest/closed']);
    scheduler.maxFrames = scheduler.now() + 61_000;
    scheduler.flush();
    expect(applicationQuery.select(store.getState() as never, { uuid: APP_UUID }).status).toBe('uninitialized');
  });
});
