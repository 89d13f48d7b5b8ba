import type { UnknownAction } from '@reduxjs/toolkit';
import { createRootReducer } from '../../../src/client/app/store';
import { loadAllModules } from '../../../src/client/app/modules';
import * as authActions from '../../../src/client/features/auth/actions';
import { createOutbox } from '../../../src/client/analytics/outbox';
import { createAnalyticsModules } from '../../../src/client/analytics';
import { createTracker } from '../../../src/client/analytics/tracker';
import { createMemoryStorage } from '../../../src/client/kernel/storage';
import { createEventLog } from '../../../src/client/kernel/eventLog';
import { systemClock } from '../../../src/client/kernel/deps';

/** Every command and event creator the features and the kernel export. */
const MODULES: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, unknown>>(
      ['../../../src/client/features/*/actions.ts', '../../../src/client/kernel/*/actions.ts', '../../../src/client/analytics/actions.ts'],
      { eager: true },
    ),
  ).map(([path, exports]) => [path.replace(/^.*src\/client\/((features|kernel)\/)?/, '').replace(/\/?actions\.ts$/, '') || 'analytics', exports]),
);

interface Creator {
  (payload?: unknown): UnknownAction;
  type: string;
  kind: 'command' | 'event';
}

const isCreator = (v: unknown): v is Creator =>
  typeof v === 'function' && typeof (v as Partial<Creator>).type === 'string' && ((v as Partial<Creator>).kind === 'command' || (v as Partial<Creator>).kind === 'event');

const creators = Object.entries(MODULES).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, Creator] => isCreator(entry[1]))
    .map(([name, creator]) => ({ module, name, creator })),
);
const commands = creators.filter((c) => c.creator.kind === 'command');

// Every module's reducer, the lazily mounted features' too, so no slice escapes the check.
// Analytics is mounted by the composition root after the first render (not a lazy route feature): add it by hand.
const storage = createMemoryStorage();
const tracker = createTracker({ eventLog: createEventLog(systemClock), outbox: createOutbox(storage), storage, allowed: () => true });
const analyticsModules = createAnalyticsModules({ tracker, dev: false });
const rootReducer = createRootReducer([...(await loadAllModules()), ...analyticsModules]);
const initial = rootReducer(undefined, { type: '@@test/INIT' });

describe('reducers handle events only (architecture "Commands and events")', () => {
  it('covers every slice of the app, eager and lazy', () => {
    expect(Object.keys(initial).sort()).toEqual(['account', 'analytics', 'application', 'auth', 'botCheck', 'closingTasks', 'consent', 'declarations', 'diagnostics', 'documents', 'drafts', 'funnel', 'help', 'messages', 'offer', 'ops', 'qualification', 'queries', 'servicing', 'session', 'signing', 'tasks', 'uploads', 'wizard']);
  });

  it('finds the commands of every module (so the check below covers them)', () => {
    const modulesWithCommands = new Set(commands.map((c) => c.module));
    // Every actions module defines commands but the event-only ones: the wizard's and analytics' (it derives, never obeys).
    expect([...modulesWithCommands].sort()).toEqual(
      Object.keys(MODULES).filter((m) => m !== 'wizard' && m !== 'analytics').sort(),
    );
    expect(commands.map((c) => c.creator.type)).toEqual(expect.arrayContaining(['session/logout', 'auth/loginWithPassword', 'query/subscribe']));
  });

  it.each(commands.map((c) => [`${c.module}.${c.name}`, c.creator] as const))('%s leaves every slice untouched', (_name, creator) => {
    // Whatever the payload, a reducer case on a command type would run (and usually change or break the state).
    const command = creator({} as never);
    expect(command.meta).toMatchObject({ kind: 'command' });
    expect(rootReducer(initial, command)).toBe(initial);
  });

  it('would notice a reducer that reacts: events do change the state', () => {
    const event = authActions.loginEmailEntered({ email: 'jane@example.com' });
    expect(rootReducer(initial, event)).not.toBe(initial);
  });
});
