import * as t from 'io-ts';
import { Empty } from '../codec';
import { endpoint } from '../endpoint';
import { Message } from './message';

/*
 * Messages endpoints (issue 12 §1; designed, docs/api.md "Messages"). Reading needs a readable application (404 for
 * someone else's, like a missing id); marking read needs a customer on it (403 for ops: the read-only view never marks).
 */

/** `GET /v1/customer/application/{uuid}/messages/` (Messages): the application's messages, newest first. */
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
