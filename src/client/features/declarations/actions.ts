import type { ApplicationProfile, Profile } from '../../../contract/entities';
import type { NewParty } from '../../../contract/parties';
import { defineCommand, defineEvent } from '../../kernel/actions';
import type { HttpError } from '../../kernel/http/types';
import type { AnswersPatch } from './answers';

/** Which application's declarations. */
export interface DeclarationsRef {
  applicationId: string;
}

/** A person's details as typed on the spouse and co-owner forms (phone 10 digits, birth date yyyy-MM-dd). */
export type PersonInput = Omit<NewParty, 'profile_type'>;

// ---- Commands ----

/** The declarations page `/applications/:applicationId/sections/declarations` is shown: load, restore, resume. */
export const openDeclarations = defineCommand<DeclarationsRef>('declarations/open');
/** The declarations page was left: save what is pending and release its data. */
export const closeDeclarations = defineCommand<DeclarationsRef>('declarations/close');
/** Load the page's data again after an error. */
export const retryDeclarations = defineCommand<DeclarationsRef>('declarations/retry');
/** The person changed an answer of applicant `applicantUuid` (application profile uuid): kept as a draft at once. */
export const answerDeclaration = defineCommand<DeclarationsRef & { applicantUuid: string; answers: AnswersPatch }>('declarations/answer');
/** Next: keep the stage's answers (if any), save now and go to the next question (or back to the review). */
export const continueDeclarations = defineCommand<DeclarationsRef & { applicantUuid?: string; answers?: AnswersPatch }>(
  'declarations/continue',
);
/** Back: return to the previous question (§4 "back removes the last stage"). */
export const goBackInDeclarations = defineCommand<DeclarationsRef>('declarations/goBack');
/** Jump to a stage (a history key, e.g. `residency/1`) to change an answer, from the review or the people list. */
export const editDeclarationStage = defineCommand<DeclarationsRef & { stage: string }>('declarations/editStage');
/** Open the co-owner form for person `index` of the people list (`index` = list length adds a new person). */
export const openCoOwnerForm = defineCommand<DeclarationsRef & { index: number }>('declarations/openCoOwnerForm');
/** Add a co-owner or non-owning occupant (`partyUuid` null), or change one (their application profile uuid). */
export const saveCoOwner = defineCommand<
  DeclarationsRef & { partyUuid: string | null; profileType: NewParty['profile_type']; person: PersonInput }
>('declarations/saveCoOwner');
/** Remove a co-owner or non-owning occupant (application profile uuid). */
export const removeCoOwner = defineCommand<DeclarationsRef & { partyUuid: string }>('declarations/removeCoOwner');
/** Create or update the spouse of applicant `applicantProfileUuid` (a profile uuid) and place them on the application. */
export const saveSpouse = defineCommand<DeclarationsRef & { applicantProfileUuid: string; onTitle: boolean; person: PersonInput }>(
  'declarations/saveSpouse',
);
/** "Submit declarations": save what is pending, then submit the section complete. */
export const submitDeclarations = defineCommand<DeclarationsRef>('declarations/submit');

// ---- Events ----

/** The declarations page of `applicationId` (a valid UUID) opened; its data was requested. */
export const declarationsOpened = defineEvent<DeclarationsRef>('declarations/opened');
/** The declarations page was left. */
export const declarationsClosed = defineEvent<DeclarationsRef>('declarations/closed');
/** The page was opened with an application id that is not a UUID (§5); the person is sent to the applicants list. */
export const declarationsIdRejected = defineEvent<DeclarationsRef>('declarations/idRejected');
/** The wizard was put back where the saved answers leave off (`history` as rebuilt). */
export const declarationsResumed = defineEvent<DeclarationsRef & { history: string[] }>('declarations/resumed');
/** A stage was done (outcome of continue / back / edit): the wizard moved from `from` to `to`. */
export const declarationsStageChanged = defineEvent<DeclarationsRef & { from: string; to: string }>('declarations/stageChanged');
/** A co-owner or occupant was added or changed (the server's answer). */
export const coOwnerSaved = defineEvent<DeclarationsRef & { party: ApplicationProfile; added: boolean }>('declarations/coOwnerSaved');
/** Adding or changing a person failed (§8; `error.data.errors` names the fields, e.g. `email`). */
export const coOwnerSaveFailed = defineEvent<DeclarationsRef & { error: HttpError }>('declarations/coOwnerSaveFailed');
/** A co-owner or occupant was removed. */
export const coOwnerRemoved = defineEvent<DeclarationsRef & { partyUuid: string }>('declarations/coOwnerRemoved');
/** Removing a person failed (§8). */
export const coOwnerRemoveFailed = defineEvent<DeclarationsRef & { partyUuid: string; error: HttpError }>('declarations/coOwnerRemoveFailed');
/** The spouse of `applicantProfileUuid` was saved and linked both ways (the server's answer). */
export const spouseSaved = defineEvent<DeclarationsRef & { applicantProfileUuid: string; spouse: Profile }>('declarations/spouseSaved');
/** Saving the spouse failed (§8; field errors at the fields). */
export const spouseSaveFailed = defineEvent<DeclarationsRef & { error: HttpError }>('declarations/spouseSaveFailed');
/** The declarations section was submitted complete. */
export const declarationsSubmitted = defineEvent<DeclarationsRef>('declarations/submitted');
/** Submitting the declarations failed (§8; e.g. the ownership answer names a spouse who was not added). */
export const declarationsSubmitFailed = defineEvent<DeclarationsRef & { error: HttpError }>('declarations/submitFailed');
