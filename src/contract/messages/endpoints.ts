import * as t from 'io-ts';
import { Empty } from '../codec';
import { endpoint } from '../endpoint';
import { Message, MessageReply, NewMessage } from './message';

/*
 * Messages endpoints (docs/api.md "Messages"). Reading needs a readable application (404 for someone else's, like a
 * missing id); marking read and writing need a customer on it (403 for ops: the read-only view changes nothing).
 */

/** `GET /v1/customer/application/{uuid}/messages/` (Messages): the application's messages, both sides, newest first. */
export const listMessages = endpoint({
  name: 'listMessages', method: 'GET', route: 'v1/customer/application/:uuid/messages/',
  response: t.array(Message),
});

/**
 * `POST /v1/customer/application/{uuid}/messages/{message}/read/`: marks one message read for the caller and answers
 * it. Idempotent (reading again keeps the first time). 404 for a message not on this application; 403 for ops.
 */
export const markMessageRead = endpoint({
  name: 'markMessageRead', method: 'POST', route: 'v1/customer/application/:uuid/messages/:message/read/',
  body: Empty,
  response: Message,
});

/**
 * `POST /v1/customer/application/{uuid}/messages/`: a homeowner writes to the deal team, starting a thread; answers the
 * stored message. 400 with field errors (`subject`, `body`: empty, too long, a NUL character, a subject on two lines),
 * 413 for a body over 64 KiB, 403 for ops, 404 for an application that is not the caller's.
 */
export const postMessage = endpoint({
  name: 'postMessage', method: 'POST', route: 'v1/customer/application/:uuid/messages/',
  body: NewMessage,
  response: Message,
});

/**
 * `POST /v1/customer/application/{uuid}/messages/{message}/replies/`: a homeowner answers in the thread of `message`
 * (any message of it); answers the stored reply. 400 with a `body` field error, 413, 403 for ops, 404 for a message
 * not on this application.
 */
export const postMessageReply = endpoint({
  name: 'postMessageReply', method: 'POST', route: 'v1/customer/application/:uuid/messages/:message/replies/',
  body: MessageReply,
  response: Message,
});
