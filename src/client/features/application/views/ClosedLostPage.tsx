import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useProjection, useSend } from '../../../kernel/react';
import { Page } from '../../../ui/Page';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { SectionState } from '../../../ui/SectionState';
import { StageTracker } from '../../../ui/StageTracker';
import { closeApplicationHome, openApplicationHome, retryApplicationHome } from '../actions';
import { makeSelectClosedLostPage } from '../closedLostSelectors';
import { DealTeamCard } from './DealTeamCard';

/**
 * `/applications/:applicationId` of a closed-lost application (issue 12 §1; the composition root chooses it): an
 * honest page — what was decided and when, the reason and the denial factors in plain words, the stage tracker
 * stopping where the application stopped, and what the homeowner can do next (start a new application, when it may
 * make sense, and contact the Home Equity Officer). It opens the application home's data (the same epic sends a
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
        {(o) => (
          <>
            <section aria-labelledby="outcome-decision" data-ops-changed="stage">
              <h2 id="outcome-decision">What was decided</h2>
              <p>{o.summary}</p>
              <p>
                Decided on <strong>{o.decidedOn}</strong> for {o.address.line1}, {o.address.line2}.
              </p>
            </section>
            <section aria-labelledby="outcome-reason">
              <h2 id="outcome-reason">Why</h2>
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
            </section>
            <section aria-labelledby="outcome-stages">
              <h2 id="outcome-stages">Where your application stopped</h2>
              <StageTracker milestones={o.milestones} label="Application stages" />
            </section>
            <section aria-labelledby="outcome-next">
              <h2 id="outcome-next">What you can do next</h2>
              {o.next.reapply ? <p>{o.next.reapply}</p> : null}
              {o.next.offerNewApplication ? (
                <p>
                  <Link className="btn btn--primary" to={`/applications/${encodeURIComponent(o.uuid)}/new-application`}>
                    Start a new application
                  </Link>
                </p>
              ) : null}
              <p>{o.next.contact}</p>
              <SectionState section={view.homeEquityOfficer} loadingLabel="Loading your Home Equity Officer…" onRetry={retry}>
                {(heo) => (
                  <ul className="list-plain">
                    <DealTeamCard role="Home Equity Officer" contact={heo} />
                  </ul>
                )}
              </SectionState>
            </section>
          </>
        )}
      </SectionState>
    </Page>
  );
}
