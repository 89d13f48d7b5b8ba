import { SESSION_SAMPLE_RATE } from '../../../src/domain/constants';
import { sessionReplayNotStarted, sessionReplayStarted, startSessionReplay } from '../../../src/client/features/help/actions';
import { REPLAY_SAMPLE_KEY, sessionReplayEpic } from '../../../src/client/features/help/monitoring';
import { helpReducer, selectSessionSharing } from '../../../src/client/features/help/reducer';
import { sessionEnded, tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionReducer } from '../../../src/client/kernel/session/reducer';
import { STORAGE_KEYS } from '../../../src/client/kernel/storage';
import { depsAtNow, IN_ONE_HOUR_S, makeToken } from '../app/fixtures';
import { createTestStore } from '../../support/testStore';

/** A signed-in store whose `random()` answers `draw`; counts the vendor's start/stop. */
function setup(draw: number, opts: { isOps?: boolean } = {}) {
  const { deps } = depsAtNow();
  const replay = { starts: 0, stops: 0 };
  const randoms: number[] = [];
  deps.random = () => (randoms.push(draw), draw);
  deps.sessionReplay = { start: () => void (replay.starts += 1), stop: () => void (replay.stops += 1) };
  const { store, eventLog } = createTestStore({ reducers: { session: sessionReducer, help: helpReducer }, epics: [sessionReplayEpic], deps });
  store.dispatch(tokenIssued({ token: makeToken({ expSeconds: IN_ONE_HOUR_S }), source: 'password', isOps: opts.isOps ?? false }));
  const answers = () => eventLog.entries().filter((e) => sessionReplayStarted.match(e.event) || sessionReplayNotStarted.match(e.event)).map((e) => e.event);
  return { deps, store, replay, randoms, answers, sharing: () => selectSessionSharing(store.getState() as never) };
}

describe('session monitoring (§4/§9): started only on request, for 20 % of sessions, never for ops', () => {
  it('is never started without the request', () => {
    const { replay } = setup(0);
    expect(replay.starts).toBe(0);
  });

  it(`starts it for a session drawn inside the ${SESSION_SAMPLE_RATE * 100} % sample`, () => {
    const { store, replay, answers, sharing } = setup(SESSION_SAMPLE_RATE - 0.0001);
    store.dispatch(startSessionReplay());
    expect(replay.starts).toBe(1);
    expect(answers().map((a) => a.type)).toEqual(['monitoring/sessionReplayStarted']);
    expect(sharing()).toBe('started');
  });

  it('does not start it for a session drawn outside the sample, and says so', () => {
    const { store, replay, answers, sharing } = setup(SESSION_SAMPLE_RATE);
    store.dispatch(startSessionReplay());
    expect(replay.starts).toBe(0);
    expect(answers()[0]?.payload).toEqual({ reason: 'not-sampled' });
    expect(sharing()).toBe('not-sampled');
  });

  it('draws once per browser session: asking again gives the same answer without a new draw', () => {
    const { deps, store, randoms } = setup(0.9);
    store.dispatch(startSessionReplay());
    store.dispatch(startSessionReplay());
    expect(randoms).toHaveLength(1);
    expect(deps.storage.get(REPLAY_SAMPLE_KEY)).toBe('out');
    expect(Object.values(STORAGE_KEYS)).not.toContain(REPLAY_SAMPLE_KEY);
  });

  it('§6: never for an ops user, whatever the draw', () => {
    const { store, replay, randoms, sharing } = setup(0, { isOps: true });
    store.dispatch(startSessionReplay());
    expect(replay.starts).toBe(0);
    expect(randoms).toHaveLength(0);
    expect(sharing()).toBe('ops');
  });

  it('the page forgets the answer when the session ends (logout stops the recording in the session epic)', () => {
    const { store, sharing } = setup(0);
    store.dispatch(startSessionReplay());
    store.dispatch(sessionEnded({ reason: 'signed-out' }));
    expect(sharing()).toBe('idle');
  });
});
