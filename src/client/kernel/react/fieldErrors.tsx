import { useContext, useEffect } from 'react';
import { reportFieldError } from '../forms/actions';
import { ViewStoreContext } from './StoreProvider';

/**
 * Reports that field `name` shows the validation message `message` (§5 analytics): sends `forms/reportFieldError`
 * through the nearest {@link StoreProvider}. Call it with what the field displays — nothing while it shows none, never
 * a server's message. Reported again only when the message changes; without a store above (tests, isolated views)
 * nothing is sent.
 */
export function useReportFieldError(name: string, message: string | undefined): void {
  const store = useContext(ViewStoreContext);
  useEffect(() => {
    if (message && store) store.dispatch(reportFieldError({ field: name, message }));
  }, [store, name, message]);
}
