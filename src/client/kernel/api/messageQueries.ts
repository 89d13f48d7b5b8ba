import { listMessages, type Message } from '../../../contract/messages';
import { endpointRequest } from '../http/endpointRequest';
import { defineQuery } from '../queryCache/defineQuery';
import type { ApplicationArgs } from './queries';

/**
 * Messages (§3; issue 12 §1): the deal team's messages to an application's homeowners, newest first,
 * `GET …/application/{uuid}/messages/`. Shared: the application navigation shows its unread count on every page, the
 * messages feature its inbox; one of the nine data sets the §4 `has_changes` fan-out refreshes.
 */
export const messagesQuery = defineQuery<ApplicationArgs, Message[]>({
  name: 'messages',
  group: 'Messages',
  request: ({ uuid }) => endpointRequest(listMessages, { params: { uuid } }),
});
