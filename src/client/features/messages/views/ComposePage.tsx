import { useEffect } from 'react';
import { Form } from 'react-final-form';
import { useParams } from 'react-router';
import { useSend } from '../../../kernel/react';
import { BackLink, Page } from '../../../ui';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { FormActions } from '../../../ui/form/FormActions';
import { useReadOnly } from '../../../ui/ReadOnly';
import { closeMessagesPage, openMessagesPage } from '../actions';
import { inboxPath } from '../paths';
import { MessageBodyField, SubjectField } from './MessageFields';
import { useSendMessage } from './useSendMessage';
import './messages.css';

/**
 * `/applications/:applicationId/messages/new`: a homeowner writes to their deal team (subject and message). Sent, the
 * new thread's page opens; refused, the form keeps what was typed and says why at the field. In the ops view (§6)
 * there is no form: staff read, never write.
 */
export function ComposePage() {
  const { applicationId = '' } = useParams();
  const send = useSend();
  const readOnly = useReadOnly();
  useEffect(() => {
    send(openMessagesPage({ applicationId, messageUuid: null }));
    return () => send(closeMessagesPage({ applicationId, messageUuid: null }));
  }, [applicationId, send]);
  const onSubmit = useSendMessage(applicationId, null);

  return (
    <Page
      title="Write to your team"
      lead="Your Home Equity Officer and Transaction Specialist read it and answer here."
      kind="form"
      nav={<ApplicationNav applicationId={applicationId} current="messages" />}
    >
      <p>
        <BackLink to={inboxPath(applicationId)} label="All messages" />
      </p>
      {readOnly ? (
        <p>Staff read messages here; only the homeowners can write to their deal team.</p>
      ) : (
        <Form
          onSubmit={onSubmit}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate className="message-form">
              <SubjectField />
              <MessageBodyField />
              <FormActions label="Send message" busyLabel="Sending…" />
            </form>
          )}
        />
      )}
    </Page>
  );
}

/** The route module's page (react-router lazy convention). */
export const Component = ComposePage;
