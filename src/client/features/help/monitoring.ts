import { filter, map } from 'rxjs';
import { SESSION_SAMPLE_RATE } from '../../../domain/constants';
import { selectConsent, type ConsentRootState } from '../../kernel/consent/reducer';
import type { Dependencies } from '../../kernel/deps';
import type { AppEpic } from '../../kernel/epic';
import type { SessionRootState } from '../../kernel/session/reducer';
import { selectIsOps } from '../../kernel/session/selectors';
import { sessionReplayNotStarted, sessionReplayStarted, startSessionReplay } from './actions';

/**
 * Session-storage key of this browser session's sampling draw ('in' or 'out'): drawn once, so asking twice (or after
 * signing in again) gives the same answer. Not among the keys logout removes — the sample is per browser session.
 */
export const REPLAY_SAMPLE_KEY = 'session-replay-sample';

/** Whether this browser session is in §9's sample (SESSION_SAMPLE_RATE, 20 %): the stored draw, or a new one from `deps.random`. */
export function isSampledSession(deps: Pick<Dependencies, 'storage' | 'random'>): boolean {
  const stored = deps.storage.get(REPLAY_SAMPLE_KEY);
  if (stored === 'in' || stored === 'out') return stored === 'in';
  const sampled = (deps.random ?? Math.random)() < SESSION_SAMPLE_RATE;
  deps.storage.set(REPLAY_SAMPLE_KEY, sampled ? 'in' : 'out');
  return sampled;
}

/**
 * §4/§9 session monitoring, only on request (`monitoring/startSessionReplay`): an ops session never records (§6), nor
 * one whose person turned session replay off in the privacy settings (issue 12 §3; the replay script is not even
 * loaded); otherwise a sampled browser session starts `deps.sessionReplay` and the rest are told they were not selected.
 * Logout stops the recording (the session epic calls `deps.sessionReplay.stop()`).
 */
export const sessionReplayEpic: AppEpic<SessionRootState & ConsentRootState> = (action$, state$, deps) =>
  action$.pipe(
    filter(startSessionReplay.match),
    map(() => {
      if (selectIsOps(state$.value)) return sessionReplayNotStarted({ reason: 'ops' });
      if (!selectConsent(state$.value).sessionReplay) return sessionReplayNotStarted({ reason: 'declined' });
      if (!isSampledSession(deps)) return sessionReplayNotStarted({ reason: 'not-sampled' });
      deps.sessionReplay.start();
      return sessionReplayStarted();
    }),
  );
