import type { EnvelopeStatus, SignerStatus } from '../../../contract/documentEnums';
import { defineCommand, defineEvent } from '../../kernel/actions';
import type { HttpError } from '../../kernel/http/types';

/*
 * Signing closing documents (§3/§4 signature task state). Personal data rule: the typed signature value
 * and the decline reason travel only in the command payloads below; no event carries them.
 */

/** Which envelope and application a write is about. */
export interface EnvelopeRef {
  applicationId: string;
  envelopeUuid: string;
}

// ---- Commands ----

/** The signing page `/applications/:id/tasks/sign` is shown: check the id (§5 UUID) and load the envelope. */
export const openSigning = defineCommand<{ applicationId: string }>('signing/open');
/** The signing page was left: release the envelope (kept 60 s for a quick return, §9). */
export const closeSigning = defineCommand<{ applicationId: string }>('signing/close');
/** Load the envelope again after an error. */
export const retrySigning = defineCommand<{ applicationId: string }>('signing/retry');
/** Show the next page (§4: never beyond lastPage); refused while the current page has an unsigned field. At the last page it opens review-and-confirm. */
export const goToNextPage = defineCommand('signing/goToNextPage');
/** Show the previous page (§4: never below 0). */
export const goToPreviousPage = defineCommand('signing/goToPreviousPage');
/** Jump to page `page` (e.g. "Continue where you left off" → pendingPage); brought within 0…lastPage. */
export const goToPage = defineCommand<{ page: number }>('signing/goToPage');
/** Leave review-and-confirm and show the pages again. */
export const closeReview = defineCommand('signing/closeReview');
/** Adopt `value` (the signer's name or initials: personal data, never logged) for one field; one request per field at a time. */
export const signEnvelopeField = defineCommand<EnvelopeRef & { fieldUuid: string; value: string }>('signing/signField');
/** Review-and-confirm: finish signing (`confirmed: true`); refused unless every field is signed. */
export const completeSigning = defineCommand<EnvelopeRef>('signing/complete');
/** Decline to sign with a `reason` (free text; never put in an event). */
export const declineSigning = defineCommand<EnvelopeRef & { reason: string }>('signing/decline');

// ---- Events ----

/** The signing page of `applicationId` (a valid UUID) is open; the envelope was subscribed. */
export const signingOpened = defineEvent<{ applicationId: string }>('signing/opened');
/** The signing page was left; the envelope was released. */
export const signingClosed = defineEvent<{ applicationId: string }>('signing/closed');
/** §2: the application id was not a UUID, so the person was sent to the applicants list. */
export const signingRedirected = defineEvent<{ reason: 'invalid-id' }>('signing/redirected');
/** An envelope other than the one in the task state was opened: the task restarts at page 0 with these bounds. */
export const envelopeOpened = defineEvent<EnvelopeRef & { pendingPage: number; lastPage: number }>('signing/envelopeOpened');
/** §4 "setting current, pending or last page stores the value": each given value is stored as is. */
export const signingPagesSet = defineEvent<{ currentPage?: number; pendingPage?: number; lastPage?: number }>('signing/pagesSet');
/** §4 next page: current + 1, never beyond lastPage; marks that documents were signed this session. */
export const nextPageShown = defineEvent('signing/nextPageShown');
/** §4 previous page: current − 1, never below 0. */
export const previousPageShown = defineEvent('signing/previousPageShown');
/** Review-and-confirm is shown (after the last page, every field signed). */
export const reviewOpened = defineEvent('signing/reviewOpened');
/** Review-and-confirm was left for the pages. */
export const reviewClosed = defineEvent('signing/reviewClosed');
/** A field's sign request was sent (its button is busy until the answer). */
export const fieldSigningStarted = defineEvent<EnvelopeRef & { fieldUuid: string }>('signing/fieldSigningStarted');
/** The server adopted a value for the field at `signedAt` (ISO time); the value itself is not carried. */
export const fieldSigned = defineEvent<EnvelopeRef & { fieldUuid: string; signedAt: string | null }>('signing/fieldSigned');
/** Signing a field failed (§8 error; a 400 says what the value must be). What was typed stays in the field. */
export const fieldSignFailed = defineEvent<EnvelopeRef & { fieldUuid: string; error: HttpError }>('signing/fieldSignFailed');
/** The signer finished (review confirmed): their status and the envelope's as the server answered. */
export const signingCompleted = defineEvent<EnvelopeRef & { signerStatus: SignerStatus; envelopeStatus: EnvelopeStatus }>('signing/completed');
/** Finishing failed (§8 error, or not every field signed yet). */
export const signingCompleteFailed = defineEvent<EnvelopeRef & { error: HttpError }>('signing/completeFailed');
/** The signer declined; the reason was recorded by the server (not carried here). */
export const signingDeclined = defineEvent<EnvelopeRef & { envelopeStatus: EnvelopeStatus }>('signing/declined');
/** Declining failed (§8 error); the typed reason stays in the form. */
export const signingDeclineFailed = defineEvent<EnvelopeRef & { error: HttpError }>('signing/declineFailed');
