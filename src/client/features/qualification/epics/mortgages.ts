import type { AnyAction } from '@reduxjs/toolkit';
import { defer, exhaustMap, filter, map, merge, mergeMap, of, take, type Observable } from 'rxjs';
import type { Uuid } from '../../../../contract/ids';
import type { Mortgage, MortgageDetailsValues } from '../../../../contract/sections';
import { isUuid } from '../../../../domain/ids';
import { outcomeOf, type CommandAction } from '../../../kernel/actions';
import { creditReportQuery } from '../../../kernel/api/qualificationQueries';
import { draftEdited, draftSaved, draftSaveFailed, editDraft, flushDraft } from '../../../kernel/drafts/actions';
import type { AppEpic } from '../../../kernel/epic';
import { wizardFormValuesMerged, wizardIndexSet } from '../../../kernel/wizard/actions';
import {
  answerHasMortgages,
  closeMortgageList,
  confirmMortgageList,
  editMortgageDetails,
  finishQualification,
  mortgageAnswersSaved,
  mortgageAnswersSaveFailed,
  openMortgageList,
  saveMortgageDetails,
  type MortgageDetailsInput,
} from '../actions';
import { DETAILS_MISSING_MESSAGE, NO_MORTGAGE_MESSAGE, NOT_VERIFIED_MESSAGE } from '../fields';
import { isMortgageComplete, stageAfter } from '../flow';
import type { NewId } from '../ids';
import {
  advanceTo, clientError, currentMortgageValues, FLOW, mortgageDraftRef, mortgageDraftValues, type QualificationEpicState,
} from './shared';

/** What the draft save queue answered about a save. */
type SaveOutcome = ReturnType<typeof draftSaved> | ReturnType<typeof draftSaveFailed>;

/** The mortgage list with `details` applied to the one at `index` (blank details are left out). */
function withDetails(values: MortgageDetailsValues, index: number, details: MortgageDetailsInput): Mortgage[] {
  return (values.mortgages ?? []).map((m, i) => {
    if (i !== index) return m;
    const next: Mortgage = { ...m };
    for (const key of ['lender', 'balance', 'monthly_payment', 'mortgage_type'] as const) {
      const v = details[key];
      if (v === undefined || v === '') delete next[key];
      else (next as Record<string, unknown>)[key] = key === 'lender' && typeof v === 'string' ? v.trim() : v;
    }
    return next;
  });
}

/**
 * has-mortgages, mortgages and mortgage-details (§2 mortgage lien verification and identification). The answers are
 * the wizard's formValues (`has_mortgages`, `mortgages`, `mortgages_verified`) and are saved into the mortgage-details
 * section through the draft save queue (`editDraft` + `flushDraft`); Next waits until the queue reports the save of
 * that edit (or a later one) before the wizard moves on, so a failed save is shown on the stage and nothing is lost.
 * - has-mortgages: Yes → mortgages; No → no mortgages, then completed (and {@link finishQualification}).
 * - mortgages: shown → the CreditReports query subscribed (released when left); Next: the chosen credit-report tradelines (a mortgage already made from one keeps its details; a new one is
 *   prefilled with creditor, balance and monthly payment) then the not-listed ones kept and added (new uuids), and
 *   the "complete list" tick → mortgage-details at `currentLienIndex` 0.
 * - mortgage-details: typing becomes a draft edit at once (the save queue debounces it; leaving the page saves at once); Next saves the current mortgage and
 *   shows the next one (`currentLienIndex` + 1), after the last one completed.
 */
export function createMortgagesEpic(newId: NewId): AppEpic<QualificationEpicState> {
  const newUuid = () => newId() as Uuid;
  return (action$, state$) => {
    /** Merges and saves `values`; answers `cmd` once the queue saved them, then emits `after`. */
    const saveAnswers = (cmd: CommandAction<{ applicationId: string }>, values: MortgageDetailsValues, after: AnyAction[]): Observable<AnyAction> => {
      const { applicationId } = cmd.payload;
      const ref = mortgageDraftRef(applicationId);
      const same = (p: { applicationId: string; section: string }) => p.applicationId === ref.applicationId && p.section === ref.section;
      // The queue's events may reach this epic in either order (its edit event can come after the save it caused),
      // so saves are kept until the revision of this edit is known.
      const outcome$ = defer(() => {
        let mine: number | undefined;
        const saves: Array<SaveOutcome> = [];
        return action$.pipe(
          mergeMap((a): SaveOutcome[] => {
            if (draftEdited.match(a) && same(a.payload) && mine === undefined) {
              const revision = a.payload.revision;
              mine = revision;
              return saves.filter((s) => s.payload.revision >= revision).slice(0, 1);
            }
            if ((draftSaved.match(a) || draftSaveFailed.match(a)) && same(a.payload)) {
              if (mine === undefined) saves.push(a);
              else if (a.payload.revision >= mine) return [a];
            }
            return [];
          }),
          take(1),
          mergeMap((a): AnyAction[] =>
            draftSaveFailed.match(a)
              ? [outcomeOf(cmd, mortgageAnswersSaveFailed, { applicationId, error: a.payload.error })]
              : [outcomeOf(cmd, mortgageAnswersSaved, { applicationId }), ...after],
          ),
        );
      });
      const draft = mortgageDraftValues(values);
      return merge(
        outcome$,
        of(wizardFormValuesMerged({ flow: FLOW, values: { ...values } }), editDraft({ ...ref, values: draft }), flushDraft(ref)),
      );
    };

    const fail = (cmd: CommandAction<{ applicationId: string }>, detail: string) =>
      of(outcomeOf(cmd, mortgageAnswersSaveFailed, { applicationId: cmd.payload.applicationId, error: clientError(detail) }));

    const hasMortgages$ = action$.pipe(
      filter(answerHasMortgages.match),
      filter((a) => isUuid(a.payload.applicationId)),
      exhaustMap((cmd) => {
        const { applicationId, hasMortgages } = cmd.payload;
        const current = currentMortgageValues(state$.value);
        if (hasMortgages) return saveAnswers(cmd, { ...current, has_mortgages: true }, [advanceTo('mortgages')]);
        return saveAnswers(cmd, { has_mortgages: false, mortgages: [], mortgages_verified: false }, [
          advanceTo(stageAfter('has-mortgages', { hasMortgages: false })),
          finishQualification({ applicationId }),
        ]);
      }),
    );

    const list$ = action$.pipe(
      filter(confirmMortgageList.match),
      filter((a) => isUuid(a.payload.applicationId)),
      exhaustMap((cmd) => {
        const { applicationId, tradelineIds, keptManualIds, addedManual, verified } = cmd.payload;
        const current = currentMortgageValues(state$.value);
        const existing = current.mortgages ?? [];
        const tradelines = creditReportQuery.select(state$.value, { uuid: applicationId }).data?.mortgage_tradelines ?? [];
        const fromReport = tradelines
          .filter((t) => tradelineIds.includes(t.id))
          .map(
            (t): Mortgage =>
              existing.find((m) => m.tradeline_id === t.id) ?? {
                id: newUuid(),
                tradeline_id: t.id,
                lender: t.creditor,
                balance: t.balance,
                monthly_payment: t.monthly_payment,
              },
          );
        const manual = [
          ...existing.filter((m) => m.tradeline_id === undefined && keptManualIds.includes(m.id)),
          ...Array.from({ length: Math.max(0, addedManual) }, (): Mortgage => ({ id: newUuid() })),
        ];
        const mortgages = [...fromReport, ...manual];
        if (mortgages.length === 0) return fail(cmd, NO_MORTGAGE_MESSAGE);
        if (!verified) return fail(cmd, NOT_VERIFIED_MESSAGE);
        return saveAnswers(cmd, { has_mortgages: true, mortgages, mortgages_verified: true }, [
          wizardIndexSet({ flow: FLOW, index: 'currentLienIndex', value: 0 }),
          advanceTo(stageAfter('mortgages')),
        ]);
      }),
    );

    // Every edit goes straight to the draft save queue, whose own pause-in-typing debounce decides when to save
    // (and whose closeDraft saves at once when the page is left).
    const edits$ = action$.pipe(
      filter(editMortgageDetails.match),
      filter((a) => isUuid(a.payload.applicationId)),
      mergeMap((cmd) => {
        const { applicationId, index, details } = cmd.payload;
        const current = currentMortgageValues(state$.value);
        if (index < 0 || index >= (current.mortgages?.length ?? 0)) return [];
        const values = { ...current, mortgages: withDetails(current, index, details) };
        const ref = mortgageDraftRef(applicationId);
        return [wizardFormValuesMerged({ flow: FLOW, values: { ...values } }), editDraft({ ...ref, values: mortgageDraftValues(values) })];
      }),
    );

    const details$ = action$.pipe(
      filter(saveMortgageDetails.match),
      filter((a) => isUuid(a.payload.applicationId)),
      exhaustMap((cmd) => {
        const { applicationId, index, details } = cmd.payload;
        const current = currentMortgageValues(state$.value);
        const count = current.mortgages?.length ?? 0;
        if (index < 0 || index >= count) return fail(cmd, DETAILS_MISSING_MESSAGE);
        const mortgages = withDetails(current, index, details);
        if (!isMortgageComplete(mortgages[index] ?? {})) return fail(cmd, DETAILS_MISSING_MESSAGE);
        const after =
          index < count - 1
            ? [wizardIndexSet({ flow: FLOW, index: 'currentLienIndex', value: index + 1 })]
            : [advanceTo(stageAfter('mortgage-details')), finishQualification({ applicationId })];
        return saveAnswers(cmd, { ...current, mortgages }, after);
      }),
    );

    const report$ = merge(
      action$.pipe(filter(openMortgageList.match), filter((a) => isUuid(a.payload.applicationId)), map((a) => creditReportQuery.subscribe({ uuid: a.payload.applicationId }))),
      action$.pipe(filter(closeMortgageList.match), filter((a) => isUuid(a.payload.applicationId)), map((a) => creditReportQuery.unsubscribe({ uuid: a.payload.applicationId }))),
    );

    return merge(hasMortgages$, list$, edits$, details$, report$);
  };
}
