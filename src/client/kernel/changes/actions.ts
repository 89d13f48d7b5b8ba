import { defineCommand, defineEvent } from '../actions';
import type { HttpError } from '../http/types';

/*
 * §4 "After a customer changes an application, the response carries has_changes": the fan-out of refreshes.
 */

/** The customer changed application `applicationId` (any feature sends this after a successful write). */
export const reportCustomerChange = defineCommand<{ applicationId: string }>('changes/report');
/** The customer changed a profile or a spouse on `applicationId` (§4: refresh the application and tasks). */
export const reportProfileChange = defineCommand<{ applicationId: string }>('changes/reportProfile');
/** The server said whether anything changed for the caller (`POST …/customer-changed/`). */
export const customerChangesChecked = defineEvent<{ applicationId: string; hasChanges: boolean }>('changes/checked');
/** Asking the server whether anything changed failed; nothing is refreshed (the next change asks again). */
export const customerChangesCheckFailed = defineEvent<{ applicationId: string; error: HttpError }>('changes/checkFailed');
