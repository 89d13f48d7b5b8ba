import type { AppEpic } from '../../kernel/epic';
import type { AuthEpicState } from './epic';

let loading: Promise<AppEpic<AuthEpicState>> | null = null;

/**
 * The auth epics, from their own chunk (HTTP calls, the auth contract's codecs, the bot check gate: ≈ 4 KB gzip the
 * login page's first load does without, issue 14 §3); fetched once (a failed fetch is forgotten so the next call tries
 * again).
 * @throws (the promise rejects) when the chunk cannot be fetched.
 */
export function loadAuthEpic(): Promise<AppEpic<AuthEpicState>> {
  loading ??= import('./epics').then(
    (module) => module.authEpics,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
