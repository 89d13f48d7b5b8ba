import { marbles, type Context } from 'rxjs-marbles/jest';
import { unwatchApplication, watchApplication } from '../../../src/client/features/ops/actions';
import {
  investmentQuery, payoffStatementQuery, productRefinanceTaskQuery, servicingRequestQuery, servicingRequestsQuery,
  servicingTaskGroupsQuery, servicingTasksQuery,
} from '../../../src/client/kernel/api/servicingQueries';
import type { ServicingRequest } from '../../../src/contract/servicing/request';
import { APP_UUID, application } from '../../unit/app/fixtures';
import { BUYOUT_UUID, servicingRequest, servicingTask, servicingTaskGroup } from '../../unit/tasks/servicingFixtures';
import { APP_PATH, opsPollingHarness } from './harness';

const REQUEST_PATH = `v1/customer/servicing-request/${BUYOUT_UUID}/`;
/** What the investment dashboard and an open owner-buyout request page read (issue 11 §2), by endpoint path. */
const PATHS = {
  investment: `${APP_PATH}investment/`,
  requests: `${APP_PATH}servicing-requests/`,
  tasks: `${APP_PATH}servicing-tasks/`,
  taskGroups: `${APP_PATH}servicing-task-groups/`,
  request: REQUEST_PATH,
  payoff: `${REQUEST_PATH}payoff-statement/`,
  refinanceTask: `${REQUEST_PATH}refinance-task/`,
} as const;

const APP_ARGS = { uuid: APP_UUID };
const REQUEST_ARGS = { uuid: BUYOUT_UUID };
/** The subscriptions of the dashboard and the request page under the ops banner. */
const PAGE_SUBSCRIPTIONS = [
  investmentQuery.subscribe(APP_ARGS),
  servicingRequestsQuery.subscribe(APP_ARGS),
  servicingTasksQuery.subscribe(APP_ARGS),
  servicingTaskGroupsQuery.subscribe(APP_ARGS),
  servicingRequestQuery.subscribe(REQUEST_ARGS),
  payoffStatementQuery.subscribe(REQUEST_ARGS),
  productRefinanceTaskQuery.subscribe(REQUEST_ARGS),
];

/**
 * The ops harness over a funded application whose servicing data a "back office" can move: `request` is what the
 * servicing endpoints answer now.
 */
function setup(m: Context) {
  const backOffice = { request: servicingRequest() as ServicingRequest };
  const t = opsPollingHarness(m, {
    others: {
      [PATHS.investment]: () => ({ investment: null }),
      [PATHS.requests]: () => [backOffice.request],
      [PATHS.tasks]: () => [servicingTask()],
      [PATHS.taskGroups]: () => [servicingTaskGroup({ request_status: backOffice.request.status })],
      [PATHS.request]: () => backOffice.request,
      [PATHS.payoff]: () => ({ payoff_statement: null }),
      [PATHS.refinanceTask]: () => ({ task: null }),
    },
  });
  t.server.app = application({ stage: 'closed-won', customer_stage: 'closed' });
  /** The servicing team moves the request on; the sandbox bumps the application's version and `updated_at`. */
  const moveRequest = (status: ServicingRequest['status'], updatedAt: string) => {
    backOffice.request = { ...backOffice.request, status, next_actor: 'provider', updated_at: updatedAt };
    t.change({ updated_at: updatedAt });
  };
  const servicingTimes = () => Object.fromEntries(Object.entries(PATHS).map(([name, path]) => [name, t.timesOf(path)]));
  return { ...t, moveRequest, servicingTimes };
}

const watch = watchApplication({ applicationId: APP_UUID });
const unwatch = unwatchApplication({ applicationId: APP_UUID });
const everyPath = (times: number[]) => Object.fromEntries(Object.keys(PATHS).map((name) => [name, times]));

describe('the ops view refreshes a funded customer’s servicing pages with the 3000 ms poll (issue 11 §4)', () => {
  it(
    'a poll that brings a changed application refetches every servicing query once, and the open request page shows the new status',
    marbles((m) => {
      const t = setup(m);
      t.send(0, watch);
      for (const subscribe of PAGE_SUBSCRIPTIONS) t.send(0, subscribe);
      t.at(4000, () => t.moveRequest('processing', '2026-11-21T09:00:00.000Z'));
      let statusBefore: string | undefined;
      let statusAfter: string | undefined;
      t.at(6150, () => (statusBefore = servicingRequestQuery.select(t.state(), REQUEST_ARGS).data?.status));
      t.at(6300, () => (statusAfter = servicingRequestQuery.select(t.state(), REQUEST_ARGS).data?.status));
      t.send(12_500, unwatch);
      m.flush();

      // 3000: 304; 6000: v2 answered at 6100 → everything the pages show is fetched once more; 9000, 12000: 304 again.
      expect(t.appTimes(true)).toEqual([3000, 6000, 9000, 12_000]);
      expect(t.events('ops/applicationChanged').map((e) => [e.at, (e.event.payload as { changed: string[] }).changed])).toEqual([[6100, ['updated_at']]]);
      expect(t.servicingTimes()).toEqual(everyPath([0, 6100]));
      expect(t.appTimes(false)).toEqual([0]); // never a second application request of the cache's own
      expect([statusBefore, statusAfter]).toEqual(['pending', 'processing']);
      expect(servicingTaskGroupsQuery.select(t.state(), APP_ARGS).data?.[0]?.request_status).toBe('processing');
    }),
  );

  it(
    'polls that find the application unchanged (304) refetch nothing',
    marbles((m) => {
      const t = setup(m);
      t.send(0, watch);
      for (const subscribe of PAGE_SUBSCRIPTIONS) t.send(0, subscribe);
      t.send(12_500, unwatch);
      m.flush();

      expect(t.appTimes(true)).toEqual([3000, 6000, 9000, 12_000]);
      expect(t.events('ops/applicationUnchanged').map((e) => e.at)).toEqual([3100, 6100, 9100, 12_100]);
      expect(t.servicingTimes()).toEqual(everyPath([0]));
      expect(t.events('query/invalidated')).toEqual([]);
    }),
  );
});
