import type { SectionName } from '../../../src/contract/sectionEnums';
import {
  draftEdited, draftRebased, draftRestored, draftSaved, draftSaveFailed, draftSaveStarted, draftsReducer, editDraft,
  initialDraftsState, selectApplicationHasUnsavedDrafts, selectDraft, selectRunningSaveQueue, type DraftsState,
} from '../../../src/client/kernel/drafts';
import type { SectionRecord } from '../../../src/contract/sections';
import { sessionEnded } from '../../../src/client/kernel/session/actions';

const REF = { applicationId: 'a1', section: 'payoffs' as SectionName };
const record = (revision: number): SectionRecord => ({
  section: 'payoffs', status: 'in-progress', revision, values: { has_payoffs: true }, updated_at: null, submitted_at: null,
});
const fold = (...events: Parameters<typeof draftsReducer>[1][]) => events.reduce<DraftsState>(draftsReducer, initialDraftsState);
const view = (state: DraftsState) => selectDraft({ drafts: state }, REF);

describe('drafts reducer and selectors (save queue status as a person sees it)', () => {
  it.each([
    ['nothing typed', [], { status: 'idle', values: undefined }],
    ['typed, waiting for the pause', [draftEdited({ ...REF, values: { has_payoffs: true }, revision: 1 })], { status: 'pending', revision: 1, values: { has_payoffs: true } }],
    ['saving', [draftEdited({ ...REF, values: {}, revision: 1 }), draftSaveStarted({ ...REF, revision: 1 })], { status: 'saving' }],
    [
      'saved',
      [draftEdited({ ...REF, values: {}, revision: 1 }), draftSaveStarted({ ...REF, revision: 1 }), draftSaved({ ...REF, revision: 1, record: record(1) })],
      { status: 'saved', savedRevision: 1, error: undefined },
    ],
    [
      'failed keeps the values and the error',
      [draftEdited({ ...REF, values: { has_payoffs: false }, revision: 1 }), draftSaveStarted({ ...REF, revision: 1 }), draftSaveFailed({ ...REF, revision: 1, error: { status: 'FETCH_ERROR', data: undefined } })],
      { status: 'failed', values: { has_payoffs: false }, error: { status: 'FETCH_ERROR', data: undefined } },
    ],
    [
      'typing after a failure still shows the failure until the next save starts',
      [
        draftEdited({ ...REF, values: {}, revision: 1 }), draftSaveStarted({ ...REF, revision: 1 }),
        draftSaveFailed({ ...REF, revision: 1, error: { status: 500, data: {} } }), draftEdited({ ...REF, values: { x: 1 }, revision: 2 }),
      ],
      { status: 'failed', revision: 2 },
    ],
    [
      'saved revision 1 while revision 2 was typed: still pending',
      [
        draftEdited({ ...REF, values: {}, revision: 1 }), draftSaveStarted({ ...REF, revision: 1 }),
        draftEdited({ ...REF, values: { x: 2 }, revision: 2 }), draftSaved({ ...REF, revision: 1, record: record(1) }),
      ],
      { status: 'pending', revision: 2, savedRevision: 1, values: { x: 2 } },
    ],
    ['restored from storage', [draftRestored({ ...REF, values: { has_payoffs: true }, revision: 4 })], { status: 'pending', revision: 4 }],
    [
      'rebased above the server revision: pending again',
      [draftEdited({ ...REF, values: {}, revision: 1 }), draftSaved({ ...REF, revision: 1, record: record(5) }), draftRebased({ ...REF, revision: 6 })],
      { status: 'pending', revision: 6, savedRevision: 1 },
    ],
  ] as const)('%s', (_name, events, expected) => {
    expect(view(fold(...events))).toMatchObject(expected);
  });

  it('runningSaveQueue is true while any draft is pending, saving or failed, false once all are saved', () => {
    const pending = fold(draftEdited({ ...REF, values: {}, revision: 1 }));
    expect(selectRunningSaveQueue({ drafts: pending })).toBe(true);
    expect(selectApplicationHasUnsavedDrafts({ drafts: pending }, 'a1')).toBe(true);
    expect(selectApplicationHasUnsavedDrafts({ drafts: pending }, 'other')).toBe(false);
    const saved = fold(draftEdited({ ...REF, values: {}, revision: 1 }), draftSaved({ ...REF, revision: 1, record: record(1) }));
    expect(selectRunningSaveQueue({ drafts: saved })).toBe(false);
    expect(selectRunningSaveQueue({})).toBe(false);
  });

  it('gives the same view object until the draft changes (memo-friendly projections)', () => {
    const state = fold(draftEdited({ ...REF, values: {}, revision: 1 }));
    expect(view(state)).toBe(view(state));
    expect(view(initialDraftsState)).toBe(view(initialDraftsState));
  });

  it('the session ending empties the slice', () => {
    expect(draftsReducer(fold(draftEdited({ ...REF, values: { a: 1 }, revision: 3 })), sessionEnded({ reason: null }))).toEqual(initialDraftsState);
  });

  it('ignores commands: only events change the slice', () => {
    expect(draftsReducer(initialDraftsState, editDraft({ ...REF, values: { a: 1 } }))).toBe(initialDraftsState);
  });
});
