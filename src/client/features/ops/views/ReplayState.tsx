import type { ReplayProjection } from '../../../kernel/diagnostics/replay';

/**
 * What the customer's page showed at the replay's current step (docs/diagnostics.md "How support uses it"), as the
 * portal's own reducers and selectors give it: the page, signed in or not, the application's stage, its documents
 * (with the deal team's reason for a rejected one), the uploads in progress and the open tasks.
 */
export function ReplayState({ projection }: { projection: ReplayProjection | null }) {
  if (!projection) return <p>Nothing to show yet.</p>;
  const p = projection;
  return (
    <dl>
      <dt>Page</dt>
      <dd>{p.route ?? 'None shown yet'}</dd>
      <dt>Signed in</dt>
      <dd>{p.signedIn ? 'Yes' : 'No'}</dd>
      <dt>Application stage</dt>
      <dd>{p.stage ?? 'Not loaded yet'}</dd>
      <dt>Documents</dt>
      <dd>
        {p.documents === null ? (
          'Not loaded yet'
        ) : p.documents.length === 0 ? (
          'None'
        ) : (
          <ul>
            {p.documents.map((d, i) => (
              <li key={i}>
                {d.label}: {d.status}
                {d.reason ? ` — “${d.reason}”` : ''}
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt>Uploads</dt>
      <dd>
        {p.uploads.length === 0 ? (
          'None'
        ) : (
          <ul>
            {p.uploads.map((u, i) => (
              <li key={i}>
                {u.label}: {u.status}
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt>Open tasks</dt>
      <dd>{p.openTasks ?? 'Not loaded yet'}</dd>
    </dl>
  );
}
