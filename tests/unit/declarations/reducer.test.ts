import type { UnknownAction } from '@reduxjs/toolkit';
import * as actions from '../../../src/client/features/declarations/actions';
import {
  coOwnerRemoved, coOwnerSaved, declarationsClosed, declarationsOpened, declarationsResumed, declarationsStageChanged,
  declarationsSubmitFailed, declarationsSubmitted, spouseSaved,
} from '../../../src/client/features/declarations/actions';
import { EMPTY_OVERLAY } from '../../../src/client/features/declarations/overlay';
import { declarationsReducer, initialDeclarationsState, type DeclarationsFeatureState } from '../../../src/client/features/declarations/reducer';
import { applicationQuery } from '../../../src/client/kernel/api/queries';
import { queryFulfilled } from '../../../src/client/kernel/queryCache/actions';
import { sessionEnded } from '../../../src/client/kernel/session/actions';
import { application, profile } from '../app/fixtures';
import { APP_UUID, COOWNER_AP, coOwnerAp, primaryAp, SPOUSE_PROFILE, USER_UUID } from './fixtures';

const OTHER_APP = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const ref = { applicationId: APP_UUID };
const error = { status: 400, data: { detail: 'Invalid request' } };
const fold = (events: UnknownAction[], from: DeclarationsFeatureState = initialDeclarationsState) => events.reduce(declarationsReducer, from);
const opened = () => fold([declarationsOpened(ref)]);
const fetched = (profiles = [primaryAp(), coOwnerAp()]) =>
  queryFulfilled({ key: applicationQuery.key({ uuid: APP_UUID }), name: 'application', requestId: 1, data: application({ application_profiles: profiles }), at: 0 });

describe('declarations reducer (events only)', () => {
  it.each<[string, UnknownAction[], Partial<DeclarationsFeatureState>]>([
    ['open', [declarationsOpened(ref)], { openApplicationId: APP_UUID, resumedFor: null, overlayFor: APP_UUID }],
    ['resumed', [declarationsOpened(ref), declarationsResumed({ ...ref, history: ['declarations'] })], { resumedFor: APP_UUID }],
    ['resumed for an application no longer open', [declarationsResumed({ ...ref, history: [] })], { resumedFor: null }],
    ['closed', [declarationsOpened(ref), declarationsResumed({ ...ref, history: [] }), declarationsClosed(ref)], { openApplicationId: null, resumedFor: null }],
    ['submit failed', [declarationsOpened(ref), declarationsSubmitFailed({ ...ref, error })], { submitError: error }],
    ['submitted clears the failure', [declarationsOpened(ref), declarationsSubmitFailed({ ...ref, error }), declarationsSubmitted(ref)], { submitError: null }],
    ['going to fix a problem clears it', [declarationsOpened(ref), declarationsSubmitFailed({ ...ref, error }), declarationsStageChanged({ ...ref, from: 'review', to: 'residency/0' })], { submitError: null }],
    ['staying put keeps it', [declarationsOpened(ref), declarationsSubmitFailed({ ...ref, error }), declarationsStageChanged({ ...ref, from: 'review', to: 'review' })], { submitError: error }],
  ])('%s', (_name, events, expected) => {
    expect(fold(events)).toMatchObject(expected);
  });

  it('records party changes for the open application until a fetch shows them', () => {
    const saved = fold([coOwnerSaved({ ...ref, party: coOwnerAp(), added: true })], opened());
    expect(saved.overlay.saved.map((p) => p.uuid)).toEqual([COOWNER_AP]);
    expect(fold([fetched([primaryAp()])], saved).overlay.saved).toHaveLength(1);
    expect(fold([fetched()], saved).overlay).toEqual(EMPTY_OVERLAY);
    const removed = fold([coOwnerRemoved({ ...ref, partyUuid: COOWNER_AP })], opened());
    expect(removed.overlay.removed).toEqual([COOWNER_AP]);
    const spouse = profile({ uuid: SPOUSE_PROFILE as never });
    expect(fold([spouseSaved({ ...ref, applicantProfileUuid: USER_UUID, spouse })], opened()).overlay.spouses).toHaveLength(1);
  });

  it('ignores changes of another application, and drops the overlay when another application opens', () => {
    const other = { applicationId: OTHER_APP };
    expect(fold([coOwnerSaved({ ...other, party: coOwnerAp(), added: true })], opened()).overlay).toEqual(EMPTY_OVERLAY);
    const withChange = fold([coOwnerSaved({ ...ref, party: coOwnerAp(), added: true })], opened());
    expect(fold([declarationsOpened(other)], withChange).overlay).toEqual(EMPTY_OVERLAY);
    expect(fold([declarationsOpened(ref)], withChange).overlay.saved).toHaveLength(1);
  });

  it('returns to the initial state when the session ends', () => {
    const busy = fold([coOwnerSaved({ ...ref, party: coOwnerAp(), added: true }), declarationsSubmitFailed({ ...ref, error })], opened());
    expect(fold([sessionEnded({ reason: 'expired' })], busy)).toEqual(initialDeclarationsState);
  });

  it('changes nothing for any command', () => {
    const commands = Object.values(actions).filter(
      (c): c is typeof actions.openDeclarations => typeof c === 'function' && (c as { kind?: string }).kind === 'command',
    );
    expect(commands.length).toBeGreaterThanOrEqual(10);
    const state = fold([coOwnerSaved({ ...ref, party: coOwnerAp(), added: true })], opened());
    for (const command of commands) {
      expect(declarationsReducer(state, command({ applicationId: APP_UUID } as never))).toBe(state);
    }
  });
});
