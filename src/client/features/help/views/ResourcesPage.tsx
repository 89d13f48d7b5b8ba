import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { GLOSSARY, GUIDES } from '../../../../domain/help';
import { useProjection, useSend } from '../../../kernel/react';
import { Button, Page } from '../../../ui';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { closeHelpPage, openHelpPage, retryHelpPage, startSessionReplay } from '../actions';
import { selectSessionSharing, type SessionSharing } from '../reducer';
import { makeSelectDealTeam, makeSelectLicensing, type TeamContactView } from '../selectors';
import { LicensingSection } from '../../../ui/LicensingDisclosure';
import { SectionState } from '../../../ui/SectionState';
import './help.css';
import { RESOURCES_PAGE_HEADING } from '../heading';

/** One deal team member as a `dt` (role) and `dd`s (name, email, phone, call link). */
function TeamMember({ member }: { member: TeamContactView }) {
  const c = member.contact;
  return (
    <div>
      <dt>{member.role}</dt>
      {c ? (
        <>
          <dd>{c.name}</dd>
          <dd>
            <a href={`mailto:${c.email}`}>{c.email}</a>
          </dd>
          {c.phone ? (
            <dd>
              <a href={c.phoneHref}>{c.phone}</a>
            </dd>
          ) : null}
          {c.meetingUrl ? (
            <dd>
              <a href={c.meetingUrl} rel="noopener noreferrer" target="_blank">
                Schedule a call with {c.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </dd>
          ) : null}
        </>
      ) : (
        <dd>Not assigned yet.</dd>
      )}
    </div>
  );
}

/** What the page says once "Share this session with support" was pressed. */
export const SESSION_SHARING_TEXT: Readonly<Record<Exclude<SessionSharing, 'idle'>, string>> = {
  started: 'Thank you. This session is now shared with our support team until you sign out.',
  'not-sampled': 'Thank you. We only record a sample of sessions, and this one was not selected, so nothing is being recorded.',
  ops: 'Session sharing is not available in the read-only view.',
  declined: 'Session sharing is turned off in your privacy settings, so nothing is being recorded. You can turn it on in Privacy settings at the bottom of the page.',
};

/**
 * §4/§9 session monitoring, on request only: a button that asks to record this session for support; the answer is
 * announced in a live region that is always in the page (so screen readers hear the change).
 */
function ShareSession() {
  const send = useSend();
  const sharing = useProjection(selectSessionSharing);
  return (
    <section aria-labelledby="resources-share">
      <h2 id="resources-share">Share this session with support</h2>
      <p>If something on this site does not work as it should, you can let our support team see how you use it. Nothing is recorded unless you ask, and recording stops when you sign out.</p>
      <p>
        {/* Stays after an answer (asking again is harmless), so keyboard focus is never dropped. */}
        <Button variant="secondary" mutates onClick={() => send(startSessionReplay())}>
          Share this session with support
        </Button>
      </p>
      <p role="status">{sharing === 'idle' ? '' : SESSION_SHARING_TEXT[sharing]}</p>
    </section>
  );
}

/**
 * `/applications/:applicationId/resources` (issue #4 §5): the deal team's contacts (§1 Home Equity Officer and
 * Transaction Specialist, phone in §9 format), guides, "Share this session with support" (§4/§9 session monitoring),
 * the provider's licensing disclosures (issue 12 §3: NMLS id, the property's state's licence, every state's licence,
 * NMLS Consumer Access) and a glossary of the product's words — lists of terms as `dl`.
 */
export function ResourcesPage() {
  const { applicationId = '' } = useParams();
  const send = useSend();
  useEffect(() => {
    send(openHelpPage({ applicationId, page: 'resources' }));
    return () => send(closeHelpPage({ applicationId, page: 'resources' }));
  }, [applicationId, send]);
  const select = useMemo(() => makeSelectDealTeam(applicationId), [applicationId]);
  const team = useProjection(select);
  const selectLicensing = useMemo(() => makeSelectLicensing(applicationId), [applicationId]);
  const licensing = useProjection(selectLicensing);

  return (
    <Page title={RESOURCES_PAGE_HEADING.title} kind={RESOURCES_PAGE_HEADING.kind} nav={<ApplicationNav applicationId={applicationId} current="resources" />}>
      <section aria-labelledby="resources-team">
        <h2 id="resources-team">Contact your team</h2>
        <SectionState
          section={team}
          loadingLabel="Loading your team…"
          onRetry={() => send(retryHelpPage({ applicationId, page: 'resources' }))}
          reserve="slot-team"
        >
          {(members) => (
            <dl className="help-dl">
              {members.map((m) => (
                <TeamMember key={m.role} member={m} />
              ))}
            </dl>
          )}
        </SectionState>
      </section>

      <section aria-labelledby="resources-guides">
        <h2 id="resources-guides">Guides</h2>
        {GUIDES.map((guide) => (
          <section key={guide.id} aria-labelledby={`guide-${guide.id}`} className="card">
            <h3 id={`guide-${guide.id}`}>{guide.title}</h3>
            <p>{guide.intro}</p>
            <ol>
              {guide.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        ))}
        <p>
          More answers in the <Link to={`/applications/${encodeURIComponent(applicationId)}/faq`}>frequently asked questions</Link>.
        </p>
      </section>

      <ShareSession />

      <section aria-labelledby="resources-licensing">
        <h2 id="resources-licensing">Licensing</h2>
        <SectionState
          section={licensing}
          loadingLabel="Loading our licences…"
          onRetry={() => send(retryHelpPage({ applicationId, page: 'resources' }))}
        >
          {(disclosure) => <LicensingSection disclosure={disclosure} />}
        </SectionState>
      </section>

      <section aria-labelledby="resources-glossary">
        <h2 id="resources-glossary">Glossary</h2>
        <dl className="help-dl">
          {GLOSSARY.map((entry) => (
            <div key={entry.term}>
              <dt>{entry.term}</dt>
              <dd>{entry.definition}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Page>
  );
}

/** The route module's page (react-router lazy convention). */
export const Component = ResourcesPage;
