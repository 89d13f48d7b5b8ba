import { filter, map } from 'rxjs';
import type { Reducer } from '@reduxjs/toolkit';
import { createFeatureMounter } from '../../../src/client/app/lazyFeatures';
import { EAGER_MODULES } from '../../../src/client/app/modules';
import { createAppStore } from '../../../src/client/app/store';
import { defineCommand, defineEvent } from '../../../src/client/kernel/actions';
import type { FeatureModule } from '../../../src/client/kernel/epic';
import { replay } from '../../../src/client/kernel/eventLog';
import { depsAtNow } from './fixtures';

const ping = defineCommand('test/ping');
const pinged = defineEvent('test/pinged');
const counterReducer: Reducer<number> = (state = 0, action) => (pinged.match(action) ? state + 1 : state);
/** A lazily mounted module: counts `pinged` events; its epic answers each `ping` with one. */
const counter: FeatureModule = { name: 'counter', reducer: counterReducer, epic: (action$) => action$.pipe(filter(ping.match), map(() => pinged())) };

function appStore() {
  const { deps } = depsAtNow();
  return createAppStore({ deps, modules: EAGER_MODULES });
}

describe('lazily mounted modules', () => {
  it('start from the events already logged, so replaying the log still equals the live state', () => {
    const { store, eventLog, rootReducer, addModule } = appStore();
    store.dispatch(pinged());
    store.dispatch(pinged());
    store.dispatch(ping()); // nobody handles it yet
    expect(store.getState()).not.toHaveProperty('counter');

    addModule(counter);
    expect(store.getState().counter).toBe(2);
    expect(replay(eventLog.entries(), rootReducer)).toEqual(store.getState());

    store.dispatch(ping());
    expect(store.getState().counter).toBe(3);
    expect(replay(eventLog.entries(), rootReducer)).toEqual(store.getState());
  });

  it('are mounted once: a second mount neither resets the slice nor runs the epic twice', () => {
    const { store, addModule } = appStore();
    addModule(counter);
    store.dispatch(ping());
    addModule({ ...counter });
    store.dispatch(ping());
    expect(store.getState().counter).toBe(2);
  });

  it('load once however many pages ask, and try again after a failed load', async () => {
    const mounted: string[] = [];
    let calls = 0;
    const mount = createFeatureMounter(
      {
        auth: async () => {
          calls += 1;
          if (calls === 1) throw new Error('chunk could not be fetched');
          return { ...counter, name: 'auth' };
        },
        application: async () => ({ ...counter, name: 'application' }),
      },
      (module) => void mounted.push(module.name),
    );
    await expect(mount('auth')).rejects.toThrow('chunk could not be fetched');
    await Promise.all([mount('auth'), mount('auth'), mount('application')]);
    await mount('auth');
    expect(calls).toBe(2);
    expect(mounted.sort()).toEqual(['application', 'auth']);
  });
});
