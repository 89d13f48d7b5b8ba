import { expiryWarningText, STAY_SIGNED_IN_TEXT } from '../features/auth/messages';
import { useProjection, useSend } from '../kernel/react';
import { staySignedIn } from '../kernel/session/actions';
import { selectExpiryWarning } from '../kernel/session/selectors';
import { Button } from '../ui/Button';

/**
 * Issue 12 §2 inactivity warning, over every page while the session's token is about to run out unrefreshed: "You
 * will be signed out in 2 minutes." and a "Stay signed in" button (which refreshes the token; so does any key press or
 * click). Announced at once (role alert) and fixed at the bottom of the screen; it comes after the page in the DOM, so
 * "Skip to content" stays the first stop. Allowed in the ops read-only view: staying signed in changes no data.
 */
export function SessionExpiryWarning() {
  const warning = useProjection(selectExpiryWarning);
  const send = useSend();
  if (!warning) return null;
  return (
    <div className="session-warning" role="alert" aria-labelledby="session-warning-text">
      <p id="session-warning-text">{expiryWarningText(warning.minutesLeft)}</p>
      <Button variant="primary" mutates={false} onClick={() => send(staySignedIn())}>
        {STAY_SIGNED_IN_TEXT}
      </Button>
    </div>
  );
}
