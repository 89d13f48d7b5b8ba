import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useProjection, useSend } from '../../../kernel/react';
import { Page } from '../../../ui';
import { LinkButton } from '../../../ui/LinkButton';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { useReadOnly } from '../../../ui/ReadOnly';
import { SectionState } from '../../../ui/SectionState';
import { closeMessagesPage, openMessagesPage, retryMessagesPage } from '../actions';
import { composePath, messagePath } from '../paths';
import { makeSelectInbox, type InboxView } from '../selectors';
import './messages.css';
import { INBOX_PAGE_HEADING } from '../heading';

/** How many are unread, in words (also for screen readers: "Unread" is text, not only bold). */
function unreadSummary(unread: number): string {
  if (unread === 0) return 'You have read all your messages.';
  return unread === 1 ? 'You have 1 unread message.' : `You have ${unread} unread messages.`;
}

/** The conversations, the most recent first; each subject links to its thread. */
function Inbox({ applicationId, inbox }: { applicationId: string; inbox: InboxView }) {
  if (inbox.rows.length === 0) {
    return <p>No messages yet. Your Home Equity Officer and Transaction Specialist will write to you here, and you can write to them.</p>;
  }
  return (
    <>
      <p>{unreadSummary(inbox.unread)}</p>
      <ul className="message-list">
        {inbox.rows.map((row) => (
          <li key={row.uuid} className={row.unread ? 'message-list__item--unread' : undefined}>
            <Link className="message-list__subject" to={messagePath(applicationId, row.uuid)}>
              {row.subject}
            </Link>
            {row.unread ? <span className="message-unread">Unread</span> : null}
            <p className="message-list__meta">
              From {row.from}. Sent {row.sent}.
            </p>
            {row.count > 1 ? <p className="message-list__meta">{row.count} messages in this conversation.</p> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * `/applications/:applicationId/messages`: the conversations with the deal team, the most recent first, those with
 * unread messages marked with the word "Unread"; opening one reads it. "Write to your team" starts a new one. The
 * same page in the ops view (§6) reads without marking and offers no writing.
 */
export function InboxPage() {
  const { applicationId = '' } = useParams();
  const send = useSend();
  useEffect(() => {
    send(openMessagesPage({ applicationId, messageUuid: null }));
    return () => send(closeMessagesPage({ applicationId, messageUuid: null }));
  }, [applicationId, send]);
  const select = useMemo(() => makeSelectInbox(applicationId), [applicationId]);
  const inbox = useProjection(select);
  const readOnly = useReadOnly();

  return (
    <Page title={INBOX_PAGE_HEADING.title} lead={INBOX_PAGE_HEADING.lead} kind={INBOX_PAGE_HEADING.kind} nav={<ApplicationNav applicationId={applicationId} current="messages" />}>
      {readOnly ? null : (
        <p className="message-actions">
          <LinkButton to={composePath(applicationId)}>Write to your team</LinkButton>
        </p>
      )}
      <SectionState
        section={inbox}
        loadingLabel="Loading your messages…"
        onRetry={() => send(retryMessagesPage({ applicationId, messageUuid: null }))}
      >
        {(data) => <Inbox applicationId={applicationId} inbox={data} />}
      </SectionState>
    </Page>
  );
}

/** The route module's page (react-router lazy convention). */
export const Component = InboxPage;
