import { defineCommand, defineEvent } from '../../kernel/actions';
import type { HttpError } from '../../kernel/http/types';
import type { OfferStep } from './steps';

// ---- Commands ----

/** The offer page `/applications/:applicationId/offer` is shown: check the id (§5 UUID), load its data (§3). */
export const openOffer = defineCommand<{ applicationId: string }>('offer/open');
/** The offer page was left: release its data (kept 60 s for a quick return, §9). */
export const closeOffer = defineCommand<{ applicationId: string }>('offer/close');
/** Fetch the offer page's data again after an error. */
export const retryOffer = defineCommand<{ applicationId: string }>('offer/retry');
/** Show another offer step (Back / Continue; §3 offer step). */
export const showOfferStep = defineCommand<{ step: OfferStep }>('offer/showStep');
/** Acknowledge the Investment Estimate: `PATCH …/application/{uuid}/` with `ie_acknowledged: true` (§7). */
export const acknowledgeEstimate = defineCommand<{ applicationId: string }>('offer/acknowledgeEstimate');

// ---- Events ----

/** The offer page of `applicationId` (a valid UUID) is open; its queries were subscribed. */
export const offerOpened = defineEvent<{ applicationId: string }>('offer/opened');
/** The offer page was left; its queries were released. */
export const offerClosed = defineEvent<{ applicationId: string }>('offer/closed');
/** The offer page now shows `step`. */
export const offerStepShown = defineEvent<{ step: OfferStep }>('offer/stepShown');
/** The offer id was not a UUID (§5): the person was sent to the applicants list. */
export const offerRedirected = defineEvent<{ reason: 'invalid-id' }>('offer/redirected');
/** The Investment Estimate of `applicationId` was acknowledged (the server accepted the PATCH). */
export const estimateAcknowledged = defineEvent<{ applicationId: string }>('offer/estimateAcknowledged');
/** Acknowledging failed (§8 error, e.g. 409 when the estimate changed); nothing was changed. */
export const estimateAcknowledgeFailed = defineEvent<{ applicationId: string; error: HttpError }>('offer/estimateAcknowledgeFailed');
