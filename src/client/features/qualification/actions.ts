import type { CreditPullResult, ConsentDocument, MortgageType } from '../../../contract/sectionEnums';
import { defineCommand, defineEvent } from '../../kernel/actions';
import type { HttpError } from '../../kernel/http/types';
import type { Sealed } from './secret';

/*
 * The §2 qualification wizard at /applications/:applicationId/qualification. Commands come from its stages; the
 * feature epic answers with these events and moves the kernel wizard (flow 'qualification') with wizardAdvanced /
 * wizardWentBack / wizardHistoryReplaced. No event carries personal data (phone, SSN, birth date): only outcomes.
 */

/** Which application the wizard is about. */
export interface AppRef {
  applicationId: string;
}

/** The details the mortgage-details stage asks for, one mortgage (USD amounts; blank = not answered yet). */
export interface MortgageDetailsInput {
  lender?: string;
  balance?: number;
  monthly_payment?: number;
  mortgage_type?: MortgageType;
}

// ---- Commands ----

/** The wizard page opened: check the id (§5 UUID), load what the server holds and resume where the person left. */
export const openQualification = defineCommand<AppRef>('qualification/open');
/** The wizard page was left: release its data and stop any credit-pull polling. */
export const closeQualification = defineCommand<AppRef>('qualification/close');
/** Load the wizard's data again after it failed to load. */
export const retryQualificationResume = defineCommand<AppRef>('qualification/retryResume');
/** Back: the previous mortgage on mortgage-details, else the previous stage (§4 back). */
export const goBackInQualification = defineCommand<AppRef>('qualification/goBack');
/** authorize-credit "Continue": the person read what a soft credit pull is (authorised at the next stage). */
export const acknowledgeCreditAuthorization = defineCommand<AppRef>('qualification/acknowledgeCreditAuthorization');
/** user-consent-statements "Continue": record the ticked consents not on file yet (server stamps time and profile). */
export const recordQualificationConsents = defineCommand<AppRef & { documents: ConsentDocument[] }>('qualification/recordConsents');
/** phone-request "Continue": save the phone (10 digits) on the profile when it changed. */
export const savePhone = defineCommand<AppRef & { phone: string }>('qualification/savePhone');
/**
 * ssn-request "Continue": check the SSN is not someone else's, then save it (and the birth date when asked). `ssn` is a
 * {@link Sealed} handle (null keeps the SSN on file); `birthDate` is yyyy-MM-dd or null when not asked.
 */
export const submitSsn = defineCommand<AppRef & { ssn: Sealed | null; birthDate: string | null }>('qualification/submitSsn');
/** wait-request shown: start the credit pull unless one is running or done, then poll until it finishes. */
export const watchCreditPull = defineCommand<AppRef>('qualification/watchCreditPull');
/** wait-request left: stop polling (no timer remains). */
export const unwatchCreditPull = defineCommand<AppRef>('qualification/unwatchCreditPull');
/** Frozen credit "I've unfrozen my credit — try again" / credit error "Try again": start a new pull and poll it. */
export const retryCreditPull = defineCommand<AppRef>('qualification/retryCreditPull');
/** has-mortgages "Next": save the answer into the mortgage-details section. */
export const answerHasMortgages = defineCommand<AppRef & { hasMortgages: boolean }>('qualification/answerHasMortgages');
/** mortgages shown: load the credit report's mortgage tradelines (CreditReports). */
export const openMortgageList = defineCommand<AppRef>('qualification/openMortgageList');
/** mortgages left: release the credit report. */
export const closeMortgageList = defineCommand<AppRef>('qualification/closeMortgageList');
/**
 * mortgages "Next" (§2 mortgage lien verification and identification): the credit-report tradelines that are on this
 * home, the not-listed mortgages kept (by id) and how many new ones were added, and the "list is complete" tick.
 */
export const confirmMortgageList = defineCommand<
  AppRef & { tradelineIds: string[]; keptManualIds: string[]; addedManual: number; verified: boolean }
>('qualification/confirmMortgageList');
/** mortgage-details typing: keep the current mortgage's details as a draft (saved after a pause, never lost). */
export const editMortgageDetails = defineCommand<AppRef & { index: number; details: MortgageDetailsInput }>('qualification/editMortgageDetails');
/** mortgage-details "Next": save this mortgage's details, then the next mortgage or completed. */
export const saveMortgageDetails = defineCommand<AppRef & { index: number; details: MortgageDetailsInput }>('qualification/saveMortgageDetails');
/** completed: tell the server the qualification is complete (sent by the epic on arrival; "Try again" after a failure). */
export const finishQualification = defineCommand<AppRef>('qualification/finish');

// ---- Events ----

/** The wizard of `applicationId` (a valid UUID) is loading what the server holds. */
export const qualificationOpened = defineEvent<AppRef>('qualification/opened');
/** The wizard page was left. */
export const qualificationClosed = defineEvent<AppRef>('qualification/closed');
/** §2: the id was not a UUID, so the person was sent to the applicants list. */
export const qualificationRedirected = defineEvent<{ reason: 'invalid-id' }>('qualification/redirected');
/** The history was rebuilt from the server's data; `stage` is where the person continues, `completed` if done. */
export const qualificationResumed = defineEvent<AppRef & { stage: string; completed: boolean }>('qualification/resumed');
/** Loading the wizard's data failed (§8 error); the person can retry. */
export const qualificationResumeFailed = defineEvent<AppRef & { error: HttpError }>('qualification/resumeFailed');
/** The person read the soft credit pull explanation and continued. */
export const creditAuthorizationAcknowledged = defineEvent<AppRef>('qualification/creditAuthorizationAcknowledged');
/** The consents are on file (`documents`: the ones recorded now; empty when all were on file already). */
export const consentsRecorded = defineEvent<AppRef & { documents: ConsentDocument[] }>('qualification/consentsRecorded');
/** Recording the consents failed (§8 error). */
export const consentsRecordFailed = defineEvent<AppRef & { error: HttpError }>('qualification/consentsRecordFailed');
/** The phone is on the profile (`changed`: it was patched now). Never carries the number. */
export const phoneSaved = defineEvent<AppRef & { changed: boolean }>('qualification/phoneSaved');
/** Saving the phone failed (§8 error). */
export const phoneSaveFailed = defineEvent<AppRef & { error: HttpError }>('qualification/phoneSaveFailed');
/** The SSN (and birth date) are on the profile. Carries only `ok`: never the number. */
export const ssnSaved = defineEvent<AppRef & { ok: true }>('qualification/ssnSaved');
/** is-ssn-duplicate said another person already uses this number; nothing was saved. */
export const ssnRejectedAsDuplicate = defineEvent<AppRef>('qualification/ssnRejectedAsDuplicate');
/** Checking or saving the SSN failed (§8 error, with the number scrubbed from its body). */
export const ssnSaveFailed = defineEvent<AppRef & { error: HttpError }>('qualification/ssnSaveFailed');
/** A new credit pull is being requested (`POST …/credit-pull/` sent). */
export const creditPullRequested = defineEvent<AppRef>('qualification/creditPullRequested');
/** A new credit pull was started (a `credit-pull` background task). */
export const creditPullStarted = defineEvent<AppRef>('qualification/creditPullStarted');
/** Starting the credit pull failed (§8 error); "Try again" starts it again. */
export const creditPullStartFailed = defineEvent<AppRef & { error: HttpError }>('qualification/creditPullStartFailed');
/** §6 ops read-only view: no credit pull has been started yet (ops never start one); the tasks are polled until one is. */
export const creditPullNotStarted = defineEvent<AppRef>('qualification/creditPullNotStarted');
/** A credit pull is running; the background tasks are polled every 2000 ms. */
export const creditPullWaiting = defineEvent<AppRef>('qualification/creditPullWaiting');
/** Polling the background tasks failed (§8 error); polling stopped until the person retries. */
export const creditPollFailed = defineEvent<AppRef & { error: HttpError }>('qualification/creditPollFailed');
/** The newest credit pull finished with `result` (received → has-mortgages; frozen and error have their pages). */
export const creditPullFinished = defineEvent<AppRef & { result: CreditPullResult }>('qualification/creditPullFinished');
/** The mortgage answers were saved in the mortgage-details section (the wizard moved on). */
export const mortgageAnswersSaved = defineEvent<AppRef>('qualification/mortgageAnswersSaved');
/** Saving the mortgage answers failed (§8 error); they stay in the draft until saved. */
export const mortgageAnswersSaveFailed = defineEvent<AppRef & { error: HttpError }>('qualification/mortgageAnswersSaveFailed');
/** `POST …/qualification/complete/` was sent. */
export const qualificationCompleting = defineEvent<AppRef>('qualification/completing');
/** The server recorded the qualification as complete. */
export const qualificationCompleted = defineEvent<AppRef>('qualification/completed');
/** Completing failed (§8 error, e.g. 400 naming what is missing); "Try again" resends. */
export const qualificationCompleteFailed = defineEvent<AppRef & { error: HttpError }>('qualification/completeFailed');

/** The failure events a stage form awaits (each carries the §8 error in `payload.error`). */
export const STAGE_FAILURES = [consentsRecordFailed, phoneSaveFailed, ssnSaveFailed, mortgageAnswersSaveFailed] as const;
