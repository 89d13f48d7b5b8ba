import type { SignatureFieldKind } from '../../contract/documentEnums';

/*
 * The wording of the signing flow (issue #4 §4) that rules and tests share. The server's own messages (a value that
 * does not match the signer's name, 409 after completion) are shown as the server sends them (§8 errorText).
 */

/** The label of a field's text input, by kind. */
export const SIGNATURE_INPUT_LABEL: Readonly<Record<SignatureFieldKind, string>> = {
  signature: 'Type your full name to sign',
  initials: 'Type your initials',
};

/** The button that adopts a field's value, by kind. */
export const SIGNATURE_BUTTON_LABEL: Readonly<Record<SignatureFieldKind, string>> = {
  signature: 'Sign',
  initials: 'Initial',
};

/** Shown at a field when its button is pressed with nothing typed (nothing is sent). */
export const SIGNATURE_REQUIRED_MESSAGE: Readonly<Record<SignatureFieldKind, string>> = {
  signature: 'Type your full name, then choose Sign.',
  initials: 'Type your initials, then choose Initial.',
};

/** Why "Next page" is unavailable while the current page has unsigned fields. */
export const NEXT_PAGE_BLOCKED_MESSAGE = 'Sign every field on this page to go on.';

/** Shown when "Decline to sign" is sent without a reason. */
export const DECLINE_REASON_REQUIRED_MESSAGE = 'Tell us why you are declining to sign.';

/** Shown when "Finish signing" is pressed without ticking the confirmation box. */
export const REVIEW_CONFIRM_REQUIRED_MESSAGE = 'Tick the box to confirm you have reviewed the documents.';

/** The client's own answer when finishing is asked for before every field is signed (no request is sent). */
export const NOT_ALL_SIGNED_MESSAGE = 'Sign every field on every page before you finish.';

/**
 * The error of a typed signature value before it is sent: empty (after trimming) → the kind's required message;
 * otherwise undefined. Whether it matches the signer's name is the server's call (a 400 with its message).
 */
export function signatureValueError(kind: SignatureFieldKind, value: string): string | undefined {
  return value.trim() === '' ? SIGNATURE_REQUIRED_MESSAGE[kind] : undefined;
}
