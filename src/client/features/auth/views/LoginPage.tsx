import { useSearchParams } from 'react-router';
import { useProjection } from '../../../kernel/react';
import { Alert, Page } from '../../../ui';
import type { LoginStep } from '../actions';
import { logoutReasonText } from '../messages';
import { selectEndedSessionReason, selectLoginEmail, selectLoginStep, selectMagicLinksSent } from '../selectors';
import { EmailStep } from './login/EmailStep';
import { ForgotPasswordStep } from './login/ForgotPasswordStep';
import { MagicLinkSentStep } from './login/MagicLinkSentStep';
import { MethodStep } from './login/MethodStep';
import { PasswordStep } from './login/PasswordStep';
import { RetrievalSentStep } from './login/RetrievalSentStep';

const TITLES: Readonly<Record<LoginStep, string>> = {
  email: 'Sign in',
  method: 'Sign in',
  password: 'Sign in',
  magicLinkSent: 'Check your email',
  forgotPassword: 'Reset your password',
  passwordRetrievalSent: 'Check your email',
};

/**
 * `/login` (§2, §3 login): email step → method step (magic link or password) → confirmation. `?q=` / the ended
 * session's reason shows a notice (e.g. "Your session has expired. Please sign in again."); `?next=` is where to go
 * after signing in.
 */
export function LoginPage() {
  const storedStep = useProjection(selectLoginStep);
  const email = useProjection(selectLoginEmail);
  const sentCount = useProjection(selectMagicLinksSent);
  const endedReason = useProjection(selectEndedSessionReason);
  const [params] = useSearchParams();
  const next = params.get('next');
  const notice = logoutReasonText(params.get('q')) ?? logoutReasonText(endedReason);
  // Steps after the email one need the email; without it the page starts over at the email step (§3).
  const step: LoginStep = email === null && storedStep !== 'forgotPassword' ? 'email' : storedStep;

  return (
    <Page title={TITLES[step]} kind="form">
      {notice && step === 'email' ? <Alert tone="warning">{notice}</Alert> : null}
      {step === 'email' ? <EmailStep email={email} /> : null}
      {step === 'method' && email ? <MethodStep email={email} /> : null}
      {step === 'password' && email ? <PasswordStep email={email} next={next} /> : null}
      {step === 'magicLinkSent' && email ? <MagicLinkSentStep email={email} sentCount={sentCount} /> : null}
      {step === 'forgotPassword' ? <ForgotPasswordStep email={email} /> : null}
      {step === 'passwordRetrievalSent' ? <RetrievalSentStep email={email} /> : null}
    </Page>
  );
}
