import type { SectionName } from '../../../contract/sectionEnums';
import { defineCommand, defineEvent } from '../../kernel/actions';
import type { HttpError } from '../../kernel/http/types';

/** Why the sections pages sent the person elsewhere: an application id that is not a UUID, or an unknown section. */
export type SectionsRedirectReason = 'invalid-id' | 'unknown-section';

// ---- Commands ----

/** The form overview `/applications/:id/sections` is shown: check the id (§5 UUID) and load the overview. */
export const openSectionsOverview = defineCommand<{ applicationId: string }>('sections/openOverview');
/** The form overview was left: release its data. */
export const closeSectionsOverview = defineCommand<{ applicationId: string }>('sections/closeOverview');
/** Load the form overview again after an error. */
export const retrySectionsOverview = defineCommand<{ applicationId: string }>('sections/retryOverview');
/** Submit the whole application (`POST …/submit/`); then the change is reported and the person goes home. */
export const submitApplicationCommand = defineCommand<{ applicationId: string }>('sections/submitApplication');
/** A section's form page is shown: check id and section, open its draft (restoring what was kept on this device). */
export const openSectionForm = defineCommand<{ applicationId: string; section: string }>('sections/openForm');
/** A section's form page was left: save what is pending and release its data. */
export const closeSectionForm = defineCommand<{ applicationId: string; section: string }>('sections/closeForm');
/** Load a section's saved record again after an error. */
export const retrySectionForm = defineCommand<{ applicationId: string; section: SectionName }>('sections/retryForm');
/** The section was submitted: go to the next section (or the overview after the last). */
export const continueAfterSection = defineCommand<{ applicationId: string; section: SectionName }>('sections/continue');

// ---- Events ----

/** The form overview of `applicationId` (a valid UUID) is open; its data was subscribed. */
export const sectionsOverviewOpened = defineEvent<{ applicationId: string }>('sections/overviewOpened');
/** The form overview was left. */
export const sectionsOverviewClosed = defineEvent<{ applicationId: string }>('sections/overviewClosed');
/** A section's form page is open and its draft was opened. */
export const sectionFormOpened = defineEvent<{ applicationId: string; section: SectionName }>('sections/formOpened');
/** A section's form page was left and its draft closed. */
export const sectionFormClosed = defineEvent<{ applicationId: string; section: SectionName }>('sections/formClosed');
/** The person was sent elsewhere: to the applicants list (invalid id) or to the overview (unknown section). */
export const sectionsRedirected = defineEvent<{ reason: SectionsRedirectReason }>('sections/redirected');
/** After a submitted section the person moved on to `to` (the next section's page or the overview). */
export const movedToNextSection = defineEvent<{ applicationId: string; from: SectionName; to: string }>('sections/movedOn');
/** The whole application was submitted (pending-doc-upload, §4). */
export const applicationSubmitted = defineEvent<{ applicationId: string }>('sections/applicationSubmitted');
/** Submitting the application failed (§8 error; a 400 lists what is not complete yet). */
export const applicationSubmitFailed = defineEvent<{ applicationId: string; error: HttpError }>('sections/applicationSubmitFailed');
