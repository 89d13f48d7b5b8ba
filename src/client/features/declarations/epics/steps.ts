import type { AnyAction } from '@reduxjs/toolkit';
import { EMPTY, filter, from, merge, mergeMap, of } from 'rxjs';
import { outcomeOf } from '../../../kernel/actions';
import { editDraft, flushDraft } from '../../../kernel/drafts/actions';
import type { AppEpic } from '../../../kernel/epic';
import { wizardAdvanced, wizardIndexSet, wizardWentBack } from '../../../kernel/wizard/actions';
import {
  answerDeclaration, continueDeclarations, declarationsStageChanged, editDeclarationStage, goBackInDeclarations,
  openCoOwnerForm,
} from '../actions';
import { mergeAnswers, readDeclarationsValues, sameValues } from '../answers';
import { INTRO_STAGE, isComplete, parseStage, stageKey } from '../flow';
import { currentValues, declarationsDraftRef, selectDeclarationsModel, type DeclarationsRootState } from '../selectors';
import { advanceFrom, currentOf, FLOW, historyOf, indexFor, moveTo } from './shared';

/**
 * Moving through the wizard (§4 wizard behaviour):
 * - answer: the applicant's answers merged into the section values → `drafts/edit` (nothing when unchanged, nothing
 *   before the saved record is loaded, so an edit never overwrites it);
 * - continue / back / edit a stage from the review / open the co-owner form: wizard events with
 *   `currentDeclarationApplicantIndex` and `currentCoOwnerIndex` kept in step; continue also flushes the draft.
 * Each command a form awaits is answered by `declarationsStageChanged` carrying its correlation id (from = to when
 * the person stays).
 */
export const stepsEpic: AppEpic<DeclarationsRootState> = (action$, state$) => {
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

  return merge(answer$, continue$, back$, edit$, openCoOwner$);
};
