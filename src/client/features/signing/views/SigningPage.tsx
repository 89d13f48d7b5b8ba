import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { useProjection, useSend } from '../../../kernel/react';
import { Alert } from '../../../ui/Alert';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { BackLink } from '../../../ui/BackLink';
import { Button } from '../../../ui/Button';
import { Loading } from '../../../ui/Loading';
import { Page } from '../../../ui/Page';
import {
  closeReview,
  closeSigning,
  goToNextPage,
  goToPage,
  goToPreviousPage,
  openSigning,
  retrySigning,
  signEnvelopeField,
} from '../actions';
import { makeSelectSigningView, type SigningScreen } from '../selectors';
import { DeclineSection } from './DeclineSection';
import { OutcomeView } from './OutcomeView';
import { PageStep } from './PageStep';
import { ReviewStep } from './ReviewStep';
import { SIGNING_TEXTS } from './texts';
import './signing.css';

/** A key that changes whenever a different step is shown (a page, review, an outcome). */
function stepKey(screen: SigningScreen): string {
  return screen.kind === 'page' ? `page-${screen.page.index}` : screen.kind;
}

/**
 * `/applications/:applicationId/tasks/sign` (§2 eSignature tasks; issue #4 §4): the closing documents page by page,
 * review-and-confirm, decline, and the outcome. When the step changes, focus moves to its heading (the page's h1
 * has it on arrival). An id that is not a UUID sends the person to the applicants list (the epic does it).
 */
export function SigningPage() {
  const { applicationId = '' } = useParams();
  const send = useSend();
  useEffect(() => {
    send(openSigning({ applicationId }));
    return () => send(closeSigning({ applicationId }));
  }, [applicationId, send]);
  const select = useMemo(() => makeSelectSigningView(applicationId), [applicationId]);
  const view = useProjection(select);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<string | null>(null);
  const key = view.status === 'ready' ? stepKey(view.screen) : null;
  useEffect(() => {
    if (key === null) return;
    if (shownStep.current !== null && shownStep.current !== key) headingRef.current?.focus();
    shownStep.current = key;
  }, [key]);

  const onSign = useCallback(
    (envelopeUuid: string) => (fieldUuid: string, value: string) => send(signEnvelopeField({ applicationId, envelopeUuid, fieldUuid, value })),
    [applicationId, send],
  );

  let body;
  if (view.status === 'loading') body = <Loading label={SIGNING_TEXTS.loading} />;
  else if (view.status === 'error') {
    body = (
      <Alert tone="error">
        <p>{view.message}</p>
        <Button variant="secondary" onClick={() => send(retrySigning({ applicationId }))}>
          {SIGNING_TEXTS.retry}
        </Button>
      </Alert>
    );
  } else {
    const screen = view.screen;
    switch (screen.kind) {
      case 'none':
        body = <p>{SIGNING_TEXTS.none}</p>;
        break;
      case 'outcome':
        body = <OutcomeView screen={screen} applicationId={applicationId} headingRef={headingRef} />;
        break;
      case 'page':
        body = (
          <>
            <PageStep
              screen={screen}
              headingRef={headingRef}
              onSign={onSign(screen.envelopeUuid)}
              onPrevious={() => send(goToPreviousPage())}
              onNext={() => send(goToNextPage())}
              onResume={(page) => send(goToPage({ page }))}
            />
            <DeclineSection applicationId={applicationId} envelopeUuid={screen.envelopeUuid} />
          </>
        );
        break;
      case 'review':
        body = (
          <>
            <ReviewStep screen={screen} applicationId={applicationId} headingRef={headingRef} onBack={() => send(closeReview())} />
            <DeclineSection applicationId={applicationId} envelopeUuid={screen.envelopeUuid} />
          </>
        );
        break;
    }
  }

  return (
    <Page title={SIGNING_TEXTS.title} kind="reading" nav={<ApplicationNav applicationId={applicationId} current="tasks" />}>
      <BackLink to={`/applications/${encodeURIComponent(applicationId)}/tasks`} label={SIGNING_TEXTS.backToTasks} />
      {body}
    </Page>
  );
}
