import type { Action } from '@reduxjs/toolkit';
import { marbles, type Context } from 'rxjs-marbles/jest';
import type { Message } from '../../../src/contract/messages';
import {
  closeMessagesPage, MESSAGES_KEY, messageReadConfirmed, messageReadFailed, messageReadOptimistically, messagesEpic, messagesReducer,
  openMessagesPage, readMessage,
} from '../../../src/client/features/messages';
import { createQueryCacheEpic, QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel';
import { messagesQuery } from '../../../src/client/kernel/api/messageQueries';
import { initialSessionState, SESSION_KEY } from '../../../src/client/kernel/session/reducer';
import { unreadCount } from '../../../src/domain/messages';
import { createTestDeps, errorResult, fetchErrorResult, jsonReply, type TestDeps } from '../../support/fakeDeps';
import { createTestStore, type TestState } from '../../support/testStore';

const APP = '0b3f6c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70';
const M1 = '1c4f7d2e-6e3b-4d9f-8a2b-3c4d5e6f7a81';
const M2 = '2d5a8e3f-7f4c-4e0a-9b3c-4d5e6f7a8b92';
const SERVER_DELAY_MS = 100;
const SERVER_READ_AT = '2026-11-25T10:00:05.000Z';

const message = (uuid: string, subject: string, read_at: string | null): Message => ({
  uuid: uuid as Message['uuid'], thread: uuid as Message['uuid'], from: { name: 'Maya Okafor', role: 'home-equity-officer' }, subject, body: 'Hello.', sent_at: '2026-11-25T09:00:00.000Z', read_at,
});
const INBOX = [message(M2, 'Closing date', null), message(M1, 'Welcome', '2026-11-24T08:00:00.000Z')];

/** A store with the query cache, the messages feature and a session (ops or not), the inbox answering after a delay. */
function setup(m: Context, opts: { ops?: boolean; read?: 'ok' | 'refused' | 'offline' } = {}) {
  const deps: TestDeps = createTestDeps({ scheduler: m.scheduler });
  deps.http.respond({ method: 'GET', path: `v1/customer/application/${APP}/messages/` }, jsonReply(INBOX), { delayMs: SERVER_DELAY_MS });
  const readReply = opts.read === 'refused' ? errorResult(403, { detail: 'Operations users have a read-only view.' }) : opts.read === 'offline' ? fetchErrorResult() : jsonReply({ ...message(M2, 'Closing date', SERVER_READ_AT) });
  deps.http.respond({ method: 'POST', path: `v1/customer/application/${APP}/messages/${M2}/read/` }, readReply, { delayMs: SERVER_DELAY_MS });
  const session = { ...initialSessionState, isOps: opts.ops ?? false };
  const { store, eventLog } = createTestStore({
    reducers: { [QUERY_CACHE_KEY]: queryCacheReducer, [MESSAGES_KEY]: messagesReducer, [SESSION_KEY]: () => session },
    epics: [createQueryCacheEpic(), messagesEpic],
    deps,
  });
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  const unread = () => {
    const data = messagesQuery.select(store.getState() as TestState, { uuid: APP }).data;
    return data ? unreadCount(data) : null;
  };
  const reads = () => deps.http.requestsTo({ method: 'POST', path: /\/read\/$/ }).length;
  const events = <E>(match: (a: unknown) => a is E): E[] => eventLog.entries().map((e): unknown => e.event).filter(match);
  const failures = () => (store.getState() as { [MESSAGES_KEY]: { readFailures: Record<string, unknown> } })[MESSAGES_KEY].readFailures;
  return { at, unread, reads, events, failures, deps };
}

describe('reading a message (issue 12 §1, virtual time)', () => {
  it(
    'opening an unread message marks it read at once (the unread count drops before the server answers), then keeps the server’s time',
    marbles((m) => {
      const { at, unread, reads, events } = setup(m);
      at(0, openMessagesPage({ applicationId: APP, messageUuid: M2 }));
      m.scheduler.schedule(() => expect(unread()).toBeNull(), SERVER_DELAY_MS - 1);
      m.scheduler.schedule(() => {
        // The inbox arrived at 100 ms; the read is shown at once, its POST still in flight.
        expect(unread()).toBe(0);
        expect(reads()).toBe(1);
      }, SERVER_DELAY_MS + 1);
      m.flush();
      expect(unread()).toBe(0);
      expect(events(messageReadOptimistically.match)).toHaveLength(1);
      expect(events(messageReadConfirmed.match).map((e) => e.payload)).toEqual([{ applicationId: APP, messageUuid: M2, readAt: SERVER_READ_AT }]);
      expect(reads()).toBe(1);
    }),
  );

  it(
    'a refused read rolls back: the message is unread again, with the §8 error, and "Try again" reads it once more',
    marbles((m) => {
      const { at, unread, reads, events, failures, deps } = setup(m, { read: 'refused' });
      at(0, openMessagesPage({ applicationId: APP, messageUuid: M2 }));
      m.scheduler.schedule(() => expect(unread()).toBe(0), SERVER_DELAY_MS + 1);
      m.scheduler.schedule(() => {
        expect(unread()).toBe(1);
        expect(Object.keys(failures())).toEqual([M2]);
        deps.http.respond({ method: 'POST', path: `v1/customer/application/${APP}/messages/${M2}/read/` }, jsonReply(message(M2, 'Closing date', SERVER_READ_AT)), { delayMs: SERVER_DELAY_MS });
      }, 2 * SERVER_DELAY_MS + 1);
      at(1000, readMessage({ applicationId: APP, messageUuid: M2 }));
      m.flush();
      expect(events(messageReadFailed.match).map((e) => e.payload.error.status)).toEqual([403]);
      expect(reads()).toBe(2);
      expect(unread()).toBe(0);
      expect(failures()).toEqual({});
    }),
  );

  it(
    'a read lost to the network rolls back too',
    marbles((m) => {
      const { at, unread, events } = setup(m, { read: 'offline' });
      at(0, openMessagesPage({ applicationId: APP, messageUuid: M2 }));
      m.flush();
      expect(unread()).toBe(1);
      expect(events(messageReadFailed.match).map((e) => e.payload.error.status)).toEqual(['FETCH_ERROR']);
    }),
  );

  it(
    'the ops view never marks a message read (§6): no optimistic change, no request',
    marbles((m) => {
      const { at, unread, reads, events } = setup(m, { ops: true });
      at(0, openMessagesPage({ applicationId: APP, messageUuid: M2 }));
      at(500, readMessage({ applicationId: APP, messageUuid: M2 }));
      m.flush();
      expect(unread()).toBe(1);
      expect(reads()).toBe(0);
      expect(events(messageReadOptimistically.match)).toEqual([]);
    }),
  );

  it(
    'a message already read, the inbox, and a page left before the messages arrive send no read',
    marbles((m) => {
      const { at, reads } = setup(m);
      at(0, openMessagesPage({ applicationId: APP, messageUuid: M1 }));
      at(0, openMessagesPage({ applicationId: APP, messageUuid: null }));
      at(0, openMessagesPage({ applicationId: APP, messageUuid: M2 }));
      at(SERVER_DELAY_MS / 2, closeMessagesPage({ applicationId: APP, messageUuid: M2 }));
      m.flush();
      expect(reads()).toBe(0);
    }),
  );

  it(
    'reading twice while the first read runs sends one request',
    marbles((m) => {
      const { at, reads } = setup(m);
      at(0, openMessagesPage({ applicationId: APP, messageUuid: null }));
      at(SERVER_DELAY_MS + 10, readMessage({ applicationId: APP, messageUuid: M2 }));
      at(SERVER_DELAY_MS + 20, readMessage({ applicationId: APP, messageUuid: M2 }));
      m.flush();
      expect(reads()).toBe(1);
    }),
  );
});
