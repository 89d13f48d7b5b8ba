import { useEffect } from 'react';
import { Form } from 'react-final-form';
import { Link, useParams } from 'react-router';
import { errorText } from '../../../../domain/errorText';
import { useProjection, useSend } from '../../../kernel/react';
import { Alert, Button, Loading, Page } from '../../../ui';
import { FormError } from '../../../ui/form/FormError';
import { checkPasswordLink, setNewPassword } from '../passwordReset';
import { selectPasswordLink } from '../selectors';
import { NewPasswordFields, type NewPasswordValues } from './NewPasswordFields';
import { NewPasswordLinkForm } from './NewPasswordLinkForm';
import { useSubmitCommand } from './useAwaitOutcome';


/**
 * `/password/:key`: the emailed change-password link (§7 temporal links). Checks the link, then lets the person
 * choose a new password (at least 8 characters, confirmed). A used or expired link says so and emails a new one there
 * (create-change-password-link, issue 12 §3).
 */
export function PasswordResetPage() {
  const { key = '' } = useParams();
  const send = useSend();
  const submit = useSubmitCommand();
  const link = useProjection(selectPasswordLink);

  useEffect(() => {
    send(checkPasswordLink({ key }));
  }, [key, send]);

  if (link.status === 'idle' || link.status === 'checking') {
    return (
      <Page title="Choose a new password" kind="form">
        <Loading label="Checking your link…" />
      </Page>
    );
  }
  if (link.status === 'done') {
    return (
      <Page title="Your password was changed" kind="form">
        <Alert tone="success">You can now sign in with your new password.</Alert>
        <p>
          <Link to="/login">Sign in</Link>
        </p>
      </Page>
    );
  }
  if (link.status === 'failed') {
    return (
      <Page title="We couldn't check your link" kind="form">
        <Alert tone="error">{link.error ? errorText(link.error) : 'Please try again.'}</Alert>
        <Button onClick={() => send(checkPasswordLink({ key }))}>Try again</Button>
      </Page>
    );
  }
  if (link.status === 'invalid' || !link.tokenMode) {
    return (
      <Page title="This link can't be used" kind="form">
        <Alert tone="error">This password link has already been used or has expired. Links work once and for 10 minutes.</Alert>
        <NewPasswordLinkForm />
        <p>
          Remembered it? <Link to="/login">Sign in</Link>
        </p>
      </Page>
    );
  }
  const tokenMode = link.tokenMode;
  return (
    <Page title="Choose a new password" kind="form">
      <Form<NewPasswordValues>
        onSubmit={(values) => submit((correlationId) => setNewPassword({ key, password: values.password, tokenMode }, { correlationId }))}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <NewPasswordFields labels={{ password: 'New password', confirm: 'Confirm new password' }} />
            <FormError />
            <div className="actions">
              <Button type="submit" busy={submitting} busyLabel="Saving your password…">
                Save new password
              </Button>
            </div>
          </form>
        )}
      />
    </Page>
  );
}
