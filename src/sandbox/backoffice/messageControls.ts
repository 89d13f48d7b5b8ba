import type { Message } from '../../contract';
import { inTransaction } from '../repo/sql';
import type { Services } from '../services';
import { messagesOf } from '../messages/repo';
import { MessageToSend, sendMessage } from '../messages/send';
import { applicationOr404, decodeInput } from './controls';

/** What "send a message" answers: a sentence for people, the application, and the message as stored. */
export interface MessageControlResult {
  detail: string;
  application_uuid: string;
  message: Message;
}

/** The messages of an application as the back office shows them (newest first; read_at = first read by a homeowner). 404 unknown. */
export async function messagesDetail(s: Services, applicationUuid: string): Promise<Message[]> {
  const app = await applicationOr404(s.db, applicationUuid);
  return messagesOf(s.db, app.uuid, null);
}

/**
 * The back office's message control (issue 12 §1): send a message to the application's homeowners as its Home Equity
 * Officer or Transaction Specialist, in one transaction (`sendMessage`: 400 bad input, 409 no one in that role; 404
 * unknown application). It bumps the application's version and emails the homeowners a notice.
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
