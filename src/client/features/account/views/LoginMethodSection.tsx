import type { AnyAction } from '@reduxjs/toolkit';
import { useState } from 'react';
import { errorText } from '../../../../domain/errorText';
import { useSendAndAwait } from '../../../kernel/react';
import { Alert, Button } from '../../../ui';
import { accountChangeFailed, switchLoginMethod } from '../actions';
import type { ProfileView } from '../selectors';

/** The switch button's text for the method it would choose. */
export const SWITCH_LABELS = {
  password: 'Sign in with your password instead',
  magicLink: 'Sign in with an email link instead',
} as const;

/**
 * How the person signs in (§3 login methods: "Email link" or "Password") and, when they have a password, a switch
 * between the two (§7 change-login-method). Without a password it points to the password section below.
 */
export function LoginMethodSection({ applicationId, profile }: { applicationId: string; profile: ProfileView }) {
  const sendAndAwait = useSendAndAwait();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const target = profile.switchTo;
  const switchMethod = async () => {
    if (target === null) return;
    setState({ busy: true, error: null });
    const outcome = await sendAndAwait<AnyAction>((correlationId) => switchLoginMethod({ applicationId, method: target }, { correlationId }));
    setState({ busy: false, error: accountChangeFailed.match(outcome) ? errorText(outcome.payload.error) : null });
  };
  return (
    <section aria-labelledby="profile-login" className="card">
      <h2 id="profile-login">How you sign in</h2>
      <p>
        Sign-in method: <strong>{profile.loginMethodLabel}</strong>
      </p>
      {target === null ? (
        <p>To sign in with a password, set one in the Password section below.</p>
      ) : (
        <>
          {state.error ? <Alert tone="error">{state.error}</Alert> : null}
          <Button variant="secondary" mutates onClick={switchMethod} busy={state.busy} busyLabel="Changing how you sign in…">
            {SWITCH_LABELS[target]}
          </Button>
        </>
      )}
    </section>
  );
}
