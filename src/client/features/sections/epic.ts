import type { Action, AnyAction } from '@reduxjs/toolkit';
import { EMPTY, filter, map, merge, mergeMap, of, type Observable } from 'rxjs';
import { submitApplication } from '../../../contract/sections';
import { isUuid } from '../../../domain/ids';
import { outcomeOf } from '../../kernel/actions';
import { applicationFormQuery, sectionQueryOf } from '../../kernel/api/formQueries';
import { applicationQuery } from '../../kernel/api/queries';
import { reportCustomerChange } from '../../kernel/changes/actions';
import type { Dependencies } from '../../kernel/deps';
import { closeDraft, openDraft } from '../../kernel/drafts/actions';
import type { AppEpic } from '../../kernel/epic';
import { endpointRequest } from '../../kernel/http/endpointRequest';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { emitThenRun } from '../../kernel/session/afterReduced';
import {
  applicationSubmitFailed, applicationSubmitted, closeSectionForm, closeSectionsOverview, continueAfterSection,
  movedToNextSection, openSectionForm, openSectionsOverview, retrySectionForm, retrySectionsOverview,
  sectionFormClosed, sectionFormOpened, sectionsOverviewClosed, sectionsOverviewOpened, sectionsRedirected,
  submitApplicationCommand, type SectionsRedirectReason,
} from './actions';
import { homePath, isFormSection, nextPathAfter, overviewPath, type FormSection } from './sectionOrder';

/** The applicants list (§2 redirect target for an application id that is not a UUID). */
export const APPLICANTS_PATH = '/applicants';

/** Sections whose form also shows other sections' data: payoffs names a mortgage or lien as `lien_id`. */
const ALSO_READS: Readonly<Partial<Record<FormSection, readonly FormSection[]>>> = {
  payoffs: ['mortgage-details', 'liens'],
};

/** Records why, then replaces the current page with `path`. */
function redirect(action$: Observable<Action>, deps: Dependencies, reason: SectionsRedirectReason, path: string): Observable<AnyAction> {
  return emitThenRun(action$, [sectionsRedirected({ reason })], () => deps.navigation.navigate(path, { replace: true })) as Observable<AnyAction>;
}

/**
 * The sections feature epic (§2 application form sections; issue #3 §2):
 * - overview open/close/retry: an id that is not a UUID → applicants list; else (un)subscribe the form overview;
 * - section form open: bad id → applicants list; an unknown section (or declarations, which has its own route) →
 *   the overview; else `openDraft` (loads the record, restores a kept draft) plus the queries the form also reads;
 *   close: `closeDraft` (saves what is pending) and releases them; retry refetches the record;
 * - continue after a submitted section: to the next section's page (the overview after the last);
 * - submit application: `POST …/submit/` → `applicationSubmitted` (with the command's correlation id),
 *   `reportCustomerChange`, the overview and application refetched, then home; or `applicationSubmitFailed`.
 */
export const sectionsEpic: AppEpic<QueryCacheRootState> = (action$, state$, deps) => {
  const overview$ = merge(
    action$.pipe(
      filter(openSectionsOverview.match),
      mergeMap(({ payload: { applicationId } }) =>
        isUuid(applicationId)
          ? of<AnyAction[]>(sectionsOverviewOpened({ applicationId }), applicationFormQuery.subscribe({ uuid: applicationId }))
          : redirect(action$, deps, 'invalid-id', APPLICANTS_PATH),
      ),
    ),
    action$.pipe(
      filter(closeSectionsOverview.match),
      filter((a) => isUuid(a.payload.applicationId)),
      mergeMap(({ payload: { applicationId } }) =>
        of<AnyAction[]>(applicationFormQuery.unsubscribe({ uuid: applicationId }), sectionsOverviewClosed({ applicationId })),
      ),
    ),
    action$.pipe(
      filter(retrySectionsOverview.match),
      filter((a) => isUuid(a.payload.applicationId)),
      map(({ payload: { applicationId } }) => applicationFormQuery.refetch({ uuid: applicationId })),
    ),
  );

  const form$ = merge(
    action$.pipe(
      filter(openSectionForm.match),
      mergeMap(({ payload: { applicationId, section } }) => {
        if (!isUuid(applicationId)) return redirect(action$, deps, 'invalid-id', APPLICANTS_PATH);
        if (!isFormSection(section)) return redirect(action$, deps, 'unknown-section', overviewPath(applicationId));
        const args = { uuid: applicationId };
        return of<AnyAction[]>(
          sectionFormOpened({ applicationId, section }),
          openDraft({ applicationId, section }),
          ...(ALSO_READS[section] ?? []).map((other) => sectionQueryOf(other).subscribe(args)),
        );
      }),
    ),
    action$.pipe(
      filter(closeSectionForm.match),
      mergeMap(({ payload: { applicationId, section } }) => {
        if (!isUuid(applicationId) || !isFormSection(section)) return EMPTY;
        const args = { uuid: applicationId };
        return of<AnyAction[]>(
          closeDraft({ applicationId, section }),
          ...(ALSO_READS[section] ?? []).map((other) => sectionQueryOf(other).unsubscribe(args)),
          sectionFormClosed({ applicationId, section }),
        );
      }),
    ),
    action$.pipe(
      filter(retrySectionForm.match),
      filter((a) => isUuid(a.payload.applicationId)),
      map(({ payload: { applicationId, section } }) => sectionQueryOf(section).refetch({ uuid: applicationId })),
    ),
    action$.pipe(
      filter(continueAfterSection.match),
      filter((a) => isUuid(a.payload.applicationId)),
      mergeMap(({ payload: { applicationId, section } }) => {
        const to = nextPathAfter(applicationId, section);
        return emitThenRun(action$, [movedToNextSection({ applicationId, from: section, to })], () => deps.navigation.navigate(to)) as Observable<AnyAction>;
      }),
    ),
  );

  const submit$ = action$.pipe(
    filter(submitApplicationCommand.match),
    mergeMap((command) => {
      const { applicationId } = command.payload;
      if (!isUuid(applicationId)) {
        const error = { status: 404, data: { detail: 'Not found.' } };
        return of(outcomeOf(command, applicationSubmitFailed, { applicationId, error }));
      }
      const args = { uuid: applicationId };
      return deps.http.request(endpointRequest(submitApplication, { params: { uuid: applicationId }, body: {} })).pipe(
        mergeMap((result): Observable<AnyAction> => {
          if (!result.ok) return of(outcomeOf(command, applicationSubmitFailed, { applicationId, error: result.error }));
          const refetches = [applicationFormQuery, applicationQuery]
            .filter((q) => q.select(state$.value, args).status !== 'uninitialized')
            .map((q) => q.refetch(args));
          const events: AnyAction[] = [
            outcomeOf(command, applicationSubmitted, { applicationId }),
            reportCustomerChange({ applicationId }),
            ...refetches,
          ];
          return emitThenRun(action$, events, () => deps.navigation.navigate(homePath(applicationId))) as Observable<AnyAction>;
        }),
      );
    }),
  );

  return merge(overview$, form$, submit$);
};
