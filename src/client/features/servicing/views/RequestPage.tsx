import { useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { useProjection, useSend } from '../../../kernel/react';
import { Alert, BackLink, Page } from '../../../ui';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { SectionState } from '../../../ui/SectionState';
import { closeRequest, openRequest, retryRequest } from '../actions';
import { dashboardPath } from '../paths';
import { makeSelectRequestPage } from '../selectors';
import { CancelRequestForm } from './CancelRequestForm';
import { Checklist } from './Checklist';
import { RefinanceTaskCard } from './RefinanceTaskCard';
import { RequestHeader } from './RequestHeader';
import { STEP_HEADING_ID, StepScreen } from './StepScreen';
import { Timeline } from './Timeline';
import './servicing.css';

/** The page's title while the request loads (then its type's label). */
export const REQUEST_TITLE = 'Your request';
/** Shown when the address names a step the request does not have. */
export const UNKNOWN_STEP_TEXT = 'This request has no such step. Here is where it stands.';
/** Shown when every step is done. */
export const ALL_STEPS_DONE_TEXT = 'You have done every step of this request. We will let you know when it moves on.';

/**
 * `/applications/:applicationId/servicing/:requestUuid[/:stepKind]` (issue 11 §2): where the request stands (status,
 * approval, reason, who acts next), its steps as an ordered checklist, the screen of the chosen step (or the current
 * one) with its documents, its history, and "Cancel request" while the homeowner may cancel (pending, no payoff
 * statement issued) — otherwise, while it is open, why not and whom to contact. The request is polled while
 * it waits on the team (the epic). Ids that are not UUIDs send the person to the applicants list. In the ops view
 * (§6) everything shows and every control is disabled.
 */
export function RequestPage() {
  const { applicationId = '', requestUuid = '', stepKind } = useParams();
  const send = useSend();
  useEffect(() => {
    send(openRequest({ applicationId, requestUuid }));
    return () => send(closeRequest({ applicationId, requestUuid }));
  }, [applicationId, requestUuid, send]);
  const select = useMemo(() => makeSelectRequestPage(applicationId, requestUuid, stepKind), [applicationId, requestUuid, stepKind]);
  const view = useProjection(select);
  const request = { applicationId, requestUuid };
  // Another step chosen on the page is a new view: its heading takes the focus (the page's h1 has it on arrival).
  const shownStep = useRef<string | null>(null);
  const selectedStep = view.status === 'ready' ? (view.data.step?.kind ?? null) : null;
  useEffect(() => {
    if (shownStep.current !== null && selectedStep !== null && selectedStep !== shownStep.current) document.getElementById(STEP_HEADING_ID)?.focus();
    shownStep.current = selectedStep;
  }, [selectedStep]);

  return (
    <Page title={view.status === 'ready' ? view.data.header.typeLabel : REQUEST_TITLE} kind="dashboard" nav={<ApplicationNav applicationId={applicationId} />}>
      <BackLink to={dashboardPath(applicationId)} label="Back to your investment" />
      <SectionState section={view} loadingLabel="Loading your request…" onRetry={() => send(retryRequest(request))} reserve="slot-application">
        {(page) => (
          <>
            <RequestHeader header={page.header} />
            <RefinanceTaskCard requestUuid={requestUuid} />
            {page.unknownStep ? <Alert tone="warning">{UNKNOWN_STEP_TEXT}</Alert> : null}
            <div className="svc-request">
              <Checklist items={page.checklist} />
              {page.step ? (
                <StepScreen
                  key={page.step.kind}
                  stepRef={{ ...request, requestType: page.header.requestType, stepKind: page.step.kind }}
                  step={page.step}
                />
              ) : (
                <p className="card">{page.header.open ? ALL_STEPS_DONE_TEXT : `This request is ${page.header.statusLabel.toLowerCase()}.`}</p>
              )}
            </div>
            <Timeline entries={page.timeline} />
            {page.header.canCancel ? <CancelRequestForm request={request} requestType={page.header.requestType} /> : null}
            {page.header.cancelNotice ? (
              <section aria-labelledby="svc-cancel">
                <h2 id="svc-cancel">Canceling this request</h2>
                <p>{page.header.cancelNotice}</p>
              </section>
            ) : null}
          </>
        )}
      </SectionState>
    </Page>
  );
}

export default RequestPage;
