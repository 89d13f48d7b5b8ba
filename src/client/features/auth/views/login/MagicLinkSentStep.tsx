import { Form } from 'react-final-form';
import { useSend } from '../../../../kernel/react';
import { Alert, Button } from '../../../../ui';
import { FormError } from '../../../../ui/form/FormError';
import { requestMagicLink, showLoginStep } from '../../actions';
import { useSubmitCommand } from '../useAwaitOutcome';
import { LoginBotCheck } from './LoginBotCheck';

/** "Check your email" after a magic link was sent (§3 sendMagicLink), with a resend (behind the §5 bot check). */
export function MagicLinkSentStep({ email, sentCount }: { email: string; sentCount: number }) {
  const send = useSend();
  const submit = useSubmitCommand();
  return (
    <>
      <p>
        We sent a sign-in link to <strong>{email}</strong>. Open it on this device to sign in. The link works once and
        expires in 10 minutes.
      </p>
      {sentCount > 1 ? <Alert tone="success">We sent you a new link.</Alert> : null}
      <Form
        onSubmit={() => submit((correlationId) => requestMagicLink({ email, resend: true }, { correlationId }))}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <LoginBotCheck />
            <FormError />
            <div className="actions">
              <Button type="submit" variant="secondary" busy={submitting} busyLabel="Sending a new link…">
                Resend the link
              </Button>
              <Button variant="quiet" onClick={() => send(showLoginStep({ step: 'email' }))}>
                Use a different email
              </Button>
            </div>
          </form>
        )}
      />
    </>
  );
}
