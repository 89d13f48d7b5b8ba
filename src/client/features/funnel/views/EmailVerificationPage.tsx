import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../../domain/errorText';
import { FIELD_REQUIRED_MESSAGE } from '../../../../domain/validation/address';
import { useProjection, useSendAndAwait } from '../../../kernel/react';
import { isVerificationCode } from '../../../../domain/validation/verificationCode';
import { useSend } from '../../../kernel/react';
import { Alert, Button, Loading } from '../../../ui';
import { FormError } from '../../../ui/form/FormError';
import { TextField } from '../../../ui/form/TextField';
import { confirmCode, openVerificationLink, sendVerificationCode, verificationCodeSendFailed } from '../actions';
import { selectVerificationLink, selectVerificationPage } from '../selectors';
import { stepPath } from '../steps';
import { CodeCheckStatus } from './CodeCheckStatus';
import { FunnelFrame } from './FunnelFrame';
import { submissionErrorsOf } from './formOutcome';
import { LINK_EXPIRED_TEXT, VerificationLinkPage } from './VerificationLinkPage';

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

/**
 * The code of the verification email's link (`?code=…`, issue 12 §3), read once; the query is then removed from the
 * address bar (replace), so the code stays out of history, shared links and anything that reads the URL later.
 */
function useLinkCode(): string | null {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.has('code') ? (params.get('code') ?? '').trim() : null;
  const [code, setCode] = useState(fromUrl);
  // A link opened while the page is shown (same tab) replaces the code read before.
  if (fromUrl !== null && fromUrl !== code) setCode(fromUrl);
  useEffect(() => {
    if (fromUrl !== null) setParams({}, { replace: true });
  }, [fromUrl, setParams]);
  return fromUrl ?? code;
}

/**
 * The code the page starts with: the link's once verification-code-data says it is live and unconfirmed (undefined
 * while it is looked up), '' otherwise. A dead link's code is not prefilled; the page says why.
 */
function useLinkPrefill(linkCode: string | null): { code: string | undefined; expired: boolean } {
  const send = useSend();
  const link = useProjection(selectVerificationLink);
  useEffect(() => {
    if (linkCode !== null) send(openVerificationLink({ code: linkCode }));
  }, [linkCode, send]);
  if (linkCode === null) return { code: '', expired: false };
  if (!link || link.code !== linkCode) return { code: undefined, expired: false };
  if (link.status === 'read' && !link.confirmed && isVerificationCode(linkCode)) return { code: linkCode, expired: false };
  return { code: '', expired: true };
}

/**
 * `/email_verification` — Verification Code (§2): the 6-digit code emailed on the previous page, checked as it is
 * typed (issue 12 §3). Opened from the email's link (`?code=`), the code is prefilled once §7 verification-code-data
 * says it is still live; where the funnel has no answers (a new tab) the link page explains what to do instead.
 */
export function EmailVerificationPage() {
  const page = useProjection(selectVerificationPage);
  const linkCode = useLinkCode();
  if (linkCode !== null && page.email === null) return <VerificationLinkPage code={linkCode} />;
  return <VerificationForm linkCode={linkCode} />;
}

/** The funnel's verification page: the code form (prefilled from the link), "Send a new code", or "verified". */
function VerificationForm({ linkCode }: { linkCode: string | null }) {
  const page = useProjection(selectVerificationPage);
  const sendAndAwait = useSendAndAwait();
  const prefill = useLinkPrefill(page.confirmed ? null : linkCode);
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
      {prefill.expired ? <Alert tone="error">{LINK_EXPIRED_TEXT} Choose “Send a new code” below.</Alert> : null}
      {prefill.code === undefined ? (
        <Loading label="Checking your link…" />
      ) : (
      <Form<{ code: string }>
        initialValues={{ code: prefill.code }}
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
            <CodeCheckStatus id="code-check" />
            <FormError />
            <div className="actions">
              <Button type="submit" busy={submitting} busyLabel="Checking your code…">
                Verify email
              </Button>
            </div>
          </form>
        )}
      />
      )}
      <ResendCode email={page.sentTo ?? page.email} />
    </FunnelFrame>
  );
}

export { EmailVerificationPage as Component };
export default EmailVerificationPage;
