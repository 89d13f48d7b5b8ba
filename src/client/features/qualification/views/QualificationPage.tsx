import { useCallback, useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { useProjection, useSend } from '../../../kernel/react';
import { Alert, Button, Loading, Page } from '../../../ui';
import { SignOutLink } from '../../../ui/SignOutLink';
import { closeQualification, goBackInQualification, openQualification, retryQualificationResume } from '../actions';
import { makeSelectQualificationPage } from '../selectors';
import { AuthorizeCreditStage } from './stages/AuthorizeCreditStage';
import { CompletedStage } from './stages/CompletedStage';
import { ConsentStage } from './stages/ConsentStage';
import { HasMortgagesStage } from './stages/HasMortgagesStage';
import { MortgageDetailsStage } from './stages/MortgageDetailsStage';
import { MortgageListStage } from './stages/MortgageListStage';
import { PhoneStage } from './stages/PhoneStage';
import { SsnStage } from './stages/SsnStage';
import { WaitStage } from './stages/WaitStage';

/**
 * `/applications/:applicationId/qualification` (§2 qualification wizard): opens the wizard (an id that is not a UUID
 * sends the person to the applicants list), waits while it resumes from what the server holds, then shows the current
 * stage of the kernel wizard. Leaving the page stops any polling and releases its data.
 */
export function QualificationPage() {
  const { applicationId = '' } = useParams();
  const send = useSend();
  useEffect(() => {
    send(openQualification({ applicationId }));
    return () => send(closeQualification({ applicationId }));
  }, [applicationId, send]);
  const select = useMemo(() => makeSelectQualificationPage(applicationId), [applicationId]);
  const view = useProjection(select);
  const back = useCallback(() => send(goBackInQualification({ applicationId })), [applicationId, send]);

  if (view.status === 'loading') {
    return (
      <Page title="Qualification" headerActions={<SignOutLink />}>
        <Loading label="Loading your answers…" />
      </Page>
    );
  }
  if (view.status === 'failed') {
    return (
      <Page title="Qualification" headerActions={<SignOutLink />}>
        <Alert tone="error" title="We couldn’t load your answers">
          {view.message}
        </Alert>
        <div className="actions">
          <Button onClick={() => send(retryQualificationResume({ applicationId }))}>Try again</Button>
        </div>
      </Page>
    );
  }
  const props = { applicationId, onBack: back };
  switch (view.stage) {
    case 'authorize-credit':
      return <AuthorizeCreditStage applicationId={applicationId} />;
    case 'user-consent-statements':
      return <ConsentStage {...props} />;
    case 'phone-request':
      return <PhoneStage {...props} />;
    case 'ssn-request':
      return <SsnStage {...props} />;
    case 'wait-request':
      return <WaitStage {...props} />;
    case 'has-mortgages':
      return <HasMortgagesStage {...props} />;
    case 'mortgages':
      return <MortgageListStage {...props} />;
    case 'mortgage-details':
      return <MortgageDetailsStage {...props} lienIndex={view.lienIndex} />;
    case 'completed':
      return <CompletedStage {...props} />;
  }
}

export { QualificationPage as Component };
export default QualificationPage;
