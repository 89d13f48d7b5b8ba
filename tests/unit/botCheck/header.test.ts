import type { AnyAction } from '@reduxjs/toolkit';
import { asyncScheduler } from 'rxjs';
import { loggedIn, loginWithPassword } from '../../../src/client/features/auth/actions';
import { authEpic } from '../../../src/client/features/auth/epic';
import { authReducer } from '../../../src/client/features/auth/reducer';
import { createHttpClient } from '../../../src/client/kernel/http/client';
import { sessionEpic } from '../../../src/client/kernel/session/epic';
import { sessionReducer, type SessionState } from '../../../src/client/kernel/session/reducer';
import { createTestDeps } from '../../support/fakeDeps';
import { createFakeFetch, jsonResponse } from '../../support/fakeFetch';
import { createTestStore } from '../../support/testStore';
import { application, makeToken } from '../app/fixtures';

describe('§7: the HTTP client sends the stored bot-check token as Turnstile-Token on the protected call only', () => {
  it('token-auth carries the widget’s token; the application list fetched right after it does not', async () => {
    const fake = createFakeFetch((call) =>
      call.url.endsWith('/token-auth/') ? jsonResponse({ token: makeToken({ expSeconds: Date.now() / 1000 + 3600 }) }) : jsonResponse([application()]),
    );
    let readSession: () => SessionState = () => {
      throw new Error('store not built yet');
    };
    const http = createHttpClient({
      fetch: fake.fetch,
      getToken: () => readSession().token,
      getTurnstileToken: () => readSession().turnstileToken,
      scheduler: asyncScheduler,
    });
    const deps = createTestDeps({ scheduler: asyncScheduler, http: http as never });
    deps.botCheck.value.token = 'turnstile-abc';
    const { store } = createTestStore({ reducers: { session: sessionReducer, auth: authReducer }, epics: [sessionEpic, authEpic], deps });
    readSession = () => (store.getState() as { session: SessionState }).session;

    const outcome = (await store.dispatch(loginWithPassword({ email: 'jane@example.com', password: 'pw' }, { correlationId: 'c1' }))) as unknown as AnyAction;

    expect(loggedIn.match(outcome)).toBe(true);
    const headers = fake.calls.map((c) => [new URL(c.url, 'http://x').pathname, c.headers['turnstile-token'] ?? null]);
    expect(headers).toEqual([
      ['/api/v1/token-auth/', 'turnstile-abc'],
      ['/api/v1/customer/application/', null],
    ]);
    expect(readSession().turnstileToken).toBeNull();
  });
});
