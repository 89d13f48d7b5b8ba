import { useCallback } from 'react';
import { useProjection } from '../kernel/react';
import { selectActiveAppDiffersEmailMessage } from '../kernel/session/selectors';
import { Alert } from '../ui/Alert';

/**
 * Issue 12 §2 (§3 `activeAppDiffersEmailMessage`): on the pages of application `applicationId`, tells a customer whose
 * sign-in email differs from the application's which email is which (the rule is `activeAppDiffersEmailMessageOf`,
 * docs/application.md "Sign-in email and the application"). Nothing when the emails agree.
 */
export function ActiveAppEmailNotice({ applicationId }: { applicationId: string }) {
  const text = useProjection(useCallback((state: object) => selectActiveAppDiffersEmailMessage(state, applicationId), [applicationId]));
  if (!text) return null;
  return (
    <div className="app-email-notice">
      <Alert tone="info" title="Signed in with another email address">
        {text}
      </Alert>
    </div>
  );
}
