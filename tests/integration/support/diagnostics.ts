import { randomUUID } from 'node:crypto';

/** A distinctive name, phone, email and file name no diagnostic may ever hold. */
export const PERSONAL = { name: 'Quillonette', phone: '4155550123', email: 'quillonette.zed@example.org', file: 'quillonette-bank-statement.pdf' };

/** The context of a diagnostic upload. */
export const CONTEXT = {
  portal_version: '0.1.0', browser: 'Chrome 131', stage: null,
  flags: { session_replay: false, chat: false, turnstile: false },
  consent: { analytics: true, session_replay: true, chat: true, decided: false },
};

/**
 * The entries of a short session: a page, a call, a field error, an upload with a file name (the browser scrubs it; here
 * it is sent unscrubbed, as a broken or hostile client might, so the sandbox's own scrub is what is tested).
 */
export function sampleEntries(applicationId: string) {
  return [
    { t: 0, k: 'page', route: '/applications/:applicationId/sections/:section' },
    { t: 40, k: 'http', method: 'PUT', route: 'v1/customer/application/:uuid/sections/:section/', status: 400, ms: 84 },
    { t: 41, k: 'event', type: 'forms/fieldErrorShown', payload: { field: 'middle_name', kind: 'required', value: PERSONAL.name } },
    { t: 900, k: 'event', type: 'documents/uploadQueued', payload: { id: 'upload-1', applicationId, fileName: PERSONAL.file, documentType: 'mortgage-statement', total: 48213 } },
    { t: 950, k: 'event', type: 'auth/magicLinkRequested', payload: { email: PERSONAL.email, phone: PERSONAL.phone, resend: false } },
    { t: 960, k: 'page', route: `/applications/${applicationId}/documents` },
    { t: 970, k: 'http', method: 'GET', route: `v1/customer/application/${applicationId}/`, status: 200, ms: 12 },
  ];
}

/** A diagnostic upload body (a signed-in one when `applicationUuid` is given, null for "my latest"). */
export function uploadBody(applicationId: string, o: { applicationUuid?: string | null; clientKey?: string } = {}) {
  return {
    client_key: o.clientKey ?? randomUUID(), context: CONTEXT, entries: sampleEntries(applicationId),
    ...(o.applicationUuid !== undefined && { application_uuid: o.applicationUuid }),
  };
}
