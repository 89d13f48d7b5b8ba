import { configureStore, createReducer } from '@reduxjs/toolkit';
import { filter, map, mergeMap, of, timer, VirtualTimeScheduler } from 'rxjs';
import {
  defineCommand,
  defineEvent,
  newCorrelationId,
  outcomeOf,
  sendAndAwait,
  type AnyEventAction,
  type AppEpic,
} from '../../../src/client/kernel';
import { createTestDeps } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';

const login = defineCommand<{ email: string; password: string; delayMs?: number }>('test/login');
const loggedIn = defineEvent<{ email: string }>('test/loggedIn');
const loginFailed = defineEvent<{ detail: string }>('test/loginFailed');
const pinged = defineEvent('test/pinged');

/** Answers a login with success for the right password, failure otherwise; synchronously unless `delayMs` (virtual). */
const loginEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(login.match),
    mergeMap((command) => {
      const outcome = () =>
        command.payload.password === 'right'
          ? outcomeOf(command, loggedIn, { email: command.payload.email })
          : outcomeOf(command, loginFailed, { detail: 'Unable to log in with provided credentials.' });
      return command.payload.delayMs === undefined ? of(outcome()) : timer(command.payload.delayMs, deps.scheduler).pipe(map(outcome));
    }),
  );

const who = createReducer({ email: '' }, (b) => b.addCase(loggedIn, (_, { payload }) => ({ email: payload.email })));

function setup() {
  const scheduler = new VirtualTimeScheduler();
  const deps = createTestDeps({ scheduler });
  return { ...createTestStore({ reducers: { who }, epics: [loginEpic], deps }), scheduler };
}

const settlePromises = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('awaiting the outcome of a command (architecture "Commands and events")', () => {
  it('resolves with the matching success event, after the state already reflects it', async () => {
    const { store } = setup();
    const outcome = await store.dispatch(login({ email: 'a@b.c', password: 'right' }, { correlationId: 'c-1' }));
    expect(outcome).toEqual(loggedIn({ email: 'a@b.c' }, { correlationId: 'c-1' }));
    expect(store.getState()['who']).toEqual({ email: 'a@b.c' });
  });

  it('resolves with the failure event so a form can show the server error', async () => {
    const { store } = setup();
    const outcome = await store.dispatch(login({ email: 'a@b.c', password: 'wrong' }, { correlationId: newCorrelationId() }));
    expect(loginFailed.match(outcome) && outcome.payload.detail).toBe('Unable to log in with provided credentials.');
  });

  it('resolves each of two concurrent commands with its own outcome only, ignoring other events', async () => {
    const { store, scheduler } = setup();
    const slow = store.dispatch(login({ email: 'slow@b.c', password: 'wrong', delayMs: 20 }, { correlationId: 'slow' }));
    const fast = store.dispatch(login({ email: 'fast@b.c', password: 'right', delayMs: 1 }, { correlationId: 'fast' }));
    store.dispatch(pinged(undefined, { correlationId: 'unrelated' }));
    store.dispatch(pinged());

    scheduler.flush();
    expect(await slow).toEqual(loginFailed({ detail: 'Unable to log in with provided credentials.' }, { correlationId: 'slow' }));
    expect(await fast).toEqual(loggedIn({ email: 'fast@b.c' }, { correlationId: 'fast' }));
  });

  it('does not resolve on an event with another correlation id', async () => {
    const { store } = setup();
    let resolved = false;
    void store.dispatch(login({ email: 'a@b.c', password: 'right', delayMs: 50 }, { correlationId: 'mine' })).then(() => (resolved = true));
    store.dispatch(loggedIn({ email: 'x@y.z' }, { correlationId: 'theirs' }));
    await settlePromises();
    expect(resolved).toBe(false);
  });

  it('types dispatch of a correlated command as a Promise of its outcome, and of a plain command as the action', () => {
    const { store } = setup();
    const awaited = store.dispatch(login({ email: 'a@b.c', password: 'right' }, { correlationId: 'typed' }));
    expectTypeOf(awaited).toEqualTypeOf<Promise<AnyEventAction>>();
    expect(awaited).toBeInstanceOf(Promise);
    const plain = store.dispatch(login({ email: 'a@b.c', password: 'right' }));
    expectTypeOf(plain).not.toEqualTypeOf<Promise<AnyEventAction>>();
  });

  it('returns the action itself for a command without a correlation id', () => {
    const { store } = setup();
    const command = login({ email: 'a@b.c', password: 'right' });
    expect(store.dispatch(command)).toBe(command);
  });

  it('sendAndAwait adds a correlation id when the command has none', async () => {
    const { store } = setup();
    const outcome = await sendAndAwait(store.dispatch, login({ email: 'a@b.c', password: 'right' }));
    expect(loggedIn.match(outcome)).toBe(true);
    expect(typeof outcome.meta.correlationId).toBe('string');
  });

  it('sendAndAwait rejects clearly when the store lacks the middleware', async () => {
    const bare = configureStore({ reducer: { who } });
    await expect(sendAndAwait(bare.dispatch, login({ email: 'a@b.c', password: 'right' }))).rejects.toThrow(/correlationMiddleware/);
  });

  it('newCorrelationId gives distinct ids', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newCorrelationId()));
    expect(ids.size).toBe(100);
  });

  it('keeps one waiting table per store', async () => {
    const a = setup();
    const b = setup();
    const fromA = a.store.dispatch(login({ email: 'a@b.c', password: 'right', delayMs: 1 }, { correlationId: 'same' }));
    const outcomeB = await b.store.dispatch(login({ email: 'b@b.c', password: 'wrong' }, { correlationId: 'same' }));
    expect(loginFailed.match(outcomeB)).toBe(true);
    a.scheduler.flush();
    expect(loggedIn.match(await fromA)).toBe(true);
  });
});
