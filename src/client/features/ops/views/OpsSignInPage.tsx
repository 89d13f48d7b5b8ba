import type { AnyAction } from '@reduxjs/toolkit';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Link, useSearchParams } from 'react-router';
import type { HttpError } from '../../../kernel/http/types';
import { useSendAndAwait } from '../../../kernel/react';
import { Button, Page } from '../../../ui';
import { FormError } from '../../../ui/form/FormError';
import { TextField } from '../../../ui/form/TextField';
import { ReadOnlyProvider } from '../../../ui/ReadOnly';
import { opsSignInFailed, signInOps } from '../actions';
import { opsSignInErrorText, validateOpsEmail, validateOpsPassword } from '../messages';
import { OpsBotCheck } from './OpsBotCheck';
import './ops.css';

/**
 * `/ops/sign-in` (§6 ops sign-in, designed: docs/ops.md): a staff member's email and password, behind the bot check
 * (issue 13 §1). A refused sign-in — a wrong password, or a customer's account — says "Wrong email or password."; too
 * many attempts say how long to wait; a refused or required bot check says so and offers a new widget. What was typed
 * stays. `?next=` is where to go after.
 */
export function OpsSignInPage() {
  const sendAndAwait = useSendAndAwait();
  const [params] = useSearchParams();
  const next = params.get('next');
  const onSubmit = async (values: { email?: string; password?: string }) => {
    const outcome = await sendAndAwait<AnyAction>((correlationId) =>
      signInOps({ email: values.email ?? '', password: values.password ?? '', next }, { correlationId }),
    );
    return opsSignInFailed.match(outcome) ? { [FORM_ERROR]: opsSignInErrorText((outcome.payload as { error: HttpError }).error) } : undefined;
  };
  return (
    <ReadOnlyProvider readOnly={false}>
      <Page title="Staff sign-in" lead="For operations staff: view a customer's application as they see it, read only." kind="form">
        <Form<{ email?: string; password?: string }>
          onSubmit={onSubmit}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-label="Staff sign-in">
              <TextField name="email" label="Staff email" type="email" autoComplete="username" required validate={validateOpsEmail} autoFocus />
              <TextField name="password" label="Password" type="password" autoComplete="current-password" required validate={validateOpsPassword} />
              <OpsBotCheck />
              <FormError />
              <div className="actions">
                <Button type="submit" busy={submitting} busyLabel="Signing in…">
                  Sign in
                </Button>
              </div>
            </form>
          )}
        />
        <p>
          Not staff? <Link to="/login">Customer sign-in</Link>
        </p>
      </Page>
    </ReadOnlyProvider>
  );
}
