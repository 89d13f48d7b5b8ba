import { Card } from '../../../ui/Card';
import { LinkButton } from '../../../ui/LinkButton';
import { Pill } from '../../../ui/Pill';
import { StageTracker } from '../../../ui/StageTracker';
import type { ClosedLostView } from '../closedLostSelectors';

/*
 * The parts of the outcome page of a closed-lost application, each one titled card or section. The
 * page (ClosedLostPage) orders them: after a denial the Home Equity Officer comes first, after a withdrawal the page
 * keeps "What you can do next" with a new application as its main action.
 */

/** What was decided and when, for which home; a pill repeats the outcome in one word. */
export function OutcomeDecision({ o }: { o: ClosedLostView }) {
  return (
    <Card
      title="What was decided"
      aside={o.outcome === 'denied' ? <Pill tone="error">Denied</Pill> : <Pill tone="neutral">Withdrawn</Pill>}
    >
      <div data-ops-changed="stage">
        <p>{o.summary}</p>
        <p>
          Decided on <strong>{o.decidedOn}</strong> for {o.address.line1}, {o.address.line2}.
        </p>
      </div>
    </Card>
  );
}

/** The reason in plain words and, for a denial with them, the factors it was based on. */
export function OutcomeReason({ o }: { o: ClosedLostView }) {
  return (
    <Card title="Why">
      <p>
        <strong>{o.reason.label}</strong>
      </p>
      <p>{o.reason.explanation}</p>
      {o.factors.length > 0 ? (
        <>
          <h3>What the decision was based on</h3>
          <ul>
            {o.factors.map((f) => (
              <li key={f.label}>
                <strong>{f.label}</strong>: {f.explanation}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}

/** The stage tracker, stopped where the application stopped and ending with the outcome. */
export function OutcomeStages({ o }: { o: ClosedLostView }) {
  return (
    <section aria-labelledby="outcome-stages">
      <h2 id="outcome-stages">Where your application stopped</h2>
      <StageTracker milestones={o.milestones} label="Application stages" />
    </section>
  );
}

/** The link to a new application, as the page's main action (`primary`) or after the Home Equity Officer. */
export function NewApplicationLink({ o, primary }: { o: ClosedLostView; primary: boolean }) {
  return (
    <p>
      <LinkButton to={`/applications/${encodeURIComponent(o.uuid)}/new-application`} variant={primary ? 'primary' : 'secondary'}>
        Start a new application
      </LinkButton>
    </p>
  );
}

/** After a denial: when it may make sense to apply again, then a new application as a secondary action. */
export function ApplyAgain({ o }: { o: ClosedLostView }) {
  if (!o.next.reapply && !o.next.offerNewApplication) return null;
  return (
    <Card title="Applying again">
      {o.next.reapply ? <p>{o.next.reapply}</p> : null}
      {o.next.offerNewApplication ? <NewApplicationLink o={o} primary={false} /> : null}
    </Card>
  );
}

/** The ECOA notice of a denial (Reg B §1002.9(b)(1)), short and plain. */
export function EcoaNotice({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <section aria-labelledby="outcome-ecoa" className="outcome-ecoa">
      <h2 id="outcome-ecoa">Your right to fair treatment</h2>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </section>
  );
}
