import { Form } from 'react-final-form';
import { useSend } from '../../../../kernel/react';
import { Button } from '../../../../ui';
import { FormError } from '../../../../ui/form/FormError';
import { TextField } from '../../../../ui/form/TextField';
import { loginWithPassword, showLoginStep } from '../../actions';
import { validateLoginPassword } from '../../messages';
import { useSubmitCommand } from '../useAwaitOutcome';
import { LoginBotCheck } from './LoginBotCheck';
import { SignedInAs } from './SignedInAs';

/** Login with a password (§7 token-auth, behind the §5 bot check); a wrong password shows the server's detail at the form. */
export function PasswordStep({ email, next }: { email: string; next: string | null }) {
  const send = useSend();
  const submit = useSubmitCommand();
  return (
    <>
      <SignedInAs email={email} onChange={() => send(showLoginStep({ step: 'email' }))} />
      <Form<{ password: string }>
        onSubmit={(values) => submit((correlationId) => loginWithPassword({ email, password: values.password, next }, { correlationId }))}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <TextField name="password" label="Password" type="password" autoComplete="current-password" required validate={validateLoginPassword} autoFocus />
            <LoginBotCheck />
            <FormError />
            <div className="actions">
              <Button type="submit" busy={submitting} busyLabel="Signing in…">
                Sign in
              </Button>
            </div>
          </form>
        )}
      />
      <ul className="list-plain">
        <li>
          <Button variant="quiet" onClick={() => send(showLoginStep({ step: 'forgotPassword' }))}>
            Forgot your password?
          </Button>
        </li>
        <li>
          <Button variant="quiet" onClick={() => send(showLoginStep({ step: 'method' }))}>
            Email me a sign-in link instead
          </Button>
        </li>
      </ul>
    </>
  );
}
