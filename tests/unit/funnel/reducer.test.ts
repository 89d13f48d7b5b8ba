import {
  addressStageChanged,
  answerSaved,
  contactChecked,
  FUNNEL_COMMANDS,
  signedUpForLater,
  signupCompleted,
  submitAddress,
  submitPropertyType,
  submitContact,
  confirmCode,
} from '../../../src/client/features/funnel/actions';
import { funnelReducer, initialFunnelState } from '../../../src/client/features/funnel/reducer';
import { sessionEnded } from '../../../src/client/kernel/session/actions';
import { ADDRESS, EVENTS_UP_TO_APPLICANTS, stateAfter } from './fixtures';

describe('funnel reducer', () => {
  const full = stateAfter(EVENTS_UP_TO_APPLICANTS);

  it('starts with no answers and the search address stage (§3 default)', () => {
    expect(initialFunnelState.addressStage).toBe('search');
    expect(Object.values(initialFunnelState.answers).every((v) => v === null)).toBe(true);
  });

  it('keeps every answer of the whole funnel', () => {
    expect(full.answers).toEqual({
      address: ADDRESS,
      property_type: 'single-family-detached',
      property_usage: 'principal-residence',
      estimated_value: 650000,
      estimated_debt: 200000,
      estimated_fico: 701,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '2124567890',
      ownership: null,
    });
    expect(full.verification.confirmed).toEqual({ email: 'ada@example.com', code: '123456' });
  });

  it('keeps later answers when the person goes back and submits an earlier page again', () => {
    const changed = funnelReducer(full, answerSaved({ step: 'property_type', answer: { property_type: 'townhouse' }, disqualification: null }));
    expect(changed.answers.property_type).toBe('townhouse');
    expect({ ...changed.answers, property_type: full.answers.property_type }).toEqual(full.answers);
  });

  it('shows the manual address stage once an address was saved, and switches stage on request', () => {
    const saved = stateAfter([answerSaved({ step: 'property_address', answer: { address: ADDRESS }, disqualification: null })]);
    expect(saved.addressStage).toBe('manual');
    expect(funnelReducer(saved, addressStageChanged({ stage: 'search' })).addressStage).toBe('search');
  });

  it('records a disqualification on its page and clears it when that page is saved again and qualifies', () => {
    const refused = funnelReducer(full, answerSaved({ step: 'property_value_debt', answer: { estimated_value: 5_000_000, estimated_debt: 0 }, disqualification: 'home_value_too_high' }));
    expect(refused.disqualification).toEqual({ step: 'property_value_debt', reason: 'home_value_too_high' });
    expect(refused.answers.estimated_value).toBe(5_000_000);
    const earlierPage = funnelReducer(refused, answerSaved({ step: 'property_type', answer: { property_type: 'condominium' }, disqualification: null }));
    expect(earlierPage.disqualification).toEqual(refused.disqualification);
    const fixed = funnelReducer(refused, answerSaved({ step: 'property_value_debt', answer: { estimated_value: 700_000, estimated_debt: 0 }, disqualification: null }));
    expect(fixed.disqualification).toBeNull();
  });

  it('forgets the confirmed code when the email changes, not when it stays the same', () => {
    const same = funnelReducer(full, contactChecked({ first_name: 'Ada', last_name: 'King', email: 'ada@example.com', outcome: 'prospect' }));
    expect(same.verification.confirmed).not.toBeNull();
    expect(same.answers.last_name).toBe('King');
    const other = funnelReducer(full, contactChecked({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada.l@example.com', outcome: 'prospect' }));
    expect(other.verification).toEqual({ sentTo: null, expiresAt: null, confirmed: null });
  });

  it('records signup and sign-up-for-later', () => {
    const signedUp = funnelReducer(full, signupCompleted({ ownership: 'only_me', profileUuid: 'p', applicationUuid: 'a', appProfileUuid: 'ap' }));
    expect(signedUp.answers.ownership).toBe('only_me');
    expect(signedUp.signup).toEqual({ appProfileUuid: 'ap', applicationUuid: 'a' });
    expect(funnelReducer(initialFunnelState, signedUpForLater({ reason: 'credit-score-too-low' })).laterSignup).toBe('credit-score-too-low');
  });

  it('resets to the initial state when the session ends', () => {
    expect(funnelReducer(full, sessionEnded({ reason: 'expired' }))).toEqual(initialFunnelState);
  });

  it('handles no command: state is untouched by every funnel command', () => {
    const samples = [
      submitAddress({ street: 'x', city: 'y', state: 'IL', zip_code: '62704' }),
      submitPropertyType({ property_type: 'other' }),
      submitContact({ first_name: 'a', last_name: 'b', email: 'c@d.com' }),
      confirmCode({ code: '123456' }),
    ];
    for (const command of samples) expect(funnelReducer(full, command)).toBe(full);
    for (const creator of FUNNEL_COMMANDS) {
      expect(creator.kind).toBe('command');
      expect(funnelReducer(full, { type: creator.type, payload: {}, meta: { kind: 'command' } })).toBe(full);
    }
  });
});
