import { defineCommand, defineEvent } from '../../kernel/actions';
import type { HttpError } from '../../kernel/http/types';

/*
 * "Help" → "Share a diagnostic with support" (docs/diagnostics.md): the person agrees, the portal sends what it
 * recorded (scrubbed by the allow-list) and shows the reference code to read to support.
 */

// ---- Commands ----

/**
 * The person agreed and pressed "Share diagnostic": send it. `applicationId` is the application whose help page this
 * is (null on the public help page: a signed-in person's goes with their latest application). Sending again after a
 * failure reuses the same key, so the sandbox never stores it twice.
 */
export const shareDiagnostic = defineCommand<{ applicationId: string | null }>('diagnostics/share');
/** "Copy" beside the code: put it on the clipboard. */
export const copyDiagnosticCode = defineCommand<{ code: string }>('diagnostics/copyCode');
/** The help page was left: a shown code or error is forgotten (the next visit starts afresh). */
export const closeHelp = defineCommand('diagnostics/closeHelp');

// ---- Events ----

/** Sending started, with the browser's key for this diagnostic (kept for a retry). */
export const diagnosticShareStarted = defineEvent<{ clientKey: string }>('diagnostics/shareStarted');
/** The sandbox stored it: its reference code (`HER-7K3Q-92`). */
export const diagnosticShared = defineEvent<{ uuid: string; code: string }>('diagnostics/shared');
/** It could not be sent (§8 error); what was recorded is kept and can be sent again. */
export const diagnosticShareFailed = defineEvent<{ error: HttpError }>('diagnostics/shareFailed');
/** The code is on the clipboard (`copied`), or the browser refused (the person copies it by hand). */
export const diagnosticCodeCopied = defineEvent<{ copied: boolean }>('diagnostics/codeCopied');
/** The help page was left; what it showed is forgotten. */
export const helpClosed = defineEvent('diagnostics/helpClosed');
