/** The States query's name (kernel/api/statesQuery), apart from its module so a page can read its cache entry first. */
export const STATES_QUERY_NAME = 'states';
