import { useMemo } from 'react';
import { useProjection } from '../../../kernel/react';
import { makeSelectRefinanceTask } from '../selectors';

/**
 * The `{product}` refinance card of a request page (issue 11 ProductRefinanceTask data group): the task's status and
 * what the homeowner told us about the new loan. Nothing while loading, on an error (the page's own sections say it)
 * or when the request is not a refinance.
 */
export function RefinanceTaskCard({ requestUuid }: { requestUuid: string }) {
  const select = useMemo(() => makeSelectRefinanceTask(requestUuid), [requestUuid]);
  const section = useProjection(select);
  if (section.status !== 'ready' || section.data === null) return null;
  const task = section.data;
  return (
    <section className="card" aria-labelledby="svc-refinance">
      <h2 id="svc-refinance">{task.title}</h2>
      <p>{task.description}</p>
      <dl className="svc-figures">
        <dt>Status</dt>
        <dd>{task.statusLabel}</dd>
        <dt>New lender</dt>
        <dd>{task.lender}</dd>
        <dt>New loan amount</dt>
        <dd>{task.loanAmount}</dd>
        <dt>Expected closing date</dt>
        <dd>{task.expectedClosing}</dd>
        <dt>Payoff statement</dt>
        <dd>{task.payoffIssued ? 'Issued' : 'Not issued yet'}</dd>
      </dl>
    </section>
  );
}
