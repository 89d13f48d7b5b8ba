import {
  allFieldsSigned,
  canGoNext,
  makeSelectSigningView,
  selectFlatPages,
  taskBoundsOf,
  type SigningScreen,
} from '../../../src/client/features/signing/selectors';
import type { SigningState } from '../../../src/client/features/signing/reducer';
import type { Envelope } from '../../../src/contract/signing';
import { FETCH_ERROR_TEXT } from '../../../src/domain/errorText';
import { NEXT_PAGE_BLOCKED_MESSAGE } from '../../../src/domain/signing/messages';
import { envelopeQuery } from '../../../src/client/kernel/api/closingQueries';
import { APP, envelope, FIELD, rootState, SIGNER_INITIALS, SIGNER_NAME } from './fixtures';

function screenOf(env: Envelope | null, signing: Partial<SigningState> = {}): SigningScreen {
  const view = makeSelectSigningView(APP)(rootState(env, signing));
  if (view.status !== 'ready') throw new Error(`expected a ready view, got ${view.status}`);
  return view.screen;
}

function pageScreen(env: Envelope, signing: Partial<SigningState> = {}) {
  const screen = screenOf(env, signing);
  if (screen.kind !== 'page') throw new Error(`expected a page, got ${screen.kind}`);
  return screen;
}

describe('signing selectors', () => {
  describe('pendingPage and lastPage from the envelope', () => {
    it('come from the cached envelope', () => {
      expect(taskBoundsOf(selectFlatPages(rootState(envelope()), APP))).toEqual({ pendingPage: 0, lastPage: 3 });
      expect(taskBoundsOf(selectFlatPages(rootState(envelope(['A1', 'A3'])), APP))).toEqual({ pendingPage: 3, lastPage: 3 });
    });

    it('count a field signed in this session before the envelope is fetched again', () => {
      const state = rootState(envelope(), { fields: { [FIELD.A1]: { status: 'signed', signedAt: '2025-03-05T14:05:00Z' } } });
      expect(taskBoundsOf(selectFlatPages(state, APP)).pendingPage).toBe(2);
    });

    it('do not count a field whose request is still running or failed', () => {
      const state = rootState(envelope(), {
        fields: { [FIELD.A1]: { status: 'signing' }, [FIELD.A3]: { status: 'failed', error: { status: 400, data: {} } } },
      });
      expect(taskBoundsOf(selectFlatPages(state, APP)).pendingPage).toBe(0);
    });

    it('are empty without an envelope', () => {
      expect(selectFlatPages(rootState(null), APP)).toEqual([]);
      expect(selectFlatPages(rootState(undefined), APP)).toEqual([]);
    });
  });

  describe('can go next', () => {
    const pages = (signed: Parameters<typeof envelope>[0] = []) => selectFlatPages(rootState(envelope(signed)), APP);

    it('not while the current page has an unsigned field', () => {
      expect(canGoNext(pages(), 0)).toBe(false);
      expect(canGoNext(pages(['B1']), 3)).toBe(false);
    });

    it('once every field on the current page is signed, or when it has none', () => {
      expect(canGoNext(pages(['A1']), 0)).toBe(true);
      expect(canGoNext(pages(), 1)).toBe(true);
      expect(canGoNext(pages(['B1', 'B1I']), 3)).toBe(true);
    });

    it('not from a page that does not exist', () => {
      expect(canGoNext(pages(['A1']), 9)).toBe(false);
    });

    it('all fields signed only when every one is', () => {
      expect(allFieldsSigned(pages(['A1', 'A3', 'B1']))).toBe(false);
      expect(allFieldsSigned(pages(['A1', 'A3', 'B1', 'B1I']))).toBe(true);
    });
  });

  describe('the page view', () => {
    it('is loading until the envelope arrives, then the §8 error if it failed', () => {
      expect(makeSelectSigningView(APP)(rootState(undefined)).status).toBe('loading');
      const key = envelopeQuery.key({ uuid: APP });
      const failed = rootState(undefined);
      failed.queries = {
        entries: { [key]: { key, name: 'envelope', group: 'DocusignEnvelope', args: { uuid: APP }, status: 'rejected', error: { status: 'FETCH_ERROR', data: undefined }, requestId: 1, startedAt: 0, stale: false } },
      };
      expect(makeSelectSigningView(APP)(failed)).toEqual({ status: 'error', message: FETCH_ERROR_TEXT });
    });

    it('says there is nothing to sign without an envelope', () => {
      expect(screenOf(null)).toEqual({ kind: 'none' });
    });

    it('shows where the page is, its text and its fields', () => {
      const screen = pageScreen(envelope(['A1']), { currentPage: 2 });
      expect(screen.page.positionText).toBe('Page 3 of 4');
      expect(screen.page.locationText).toBe('Investment Agreement, page 3 of 3');
      expect(screen.page.heading).toBe('Signatures');
      expect(screen.page.fields).toEqual([
        expect.objectContaining({ label: 'Homeowner signature', inputLabel: 'Type your full name to sign', buttonLabel: 'Sign', signed: false, busy: false }),
      ]);
      expect([screen.canGoPrevious, screen.canGoNext, screen.nextBlockedText, screen.isLastPage]).toEqual([true, false, NEXT_PAGE_BLOCKED_MESSAGE, false]);
    });

    it('keeps plain text as plain text (the view never injects it as HTML)', () => {
      expect(pageScreen(envelope(), { currentPage: 3 }).page.paragraphs).toEqual(['<b>Fees</b> are listed below.']);
    });

    it('shows a signed field with its adopted value and time; an initials field says Initial', () => {
      const [signature, initials] = pageScreen(envelope(['B1']), { currentPage: 3 }).page.fields;
      expect(signature).toMatchObject({ signed: true, adoptedValue: SIGNER_NAME });
      expect(signature?.signedText).toMatch(/^Signed \d{2}\/\d{2}\/\d{4} at \d{1,2}:\d{2} (AM|PM)$/);
      expect(initials).toMatchObject({ signed: false, inputLabel: 'Type your initials', buttonLabel: 'Initial' });
    });

    it('shows a field signed this session as signed (the signer’s initials) before the refetch', () => {
      const [field] = pageScreen(envelope(), { fields: { [FIELD.A1]: { status: 'signed', signedAt: null } } }).page.fields;
      expect(field).toMatchObject({ signed: true, adoptedValue: SIGNER_INITIALS, signedText: 'Signed' });
    });

    it('shows a field busy while its request runs, and the server’s message when it failed', () => {
      const busy = pageScreen(envelope(), { fields: { [FIELD.A1]: { status: 'signing' } } }).page.fields[0];
      expect(busy?.busy).toBe(true);
      const failed = pageScreen(envelope(), {
        fields: { [FIELD.A1]: { status: 'failed', error: { status: 400, data: { errors: { value: ['Type your initials as JQD.'] } } } } },
      }).page.fields[0];
      expect(failed).toMatchObject({ busy: false, error: 'Type your initials as JQD.' });
    });

    it('offers no Previous on the first page, and Review and finish on the last', () => {
      expect(pageScreen(envelope(), { currentPage: 0 }).canGoPrevious).toBe(false);
      const last = pageScreen(envelope(['B1', 'B1I']), { currentPage: 3 });
      expect([last.isLastPage, last.canGoNext, last.nextBlockedText]).toEqual([true, true, null]);
    });

    it('offers to continue where the person left off on a return visit, not once they signed this session', () => {
      const returning = pageScreen(envelope(['A1']), { pendingPage: 2 });
      expect(returning.resume).toEqual({ page: 2, text: 'Continue where you left off (page 3 of 4)' });
      expect(pageScreen(envelope(['A1']), { pendingPage: 2, signedAnyDocumentsThisSession: true }).resume).toBeNull();
      expect(pageScreen(envelope(), { fields: { [FIELD.A1]: { status: 'signed', signedAt: null } }, pendingPage: 2 }).resume).toBeNull();
      expect(pageScreen(envelope(), { pendingPage: 0 }).resume).toBeNull();
    });

    it('lists the documents with page counts and signed fields in review-and-confirm', () => {
      const screen = screenOf(envelope(['A1', 'A3', 'B1', 'B1I']), { reviewing: true, currentPage: 3 });
      expect(screen).toEqual({
        kind: 'review',
        envelopeUuid: envelope().uuid,
        allSigned: true,
        summaryText: 'All 4 fields signed.',
        documents: [
          { uuid: expect.any(String), name: 'Investment Agreement', pagesText: '3 pages', fieldsText: 'all 2 fields signed' },
          { uuid: expect.any(String), name: 'Closing Disclosure', pagesText: '1 page', fieldsText: 'all 2 fields signed' },
        ],
      });
    });

    it('shows the outcome: signed (all signers or waiting for others), declined with the reason, withdrawn', () => {
      expect(screenOf(envelope([], { signer_status: 'completed', status: 'completed' }))).toMatchObject({ kind: 'outcome', outcome: 'completed' });
      expect(screenOf(envelope([], { signer_status: 'completed', status: 'sent' }))).toMatchObject({ kind: 'outcome', outcome: 'waiting-for-others' });
      expect(screenOf(envelope([], { signer_status: 'declined', status: 'declined', decline_reason: 'The fees are wrong.' }))).toEqual({
        kind: 'outcome',
        outcome: 'declined',
        declineReason: 'The fees are wrong.',
      });
      expect(screenOf(envelope([], { status: 'voided' }))).toMatchObject({ kind: 'outcome', outcome: 'voided' });
    });

    it('shows the outcome of this session’s complete or decline before the envelope is fetched again', () => {
      expect(screenOf(envelope(), { outcome: { signerStatus: 'completed', envelopeStatus: 'completed' } })).toMatchObject({ outcome: 'completed' });
      expect(screenOf(envelope(), { outcome: { signerStatus: 'declined', envelopeStatus: 'declined' } })).toMatchObject({ outcome: 'declined' });
      // An outcome recorded for another envelope does not hide this one.
      expect(screenOf(envelope(), { envelopeUuid: 'ffffffff-ffff-4fff-8fff-ffffffffffff', outcome: { signerStatus: 'completed', envelopeStatus: 'completed' } }).kind).toBe('page');
    });
  });
});
