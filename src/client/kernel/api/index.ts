/**
 * Shared query definitions of the §3 data groups used by more than one feature (architecture "Remote data").
 * Importing this module registers them with the query cache.
 */
export * from './queries';
