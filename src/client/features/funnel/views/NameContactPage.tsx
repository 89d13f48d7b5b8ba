import { Form } from 'react-final-form';
import { Link } from 'react-router';
import type { CheckUserOutcome } from '../../../../contract/enums';
import { useProjection, useSendAndAwait } from '../../../kernel/react';
import { ContactFields } from './ContactFields';
import { Alert, Button } from '../../../ui';
import { FormError } from '../../../ui/form/FormError';
import { submitContact } from '../actions';
import { selectContactPage } from '../selectors';
import { FunnelFrame } from './FunnelFrame';
import { submissionErrorsOf } from './formOutcome';

interface ContactValues {
  first_name: string;
  last_name: string;
  email: string;
}

/** Where people with an account or an application go; the email travels in router state, never in the URL. */
function SignInLink({ email }: { email: string | null }) {
  return (
    <Link className="btn btn--primary" to="/login" state={email ? { email } : undefined}>
      Sign in
    </Link>
  );
}

/** What the page says for a §3 check-user outcome other than `prospect`. */
function ExistingAccountNotice({ outcome, email }: { outcome: CheckUserOutcome; email: string | null }) {
  if (outcome === 'address_exists_no_email_match') {
    return (
      <Alert tone="warning" title="An application already exists for this address">
        <p>
          There is already an application for this home under a different email address. If it is yours, sign in with
          that email. If not, please contact us and we’ll help.
        </p>
        <p className="actions">
          <SignInLink email={null} />
          <a className="btn btn--secondary" href="mailto:support@example.com">
            Contact us
          </a>
        </p>
      </Alert>
    );
  }
  return (
    <Alert tone="info" title="You already have an account">
      <p>An account already exists for this email address. Please sign in to continue.</p>
      <p className="actions">
        <SignInLink email={email} />
      </p>
    </Alert>
  );
}

/** `/personal_details_name_contact` — Personal Details Page (§2): names and email (§5 email rules), then check-user. */
export function NameContactPage() {
  const page = useProjection(selectContactPage);
  const sendAndAwait = useSendAndAwait();
  return (
    <FunnelFrame step="personal_details_name_contact" title="Tell us about yourself">
      <Form<ContactValues>
        initialValues={page.initial}
        onSubmit={async (values) =>
          submissionErrorsOf(await sendAndAwait((correlationId) => submitContact(values, { correlationId })))
        }
        render={({ handleSubmit, submitting, dirtySinceLastSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <ContactFields emailHint="We’ll send a code to this address to verify it." />
            <FormError />
            {page.outcome && page.outcome !== 'prospect' && !dirtySinceLastSubmit ? (
              <ExistingAccountNotice outcome={page.outcome} email={page.email} />
            ) : null}
            <div className="actions">
              <Button type="submit" busy={submitting} busyLabel="Checking your details…">
                Continue
              </Button>
            </div>
          </form>
        )}
      />
    </FunnelFrame>
  );
}

export { NameContactPage as Component };
export default NameContactPage;
