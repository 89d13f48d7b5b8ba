import type { Address, CheckUserOutcome, DisqualificationReason, OwnershipAnswer, PropertyType, PropertyUsage } from '../../../contract';
import type { UnableToOfferSlug } from '../../../domain/disqualification';
import type { HttpError } from '../../kernel/http/types';
import { createEventReducer } from '../../kernel/eventReducer';
import { sessionEnded } from '../../kernel/session/actions';
import {
  addressLineParsed,
  addressStageChanged,
  answerSaved,
  codeCheckFailed,
  codeChecked,
  codeConfirmed,
  contactChecked,
  signedUpForLater,
  signupCompleted,
  verificationCodeSent,
  verificationLinkFailed,
  verificationLinkRead,
  type AddressStage,
  type FicoAnswer,
} from './actions';
import type { AddressDraft } from './addressLine';
import type { FunnelStep } from './steps';

/** Everything the person answered so far (§3 lead fields); null = not answered. Money in whole USD. */
export interface FunnelAnswers {
  address: Address | null;
  property_type: PropertyType | null;
  property_usage: PropertyUsage | null;
  estimated_value: number | null;
  estimated_debt: number | null;
  estimated_fico: FicoAnswer | null;
  first_name: string | null;
  last_name: string | null;
  /** Lower-cased (§5 lead email). */
  email: string | null;
  /** 10 digits, no formatting. */
  phone: string | null;
  ownership: OwnershipAnswer | null;
}

/**
 * The latest as-typed check of the verification code (issue 12 §3): for which code, and its answer — `valid`,
 * `invalid` (wrong, used or expired) or `failed` (no answer: 429, network; the §8 error).
 */
export type CodeCheck =
  | { code: string; result: 'valid' }
  | { code: string; result: 'invalid' }
  | { code: string; result: 'failed'; error: HttpError };

/** What the emailed link's code is for (§7 verification-code-data), or why it cannot be used. */
export type VerificationLink =
  | { code: string; status: 'read'; maskedEmail: string; expiresAt: string; confirmed: boolean }
  | { code: string; status: 'failed'; error: HttpError };

/** The funnel slice (`state.funnel`). */
export interface FunnelState {
  answers: FunnelAnswers;
  /** §3 address stage, default 'search'. */
  addressStage: AddressStage;
  /** The last search line typed, so going back to the search stage shows it. */
  addressLine: string;
  /** What the search line was split into, prefilling the manual stage until an address is saved. */
  addressDraft: AddressDraft | null;
  /** The page whose answers the qualification refused, and why (§4); cleared when that page is saved again. */
  disqualification: { step: FunnelStep; reason: DisqualificationReason } | null;
  /** §3 check-user outcome for the saved email. */
  checkUserOutcome: CheckUserOutcome | null;
  /** Email verification: where the last code went, until when, and the confirmed code (signup's proof). */
  verification: { sentTo: string | null; expiresAt: string | null; confirmed: { email: string; code: string } | null };
  /** The latest answered as-typed code check; an answer for an older code never replaces a newer one's. */
  codeCheck: CodeCheck | null;
  /** The verification email's link, once its code was looked up. */
  verificationLink: VerificationLink | null;
  /** Set once signup succeeded. */
  signup: { appProfileUuid: string; applicationUuid: string } | null;
  /** The dead-end page from which the lead was kept for later. */
  laterSignup: UnableToOfferSlug | null;
}

/** No answers yet. */
export const initialFunnelState: FunnelState = {
  answers: {
    address: null,
    property_type: null,
    property_usage: null,
    estimated_value: null,
    estimated_debt: null,
    estimated_fico: null,
    first_name: null,
    last_name: null,
    email: null,
    phone: null,
    ownership: null,
  },
  addressStage: 'search',
  addressLine: '',
  addressDraft: null,
  disqualification: null,
  checkUserOutcome: null,
  verification: { sentTo: null, expiresAt: null, confirmed: null },
  codeCheck: null,
  verificationLink: null,
  signup: null,
  laterSignup: null,
};

/** Root state shape the funnel's selectors and epics read (mounted as `funnel`). */
export interface FunnelRootState {
  funnel: FunnelState;
}

/**
 * Folds funnel events (never commands) into {@link FunnelState}. Answers of earlier pages are kept when the person
 * goes back and submits a page again; a different email forgets the confirmed code; `sessionEnded` forgets all.
 */
export const funnelReducer = createEventReducer<FunnelState>(initialFunnelState, (on) => [
  on(addressLineParsed, (state, { payload }) => ({ ...state, addressLine: payload.line, addressDraft: payload.draft, addressStage: 'manual' })),
  on(addressStageChanged, (state, { payload }) => ({ ...state, addressStage: payload.stage })),
  on(answerSaved, (state, { payload }) => {
    const disqualification = payload.disqualification
      ? { step: payload.step, reason: payload.disqualification }
      : state.disqualification?.step === payload.step
        ? null
        : state.disqualification;
    return {
      ...state,
      answers: { ...state.answers, ...payload.answer },
      addressStage: payload.answer.address ? 'manual' : state.addressStage,
      disqualification,
    };
  }),
  on(contactChecked, (state, { payload }) => ({
    ...state,
    // A different email forgets the code confirmed for the old one.
    verification:
      state.verification.confirmed && state.verification.confirmed.email !== payload.email
        ? { sentTo: null, expiresAt: null, confirmed: null }
        : state.verification,
    answers: { ...state.answers, first_name: payload.first_name, last_name: payload.last_name, email: payload.email },
    checkUserOutcome: payload.outcome,
    // A check answered for another email says nothing about this one.
    codeCheck: state.answers.email === payload.email ? state.codeCheck : null,
  })),
  on(verificationCodeSent, (state, { payload }) => ({
    ...state,
    verification: { ...state.verification, sentTo: payload.email, expiresAt: payload.expiresAt },
  })),
  on(codeChecked, (state, { payload }): FunnelState => ({ ...state, codeCheck: { code: payload.code, result: payload.valid ? 'valid' : 'invalid' } })),
  on(codeCheckFailed, (state, { payload }) => ({ ...state, codeCheck: { code: payload.code, result: 'failed', error: payload.error } })),
  on(verificationLinkRead, (state, { payload }) => ({ ...state, verificationLink: { ...payload, status: 'read' } })),
  on(verificationLinkFailed, (state, { payload }) => ({ ...state, verificationLink: { ...payload, status: 'failed' } })),
  on(codeConfirmed, (state, { payload }) => ({
    ...state,
    verification: { ...state.verification, confirmed: { email: payload.email, code: payload.code } },
  })),
  on(signupCompleted, (state, { payload }) => ({
    ...state,
    answers: { ...state.answers, ownership: payload.ownership },
    signup: { appProfileUuid: payload.appProfileUuid, applicationUuid: payload.applicationUuid },
  })),
  on(signedUpForLater, (state, { payload }) => ({ ...state, laterSignup: payload.reason })),
  on(sessionEnded, () => initialFunnelState),
]);
