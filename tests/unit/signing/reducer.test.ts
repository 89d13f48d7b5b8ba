import type { UnknownAction } from '@reduxjs/toolkit';
import * as actions from '../../../src/client/features/signing/actions';
import {
  envelopeOpened,
  fieldSignFailed,
  fieldSigned,
  fieldSigningStarted,
  nextPageShown,
  previousPageShown,
  reviewClosed,
  reviewOpened,
  signingCompleted,
  signingDeclined,
  signingOpened,
  signingPagesSet,
} from '../../../src/client/features/signing/actions';
import { initialSigningState, signingReducer, type SigningState } from '../../../src/client/features/signing/reducer';
import { sessionEnded } from '../../../src/client/kernel/session/actions';
import { SIGNATURE_FIRST_PAGE } from '../../../src/domain/constants';
import { APP, ENVELOPE, FIELD, OTHER_ENVELOPE } from './fixtures';

/** A task state at `currentPage` of `lastPage` (other keys as given). */
const at = (currentPage: number, lastPage: number, rest: Partial<SigningState> = {}): SigningState => ({
  ...initialSigningState,
  applicationId: APP,
  envelopeUuid: ENVELOPE,
  currentPage,
  lastPage,
  ...rest,
});

const fold = (state: SigningState, ...events: UnknownAction[]) => events.reduce(signingReducer, state);

describe('signature task state (§3, §4 wizard behaviour, §9 bounds)', () => {
  it('starts at SIGNATURE_FIRST_PAGE with nothing signed this session', () => {
    const s = signingReducer(undefined, { type: '@@init' });
    expect(SIGNATURE_FIRST_PAGE).toBe(0);
    expect([s.pendingPage, s.currentPage, s.lastPage, s.signedAnyDocumentsThisSession]).toEqual([0, 0, 0, false]);
  });

  describe('next page: forward by one, never beyond lastPage, marks documents signed this session', () => {
    it('moves from the first page to the second and sets the flag', () => {
      const s = fold(at(0, 3), nextPageShown());
      expect(s.currentPage).toBe(1);
      expect(s.signedAnyDocumentsThisSession).toBe(true);
    });

    it('stays at lastPage when already there, and still sets the flag', () => {
      const s = fold(at(3, 3, { signedAnyDocumentsThisSession: false }), nextPageShown());
      expect(s.currentPage).toBe(3);
      expect(s.signedAnyDocumentsThisSession).toBe(true);
    });

    it('stays at 0 for a one-page envelope (lastPage 0), and sets the flag', () => {
      const s = fold(at(0, 0), nextPageShown());
      expect([s.currentPage, s.signedAnyDocumentsThisSession]).toEqual([0, true]);
    });

    it('never passes lastPage however often it is pressed', () => {
      const s = fold(at(1, 3), nextPageShown(), nextPageShown(), nextPageShown(), nextPageShown(), nextPageShown());
      expect(s.currentPage).toBe(3);
    });

    it.each([
      [0, 1, 1], [1, 1, 1], [0, 4, 1], [3, 4, 4], [4, 4, 4], [2, 2, 2],
    ])('from page %i with lastPage %i goes to %i', (current, last, expected) => {
      expect(fold(at(current, last), nextPageShown()).currentPage).toBe(expected);
    });
  });

  describe('previous page: back by one, never below 0', () => {
    it('stays at 0 when already there', () => {
      expect(fold(at(0, 3), previousPageShown()).currentPage).toBe(0);
    });

    it('moves back one page and leaves the flag as it was', () => {
      const before = at(2, 3, { signedAnyDocumentsThisSession: false });
      const s = fold(before, previousPageShown());
      expect(s.currentPage).toBe(1);
      expect(s.signedAnyDocumentsThisSession).toBe(false);
    });

    it('never goes below 0 however often it is pressed', () => {
      expect(fold(at(2, 3), previousPageShown(), previousPageShown(), previousPageShown(), previousPageShown()).currentPage).toBe(0);
    });

    it.each([[1, 3, 0], [3, 3, 2], [4, 4, 3]])('from page %i with lastPage %i goes to %i', (current, last, expected) => {
      expect(fold(at(current, last), previousPageShown()).currentPage).toBe(expected);
    });
  });

  it('walks every page of every small envelope within 0…lastPage', () => {
    for (let last = 0; last <= 5; last += 1) {
      for (let current = 0; current <= last; current += 1) {
        expect(fold(at(current, last), nextPageShown()).currentPage).toBe(Math.min(current + 1, last));
        expect(fold(at(current, last), previousPageShown()).currentPage).toBe(Math.max(current - 1, 0));
      }
    }
  });

  describe('setting current, pending or last page stores the value as given', () => {
    it.each(['currentPage', 'pendingPage', 'lastPage'] as const)('%s alone, the others untouched', (key) => {
      const before = at(1, 3, { pendingPage: 2 });
      const s = fold(before, signingPagesSet({ [key]: 7 }));
      expect(s[key]).toBe(7);
      for (const other of (['currentPage', 'pendingPage', 'lastPage'] as const).filter((k) => k !== key)) expect(s[other]).toBe(before[other]);
    });

    it('all three at once, even 0, without touching the flag', () => {
      const s = fold(at(2, 3, { pendingPage: 3, signedAnyDocumentsThisSession: true }), signingPagesSet({ currentPage: 0, pendingPage: 0, lastPage: 0 }));
      expect([s.currentPage, s.pendingPage, s.lastPage, s.signedAnyDocumentsThisSession]).toEqual([0, 0, 0, true]);
    });
  });

  describe('resets', () => {
    const busy = at(2, 3, {
      pendingPage: 3,
      signedAnyDocumentsThisSession: true,
      reviewing: true,
      fields: { [FIELD.A1]: { status: 'signed', signedAt: null } },
      outcome: { signerStatus: 'completed', envelopeStatus: 'sent' },
    });

    it('when the session ends', () => {
      expect(fold(busy, sessionEnded({ reason: null }))).toEqual(initialSigningState);
    });

    it('when another envelope is opened: page 0, flag cleared, progress forgotten, new bounds', () => {
      const s = fold(busy, envelopeOpened({ applicationId: APP, envelopeUuid: OTHER_ENVELOPE, pendingPage: 1, lastPage: 5 }));
      expect(s).toEqual({ ...initialSigningState, applicationId: APP, envelopeUuid: OTHER_ENVELOPE, pendingPage: 1, lastPage: 5 });
    });

    it('not when the same envelope is opened again: only its bounds are refreshed', () => {
      const s = fold(busy, envelopeOpened({ applicationId: APP, envelopeUuid: ENVELOPE, pendingPage: 1, lastPage: 4 }));
      expect(s).toEqual({ ...busy, pendingPage: 1, lastPage: 4 });
    });
  });

  it('records the open page, the review step and each field’s progress', () => {
    const ref = { applicationId: APP, envelopeUuid: ENVELOPE };
    let s = fold(initialSigningState, signingOpened({ applicationId: APP }), envelopeOpened({ ...ref, pendingPage: 0, lastPage: 3 }));
    expect(s.applicationId).toBe(APP);
    s = fold(s, fieldSigningStarted({ ...ref, fieldUuid: FIELD.A1 }));
    expect(s.fields[FIELD.A1]).toEqual({ status: 'signing' });
    s = fold(s, fieldSignFailed({ ...ref, fieldUuid: FIELD.A1, error: { status: 400, data: { detail: 'Type your name.' } } }));
    expect(s.fields[FIELD.A1]).toMatchObject({ status: 'failed' });
    s = fold(s, fieldSigned({ ...ref, fieldUuid: FIELD.A1, signedAt: '2025-03-05T14:05:00Z' }));
    expect(s.fields[FIELD.A1]).toEqual({ status: 'signed', signedAt: '2025-03-05T14:05:00Z' });
    s = fold(s, reviewOpened());
    expect(s.reviewing).toBe(true);
    expect(fold(s, reviewClosed()).reviewing).toBe(false);
    expect(fold(s, signingCompleted({ ...ref, signerStatus: 'completed', envelopeStatus: 'completed' })).outcome).toEqual({ signerStatus: 'completed', envelopeStatus: 'completed' });
    expect(fold(s, signingDeclined({ ...ref, envelopeStatus: 'declined' })).outcome).toEqual({ signerStatus: 'declined', envelopeStatus: 'declined' });
  });

  it('ignores field and outcome events of an envelope that is not the current one', () => {
    const ref = { applicationId: APP, envelopeUuid: OTHER_ENVELOPE };
    const before = at(1, 3);
    const s = fold(
      before,
      fieldSigningStarted({ ...ref, fieldUuid: FIELD.A1 }),
      fieldSigned({ ...ref, fieldUuid: FIELD.A1, signedAt: null }),
      signingCompleted({ ...ref, signerStatus: 'completed', envelopeStatus: 'completed' }),
    );
    expect(s).toBe(before);
  });

  it('folds events only: every signing command leaves the state untouched', () => {
    const commands = Object.values(actions).filter(
      (c): c is typeof actions.openSigning => typeof c === 'function' && (c as { kind?: string }).kind === 'command',
    );
    expect(commands.length).toBeGreaterThanOrEqual(10);
    const before = at(1, 3, { pendingPage: 2 });
    for (const command of commands) expect(signingReducer(before, command({} as never))).toBe(before);
  });
});
