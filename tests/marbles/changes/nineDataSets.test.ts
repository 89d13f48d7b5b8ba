import type { Action } from '@reduxjs/toolkit';
import { marbles, type Context } from 'rxjs-marbles/jest';
import { createQueryCacheEpic, queryCacheReducer, QUERY_CACHE_KEY, type AnyQueryDef } from '../../../src/client/kernel';
import { documentsQuery, envelopeQuery, investmentEstimateQuery, snapshotsQuery } from '../../../src/client/kernel/api/closingQueries';
import { applicationFormQuery, SECTION_QUERIES, sectionQueryOf } from '../../../src/client/kernel/api/formQueries';
import { messagesQuery } from '../../../src/client/kernel/api/messageQueries';
import { applicationQuery, backgroundTasksQuery, dealTeamQuery } from '../../../src/client/kernel/api/queries';
import { tasksQuery } from '../../../src/client/kernel/api/tasksQuery';
import { consentsQuery } from '../../../src/client/kernel/api/qualificationQueries';
import { servicingRequestsQuery, servicingTasksQuery } from '../../../src/client/kernel/api/servicingQueries';
import { changesEpic, reportCustomerChange } from '../../../src/client/kernel/changes';
import { HAS_CHANGES_GROUPS, type DataGroup } from '../../../src/client/kernel/queryCache/dataGroups';
import { createTestDeps, okResult } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';

/*
 * §4 has_changes with the app's real cached queries (issue 12 §1/§4): each of the nine data sets — application,
 * e-sign envelope, declaration, documents, messages, liens, payoffs, servicing tasks, tasks — is a query the pages
 * really subscribe, and one `has_changes: true` refetches every subscribed one of them exactly once, nothing else.
 */

const APP = '0b3f6c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70';
const SERVER_DELAY_MS = 50;
const args = { uuid: APP };

/** The real queries of the nine groups, as the pages subscribe them (the sections' records included). */
const NINE: readonly AnyQueryDef[] = [
  applicationQuery, applicationFormQuery, envelopeQuery, sectionQueryOf('declarations'), documentsQuery, consentsQuery, messagesQuery,
  sectionQueryOf('liens'), sectionQueryOf('mortgage-details'), sectionQueryOf('payoffs'), servicingTasksQuery, servicingRequestsQuery, tasksQuery,
];
/** Real queries of other groups, subscribed alongside: a has_changes answer must leave them alone. */
const OTHERS: readonly AnyQueryDef[] = [
  dealTeamQuery, snapshotsQuery, investmentEstimateQuery, backgroundTasksQuery, sectionQueryOf('personal-information'), sectionQueryOf('investment-information'),
];

function setup(m: Context, hasChanges: boolean) {
  const deps = createTestDeps({ scheduler: m.scheduler });
  deps.http.respond({ method: 'GET' }, okResult({}), { delayMs: SERVER_DELAY_MS });
  deps.http.respond({ path: /customer-changed\/$/ }, okResult({ has_changes: hasChanges }), { delayMs: SERVER_DELAY_MS });
  const { store } = createTestStore({ reducers: { [QUERY_CACHE_KEY]: queryCacheReducer }, epics: [createQueryCacheEpic(), changesEpic], deps });
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  for (const q of [...NINE, ...OTHERS]) at(0, q.subscribe(args));
  /** Requests of each query after its first load, by query name. */
  const refetches = (queries: readonly AnyQueryDef[]) =>
    Object.fromEntries(queries.map((q) => [q.name, deps.http.requestsTo({ method: 'GET', path: q.request(args).path }).length - 1]));
  return { at, refetches };
}

describe('§4 has_changes refreshes the nine real data sets (issue 12 §1)', () => {
  it('every one of the nine groups has a real query of the app, and the test subscribes one of each', () => {
    const groups = new Set<DataGroup>(NINE.map((q) => q.group));
    expect([...groups].sort()).toEqual([...HAS_CHANGES_GROUPS].sort());
    expect(OTHERS.every((q) => !HAS_CHANGES_GROUPS.includes(q.group))).toBe(true);
    // Every section's record belongs to a group; the declaration, liens and payoffs ones to the §4 groups.
    expect(SECTION_QUERIES.declarations.group).toBe('Declaration');
    expect([SECTION_QUERIES.liens.group, SECTION_QUERIES.payoffs.group]).toEqual(['Liens', 'Payoffs']);
  });

  it(
    'has_changes true refetches each subscribed query of the nine groups exactly once, and no other',
    marbles((m) => {
      const { at, refetches } = setup(m, true);
      at(1000, reportCustomerChange({ applicationId: APP }));
      m.flush();
      expect(refetches(NINE)).toEqual(Object.fromEntries(NINE.map((q) => [q.name, 1])));
      expect(refetches(OTHERS)).toEqual(Object.fromEntries(OTHERS.map((q) => [q.name, 0])));
    }),
  );

  it(
    'has_changes false refetches none of them',
    marbles((m) => {
      const { at, refetches } = setup(m, false);
      at(1000, reportCustomerChange({ applicationId: APP }));
      m.flush();
      expect(Object.values({ ...refetches(NINE), ...refetches(OTHERS) }).every((n) => n === 0)).toBe(true);
    }),
  );
});
