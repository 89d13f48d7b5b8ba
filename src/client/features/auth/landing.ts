import type { Application } from '../../../contract/entities';
import { isSafeNextPath } from '../../kernel/session/paths';

/** Where a signed-in person lands, and what it tells the session (§3 `haveApplication`, `currentLoginAppUUID`). */
export interface Landing {
  path: string;
  haveApplication: boolean | null;
  currentLoginAppUUID: string | null;
}

/** Paths never worth returning to after sign-in (they would sign the person out or in again). */
const NOT_A_DESTINATION = /^\/(login|logout)(\/|\?|#|$)/;

/**
 * The landing decision after sign-in (brief F1, §2 prospect home): a safe `next` path wins; otherwise the latest
 * application (greatest `created_at`) → `/applications/{uuid}`; no application → `/profiles/{userUuid}` (the
 * prospect home). `applications` null means the list could not be fetched → `/applicants`, whose page shows the
 * list with its own error and retry.
 */
export function decideLanding(applications: readonly Application[] | null, userUuid: string, next?: string | null): Landing {
  const latest = applications && applications.length > 0 ? latestApplication(applications) : undefined;
  const known = {
    haveApplication: applications === null ? null : applications.length > 0,
    currentLoginAppUUID: latest?.uuid ?? null,
  };
  if (isSafeNextPath(next) && !NOT_A_DESTINATION.test(next)) return { path: next, ...known };
  if (applications === null) return { path: '/applicants', ...known };
  if (latest) return { path: `/applications/${latest.uuid}`, ...known };
  return { path: `/profiles/${userUuid}`, ...known };
}

/** The most recently created application (the first of equals, in the server's order). */
export function latestApplication<A extends Pick<Application, 'created_at'>>(applications: readonly A[]): A | undefined {
  let best: A | undefined;
  for (const app of applications) {
    if (!best || Date.parse(app.created_at) > Date.parse(best.created_at)) best = app;
  }
  return best;
}
