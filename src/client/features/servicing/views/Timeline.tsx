import type { TimelineEntryView } from '../requestView';

/** The request's status history, oldest first (issue 11 §2): date, status and approval, who made the change, and its note. */
export function Timeline({ entries }: { entries: readonly TimelineEntryView[] }) {
  return (
    <section aria-labelledby="svc-history" data-ops-changed="history">
      <h2 id="svc-history">History</h2>
      {entries.length === 0 ? (
        <p>Nothing has happened yet.</p>
      ) : (
        <ol className="svc-timeline">
          {entries.map((e) => (
            <li key={e.key}>
              <p className="svc-timeline__head">
                <strong>{e.date}</strong> · {e.statusLabel}
                {e.approvalLabel ? ` · ${e.approvalLabel}` : null}
              </p>
              <p className="svc-muted">By {e.actor.charAt(0).toLowerCase() + e.actor.slice(1)}</p>
              {e.note ? <p>{e.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
