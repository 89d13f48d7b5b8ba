import type { AnyAction } from '@reduxjs/toolkit';
import { exhaustMap, filter, mergeMap, of, take, type Observable } from 'rxjs';
import { postMessage, postMessageReply, type Message } from '../../../contract/messages';
import { isUuid } from '../../../domain/ids';
import { outcomeOf } from '../../kernel/actions';
import { messagesQuery } from '../../kernel/api/messageQueries';
import { reportCustomerChange } from '../../kernel/changes/actions';
import type { AppEpic } from '../../kernel/epic';
import { endpointRequest } from '../../kernel/http/endpointRequest';
import type { HttpError } from '../../kernel/http/types';
import { queryInvalidate, queryRefreshed } from '../../kernel/queryCache/actions';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { emitThenRun } from '../../kernel/session/afterReduced';
import { messageSendFailed, messageSent, writeMessage } from './actions';
import { messagePath } from './paths';

/** Answered for a command whose ids are not UUIDs (the pages send none; a hand-made command gets a clear error). */
const NOT_FOUND: HttpError = { status: 404, data: { detail: 'Not found.' } };

/**
 * The Messages data set with `sent` in it at once: the cached list with it first (newest first), or, when the list is
 * not cached, an invalidation that refetches it wherever it is held.
 */
function withSent(state: QueryCacheRootState, applicationId: string, sent: Message, at: number): AnyAction {
  const args = { uuid: applicationId };
  const data = messagesQuery.select(state, args).data;
  if (!data) return queryInvalidate({ groups: ['Messages'] });
  return queryRefreshed({ key: messagesQuery.key(args), data: [sent, ...data.filter((m) => m.uuid !== sent.uuid)], at });
}

/**
 * Sending a homeowner's message (`writeMessage`, docs/messages.md), one at a time (a second press while one is on its
 * way is ignored): `POST …/messages/` for a new thread, `POST …/messages/{thread}/replies/` for a reply, posted once
 * (§7 never retries a POST: the form keeps the text for the person to send again). Success → `messageSent` (the
 * command's correlation id), the Messages data set shows the message at once, and the §4 change is reported (the
 * has_changes fan-out refreshes the nine data sets); a new thread then opens its page. Failure → `messageSendFailed`
 * with the error, for the form to show (field errors at their fields).
 */
export const sendMessageEpic: AppEpic<QueryCacheRootState> = (action$, state$, deps) =>
  action$.pipe(
    filter(writeMessage.match),
    exhaustMap((cmd): Observable<AnyAction> => {
      const { applicationId, threadUuid, subject, body } = cmd.payload;
      const failed = (error: HttpError) => of(outcomeOf(cmd, messageSendFailed, { applicationId, threadUuid, error }));
      if (!isUuid(applicationId) || (threadUuid !== null && !isUuid(threadUuid))) return failed(NOT_FOUND);
      const request = threadUuid === null
        ? endpointRequest(postMessage, { params: { uuid: applicationId }, body: { subject, body } })
        : endpointRequest(postMessageReply, { params: { uuid: applicationId, message: threadUuid }, body: { body } });
      return deps.http.request(request).pipe(
        take(1),
        mergeMap((result): Observable<AnyAction> => {
          if (!result.ok) return failed(result.error);
          const sent = result.value;
          const events: AnyAction[] = [
            outcomeOf(cmd, messageSent, { applicationId, messageUuid: sent.uuid, threadUuid: sent.thread, reply: threadUuid !== null }),
            withSent(state$.value, applicationId, sent, deps.clock.now()),
            reportCustomerChange({ applicationId }),
          ];
          if (threadUuid !== null) return of(...events);
          return emitThenRun(action$, events, () => deps.navigation.navigate(messagePath(applicationId, sent.thread))) as Observable<AnyAction>;
        }),
      );
    }),
  );
