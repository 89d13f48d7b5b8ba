import { registeredQueries } from '../../src/client/kernel/queryCache/defineQuery';

/**
 * The queries the portal's own modules declared, without those tests declare for themselves (named `unit/…` or
 * `test/…`): unit and marble files share their worker's modules, so the registry also holds the queries of the files
 * that ran before.
 */
export function clientQueries(): ReturnType<typeof registeredQueries> {
  return registeredQueries().filter((q) => !/^(unit|test)\//.test(q.name));
}
