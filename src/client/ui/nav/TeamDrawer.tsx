import { useEffect, useMemo, useRef, useState } from 'react';
import { contactView, type ContactView } from '../../../domain/dealTeam';
import { isUuid } from '../../../domain/ids';
import { dealTeamQuery } from '../../kernel/api/queries';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { useProjection, useSend } from '../../kernel/react';
import { LinkButton } from '../LinkButton';
import { Loading } from '../Loading';
import { NavIcon } from './icons';

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
              <a href={contact.phoneHref}>
                Call {contact.phone}
              </a>
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
 * "Contact your team", in the header of every signed-in application page: a button that opens a modal panel with the
 * Home Equity Officer and the Transaction Specialist (§1) — call, email, schedule — and "Write to your team" (Messages).
 * The DealTeam data set is held only while the panel is open. Escape, the close button and a click on the backdrop
 * close it; focus returns to the button (native `<dialog>`).
 */
export function TeamDrawer({ applicationId }: { applicationId: string }) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const send = useSend();

  useEffect(() => {
    if (!open || !isUuid(applicationId)) return undefined;
    send(dealTeamQuery.subscribe({ uuid: applicationId }));
    return () => send(dealTeamQuery.unsubscribe({ uuid: applicationId }));
  }, [open, applicationId, send]);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return undefined;
    if (typeof element.showModal === 'function' && !element.open) element.showModal();
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
    };
  }, [open]);

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
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  return (
    <>
      <button ref={opener} type="button" className="btn btn--quiet header-button" aria-haspopup="dialog" aria-label="Contact your team" onClick={() => setOpen(true)}>
        <NavIcon name="team" />
        <span className="header-button__long">Contact your team</span>
        <span className="header-button__short">Team</span>
      </button>
      {open ? (
        <dialog
          ref={dialog}
          className="drawer"
          aria-labelledby="team-drawer-title"
          onCancel={(event) => {
            event.preventDefault();
            close();
          }}
          onClick={(event) => {
            if (event.target === dialog.current) close();
          }}
        >
          <div className="drawer__header">
            <h2 id="team-drawer-title">Your team</h2>
            <button type="button" className="drawer__close" aria-label="Close" onClick={close}>
              ×
            </button>
          </div>
          <p className="muted">The people looking after your application. Ask them anything.</p>
          {team.status === 'loading' ? <Loading label="Loading your team…" /> : null}
          {team.status === 'error' ? <p>We could not load your team’s details just now. You can still write to them.</p> : null}
          {team.status === 'ready' ? (
            <ul className="list-plain team-contacts">
              <Contact role="Home Equity Officer" contact={team.officer} />
              <Contact role="Transaction Specialist" contact={team.specialist} />
            </ul>
          ) : null}
          <LinkButton to={`/applications/${encodeURIComponent(applicationId)}/messages/new`} variant="primary" block onClick={close}>
            Write to your team
          </LinkButton>
        </dialog>
      ) : null}
    </>
  );
}
