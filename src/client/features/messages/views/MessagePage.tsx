import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { useProjection, useSend } from '../../../kernel/react';
import { Alert, BackLink, Button, Page } from '../../../ui';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { useReadOnly } from '../../../ui/ReadOnly';
import { SectionState } from '../../../ui/SectionState';
import { closeMessagesPage, openMessagesPage, readMessage, retryMessagesPage } from '../actions';
import { inboxPath } from '../paths';
import { makeSelectReadFailure, makeSelectThread, type ThreadView } from '../selectors';
import { ReplyForm } from './ReplyForm';
import './messages.css';

/** The thread, oldest first: each message with who wrote it, when, whether it was read, and its plain-text body. */
function Thread({ thread }: { thread: ThreadView }) {
  return (
    <ol className="thread" aria-label="Messages in this conversation">
      {thread.messages.map((m) => (
        <li key={m.uuid} className={m.fromHomeowner ? 'thread__message thread__message--homeowner' : 'thread__message'}>
          <article aria-label={`From ${m.from}, ${m.sent}`}>
            <p className="thread__meta">
              <span className="thread__from">{m.from}</span>
              <span>
                Sent <time dateTime={m.sentAt}>{m.sent}</time>
              </span>
              {m.status ? <span className={m.unread ? 'message-unread' : undefined}>{m.status}</span> : null}
            </p>
            <div className="message-body">{m.body}</div>
          </article>
        </li>
      ))}
    </ol>
  );
}

/**
 * `/applications/:applicationId/messages/:messageUuid`: the conversation that message belongs to, both sides in order,
 * and a reply form. Its unread messages are marked read at once (the unread count drops everywhere); if the server
 * refuses, they read unread again and an alert says why, with "Try again". In the ops view (§6) nothing is marked and
 * there is no reply form. An id the application has no message for says so.
 */
export function MessagePage() {
  const { applicationId = '', messageUuid = '' } = useParams();
  const send = useSend();
  const readOnly = useReadOnly();
  useEffect(() => {
    send(openMessagesPage({ applicationId, messageUuid }));
    return () => send(closeMessagesPage({ applicationId, messageUuid }));
  }, [applicationId, messageUuid, send]);
  const select = useMemo(() => makeSelectThread(applicationId, messageUuid, readOnly), [applicationId, messageUuid, readOnly]);
  const thread = useProjection(select);
  const ids = thread.status === 'ready' ? (thread.data?.messages.map((m) => m.uuid).join(' ') ?? '') : '';
  const selectFailure = useMemo(() => makeSelectReadFailure(ids === '' ? [] : ids.split(' ')), [ids]);
  const failure = useProjection(selectFailure);
  const title = thread.status === 'ready' ? (thread.data?.subject ?? 'Message not found') : 'Message';

  return (
    <Page title={title} kind="reading" nav={<ApplicationNav applicationId={applicationId} current="messages" />}>
      <p>
        <BackLink to={inboxPath(applicationId)} label="All messages" />
      </p>
      {failure ? (
        <Alert tone="error" title="We could not mark this message as read.">
          <p>{failure.text}</p>
          <Button variant="secondary" mutates onClick={() => send(readMessage({ applicationId, messageUuid: failure.messageUuid }))}>
            Try again
          </Button>
        </Alert>
      ) : null}
      <SectionState section={thread} loadingLabel="Loading the message…" onRetry={() => send(retryMessagesPage({ applicationId, messageUuid }))}>
        {(data) =>
          data ? (
            <>
              <Thread thread={data} />
              {readOnly ? null : <ReplyForm applicationId={applicationId} threadUuid={data.thread} />}
            </>
          ) : (
            <p>This application has no such message. It may have been sent to another application.</p>
          )
        }
      </SectionState>
    </Page>
  );
}

/** The route module's page (react-router lazy convention). */
export const Component = MessagePage;
