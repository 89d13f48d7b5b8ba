import type { OwnDiagnostic } from '../../../contract/diagnostics';
import { defineCommand, defineEvent } from '../../kernel/actions';
import type { HttpError } from '../../kernel/http/types';

/*
 * The diagnostics the person shared with support, listed on their profile with a Delete (docs/diagnostics.md).
 */

/** The profile's "Diagnostics you shared" is shown, or needs loading again: `GET /v1/customer/diagnostics/`. */
export const loadSharedDiagnostics = defineCommand('account/loadSharedDiagnostics');
/** Delete one of them now (`DELETE /v1/customer/diagnostics/{uuid}/`). */
export const deleteSharedDiagnostic = defineCommand<{ uuid: string }>('account/deleteSharedDiagnostic');

/** The list arrived (newest first). */
export const sharedDiagnosticsLoaded = defineEvent<{ items: OwnDiagnostic[] }>('account/sharedDiagnosticsLoaded');
/** The list could not be loaded (§8 error). */
export const sharedDiagnosticsLoadFailed = defineEvent<{ error: HttpError }>('account/sharedDiagnosticsLoadFailed');
/** Diagnostic `uuid` was deleted. */
export const sharedDiagnosticDeleted = defineEvent<{ uuid: string }>('account/sharedDiagnosticDeleted');
/** Deleting `uuid` failed (§8 error); it is still listed. */
export const sharedDiagnosticDeleteFailed = defineEvent<{ uuid: string; error: HttpError }>('account/sharedDiagnosticDeleteFailed');
