import type { AnyAction } from '@reduxjs/toolkit';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../../domain/errorText';
import { useSendAndAwait } from '../../../kernel/react';
import { Alert, Button } from '../../../ui';
import { accountChangeFailed, signOutOtherDevices } from '../actions';

/** The section's button, and the confirmation's question and answer. */
export const SIGN_OUT_EVERYWHERE_LABEL = 'Sign out of all devices';
export const SIGN_OUT_EVERYWHERE_QUESTION = 'Sign out of every other device?';
export const SIGN_OUT_EVERYWHERE_CONFIRM = 'Yes, sign out other devices';

/**
 * Issue 13 §1 "Sign out of all devices": ends every other session of the person (a shared or lost device, or someone
 * else who knows the password) after a confirmation; this device stays signed in. Focus moves to the question when
 * it opens and back to the button when it closes; the result is announced by the page's polite live region (the
 * saved change `sessions`), a refusal in an alert here.
 */
export function SessionsSection({ applicationId }: { applicationId: string }) {
  const sendAndAwait = useSendAndAwait();
  const [state, setState] = useState<{ confirming: boolean; busy: boolean; error: string | null }>({ confirming: false, busy: false, error: null });
  // The ui Button takes no ref: its wrapper finds it.
  const opener = useRef<HTMLDivElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (state.confirming && !wasConfirming.current) question.current?.focus();
    if (!state.confirming && wasConfirming.current) opener.current?.querySelector('button')?.focus();
    wasConfirming.current = state.confirming;
  }, [state.confirming]);

  const confirm = async () => {
    setState({ confirming: true, busy: true, error: null });
    const outcome = await sendAndAwait<AnyAction>((correlationId) => signOutOtherDevices({ applicationId }, { correlationId }));
    if (accountChangeFailed.match(outcome)) setState({ confirming: true, busy: false, error: errorText(outcome.payload.error) });
    else setState({ confirming: false, busy: false, error: null });
  };

  return (
    <section aria-labelledby="profile-sessions" className="card">
      <h2 id="profile-sessions">Devices</h2>
      <p>
        Signed in on a shared or lost device, or think someone else used your account? Sign out everywhere else. You stay
        signed in here.
      </p>
      {state.confirming ? (
        <div role="group" aria-labelledby="profile-sessions-question">
          <p id="profile-sessions-question" ref={question} tabIndex={-1}>
            <strong>{SIGN_OUT_EVERYWHERE_QUESTION}</strong> Anyone signed in to your account on another phone, tablet or
            computer will have to sign in again.
          </p>
          {state.error ? <Alert tone="error">{state.error}</Alert> : null}
          <div className="actions">
            <Button mutates onClick={confirm} busy={state.busy} busyLabel="Signing out your other devices…">
              {SIGN_OUT_EVERYWHERE_CONFIRM}
            </Button>
            <Button variant="secondary" onClick={() => setState({ confirming: false, busy: false, error: null })} disabled={state.busy}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div ref={opener}>
          <Button variant="secondary" mutates onClick={() => setState({ confirming: true, busy: false, error: null })}>
            {SIGN_OUT_EVERYWHERE_LABEL}
          </Button>
        </div>
      )}
    </section>
  );
}
