import type { AnyAction } from '@reduxjs/toolkit';
import { exhaustMap, filter, merge, mergeMap, of, take, type Observable } from 'rxjs';
import {
  acknowledgeClosingStatement, bookMeeting, cancelMeeting, confirmClosingDetails, rescheduleMeeting, saveDisbursementInstruction,
} from '../../../contract/closingTasks';
import type { Uuid } from '../../../contract/ids';
import type { ClosingScreen } from '../../../domain/closingTasks/screens';
import { isUuid } from '../../../domain/ids';
import { outcomeOf, type CommandAction } from '../../kernel/actions';
import { applicationPageEpic, applicationQueries, type PageQuery } from '../../kernel/api/applicationPage';
import { agreementSummaryQuery, investmentEstimateQuery } from '../../kernel/api/closingQueries';
import { applicationQuery, dealTeamQuery } from '../../kernel/api/queries';
import { tasksQuery } from '../../kernel/api/tasksQuery';
import { reportCustomerChange } from '../../kernel/changes/actions';
import type { Dependencies } from '../../kernel/deps';
import type { AppEpic } from '../../kernel/epic';
import { endpointRequest } from '../../kernel/http/endpointRequest';
import type { HttpError, HttpRequest } from '../../kernel/http/types';
import { queryInvalidate } from '../../kernel/queryCache/actions';
import type { DataGroup } from '../../kernel/queryCache/dataGroups';
import type { QueryDef } from '../../kernel/queryCache/defineQuery';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import {
  acknowledgeStatement, bookSlot, cancelBooking, closeClosingScreen, closingScreenClosed, closingScreenOpened, closingScreenRedirected,
  closingWriteDone, closingWriteFailed, confirmDetails, openClosingScreen, rescheduleBooking, retryClosingScreen, submitWireDetails,
  type ClosingWrite,
} from './actions';
import { disbursementInstructionQuery, meetingScheduleQuery } from './queries';

/** What each screen shows (issue 12 §1): its data sets, subscribed while it is open. */
const SCREEN_QUERIES: Readonly<Record<ClosingScreen, readonly QueryDef<{ uuid: string }, unknown>[]>> = {
  appraisal: [applicationQuery, meetingScheduleQuery, tasksQuery],
  details: [applicationQuery, agreementSummaryQuery, disbursementInstructionQuery, dealTeamQuery, tasksQuery],
  statement: [applicationQuery, agreementSummaryQuery, investmentEstimateQuery, tasksQuery],
  wire: [applicationQuery, disbursementInstructionQuery, dealTeamQuery, tasksQuery],
};

/** The data group each write changes beyond what the §4 fan-out refreshes (Application, Tasks, …). */
const WRITE_GROUPS: Readonly<Record<ClosingWrite, readonly DataGroup[]>> = {
  book: ['Meeting'],
  reschedule: ['Meeting'],
  cancel: ['Meeting'],
  wire: ['DisbursementInstruction'],
  'confirm-details': [],
  'acknowledge-statement': [],
};

// Ids are checked with isUuid before any request is built, so the casts to the branded Uuid below are safe.

/** Answered for a command whose ids are not UUIDs (the screens send none; a hand-made command gets a clear error). */
const NOT_FOUND: HttpError = { status: 404, data: { detail: 'Not found.' } };

const pageEpic = applicationPageEpic({
  open: openClosingScreen,
  close: closeClosingScreen,
  retry: retryClosingScreen,
  opened: closingScreenOpened,
  closed: closingScreenClosed,
  queries: ({ applicationId, screen }): PageQuery[] => applicationQueries(SCREEN_QUERIES[screen], applicationId),
  invalidId: () => closingScreenRedirected({ reason: 'invalid-id' }),
});

/**
 * One write, one at a time per kind (a second press while one is in flight is ignored): the request → on success
 * `closingWriteDone` (the command's correlation id), the write's data group refetched and the §4 change reported (its
 * has_changes fan-out refreshes Tasks and Application); on failure `closingWriteFailed` with the §8 error.
 */
function writeEpic<P extends { applicationId: string }>(
  command: { match(a: unknown): a is CommandAction<P> },
  write: ClosingWrite,
  ids: (p: P) => readonly string[],
  request: (p: P) => HttpRequest<unknown>,
): (action$: Observable<AnyAction>, deps: Dependencies) => Observable<AnyAction> {
  return (action$, deps) =>
    action$.pipe(
      filter(command.match),
      exhaustMap((cmd) => {
        const { applicationId } = cmd.payload;
        if (!ids(cmd.payload).every(isUuid)) return of(outcomeOf(cmd, closingWriteFailed, { applicationId, write, error: NOT_FOUND }));
        return deps.http.request(request(cmd.payload)).pipe(
          take(1),
          mergeMap((result): AnyAction[] =>
            result.ok
              ? [
                  outcomeOf(cmd, closingWriteDone, { applicationId, write }),
                  ...(WRITE_GROUPS[write].length > 0 ? [queryInvalidate({ groups: WRITE_GROUPS[write] })] : []),
                  reportCustomerChange({ applicationId }),
                ]
              : [outcomeOf(cmd, closingWriteFailed, { applicationId, write, error: result.error })],
          ),
        );
      }),
    );
}

const WRITES = [
  writeEpic(bookSlot, 'book', (p) => [p.applicationId, p.slotUuid], (p) =>
    endpointRequest(bookMeeting, { params: { uuid: p.applicationId }, body: { slot_uuid: p.slotUuid as Uuid } })),
  writeEpic(rescheduleBooking, 'reschedule', (p) => [p.applicationId, p.meetingUuid, p.slotUuid], (p) =>
    endpointRequest(rescheduleMeeting, { params: { uuid: p.meetingUuid }, body: { slot_uuid: p.slotUuid as Uuid } })),
  writeEpic(cancelBooking, 'cancel', (p) => [p.applicationId, p.meetingUuid], (p) =>
    endpointRequest(cancelMeeting, { params: { uuid: p.meetingUuid }, body: {} })),
  writeEpic(submitWireDetails, 'wire', (p) => [p.applicationId], (p) =>
    endpointRequest(saveDisbursementInstruction, { params: { uuid: p.applicationId }, body: p.values })),
  writeEpic(confirmDetails, 'confirm-details', (p) => [p.applicationId], (p) =>
    endpointRequest(confirmClosingDetails, { params: { uuid: p.applicationId }, body: {} })),
  writeEpic(acknowledgeStatement, 'acknowledge-statement', (p) => [p.applicationId], (p) =>
    endpointRequest(acknowledgeClosingStatement, { params: { uuid: p.applicationId }, body: { reviewed: true as const } })),
];

/**
 * The closing-tasks epic (issue 12 §1): the screens' open/close/retry with the §2 redirect for an id that is not a
 * UUID, and the six writes (book, move, cancel a meeting; the wire details; the two reviews).
 */
export const closingTasksEpic: AppEpic<QueryCacheRootState> = (action$, state$, deps) =>
  merge(pageEpic(action$, state$, deps), ...WRITES.map((w) => w(action$, deps)));
