import { defineCommand, defineEvent } from '../../kernel/actions';
import type { HttpError } from '../../kernel/http/types';

// ---- Commands ----

/** Sign a staff member in at `/ops/sign-in` (`POST /v1/ops/token-auth/`); `next` is a safe in-app path to go to after. */
export const signInOps = defineCommand<{ email: string; password: string; next?: string | null }>('ops/signIn');
/** The ops applications list `/ops/applications` is shown: load every application (ApplicationList, ops see all). */
export const openOpsApplications = defineCommand('ops/openApplications');
/** The ops applications list was left: release the list. */
export const closeOpsApplications = defineCommand('ops/closeApplications');
/** Fetch the ops applications list again after an error. */
export const retryOpsApplications = defineCommand('ops/retryApplications');
/** The ops banner is shown over application `applicationId` (§4): load it and poll it every 3000 ms. */
export const watchApplication = defineCommand<{ applicationId: string }>('ops/watchApplication');
/** The ops banner over `applicationId` was left: stop polling and release the application. */
export const unwatchApplication = defineCommand<{ applicationId: string }>('ops/unwatchApplication');
/** Show the pages as the person of application profile `applicationProfileUuid` sees them (§2 profile selector). */
export const selectReadOnlyProfile = defineCommand<{ applicationId: string; applicationProfileUuid: string }>('ops/selectProfile');

// ---- Events ----

/** A staff member signed in; they are sent to `path` (the ops applications list unless a safe `next` was given). */
export const opsSignedIn = defineEvent<{ path: string }>('ops/signedIn');
/** Staff sign-in failed: wrong email or password (customers' credentials too), rate limit, network… (§8 error). */
export const opsSignInFailed = defineEvent<{ error: HttpError }>('ops/signInFailed');
/** Polling of `applicationId` started (§4: every 3000 ms while the tab is visible). */
export const pollingStarted = defineEvent<{ applicationId: string }>('ops/pollingStarted');
/** Polling stopped (banner left, another application watched, or the session ended); no timer remains. */
export const pollingStopped = defineEvent<{ applicationId: string }>('ops/pollingStopped');
/** A poll at `at` (ms epoch) found the application unchanged (304 to If-None-Match): nothing else changes. */
export const applicationUnchanged = defineEvent<{ applicationId: string; at: number }>('ops/applicationUnchanged');
/** A poll at `at` (ms epoch) brought a newer application; `changed` names its top-level fields that differ. */
export const applicationChanged = defineEvent<{ applicationId: string; changed: string[]; at: number }>('ops/applicationChanged');
/** A poll at `at` (ms epoch) failed (§8 error); polling goes on ("Live updates paused — retrying"). */
export const pollFailed = defineEvent<{ applicationId: string; error: HttpError; at: number }>('ops/pollFailed');
