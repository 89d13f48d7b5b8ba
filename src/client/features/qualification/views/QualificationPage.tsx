import { Suspense, useCallback, useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { useProjection, useSend } from '../../../kernel/react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Loading } from '../../../ui/Loading';
import { Page } from '../../../ui/Page';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { closeQualification, goBackInQualification, openQualification, retryQualificationResume } from '../actions';
import { makeSelectQualificationPage } from '../selectors';
import { preloadStagesAfter, StageView } from './stageViews';

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

  const stage = view.status === 'ready' ? view.stage : undefined;
  useEffect(() => {
    if (stage) preloadStagesAfter(stage);
  }, [stage]);

  const loading = (
    <Page title="Qualification" nav={<ApplicationNav applicationId={applicationId} />} kind="form">
      <Loading label="Loading your answers…" />
    </Page>
  );
  if (view.status === 'loading') return loading;
  if (view.status === 'failed') {
    return (
      <Page title="Qualification" nav={<ApplicationNav applicationId={applicationId} />} kind="form">
        <Alert tone="error" title="We couldn’t load your answers">
          {view.message}
        </Alert>
        <div className="actions">
          <Button onClick={() => send(retryQualificationResume({ applicationId }))}>Try again</Button>
        </div>
      </Page>
    );
  }
  return (
    <Suspense fallback={loading}>
      <StageView stage={view.stage} applicationId={applicationId} onBack={back} lienIndex={view.lienIndex} />
    </Suspense>
  );
}

export { QualificationPage as Component };
export default QualificationPage;
