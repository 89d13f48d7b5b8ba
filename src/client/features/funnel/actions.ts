import type { Address, CheckUserOutcome, DisqualificationReason, OwnershipAnswer, PropertyType, PropertyUsage } from '../../../contract';
import type { UnableToOfferSlug } from '../../../domain/disqualification';
import { defineCommand, defineEvent } from '../../kernel/actions';
import type { HttpError } from '../../kernel/http/types';
import type { AddressDraft } from './addressLine';
import type { FunnelStep } from './steps';

/*
 * Commands (what a person asks for) and events (what happened) of the public funnel (§2, §3, §4, §5).
 * Events carry the answers themselves because reducers rebuild the funnel from the event log alone; they never carry
 * tokens (the session's `tokenIssued` does that) and are not analytics events — the tracking plan picks from them.
 */

/** The §3 address stage of the first page: one search line, or the manual fields. */
export type AddressStage = 'search' | 'manual';

/** The manual address form's values (strings as typed; unit and county may be empty). */
export interface AddressForm {
  street: string;
  unit_number?: string | null;
  city: string;
  state: string;
  zip_code: string;
  county?: string | null;
}

/** §3 estimated FICO answers of the credit page: 701 (labelled Yes) or 499 (No). */
export type FicoAnswer = 701 | 499;

/** Answers one page saves (only that page's fields). */
export interface StepAnswer {
  address?: Address;
  property_type?: PropertyType;
  property_usage?: PropertyUsage;
  /** Whole USD. */
  estimated_value?: number;
  /** Whole USD. */
  estimated_debt?: number;
  estimated_fico?: FicoAnswer;
  phone?: string;
}

// ── commands ────────────────────────────────────────────────────────────────────────────────────────────────────

/** Search stage "Continue": split the typed line and show the manual stage prefilled for confirmation. */
export const enterAddressLine = defineCommand<{ line: string }>('funnel/enterAddressLine');
/** Switch the address page between the search line and the manual fields ("Enter address manually"). */
export const chooseAddressStage = defineCommand<{ stage: AddressStage }>('funnel/chooseAddressStage');
/** Page 1: save the address after the qualification call (state_not_supported → dead end). */
export const submitAddress = defineCommand<AddressForm>('funnel/submitAddress');
/** Page 2: save the property type after qualification (atypical → dead end). */
export const submitPropertyType = defineCommand<{ property_type: PropertyType }>('funnel/submitPropertyType');
/** Page 3: save how the home is used. */
export const submitPropertyUsage = defineCommand<{ property_usage: PropertyUsage }>('funnel/submitPropertyUsage');
/** Page 4: save home value and mortgage debt (whole USD) after qualification. */
export const submitPropertyValue = defineCommand<{ estimated_value: number; estimated_debt: number }>('funnel/submitPropertyValue');
/** Page 5: save the credit estimate after qualification (fico_too_low → dead end). */
export const submitCreditEstimate = defineCommand<{ estimated_fico: FicoAnswer }>('funnel/submitCreditEstimate');
/** Page 6: check the email against existing accounts; a prospect gets a verification code by email. */
export const submitContact = defineCommand<{ first_name: string; last_name: string; email: string }>('funnel/submitContact');
/** Page 7 "Send a new code": email a fresh verification code to the funnel's email. */
export const sendVerificationCode = defineCommand('funnel/sendVerificationCode');
/** Page 7: confirm the 6-digit code sent to the funnel's email. */
export const confirmCode = defineCommand<{ code: string }>('funnel/confirmCode');
/**
 * Page 7, as the person types (§7 email-verification/check): the code field's current value. Only a
 * full-length code is checked, after a pause in typing; a newer value replaces an older check (its answer is dropped).
 */
export const checkCodeAsTyped = defineCommand<{ code: string }>('funnel/checkCodeAsTyped');
/** The verification email's link opened the page with `code` (§7 verification-code-data: what the code is for). */
export const openVerificationLink = defineCommand<{ code: string }>('funnel/openVerificationLink');
/**
 * Page 8: save the phone number: its 10 digits without formatting, already checked against the §5 phone rule by the
 * form (the page strips formatting, so the phone rule's library stays in the page's lazy chunk).
 */
export const submitPhone = defineCommand<{ phone: string }>('funnel/submitPhone');
/** Page 9: create the account and first application. `timezone` is the browser's IANA zone (§7 "plus timezone"). */
export const submitSignup = defineCommand<{ ownership: OwnershipAnswer; timezone: string }>('funnel/submitSignup');
/** Dead-end page: keep the lead for later (§3 sign-up-for-later payload). */
export const signUpForLater = defineCommand<{ reason: UnableToOfferSlug; email: string; first_name: string; last_name: string }>(
  'funnel/signUpForLater',
);

// ── events ──────────────────────────────────────────────────────────────────────────────────────────────────────

/** The search line was split into a draft for the manual stage. */
export const addressLineParsed = defineEvent<{ line: string; draft: AddressDraft }>('funnel/addressLineParsed');
/** The address page now shows `stage`. */
export const addressStageChanged = defineEvent<{ stage: AddressStage }>('funnel/addressStageChanged');
/**
 * A page's answers were saved. `disqualification` is the §4 reason the qualification call gave for them (the person
 * was sent to its unable-to-offer page), or null when they may go on.
 */
export const answerSaved = defineEvent<{ step: FunnelStep; answer: StepAnswer; disqualification: DisqualificationReason | null }>(
  'funnel/answerSaved',
);
/** Saving a page failed (qualification call error); nothing was saved. */
export const answerSaveFailed = defineEvent<{ step: FunnelStep; error: HttpError }>('funnel/answerSaveFailed');
/** Check-user answered for this contact (§3 outcomes); only `prospect` may go on. Email lower-cased (§5). */
export const contactChecked = defineEvent<{ first_name: string; last_name: string; email: string; outcome: CheckUserOutcome }>(
  'funnel/contactChecked',
);
/** Check-user failed; nothing was saved. */
export const contactCheckFailed = defineEvent<{ error: HttpError }>('funnel/contactCheckFailed');
/** A verification code was emailed; `expiresAt` is the server's ISO time. */
export const verificationCodeSent = defineEvent<{ email: string; expiresAt: string }>('funnel/verificationCodeSent');
/** Sending a code failed (e.g. 429 when asked too often). */
export const verificationCodeSendFailed = defineEvent<{ error: HttpError }>('funnel/verificationCodeSendFailed');
/** The code was confirmed for `email`; signup sends the same code as proof (contract `SignupRequest`). */
export const codeConfirmed = defineEvent<{ email: string; code: string }>('funnel/codeConfirmed');
/** The as-typed check answered for `code`: `valid` false for a wrong, used or expired code. */
export const codeChecked = defineEvent<{ code: string; valid: boolean }>('funnel/codeChecked');
/** The as-typed check of `code` could not be made (429 after too many wrong guesses, network, §8 error). */
export const codeCheckFailed = defineEvent<{ code: string; error: HttpError }>('funnel/codeCheckFailed');
/** The emailed link's code was looked up: the masked email it was sent to, its expiry, whether already confirmed. */
export const verificationLinkRead = defineEvent<{ code: string; maskedEmail: string; expiresAt: string; confirmed: boolean }>(
  'funnel/verificationLinkRead',
);
/** The emailed link's code is unknown or expired (404), or the lookup failed (§8 error). */
export const verificationLinkFailed = defineEvent<{ code: string; error: HttpError }>('funnel/verificationLinkFailed');
/** The code was wrong, used or expired (the server's detail is in the error). */
export const codeConfirmFailed = defineEvent<{ error: HttpError }>('funnel/codeConfirmFailed');
/** Signup created the profile and application (the token travels in the session's `tokenIssued`, not here). */
export const signupCompleted = defineEvent<{ ownership: OwnershipAnswer; profileUuid: string; applicationUuid: string; appProfileUuid: string }>(
  'funnel/signupCompleted',
);
/** Signup failed (e.g. 400 code not confirmed, 409 email already has an account). */
export const signupFailed = defineEvent<{ error: HttpError }>('funnel/signupFailed');
/** The lead was kept for later from the dead-end page `reason`. */
export const signedUpForLater = defineEvent<{ reason: UnableToOfferSlug }>('funnel/signedUpForLater');
/** Keeping the lead for later failed. */
export const signUpForLaterFailed = defineEvent<{ error: HttpError }>('funnel/signUpForLaterFailed');

/**
 * The person started filling a funnel form: get the funnel's epic code now so Continue rarely waits for it.
 * Handled by the deferred epic's loader only; the epic itself ignores it.
 */
export const warmUpFunnel = defineCommand('funnel/warmUp');

/** Every command of the funnel (tests prove no reducer case handles one). */
export const FUNNEL_COMMANDS = [
  enterAddressLine, chooseAddressStage, submitAddress, submitPropertyType, submitPropertyUsage, submitPropertyValue,
  submitCreditEstimate, submitContact, sendVerificationCode, confirmCode, checkCodeAsTyped, openVerificationLink, submitPhone, submitSignup, signUpForLater,
  warmUpFunnel,
] as const;

/** Every failure event of the funnel: each carries the normalised §8 error. */
export const FUNNEL_FAILURES = [
  answerSaveFailed, contactCheckFailed, verificationCodeSendFailed, codeConfirmFailed, codeCheckFailed, verificationLinkFailed, signupFailed,
  signUpForLaterFailed,
] as const;
