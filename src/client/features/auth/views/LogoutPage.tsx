import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { logout } from '../../../kernel/session/actions';
import { useSend } from '../../../kernel/react';
import { Loading, Page } from '../../../ui';

/** `/logout?q=reason` (§2, §4 logout): sends `logout({ reason })`; the session epic clears everything and goes to /login. */
export function LogoutPage() {
  const [params] = useSearchParams();
  const reason = params.get('q');
  const send = useSend();
  useEffect(() => {
    send(logout(reason ? { reason } : {}));
    // One logout per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Page title="Signing out" kind="form">
      <Loading label="Signing you out…" />
    </Page>
  );
}
