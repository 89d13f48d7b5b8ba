import * as t from 'io-ts';
import { Empty } from '../codec';
import { endpoint } from '../endpoint';
import { Message, MessageReply, NewMessage } from './message';

/*
 * Messages endpoints (docs/api.md "Messages"). Reading needs a readable application (404 for someone else's, like a
 * missing id); marking read and writing need a customer on it (403 for ops: the read-only view changes nothing).
 */

/**
 * The application's messages, both sides, newest first (equal times: the later stored first). An application without
 * messages answers `[]`.
 *
 * @designed
 * @error 404 an unknown id, or one that is not the caller's
 */
export const listMessages = endpoint({
  name: 'listMessages', method: 'GET', route: 'v1/customer/application/:uuid/messages/',
  response: t.array(Message),
});

/**
 * Marks the message read for the caller and answers it with their `read_at`. Idempotent: reading again keeps the first
 * time.
 *
 * @designed
 * @error 400 a body with any field (`{ errors: { field: ['Unexpected field'] } }`)
 * @error 403 `'Operations users have a read-only view.'` for ops
 * @error 404 a message that is not on this application (or not a UUID), or an application that is not the caller's
 */
export const markMessageRead = endpoint({
  name: 'markMessageRead', method: 'POST', route: 'v1/customer/application/:uuid/messages/:message/read/',
  body: Empty,
  response: Message,
});

/**
 * A homeowner writes to the deal team, starting a thread; answers the stored message (`read_at` = `sent_at`).
 *
 * @designed
 * @error 400 the message rules (docs/api.md "Messages"), a missing or wrong-typed field (`'Must be a string'`), any
 *   other field (`'Unexpected field'`), a body that is not JSON
 * @error 401 no token, or a forged or expired one
 * @error 403 ops
 * @error 404 an application that is not the caller's
 * @error 413 a request body over 64 KiB
 */
export const postMessage = endpoint({
  name: 'postMessage', method: 'POST', route: 'v1/customer/application/:uuid/messages/',
  body: NewMessage,
  response: Message,
});

/**
 * A homeowner answers in the thread of `:message` (any message of it); the reply keeps the thread's subject (a
 * `subject` field is refused as unexpected).
 *
 * @designed
 * @error 400 `body` rules, unexpected fields (a `subject` too)
 * @error 401 no token, or a forged, expired or ended one
 * @error 403 ops
 * @error 404 a message that is not on this application, or an application that is not the caller's
 * @error 413 a request body over 64 KiB
 */
export const postMessageReply = endpoint({
  name: 'postMessageReply', method: 'POST', route: 'v1/customer/application/:uuid/messages/:message/replies/',
  body: MessageReply,
  response: Message,
});
