import { useEffect, useId, useMemo, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useProjection, useSend } from '../../../kernel/react';
import { selectIsOps } from '../../../kernel/session/selectors';
import { Page } from '../../../ui';
import { ReadOnlyProvider } from '../../../ui/ReadOnly';
import { SectionState } from '../../../ui/SectionState';
import { openDiagnostics } from '../diagnosticActions';
import { makeSelectDiagnosticsList } from '../diagnosticsProjection';
import { OpsNav } from './OpsNav';
import './ops.css';
import './diagnostics.css';

/**
 * `/ops/diagnostics` (docs/ops.md "Diagnostics"): the diagnostics customers shared, newest first — code (opens the
 * replay), when, customer (or "Signed out"), stage, errors — searchable by code or customer as one types. The search
 * stays in the page (a name never goes into an address). Anyone but a signed-in staff member goes to the staff sign-in.
 */
export function OpsDiagnosticsPage() {
  const isOps = useProjection(selectIsOps);
  return isOps ? <DiagnosticsForOps /> : <Navigate to={`/ops/sign-in?next=${encodeURIComponent('/ops/diagnostics')}`} replace />;
}

function DiagnosticsForOps() {
  const send = useSend();
  const id = useId();
  const [search, setSearch] = useState('');
  useEffect(() => {
    send(openDiagnostics());
  }, [send]);
  const select = useMemo(() => makeSelectDiagnosticsList(search), [search]);
  const list = useProjection(select);
  return (
    <ReadOnlyProvider readOnly={false}>
      <Page title="Diagnostics" lead="What customers shared with support: open one to replay it step by step (read only)." headerActions={<OpsNav current="diagnostics" />} kind="list">
        <div role="search" aria-label="Diagnostics" className="field">
          <label htmlFor={`${id}-q`}>Search by code, name or email</label>
          <input id={`${id}-q`} type="search" value={search} maxLength={200} autoComplete="off" spellCheck={false} onChange={(e) => setSearch(e.currentTarget.value)} />
        </div>
        <SectionState section={list} loadingLabel="Loading diagnostics…" onRetry={() => send(openDiagnostics())}>
          {(view) => (
            <>
              <p role="status" className="ops-summary">
                {view.summary}
              </p>
              {view.rows.length > 0 ? (
                <div className="table-scroll ops-table-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
                  <table className="table diag-table">
                    <caption id={`${id}-caption`}>Shared diagnostics, newest first</caption>
                    <thead>
                      <tr>
                        <th scope="col">Code</th>
                        <th scope="col">Shared</th>
                        <th scope="col">Customer</th>
                        <th scope="col">Stage</th>
                        <th scope="col">Errors</th>
                      </tr>
                    </thead>
                    <tbody>
                      {view.rows.map((row) => (
                        <tr key={row.uuid}>
                          <th scope="row">
                            <Link to={`/ops/diagnostics/${row.uuid}`}>{row.code}</Link>
                          </th>
                          <td className="diag-when">{row.when}</td>
                          <td className="diag-customer">{row.customer}</td>
                          <td>{row.stage}</td>
                          <td>{row.errors}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
            </>
          )}
        </SectionState>
      </Page>
    </ReadOnlyProvider>
  );
}
