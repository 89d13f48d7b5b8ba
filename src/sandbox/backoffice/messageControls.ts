import type { Message } from '../../contract';
import { inTransaction } from '../repo/sql';
import type { Services } from '../services';
import { messagesOf, recordTeamRead, threadMessages } from '../messages/repo';
import { MessageToSend, sendMessage } from '../messages/send';
import { threadOr404 } from '../messages/thread';
import { applicationOr404, decodeInput } from './controls';

/** What "send a message" answers: a sentence for people, the application, and the message as stored. */
export interface MessageControlResult {
  detail: string;
  application_uuid: string;
  message: Message;
}

/** An application's messages as the back office sees them, and how many of the homeowners' it has not read. */
export interface MessagesDetail {
  /** Newest first; `read_at` of a deal-team message = first read by a homeowner, of a homeowner's = read by the team. */
  messages: Message[];
  /** The homeowners' messages the deal team has not read yet. */
  unread: number;
}

/** The homeowners' messages of `messages` the deal team has not read (as the back office sees them). */
export const teamUnread = (messages: readonly Message[]): number =>
  messages.filter((m) => m.from.role === 'homeowner' && m.read_at === null).length;

/** The messages of an application as the back office shows them, without marking anything read. 404 unknown. */
export async function messagesDetail(s: Services, applicationUuid: string): Promise<MessagesDetail> {
  const app = await applicationOr404(s.db, applicationUuid);
  const messages = await messagesOf(s.db, app.uuid, null);
  return { messages, unread: teamUnread(messages) };
}

/** One thread as the back office opens it: its subject and messages, oldest first. */
export interface ThreadDetail {
  application_uuid: string;
  /** The uuid of the thread's first message. */
  thread: string;
  subject: string;
  messages: Message[];
  /** How many of the homeowners' messages opening it marked read (0 when all were read before). */
  marked_read: number;
}

/**
 * Opens a thread in the back office (by the uuid of any of its messages): the deal team has read the homeowners'
 * messages in it from now (the first time is kept; the homeowners' own read state is untouched). 404 for an unknown
 * application, or a message that is not on it.
 */
export async function openThread(s: Services, applicationUuid: string, messageUuid: string): Promise<ThreadDetail> {
  return inTransaction(s.db, async (tx) => {
    const app = await applicationOr404(tx, applicationUuid);
    const thread = await threadOr404(tx, app.uuid, messageUuid);
    const marked = await recordTeamRead(tx, app.uuid, thread.uuid, s.now());
    return { application_uuid: app.uuid, thread: thread.uuid, subject: thread.subject, messages: await threadMessages(tx, app.uuid, thread.uuid, null), marked_read: marked };
  });
}

/**
 * The back office's message control: send a message to the application's homeowners as its Home Equity Officer or
 * Transaction Specialist — a new thread, or with `thread` an answer in one — in one transaction (`sendMessage`: 400
 * bad input, 404 unknown application or thread, 409 no one in that role). It bumps the application's version and
 * emails the homeowners a notice.
 */
export const MESSAGE_CONTROLS = {
  send: (s: Services, uuid: string, input: unknown): Promise<MessageControlResult> => {
    const m = decodeInput(MessageToSend, input);
    return inTransaction(s.db, async (tx) => {
      const app = await applicationOr404(tx, uuid);
      const message = await sendMessage(s, tx, app, m);
      return { detail: `Message sent as ${message.from.name}.`, application_uuid: app.uuid, message };
    });
  },
} as const;
