import { Form } from 'react-final-form';
import { useSend } from '../../../../kernel/react';
import { Button } from '../../../../ui';
import { FormError } from '../../../../ui/form/FormError';
import { requestMagicLink, showLoginStep } from '../../actions';
import { useSubmitCommand } from '../useAwaitOutcome';
import { LoginBotCheck } from './LoginBotCheck';
import { SignedInAs } from './SignedInAs';

/** Login step 2 (§3 login method step): a sign-in link by email (behind the §5 bot check), or the password. */
export function MethodStep({ email }: { email: string }) {
  const send = useSend();
  const submit = useSubmitCommand();
  return (
    <>
      <SignedInAs email={email} onChange={() => send(showLoginStep({ step: 'email' }))} />
      <Form
        onSubmit={() => submit((correlationId) => requestMagicLink({ email }, { correlationId }))}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <LoginBotCheck />
            <FormError />
            <div className="actions">
              <Button type="submit" busy={submitting} busyLabel="Sending your link…" autoFocus>
                Email me a sign-in link
              </Button>
              <Button variant="secondary" onClick={() => send(showLoginStep({ step: 'password' }))}>
                Sign in with password
              </Button>
            </div>
          </form>
        )}
      />
    </>
  );
}
