import type { ServicingStepKind } from '../../../contract/servicing/enums';

/*
 * Where the servicing pages live (issue 11 §2): the investment dashboard is the application home of a funded
 * application; each request has its page, and each of its steps a screen under it.
 */

const app = (applicationId: string) => `/applications/${encodeURIComponent(applicationId)}`;

/** The investment dashboard (the funded application's home). */
export const dashboardPath = (applicationId: string): string => app(applicationId);

/** A servicing request's page. */
export const requestPath = (applicationId: string, requestUuid: string): string =>
  `${app(applicationId)}/servicing/${encodeURIComponent(requestUuid)}`;

/** One step screen of a servicing request. */
export const stepPath = (applicationId: string, requestUuid: string, kind: ServicingStepKind): string =>
  `${requestPath(applicationId, requestUuid)}/${kind}`;

/** The existing new-application flow, where `start-new-application` takes the homeowner (§2 `/new-application`). */
export const newApplicationPath = (applicationId: string): string => `${app(applicationId)}/new-application`;
