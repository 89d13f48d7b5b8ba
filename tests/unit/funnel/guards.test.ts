import { answerSaved, contactChecked } from '../../../src/client/features/funnel/actions';
import { funnelReducer, initialFunnelState } from '../../../src/client/features/funnel/reducer';
import { qualificationRequestUpTo } from '../../../src/client/features/funnel/qualificationRequest';
import { canVisitStep, firstIncompleteStep } from '../../../src/client/features/funnel/selectors';
import { FUNNEL_STEPS } from '../../../src/client/features/funnel/steps';
import { ADDRESS, EVENTS_UP_TO_APPLICANTS, stateAfter } from './fixtures';

describe('funnel guard: first unanswered page', () => {
  it('sends a person with no answers to the address page, from any page', () => {
    expect(firstIncompleteStep(initialFunnelState)).toBe('property_address');
    for (const step of FUNNEL_STEPS.slice(1)) expect(canVisitStep(initialFunnelState, step)).toBe(false);
    expect(canVisitStep(initialFunnelState, 'property_address')).toBe(true);
  });

  // After the first n events (see fixtures), the first unanswered page.
  it.each([
    [2, 'property_type'],
    [3, 'property_usage'],
    [4, 'property_value_debt'],
    [5, 'personal_details_equity'],
    [6, 'personal_details_name_contact'],
    [7, 'email_verification'],
    [8, 'email_verification'],
    [9, 'personal_details_phone'],
    [10, 'applicants'],
  ] as const)('after %i events → %s', (n, expected) => {
    const state = stateAfter(EVENTS_UP_TO_APPLICANTS.slice(0, n));
    expect(firstIncompleteStep(state)).toBe(expected);
    expect(canVisitStep(state, expected)).toBe(true);
    expect(canVisitStep(state, 'property_address')).toBe(true);
  });

  it('keeps a person who was refused on a page from skipping past it', () => {
    const full = stateAfter(EVENTS_UP_TO_APPLICANTS);
    const refused = funnelReducer(full, answerSaved({ step: 'personal_details_equity', answer: { estimated_fico: 499 }, disqualification: 'fico_too_low' }));
    expect(firstIncompleteStep(refused)).toBe('personal_details_equity');
    expect(canVisitStep(refused, 'applicants')).toBe(false);
  });

  it('stops at the contact page for existing accounts (they sign in instead)', () => {
    const full = stateAfter(EVENTS_UP_TO_APPLICANTS);
    const existing = funnelReducer(full, contactChecked({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', outcome: 'email_address_match' }));
    expect(firstIncompleteStep(existing)).toBe('personal_details_name_contact');
  });

  it('asks a new email to be verified again', () => {
    const full = stateAfter(EVENTS_UP_TO_APPLICANTS);
    const newEmail = funnelReducer(full, contactChecked({ first_name: 'Ada', last_name: 'Lovelace', email: 'new@example.com', outcome: 'prospect' }));
    expect(firstIncompleteStep(newEmail)).toBe('email_verification');
  });
});

describe('qualificationRequestUpTo', () => {
  const answers = stateAfter(EVENTS_UP_TO_APPLICANTS).answers;

  it('sends only the answers up to the page being judged', () => {
    expect(qualificationRequestUpTo(answers, 'property_address')).toEqual({ address: ADDRESS });
    expect(qualificationRequestUpTo(answers, 'property_type')).toEqual({ address: ADDRESS, property_type: 'single-family-detached' });
    expect(qualificationRequestUpTo(answers, 'personal_details_equity')).toEqual({
      address: ADDRESS,
      property_type: 'single-family-detached',
      property_usage: 'principal-residence',
      estimated_value: 650000,
      estimated_debt: 200000,
      estimated_fico: 701,
    });
  });

  it('has nothing to send without an address', () => {
    expect(qualificationRequestUpTo(initialFunnelState.answers, 'property_type')).toBeNull();
  });
});
