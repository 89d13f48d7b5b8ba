import type { AnyAction } from '@reduxjs/toolkit';
import { concat, EMPTY, filter, from, map, merge, mergeMap, of, take, takeUntil, type Observable } from 'rxjs';
import { addParty, putSpouse, removeParty, updateParty } from '../../../contract/parties';
import { isUuid, type Uuid } from '../../../domain/ids';
import { validateCoOwnerEmailDistinct, validateEmail } from '../../../domain/validation/email';
import { outcomeOf } from '../../kernel/actions';
import { sectionQueryOf } from '../../kernel/api/formQueries';
import { applicationQuery } from '../../kernel/api/queries';
import { reportCustomerChange, reportProfileChange } from '../../kernel/changes/actions';
import {
  closeDraft, draftRestored, editDraft, flushDraft, openDraft, sectionSubmitFailed, sectionSubmitted, submitSectionCommand,
  type DraftRef,
} from '../../kernel/drafts/actions';
import type { Dependencies } from '../../kernel/deps';
import type { AppEpic } from '../../kernel/epic';
import { endpointRequest } from '../../kernel/http/endpointRequest';
import type { HttpError } from '../../kernel/http/types';
import { emitThenRun } from '../../kernel/session/afterReduced';
import { wizardAdvanced, wizardHistoryReplaced, wizardIndexSet, wizardReset, wizardWentBack } from '../../kernel/wizard/actions';
import { selectWizard } from '../../kernel/wizard/selectors';
import {
  answerDeclaration, closeDeclarations, continueDeclarations, coOwnerRemoved, coOwnerRemoveFailed, coOwnerSaved,
  coOwnerSaveFailed, declarationsClosed, declarationsIdRejected, declarationsOpened, declarationsResumed,
  declarationsStageChanged, declarationsSubmitFailed, declarationsSubmitted, editDeclarationStage, goBackInDeclarations,
  openCoOwnerForm, openDeclarations, removeCoOwner, retryDeclarations, saveCoOwner, saveSpouse, spouseSaved,
  spouseSaveFailed, submitDeclarations,
} from './actions';
import { mergeAnswers, readDeclarationsValues, sameValues } from './answers';
import {
  applicantIndexOf, INTRO_STAGE, isComplete, isEditingFromReview, nextStage, parseStage, rebuildHistory, REVIEW_STAGE,
  stageKey, type FlowModel,
} from './flow';
import { otherEmails, type DeclarationsModel } from './model';
import { withSpouse } from './overlay';
import {
  currentValues, declarationsDraftRef, selectDeclarationsFeature, selectDeclarationsModel, type DeclarationsRootState,
} from './selectors';

/** The applicants list (§2 redirect target for an application id that is not a UUID). */
export const APPLICANTS_PATH = '/applicants';
/** The form overview the person returns to after submitting the declarations. */
export const sectionsPath = (applicationId: string): string => `/applications/${applicationId}/sections`;

const FLOW = 'declarations' as const;

/** A 400 made on this side for a rule checked before sending (same shape as the server's, so forms treat it alike). */
function localFieldError(field: string, message: string): HttpError {
  return { status: 400, data: { detail: message, errors: { [field]: [message] } } };
}

/** The wizard events that move to `to` and keep §3 `currentDeclarationApplicantIndex` in step with it. */
function moveTo(model: Pick<FlowModel, 'applicants'>, to: string): AnyAction[] {
  return [
    wizardAdvanced({ flow: FLOW, stage: to }),
    wizardIndexSet({ flow: FLOW, index: 'currentDeclarationApplicantIndex', value: applicantIndexOf(model, to) }),
  ];
}

/** The wizard events that resume at the end of `history`. */
function resumeAt(applicationId: string, model: DeclarationsModel, history: string[]): AnyAction[] {
  const last = history[history.length - 1] ?? INTRO_STAGE;
  return [
    wizardReset({ flow: FLOW }),
    wizardHistoryReplaced({ flow: FLOW, history }),
    wizardIndexSet({ flow: FLOW, index: 'currentDeclarationApplicantIndex', value: applicantIndexOf(model, last) }),
    declarationsResumed({ applicationId, history }),
  ];
}

/**
 * After a stage is done: its next stage (see flow.ts `nextStage`). A spouse edited from the people list returns to
 * the list. When changing an answer from the review and nothing new is asked, the history is rebuilt so it ends at
 * the review again. Returns the events and the stage moved to.
 */
function advanceFrom(model: DeclarationsModel, history: readonly string[]): { events: AnyAction[]; to: string } {
  const current = history[history.length - 1] ?? INTRO_STAGE;
  const previous = history[history.length - 2];
  const parsed = parseStage(current);
  if (parsed.kind === 'applicant' && parsed.stage === 'spouse-detail' && previous === stageKey('co-owners', 0)) {
    return { events: [wizardWentBack({ flow: FLOW }), ...indexFor(model, previous)], to: previous };
  }
  const editing = isEditingFromReview(history);
  const to = nextStage(model, current, editing);
  if (editing && to === REVIEW_STAGE) {
    const rebuilt = rebuildHistory(model);
    const end = rebuilt[rebuilt.length - 1] ?? REVIEW_STAGE;
    return { events: [wizardHistoryReplaced({ flow: FLOW, history: rebuilt }), ...indexFor(model, end)], to: end };
  }
  return { events: moveTo(model, to), to };
}

function indexFor(model: Pick<FlowModel, 'applicants'>, key: string): AnyAction[] {
  return [wizardIndexSet({ flow: FLOW, index: 'currentDeclarationApplicantIndex', value: applicantIndexOf(model, key) })];
}

function historyOf(state: DeclarationsRootState): readonly string[] {
  return selectWizard(state, FLOW).stageHistory;
}

function currentOf(state: DeclarationsRootState): string {
  const h = historyOf(state);
  return h[h.length - 1] ?? INTRO_STAGE;
}

const sameRef = (a: DraftRef, b: DraftRef) => a.applicationId === b.applicationId && a.section === b.section;
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
 * The declarations epic (issue #3 §3; designed flow in flow.ts):
 * - open: an id that is not a UUID → the applicants list; else load the application (parties) and the declarations
 *   draft (record + restore), then resume the wizard where the answers leave off; close releases both;
 * - answer: the applicant's answers merged into the section values → `drafts/edit` (nothing when unchanged);
 * - continue / back / edit / open co-owner form: wizard events (§4) with `currentDeclarationApplicantIndex` and
 *   `currentCoOwnerIndex` kept in step; continue also flushes the draft;
 * - people: add / update / remove parties (§5 email rules checked before sending), then `changes/report`; the spouse
 *   through §7 `PUT …/profile/{applicantUUID}/spouse/`, then `changes/reportProfile` (§4);
 * - submit: `drafts/submitSection` for `declarations`, then the form overview.
 * Every command a form awaits is answered by an outcome event carrying its correlation id.
 */
export const declarationsEpic: AppEpic<DeclarationsRootState> = (action$, state$, deps: Dependencies) => {
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

  const answer$ = action$.pipe(
    filter(answerDeclaration.match),
    mergeMap(({ payload: { applicationId, applicantUuid, answers } }) => {
      const raw = currentValues(state$.value, applicationId);
      if (raw === undefined) return EMPTY; // the saved record is not loaded: an edit now could overwrite it
      const values = readDeclarationsValues(raw);
      const next = mergeAnswers(values, applicantUuid, answers);
      return sameValues(values, next) ? EMPTY : of(editDraft({ ...declarationsDraftRef(applicationId), values: next }));
    }),
  );

  const continue$ = action$.pipe(
    filter(continueDeclarations.match),
    mergeMap((cmd) => {
      const { applicationId, applicantUuid, answers } = cmd.payload;
      const state = state$.value;
      const from_ = currentOf(state);
      const stay = () => of(outcomeOf(cmd, declarationsStageChanged, { applicationId, from: from_, to: from_ }));
      const raw = currentValues(state, applicationId);
      if (raw === undefined) return stay();
      const events: AnyAction[] = [];
      let values = readDeclarationsValues(raw);
      if (applicantUuid !== undefined && answers !== undefined) {
        const next = mergeAnswers(values, applicantUuid, answers);
        if (!sameValues(values, next)) {
          events.push(editDraft({ ...declarationsDraftRef(applicationId), values: next }));
          values = next;
        }
      }
      const model = selectDeclarationsModel(state, applicationId, { values });
      if (!model) return stay();
      const current = parseStage(from_);
      // The people list cannot be left while the ownership answer names someone who is not added.
      if (current.kind === 'applicant' && current.stage === 'co-owners' && !isComplete(model, 'co-owners', current.applicant)) {
        return from([...events, outcomeOf(cmd, declarationsStageChanged, { applicationId, from: from_, to: from_ })]);
      }
      events.push(flushDraft(declarationsDraftRef(applicationId)));
      const { events: moves, to } = advanceFrom(model, historyOf(state));
      return from([...events, ...moves, outcomeOf(cmd, declarationsStageChanged, { applicationId, from: from_, to })]);
    }),
  );

  const back$ = action$.pipe(
    filter(goBackInDeclarations.match),
    mergeMap((cmd) => {
      const { applicationId } = cmd.payload;
      const history = historyOf(state$.value);
      const from_ = history[history.length - 1] ?? INTRO_STAGE;
      const to = history[history.length - 2];
      const model = selectDeclarationsModel(state$.value, applicationId);
      if (to === undefined || !model) return of(outcomeOf(cmd, declarationsStageChanged, { applicationId, from: from_, to: from_ }));
      return from([wizardWentBack({ flow: FLOW }), ...indexFor(model, to), outcomeOf(cmd, declarationsStageChanged, { applicationId, from: from_, to })]);
    }),
  );

  const edit$ = action$.pipe(
    filter(editDeclarationStage.match),
    mergeMap((cmd) => {
      const { applicationId, stage } = cmd.payload;
      const from_ = currentOf(state$.value);
      const model = selectDeclarationsModel(state$.value, applicationId);
      const parsed = parseStage(stage);
      if (!model || parsed.kind !== 'applicant' || !model.applicants[parsed.applicant]) {
        return of(outcomeOf(cmd, declarationsStageChanged, { applicationId, from: from_, to: from_ }));
      }
      return from([...moveTo(model, stage), outcomeOf(cmd, declarationsStageChanged, { applicationId, from: from_, to: stage })]);
    }),
  );

  const openCoOwner$ = action$.pipe(
    filter(openCoOwnerForm.match),
    mergeMap((cmd) => {
      const { applicationId, index } = cmd.payload;
      const from_ = currentOf(state$.value);
      const to = stageKey('co-owner', 0);
      return of<AnyAction[]>(
        wizardIndexSet({ flow: FLOW, index: 'currentCoOwnerIndex', value: index }),
        wizardAdvanced({ flow: FLOW, stage: to }),
        outcomeOf(cmd, declarationsStageChanged, { applicationId, from: from_, to }),
      );
    }),
  );

  const saveCoOwner$ = action$.pipe(
    filter(saveCoOwner.match),
    mergeMap((cmd) => {
      const { applicationId, partyUuid, profileType, person } = cmd.payload;
      const model = selectDeclarationsModel(state$.value, applicationId);
      const self = partyUuid === null ? null : (model?.people.find((p) => p.uuid === partyUuid)?.profileUuid ?? null);
      const emailError = validateEmail(person.email) || validateCoOwnerEmailDistinct(person.email, model ? otherEmails(model, self) : []);
      if (emailError) return of(outcomeOf(cmd, coOwnerSaveFailed, { applicationId, error: localFieldError('email', emailError) }));
      const request =
        partyUuid === null
          ? endpointRequest(addParty, { params: { uuid: applicationId }, body: { profile_type: profileType, ...person } })
          : endpointRequest(updateParty, { params: { uuid: applicationId, party: partyUuid }, body: person });
      return deps.http.request(request).pipe(
        mergeMap((result): Observable<AnyAction> => {
          if (!result.ok) return of(outcomeOf(cmd, coOwnerSaveFailed, { applicationId, error: result.error }));
          const history = historyOf(state$.value);
          const onForm = history[history.length - 1] === stageKey('co-owner', 0);
          const from_ = currentOf(state$.value);
          const back: AnyAction[] = onForm
            ? [wizardWentBack({ flow: FLOW }), declarationsStageChanged({ applicationId, from: from_, to: history[history.length - 2] ?? INTRO_STAGE })]
            : [];
          return from([
            reportCustomerChange({ applicationId }),
            ...back,
            outcomeOf(cmd, coOwnerSaved, { applicationId, party: result.value, added: partyUuid === null }),
          ]);
        }),
      );
    }),
  );

  const removeCoOwner$ = action$.pipe(
    filter(removeCoOwner.match),
    mergeMap((cmd) => {
      const { applicationId, partyUuid } = cmd.payload;
      return deps.http.request(endpointRequest(removeParty, { params: { uuid: applicationId, party: partyUuid } })).pipe(
        mergeMap((result): Observable<AnyAction> => {
          if (!result.ok) return of(outcomeOf(cmd, coOwnerRemoveFailed, { applicationId, partyUuid, error: result.error }));
          // Answers given for the removed person are dropped from the draft, so the section never names someone gone.
          const raw = currentValues(state$.value, applicationId);
          const values = readDeclarationsValues(raw);
          const kept = { applicants: values.applicants.filter((a) => a.application_profile_uuid !== partyUuid) };
          const prune = raw !== undefined && kept.applicants.length < values.applicants.length
            ? [editDraft({ ...declarationsDraftRef(applicationId), values: kept })]
            : [];
          return from([...prune, reportCustomerChange({ applicationId }), outcomeOf(cmd, coOwnerRemoved, { applicationId, partyUuid })]);
        }),
      );
    }),
  );

  const saveSpouse$ = action$.pipe(
    filter(saveSpouse.match),
    mergeMap((cmd) => {
      const { applicationId, applicantProfileUuid, onTitle, person } = cmd.payload;
      const model = selectDeclarationsModel(state$.value, applicationId);
      const existing = model?.applicants.find((a) => a.profileUuid === applicantProfileUuid)?.spouse?.profileUuid ?? null;
      const emailError = validateEmail(person.email) || validateCoOwnerEmailDistinct(person.email, model ? otherEmails(model, existing) : []);
      if (emailError) return of(outcomeOf(cmd, spouseSaveFailed, { applicationId, error: localFieldError('email', emailError) }));
      const request = endpointRequest(putSpouse, {
        params: { uuid: applicantProfileUuid },
        body: { application_uuid: applicationId as Uuid, on_title: onTitle, ...person },
      });
      return deps.http.request(request).pipe(
        mergeMap((result): Observable<AnyAction> => {
          if (!result.ok) return of(outcomeOf(cmd, spouseSaveFailed, { applicationId, error: result.error }));
          const state = state$.value;
          const overlay = withSpouse(selectDeclarationsFeature(state).overlay, applicantProfileUuid, result.value);
          const linked = selectDeclarationsModel(state, applicationId, { overlay });
          const from_ = currentOf(state);
          const moves = linked ? advanceFrom(linked, historyOf(state)) : { events: [], to: from_ };
          return from([
            reportProfileChange({ applicationId }),
            ...moves.events,
            declarationsStageChanged({ applicationId, from: from_, to: moves.to }),
            outcomeOf(cmd, spouseSaved, { applicationId, applicantProfileUuid, spouse: result.value }),
          ]);
        }),
      );
    }),
  );

  const submit$ = action$.pipe(
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

  return merge(open$, close$, retry$, answer$, continue$, back$, edit$, openCoOwner$, saveCoOwner$, removeCoOwner$, saveSpouse$, submit$);
};
