import type { AnyAction } from '@reduxjs/toolkit';
import { concat, EMPTY, exhaustMap, filter, groupBy, map, merge, mergeMap, of, take, takeUntil, type Observable } from 'rxjs';
import { markMessageRead } from '../../../contract/messages';
import { isUuid } from '../../../domain/ids';
import { withReadAt } from '../../../domain/messages/inbox';
import { threadOf } from '../../../domain/messages/threads';
import { applicationPageEpic, pageQuery } from '../../kernel/api/applicationPage';
import { messagesQuery } from '../../kernel/api/messageQueries';
import type { AppEpic } from '../../kernel/epic';
import { endpointRequest } from '../../kernel/http/endpointRequest';
import { queryRefreshed } from '../../kernel/queryCache/actions';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { sessionEnded } from '../../kernel/session/actions';
import type { SessionRootState } from '../../kernel/session/reducer';
import { selectIsOps } from '../../kernel/session/selectors';
import {
  closeMessagesPage,
  messageReadConfirmed,
  messageReadFailed,
  messageReadOptimistically,
  messagesPageClosed,
  messagesPageOpened,
  messagesRedirectedToApplicants,
  openMessagesPage,
  readMessage,
  retryMessagesPage,
  type MessageRef,
} from './actions';
import { MESSAGES_KEY, type MessagesFeatureState } from './reducer';
import { sendMessageEpic } from './sendEpic';

/** The root state the messages epic reads. */
export type MessagesEpicState = QueryCacheRootState & Partial<SessionRootState> & { [MESSAGES_KEY]: MessagesFeatureState };

/** The messages pages' open/close/retry and their §2 redirects (a bad id, or an application that is not theirs). */
const pageEpic = applicationPageEpic<{ applicationId: string; messageUuid: string | null }, MessagesEpicState>({
  open: openMessagesPage,
  close: closeMessagesPage,
  retry: retryMessagesPage,
  opened: messagesPageOpened,
  closed: messagesPageClosed,
  queries: ({ applicationId }) => [pageQuery(messagesQuery, { uuid: applicationId })],
  invalidId: () => messagesRedirectedToApplicants({ reason: 'invalid-id' }),
  notFound: {
    query: messagesQuery,
    openApplicationId: (state) => state[MESSAGES_KEY].openApplicationId,
    event: () => messagesRedirectedToApplicants({ reason: 'not-found' }),
  },
});

/** The read time of message `messageUuid` in the cache: an ISO time, null while unread, undefined when not there. */
function readAtOf(state: QueryCacheRootState, { applicationId, messageUuid }: MessageRef): string | null | undefined {
  return messagesQuery.select(state, { uuid: applicationId }).data?.find((m) => m.uuid === messageUuid)?.read_at;
}

/**
 * The messages of the thread of `messageUuid` that the reader has not read, by uuid; undefined while the Messages data
 * set is not cached or has no such message.
 */
function unreadInThread(state: QueryCacheRootState, { applicationId, messageUuid }: MessageRef): string[] | undefined {
  const data = messagesQuery.select(state, { uuid: applicationId }).data;
  const thread = data ? threadOf(data, messageUuid) : [];
  return thread.length === 0 ? undefined : thread.filter((m) => m.read_at === null).map((m) => m.uuid);
}

/** `queryRefreshed` of the application's Messages with `messageUuid` read at `readAt` (null: unread again); none if not cached. */
function patchRead(state: QueryCacheRootState, { applicationId, messageUuid }: MessageRef, readAt: string | null, at: number): AnyAction[] {
  const data = messagesQuery.select(state, { uuid: applicationId }).data;
  if (!data) return [];
  const next = withReadAt(data, messageUuid, readAt);
  return next === data ? [] : [queryRefreshed({ key: messagesQuery.key({ uuid: applicationId }), data: next, at })];
}

/**
 * The messages feature epic (issue 12 §1):
 * - the pages: an id that is not a UUID, or an application that answers 404/403 to a person not an applicant on it →
 *   applicants list (§2); else subscribe Messages while shown (released on close, refetched on retry);
 * - a message page (a thread) sends `readMessage` for each message of its thread shown unread, once per visit — never
 *   in the ops view (§6: ops never mark anything read; the sandbox would refuse it anyway) and not after the page was
 *   left;
 * - `readMessage` (one at a time per message; ignored for ops or a message already read or not cached): the
 *   Messages cache shows it read at once (`messageReadOptimistically` + `queryRefreshed`, so the inbox, the
 *   navigation's unread count and the home agree), then `POST …/messages/{message}/read/`; the answer's read time
 *   replaces the guess (`messageReadConfirmed`), a failure puts it back to unread with the §8 error
 *   (`messageReadFailed`);
 * - `writeMessage`: a homeowner's new message or reply ({@link sendMessageEpic}).
 */
export const messagesEpic: AppEpic<MessagesEpicState> = (action$, state$, deps) => {
  const autoRead$ = action$.pipe(
    filter(openMessagesPage.match),
    filter(({ payload }) => isUuid(payload.applicationId) && payload.messageUuid !== null),
    mergeMap(({ payload }) => {
      const page: MessageRef = { applicationId: payload.applicationId, messageUuid: payload.messageUuid ?? '' };
      const left$ = action$.pipe(
        filter((a) => (closeMessagesPage.match(a) && a.payload.messageUuid === page.messageUuid) || sessionEnded.match(a)),
      );
      // Each unread message of the thread is read once per visit: one whose read failed stays unread (with "Try
      // again"), never read again in a loop; one that arrives while the page is open is read when it shows.
      const asked = new Set<string>();
      return state$.pipe(
        map((state) => unreadInThread(state, page)),
        filter((unread): unread is string[] => unread !== undefined && !selectIsOps(state$.value)),
        mergeMap((unread) => unread.filter((uuid) => !asked.has(uuid))),
        map((messageUuid) => {
          asked.add(messageUuid);
          return readMessage({ applicationId: page.applicationId, messageUuid });
        }),
        takeUntil(left$),
      );
    }),
  );

  const read$ = action$.pipe(
    filter(readMessage.match),
    groupBy(({ payload }) => `${payload.applicationId}/${payload.messageUuid}`),
    mergeMap((reads$) =>
      reads$.pipe(
        exhaustMap(({ payload: ref }): Observable<AnyAction> => {
          const state = state$.value;
          if (selectIsOps(state) || readAtOf(state, ref) !== null) return EMPTY;
          const now = deps.clock.now();
          const guess = new Date(now).toISOString();
          const optimistic = of<AnyAction[]>(messageReadOptimistically({ ...ref, readAt: guess }), ...patchRead(state, ref, guess, now));
          const call$ = deps.http
            .request(endpointRequest(markMessageRead, { params: { uuid: ref.applicationId, message: ref.messageUuid }, body: {} }))
            .pipe(
              take(1),
              mergeMap((result): AnyAction[] => {
                const at = deps.clock.now();
                if (!result.ok) return [messageReadFailed({ ...ref, error: result.error }), ...patchRead(state$.value, ref, null, at)];
                const readAt = result.value.read_at ?? guess;
                return [messageReadConfirmed({ ...ref, readAt }), ...patchRead(state$.value, ref, readAt, at)];
              }),
            );
          return concat(optimistic, call$);
        }),
      ),
    ),
  );

  return merge(pageEpic(action$, state$, deps), autoRead$, read$, sendMessageEpic(action$, state$, deps));
};
