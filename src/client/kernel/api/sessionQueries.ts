import { allApplicationProfilesFromUser, listApplications, type UserApplicationProfile } from '../../../contract/application';
import { APPLICATION_LIST_QUERY_NAME, APPLICATION_PROFILES_QUERY_NAME } from './queryNames';
import type { Application } from '../../../contract/entities';
import { endpointRequest } from '../http/endpointRequest';
import { defineQuery } from '../queryCache/defineQuery';

/*
 * The queries the session itself needs (its reducer reads them to know whether the person has an application). They
 * sit apart from kernel/api/queries.ts so the first load does not register — and carry the codecs of — every
 * application query (tasks, deal team, …), which only the signed-in pages use.
 */

/**
 * ApplicationList (§3): the signed-in person's applications, `GET /v1/customer/application/` (§7). Each item carries
 * its application_profiles. Keyed without arguments: the cache is reset on logout, so it never mixes two people.
 */
export const applicationListQuery = defineQuery<void, Application[]>({
  name: APPLICATION_LIST_QUERY_NAME,
  group: 'ApplicationList',
  request: () => endpointRequest(listApplications, {}),
});

/**
 * ApplicationProfiles (§3): every place the signed-in person holds on an application,
 * `POST /v1/customer/all-application-profiles-from-user/` (§7). A POST that only reads, so it is cached like a GET
 * (but, being a POST, never retried by the HTTP client).
 */
export const applicationProfilesQuery = defineQuery<void, { results: UserApplicationProfile[] }>({
  name: APPLICATION_PROFILES_QUERY_NAME,
  group: 'ApplicationProfiles',
  request: () => endpointRequest(allApplicationProfilesFromUser, { body: {} }),
});
