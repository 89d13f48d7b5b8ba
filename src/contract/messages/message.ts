import * as t from 'io-ts';
import { closed, IsoDateTime, nullable } from '../codec';
import { enumeration } from '../enums';
import { Uuid } from '../ids';

/** The deal-team roles a message is sent as (§1: the Home Equity Officer or the Transaction Specialist). */
export const MESSAGE_SENDER_ROLE = enumeration('MessageSenderRole', ['home-equity-officer', 'transaction-specialist'] as const);
/** The deal-team role a message is sent as. */
export const MessageSenderRole = MESSAGE_SENDER_ROLE.codec;
export type MessageSenderRole = t.TypeOf<typeof MessageSenderRole>;

/** Who sent a message: the deal-team member's full name and their role on this application. */
export const MessageSender = closed('MessageSender', { name: t.string, role: MessageSenderRole });
export type MessageSender = t.TypeOf<typeof MessageSender>;

/**
 * A message from the deal team to the homeowners of one application (Messages data group, §3; issue 12 §1). `body` is
 * plain text (line breaks kept, no markup). `read_at` is when the caller read it, null while unread; in the ops view it
 * is when a homeowner first read it (ops reading changes nothing).
 */
export const Message = closed('Message', {
  uuid: Uuid,
  from: MessageSender,
  subject: t.string,
  body: t.string,
  sent_at: IsoDateTime,
  read_at: nullable(IsoDateTime),
});
export type Message = t.TypeOf<typeof Message>;
