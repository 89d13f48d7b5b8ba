import { defer, map, Subject, throwError } from 'rxjs';
import type { AnyAction } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { createRootEpic, MAX_EPIC_RESTARTS } from '../../../src/client/app/rootEpic';
import { depsAtNow } from './fixtures';

describe('root epic', () => {
  it('keeps an epic alive after it throws, and the other epics too', () => {
    const { deps } = depsAtNow();
    const action$ = new Subject<AnyAction>();
    const out: string[] = [];
    const root = createRootEpic([
      {
        name: 'fragile',
        epic: (a$) =>
          a$.pipe(
            map((a) => {
              if (a.type === 'boom') throw new Error('secret detail jane@example.com');
              return { type: `fragile saw ${a.type}` };
            }),
          ),
      },
      { name: 'steady', epic: (a$) => a$.pipe(map((a) => ({ type: `steady saw ${a.type}` }))) },
      { name: 'silent' },
    ]);
    root(action$, new StateObservable(new Subject(), {}), deps).subscribe((a) => out.push(a.type));
    action$.next({ type: 'one' });
    action$.next({ type: 'boom' });
    action$.next({ type: 'two' });
    expect(out.filter((t) => t.startsWith('fragile'))).toEqual(['fragile saw one', 'fragile saw two']);
    expect(out.filter((t) => t.startsWith('steady'))).toEqual(['steady saw one', 'steady saw boom', 'steady saw two']);
    expect(deps.logger.lines).toEqual([{ level: 'error', msg: 'epic failed; restarted', fields: { epic: 'fragile', error: 'Error' } }]);
  });

  it('gives up on an epic that fails at once every time instead of spinning forever', () => {
    const { deps } = depsAtNow();
    const root = createRootEpic([{ name: 'broken', epic: () => defer(() => throwError(() => new Error('never works'))) }]);
    let completed = false;
    root(new Subject<AnyAction>(), new StateObservable(new Subject(), {}), deps).subscribe({ complete: () => (completed = true) });
    expect(completed).toBe(true);
    expect(deps.logger.lines).toHaveLength(MAX_EPIC_RESTARTS + 1);
    expect(deps.logger.lines.at(-1)).toEqual({ level: 'error', msg: 'epic failed too often; stopped', fields: { epic: 'broken', error: 'Error' } });
  });
});
