import type { Action } from '@reduxjs/toolkit';
import type { Observable } from 'rxjs';
import type { Dependencies } from '../../../kernel/deps';
import { emitThenRun } from '../../../kernel/session/afterReduced';

/**
 * Emits `event`, then navigates to `path` once the store has reduced it (kernel `emitThenRun`), so the next page's
 * guard already sees the saved answer and does not send the person back.
 */
export function emitThenNavigate(
  action$: Observable<Action>,
  event: Action,
  path: string,
  deps: Pick<Dependencies, 'navigation'>,
): Observable<Action> {
  return emitThenRun(action$, [event], () => deps.navigation.navigate(path));
}
