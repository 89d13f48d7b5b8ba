/*
 * The track event names of the tracking plan (trackingPlan.ts), apart from its codecs: a module that only names an event
 * (the qualification wizard's "sent once" list) does not carry the plan's codecs and enumerations (≈ 3.5 KB gzip,
 * issue 14 §2).
 */

/** Names of the track events (Segment "Object Action", Title Case). */
export const TRACK = {
  requiredFieldNotEntered: 'Required Field Not Entered',
  incorrectFormatEntered: 'Incorrect Format Entered',
  incorrectValueEntered: 'Incorrect Value Entered',
  unsupportedEmailEntered: 'Unsupported Email Entered',
  invalidEmailEntered: 'Invalid Email Entered',
  unregisteredEmailEntered: 'Unregistered Email Entered',
  incorrectSecurityCodeEntered: 'Incorrect Security Code Entered',
  loginFailed: 'Login Failed',
  emailVerificationFailed: 'Email Verification Failed',
  magicLinkSent: 'Magic Link Sent',
  magicLinkResent: 'Magic Link Resent',
  loginPageTimedOut: 'Login Page Timed Out',
  taskViewed: 'Task Viewed',
  loginSucceeded: 'Login Succeeded',
  signUpCompleted: 'Sign Up Completed',
  qualificationCompleted: 'Qualification Completed',
  applicationSubmitted: 'Application Submitted',
  documentUploaded: 'Document Uploaded',
  investmentEstimateAcknowledged: 'Investment Estimate Acknowledged',
  closingDocumentsSigned: 'Closing Documents Signed',
  servicingRequestStarted: 'Servicing Request Started',
  servicingStepViewed: 'Servicing Step Viewed',
  servicingStepCompleted: 'Servicing Step Completed',
  servicingDocumentUploaded: 'Servicing Document Uploaded',
  payoffStatementAcknowledged: 'Payoff Statement Acknowledged',
  servicingRequestCanceled: 'Servicing Request Canceled',
  trackingPlanViolationCounted: 'Tracking Plan Violation Counted',
} as const;
/** A track event name of the plan. */
export type TrackName = (typeof TRACK)[keyof typeof TRACK];

/** The §5 field-error kinds (`validationKindOf`), as the tracking plan's `FieldErrorKind` enumerates them. */
export type FieldErrorKindName = 'required' | 'format' | 'value' | 'unsupported_email' | 'invalid_email';

/** The §5 field event for each kind of validation error. */
export const FIELD_ERROR_TRACK: Readonly<Record<FieldErrorKindName, TrackName>> = {
  required: TRACK.requiredFieldNotEntered,
  format: TRACK.incorrectFormatEntered,
  value: TRACK.incorrectValueEntered,
  unsupported_email: TRACK.unsupportedEmailEntered,
  invalid_email: TRACK.invalidEmailEntered,
};
