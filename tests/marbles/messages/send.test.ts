import type { Action } from '@reduxjs/toolkit';
import { marbles, type Context } from 'rxjs-marbles/jest';
import type { Message } from '../../../src/contract/messages';
import {
  MESSAGES_KEY, messageSendFailed, messageSent, messagesEpic, messagesReducer, openMessagesPage, writeMessage,
} from '../../../src/client/features/messages';
import { createQueryCacheEpic, QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel';
import { messagesQuery } from '../../../src/client/kernel/api/messageQueries';
import { changesEpic } from '../../../src/client/kernel/changes/epic';
import { initialSessionState, SESSION_KEY } from '../../../src/client/kernel/session/reducer';
import { createTestDeps, errorResult, fetchErrorResult, jsonReply, type TestDeps } from '../../support/fakeDeps';
import { createTestStore, type TestState } from '../../support/testStore';

const APP = '0b3f6c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70';
const M1 = '1c4f7d2e-6e3b-4d9f-8a2b-3c4d5e6f7a81';
const SENT = '3e6b9f40-8a5d-4f1b-8c4d-5e6f7a8b9c03';
const DELAY_MS = 100;
const SECRET = 'My account number is 1234';

const message = (uuid: string, thread: string, role: Message['from']['role'], body: string): Message => ({
  uuid: uuid as Message['uuid'], thread: thread as Message['uuid'], from: { name: role === 'homeowner' ? 'Uma Rossi' : 'Maya Okafor', role },
  subject: 'Welcome', body, sent_at: '2026-11-25T09:00:00.000Z', read_at: '2026-11-25T09:00:00.000Z',
});
const INBOX = [message(M1, M1, 'home-equity-officer', 'Hello.')];

type Answer = 'ok' | 'refused' | 'offline';

/** A store with the query cache, the messages feature and the §4 change fan-out; the inbox and the send answer after a delay. */
function setup(m: Context, answer: Answer) {
  const deps: TestDeps = createTestDeps({ scheduler: m.scheduler });
  deps.http.respond({ method: 'GET', path: `v1/customer/application/${APP}/messages/` }, jsonReply(INBOX), { delayMs: DELAY_MS });
  const reply = answer === 'ok' ? jsonReply(message(SENT, M1, 'homeowner', SECRET))
    : answer === 'refused' ? errorResult(400, { detail: 'Invalid request', errors: { body: ['Write your message.'] } })
      : fetchErrorResult();
  deps.http.respond({ method: 'POST', path: `v1/customer/application/${APP}/messages/${M1}/replies/` }, reply, { delayMs: DELAY_MS });
  deps.http.respond({ method: 'POST', path: `v1/customer/application/${APP}/messages/` }, jsonReply(message(SENT, SENT, 'homeowner', SECRET)), { delayMs: DELAY_MS });
  deps.http.respond({ method: 'POST', path: `v1/customer/application/${APP}/customer-changed/` }, jsonReply({ has_changes: true }), { delayMs: DELAY_MS });
  const { store, eventLog } = createTestStore({
    reducers: { [QUERY_CACHE_KEY]: queryCacheReducer, [MESSAGES_KEY]: messagesReducer, [SESSION_KEY]: () => initialSessionState },
    epics: [createQueryCacheEpic(), messagesEpic, changesEpic],
    deps,
  });
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  const cached = () => messagesQuery.select(store.getState() as TestState, { uuid: APP }).data?.map((x) => x.uuid);
  const count = (method: 'GET' | 'POST', path: RegExp) => deps.http.requestsTo({ method, path }).length;
  const events = () => eventLog.entries().map((e) => e.event as Action & { payload?: unknown; meta?: { correlationId?: string } });
  return { at, cached, count, events, deps };
}

const reply = (body: string) => writeMessage({ applicationId: APP, threadUuid: M1, subject: '', body }, { correlationId: 'c-1' });

describe('sending a message (virtual time)', () => {
  it(
    'a reply: one POST, the outcome answers the form’s correlation id, the thread shows it at once, then the fan-out refreshes Messages',
    marbles((m) => {
      const { at, cached, count, events } = setup(m, 'ok');
      at(0, openMessagesPage({ applicationId: APP, messageUuid: M1 }));
      at(500, reply(SECRET));
      m.scheduler.schedule(() => expect(cached()).toEqual([SENT, M1]), 500 + DELAY_MS + 1);
      m.flush();
      const sent = events().filter((e) => messageSent.match(e));
      expect(sent.map((e) => [e.payload, e.meta?.correlationId])).toEqual([[{ applicationId: APP, messageUuid: SENT, threadUuid: M1, reply: true }, 'c-1']]);
      expect(count('POST', /\/replies\/$/)).toBe(1);
      // §4: the write is reported (after the settle time), has_changes → the Messages data set is fetched again.
      expect(count('POST', /customer-changed\/$/)).toBe(1);
      expect(count('GET', /\/messages\/$/)).toBe(2);
      // The message's text is in no event the log keeps, but the cache's own data.
      expect(JSON.stringify(events().filter((e) => !String(e.type).startsWith('query/')))).not.toContain(SECRET);
    }),
  );

  it(
    'a new message opens its thread’s page once the Messages data set holds it',
    marbles((m) => {
      const { at, cached, deps } = setup(m, 'ok');
      at(0, openMessagesPage({ applicationId: APP, messageUuid: null }));
      at(500, writeMessage({ applicationId: APP, threadUuid: null, subject: 'Appraisal', body: SECRET }, { correlationId: 'c-2' }));
      m.scheduler.schedule(() => {
        expect(cached()).toEqual([SENT, M1]);
        expect(deps.navigation.paths).toEqual([`/applications/${APP}/messages/${SENT}`]);
      }, 500 + DELAY_MS + 1);
      m.flush();
      expect(deps.navigation.paths).toEqual([`/applications/${APP}/messages/${SENT}`]);
    }),
  );

  it(
    'a refusal answers the form with the server’s field error; nothing is added, nothing reported, no page change',
    marbles((m) => {
      const { at, cached, count, events, deps } = setup(m, 'refused');
      at(0, openMessagesPage({ applicationId: APP, messageUuid: M1 }));
      at(500, reply(' '));
      m.flush();
      const failed = events().filter((e) => messageSendFailed.match(e));
      expect(failed.map((e) => [(e.payload as { error: { status: unknown } }).error.status, e.meta?.correlationId])).toEqual([[400, 'c-1']]);
      expect(cached()).toEqual([M1]);
      expect(count('POST', /customer-changed\/$/)).toBe(0);
      expect(deps.navigation.paths).toEqual([]);
    }),
  );

  it(
    'a network failure answers the form with FETCH_ERROR after one attempt (a POST is never sent twice by itself)',
    marbles((m) => {
      const { at, cached, count, events } = setup(m, 'offline');
      at(0, openMessagesPage({ applicationId: APP, messageUuid: M1 }));
      at(500, reply(SECRET));
      m.flush();
      expect(events().filter((e) => messageSendFailed.match(e)).map((e) => (e.payload as { error: { status: unknown } }).error.status)).toEqual(['FETCH_ERROR']);
      expect(count('POST', /\/replies\/$/)).toBe(1);
      expect(cached()).toEqual([M1]);
    }),
  );

  it(
    'a second press while the first is on its way is ignored; a hand-made command with a bad id fails without a request',
    marbles((m) => {
      const { at, count, events } = setup(m, 'ok');
      at(0, openMessagesPage({ applicationId: APP, messageUuid: M1 }));
      at(500, reply('One'));
      at(510, reply('One'));
      at(1000, writeMessage({ applicationId: APP, threadUuid: 'nope', subject: '', body: 'x' }, { correlationId: 'c-3' }));
      m.flush();
      expect(count('POST', /\/replies\/$/)).toBe(1);
      expect(events().filter((e) => messageSendFailed.match(e)).map((e) => (e.payload as { error: { status: unknown } }).error.status)).toEqual([404]);
    }),
  );
});
