/**
 * Names of the queries the session reducer folds (kernel/api/queries), apart from their modules: the reducer is in the
 * first load, the queries' codecs are not (they come with the pages that subscribe).
 */
export const APPLICATION_QUERY_NAME = 'application';
/** See {@link APPLICATION_QUERY_NAME}: the signed-in person's applications (ApplicationList). */
export const APPLICATION_LIST_QUERY_NAME = 'applicationList';
/** See {@link APPLICATION_QUERY_NAME}: the signed-in person's places on applications (ApplicationProfiles). */
export const APPLICATION_PROFILES_QUERY_NAME = 'applicationProfiles';
/** See {@link APPLICATION_QUERY_NAME}: the signed-in person's own profile (LoggedUser). */
export const LOGGED_USER_QUERY_NAME = 'loggedUser';
