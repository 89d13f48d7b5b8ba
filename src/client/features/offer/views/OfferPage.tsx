import { useEffect, useMemo, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useProjection, useSend } from '../../../kernel/react';
import { Alert, Button, Loading, Page } from '../../../ui';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { closeOffer, openOffer, retryOffer, showOfferStep } from '../actions';
import { makeSelectOfferPage, type OfferReadyView } from '../selectors';
import { nextOfferStep, OFFER_STEP_TITLES, previousOfferStep, type OfferStep } from '../steps';
import { EstimateStep } from './EstimateStep';
import { HomeStep } from './HomeStep';
import { SummaryStep } from './SummaryStep';

/** The offer page's title (its h1). */
export const OFFER_TITLE = 'Your offer';
/** Heading shown while no Investment Estimate has been issued. */
export const NOT_READY_TITLE = 'Your Investment Estimate isn’t ready yet';

function NotReady({ applicationId }: { applicationId: string }) {
  return (
    <section aria-labelledby="offer-not-ready">
      <h2 id="offer-not-ready">{NOT_READY_TITLE}</h2>
      <p>We prepare it once your application and documents have been reviewed. We will email you when it is ready, and it will appear on this page.</p>
      <p>It will show how much we can invest, the share of your home’s future value, the fees, and what you might repay.</p>
      <p>
        Meanwhile, <Link to={`/applications/${encodeURIComponent(applicationId)}/tasks`}>check your tasks</Link> for anything we still need from you.
      </p>
    </section>
  );
}

function Steps({
  applicationId,
  step,
  stepNumber,
  stepCount,
  offer,
}: {
  applicationId: string;
  step: OfferStep;
  stepNumber: number;
  stepCount: number;
  offer: OfferReadyView;
}) {
  const send = useSend();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  // A new step is a new view: move focus to its heading (the page's h1 has it on arrival).
  useEffect(() => {
    if (shown.current !== step) heading.current?.focus();
    shown.current = step;
  }, [step]);
  const next = nextOfferStep(step);
  const previous = previousOfferStep(step);
  return (
    <section aria-labelledby="offer-step">
      <p>
        Step {stepNumber} of {stepCount}
      </p>
      <h2 id="offer-step" ref={heading} tabIndex={-1}>
        {OFFER_STEP_TITLES[step]}
      </h2>
      {step === 'property' ? <HomeStep home={offer.home} /> : null}
      {step === 'estimate' ? <EstimateStep estimate={offer.estimate} /> : null}
      {step === 'summary' ? (
        <SummaryStep applicationId={applicationId} summary={offer.summary} snapshots={offer.snapshots} acknowledged={offer.acknowledged} />
      ) : null}
      <div className="actions">
        {next ? <Button onClick={() => send(showOfferStep({ step: next }))}>Continue</Button> : null}
        {previous ? (
          <Button variant="secondary" onClick={() => send(showOfferStep({ step: previous }))}>
            Back
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/**
 * `/applications/:applicationId/offer` (issue #4 §3): the Investment Estimate in three steps — the home, the estimate
 * (figures, fees, appreciation scenarios), then the agreement summary, how the offer changed and the acknowledgement.
 * Before an estimate exists it says so and what happens next. An id that is not a UUID goes to the applicants list.
 */
export function OfferPage() {
  const { applicationId = '' } = useParams();
  const send = useSend();
  useEffect(() => {
    send(openOffer({ applicationId }));
    return () => send(closeOffer({ applicationId }));
  }, [applicationId, send]);
  const select = useMemo(() => makeSelectOfferPage(applicationId), [applicationId]);
  const view = useProjection(select);

  return (
    <Page title={OFFER_TITLE} kind="reading" nav={<ApplicationNav applicationId={applicationId} current="offer" />}>
      {view.status === 'loading' ? <Loading label="Loading your offer…" /> : null}
      {view.status === 'error' ? (
        <Alert tone="error">
          <p>{view.message}</p>
          <Button variant="secondary" onClick={() => send(retryOffer({ applicationId }))}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {view.status === 'not-ready' ? <NotReady applicationId={applicationId} /> : null}
      {view.status === 'ready' ? (
        <Steps applicationId={applicationId} step={view.step} stepNumber={view.stepNumber} stepCount={view.stepCount} offer={view.offer} />
      ) : null}
    </Page>
  );
}

export default OfferPage;
