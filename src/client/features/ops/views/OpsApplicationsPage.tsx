import { useEffect, useMemo } from 'react';
import { Navigate } from 'react-router';
import { useProjection, useSend } from '../../../kernel/react';
import { selectIsOps } from '../../../kernel/session/selectors';
import { Page } from '../../../ui';
import { ReadOnlyProvider } from '../../../ui/ReadOnly';
import { SectionState } from '../../../ui/SectionState';
import { closeOpsApplications, openOpsApplications, retryOpsApplications } from '../actions';
import { makeSelectOpsTable } from '../listProjection';
import { nextOpsSort } from '../listQuery';
import { OpsApplicationsTable } from './OpsApplicationsTable';
import { OpsListControls } from './OpsListControls';
import { OpsNav } from './OpsNav';
import { OpsPager } from './OpsPager';
import { useOpsListQuery } from './useOpsListQuery';
import './ops.css';

/**
 * `/ops/applications` (§2 ops view): every application as a table — name, email, customer stage (internal stage under
 * it), last change — searchable by name or email, filtered by stage, sorted by any column and paged by 25
 * (docs/ops.md "Every application"). Each name opens the customer's application home in the read-only view. Anyone
 * but a signed-in staff member is sent to the staff sign-in (and back here after it).
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
  const [query, change] = useOpsListQuery();
  const select = useMemo(() => makeSelectOpsTable(query), [query]);
  const table = useProjection(select);
  return (
    <ReadOnlyProvider readOnly={false}>
      <Page title="All applications" lead="Open one to see it as the customer does (read only)." headerActions={<OpsNav current="applications" />} kind="list">
        <SectionState section={table} loadingLabel="Loading applications…" onRetry={() => send(retryOpsApplications())}>
          {(view) => (
            <>
              <OpsListControls
                initialSearch={query.q}
                stage={query.stage}
                stages={view.stages}
                onSearch={(q) => change({ q })}
                onStage={(stage) => change({ stage })}
              />
              <p role="status" className="ops-summary">
                {view.summary}
              </p>
              {view.rows.length > 0 ? (
                <OpsApplicationsTable rows={view.rows} sort={view.sort} onSort={(key) => change({ sort: nextOpsSort(view.sort, key) })} />
              ) : null}
              <OpsPager page={view.page} pageCount={view.pageCount} onPage={(page) => change({ page })} />
            </>
          )}
        </SectionState>
      </Page>
    </ReadOnlyProvider>
  );
}
