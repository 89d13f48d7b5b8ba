import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { useProjection, useSend } from '../../../kernel/react';
import { Page } from '../../../ui/Page';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { SectionState } from '../../../ui/SectionState';
import { closeApplicationHome, openApplicationHome, retryApplicationHome } from '../actions';
import { makeSelectClosedLostPage, type ClosedLostView } from '../closedLostSelectors';
import type { Section } from '../../../kernel/queryCache/section';
import type { ContactView } from '../selectors';
import { CreditDisclosureCard } from './CreditDisclosureCard';
import { DealTeamCard } from './DealTeamCard';
import { OutcomeContactCard } from './OutcomeContactCard';
import { ApplyAgain, EcoaNotice, NewApplicationLink, OutcomeDecision, OutcomeReason, OutcomeStages } from './OutcomeSections';
import './outcome.css';

/**
 * `/applications/:applicationId` of a closed-lost application (issue 12 §1; the composition root chooses it): an
 * honest page in a reading layout. After a denial: what was decided and when, then talking to the Home Equity Officer
 * as the first action, the reason and factors in plain words, for a credit-based denial the credit report, score and
 * rights the server sent (docs/application.md "The credit disclosure"), where the application stopped, applying
 * again as a secondary action, and the ECOA notice. After a withdrawal: the decision, why, where it stopped and what
 * the homeowner can do next (a new application first). It opens the application home's data (the same epic sends a
 * person whose application it is not to the applicants list). The ops view shows the same page, read-only.
 */
export function ClosedLostPage() {
  const { applicationId = '' } = useParams();
  const send = useSend();
  useEffect(() => {
    send(openApplicationHome({ applicationId }));
    return () => send(closeApplicationHome({ applicationId }));
  }, [applicationId, send]);
  const select = useMemo(() => makeSelectClosedLostPage(applicationId), [applicationId]);
  const view = useProjection(select);
  const retry = () => send(retryApplicationHome({ applicationId }));
  const title = view.outcome.status === 'ready' ? view.outcome.data.title : 'Your application';

  return (
    <Page title={title} kind="reading" nav={<ApplicationNav applicationId={applicationId} current="home" />}>
      <SectionState section={view.outcome} loadingLabel="Loading your application…" onRetry={retry} reserve="slot-application">
        {(o) =>
          o.outcome === 'denied' ? (
            <Denied o={o} heo={view.homeEquityOfficer} onRetry={retry} />
          ) : (
            <Withdrawn o={o} heo={view.homeEquityOfficer} onRetry={retry} />
          )
        }
      </SectionState>
    </Page>
  );
}

interface OutcomeProps {
  o: ClosedLostView;
  heo: Section<ContactView | null>;
  onRetry: () => void;
}

/** A denial: the Home Equity Officer first, then why, the credit disclosure when sent, applying again, the ECOA notice. */
function Denied({ o, heo, onRetry }: OutcomeProps) {
  return (
    <div className="outcome">
      <OutcomeDecision o={o} />
      <SectionState section={heo} loadingLabel="Loading your Home Equity Officer…" onRetry={onRetry}>
        {(contact) => <OutcomeContactCard contact={contact} why={o.next.contact} />}
      </SectionState>
      <OutcomeReason o={o} />
      {o.credit ? <CreditDisclosureCard credit={o.credit} /> : null}
      <OutcomeStages o={o} />
      <ApplyAgain o={o} />
      {o.ecoaNotice ? <EcoaNotice paragraphs={o.ecoaNotice} /> : null}
    </div>
  );
}

/** A withdrawal: as before — a new application is the main next step, the Home Equity Officer after it. */
function Withdrawn({ o, heo, onRetry }: OutcomeProps) {
  return (
    <div className="outcome">
      <OutcomeDecision o={o} />
      <OutcomeReason o={o} />
      <OutcomeStages o={o} />
      <section aria-labelledby="outcome-next">
        <h2 id="outcome-next">What you can do next</h2>
        {o.next.reapply ? <p>{o.next.reapply}</p> : null}
        {o.next.offerNewApplication ? <NewApplicationLink o={o} primary /> : null}
        <p>{o.next.contact}</p>
        <SectionState section={heo} loadingLabel="Loading your Home Equity Officer…" onRetry={onRetry}>
          {(contact) => (
            <ul className="list-plain">
              <DealTeamCard role="Home Equity Officer" contact={contact} />
            </ul>
          )}
        </SectionState>
      </section>
    </div>
  );
}
