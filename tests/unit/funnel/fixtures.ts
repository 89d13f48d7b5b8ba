import type { Address } from '../../../src/contract';
import {
  addressLineParsed,
  answerSaved,
  codeConfirmed,
  contactChecked,
  verificationCodeSent,
} from '../../../src/client/features/funnel/actions';
import { funnelReducer, initialFunnelState, type FunnelState } from '../../../src/client/features/funnel/reducer';
import type { AnyAction } from '@reduxjs/toolkit';

export const ADDRESS: Address = {
  street: '123 Main St',
  unit_number: null,
  city: 'Springfield',
  state: 'IL',
  zip_code: '62704',
  county: null,
};

/** The events of a person who answered every page up to (not including) the applicants page. */
export const EVENTS_UP_TO_APPLICANTS: AnyAction[] = [
  addressLineParsed({ line: '123 Main St, Springfield, IL 62704', draft: { street: '123 Main St', unit_number: '', city: 'Springfield', state: 'IL', zip_code: '62704' } }),
  answerSaved({ step: 'property_address', answer: { address: ADDRESS }, disqualification: null }),
  answerSaved({ step: 'property_type', answer: { property_type: 'single-family-detached' }, disqualification: null }),
  answerSaved({ step: 'property_usage', answer: { property_usage: 'principal-residence' }, disqualification: null }),
  answerSaved({ step: 'property_value_debt', answer: { estimated_value: 650000, estimated_debt: 200000 }, disqualification: null }),
  answerSaved({ step: 'personal_details_equity', answer: { estimated_fico: 701 }, disqualification: null }),
  contactChecked({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', outcome: 'prospect' }),
  verificationCodeSent({ email: 'ada@example.com', expiresAt: '2030-01-01T00:10:00.000Z' }),
  codeConfirmed({ email: 'ada@example.com', code: '123456' }),
  answerSaved({ step: 'personal_details_phone', answer: { phone: '2124567890' }, disqualification: null }),
];

/** Folds `events` from the initial state. */
export function stateAfter(events: readonly AnyAction[], from: FunnelState = initialFunnelState): FunnelState {
  return events.reduce(funnelReducer, from);
}
