import { OPS_REFRESH_GROUPS } from '../../../src/client/features/ops/epic';
import * as servicingQueries from '../../../src/client/kernel/api/servicingQueries';
import type { AnyQueryDef } from '../../../src/client/kernel/queryCache/defineQuery';

/** Every cached query the servicing pages read (the exports of kernel/api/servicingQueries that are queries). */
const SERVICING_QUERIES = Object.values(servicingQueries).filter(
  (value): value is AnyQueryDef => typeof value === 'object' && value !== null && 'group' in value && 'subscribe' in value,
);

describe('what a changed ops poll refreshes (§4, issue 11 §4)', () => {
  it('covers every data group the investment dashboard and servicing request pages read', () => {
    // A query added to the servicing pages later is covered by the same check.
    expect(SERVICING_QUERIES.map((q) => q.name)).toEqual(
      expect.arrayContaining(['investment', 'payoffStatement', 'productRefinanceTask', 'servicingRequest', 'servicingRequests', 'servicingTaskGroups', 'servicingTasks']),
    );
    for (const query of SERVICING_QUERIES) expect(OPS_REFRESH_GROUPS, query.name).toContain(query.group);
  });

  it('names the §3 servicing groups: ServicingTasks, ServicingTaskGroups, AgreementSummary and {product}RefinanceTask', () => {
    expect(OPS_REFRESH_GROUPS).toEqual(expect.arrayContaining(['ServicingTasks', 'ServicingTaskGroups', 'AgreementSummary', 'ProductRefinanceTask']));
  });
});
