import { useCallback, useState } from 'react';
import { Form } from 'react-final-form';
import { FormActions } from '../../../ui/form/FormActions';
import { MessageBodyField } from './MessageFields';
import { useSendMessage } from './useSendMessage';

/**
 * "Reply" under a thread: the message box and Send. Sent, the form starts empty again and says so (the reply shows in
 * the thread above at once); refused, it keeps the text and shows why. Not rendered in the ops read-only view.
 */
export function ReplyForm({ applicationId, threadUuid }: { applicationId: string; threadUuid: string }) {
  const [round, setRound] = useState(0);
  const sent = useCallback(() => setRound((r) => r + 1), []);
  const onSubmit = useSendMessage(applicationId, threadUuid, sent);
  return (
    <section className="message-form" aria-labelledby="reply-heading">
      <h2 id="reply-heading">Reply</h2>
      {round > 0 ? (
        <p role="status" className="message-form__sent">
          Your reply was sent. Your deal team will answer here.
        </p>
      ) : null}
      <Form
        key={round}
        onSubmit={onSubmit}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <MessageBodyField label="Your reply" rows={5} />
            <FormActions label="Send reply" busyLabel="Sending…" />
          </form>
        )}
      />
    </section>
  );
}
