import * as t from 'io-ts';
import { closed, IsoDateTime, nullable } from '../codec';
import { enumeration } from '../enums';
import { Uuid } from '../ids';

/** The deal-team roles a message is sent as (§1: the Home Equity Officer or the Transaction Specialist). */
export const MESSAGE_SENDER_ROLE = enumeration('MessageSenderRole', ['home-equity-officer', 'transaction-specialist'] as const);
/** The deal-team role a message is sent as. */
export const MessageSenderRole = MESSAGE_SENDER_ROLE.codec;
export type MessageSenderRole = t.TypeOf<typeof MessageSenderRole>;

/** Who wrote a message: one of the deal-team roles, or `homeowner` (an applicant, co-owner or occupant, in the portal). */
export const MESSAGE_AUTHOR_ROLE = enumeration('MessageAuthorRole', ['home-equity-officer', 'transaction-specialist', 'homeowner'] as const);
/** The role a message's author wrote as. */
export const MessageAuthorRole = MESSAGE_AUTHOR_ROLE.codec;
export type MessageAuthorRole = t.TypeOf<typeof MessageAuthorRole>;

/** Who wrote a message: their full name and their role on this application. */
export const MessageSender = closed('MessageSender', { name: t.string, role: MessageAuthorRole });
export type MessageSender = t.TypeOf<typeof MessageSender>;

/**
 * One message of an application's conversation between its homeowners and its deal team (Messages data group, §3;
 * docs/messages.md). `thread` is the uuid of the message that started its thread (its own uuid for that one); a reply
 * carries its thread's subject. `body` is plain text (line breaks kept, no markup).
 *
 * `read_at` is the reading side's: for a homeowner, when they read a deal-team message (null while unread), and a
 * homeowner's message is read from when it was sent (their side wrote it). In the ops view, a deal-team message's is
 * when a homeowner first read it, a homeowner's message's when the deal team read it in the back office (ops reading
 * changes nothing).
 */
export const Message = closed('Message', {
  uuid: Uuid,
  thread: Uuid,
  from: MessageSender,
  subject: t.string,
  body: t.string,
  sent_at: IsoDateTime,
  read_at: nullable(IsoDateTime),
});
export type Message = t.TypeOf<typeof Message>;

/** Body of `POST …/messages/`: a new message to the deal team, starting a thread (rules: docs/messages.md). */
export const NewMessage = closed('NewMessage', { subject: t.string, body: t.string });
export type NewMessage = t.TypeOf<typeof NewMessage>;

/** Body of `POST …/messages/{message}/replies/`: a reply in that message's thread (it keeps the thread's subject). */
export const MessageReply = closed('MessageReply', { body: t.string });
export type MessageReply = t.TypeOf<typeof MessageReply>;
