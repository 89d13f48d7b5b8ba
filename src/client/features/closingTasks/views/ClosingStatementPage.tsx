import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useParams } from 'react-router';
import { useProjection, useSendAndAwait } from '../../../kernel/react';
import { CheckboxField } from '../../../ui/form/CheckboxField';
import { FormActions } from '../../../ui/form/FormActions';
import { acknowledgeStatement } from '../actions';
import { makeSelectStatement, type StatementView } from '../selectors';
import { ClosingScreen } from './ClosingScreen';
import { Figures } from './Figures';
import { NotReady } from './NotReady';
import { outcomeErrors } from './outcome';
import './closingTasks.css';

/** The closing statement screen's title (its h1). */
export const STATEMENT_TITLE = 'Review your closing statement';
/** Shown when the box is not ticked. */
export const REVIEW_REQUIRED_TEXT = 'Tick the box to confirm you have reviewed your closing statement';
/** Shown once acknowledged. */
export const STATEMENT_REVIEWED_TEXT = 'Thank you: you reviewed your closing statement.';

function Statement({ applicationId, view }: { applicationId: string; view: StatementView }) {
  const sendAndAwait = useSendAndAwait();
  return (
    <>
      <section aria-labelledby="statement-figures">
        <h2 id="statement-figures">Your closing statement</h2>
        <Figures figures={view.lines} />
        <p>
          <strong>Cash to you: {view.cashToHomeowner}</strong>
        </p>
      </section>
      <div role="status" aria-live="polite">
        {view.done ? <p className="alert alert--success">{STATEMENT_REVIEWED_TEXT}</p> : null}
      </div>
      {view.done ? null : (
        <Form<{ reviewed?: boolean }>
          onSubmit={async () => outcomeErrors(await sendAndAwait((correlationId) => acknowledgeStatement({ applicationId }, { correlationId })))}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-labelledby="statement-ack">
              <h2 id="statement-ack">Acknowledge your closing statement</h2>
              <CheckboxField
                name="reviewed"
                label="I have reviewed my closing statement and the amounts are what I expect"
                validate={(v: unknown) => (v === true ? undefined : REVIEW_REQUIRED_TEXT)}
              />
              <FormActions submitting={submitting} label="I have reviewed" busyLabel="Saving…" />
            </form>
          )}
        />
      )}
    </>
  );
}

/**
 * `/applications/:applicationId/closing/statement` (issue 12 §1, task review-closing-statement): the statement's
 * figures from the agreement summary (investment, fees itemised from the estimate, payoffs, cash to the homeowner; §9
 * currency); ticking the box and "I have reviewed" completes the task.
 */
export function ClosingStatementPage() {
  const { applicationId = '' } = useParams();
  const select = useMemo(() => makeSelectStatement(applicationId), [applicationId]);
  const view = useProjection(select);
  return (
    <ClosingScreen applicationId={applicationId} screen="statement" title={STATEMENT_TITLE} view={view} loadingLabel="Loading your closing statement…">
      {(ready) => (ready.statement ? <Statement applicationId={applicationId} view={ready.statement} /> : <NotReady applicationId={applicationId} title="Your closing statement is not ready yet" />)}
    </ClosingScreen>
  );
}

export default ClosingStatementPage;
