import { useEffect } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../../domain/errorText';
import { useProjection, useSend } from '../../../kernel/react';
import { Alert, Loading, Page } from '../../../ui';
import { openVerificationLink } from '../actions';
import { selectVerificationLink } from '../selectors';
import { stepPath } from '../steps';

/** Said when the link's code is unknown or expired (404 from verification-code-data). */
export const LINK_EXPIRED_TEXT = 'This verification link has expired or was replaced by a newer code.';

/**
 * `/email_verification?code=…` opened where the funnel has no answers (usually a new tab from the email): the email
 * is not known here, so the code cannot be confirmed. Says what the code is for (§7 verification-code-data, the email
 * masked), shows the code to enter in the tab where the person started, and offers to start again — never a blank page.
 */
export function VerificationLinkPage({ code }: { code: string }) {
  const send = useSend();
  const link = useProjection(selectVerificationLink);
  useEffect(() => {
    send(openVerificationLink({ code }));
  }, [code, send]);
  const current = link && link.code === code ? link : null;
  const startAgain = (
    <p>
      <Link to={stepPath('property_address')}>Start again</Link>
    </p>
  );

  if (current === null) {
    return (
      <Page title="Check your email" kind="reading">
        <Loading label="Checking your link…" />
      </Page>
    );
  }
  if (current.status === 'failed') {
    return (
      <Page title="This link can't be used" kind="reading">
        <Alert tone="error">{current.error.status === 404 ? LINK_EXPIRED_TEXT : errorText(current.error)}</Alert>
        <p>Go back to the page where you asked for a code and choose “Send a new code”, or start again.</p>
        {startAgain}
      </Page>
    );
  }
  if (current.confirmed) {
    return (
      <Page title="Your email is verified" kind="reading">
        <Alert tone="success">The email address {current.maskedEmail} is already verified.</Alert>
        <p>Go back to the page where you entered your details to continue, or sign in if you already have an account.</p>
        <p>
          <Link to="/login">Sign in</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title="Check your email" kind="reading">
      <Alert tone="info" title={`Your code for ${current.maskedEmail}`}>
        <p className="verification-code">{code}</p>
      </Alert>
      <p>
        Enter this code on the page where you asked for it (the browser tab where you gave your details), so your
        answers are kept. It works once, until it expires.
      </p>
      {startAgain}
    </Page>
  );
}
