import { defineCommand, defineEvent } from '../../kernel/actions';

/** Why the application page sent the person to the applicants list (§2 application page behaviour). */
export type ApplicantsRedirectReason = 'invalid-id' | 'not-found';

// ---- Commands ----

/** The application home `/applications/:applicationId` is shown: check the id (§5 UUID), load its data (§3). */
export const openApplicationHome = defineCommand<{ applicationId: string }>('application/openHome');
/** The application home was left: release its data (kept 60 s for a quick return, §9). */
export const closeApplicationHome = defineCommand<{ applicationId: string }>('application/closeHome');
/** Fetch the application home's data again after an error. */
export const retryApplicationHome = defineCommand<{ applicationId: string }>('application/retryHome');
/** The signed-in applications list (`/applicants`) is shown: load ApplicationList. */
export const openApplicationList = defineCommand('application/openList');
/** The applications list was left. */
export const closeApplicationList = defineCommand('application/closeList');
/** Fetch the applications list again after an error. */
export const retryApplicationList = defineCommand('application/retryList');
/** The prospect home `/profiles/:profileId` is shown: load the profile (§4 "fetched by profileId"). */
export const openProfileHome = defineCommand<{ profileId: string }>('application/openProfileHome');
/** The prospect home was left. */
export const closeProfileHome = defineCommand<{ profileId: string }>('application/closeProfileHome');
/** Fetch the profile again after an error. */
export const retryProfileHome = defineCommand<{ profileId: string }>('application/retryProfileHome');

// ---- Events ----

/** The application home of `applicationId` (a valid UUID) is open; its queries were subscribed. */
export const applicationHomeOpened = defineEvent<{ applicationId: string }>('application/homeOpened');
/** The application home was left; its queries were released. */
export const applicationHomeClosed = defineEvent<{ applicationId: string }>('application/homeClosed');
/** §2: the person was sent to the applicants list (invalid id, or the application is not theirs). */
export const redirectedToApplicants = defineEvent<{ reason: ApplicantsRedirectReason }>('application/redirectedToApplicants');
