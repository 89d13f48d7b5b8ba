import type { AnyAction } from '@reduxjs/toolkit';
import { ignoreElements, tap } from 'rxjs';
import {
  applicationSubmitted, applicationSubmitFailed, closeSectionForm, continueAfterSection, openSectionForm,
  openSectionsOverview, sectionsEpic, submitApplicationCommand,
} from '../../../src/client/features/sections';
import { makeSelectOverview } from '../../../src/client/features/sections/overview';
import { sectionQueryOf } from '../../../src/client/kernel/api/formQueries';
import { correlationOf } from '../../../src/client/kernel/actions';
import { reportCustomerChange } from '../../../src/client/kernel/changes/actions';
import { closeDraft, draftsEpic, draftsReducer, openDraft } from '../../../src/client/kernel/drafts';
import type { AppEpic } from '../../../src/client/kernel/epic';
import { createQueryCacheEpic, QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache';
import { SECTION_NAME } from '../../../src/contract/sectionEnums';
import { errorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { APP_UUID, application, depsAtNow } from '../app/fixtures';

const APP_PATH = `v1/customer/application/${APP_UUID}/`;
const overviewJson = (status: 'not-started' | 'completed') => ({
  qualification_completed_at: '2026-01-01T00:00:00.000Z',
  sections: SECTION_NAME.values.map((section) => ({ section, status, updated_at: null })),
  submitted_at: null,
});
const recordJson = (section: string) => ({ section, status: 'not-started', revision: 0, values: {}, updated_at: null, submitted_at: null });

function setup() {
  const { deps, scheduler } = depsAtNow();
  const seen: AnyAction[] = [];
  const recorder: AppEpic = (action$) => action$.pipe(tap((a) => seen.push(a)), ignoreElements());
  const { store } = createTestStore({
    reducers: { [QUERY_CACHE_KEY]: queryCacheReducer, drafts: draftsReducer },
    epics: [createQueryCacheEpic(), draftsEpic, sectionsEpic, recorder],
    deps,
  });
  deps.http.respond({ method: 'GET', path: /sections\/[a-z-]+\/$/ }, (req) => (jsonReply(recordJson(req.path.split('/').at(-2) ?? '')) as (r: typeof req) => ReturnType<typeof errorResult>)(req));
  deps.http.respond({ method: 'GET', path: `${APP_PATH}sections/` }, jsonReply(overviewJson('completed')));
  const types = () => seen.map((a) => a.type);
  return { deps, scheduler, store, seen, types };
}

describe('sections pages (§2 application form; issue #3 §2)', () => {
  it('sends an id that is not a UUID to the applicants list, and an unknown section (or declarations) to the overview', () => {
    const { deps, store, seen } = setup();
    store.dispatch(openSectionForm({ applicationId: 'nope', section: 'liens' }));
    store.dispatch(openSectionsOverview({ applicationId: 'nope' }));
    store.dispatch(openSectionForm({ applicationId: APP_UUID, section: 'garden' }));
    expect(deps.navigation.paths).toEqual(['/applicants', '/applicants', `/applications/${APP_UUID}/sections`]);
    expect(deps.http.requests).toEqual([]);
    expect(seen.filter((a) => a.type === 'sections/redirected').map((a) => a.payload)).toEqual([
      { reason: 'invalid-id' }, { reason: 'invalid-id' }, { reason: 'unknown-section' },
    ]);
  });

  it('opening a section opens its draft (loading its record); payoffs also loads the mortgages and liens; closing releases them', () => {
    const { deps, store, seen } = setup();
    store.dispatch(openSectionForm({ applicationId: APP_UUID, section: 'payoffs' }));
    expect(seen.some((a) => openDraft.match(a) && a.payload.section === 'payoffs')).toBe(true);
    expect(deps.http.requests.map((r) => r.path).sort()).toEqual(
      ['liens', 'mortgage-details', 'payoffs'].map((s) => `${APP_PATH}sections/${s}/`),
    );
    store.dispatch(closeSectionForm({ applicationId: APP_UUID, section: 'payoffs' }));
    expect(seen.some((a) => closeDraft.match(a))).toBe(true);
    expect(seen.filter((a) => a.type === 'query/unsubscribe').map((a) => (a.payload as { key: string }).key).sort()).toEqual(
      (['liens', 'mortgage-details', 'payoffs'] as const).map((s) => sectionQueryOf(s).key({ uuid: APP_UUID })).sort(),
    );
  });

  it('after a submitted section goes to the next one', () => {
    const { deps, store } = setup();
    store.dispatch(continueAfterSection({ applicationId: APP_UUID, section: 'housing-expense' }));
    store.dispatch(continueAfterSection({ applicationId: APP_UUID, section: 'payoffs' }));
    expect(deps.navigation.paths).toEqual([`/applications/${APP_UUID}/sections/mortgage-details`, `/applications/${APP_UUID}/sections/declarations`]);
  });

  it('the overview shows progress from the server', () => {
    const { store } = setup();
    store.dispatch(openSectionsOverview({ applicationId: APP_UUID }));
    const view = makeSelectOverview(APP_UUID)(store.getState() as never);
    expect(view.overview).toMatchObject({ status: 'ready', data: { progressText: '8 of 8 complete', canSubmit: true } });
  });

  it('submitting the application answers the form, reports the change and goes home', async () => {
    const { deps, store, seen } = setup();
    deps.http.respond({ method: 'POST', path: `${APP_PATH}submit/` }, jsonReply(application()));
    const outcome = (await store.dispatch(submitApplicationCommand({ applicationId: APP_UUID }, { correlationId: 'c-9' }) as never)) as AnyAction;
    expect(applicationSubmitted.match(outcome)).toBe(true);
    expect(correlationOf(outcome)).toBe('c-9');
    expect(seen.some((a) => reportCustomerChange.match(a) && a.payload.applicationId === APP_UUID)).toBe(true);
    expect(deps.navigation.paths).toEqual([`/applications/${APP_UUID}`]);
  });

  it('a refused submit answers the server’s reason and stays on the page', async () => {
    const { deps, store, seen } = setup();
    deps.http.respond(
      { method: 'POST', path: `${APP_PATH}submit/` },
      errorResult(400, { detail: 'Before you submit, finish: Payoffs.', errors: { 'sections.payoffs': ['Complete this section.'] } }),
    );
    const outcome = (await store.dispatch(submitApplicationCommand({ applicationId: APP_UUID }, { correlationId: 'c-10' }) as never)) as AnyAction;
    expect(applicationSubmitFailed.match(outcome) && outcome.payload.error.data).toMatchObject({ detail: 'Before you submit, finish: Payoffs.' });
    expect(seen.some((a) => reportCustomerChange.match(a))).toBe(false);
    expect(deps.navigation.paths).toEqual([]);
  });
});
