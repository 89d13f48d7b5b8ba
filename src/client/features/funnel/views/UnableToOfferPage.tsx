import { Form } from 'react-final-form';
import { Navigate, useParams } from 'react-router';
import { isUnableToOfferSlug, UNABLE_TO_OFFER_COPY, type UnableToOfferSlug } from '../../../../domain/disqualification';
import { useProjection, useSendAndAwait } from '../../../kernel/react';
import { ContactFields } from './ContactFields';
import { Alert, BackLink, Button, Page } from '../../../ui';
import { FormError } from '../../../ui/form/FormError';
import { signUpForLater } from '../actions';
import type { FunnelRootState } from '../reducer';
import { selectUnableToOfferPage } from '../selectors';
import { stepPath } from '../steps';
import { submissionErrorsOf } from './formOutcome';

interface LaterValues {
  first_name: string;
  last_name: string;
  email: string;
}

const selectDisqualifiedStep = (s: FunnelRootState) => s.funnel.disqualification?.step ?? null;

/** The "sign up for later" form (§3 payload) and its confirmation. */
function SignUpForLater({ reason }: { reason: UnableToOfferSlug }) {
  const page = useProjection(selectUnableToOfferPage);
  const sendAndAwait = useSendAndAwait();
  if (page.laterSignup === reason) {
    return (
      <Alert tone="success" title="Thank you">
        We’ll let you know if we can make you an offer in the future.
      </Alert>
    );
  }
  return (
    <section aria-labelledby="later-heading" className="card">
      <h2 id="later-heading">Sign up for later</h2>
      <p>Leave your details and we’ll let you know if things change.</p>
      <Form<LaterValues>
        initialValues={page.initial}
        onSubmit={async (values) =>
          submissionErrorsOf(await sendAndAwait((correlationId) => signUpForLater({ reason, ...values }, { correlationId })))
        }
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <ContactFields />
            <FormError />
            <div className="actions">
              <Button type="submit" busy={submitting} busyLabel="Sending…">
                Keep me informed
              </Button>
            </div>
          </form>
        )}
      />
    </section>
  );
}

/** `/unable-to-offer/:reason` (§2 dead ends, §8): why we cannot offer, and a sign-up-for-later form. */
export function UnableToOfferPage() {
  const { reason } = useParams();
  const changeStep = useProjection(selectDisqualifiedStep);
  if (!isUnableToOfferSlug(reason)) return <Navigate to={stepPath('property_address')} replace />;
  const copy = UNABLE_TO_OFFER_COPY[reason];
  return (
    <Page title={copy.title} kind="reading">
      {changeStep ? <BackLink to={stepPath(changeStep)} label="Change my answer" /> : null}
      <p>{copy.explanation}</p>
      <SignUpForLater reason={reason} />
    </Page>
  );
}

export { UnableToOfferPage as Component };
export default UnableToOfferPage;
