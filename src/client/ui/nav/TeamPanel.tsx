import { useEffect, useMemo } from 'react';
import { contactView, type ContactView } from '../../../domain/dealTeam';
import { isUuid } from '../../../domain/ids';
import { dealTeamQuery } from '../../kernel/api/queries';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { useProjection, useSend } from '../../kernel/react';
import { LinkButton } from '../LinkButton';
import { Loading } from '../Loading';

type TeamView = { status: 'loading' } | { status: 'error' } | { status: 'ready'; officer: ContactView | null; specialist: ContactView | null };

function Contact({ role, contact }: { role: string; contact: ContactView | null }) {
  return (
    <li className="team-contact">
      <p className="team-contact__role">{role}</p>
      {contact ? (
        <>
          <p className="team-contact__name">{contact.name}</p>
          {contact.phone ? (
            <p>
              <a href={contact.phoneHref}>Call {contact.phone}</a>
            </p>
          ) : null}
          <p>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
          {contact.meetingUrl ? (
            <p>
              <a href={contact.meetingUrl} rel="noopener noreferrer" target="_blank">
                Schedule a call
              </a>
            </p>
          ) : null}
        </>
      ) : (
        <p className="muted">Not assigned yet.</p>
      )}
    </li>
  );
}

/**
 * The inside of the "Contact your team" panel: the Home Equity Officer and the Transaction Specialist (§1) — call,
 * email, schedule — and "Write to your team". Holds the DealTeam data set while shown. A module of its own, loaded when
 * the panel first opens: the contract's codecs it needs stay out of every page's first load.
 */
export default function TeamPanel({ applicationId, onClose }: { applicationId: string; onClose: () => void }) {
  const send = useSend();
  useEffect(() => {
    if (!isUuid(applicationId)) return undefined;
    send(dealTeamQuery.subscribe({ uuid: applicationId }));
    return () => send(dealTeamQuery.unsubscribe({ uuid: applicationId }));
  }, [applicationId, send]);
  const select = useMemo(
    () =>
      (state: QueryCacheRootState): TeamView => {
        if (!isUuid(applicationId)) return { status: 'error' };
        const team = dealTeamQuery.select(state, { uuid: applicationId });
        if (team.data) return { status: 'ready', officer: contactView(team.data.home_equity_officer), specialist: contactView(team.data.transaction_specialist) };
        return team.status === 'rejected' ? { status: 'error' } : { status: 'loading' };
      },
    [applicationId],
  );
  const team = useProjection(select);
  return (
    <>
      {team.status === 'loading' ? <Loading label="Loading your team…" /> : null}
      {team.status === 'error' ? <p>We could not load your team’s details just now. You can still write to them.</p> : null}
      {team.status === 'ready' ? (
        <ul className="list-plain team-contacts">
          <Contact role="Home Equity Officer" contact={team.officer} />
          <Contact role="Transaction Specialist" contact={team.specialist} />
        </ul>
      ) : null}
      <LinkButton to={`/applications/${encodeURIComponent(applicationId)}/messages/new`} variant="primary" block onClick={onClose}>
        Write to your team
      </LinkButton>
    </>
  );
}
