import { useEffect, useId, useMemo, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useProjection, useSend } from '../../../kernel/react';
import { selectIsOps } from '../../../kernel/session/selectors';
import { Page } from '../../../ui';
import { ReadOnlyProvider } from '../../../ui/ReadOnly';
import { SectionState } from '../../../ui/SectionState';
import { SignOutLink } from '../../../ui/SignOutLink';
import { closeOpsApplications, openOpsApplications, retryOpsApplications } from '../actions';
import { filterOpsApplications, selectOpsApplications, type OpsApplicationItem } from '../selectors';
import './ops.css';

/** "3 applications", or "Showing 1 of 3 applications" while filtered. */
function countText(shown: number, total: number): string {
  const noun = total === 1 ? 'application' : 'applications';
  return shown === total ? `${total} ${noun}` : `Showing ${shown} of ${total} ${noun}`;
}

function ApplicationList({ items }: { items: readonly OpsApplicationItem[] }) {
  const [filter, setFilter] = useState('');
  const inputId = useId();
  const shown = useMemo(() => filterOpsApplications(items, filter), [items, filter]);
  return (
    <>
      <div className="field">
        <label htmlFor={inputId}>Filter applications</label>
        <p className="field__hint" id={`${inputId}-hint`}>
          By customer name, city, state or stage.
        </p>
        <input
          id={inputId}
          type="search"
          className="ops-filter"
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          aria-describedby={`${inputId}-hint`}
          autoComplete="off"
        />
      </div>
      <p role="status">{countText(shown.length, items.length)}</p>
      {shown.length === 0 ? (
        <p>No application matches “{filter}”.</p>
      ) : (
        <ul className="list-plain">
          {shown.map((app) => (
            <li className="card" key={app.uuid}>
              <h2 className="ops-app__name">
                <Link to={app.href}>{app.customerName}</Link>
              </h2>
              <p className="ops-app__facts">
                {app.cityState}
                <br />
                Stage: <strong>{app.stageName}</strong>
                {app.updated ? (
                  <>
                    <br />
                    Updated {app.updated}
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * `/ops/applications` (§2 ops view): every application — customer name, city/state, customer stage, last update —
 * most recently updated first, with a text filter; each opens the customer's application home in the read-only view.
 * Anyone but a signed-in staff member is sent to the staff sign-in (and back here after it).
 */
export function OpsApplicationsPage() {
  const isOps = useProjection(selectIsOps);
  return isOps ? <ApplicationsForOps /> : <Navigate to={`/ops/sign-in?next=${encodeURIComponent('/ops/applications')}`} replace />;
}

function ApplicationsForOps() {
  const send = useSend();
  useEffect(() => {
    send(openOpsApplications());
    return () => send(closeOpsApplications());
  }, [send]);
  const list = useProjection(selectOpsApplications);
  return (
    <ReadOnlyProvider readOnly={false}>
      <Page title="All applications" lead="Open one to see it as the customer does (read only)." headerActions={<SignOutLink />} kind="list">
        <SectionState section={list} loadingLabel="Loading applications…" onRetry={() => send(retryOpsApplications())}>
          {(items) => <ApplicationList items={items} />}
        </SectionState>
      </Page>
    </ReadOnlyProvider>
  );
}
