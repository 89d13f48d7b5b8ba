import type { AnyAction } from '@reduxjs/toolkit';
import { EMPTY, filter, forkJoin, map, merge, mergeMap, of, switchMap, take, type Observable } from 'rxjs';
import { isUuid } from '../../../../domain/ids';
import { validateBirthDate } from '../../../../domain/validation/birthDate';
import { applicationFormQuery, sectionQueryOf } from '../../../kernel/api/formQueries';
import { backgroundTasksQuery, byCreatedAt, loggedUserQuery } from '../../../kernel/api/queries';
import { consentsQuery } from '../../../kernel/api/qualificationQueries';
import { closeDraft, draftOpened, draftRestored, openDraft } from '../../../kernel/drafts/actions';
import { hasUnsavedValues, selectDraftEntry } from '../../../kernel/drafts/selectors';
import type { AppEpic } from '../../../kernel/epic';
import { phoneVerdict$ } from '../../../kernel/forms/phoneRule';
import { queryFulfilled, queryRejected } from '../../../kernel/queryCache/actions';
import type { QueryState } from '../../../kernel/queryCache/reducer';
import { readOnlyProfileSelected } from '../../../kernel/session/actions';
import { emitThenRun } from '../../../kernel/session/afterReduced';
import { selectIsOps } from '../../../kernel/session/selectors';
import { wizardFormValuesMerged, wizardHistoryReplaced, wizardIndexSet, wizardReset } from '../../../kernel/wizard/actions';
import {
  closeQualification,
  openQualification,
  qualificationClosed,
  qualificationOpened,
  qualificationRedirected,
  qualificationResumed,
  qualificationResumeFailed,
  retryQualificationResume,
  unwatchCreditPull,
} from '../actions';
import { latestCreditPull, resumeHistory, resumeLienIndex, type ResumeFacts } from '../flow';
import { QUALIFICATION_KEY } from '../reducer';
import { FLOW, mortgageDraftRef, mortgageValuesOf, type QualificationEpicState } from './shared';

/** The applicants list (§2 redirect target for an application id that is not a UUID). */
export const APPLICANTS_PATH = '/applicants';

/** A query the resume reads, with its command builders bound to the application. */
interface BoundQuery {
  key: string;
  select: (s: QualificationEpicState) => QueryState<unknown>;
  subscribe: () => AnyAction;
  unsubscribe: () => AnyAction;
  refetch: () => AnyAction;
}

/** The phone verdict when the §5 rule could not be loaded: anything but undefined (= valid). */
const PHONE_UNCHECKED = 'unchecked';

/** The mortgage-details record query (the drafts queue subscribes it when the draft is opened). */
const mortgageSectionQuery = sectionQueryOf('mortgage-details');

/** The queries the resume subscribes and reads: profile, consents, background tasks, form overview. */
function resumeQueries(applicationId: string): BoundQuery[] {
  const args = { uuid: applicationId };
  const perApp = [consentsQuery, backgroundTasksQuery, applicationFormQuery] as const;
  return [
    {
      key: loggedUserQuery.key(),
      select: (s) => loggedUserQuery.select(s),
      subscribe: () => loggedUserQuery.subscribe(),
      unsubscribe: () => loggedUserQuery.unsubscribe(),
      refetch: () => loggedUserQuery.refetch(),
    },
    ...perApp.map(
      (q): BoundQuery => ({
        key: q.key(args),
        select: (s) => q.select(s, args),
        subscribe: () => q.subscribe(args),
        unsubscribe: () => q.unsubscribe(args),
        refetch: () => q.refetch(args),
      }),
    ),
  ];
}

/**
 * The facts of {@link resumeHistory} from the loaded queries and a pending mortgage draft (newer than the record);
 * `hasValidPhone` is the §5 verdict on the profile's phone, which needs the lazily loaded phone rule.
 */
export function resumeFactsOf(state: QualificationEpicState, applicationId: string, today: Date, hasValidPhone: boolean): ResumeFacts {
  const args = { uuid: applicationId };
  const profile = loggedUserQuery.select(state).data;
  const consents = consentsQuery.select(state, args).data ?? [];
  const tasks = backgroundTasksQuery.select(state, args).data ?? [];
  const form = applicationFormQuery.select(state, args).data;
  const record = mortgageSectionQuery.select(state, args).data;
  const draft = selectDraftEntry(state, mortgageDraftRef(applicationId));
  const mortgages = mortgageValuesOf(draft && hasUnsavedValues(draft) ? draft.values : record?.values);
  return {
    consents: consents.filter((c) => c.profile_uuid === profile?.uuid).map((c) => c.document),
    hasValidPhone,
    hasSsn: profile?.social_security_number != null && profile.social_security_number !== '',
    hasValidBirthDate: profile?.birth_date != null && validateBirthDate(profile.birth_date, today) === undefined,
    creditPull: latestCreditPull(byCreatedAt(tasks)),
    mortgages,
    qualificationCompletedAt: form?.qualification_completed_at ?? null,
  };
}

/** The events that put the wizard where the facts say the person is. */
function resumeEvents(state: QualificationEpicState, applicationId: string, today: Date, hasValidPhone: boolean): AnyAction[] {
  const facts = resumeFactsOf(state, applicationId, today, hasValidPhone);
  const history = resumeHistory(facts);
  const stage = history[history.length - 1] ?? 'authorize-credit';
  return [
    wizardReset({ flow: FLOW }),
    wizardHistoryReplaced({ flow: FLOW, history }),
    // Back from completed shows the last mortgage, like arriving there did.
    wizardIndexSet({ flow: FLOW, index: 'currentLienIndex', value: history.includes('mortgage-details') ? resumeLienIndex(facts.mortgages) : 0 }),
    wizardFormValuesMerged({ flow: FLOW, values: { ...facts.mortgages } }),
    qualificationResumed({ applicationId, stage, completed: facts.qualificationCompletedAt !== null }),
  ];
}

/**
 * Loads what the server holds (each query answered once more, so a return visit never reads stale data) and replaces
 * the wizard history. Waits for every query's answer — subscribed before anything is sent, so a fast answer is not
 * missed — and, on open, for the drafts queue to have opened the mortgage-details draft (`draftOpened`: its record
 * loaded and a newer copy kept in session storage taken back), then reads the state.
 */
function resume$(
  action$: Observable<AnyAction>,
  state$: { value: QualificationEpicState },
  applicationId: string,
  today: () => Date,
  mode: 'open' | 'retry',
): Observable<AnyAction> {
  const queries = resumeQueries(applicationId);
  const args = { uuid: applicationId };
  const ref = mortgageDraftRef(applicationId);
  const settled = (key: string) =>
    action$.pipe(
      filter((a) => (queryFulfilled.match(a) || queryRejected.match(a)) && a.payload.key === key),
      take(1),
    );
  const draftReady$ =
    mode === 'open'
      ? action$.pipe(
          filter((a) => draftOpened.match(a) && a.payload.applicationId === applicationId && a.payload.section === ref.section),
          take(1),
        )
      : settled(mortgageSectionQuery.key(args));
  const done$ = forkJoin([...queries.map((q) => settled(q.key)), draftReady$]).pipe(
    // A phone the rule cannot check (its chunk failed to load) counts as not valid: the phone step asks to confirm it.
    mergeMap(() => phoneVerdict$(loggedUserQuery.select(state$.value).data?.phone, PHONE_UNCHECKED)),
    mergeMap((phoneError): AnyAction[] => {
      const state = state$.value;
      const failed = [...queries.map((q) => q.select(state)), mortgageSectionQuery.select(state, args)].find(
        (q) => q.status === 'rejected' && q.error,
      );
      if (failed?.error) return [qualificationResumeFailed({ applicationId, error: failed.error })];
      return resumeEvents(state, applicationId, today(), phoneError === undefined);
    }),
  );
  // On open a subscribe fetches unless the data is fresh; only fresh data needs a refetch. A retry refetches all.
  const before: AnyAction[] =
    mode === 'open' ? [openDraft(ref), ...queries.map((q) => q.subscribe())] : [mortgageSectionQuery.refetch(args)];
  const refetches = queries.filter((q) => mode === 'retry' || q.select(state$.value).status === 'fulfilled').map((q) => q.refetch());
  return merge(done$, of(qualificationOpened({ applicationId }), ...before, ...refetches));
}

/**
 * The wizard page's lifecycle (§2 application page behaviour, §4 wizard):
 * - open: an id that is not a UUID → the applicants list; else subscribe the wizard's data, open the mortgage-details
 *   draft (restores a pending one after a reload) and resume (`wizardHistoryReplaced` from {@link resumeHistory});
 * - retry: load again after a failure; close: release everything and stop polling;
 * - a mortgage-details draft restored later is merged into the wizard's answers;
 * - §6 ops read-only view: when the banner's selection names another person than the one the wizard shows (LoggedUser
 *   is fetched as the selected person), the wizard loads again as on "Try again" and shows that person's step.
 */
export const openEpic: AppEpic<QualificationEpicState> = (action$, state$, deps) => {
  const lifecycle$ = action$.pipe(
    filter((a) => openQualification.match(a) || retryQualificationResume.match(a) || closeQualification.match(a)),
    switchMap((cmd): Observable<AnyAction> => {
      const { applicationId } = cmd.payload;
      if (closeQualification.match(cmd)) {
        if (!isUuid(applicationId)) return EMPTY;
        return of(
          unwatchCreditPull({ applicationId }),
          ...resumeQueries(applicationId).map((q) => q.unsubscribe()),
          closeDraft(mortgageDraftRef(applicationId)),
          qualificationClosed({ applicationId }),
        );
      }
      if (!isUuid(applicationId)) {
        if (retryQualificationResume.match(cmd)) return EMPTY;
        return emitThenRun(action$, [qualificationRedirected({ reason: 'invalid-id' })], () =>
          deps.navigation.navigate(APPLICANTS_PATH, { replace: true }),
        ) as Observable<AnyAction>;
      }
      return resume$(action$, state$, applicationId, () => new Date(deps.clock.now()), openQualification.match(cmd) ? 'open' : 'retry');
    }),
  );

  const reselected$ = action$.pipe(
    filter(readOnlyProfileSelected.match),
    filter((e) => {
      const state = state$.value;
      return (
        selectIsOps(state) &&
        state[QUALIFICATION_KEY]?.applicationId === e.payload.applicationId &&
        loggedUserQuery.select(state).data?.uuid !== e.payload.profileUuid
      );
    }),
    map((e) => retryQualificationResume({ applicationId: e.payload.applicationId })),
  );

  const restored$ = action$.pipe(
    filter(draftRestored.match),
    filter((e) => e.payload.section === 'mortgage-details' && state$.value[QUALIFICATION_KEY]?.applicationId === e.payload.applicationId),
    map((e) => wizardFormValuesMerged({ flow: FLOW, values: { ...mortgageValuesOf(e.payload.values) } })),
  );

  return merge(lifecycle$, reselected$, restored$);
};
