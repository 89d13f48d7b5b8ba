import { createSelector } from '@reduxjs/toolkit';
import type { Message } from '../../../contract/messages';
import { errorText } from '../../../domain/errorText';
import { formatDate } from '../../../domain/formatDate';
import { isUuid } from '../../../domain/ids';
import { newestFirst, SENDER_ROLE_LABELS, unreadCount } from '../../../domain/messages/inbox';
import { messagesQuery } from '../../kernel/api/messageQueries';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { sectionOf, type Section } from '../../kernel/queryCache/section';
import { MESSAGES_KEY, type MessagesFeatureState } from './reducer';

/** One row of the inbox: the subject (the link), who sent it, when (§9 date), and whether it is unread. */
export interface InboxRow {
  uuid: string;
  subject: string;
  /** "Maya Okafor, Home Equity Officer". */
  from: string;
  /** §9 `MM/dd/yyyy`. */
  sent: string;
  unread: boolean;
}

/** The inbox: its rows newest first and how many are unread. */
export interface InboxView {
  rows: InboxRow[];
  unread: number;
}

/** One message as its page shows it; `null` when the application has no message with that id. */
export interface MessageView {
  subject: string;
  from: string;
  sent: string;
  /** Plain text; line breaks are kept by the view (never read as markup). */
  body: string;
  /** §9 date it was read, or null while unread. */
  read: string | null;
}

const fromLine = (m: Message) => `${m.from.name}, ${SENDER_ROLE_LABELS[m.from.role]}`;

/** A memoised projection of the inbox of `applicationId`. */
export function makeSelectInbox(applicationId: string) {
  return createSelector(
    [(s: QueryCacheRootState) => messagesQuery.select(s, { uuid: applicationId })],
    (query): Section<InboxView> =>
      sectionOf(query, (messages) => ({
        rows: newestFirst(messages).map((m) => ({ uuid: m.uuid, subject: m.subject, from: fromLine(m), sent: formatDate(m.sent_at), unread: m.read_at === null })),
        unread: unreadCount(messages),
      })),
  );
}

/** A memoised projection of message `messageUuid` of `applicationId` (data null: no such message there). */
export function makeSelectMessage(applicationId: string, messageUuid: string) {
  return createSelector(
    [(s: QueryCacheRootState) => messagesQuery.select(s, { uuid: applicationId })],
    (query): Section<MessageView | null> =>
      sectionOf(query, (messages) => {
        const m = isUuid(messageUuid) ? messages.find((x) => x.uuid === messageUuid) : undefined;
        return m ? { subject: m.subject, from: fromLine(m), sent: formatDate(m.sent_at), body: m.body, read: m.read_at === null ? null : formatDate(m.read_at) } : null;
      }),
  );
}

/** The sentence shown when marking `messageUuid` read was refused (§8 error text), or null. */
export function makeSelectReadFailure(messageUuid: string) {
  return (s: { [MESSAGES_KEY]?: MessagesFeatureState }): string | null => {
    const error = s[MESSAGES_KEY]?.readFailures[messageUuid];
    return error ? errorText(error) : null;
  };
}
