import { Link } from 'react-router';
import { Alert, Button } from '../../../ui';
import type { CatalogueCardView } from '../dashboardView';
import { useStartRequest } from './useStartRequest';

/** The catalogue's heading (issue 11 §2). */
export const CATALOGUE_TITLE = 'What would you like to do?';

function Card({ applicationId, card }: { applicationId: string; card: CatalogueCardView }) {
  // On success the epic moves on to the request's page; a refusal (e.g. 409) says why here.
  const { start, busy, error } = useStartRequest(applicationId, card.type);
  return (
    <li className="card svc-card">
      <h3>{card.label}</h3>
      <p>{card.sentence}</p>
      {card.action.kind === 'start' ? (
        <Button variant="secondary" mutates busy={busy} busyLabel="Starting…" onClick={start}>
          Start<span className="visually-hidden">: {card.label}</span>
        </Button>
      ) : null}
      {card.action.kind === 'open' ? (
        <p>
          You already have one open. <Link to={card.action.href}>Continue it<span className="visually-hidden">: {card.label}</span></Link>
        </p>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </li>
  );
}

/**
 * "What would you like to do?" (issue 11 §2): one card per request type with its plain sentence. "Start" sends the
 * correlated `startRequest` and the epic opens the new request (or, for a new application, that flow); a refusal
 * shows the server's sentence in an alert on the card. A type with an open request links to it instead. Start is
 * disabled in the read-only view (§6).
 */
export function RequestCatalogue({ applicationId, cards }: { applicationId: string; cards: readonly CatalogueCardView[] }) {
  return (
    <ul className="list-plain svc-catalogue">
      {cards.map((card) => (
        <Card key={card.type} applicationId={applicationId} card={card} />
      ))}
    </ul>
  );
}
