import * as t from 'io-ts';
import { closed, IsoDateTime, nullable } from './codec';
import { endpoint } from './endpoint';
import { CustomerStage } from './enums';
import { Uuid } from './ids';

/*
 * Diagnostics (docs/diagnostics.md, docs/api.md "Diagnostics"): what a person shares with support — the portal's event
 * log scrubbed by an allow-list in the browser — and how staff read it back. The sandbox re-scrubs every entry and
 * refuses any field these closed codecs do not name.
 */

const text = (name: string, pattern: RegExp) => t.refinement(t.string, (s) => pattern.test(s), name);

/** Whole milliseconds, 0 or more, at most a week (an entry's time after the first, a call's duration). */
export const ElapsedMs = t.refinement(t.number, (n) => Number.isSafeInteger(n) && n >= 0 && n <= 7 * 24 * 3600 * 1000, 'ElapsedMs');

/** An action type of the portal: `feature/name` (`documents/opened`, `query/fulfilled`). */
export const ActionTypeName = text('ActionTypeName', /^[a-z][A-Za-z]{0,39}\/[A-Za-z]{1,60}$/);

/** The HTTP method of an API call. */
export const HttpMethodName = t.keyof({ GET: null, HEAD: null, OPTIONS: null, TRACE: null, POST: null, PUT: null, PATCH: null, DELETE: null }, 'HttpMethodName');

/** What an API call answered: its HTTP status, or why there was none (§8 client statuses). */
export const CallStatus = t.union([
  t.refinement(t.number, (n) => Number.isInteger(n) && n >= 100 && n <= 599, 'HttpStatus'),
  t.keyof({ FETCH_ERROR: null, TIMEOUT_ERROR: null, PARSING_ERROR: null }),
], 'CallStatus');

/** A route pattern: an endpoint's (`v1/customer/application/:uuid/`) or a page's (`/applications/:applicationId/documents`). */
export const RoutePatternText = text('RoutePatternText', /^[A-Za-z0-9_/:?*.-]{1,200}$/);

/** An event the portal logged: its type and payload, scrubbed (domain/diagnostics/scrub.ts). */
export const DiagnosticEventEntry = closed('DiagnosticEventEntry', { t: ElapsedMs, k: t.literal('event'), type: ActionTypeName }, { payload: t.unknown });
/** A command the portal received (what the person asked for): its type and payload, scrubbed alike. */
export const DiagnosticCommandEntry = closed('DiagnosticCommandEntry', { t: ElapsedMs, k: t.literal('command'), type: ActionTypeName }, { payload: t.unknown });
/** An API call: method, the endpoint's route pattern (never the address), status and how long it took. */
export const DiagnosticHttpEntry = closed('DiagnosticHttpEntry', { t: ElapsedMs, k: t.literal('http'), method: HttpMethodName, route: RoutePatternText, status: CallStatus, ms: ElapsedMs });
/** A page shown: its route pattern, never its address (no ids, no query string). */
export const DiagnosticPageEntry = closed('DiagnosticPageEntry', { t: ElapsedMs, k: t.literal('page'), route: RoutePatternText });
/** One entry of a diagnostic; `t` is ms after the first entry. Staff replay the events; commands show what was asked. */
export const DiagnosticEntry = t.union([DiagnosticEventEntry, DiagnosticCommandEntry, DiagnosticHttpEntry, DiagnosticPageEntry], 'DiagnosticEntry');
export type DiagnosticEntry = t.TypeOf<typeof DiagnosticEntry>;

/** The privacy choices in force when it was shared (docs/analytics.md "Consent"), and whether the person had made them. */
export const DiagnosticConsent = closed('DiagnosticConsent', { analytics: t.boolean, session_replay: t.boolean, chat: t.boolean, decided: t.boolean });

/** Which optional services the portal was built with (its feature flags). */
export const DiagnosticFlags = closed('DiagnosticFlags', { session_replay: t.boolean, chat: t.boolean, turnstile: t.boolean });

/** Where and how: the portal's version, the browser's name and major version, the stage, the flags and the consent. */
export const DiagnosticContext = closed('DiagnosticContext', {
  portal_version: text('PortalVersion', /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,31}$/),
  browser: text('BrowserName', /^[A-Za-z][A-Za-z ]{0,23}(?: \d{1,4})?$/),
  stage: nullable(CustomerStage),
  flags: DiagnosticFlags,
  consent: DiagnosticConsent,
});
export type DiagnosticContext = t.TypeOf<typeof DiagnosticContext>;

/** The shared part of an upload: a key the browser picks (sending again with it answers the same code), context, entries. */
const uploadProps = { client_key: Uuid, context: DiagnosticContext, entries: t.array(DiagnosticEntry) };

/** A signed-in customer's diagnostic, attached to `application_uuid` (one of theirs; null: their latest). */
export const DiagnosticUpload = closed('DiagnosticUpload', { ...uploadProps, application_uuid: nullable(Uuid) });
export type DiagnosticUpload = t.TypeOf<typeof DiagnosticUpload>;
/** A signed-out person's diagnostic: stands alone with its code. */
export const AnonymousDiagnosticUpload = closed('AnonymousDiagnosticUpload', uploadProps);
export type AnonymousDiagnosticUpload = t.TypeOf<typeof AnonymousDiagnosticUpload>;

/** What sharing answers: the diagnostic's id, its reference code (`HER-7K3Q-92`) and when it was stored. */
export const DiagnosticReceipt = closed('DiagnosticReceipt', { uuid: Uuid, code: t.string, created_at: IsoDateTime });
export type DiagnosticReceipt = t.TypeOf<typeof DiagnosticReceipt>;

/** A diagnostic in its sharer's list: code, when it was shared and when it will be deleted. */
export const OwnDiagnostic = closed('OwnDiagnostic', { uuid: Uuid, code: t.string, created_at: IsoDateTime, expires_at: IsoDateTime });
export type OwnDiagnostic = t.TypeOf<typeof OwnDiagnostic>;

/** Who shared it, when signed in: name and email (staff only ever read this). */
export const DiagnosticCustomer = closed('DiagnosticCustomer', { profile_uuid: Uuid, name: t.string, email: t.string });

const summaryProps = {
  uuid: Uuid, code: t.string, created_at: IsoDateTime, expires_at: IsoDateTime,
  customer: nullable(DiagnosticCustomer), application_uuid: nullable(Uuid), stage: nullable(CustomerStage),
  entry_count: t.number, error_count: t.number,
};

/** A diagnostic in the staff list. */
export const DiagnosticSummary = closed('DiagnosticSummary', summaryProps);
export type DiagnosticSummary = t.TypeOf<typeof DiagnosticSummary>;

/** A whole diagnostic, for the staff replay: the summary with its context and entries. */
export const Diagnostic = closed('Diagnostic', { ...summaryProps, context: DiagnosticContext, entries: t.array(DiagnosticEntry) });
export type Diagnostic = t.TypeOf<typeof Diagnostic>;

/**
 * A signed-in customer shares a diagnostic, attached to `application_uuid` (one of theirs) or, when null, to their
 * latest application; the stage stored is that application's customer stage.
 *
 * @designed
 * @error 400 the closed codec, or more than 2,000 entries (`'A diagnostic holds at most 2,000 entries; this one has 2,001.'`)
 * @error 401 no token, or a forged or expired one
 * @error 403 staff
 * @error 404 an application that is not the caller's
 * @error 413 a body over 576 KiB
 */
export const shareDiagnostic = endpoint({
  name: 'shareDiagnostic', method: 'POST', route: 'v1/customer/diagnostics/', body: DiagnosticUpload, response: DiagnosticReceipt,
});

/**
 * A signed-out person (funnel, sign-in) shares one; it stands alone with its code, with the stage the browser knew.
 * Needs a bot-check token like sign-up (docs/bot-check.md).
 *
 * @designed
 * @error 400 the closed codec, or more than 2,000 entries
 * @error 403 `bot_check_failed` without a passed bot check
 * @error 413 a body over 576 KiB
 */
export const shareAnonymousDiagnostic = endpoint({
  name: 'shareAnonymousDiagnostic', method: 'POST', route: 'v1/customer/diagnostics/anonymous/', auth: false,
  body: AnonymousDiagnosticUpload, response: DiagnosticReceipt,
});

/**
 * The caller's own diagnostics still kept, newest first (the profile page lists them).
 *
 * @designed
 * @error 401 no token, or a forged or expired one
 * @error 403 staff
 */
export const listOwnDiagnostics = endpoint({
  name: 'listOwnDiagnostics', method: 'GET', route: 'v1/customer/diagnostics/', response: t.array(OwnDiagnostic),
});

/**
 * Deletes one of the caller's own diagnostics at once; answers `{ uuid }`.
 *
 * @designed
 * @error 403 staff
 * @error 404 anyone else's, an unknown one, or not a UUID
 */
export const deleteOwnDiagnostic = endpoint({
  name: 'deleteOwnDiagnostic', method: 'DELETE', route: 'v1/customer/diagnostics/:uuid/', response: closed('DiagnosticDeleted', { uuid: Uuid }),
});

/**
 * Staff: every diagnostic still kept, newest first, for the ops view's "Diagnostics" list and `npm run backoffice --
 * diagnostics`.
 *
 * @designed
 * @error 401 no token, or a forged or expired one
 * @error 403 a customer's token
 */
export const listDiagnostics = endpoint({
  name: 'listDiagnostics', method: 'GET', route: 'v1/ops/diagnostics/', response: t.array(DiagnosticSummary),
});

/**
 * Staff: one diagnostic with its context and entries, for the replay page and `npm run backoffice -- diagnostic CODE`.
 * Reading changes nothing.
 *
 * @designed
 * @error 401 no token, or a forged or expired one
 * @error 403 a customer's token
 * @error 404 unknown, past its retention, or not a UUID
 */
export const getDiagnostic = endpoint({
  name: 'getDiagnostic', method: 'GET', route: 'v1/ops/diagnostics/:uuid/', response: Diagnostic,
});
