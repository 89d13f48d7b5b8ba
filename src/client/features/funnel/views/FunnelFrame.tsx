import { useCallback, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { BackLink, Page, ProgressBar } from '../../../ui';
import { useHydrating, useProjection, useSend } from '../../../kernel/react';
import { warmUpFunnel } from '../actions';
import { selectFirstIncompleteStep } from '../selectors';
import { FUNNEL_STEPS, previousStep, stepIndex, stepPath, type FunnelStep } from '../steps';
import { usePreloadOnInteraction } from './usePreloadOnInteraction';

/** Props of {@link FunnelFrame}. */
export interface FunnelFrameProps {
  step: FunnelStep;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every funnel page: sends a person who skipped ahead to the first unanswered page (once a prerendered
 * page has hydrated), then shows the page with its back link (answers are kept in the store) and "Step n of 9" progress. The person's first key or pointer
 * press sends `funnel/warmUp`, which fetches the funnel's epic, so Continue rarely waits for it.
 */
export function FunnelFrame({ step, title, lead, children }: FunnelFrameProps) {
  const send = useSend();
  const warmUp = useCallback(() => void send(warmUpFunnel()), [send]);
  usePreloadOnInteraction(warmUp);
  const firstIncomplete = useProjection(selectFirstIncompleteStep);
  // Issue 14 §1: a prerendered page is hydrated as it was prerendered (no answers yet), then sends the person back.
  const hydrating = useHydrating();
  if (!hydrating && stepIndex(step) > stepIndex(firstIncomplete)) return <Navigate to={stepPath(firstIncomplete)} replace />;
  const previous = previousStep(step);
  const position = stepIndex(step) + 1;
  return (
    <Page title={title} lead={lead} kind="form">
      {previous ? <BackLink to={stepPath(previous)} /> : null}
      <ProgressBar
        value={position}
        max={FUNNEL_STEPS.length}
        label="Your progress"
        valueText={`Step ${position} of ${FUNNEL_STEPS.length}`}
      />
      {children}
    </Page>
  );
}
