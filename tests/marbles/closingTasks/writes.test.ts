import type { Action } from '@reduxjs/toolkit';
import { marbles, type Context } from 'rxjs-marbles/jest';
import { bookSlot, closingWriteDone, closingWriteFailed, openClosingScreen, submitWireDetails } from '../../../src/client/features/closingTasks/actions';
import { closingTasksEpic } from '../../../src/client/features/closingTasks/epic';
import { meetingScheduleQuery } from '../../../src/client/features/closingTasks/queries';
import { CLOSING_TASKS_KEY, closingTasksReducer, type ClosingTasksState } from '../../../src/client/features/closingTasks/reducer';
import { tasksQuery } from '../../../src/client/kernel/api/tasksQuery';
import { changesEpic } from '../../../src/client/kernel/changes';
import { createQueryCacheEpic, QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel';
import { SLOT_TAKEN_TEXT } from '../../../src/domain/closingTasks';
import { createTestDeps, errorResult, jsonReply, okResult } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { APP_UUID, application } from '../../unit/app/fixtures';

const SERVER_MS = 100;
const SLOT = '11111111-1111-4111-8111-111111111111';
const MEETINGS = `v1/customer/application/${APP_UUID}/meetings/`;
const slot = { uuid: SLOT, kind: 'appraisal', starts_at: '2026-12-01T17:00:00.000Z', ends_at: '2026-12-01T18:30:00.000Z', time_zone: 'America/Los_Angeles' };
const meeting = { uuid: '22222222-2222-4222-8222-222222222222', kind: 'appraisal', status: 'booked', slot_uuid: SLOT, starts_at: slot.starts_at, ends_at: slot.ends_at, time_zone: slot.time_zone, booked_at: '2026-11-25T20:00:00.000Z' };

/** The appraisal screen open on a fake server whose booking answers `reply`; the schedule follows what was booked. */
function setup(m: Context, reply: 'ok' | 'taken') {
  const deps = createTestDeps({ scheduler: m.scheduler });
  let booked = false;
  deps.http.respond({ method: 'GET', path: `v1/customer/application/${APP_UUID}/` }, () => okResult(application()), { delayMs: SERVER_MS });
  deps.http.respond({ method: 'GET', path: MEETINGS }, () => okResult(booked ? { slots: [], meetings: [meeting] } : { slots: [slot], meetings: [] }), { delayMs: SERVER_MS });
  deps.http.respond({ path: /tasks\/$/ }, jsonReply([]), { delayMs: SERVER_MS });
  deps.http.respond({ path: /customer-changed\/$/ }, jsonReply({ has_changes: true }), { delayMs: SERVER_MS });
  deps.http.respond({ method: 'POST', path: MEETINGS }, () => {
    if (reply === 'taken') return errorResult(409, { detail: SLOT_TAKEN_TEXT });
    booked = true;
    return okResult(meeting);
  }, { delayMs: SERVER_MS });
  deps.http.respond({ method: 'PUT', path: /disbursement-instruction\/$/ }, () => errorResult(400, { detail: 'Invalid request', errors: { routing_number: ['Enter a valid 9-digit routing number'] } }), { delayMs: SERVER_MS });
  const { store, eventLog } = createTestStore({
    reducers: { [QUERY_CACHE_KEY]: queryCacheReducer, [CLOSING_TASKS_KEY]: closingTasksReducer },
    epics: [createQueryCacheEpic(), changesEpic, closingTasksEpic],
    deps,
  });
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  const events = (type: string) => eventLog.entries().filter((e) => e.event.type === type);
  const state = () => (store.getState() as { [CLOSING_TASKS_KEY]: ClosingTasksState })[CLOSING_TASKS_KEY];
  at(0, openClosingScreen({ applicationId: APP_UUID, screen: 'appraisal' }));
  return { deps, store, at, events, state, eventLog };
}

describe('closing-task writes (issue 12 §1, virtual time)', () => {
  it(
    'booking answers writeDone, refetches the Meeting data set at once and reports the change (tasks refresh after)',
    marbles((m) => {
      const { deps, store, at, events, state } = setup(m, 'ok');
      at(1000, bookSlot({ applicationId: APP_UUID, slotUuid: SLOT }, { correlationId: 'book-1' }));
      m.flush();
      expect(deps.http.requestsTo({ method: 'POST', path: MEETINGS }).map((r) => r.body)).toEqual([{ slot_uuid: SLOT }]);
      expect(events(closingWriteDone.type).map((e) => [e.at, e.event.payload, e.event.meta])).toEqual([
        [1000 + SERVER_MS, { applicationId: APP_UUID, write: 'book' }, { kind: 'event', correlationId: 'book-1' }],
      ]);
      // The schedule: fetched on open, then once more right after the booking.
      const gets = deps.http.requestsTo({ method: 'GET', path: MEETINGS });
      expect(gets).toHaveLength(2);
      expect(meetingScheduleQuery.select(store.getState() as never, { uuid: APP_UUID }).data?.meetings.map((x) => x.uuid)).toEqual([meeting.uuid]);
      expect(deps.http.requestsTo({ path: /customer-changed\/$/ })).toHaveLength(1);
      expect(deps.http.requestsTo({ method: 'GET', path: /tasks\/$/ }).length).toBeGreaterThan(1);
      expect(tasksQuery.select(store.getState() as never, { uuid: APP_UUID }).status).toBe('fulfilled');
      expect(state()).toEqual({ applicationId: APP_UUID, done: ['book'] });
    }),
  );

  it(
    'a second press while the first is in flight sends nothing more',
    marbles((m) => {
      const { deps, at } = setup(m, 'ok');
      at(1000, bookSlot({ applicationId: APP_UUID, slotUuid: SLOT }));
      at(1000 + SERVER_MS / 2, bookSlot({ applicationId: APP_UUID, slotUuid: SLOT }));
      m.flush();
      expect(deps.http.requestsTo({ method: 'POST', path: MEETINGS })).toHaveLength(1);
    }),
  );

  it(
    'a taken slot answers writeFailed with the reason; nothing is refetched or reported',
    marbles((m) => {
      const { deps, at, events, state } = setup(m, 'taken');
      at(1000, bookSlot({ applicationId: APP_UUID, slotUuid: SLOT }));
      m.flush();
      expect(events(closingWriteFailed.type).map((e) => e.event.payload)).toEqual([
        { applicationId: APP_UUID, write: 'book', error: expect.objectContaining({ status: 409, data: { detail: SLOT_TAKEN_TEXT } }) },
      ]);
      expect(deps.http.requestsTo({ method: 'GET', path: MEETINGS })).toHaveLength(1);
      expect(deps.http.requestsTo({ path: /customer-changed\/$/ })).toHaveLength(0);
      expect(state().done).toEqual([]);
    }),
  );

  it(
    'the account number is sent in the body only: no event of the log carries it',
    marbles((m) => {
      const { deps, at, events, eventLog } = setup(m, 'ok');
      const values = {
        bank_name: 'First Sandbox Bank', account_holder: 'A B', account_type: 'checking', routing_number: '011000016',
        account_number: '000123456789', account_number_confirmation: '000123456789',
      };
      at(1000, submitWireDetails({ applicationId: APP_UUID, values }));
      m.flush();
      expect(deps.http.requestsTo({ method: 'PUT' }).map((r) => r.body)).toEqual([values]);
      expect(events(closingWriteFailed.type)).toHaveLength(1);
      expect(deps.http.requestsTo({ method: 'PUT' }).every((r) => !r.path.includes('000123456789'))).toBe(true);
      expect(eventLog.entries().length).toBeGreaterThan(3);
      expect(JSON.stringify(eventLog.entries())).not.toContain('000123456789');
    }),
  );
});
