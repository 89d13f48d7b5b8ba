import { estimateAcknowledged, offerClosed, offerOpened, offerStepShown, showOfferStep } from '../../../src/client/features/offer/actions';
import { initialOfferState, offerReducer, type OfferState } from '../../../src/client/features/offer/reducer';
import { nextOfferStep, OFFER_STEPS, offerStepNumber, previousOfferStep } from '../../../src/client/features/offer/steps';
import { sessionEnded } from '../../../src/client/kernel/session/actions';

const APP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const OTHER = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const fold = (...actions: Parameters<typeof offerReducer>[1][]): OfferState => actions.reduce(offerReducer, initialOfferState);

describe('offer step (§3 client state "offer step (default property)")', () => {
  it('starts on the property step', () => {
    expect(offerReducer(undefined, { type: '@@init' }).step).toBe('property');
    expect(fold(offerOpened({ applicationId: APP })).step).toBe('property');
  });

  it('moves to the step shown', () => {
    expect(fold(offerOpened({ applicationId: APP }), offerStepShown({ step: 'estimate' })).step).toBe('estimate');
    expect(fold(offerOpened({ applicationId: APP }), offerStepShown({ step: 'summary' }), offerStepShown({ step: 'estimate' })).step).toBe('estimate');
  });

  it('ignores the command: only the event changes the step', () => {
    const opened = fold(offerOpened({ applicationId: APP }));
    expect(offerReducer(opened, showOfferStep({ step: 'summary' }))).toBe(opened);
  });

  it('keeps the step when the same application is opened again', () => {
    const state = fold(offerOpened({ applicationId: APP }), offerStepShown({ step: 'summary' }), offerClosed({ applicationId: APP }), offerOpened({ applicationId: APP }));
    expect(state).toMatchObject({ applicationId: APP, step: 'summary' });
  });

  it('starts again on the property step when another application is opened', () => {
    const state = fold(offerOpened({ applicationId: APP }), offerStepShown({ step: 'summary' }), offerOpened({ applicationId: OTHER }));
    expect(state).toEqual({ applicationId: OTHER, step: 'property', acknowledged: false });
  });

  it('resets when the session ends', () => {
    const state = fold(offerOpened({ applicationId: APP }), offerStepShown({ step: 'estimate' }), estimateAcknowledged({ applicationId: APP }), sessionEnded({ reason: null }));
    expect(state).toEqual(initialOfferState);
  });

  it('remembers an acknowledgement for the open application only', () => {
    expect(fold(offerOpened({ applicationId: APP }), estimateAcknowledged({ applicationId: APP })).acknowledged).toBe(true);
    expect(fold(offerOpened({ applicationId: APP }), estimateAcknowledged({ applicationId: OTHER })).acknowledged).toBe(false);
    expect(fold(offerOpened({ applicationId: APP }), estimateAcknowledged({ applicationId: APP }), offerOpened({ applicationId: OTHER })).acknowledged).toBe(false);
  });
});

describe('offer step order', () => {
  it('goes property → estimate → summary and back, stopping at both ends', () => {
    expect(OFFER_STEPS.map(offerStepNumber)).toEqual([1, 2, 3]);
    expect(OFFER_STEPS.map(nextOfferStep)).toEqual(['estimate', 'summary', null]);
    expect(OFFER_STEPS.map(previousOfferStep)).toEqual([null, 'property', 'estimate']);
  });
});
