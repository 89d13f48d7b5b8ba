import { useSend } from '../../../../kernel/react';
import { Alert, Button } from '../../../../ui';
import { showLoginStep } from '../../actions';

/** Confirmation of the password-retrieval email (worded so it never tells whether an account exists). */
export function RetrievalSentStep({ email }: { email: string | null }) {
  const send = useSend();
  return (
    <>
      <Alert tone="success">
        If an account exists for <strong>{email ?? 'that address'}</strong>, we have emailed a link to choose a new
        password.
      </Alert>
      <div className="actions">
        <Button variant="secondary" onClick={() => send(showLoginStep({ step: email ? 'password' : 'email' }))}>
          Back to sign in
        </Button>
      </div>
    </>
  );
}
