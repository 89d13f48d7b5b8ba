import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router';
import { errorText } from '../../../../domain/errorText';
import { FIELD_REQUIRED_MESSAGE } from '../../../../domain/validation/address';
import { useProjection, useSendAndAwait } from '../../../kernel/react';
import { Alert, Button, FormError, TextField } from '../../../ui';
import { confirmCode, sendVerificationCode, verificationCodeSendFailed } from '../actions';
import { selectVerificationPage } from '../selectors';
import { stepPath } from '../steps';
import { FunnelFrame } from './FunnelFrame';
import { submissionErrorsOf } from './formOutcome';

/** Shown under the code field when it is not six digits. */
export const CODE_FORMAT_MESSAGE = 'Enter the 6-digit code from the email';

const validateCode = (v: string | undefined) => {
  const code = (v ?? '').trim();
  if (code === '') return FIELD_REQUIRED_MESSAGE;
  return /^\d{6}$/.test(code) ? undefined : CODE_FORMAT_MESSAGE;
};

/** "Send a new code" with its confirmation (or the §8 error) announced next to it. */
function ResendCode({ email }: { email: string | null }) {
  const sendAndAwait = useSendAndAwait();
  const [status, setStatus] = useState<{ kind: 'idle' | 'sending' } | { kind: 'sent' } | { kind: 'failed'; text: string }>({ kind: 'idle' });
  const resend = async () => {
    setStatus({ kind: 'sending' });
    const outcome = await sendAndAwait((correlationId) => sendVerificationCode(undefined, { correlationId }));
    setStatus(verificationCodeSendFailed.match(outcome) ? { kind: 'failed', text: errorText(outcome.payload.error) } : { kind: 'sent' });
  };
  return (
    <div>
      <Button variant="secondary" busy={status.kind === 'sending'} busyLabel="Sending a new code…" onClick={() => void resend()}>
        Send a new code
      </Button>
      {status.kind === 'sent' ? (
        <Alert tone="success">We sent a new code to {email ?? 'your email'}. It can take a minute to arrive; earlier codes no longer work.</Alert>
      ) : null}
      {status.kind === 'failed' ? <Alert tone="error">{status.text}</Alert> : null}
    </div>
  );
}

/** `/email_verification` — Verification Code (§2): the 6-digit code emailed on the previous page. */
export function EmailVerificationPage() {
  const page = useProjection(selectVerificationPage);
  const sendAndAwait = useSendAndAwait();
  if (page.confirmed) {
    return (
      <FunnelFrame step="email_verification" title="Check your email">
        <Alert tone="success">Your email address {page.email} is verified.</Alert>
        <div className="actions">
          <Link className="btn btn--primary" to={stepPath('personal_details_phone')}>
            Continue
          </Link>
        </div>
      </FunnelFrame>
    );
  }
  return (
    <FunnelFrame
      step="email_verification"
      title="Check your email"
      lead={
        page.sentTo
          ? `We sent a 6-digit code to ${page.sentTo}. Enter it below to verify your email address.`
          : `We need to verify ${page.email ?? 'your email'}. Use “Send a new code” below, then enter the 6-digit code from the email.`
      }
    >
      <Form<{ code: string }>
        onSubmit={async ({ code }) =>
          submissionErrorsOf(await sendAndAwait((correlationId) => confirmCode({ code }, { correlationId })), 'code')
        }
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <TextField
              name="code"
              label="Verification code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              validate={validateCode}
              required
            />
            <FormError />
            <div className="actions">
              <Button type="submit" busy={submitting} busyLabel="Checking your code…">
                Verify email
              </Button>
            </div>
          </form>
        )}
      />
      <ResendCode email={page.sentTo ?? page.email} />
    </FunnelFrame>
  );
}

export { EmailVerificationPage as Component };
export default EmailVerificationPage;
