import { useEffect } from 'react';
import { resolveLanding } from '../../features/auth/actions';
import { useSend } from '../../kernel/react';
import { Loading, Page } from '../../ui';

/** `/` for a signed-in person whose application is not known yet: decides where they belong and goes there. */
export function LandingPage() {
  const send = useSend();
  useEffect(() => send(resolveLanding({})), [send]);
  return (
    <Page title="Opening your account" kind="reading">
      <Loading label="Opening your account…" />
    </Page>
  );
}
