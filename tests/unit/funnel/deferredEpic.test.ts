import { filter, map } from 'rxjs';
import { VirtualTimeScheduler } from 'rxjs';
import type { AnyAction } from '@reduxjs/toolkit';
import { funnelFeature } from '../../../src/client/features/funnel';
import { addressStageChanged, chooseAddressStage } from '../../../src/client/features/funnel/actions';
import { DEFERRED_EPIC_RETRY_MS, deferredEpic } from '../../../src/client/kernel/deferredEpic';
import { funnelReducer } from '../../../src/client/features/funnel/reducer';
import { defineCommand, defineEvent, type AnyEventAction, type CorrelationDispatch } from '../../../src/client/kernel';
import type { AppEpic } from '../../../src/client/kernel/epic';
import { createTestDeps } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';

const ping = defineCommand<{ n: number }>('test/ping');
const pong = defineEvent<{ n: number }>('test/pong');
const unrelated = defineEvent('test/unrelated');

/** The real epic behind the deferred one: answers each ping with a pong, and records every action it saw. */
function pingEpic(seen: string[]): AppEpic {
  return (action$) =>
    action$.pipe(
      filter((a) => {
        seen.push(a.type);
        return ping.match(a);
      }),
      map((a) => pong({ n: (a as ReturnType<typeof ping>).payload.n }, { correlationId: (a as AnyAction).meta?.correlationId })),
    );
}

/** A loader the test resolves or rejects by hand, counting its calls. */
function manualLoader(seen: string[]) {
  const calls: Array<{ resolve: (epic: AppEpic) => void; reject: (error: Error) => void }> = [];
  const load = () => new Promise<AppEpic>((resolve, reject) => calls.push({ resolve, reject }));
  return { calls, load, resolveLast: () => calls[calls.length - 1]?.resolve(pingEpic(seen)) };
}

function storeWith(epic: AppEpic) {
  const scheduler = new VirtualTimeScheduler();
  const deps = createTestDeps({ scheduler });
  const { store, eventLog } = createTestStore({ reducers: { noop: (s: unknown = null) => s }, epics: [epic], deps });
  const send = (command: AnyAction) => (store.dispatch as unknown as CorrelationDispatch)(command as never) as Promise<AnyEventAction>;
  const pongs = () => eventLog.entries().filter((e) => pong.match(e.event)).map((e) => (e.event as ReturnType<typeof pong>).payload.n);
  return { store, deps, scheduler, send, pongs };
}

/** Lets promise callbacks (the loader's resolution and the epic start) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deferredEpic: an epic whose code loads on its first command (issue #2 §7)', () => {
  it('answers the command that triggered the load (a first submit works), once the code has arrived', async () => {
    const seen: string[] = [];
    const loader = manualLoader(seen);
    const { send, pongs } = storeWith(deferredEpic('test', loader.load, ping.match));

    const outcome = send(ping({ n: 1 }, { correlationId: 'c1' }));
    expect(loader.calls).toHaveLength(1);
    expect(pongs()).toEqual([]);

    loader.resolveLast();
    await expect(outcome).resolves.toMatchObject({ type: pong.type, payload: { n: 1 }, meta: { correlationId: 'c1' } });
  });

  it('loads nothing before a matching action, and does not replay the actions from before it', async () => {
    const seen: string[] = [];
    const loader = manualLoader(seen);
    const { store } = storeWith(deferredEpic('test', loader.load, ping.match));

    store.dispatch(unrelated());
    store.dispatch(unrelated());
    expect(loader.calls).toHaveLength(0);

    store.dispatch(ping({ n: 1 }));
    loader.resolveLast();
    await settle();
    expect(seen).toEqual([ping.type, pong.type]);
  });

  it('handles the actions sent while loading in their order, then live ones, and loads only once', async () => {
    const seen: string[] = [];
    const loader = manualLoader(seen);
    const { store, pongs } = storeWith(deferredEpic('test', loader.load, ping.match));

    store.dispatch(ping({ n: 1 }));
    store.dispatch(unrelated());
    store.dispatch(ping({ n: 2 }));
    loader.resolveLast();
    await settle();
    store.dispatch(ping({ n: 3 }));

    expect(loader.calls).toHaveLength(1);
    expect(pongs()).toEqual([1, 2, 3]);
    expect(seen.slice(0, 3)).toEqual([ping.type, unrelated.type, ping.type]);
  });

  it('retries a failed load on the scheduler; after the last failure it logs the epic name and the next command starts over', async () => {
    const seen: string[] = [];
    const loader = manualLoader(seen);
    const { store, deps, scheduler, pongs } = storeWith(deferredEpic('test', loader.load, ping.match));

    store.dispatch(ping({ n: 1 }));
    loader.calls[0]?.reject(new Error('chunk could not be fetched'));
    await settle();
    expect(loader.calls).toHaveLength(1);
    scheduler.maxFrames = DEFERRED_EPIC_RETRY_MS;
    scheduler.flush();
    expect(loader.calls).toHaveLength(2);
    loader.calls[1]?.reject(new Error('chunk could not be fetched'));
    await settle();
    scheduler.maxFrames = DEFERRED_EPIC_RETRY_MS * 3;
    scheduler.flush();
    expect(loader.calls).toHaveLength(3);
    loader.calls[2]?.reject(new Error('chunk could not be fetched'));
    await settle();

    expect(deps.logger.lines).toEqual([expect.objectContaining({ level: 'error', fields: { epic: 'test', error: 'Error' } })]);
    expect(JSON.stringify(deps.logger.lines)).not.toContain('chunk could not be fetched');
    expect(pongs()).toEqual([]);

    store.dispatch(ping({ n: 2 }));
    expect(loader.calls).toHaveLength(4);
    loader.resolveLast();
    await settle();
    expect(pongs()).toEqual([2]);
  });
});

describe('the funnel feature', () => {
  it('answers its first command through its lazily loaded epic', async () => {
    const deps = createTestDeps({ scheduler: new VirtualTimeScheduler() });
    const { store } = createTestStore({ reducers: { funnel: funnelReducer }, epics: [funnelFeature.epic as AppEpic], deps });
    const outcome = (store.dispatch as unknown as CorrelationDispatch)(chooseAddressStage({ stage: 'manual' }, { correlationId: 'c1' }) as never);
    await expect(outcome).resolves.toMatchObject({ type: addressStageChanged.type, payload: { stage: 'manual' } });
    expect((store.getState() as { funnel: { addressStage: string } }).funnel).toMatchObject({ addressStage: 'manual' });
  });
});
