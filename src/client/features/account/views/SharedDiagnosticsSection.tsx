import { useEffect } from 'react';
import { Link } from 'react-router';
import { useProjection, useSend } from '../../../kernel/react';
import { selectIsOps } from '../../../kernel/session/selectors';
import { Alert, Button } from '../../../ui';
import { deleteSharedDiagnostic, loadSharedDiagnostics } from '../sharedDiagnostics';
import { selectSharedDiagnostics } from '../sharedDiagnosticsView';

/**
 * "Diagnostics you shared" (docs/diagnostics.md): each diagnostic the person shared with support, with its code, the
 * date it was shared and when it goes by itself, and a Delete that removes it at once. Not shown in the ops view.
 */
export function SharedDiagnosticsSection({ applicationId }: { applicationId: string }) {
  const send = useSend();
  const view = useProjection(selectSharedDiagnostics);
  const isOps = useProjection(selectIsOps);
  useEffect(() => {
    if (!isOps) send(loadSharedDiagnostics());
  }, [send, isOps]);
  // §6: staff read shared diagnostics in the staff area, never a customer's own list.
  if (isOps) return null;
  return (
    <section aria-labelledby="profile-diagnostics" className="card">
      <h2 id="profile-diagnostics">Diagnostics you shared</h2>
      {view.status === 'rejected' ? (
        <Alert tone="error">
          <p>{view.error}</p>
          <Button variant="secondary" onClick={() => send(loadSharedDiagnostics())}>
            Try again
          </Button>
        </Alert>
      ) : view.status === 'pending' ? (
        <p>Loading…</p>
      ) : view.rows.length === 0 ? (
        <p>
          None. You can share one with support from <Link to={`/applications/${encodeURIComponent(applicationId)}/help`}>Help</Link>.
        </p>
      ) : (
        <ul className="checklist list-plain" aria-label="Diagnostics you shared">
          {view.rows.map((row) => (
            <li key={row.uuid} className="checklist__row">
              <span>
                <strong>{row.code}</strong>, shared {row.sharedOn}
                <br />
                <span className="muted">Deleted by itself on {row.deletedOn}</span>
                {row.deleteFailed ? <span role="alert"> It could not be deleted: try again.</span> : null}
              </span>
              <Button variant="secondary" mutates onClick={() => send(deleteSharedDiagnostic({ uuid: row.uuid }))} aria-label={`Delete ${row.code}`}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
