import fc from 'fast-check';
import { combineReducers, configureStore, createReducer, type UnknownAction } from '@reduxjs/toolkit';
import { createEpicMiddleware } from 'redux-observable';
import { filter, map } from 'rxjs';
import { createEventLog, defineCommand, defineEvent, replay, type AppEpic, type LoggedEvent } from '../../../src/client/kernel';

const addItem = defineCommand<{ name: string }>('cart/addItem');
const itemAdded = defineEvent<{ name: string }>('cart/itemAdded');
const cartCleared = defineEvent('cart/cleared');
const totalRecomputed = defineEvent<{ count: number }>('cart/totalRecomputed');

const items = createReducer<string[]>([], (b) =>
  b.addCase(itemAdded, (s, { payload }) => [...s, payload.name]).addCase(cartCleared, () => []),
);
const total = createReducer({ count: 0 }, (b) => b.addCase(totalRecomputed, (_, { payload }) => ({ count: payload.count })));
const rootReducer = combineReducers({ items, total });
type State = ReturnType<typeof rootReducer>;

/** A command handler and a process manager that reacts to an event with a further event (nested dispatch). */
const epic: AppEpic<State> = (action$, state$) =>
  action$.pipe(
    filter((a) => addItem.match(a) || itemAdded.match(a) || cartCleared.match(a)),
    map((a) => (addItem.match(a) ? itemAdded({ name: a.payload.name }) : totalRecomputed({ count: state$.value.items.length }))),
  );

function setup() {
  let now = 1_700_000_000_000;
  const clock = { now: () => (now += 5) };
  const log = createEventLog(clock);
  const epicMiddleware = createEpicMiddleware<UnknownAction, UnknownAction, State>();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (gdm) => gdm({ thunk: false }).concat(log.middleware, epicMiddleware),
  });
  epicMiddleware.run(epic as never);
  return { store, log };
}

describe('event log (architecture "The event log")', () => {
  it('appends every event with an increasing sequence number and the clock time, and no command', () => {
    const { store, log } = setup();
    store.dispatch(addItem({ name: 'a' }));
    store.dispatch(cartCleared());

    const entries = log.entries();
    expect(entries.map((e) => e.event.type)).toEqual(['cart/itemAdded', 'cart/totalRecomputed', 'cart/cleared', 'cart/totalRecomputed']);
    expect(entries.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    expect(entries.every((e, i) => i === 0 || e.at > (entries[i - 1]?.at ?? Infinity))).toBe(true);
    expect(entries.some((e) => e.event.type === addItem.type)).toBe(false);
  });

  it('streams entries in sequence order, each after its reducer ran', () => {
    const { store, log } = setup();
    const seen: Array<{ seq: number; items: number }> = [];
    log.events$.subscribe((e) => seen.push({ seq: e.seq, items: store.getState().items.length }));
    store.dispatch(addItem({ name: 'a' }));
    store.dispatch(addItem({ name: 'b' }));
    expect(seen).toEqual([
      { seq: 1, items: 1 },
      { seq: 2, items: 1 },
      { seq: 3, items: 2 },
      { seq: 4, items: 2 },
    ]);
  });

  it('replaying the log through the root reducer rebuilds the live state', () => {
    const { store, log } = setup();
    store.dispatch(addItem({ name: 'a' }));
    store.dispatch(addItem({ name: 'b' }));
    store.dispatch(cartCleared());
    store.dispatch(addItem({ name: 'c' }));
    expect(replay(log.entries(), rootReducer)).toEqual(store.getState());
    expect(store.getState()).toEqual({ items: ['c'], total: { count: 1 } });
  });

  it('replay equals live state for any sequence of commands and events', () => {
    const action = fc.oneof(
      fc.string({ maxLength: 3 }).map((name) => addItem({ name })),
      fc.string({ maxLength: 3 }).map((name) => itemAdded({ name })),
      fc.constant(cartCleared()),
      fc.nat(9).map((count) => totalRecomputed({ count })),
      fc.constant({ type: 'unrelated/plainAction' }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const { store, log } = setup();
        for (const a of actions) store.dispatch(a);
        expect(replay(log.entries(), rootReducer)).toEqual(store.getState());
      }),
    );
  });

  it('clear() forgets entries but sequence numbers stay unique', () => {
    const { store, log } = setup();
    store.dispatch(cartCleared());
    log.clear();
    expect(log.entries()).toEqual([]);
    store.dispatch(cartCleared());
    expect(log.entries().map((e: LoggedEvent) => e.seq)).toEqual([3, 4]);
  });
});
