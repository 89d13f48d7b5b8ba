import { marbles } from 'rxjs-marbles/jest';
import {
  dashboardOpened, openDashboard, requestStarted, requestStartFailed, startRequest,
} from '../../../src/client/features/servicing/actions';
import { CHANGE_SETTLE_MS } from '../../../src/client/kernel/changes';
import { queryInvalidate } from '../../../src/client/kernel/queryCache/actions';
import { errorText } from '../../../src/domain/errorText';
import { API_MS, APP_UUID, CHANGED_PATH, REQUEST_UUID, servicingHarness } from './harness';

const CREATE_PATH = `v1/customer/application/${APP_UUID}/servicing-requests/`;
const LIST_PATH = CREATE_PATH;
const GROUPS_PATH = `v1/customer/application/${APP_UUID}/servicing-task-groups/`;

describe('starting a servicing request from the catalogue (issue 11 §2), in virtual time', () => {
  it(
    'creates the request, answers the card, refreshes the requests, reports the change, then opens the request page',
    marbles((m) => {
      const t = servicingHarness(m);
      t.at(0, openDashboard({ applicationId: APP_UUID }));
      t.at(1000, startRequest({ applicationId: APP_UUID, requestType: 'owner-buyout' }, { correlationId: 'card-1' }));
      m.flush();

      expect(t.log.filter((r) => r.method === 'POST' && r.path === CREATE_PATH).map((r) => [r.at, r.body])).toEqual([[1000, { request_type: 'owner-buyout' }]]);
      const started = t.events(requestStarted.type);
      expect(started.map((e) => [e.at, e.action.payload, e.action.meta])).toEqual([
        [1000 + API_MS, { applicationId: APP_UUID, requestUuid: REQUEST_UUID, requestType: 'owner-buyout' }, { kind: 'event', correlationId: 'card-1' }],
      ]);
      // ServicingTasks, ServicingTaskGroups and the refinance task invalidated: the dashboard's request list and its task
      // groups (the "tasks for you" counts) are asked again at once.
      expect(t.seen.filter((s) => queryInvalidate.match(s.action)).map((s) => [s.at, s.action.payload])).toContainEqual([
        1000 + API_MS, { groups: ['ServicingTasks', 'ServicingTaskGroups', 'ProductRefinanceTask'] },
      ]);
      expect(t.times('GET', LIST_PATH)).toContain(1000 + API_MS);
      expect(t.times('GET', GROUPS_PATH)).toEqual([0, 1000 + API_MS]);
      // The §4 change is reported: one customer-changed check after the settle time.
      expect(t.times('POST', CHANGED_PATH)).toEqual([1000 + API_MS + CHANGE_SETTLE_MS]);
      expect(t.deps.navigation.paths).toEqual([`/applications/${APP_UUID}/servicing/${REQUEST_UUID}`]);
    }),
  );

  it(
    'records the day the dashboard opened for, from the injected clock',
    marbles((m) => {
      const t = servicingHarness(m);
      t.at(0, openDashboard({ applicationId: APP_UUID }, { correlationId: 'open-1' }));
      m.flush();
      const opened = t.events(dashboardOpened.type);
      expect(opened).toHaveLength(1);
      expect(opened[0]?.action.meta).toEqual({ kind: 'event', correlationId: 'open-1' });
      expect(t.state().servicing).toMatchObject({ openApplicationId: APP_UUID, today: (opened[0]?.action.payload as { today: string }).today });
    }),
  );

  it(
    'takes "Start a new application" to the new-application flow',
    marbles((m) => {
      const t = servicingHarness(m);
      t.at(0, startRequest({ applicationId: APP_UUID, requestType: 'start-new-application' }));
      m.flush();
      expect(t.deps.navigation.paths).toEqual([`/applications/${APP_UUID}/new-application`]);
    }),
  );

  it(
    'a refusal (409: one of that type is open) answers the card with the server’s sentence; nothing else happens',
    marbles((m) => {
      const t = servicingHarness(m);
      t.server.failNext.set(`POST ${CREATE_PATH}`, { status: 409, data: { detail: 'You already have an open request of this type.' } });
      t.at(0, startRequest({ applicationId: APP_UUID, requestType: 'owner-buyout' }, { correlationId: 'card-2' }));
      m.flush();

      const failed = t.events(requestStartFailed.type);
      expect(failed.map((e) => e.action.meta)).toEqual([{ kind: 'event', correlationId: 'card-2' }]);
      expect(errorText((failed[0]?.action.payload as { error: { status: number; data: unknown } }).error)).toBe('You already have an open request of this type.');
      expect(t.events(requestStarted.type)).toHaveLength(0);
      expect(t.times('POST', CHANGED_PATH)).toEqual([]);
      expect(t.deps.navigation.paths).toEqual([]);
    }),
  );

  it(
    'a second press while the first is on its way starts nothing more',
    marbles((m) => {
      const t = servicingHarness(m);
      t.at(0, startRequest({ applicationId: APP_UUID, requestType: 'hoi-update' }));
      t.at(API_MS / 2, startRequest({ applicationId: APP_UUID, requestType: 'hoi-update' }));
      m.flush();
      expect(t.times('POST', CREATE_PATH)).toEqual([0]);
    }),
  );
});
