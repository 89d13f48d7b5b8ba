import { useEffect, useMemo } from 'react';
import type { StateInfo } from '../../../contract/entities';
import { stateOptionsOf, type StateOption } from '../../../domain/usStates';
import { queryKey } from '../queryCache/key';
import { selectQueryEntry, type QueryCacheRootState } from '../queryCache/reducer';
import { useProjection, useSend } from '../react';
import { STATES_QUERY_NAME } from './statesQueryName';

/** The cached States entry (undefined data until it answers). */
const selectStates = (state: QueryCacheRootState) => selectQueryEntry<StateInfo[]>(state, queryKey(STATES_QUERY_NAME, undefined));

/**
 * A state select's options from the States data group (issue 12 §3), for address forms. The static list shows at
 * once and stays while the list loads or when it fails (domain `stateOptionsOf`). The query's module (its codecs) is
 * fetched after the first paint, so a page's first load does not grow (the funnel's is budgeted, docs/performance.md);
 * the subscription is held while the form is shown.
 */
export function useStateOptions(): readonly StateOption[] {
  const send = useSend();
  useEffect(() => {
    let mounted = true;
    let release: (() => void) | null = null;
    import('./statesQuery')
      .then(({ statesQuery }) => {
        if (!mounted) return;
        send(statesQuery.subscribe());
        release = () => send(statesQuery.unsubscribe());
      })
      // The chunk did not load (offline): the static list stays, which is all the form needs.
      .catch(() => undefined);
    return () => {
      mounted = false;
      release?.();
    };
  }, [send]);
  const states = useProjection(selectStates).data;
  return useMemo(() => stateOptionsOf(states), [states]);
}
