import { defineCommand, defineEvent } from '../../kernel/actions';

/** The help pages of an application (issue #4 §5). */
export type HelpPage = 'faq' | 'resources';

// ---- Commands ----

/** A help page of `applicationId` is shown: check the id (§5 UUID); the resources page loads the deal team. */
export const openHelpPage = defineCommand<{ applicationId: string; page: HelpPage }>('help/openPage');
/** The help page was left: release its data. */
export const closeHelpPage = defineCommand<{ applicationId: string; page: HelpPage }>('help/closePage');
/** Fetch the deal team again after an error. */
export const retryHelpPage = defineCommand<{ applicationId: string; page: HelpPage }>('help/retryPage');

// ---- Events ----

/** §2: a help page's application id was not a UUID; the person was sent to the applicants list. */
export const helpRedirectedToApplicants = defineEvent<{ page: HelpPage }>('help/redirectedToApplicants');
