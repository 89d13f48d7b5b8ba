import { defineCommand, defineEvent } from '../../kernel/actions';

/** The help pages of an application. */
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

// ---- Session monitoring (§4/§9) ----

/**
 * "Share this session with support" (resources page): start session replay — for §9's 20 % sample of browser
 * sessions only (the draw is made once per browser session), never for an ops user (§6). Never sent automatically.
 */
export const startSessionReplay = defineCommand('monitoring/startSessionReplay');
/** Session replay is recording this session (it stops on logout). */
export const sessionReplayStarted = defineEvent('monitoring/sessionReplayStarted');
/**
 * Session replay was asked for but not started: this session is outside the sample, it is an ops session (§6), or the
 * person turned session replay off in the privacy settings.
 */
export const sessionReplayNotStarted = defineEvent<{ reason: 'not-sampled' | 'ops' | 'declined' }>('monitoring/sessionReplayNotStarted');
