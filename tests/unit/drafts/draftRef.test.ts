import {
  draftEdited, draftKey, draftSaveFailed, draftSaveStarted, draftsReducer, draftStorageKey, initialDraftsState, isSectionDraft,
  parseDraftSection, selectApplicationHasUnsavedDrafts, selectDraftSaveStatus, servicingStepDraft, type DraftsState,
} from '../../../src/client/kernel/drafts';
import { PRODUCT_APPRAISAL_STEP } from '../../../src/contract/servicing/product';

const APP = 'app-1';
const REQUEST = '7a2d8e63-9f1f-4b4a-8e8f-3c2a3b4c5d02';

describe('draft references: application sections and servicing steps (issue 11)', () => {
  it('names a servicing step’s draft servicing:<request>:<step> and parses it back', () => {
    const ref = servicingStepDraft(APP, REQUEST, PRODUCT_APPRAISAL_STEP);
    expect(ref).toEqual({ applicationId: APP, section: `servicing:${REQUEST}:authorize-hei-appraisal` });
    expect(parseDraftSection(ref.section)).toEqual({ kind: 'servicing-step', requestUuid: REQUEST, stepKind: 'authorize-hei-appraisal' });
    expect(isSectionDraft(ref)).toBe(false);
  });

  it('keeps the storage and slice keys of sections as they were, and gives steps their own next to them', () => {
    expect(parseDraftSection('payoffs')).toEqual({ kind: 'section', section: 'payoffs' });
    expect(isSectionDraft({ applicationId: APP, section: 'payoffs' })).toBe(true);
    expect(draftStorageKey({ applicationId: APP, section: 'payoffs' })).toBe('draft:app-1:payoffs');
    expect(draftKey({ applicationId: APP, section: 'payoffs' })).toBe('app-1/payoffs');
    const step = servicingStepDraft(APP, REQUEST, 'home-listing');
    expect(draftStorageKey(step)).toBe(`draft:app-1:servicing:${REQUEST}:home-listing`);
    expect(draftKey(step)).toBe(`app-1/servicing:${REQUEST}:home-listing`);
  });

  it.each([
    ['an unknown section', 'garden'],
    ['a step kind not in §3', `servicing:${REQUEST}:paint-the-fence`],
    ['no request', 'servicing::home-listing'],
    ['no step', `servicing:${REQUEST}`],
  ])('refuses %s', (_name, section) => {
    expect(parseDraftSection(section)).toBeNull();
  });

  it('an unsaved step draft never holds back submitting the application', () => {
    const step = servicingStepDraft(APP, REQUEST, 'home-listing');
    const state = { drafts: [draftEdited({ ...step, values: { agent_name: 'D' }, revision: 1 })].reduce<DraftsState>(draftsReducer, initialDraftsState) };
    expect(selectApplicationHasUnsavedDrafts(state, APP)).toBe(false);
    const withSection = { drafts: draftsReducer(state.drafts, draftEdited({ applicationId: APP, section: 'liens', values: {}, revision: 1 })) };
    expect(selectApplicationHasUnsavedDrafts(withSection, APP)).toBe(true);
  });

  it('gives any draft’s save line, one object per line so projections stay equal', () => {
    const step = servicingStepDraft(APP, REQUEST, 'other-change');
    const fold = (...events: Parameters<typeof draftsReducer>[1][]) => ({ drafts: events.reduce<DraftsState>(draftsReducer, initialDraftsState) });
    expect(selectDraftSaveStatus(fold(), step)).toEqual({ kind: 'idle', message: '' });
    const typed = fold(draftEdited({ ...step, values: { description: 'x' }, revision: 1 }));
    expect(selectDraftSaveStatus(typed, step)).toEqual({ kind: 'saving', message: 'Saving…' });
    expect(selectDraftSaveStatus(typed, step)).toBe(selectDraftSaveStatus(fold(draftEdited({ ...step, values: {}, revision: 2 })), step));
    const failed = fold(
      draftEdited({ ...step, values: { description: 'x' }, revision: 1 }),
      draftSaveStarted({ ...step, revision: 1 }),
      draftSaveFailed({ ...step, revision: 1, error: { status: 'FETCH_ERROR', data: undefined } }),
    );
    expect(selectDraftSaveStatus(failed, step)).toEqual({ kind: 'failed', message: 'We couldn’t save your changes. They are kept on this device.' });
  });
});
