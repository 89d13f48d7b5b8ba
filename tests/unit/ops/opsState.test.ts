import { applicationChanged, applicationUnchanged, pollFailed, pollingStarted, pollingStopped } from '../../../src/client/features/ops/actions';
import { changedFields, changeSummary } from '../../../src/client/features/ops/changes';
import { initialOpsState, opsReducer } from '../../../src/client/features/ops/reducer';
import { sessionEnded } from '../../../src/client/kernel/session/actions';
import { APP_UUID, application, OLDER_APP_UUID } from '../app/fixtures';

const reduce = (...events: Parameters<typeof opsReducer>[1][]) => events.reduce(opsReducer, initialOpsState);

describe('ops polling state (§4)', () => {
  it('starts watching, notes when the application was checked, and forgets everything when polling stops', () => {
    const checked = reduce(pollingStarted({ applicationId: APP_UUID }), applicationUnchanged({ applicationId: APP_UUID, at: 3100 }));
    expect(checked).toMatchObject({ watching: APP_UUID, checkedAt: 3100, pollFailing: false, changeCount: 0 });
    expect(opsReducer(checked, pollingStopped({ applicationId: APP_UUID }))).toEqual(initialOpsState);
    // A late stop of another application does not stop this one.
    expect(opsReducer(checked, pollingStopped({ applicationId: OLDER_APP_UUID }))).toBe(checked);
  });

  it('counts changes (the flash is keyed by the count) and keeps the last one', () => {
    const state = reduce(
      pollingStarted({ applicationId: APP_UUID }),
      applicationChanged({ applicationId: APP_UUID, changed: ['customer_stage'], at: 3100 }),
      applicationChanged({ applicationId: APP_UUID, changed: ['tasks_version'], at: 6100 }),
    );
    expect(state).toMatchObject({ changeCount: 2, lastChange: { at: 6100, changed: ['tasks_version'] }, checkedAt: 6100 });
  });

  it('marks a failed poll until the next one succeeds, and ignores polls of an application it does not watch', () => {
    const failed = reduce(pollingStarted({ applicationId: APP_UUID }), pollFailed({ applicationId: APP_UUID, error: { status: 503, data: null }, at: 3100 }));
    expect(failed.pollFailing).toBe(true);
    expect(opsReducer(failed, applicationUnchanged({ applicationId: APP_UUID, at: 6100 })).pollFailing).toBe(false);
    expect(opsReducer(failed, applicationChanged({ applicationId: OLDER_APP_UUID, changed: ['stage'], at: 6100 }))).toBe(failed);
  });

  it('resets when the session ends', () => {
    const state = reduce(pollingStarted({ applicationId: APP_UUID }), applicationChanged({ applicationId: APP_UUID, changed: ['stage'], at: 1 }));
    expect(opsReducer(state, sessionEnded({ reason: null }))).toEqual(initialOpsState);
  });
});

describe('what a poll changed (§4 highlight)', () => {
  it('names the top-level fields whose value differs, in the new answer’s order, including removed ones', () => {
    const before = application();
    const after = { ...application({ customer_stage: 'under-review', stage: 'pending-file-setup' }), updated_at: '2026-03-03T00:00:00.000Z' };
    expect(changedFields(before, after)).toEqual(['stage', 'customer_stage', 'updated_at']);
    expect(changedFields(before, structuredClone(before))).toEqual([]);
    const people = application({ application_profiles: [] });
    expect(changedFields(before, people)).toEqual(['application_profiles']);
    expect(changedFields({ a: 1, gone: 2 }, { a: 1 })).toEqual(['gone']);
    expect(changedFields(undefined, { a: 1 })).toEqual(['a']);
  });

  it('announces each area once and flashes its part of the page; bookkeeping fields alone say "Details"', () => {
    expect(changeSummary(['stage', 'customer_stage', 'tasks_version', 'updated_at'])).toEqual({ labels: ['Stage', 'Tasks'], markers: ['stage', 'tasks'] });
    // Stage first, whatever order the fields came in.
    expect(changeSummary(['tasks_version', 'customer_stage']).labels).toEqual(['Stage', 'Tasks']);
    expect(changeSummary(['application_profiles', 'ie_acknowledged', 'property'])).toEqual({
      labels: ['People', 'Investment Estimate', 'Property'],
      markers: ['people', 'offer', 'property'],
    });
    expect(changeSummary(['updated_at'])).toEqual({ labels: ['Details'], markers: [] });
    expect(changeSummary(['external_id'])).toEqual({ labels: ['Details'], markers: [] });
  });
});
