import { defineCommand, defineEvent } from '../../kernel/actions';
import type { HttpError } from '../../kernel/http/types';

/** Which messages page: the inbox (`messageUuid` null) or one message. */
export interface MessagesPagePayload {
  applicationId: string;
  messageUuid: string | null;
}

/** One message of one application. */
export interface MessageRef {
  applicationId: string;
  messageUuid: string;
}

// ---- Commands ----

/**
 * `/applications/:applicationId/messages[/:messageUuid]` is shown: check the id (§5 UUID) and load the
 * application's Messages; a thread's page also marks its unread messages read as they show (never in the ops view).
 */
export const openMessagesPage = defineCommand<MessagesPagePayload>('messages/openPage');
/** The messages page was left: release its data (kept 60 s for a quick return, §9). */
export const closeMessagesPage = defineCommand<MessagesPagePayload>('messages/closePage');
/** Fetch the messages again after an error. */
export const retryMessagesPage = defineCommand<MessagesPagePayload>('messages/retryPage');
/**
 * Mark a message read (optimistic: the inbox, the navigation's unread count and the home change at once; undone with
 * an error if the server refuses). Ignored in the ops view (§6) and for a message already read.
 */
export const readMessage = defineCommand<MessageRef>('messages/read');

/** What a homeowner writes: a new thread (`threadUuid` null, with a subject) or a reply in a thread (subject unused). */
export interface MessageDraft {
  applicationId: string;
  /** Any message of the thread being answered, or null to start a thread. */
  threadUuid: string | null;
  subject: string;
  body: string;
}

/**
 * Send a homeowner's message to the deal team (a form awaits it: carry a correlation id). Posted once — a write is
 * never retried by itself (§7: only safe methods are); the form keeps the text and the person sends again. Success:
 * the Messages data set shows it at once and the §4 change is reported; a new thread then opens its page.
 */
export const writeMessage = defineCommand<MessageDraft>('messages/write');

// ---- Events ----

/** §2: a messages page's application id was not a UUID, or the application is not the person's: applicants list. */
export const messagesRedirectedToApplicants = defineEvent<{ reason: 'invalid-id' | 'not-found' }>('messages/redirectedToApplicants');
/** The messages page of `applicationId` (a valid UUID) is open; its query was subscribed. */
export const messagesPageOpened = defineEvent<{ applicationId: string }>('messages/pageOpened');
/** The messages page was left; its query was released. */
export const messagesPageClosed = defineEvent<{ applicationId: string }>('messages/pageClosed');
/** The message is shown read from `readAt` (ISO time) before the server answered (optimistic). */
export const messageReadOptimistically = defineEvent<MessageRef & { readAt: string }>('messages/readOptimistically');
/** The server recorded the read at `readAt` (ISO time). */
export const messageReadConfirmed = defineEvent<MessageRef & { readAt: string }>('messages/readConfirmed');
/**
 * The deal team has the homeowner's message `messageUuid` (thread `threadUuid`; `reply` when it answered a thread).
 * Never the subject or the text: they stay out of the event log and analytics.
 */
export const messageSent = defineEvent<{ applicationId: string; messageUuid: string; threadUuid: string; reply: boolean }>('messages/sent');
/** Sending was refused (400 with field errors, 403, 404) or could not reach the server: the form shows why. */
export const messageSendFailed = defineEvent<{ applicationId: string; threadUuid: string | null; error: HttpError }>('messages/sendFailed');
/** The server refused or could not be reached: the message is unread again, with the §8 error. */
export const messageReadFailed = defineEvent<MessageRef & { error: HttpError }>('messages/readFailed');
