import type { AppEpic } from '../../kernel/epic';
import type { FunnelRootState } from './reducer';

let loading: Promise<AppEpic<FunnelRootState>> | null = null;

/**
 * The funnel's epic, from its own chunk; fetched once (a failed fetch is forgotten so the next call tries again).
 * @throws (the promise rejects) when the chunk cannot be fetched.
 */
export function loadFunnelEpic(): Promise<AppEpic<FunnelRootState>> {
  loading ??= import('./epic').then(
    (module) => module.funnelEpic,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
