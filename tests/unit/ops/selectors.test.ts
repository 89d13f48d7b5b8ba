import { applicationChanged, pollFailed, pollingStarted } from '../../../src/client/features/ops/actions';
import { initialOpsState, OPS_KEY, opsReducer, type OpsState } from '../../../src/client/features/ops/reducer';
import {
  LIVE_TEXT, makeSelectOpsBanner, opsApplicationItem, PAUSED_TEXT, selectOpsApplications, updatedText,
  type OpsRootState,
} from '../../../src/client/features/ops/selectors';
import { applicationListQuery, applicationQuery } from '../../../src/client/kernel/api/queries';
import { queryFulfilled, queryStarted } from '../../../src/client/kernel/queryCache/actions';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache/reducer';
import { readOnlyProfileSelected, tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionReducer } from '../../../src/client/kernel/session/reducer';
import { APP_PROFILE_UUID, APP_UUID, application, IN_ONE_HOUR_S, makeToken, OLDER_APP_UUID, OTHER_USER_UUID, profile } from '../app/fixtures';
import { CO_OWNER_APP_PROFILE_UUID, coOwnedApplication, OCCUPANT_APP_PROFILE_UUID, OPS_UUID } from './fixtures';

function cached(name: string, key: string, group: never, data: unknown) {
  return [queryStarted({ key, name, args: null, group, requestId: 1, at: 0 }), queryFulfilled({ key, name, requestId: 1, data, at: 1 })];
}

function stateWith(opts: { app?: unknown; ops?: Partial<OpsState>; selected?: string } = {}): OpsRootState {
  const key = applicationQuery.key({ uuid: APP_UUID });
  const queries = (opts.app ? cached('application', key, 'Application' as never, opts.app) : []).reduce(queryCacheReducer, undefined as never);
  let session = sessionReducer(undefined, tokenIssued({ token: makeToken({ expSeconds: IN_ONE_HOUR_S, uuid: OPS_UUID }), source: 'password', isOps: true }));
  if (opts.selected) session = sessionReducer(session, readOnlyProfileSelected({ applicationId: APP_UUID, applicationProfileUuid: opts.selected, profileUuid: OTHER_USER_UUID }));
  return { [QUERY_CACHE_KEY]: queries ?? { entries: {} }, session, [OPS_KEY]: { ...initialOpsState, ...opts.ops } };
}

describe('the ops banner (§2)', () => {
  it('lists the profiles by position, labelled "role: first last", the first preselected', () => {
    const view = makeSelectOpsBanner(APP_UUID)(stateWith({ app: coOwnedApplication() }));
    expect(view.options?.map((o) => o.label)).toEqual(['Primary Applicant: Jane Doe', 'Co-Owner: John Roe', 'Non-Owning Occupant: Olly Occupant']);
    expect(view.options?.map((o) => o.value)).toEqual([APP_PROFILE_UUID, CO_OWNER_APP_PROFILE_UUID, OCCUPANT_APP_PROFILE_UUID]);
    expect(view.selected).toBe(APP_PROFILE_UUID);
  });

  it('shows the selected profile once one is chosen, and nothing to choose while the application loads', () => {
    expect(makeSelectOpsBanner(APP_UUID)(stateWith({ app: coOwnedApplication(), selected: CO_OWNER_APP_PROFILE_UUID })).selected).toBe(CO_OWNER_APP_PROFILE_UUID);
    expect(makeSelectOpsBanner(APP_UUID)(stateWith())).toMatchObject({ options: null, selected: '' });
  });

  it('says live, then "Updated HH:mm:ss — Stage, Tasks" after a change, and "paused — retrying" after a failed poll', () => {
    const at = new Date(2026, 2, 10, 14, 5, 9).getTime();
    const started = opsReducer(initialOpsState, pollingStarted({ applicationId: APP_UUID }));
    const changed = opsReducer(started, applicationChanged({ applicationId: APP_UUID, changed: ['customer_stage', 'tasks_version'], at }));
    const select = makeSelectOpsBanner(APP_UUID);
    expect(select(stateWith({ app: application(), ops: started })).status).toBe(LIVE_TEXT);
    const view = select(stateWith({ app: application(), ops: changed }));
    expect(view.status).toBe('Updated 14:05:09 — Stage, Tasks');
    expect(view.flash).toEqual({ count: 1, markers: ['stage', 'tasks'] });
    expect(updatedText(at, ['People'])).toBe('Updated 14:05:09 — People');
    const failing = opsReducer(changed, pollFailed({ applicationId: APP_UUID, error: { status: 'FETCH_ERROR', data: undefined }, at }));
    expect(select(stateWith({ app: application(), ops: failing })).status).toBe(PAUSED_TEXT);
    expect(PAUSED_TEXT).toBe('Live updates paused — retrying');
    // Another application's banner does not show this one's change.
    expect(makeSelectOpsBanner(OLDER_APP_UUID)(stateWith({ ops: changed })).flash).toBeNull();
  });
});

describe('the ops applications list', () => {
  const newer = coOwnedApplication({ updated_at: '2026-03-09T10:00:00.000Z', customer_stage: 'under-review' });
  const older = application({
    uuid: OLDER_APP_UUID as never,
    updated_at: '2026-03-01T10:00:00.000Z',
    property: { ...application().property, address: { ...application().property.address, city: 'Denver', state: 'CO' } },
    application_profiles: [{ uuid: APP_PROFILE_UUID as never, position: 1, profile_type: 'applicant', profile: profile({ first_name: 'Ann', last_name: 'Lee' }) }],
  });

  it('shows the primary applicant, their email, customer and internal stage and the last change, most recent first', () => {
    const key = applicationListQuery.key();
    const queries = cached('applicationList', key, 'ApplicationList' as never, [older, newer]).reduce(queryCacheReducer, undefined as never);
    const list = selectOpsApplications({ [QUERY_CACHE_KEY]: queries });
    expect(list.status).toBe('ready');
    const items = list.status === 'ready' ? list.data : [];
    expect(items.map((i) => [i.customerName, i.email, i.stageName, i.internalStage, i.href])).toEqual([
      ['Jane Doe', 'jane@example.com', 'Under review', 'pending-doc-upload', `/applications/${APP_UUID}`],
      ['Ann Lee', 'jane@example.com', 'Submitted for review', 'pending-doc-upload', `/applications/${OLDER_APP_UUID}`],
    ]);
    expect(opsApplicationItem(older).updated).toMatch(/^03\/01\/2026 \d\d:\d\d$/);
    expect(opsApplicationItem(older).updatedIso).toBe('2026-03-01T10:00:00.000Z');
  });

  it('says when the last change cannot be read rather than inventing one', () => {
    expect(opsApplicationItem(application({ updated_at: 'not a date' as never }))).toMatchObject({ updated: '', updatedIso: '', updatedAtMs: 0 });
  });
});
