import { Link, useParams } from 'react-router';
import { Form } from 'react-final-form';
import { isUuid } from '../../../../domain/ids';
import { Alert, Button, Page } from '../../../ui';
import { FormError } from '../../../ui/form/FormError';
import { chooseLoginMethod } from '../actions';
import { NewPasswordFields, type NewPasswordValues } from './NewPasswordFields';
import { useSubmitCommand } from './useAwaitOutcome';


/**
 * `/create-user/:appProfileUuid` (§2, after the funnel's sign-up): "Create your account" — choose a password (at
 * least 8 characters, confirmed) or sign in with email links; then the application home.
 */
export function CreateUserPage() {
  const { appProfileUuid = '' } = useParams();
  const submit = useSubmitCommand();

  if (!isUuid(appProfileUuid)) {
    return (
      <Page title="Create your account" kind="form">
        <Alert tone="error">This account link is not valid.</Alert>
        <p>
          <Link to="/login">Sign in</Link>
        </p>
      </Page>
    );
  }

  return (
    <Page title="Create your account" lead="Choose how you will sign in to follow your application." kind="form">
      <h2>Choose a password</h2>
      <Form<NewPasswordValues>
        onSubmit={(values) =>
          submit((correlationId) => chooseLoginMethod({ appProfileUuid, method: 'password', password: values.password }, { correlationId }))
        }
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <NewPasswordFields />
            <FormError />
            <div className="actions">
              <Button type="submit" busy={submitting} busyLabel="Creating your account…">
                Create account
              </Button>
            </div>
          </form>
        )}
      />
      <h2>Or sign in without a password</h2>
      <p>We will email you a single-use link each time you want to sign in.</p>
      <Form
        onSubmit={() => submit((correlationId) => chooseLoginMethod({ appProfileUuid, method: 'magicLink' }, { correlationId }))}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <FormError />
            <div className="actions">
              <Button type="submit" variant="secondary" busy={submitting} busyLabel="Saving your choice…">
                I'll sign in with email links
              </Button>
            </div>
          </form>
        )}
      />
    </Page>
  );
}
