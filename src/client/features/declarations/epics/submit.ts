import type { AnyAction } from '@reduxjs/toolkit';
import { filter, merge, mergeMap, of, take, type Observable } from 'rxjs';
import { outcomeOf } from '../../../kernel/actions';
import { sectionSubmitFailed, sectionSubmitted, submitSectionCommand } from '../../../kernel/drafts/actions';
import type { AppEpic } from '../../../kernel/epic';
import { emitThenRun } from '../../../kernel/session/afterReduced';
import { declarationsSubmitFailed, declarationsSubmitted, submitDeclarations } from '../actions';
import { declarationsDraftRef, type DeclarationsRootState } from '../selectors';
import { sameRef, sectionsPath } from './shared';

/**
 * Submit: `drafts/submitSection` for `declarations` (the draft queue saves what is pending first), then the form
 * overview; a refused submit is answered by `declarationsSubmitFailed` with the server's error.
 */
export const submitEpic: AppEpic<DeclarationsRootState> = (action$, _state$, deps) =>
  action$.pipe(
    filter(submitDeclarations.match),
    mergeMap((cmd) => {
      const { applicationId } = cmd.payload;
      const ref = declarationsDraftRef(applicationId);
      const result$ = action$.pipe(
        filter((a) => (sectionSubmitted.match(a) || sectionSubmitFailed.match(a)) && sameRef(a.payload, ref)),
        take(1),
        mergeMap((a): Observable<AnyAction> =>
          sectionSubmitFailed.match(a)
            ? of(outcomeOf(cmd, declarationsSubmitFailed, { applicationId, error: a.payload.error }))
            : (emitThenRun(action$, [outcomeOf(cmd, declarationsSubmitted, { applicationId })], () =>
                deps.navigation.navigate(sectionsPath(applicationId)),
              ) as Observable<AnyAction>),
        ),
      );
      // Listen first: the drafts epic may answer while the command is still being dispatched.
      return merge(result$, of(submitSectionCommand(ref)));
    }),
  );
