import type { AnyAction } from '@reduxjs/toolkit';
import { replay } from '../../../src/client/kernel/eventLog';
import { createFeatureMounter } from '../../../src/client/app/lazyFeatures';
import { EAGER_MODULES, LAZY_FEATURES } from '../../../src/client/app/modules';
import { createAppStore } from '../../../src/client/app/store';
import { closeApplicationHome, openApplicationHome } from '../../../src/client/features/application/actions';
import { enterLoginEmail, loginWithPassword, showLoginStep } from '../../../src/client/features/auth/actions';
import { logout, restoreSession } from '../../../src/client/kernel/session/actions';
import { jsonReply } from '../../support/fakeDeps';
import { APP_UUID, application, dealTeam, depsAtNow, IN_ONE_HOUR_S, makeToken, task } from './fixtures';

const APP_PATH = `v1/customer/application/${APP_UUID}/`;

describe('replay(event log) rebuilds the live state (architecture "The event log")', () => {
  it('after a recorded session: login → application loaded → logout, features mounted lazily on the way', async () => {
    const { deps, scheduler } = depsAtNow();
    deps.http.respond({ path: 'v1/token-auth/' }, jsonReply({ token: makeToken({ expSeconds: IN_ONE_HOUR_S }) }));
    deps.http.respond({ path: 'v1/customer/application/' }, jsonReply([application()]));
    deps.http.respond({ path: APP_PATH }, jsonReply(application()), { delayMs: 200 });
    deps.http.respond({ path: `${APP_PATH}tasks/` }, jsonReply([task()]), { delayMs: 300 });
    deps.http.respond({ path: `${APP_PATH}deal-team/` }, jsonReply(dealTeam()), { delayMs: 100 });
    deps.http.respond(
      { path: `${APP_PATH}sections/` },
      jsonReply({ qualification_completed_at: null, sections: [], submitted_at: null }),
      { delayMs: 150 },
    );
    const { store, eventLog, rootReducer, addModule } = createAppStore({ deps, modules: EAGER_MODULES });
    // As the routes do: a feature is mounted before its first page renders and sends commands.
    const mount = createFeatureMounter(LAZY_FEATURES, addModule);
    const live = () => store.getState();
    const replayed = () => replay(eventLog.entries(), rootReducer);
    const checkpoints: string[] = [];
    const check = (name: string) => {
      expect(replayed(), name).toEqual(live());
      checkpoints.push(name);
    };

    store.dispatch(restoreSession());
    check('before any lazy feature');
    await mount('auth');
    expect(live()).toHaveProperty('auth');
    check('auth mounted');
    store.dispatch(enterLoginEmail({ email: 'jane@example.com' }));
    store.dispatch(showLoginStep({ step: 'password' }));
    check('password step');

    await (store.dispatch(loginWithPassword({ email: 'jane@example.com', password: 'pw' }, { correlationId: 'c1' }) as AnyAction) as unknown as Promise<unknown>);
    check('signed in');

    await mount('application');
    check('application mounted');
    store.dispatch(openApplicationHome({ applicationId: APP_UUID }));
    check('loading');
    scheduler.maxFrames = scheduler.now() + 1000;
    scheduler.flush();
    const queries = (live() as { queries: { entries: Record<string, { status: string }> } }).queries.entries;
    expect(Object.values(queries).map((e) => e.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    check('application loaded');

    store.dispatch(closeApplicationHome({ applicationId: APP_UUID }));
    store.dispatch(logout({ reason: 'signed-out' }));
    check('signed out');

    expect(checkpoints).toHaveLength(8);
    expect(deps.navigation.paths).toEqual([`/applications/${APP_UUID}`, '/login?q=signed-out']);
  });
});
