import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { useProjection, useSend } from '../../../kernel/react';
import { Alert, BackLink, Button, Page } from '../../../ui';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { useReadOnly } from '../../../ui/ReadOnly';
import { SectionState } from '../../../ui/SectionState';
import { closeMessagesPage, openMessagesPage, readMessage, retryMessagesPage } from '../actions';
import { inboxPath } from '../paths';
import { makeSelectMessage, makeSelectReadFailure, type MessageView } from '../selectors';
import './messages.css';

/** The message: who sent it and when, whether it is read, and its plain-text body (line breaks kept). */
function MessageBody({ message, readOnly }: { message: MessageView; readOnly: boolean }) {
  return (
    <>
      <dl className="message-meta">
        <dt>From</dt>
        <dd>{message.from}</dd>
        <dt>Sent</dt>
        <dd>{message.sent}</dd>
        <dt>Status</dt>
        <dd>{message.read ? `Read ${message.read}` : readOnly ? 'Not read by the customer yet' : 'Unread'}</dd>
      </dl>
      <div className="message-body">{message.body}</div>
    </>
  );
}

/**
 * `/applications/:applicationId/messages/:messageUuid` (issue 12 §1): one message. Shown unread, it is marked read at
 * once (the unread count drops everywhere); if the server refuses, it reads unread again and an alert says why, with
 * "Try again". In the ops view (§6) nothing is marked. An id the application has no message for says so.
 */
export function MessagePage() {
  const { applicationId = '', messageUuid = '' } = useParams();
  const send = useSend();
  const readOnly = useReadOnly();
  useEffect(() => {
    send(openMessagesPage({ applicationId, messageUuid }));
    return () => send(closeMessagesPage({ applicationId, messageUuid }));
  }, [applicationId, messageUuid, send]);
  const select = useMemo(() => makeSelectMessage(applicationId, messageUuid), [applicationId, messageUuid]);
  const selectFailure = useMemo(() => makeSelectReadFailure(messageUuid), [messageUuid]);
  const message = useProjection(select);
  const failure = useProjection(selectFailure);
  const title = message.status === 'ready' ? (message.data?.subject ?? 'Message not found') : 'Message';

  return (
    <Page title={title} kind="reading" nav={<ApplicationNav applicationId={applicationId} current="messages" />}>
      <p>
        <BackLink to={inboxPath(applicationId)} label="All messages" />
      </p>
      {failure ? (
        <Alert tone="error" title="We could not mark this message as read.">
          <p>{failure}</p>
          <Button variant="secondary" mutates onClick={() => send(readMessage({ applicationId, messageUuid }))}>
            Try again
          </Button>
        </Alert>
      ) : null}
      <SectionState
        section={message}
        loadingLabel="Loading the message…"
        onRetry={() => send(retryMessagesPage({ applicationId, messageUuid }))}
      >
        {(data) => (data ? <MessageBody message={data} readOnly={readOnly} /> : <p>This application has no such message. It may have been sent to another application.</p>)}
      </SectionState>
    </Page>
  );
}

/** The route module's page (react-router lazy convention). */
export const Component = MessagePage;
