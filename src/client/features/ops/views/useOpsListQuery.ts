import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { changeOpsListQuery, opsListParams, parseOpsListQuery, searchState, searchTextOf, type OpsListQuery } from '../listQuery';

/**
 * The ops table's view state, read from the address (`?stage=&sort=&page=`) and the history entry's state (the search
 * text: a name or an email never goes into a URL), and a function that changes it. Changes replace the history entry
 * rather than adding one per keystroke, so "Back" leaves the list; a reload keeps all four (docs/ops.md).
 */
export function useOpsListQuery(): [OpsListQuery, (change: Partial<OpsListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const q = searchTextOf(state);
  const paramsText = params.toString();
  const query = useMemo(() => parseOpsListQuery(new URLSearchParams(paramsText), q), [paramsText, q]);
  const change = useCallback(
    (patch: Partial<OpsListQuery>) => {
      const next = changeOpsListQuery(query, patch);
      setParams(opsListParams(next), { replace: true, state: searchState(next.q), preventScrollReset: true });
    },
    [query, setParams],
  );
  return [query, change];
}
