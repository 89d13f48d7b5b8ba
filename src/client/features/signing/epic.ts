import type { AnyAction } from '@reduxjs/toolkit';
import { concat, distinctUntilChanged, EMPTY, exhaustMap, filter, from, groupBy, map, merge, mergeMap, of, pairwise } from 'rxjs';
import { completeEnvelope, declineEnvelope, signField as signFieldEndpoint } from '../../../contract/signing';
import { clampPageIndex } from '../../../domain/signing/pages';
import { NOT_ALL_SIGNED_MESSAGE } from '../../../domain/signing/messages';
import { outcomeOf } from '../../kernel/actions';
import { applicationPageEpic, pageQuery } from '../../kernel/api/applicationPage';
import { envelopeQuery, type EnvelopeArgs } from '../../kernel/api/closingQueries';
import { reportCustomerChange } from '../../kernel/changes/actions';
import type { AppEpic } from '../../kernel/epic';
import { endpointRequest } from '../../kernel/http/endpointRequest';
import { selectIsOps } from '../../kernel/session/selectors';
import type { HttpError } from '../../kernel/http/types';
import {
  closeReview,
  closeSigning,
  completeSigning,
  declineSigning,
  envelopeOpened,
  fieldSignFailed,
  fieldSigned,
  fieldSigningStarted,
  goToNextPage,
  goToPage,
  goToPreviousPage,
  nextPageShown,
  openSigning,
  previousPageShown,
  retrySigning,
  reviewClosed,
  reviewOpened,
  signEnvelopeField,
  signingClosed,
  signingCompleteFailed,
  signingCompleted,
  signingDeclineFailed,
  signingDeclined,
  signingOpened,
  signingPagesSet,
  signingRedirected,
} from './actions';
import { allFieldsSigned, canGoNext, envelopeArgsOf, selectEnvelope, selectFlatPages, selectSigning, taskBoundsOf, type SigningRootState } from './selectors';

/** The client's refusal to finish before every field is signed, shaped like a server 400 (§8 errorText shows it). */
const NOT_ALL_SIGNED: HttpError = { status: 400, data: { detail: NOT_ALL_SIGNED_MESSAGE }, error: 'not every field is signed (checked before sending)' };

/**
 * The signing page's open/close/retry of the envelope (DocusignEnvelope) and its §2 redirect for a bad id. The
 * envelope is the viewer's ({@link envelopeArgsOf}: in an ops session the selected person's), read at each command.
 */
const pageEpicOf = (state$: { value: SigningRootState }) =>
  applicationPageEpic<{ applicationId: string }, SigningRootState>({
    open: openSigning,
    close: closeSigning,
    retry: retrySigning,
    opened: signingOpened,
    closed: signingClosed,
    queries: ({ applicationId }) => [pageQuery(envelopeQuery, envelopeArgsOf(state$.value, applicationId))],
    invalidId: () => signingRedirected({ reason: 'invalid-id' }),
  });

/** The envelope view the open signing page shows (null when none is open), compared by cache key. */
const shownEnvelope = (state: SigningRootState): EnvelopeArgs | null => {
  const applicationId = selectSigning(state).applicationId;
  return applicationId === null ? null : envelopeArgsOf(state, applicationId);
};
const sameView = (a: EnvelopeArgs | null, b: EnvelopeArgs | null) => (a === null || b === null ? a === b : envelopeQuery.key(a) === envelopeQuery.key(b));

/**
 * Brings the §3 task state in line with the open envelope (this session's signed fields applied): another envelope →
 * `envelopeOpened` (the task restarts at page 0); the same one with a different pendingPage/lastPage → `pagesSet`.
 */
function syncTask(state: SigningRootState): AnyAction[] {
  const task = selectSigning(state);
  const applicationId = task.applicationId;
  if (applicationId === null) return [];
  const envelope = selectEnvelope(state, applicationId);
  if (!envelope) return [];
  const bounds = taskBoundsOf(selectFlatPages(state, applicationId));
  if (task.envelopeUuid !== envelope.uuid) return [envelopeOpened({ applicationId, envelopeUuid: envelope.uuid, ...bounds })];
  const changed: { pendingPage?: number; lastPage?: number } = {};
  if (bounds.pendingPage !== task.pendingPage) changed.pendingPage = bounds.pendingPage;
  if (bounds.lastPage !== task.lastPage) changed.lastPage = bounds.lastPage;
  return Object.keys(changed).length > 0 ? [signingPagesSet(changed)] : [];
}

/**
 * The signing feature epic (issue #4 §4):
 * - open/close/retry subscribe, release and refetch the envelope (DocusignEnvelope); an id that is not a UUID goes
 *   to the applicants list; in an ops session it is the selected person's signer view, swapped when the banner's
 *   selection changes while the page is open (§6);
 * - keeps pendingPage/lastPage in line with the envelope (on open, on each envelope fetch, after each signed field);
 * - page commands become the §4 page events: next only when every field on the current page is signed (at the last
 *   page it opens review-and-confirm), previous not from review;
 * - sign field: one request per field at a time (a second click while it runs is ignored), then a §4 change report;
 * - complete (only when every field is signed) and decline: one request at a time, then a §4 change report;
 * - a 409 (the signer already completed or declined) refetches the envelope so the page shows the outcome.
 * Typed values and reasons are only in command payloads and request bodies; nothing here logs them.
 */
export const signingEpic: AppEpic<SigningRootState> = (action$, state$, deps) => {
  // Epics see an action after the reducers folded it, so state$.value already holds the new envelope/progress.
  const sync$ = merge(
    action$.pipe(filter(signingOpened.match)),
    action$.pipe(filter(fieldSigned.match)),
    action$.pipe(
      filter(envelopeQuery.matchFulfilled),
      filter((e) => {
        const shown = shownEnvelope(state$.value);
        return shown !== null && e.payload.key === envelopeQuery.key(shown);
      }),
    ),
  ).pipe(mergeMap(() => from(syncTask(state$.value))));

  const next$ = action$.pipe(
    filter(goToNextPage.match),
    mergeMap(() => {
      const task = selectSigning(state$.value);
      if (task.applicationId === null || task.reviewing) return EMPTY;
      const pages = selectFlatPages(state$.value, task.applicationId);
      if (!canGoNext(pages, task.currentPage)) return EMPTY;
      return task.currentPage >= task.lastPage ? of(nextPageShown(), reviewOpened()) : of(nextPageShown());
    }),
  );

  const previous$ = action$.pipe(
    filter(goToPreviousPage.match),
    filter(() => !selectSigning(state$.value).reviewing),
    map(() => previousPageShown()),
  );

  const jump$ = action$.pipe(
    filter(goToPage.match),
    mergeMap((cmd) => {
      const task = selectSigning(state$.value);
      const page = signingPagesSet({ currentPage: clampPageIndex(cmd.payload.page, task.lastPage) });
      return task.reviewing ? of(reviewClosed(), page) : of(page);
    }),
  );

  const closeReview$ = action$.pipe(
    filter(closeReview.match),
    filter(() => selectSigning(state$.value).reviewing),
    map(() => reviewClosed()),
  );

  const refetchOn409 = (error: HttpError, applicationId: string): AnyAction[] =>
    error.status === 409 ? [envelopeQuery.refetch(envelopeArgsOf(state$.value, applicationId))] : [];

  const sign$ = action$.pipe(
    filter(signEnvelopeField.match),
    groupBy((cmd) => `${cmd.payload.envelopeUuid}/${cmd.payload.fieldUuid}`),
    mergeMap((perField$) =>
      perField$.pipe(
        exhaustMap((cmd) => {
          const { applicationId, envelopeUuid, fieldUuid, value } = cmd.payload;
          const ref = { applicationId, envelopeUuid, fieldUuid };
          const request = endpointRequest(signFieldEndpoint, { params: { uuid: envelopeUuid, field: fieldUuid }, body: { value } });
          return concat(
            of(fieldSigningStarted(ref)),
            deps.http.request(request).pipe(
              mergeMap((result): AnyAction[] =>
                result.ok
                  ? [outcomeOf(cmd, fieldSigned, { ...ref, signedAt: result.value.signed_at }), reportCustomerChange({ applicationId })]
                  : [outcomeOf(cmd, fieldSignFailed, { ...ref, error: result.error }), ...refetchOn409(result.error, applicationId)],
              ),
            ),
          );
        }),
      ),
    ),
  );

  const complete$ = action$.pipe(
    filter(completeSigning.match),
    exhaustMap((cmd) => {
      const { applicationId, envelopeUuid } = cmd.payload;
      const ref = { applicationId, envelopeUuid };
      if (!allFieldsSigned(selectFlatPages(state$.value, applicationId))) return of(outcomeOf(cmd, signingCompleteFailed, { ...ref, error: NOT_ALL_SIGNED }));
      const request = endpointRequest(completeEnvelope, { params: { uuid: envelopeUuid }, body: { confirmed: true as const } });
      return deps.http.request(request).pipe(
        mergeMap((result): AnyAction[] =>
          result.ok
            ? [
                outcomeOf(cmd, signingCompleted, { ...ref, signerStatus: result.value.signer_status, envelopeStatus: result.value.status }),
                reportCustomerChange({ applicationId }),
              ]
            : [outcomeOf(cmd, signingCompleteFailed, { ...ref, error: result.error }), ...refetchOn409(result.error, applicationId)],
        ),
      );
    }),
  );

  const decline$ = action$.pipe(
    filter(declineSigning.match),
    exhaustMap((cmd) => {
      const { applicationId, envelopeUuid, reason } = cmd.payload;
      const ref = { applicationId, envelopeUuid };
      const request = endpointRequest(declineEnvelope, { params: { uuid: envelopeUuid }, body: { reason } });
      return deps.http.request(request).pipe(
        mergeMap((result): AnyAction[] =>
          result.ok
            ? [outcomeOf(cmd, signingDeclined, { ...ref, envelopeStatus: result.value.status }), reportCustomerChange({ applicationId })]
            : [outcomeOf(cmd, signingDeclineFailed, { ...ref, error: result.error }), ...refetchOn409(result.error, applicationId)],
        ),
      );
    }),
  );

  // §6 ops view: the banner's selection changed while the page is open → show the newly selected person's envelope.
  // Only while still an ops session, so the end of a session never fetches anything.
  const follow$ = state$.pipe(
    map((state) => ({ shown: shownEnvelope(state), ops: selectIsOps(state) })),
    distinctUntilChanged((a, b) => sameView(a.shown, b.shown)),
    pairwise(),
    mergeMap(([{ shown: before }, { shown: after, ops }]) =>
      ops && before !== null && after !== null && before.uuid === after.uuid ? [envelopeQuery.unsubscribe(before), envelopeQuery.subscribe(after)] : [],
    ),
  );

  return merge(pageEpicOf(state$)(action$, state$, deps), follow$, sync$, next$, previous$, jump$, closeReview$, sign$, complete$, decline$);
};
