import type { AnyAction } from '@reduxjs/toolkit';
import { concat, EMPTY, filter, from, map, merge, mergeMap, of, take, takeUntil, type Observable } from 'rxjs';
import { isUuid } from '../../../../domain/ids';
import { sectionQueryOf } from '../../../kernel/api/formQueries';
import { applicationQuery } from '../../../kernel/api/queries';
import { closeDraft, draftRestored, openDraft } from '../../../kernel/drafts/actions';
import type { AppEpic } from '../../../kernel/epic';
import { emitThenRun } from '../../../kernel/session/afterReduced';
import {
  closeDeclarations, declarationsClosed, declarationsIdRejected, declarationsOpened, openDeclarations, retryDeclarations,
} from '../actions';
import { rebuildHistory } from '../flow';
import type { DeclarationsModel } from '../model';
import { declarationsDraftRef, selectDeclarationsModel, type DeclarationsRootState } from '../selectors';
import { APPLICANTS_PATH, historyOf, resumeAt, sameRef } from './shared';

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Resumes the wizard once the application and the saved record are loaded (history rebuilt from the answers, so
 * leaving and coming back loses nothing); rebuilt again when a draft kept on this device is restored afterwards, as
 * long as the person has not moved on yet.
 */
function resume$(action$: Observable<AnyAction>, state$: Observable<DeclarationsRootState> & { value: DeclarationsRootState }, applicationId: string) {
  return state$.pipe(
    map((s) => selectDeclarationsModel(s, applicationId)),
    filter((m): m is DeclarationsModel => m !== null),
    take(1),
    mergeMap((model) => {
      let last = rebuildHistory(model);
      const restored$ = action$.pipe(
        filter(draftRestored.match),
        filter((a) => sameRef(a.payload, declarationsDraftRef(applicationId))),
        mergeMap(() => {
          const fresh = selectDeclarationsModel(state$.value, applicationId);
          if (!fresh || !sameList(historyOf(state$.value), last)) return EMPTY;
          last = rebuildHistory(fresh);
          return from(resumeAt(applicationId, fresh, last));
        }),
      );
      return concat(from(resumeAt(applicationId, model, last)), restored$);
    }),
  );
}

/**
 * The declarations page's life: open (an id that is not a UUID → the applicants list; else load the application
 * with its parties and the declarations draft, then resume the wizard where the answers leave off), close (releases
 * both) and retry (refetches whichever of the two failed).
 */
export const openEpic: AppEpic<DeclarationsRootState> = (action$, state$, deps) => {
  const open$ = action$.pipe(
    filter(openDeclarations.match),
    mergeMap((cmd) => {
      const { applicationId } = cmd.payload;
      if (!isUuid(applicationId)) {
        return emitThenRun(action$, [declarationsIdRejected({ applicationId })], () =>
          deps.navigation.navigate(APPLICANTS_PATH, { replace: true }),
        ) as Observable<AnyAction>;
      }
      const closed$ = action$.pipe(filter((a) => closeDeclarations.match(a) && a.payload.applicationId === applicationId));
      return concat(
        of<AnyAction[]>(
          declarationsOpened({ applicationId }),
          applicationQuery.subscribe({ uuid: applicationId }),
          openDraft(declarationsDraftRef(applicationId)),
        ),
        resume$(action$, state$, applicationId).pipe(takeUntil(closed$)),
      );
    }),
  );

  const close$ = action$.pipe(
    filter(closeDeclarations.match),
    filter((a) => isUuid(a.payload.applicationId)),
    mergeMap(({ payload: { applicationId } }) =>
      of<AnyAction[]>(
        closeDraft(declarationsDraftRef(applicationId)),
        applicationQuery.unsubscribe({ uuid: applicationId }),
        declarationsClosed({ applicationId }),
      ),
    ),
  );

  const retry$ = action$.pipe(
    filter(retryDeclarations.match),
    filter((a) => isUuid(a.payload.applicationId)),
    mergeMap(({ payload: { applicationId } }) => {
      const args = { uuid: applicationId };
      const queries = [applicationQuery, sectionQueryOf('declarations')] as const;
      return from(queries.filter((q) => q.select(state$.value, args).status === 'rejected').map((q) => q.refetch(args)));
    }),
  );

  return merge(open$, close$, retry$);
};
