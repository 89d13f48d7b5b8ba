import { useEffect, useMemo, type ReactNode } from 'react';
import { useProjection, useSend } from '../../../kernel/react';
import { ReadOnlyProvider, READ_ONLY_NOTE_ID, useReadOnly } from '../../../ui/ReadOnly';
import { SectionState } from '../../../ui/SectionState';
import { retryRequest, viewStep, type StepRef } from '../actions';
import type { StepScreenView } from '../requestView';
import { makeSelectPayoffPanel } from '../selectors';
import { PayoffPanel } from './PayoffPanel';
import { StepDocuments } from './StepDocuments';
import { LockedStepForm, StepForm } from './StepForm';
import { StepFields } from './steps/StepFields';

/** Id of the step screen's heading (the forms are named by it; it takes the focus when another step is chosen). */
export const STEP_HEADING_ID = 'svc-step';

/** The step kind whose screen is the payoff statement. */
const PAYOFF_STEP = 'acknowledge-payoff-and-accept-wire-details';

/**
 * A step that cannot be changed now: its notice (why), then its form with every control disabled (§6 read-only
 * context, described by the notice; in an ops session the banner's note already carries that id).
 */
function Locked({ notice, children }: { notice: string; children: ReactNode }) {
  const ops = useReadOnly();
  return (
    <>
      <p className="alert" id={ops ? undefined : READ_ONLY_NOTE_ID}>
        {notice}
      </p>
      <ReadOnlyProvider readOnly>{children}</ReadOnlyProvider>
    </>
  );
}

function Body({ stepRef, step, verifyPhone }: { stepRef: StepRef; step: StepScreenView; verifyPhone: string | null }) {
  const fields = <StepFields kind={step.kind} requestType={stepRef.requestType} verifyPhone={verifyPhone} />;
  const documents = <StepDocuments stepRef={stepRef} />;
  if (step.editable) {
    return (
      <StepForm stepRef={stepRef} step={step} fields={fields}>
        {documents}
      </StepForm>
    );
  }
  return (
    <Locked notice={step.notice ?? ''}>
      <LockedStepForm step={step} fields={fields}>
        {documents}
      </LockedStepForm>
    </Locked>
  );
}

/**
 * The payoff step (issue 11 §2): the payoff statement panel; once it is acknowledged (and the wire details shown), the
 * "I confirmed by phone" box and the submit.
 */
function PayoffBody({ stepRef, step }: { stepRef: StepRef; step: StepScreenView }) {
  const send = useSend();
  const select = useMemo(() => makeSelectPayoffPanel(stepRef.requestUuid), [stepRef.requestUuid]);
  const panel = useProjection(select);
  const request = { applicationId: stepRef.applicationId, requestUuid: stepRef.requestUuid };
  return (
    <SectionState section={panel} loadingLabel="Loading your payoff statement…" onRetry={() => send(retryRequest(request))}>
      {(p) => (
        <>
          <PayoffPanel request={request} requestType={stepRef.requestType} panel={p} canAct={step.actionable} />
          {p.state === 'acknowledged' ? <Body stepRef={stepRef} step={step} verifyPhone={p.wire.verifyPhone} /> : null}
          {p.state !== 'acknowledged' && !step.editable && step.notice ? <p className="alert">{step.notice}</p> : null}
        </>
      )}
    </SectionState>
  );
}

/**
 * The screen of one step of a request (issue 11 §2): its title, what it asks and help, then its form (autosaved,
 * submitted with the step's rules) with the documents it asks for — or, for a step that cannot be changed now, why
 * and the saved answers read-only. Showing it sends `viewStep` (analytics "Servicing Step Viewed").
 */
export function StepScreen({ stepRef, step }: { stepRef: StepRef; step: StepScreenView }) {
  const send = useSend();
  const { applicationId, requestUuid, requestType, stepKind } = stepRef;
  useEffect(() => {
    send(viewStep({ applicationId, requestUuid, requestType, stepKind }));
  }, [send, applicationId, requestUuid, requestType, stepKind]);
  return (
    <section aria-labelledby={STEP_HEADING_ID} className="card svc-step">
      <h2 id={STEP_HEADING_ID} tabIndex={-1}>
        {step.title}
      </h2>
      <p>{step.asks}</p>
      <p className="svc-muted">{step.help}</p>
      <p>
        Status: <strong>{step.statusLabel}</strong>
        {step.dueDate ? <> · Due {step.dueDate}</> : null}
      </p>
      {step.kind === PAYOFF_STEP ? <PayoffBody stepRef={stepRef} step={step} /> : <Body stepRef={stepRef} step={step} verifyPhone={null} />}
    </section>
  );
}
