import { createSelector } from '@reduxjs/toolkit';
import type { Message } from '../../../contract/messages';
import { errorText } from '../../../domain/errorText';
import { formatDate } from '../../../domain/formatDate';
import { isUuid } from '../../../domain/ids';
import { AUTHOR_ROLE_LABELS, unreadCount } from '../../../domain/messages/inbox';
import { sentAtText, threadOf, threadsOf } from '../../../domain/messages/threads';
import { messagesQuery } from '../../kernel/api/messageQueries';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { sectionOf, type Section } from '../../kernel/queryCache/section';
import { MESSAGES_KEY, type MessagesFeatureState } from './reducer';

/** One row of the inbox, a thread: its subject (the link), its latest message's author and day, its size, unread ones. */
export interface InboxRow {
  /** The uuid of the thread's first message (its page). */
  uuid: string;
  subject: string;
  /** Who wrote the latest message: "Maya Okafor, Home Equity Officer". */
  from: string;
  /** §9 `MM/dd/yyyy` of the latest message. */
  sent: string;
  /** How many messages the thread has. */
  count: number;
  unread: boolean;
}

/** The inbox: its threads, the most recent first, and how many messages are unread. */
export interface InboxView {
  rows: InboxRow[];
  unread: number;
}

/** One message of a thread as its page shows it. */
export interface ThreadMessageView {
  uuid: string;
  /** "Maya Okafor, Home Equity Officer" or "Uma Rossi, Homeowner". */
  from: string;
  fromHomeowner: boolean;
  /** ISO time (for `<time dateTime>`) and its text, `11/25/2026, 3:04 PM`. */
  sentAt: string;
  sent: string;
  /** Plain text; line breaks are kept by the view (never read as markup). */
  body: string;
  /** Whether the other side read it, in words ("Read 11/25/2026", "Unread"…); null when there is nothing to say. */
  status: string | null;
  unread: boolean;
}

/** A thread as its page shows it; `null` when the application has no message with that id. */
export interface ThreadView {
  /** The uuid of the thread's first message (where a reply goes). */
  thread: string;
  subject: string;
  /** Oldest first. */
  messages: ThreadMessageView[];
}

const fromLine = (m: Message) => `${m.from.name}, ${AUTHOR_ROLE_LABELS[m.from.role]}`;

/** A memoised projection of the inbox of `applicationId`. */
export function makeSelectInbox(applicationId: string) {
  return createSelector(
    [(s: QueryCacheRootState) => messagesQuery.select(s, { uuid: applicationId })],
    (query): Section<InboxView> =>
      sectionOf(query, (messages) => ({
        rows: threadsOf(messages).map((thread) => {
          const last = thread[0] as Message;
          const first = thread[thread.length - 1] as Message;
          return { uuid: last.thread, subject: first.subject, from: fromLine(last), sent: formatDate(last.sent_at), count: thread.length, unread: unreadCount(thread) > 0 };
        }),
        unread: unreadCount(messages),
      })),
  );
}

/**
 * The status line of one message: for a homeowner, a deal-team message is "Read 11/25/2026" or "Unread" and their own
 * side's says nothing; in the ops view (`readOnly`) each says whether the other side has read it.
 */
function statusOf(m: Message, readOnly: boolean): string | null {
  const read = m.read_at === null ? null : formatDate(m.read_at);
  if (m.from.role === 'homeowner') {
    if (!readOnly) return null;
    return read ? `Read by the deal team ${read}` : 'Not read by the deal team yet';
  }
  if (read) return `Read ${read}`;
  return readOnly ? 'Not read by the customer yet' : 'Unread';
}

/** A memoised projection of the thread of message `messageUuid` of `applicationId` (data null: no such message there). */
export function makeSelectThread(applicationId: string, messageUuid: string, readOnly: boolean) {
  return createSelector(
    [(s: QueryCacheRootState) => messagesQuery.select(s, { uuid: applicationId })],
    (query): Section<ThreadView | null> =>
      sectionOf(query, (messages) => {
        const thread = isUuid(messageUuid) ? threadOf(messages, messageUuid) : [];
        const first = thread[0];
        if (!first) return null;
        return {
          thread: first.thread,
          subject: first.subject,
          messages: thread.map((m) => ({
            uuid: m.uuid, from: fromLine(m), fromHomeowner: m.from.role === 'homeowner', sentAt: m.sent_at, sent: sentAtText(m.sent_at),
            body: m.body, status: statusOf(m, readOnly), unread: m.read_at === null && m.from.role !== 'homeowner',
          })),
        };
      }),
  );
}

/**
 * The first of `messageUuids` whose read the server refused, with the §8 sentence; null when none was. Memoised on the
 * refused reads, so pass a stable list (the view memoises it on the thread's ids).
 */
export function makeSelectReadFailure(messageUuids: readonly string[]) {
  return createSelector(
    [(s: { [MESSAGES_KEY]?: MessagesFeatureState }) => s[MESSAGES_KEY]?.readFailures],
    (failures): { messageUuid: string; text: string } | null => {
      const messageUuid = messageUuids.find((uuid) => failures?.[uuid] !== undefined);
      const error = messageUuid === undefined ? undefined : failures?.[messageUuid];
      return messageUuid !== undefined && error ? { messageUuid, text: errorText(error) } : null;
    },
  );
}
