import {
  getApplication,
  getDealTeam,
  getOwnProfile,
  getProfile,
  listBackgroundTasks,
} from '../../../contract/application';
import type { Application, BackgroundTask, DealTeam, Profile } from '../../../contract/entities';
import { endpointRequest } from '../http/endpointRequest';
import { defineQuery } from '../queryCache/defineQuery';
import { APPLICATION_QUERY_NAME, LOGGED_USER_QUERY_NAME } from './queryNames';

export { applicationListQuery, applicationProfilesQuery } from './sessionQueries';

/** Arguments of the per-application queries: the application's uuid (a §5 UUID; check it before subscribing). */
export interface ApplicationArgs {
  uuid: string;
}

/** Application (§3): one application, `GET /v1/customer/application/{uuid}/` (§7); 404 when the caller is not on it. */
export const applicationQuery = defineQuery<ApplicationArgs, Application>({
  name: APPLICATION_QUERY_NAME,
  group: 'Application',
  request: ({ uuid }) => endpointRequest(getApplication, { params: { uuid } }),
});

/** DealTeam (§3): the Home Equity Officer and Transaction Specialist of an application. */
export const dealTeamQuery = defineQuery<ApplicationArgs, DealTeam>({
  name: 'dealTeam',
  group: 'DealTeam',
  request: ({ uuid }) => endpointRequest(getDealTeam, { params: { uuid } }),
});

/** LoggedUser (§3): the signed-in person's own profile, `GET /v1/customer/profile/` (§7). */
export const loggedUserQuery = defineQuery<void, Profile>({
  name: LOGGED_USER_QUERY_NAME,
  group: 'LoggedUser',
  request: () => endpointRequest(getOwnProfile, {}),
});

/**
 * A profile by uuid, `GET /v1/customer/profile/{uuid}/` (§7; §4 "profile data is fetched by profileId" on the
 * prospect home). Same data group as {@link loggedUserQuery}, so a profile patch refreshes both.
 */
export const profileQuery = defineQuery<{ uuid: string }, Profile>({
  name: 'profile',
  group: 'LoggedUser',
  request: ({ uuid }) => endpointRequest(getProfile, { params: { uuid } }),
});

/** BackgroundTasks (§3) of an application, `GET …/background-tasks/` (§7); read them through {@link byCreatedAt}. */
export const backgroundTasksQuery = defineQuery<ApplicationArgs, BackgroundTask[]>({
  name: 'backgroundTasks',
  group: 'BackgroundTasks',
  request: ({ uuid }) => endpointRequest(listBackgroundTasks, { params: { uuid } }),
});

/**
 * §3 "Background task: created_at (sorted ascending)": a new array ordered oldest first (stable for equal times).
 * Works for any items with an ISO `created_at`.
 */
export function byCreatedAt<T extends { created_at: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
}
