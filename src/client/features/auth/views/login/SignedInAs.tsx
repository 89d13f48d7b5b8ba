import { Button } from '../../../../ui';

/** "Signing in as …" with a way back to the email step (so a typo never traps the person). */
export function SignedInAs({ email, onChange }: { email: string; onChange: () => void }) {
  return (
    <p>
      Signing in as <strong>{email}</strong>{' '}
      <Button variant="quiet" onClick={onChange}>
        Change email
      </Button>
    </p>
  );
}
