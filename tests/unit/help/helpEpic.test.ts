import { closeHelpPage, helpRedirectedToApplicants, openHelpPage, retryHelpPage } from '../../../src/client/features/help/actions';
import { helpEpic } from '../../../src/client/features/help/epic';
import { makeSelectDealTeam } from '../../../src/client/features/help/selectors';
import { createQueryCacheEpic } from '../../../src/client/kernel/queryCache/epic';
import { QUERY_CACHE_KEY, queryCacheReducer, type QueryCacheRootState } from '../../../src/client/kernel/queryCache/reducer';
import { errorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { APP_UUID, dealTeam, depsAtNow } from '../app/fixtures';

const TEAM_PATH = `v1/customer/application/${APP_UUID}/deal-team/`;

function setup() {
  const { deps, scheduler } = depsAtNow();
  const { store, eventLog } = createTestStore({ reducers: { [QUERY_CACHE_KEY]: queryCacheReducer }, epics: [helpEpic, createQueryCacheEpic()], deps });
  const redirects = () => eventLog.entries().filter((e) => helpRedirectedToApplicants.match(e.event)).map((e) => e.event.payload);
  return { deps, scheduler, store, redirects, state: () => store.getState() as unknown as QueryCacheRootState };
}

describe('help pages (issue #4 §5)', () => {
  it('sends an id that is not a UUID to the applicants list (§2)', () => {
    const { deps, store, redirects } = setup();
    store.dispatch(openHelpPage({ applicationId: 'x', page: 'faq' }));
    expect(deps.navigation.paths).toEqual(['/applicants']);
    expect(redirects()).toEqual([{ page: 'faq' }]);
  });

  it('loads nothing for the FAQ, and the deal team for resources, shown with the §9 phone format', () => {
    const { deps, store, state } = setup();
    deps.http.respond({ path: TEAM_PATH }, jsonReply(dealTeam()));
    store.dispatch(openHelpPage({ applicationId: APP_UUID, page: 'faq' }));
    expect(deps.http.requests).toHaveLength(0);
    store.dispatch(openHelpPage({ applicationId: APP_UUID, page: 'resources' }));
    expect(deps.http.requests.map((r) => r.path)).toEqual([TEAM_PATH, `v1/customer/application/${APP_UUID}/`, 'v1/customer/licensing/']);
    expect(makeSelectDealTeam(APP_UUID)(state())).toEqual({
      status: 'ready',
      data: [
        {
          role: 'Home Equity Officer',
          contact: { name: 'Olivia Officer', email: 'olivia@provider.example', phone: '(512) 555-0100', phoneHref: 'tel:5125550100', meetingUrl: null },
        },
        { role: 'Transaction Specialist', contact: null },
      ],
    });
    store.dispatch(closeHelpPage({ applicationId: APP_UUID, page: 'resources' }));
  });

  it('shows the §8 sentence when the team cannot be loaded, and tries again on retry', () => {
    const { deps, scheduler, store, state } = setup();
    deps.http.respond({ path: TEAM_PATH }, errorResult(500, { detail: 'Server error, try later.' }));
    store.dispatch(openHelpPage({ applicationId: APP_UUID, page: 'resources' }));
    scheduler.maxFrames = scheduler.now() + 32_000; // past the data cache's own 5 retries of a server error (§9)
    scheduler.flush();
    expect(makeSelectDealTeam(APP_UUID)(state())).toEqual({ status: 'error', message: 'Server error, try later.' });
    deps.http.respond({ path: TEAM_PATH }, jsonReply(dealTeam()));
    store.dispatch(retryHelpPage({ applicationId: APP_UUID, page: 'resources' }));
    expect(makeSelectDealTeam(APP_UUID)(state()).status).toBe('ready');
  });
});
