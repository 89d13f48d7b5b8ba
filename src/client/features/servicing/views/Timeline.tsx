import type { TimelineEntryView } from '../requestView';

/**
 * The request's history, oldest first (issue 11 §2): what happened — submitted, each step done, payoff statement
 * issued and acknowledged, each status and approval change — when, by whom, and its note.
 */
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
                <strong>{e.title}</strong>
              </p>
              <p className="svc-muted">
                <time dateTime={e.at}>{e.date}</time> · by {e.actor.charAt(0).toLowerCase() + e.actor.slice(1)}
              </p>
              {e.note ? <p>{e.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
