import type { AnyAction } from '@reduxjs/toolkit';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { errorText } from '../../../../domain/errorText';
import { validateEmail } from '../../../../domain/validation/email';
import { useSend, useSendAndAwait } from '../../../kernel/react';
import { Alert, Button } from '../../../ui';
import { TextField } from '../../../ui/form/TextField';
import { FormActions } from '../../../ui/form/FormActions';
import { cancelEmailChange, confirmEmailChange, emailCodeSendFailed, startEmailChange } from '../actions';
import { submissionErrorsOf } from '../formErrors';
import type { ProfileView } from '../selectors';
import { EditableSection } from './EditableSection';
import { EditForm } from './EditForm';
import { useAccountSubmit } from './useAccountSubmit';

/** The code field's message when it is not 6 digits. */
export const CODE_FORMAT_TEXT = 'Enter the 6-digit code';

/** The 6-digit code rule of the email change's step 2. */
export function validateCode(value: string | undefined): string | undefined {
  return /^\d{6}$/.test((value ?? '').trim()) ? undefined : CODE_FORMAT_TEXT;
}

interface NewEmailValues {
  new_email?: string;
}

interface CodeValues {
  code?: string;
}

/** Step 1: the new address (§5 email rule) → a code is sent there (§7 change-email). */
function NewEmailForm({ onCancel }: { onCancel: () => void }) {
  return (
    <EditForm<NewEmailValues>
      labelledBy="profile-email"
      command={(values, correlationId) => startEmailChange({ newEmail: values.new_email ?? '' }, { correlationId })}
      toErrors={(error) => submissionErrorsOf(error, (f) => (f === 'new_email' || f === 'email' ? 'new_email' : null))}
      onCancel={onCancel}
      submitLabel="Send code"
      busyLabel="Sending the code…"
    >
      <TextField
        name="new_email"
        label="New email address"
        hint="We will send a 6-digit code to this address to check it is yours."
        type="email"
        autoComplete="email"
        validate={validateEmail}
        required
        autoFocus
      />
    </EditForm>
  );
}

/**
 * Step 2: the code sent to `newEmail` (§7 update-email). A wrong code is shown at the field and the code typed stays;
 * the person may ask for a new code or use another address.
 */
function CodeForm({ applicationId, newEmail, onDone }: { applicationId: string; newEmail: string; onDone: () => void }) {
  const submit = useAccountSubmit();
  const send = useSend();
  const sendAndAwait = useSendAndAwait();
  const [resend, setResend] = useState<{ busy: boolean; message: string | null; failed: boolean }>({ busy: false, message: null, failed: false });
  const resendCode = async () => {
    setResend({ busy: true, message: null, failed: false });
    const outcome = await sendAndAwait<AnyAction>((correlationId) => startEmailChange({ newEmail }, { correlationId }));
    setResend(
      emailCodeSendFailed.match(outcome)
        ? { busy: false, message: errorText(outcome.payload.error), failed: true }
        : { busy: false, message: `We sent a new code to ${newEmail}.`, failed: false },
    );
  };
  return (
    <>
      <Form<CodeValues>
        onSubmit={(values) =>
          submit(
            (correlationId) => confirmEmailChange({ applicationId, newEmail, code: values.code ?? '' }, { correlationId }),
            (error) => submissionErrorsOf(error, (f) => (f === 'verification_code' || f === 'code' ? 'code' : null), 'code'),
            onDone,
          )
        }
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-labelledby="profile-email">
            <TextField
              name="code"
              label="6-digit code"
              hint={`We sent it to ${newEmail}. It may take a minute to arrive.`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              validate={validateCode}
              required
              autoFocus
            />
            <FormActions submitting={submitting} label="Confirm new email" busyLabel="Confirming…">
              <Button variant="secondary" mutates onClick={resendCode} busy={resend.busy} busyLabel="Sending a new code…" disabled={submitting}>
                Send a new code
              </Button>
              <Button variant="quiet" onClick={() => send(cancelEmailChange())} disabled={submitting}>
                Use a different email address
              </Button>
            </FormActions>
          </form>
        )}
      />
      <div role="status" aria-live="polite">
        {resend.message && !resend.failed ? <p>{resend.message}</p> : null}
      </div>
      {resend.message && resend.failed ? <Alert tone="error">{resend.message}</Alert> : null}
    </>
  );
}

/**
 * The email on the profile and "Change email" (issue #4 §5 profile): step 1 the new address, step 2 the code sent to
 * it. Confirming replaces the session's token with the one the server answers (the epic does it).
 */
export function EmailSection({ applicationId, profile, pendingEmail }: { applicationId: string; profile: ProfileView; pendingEmail: string | null }) {
  const [editing, setEditing] = useState(false);
  const send = useSend();
  const open = editing || pendingEmail !== null;
  const close = () => {
    if (pendingEmail !== null) send(cancelEmailChange());
    setEditing(false);
  };
  return (
    <EditableSection
      id="profile-email"
      title="Email address"
      summary={<p>{profile.email}</p>}
      editLabel="Change email"
      editing={open}
      onEdit={() => setEditing(true)}
    >
      {pendingEmail === null ? (
        <NewEmailForm onCancel={close} />
      ) : (
        <CodeForm applicationId={applicationId} newEmail={pendingEmail} onDone={() => setEditing(false)} />
      )}
    </EditableSection>
  );
}
