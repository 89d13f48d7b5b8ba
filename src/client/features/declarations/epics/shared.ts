import type { AnyAction } from '@reduxjs/toolkit';
import type { DraftRef } from '../../../kernel/drafts/actions';
import type { HttpError } from '../../../kernel/http/types';
import { wizardAdvanced, wizardHistoryReplaced, wizardIndexSet, wizardReset, wizardWentBack } from '../../../kernel/wizard/actions';
import { selectWizard } from '../../../kernel/wizard/selectors';
import { declarationsResumed } from '../actions';
import {
  applicantIndexOf, INTRO_STAGE, isEditingFromReview, nextStage, parseStage, rebuildHistory, REVIEW_STAGE, stageKey,
  type FlowModel,
} from '../flow';
import type { DeclarationsModel } from '../model';
import type { DeclarationsRootState } from '../selectors';

/** The applicants list (§2 redirect target for an application id that is not a UUID). */
export { APPLICANTS_PATH } from '../../../kernel/api/applicationPage';
/** The form overview the person returns to after submitting the declarations. */
export const sectionsPath = (applicationId: string): string => `/applications/${applicationId}/sections`;

/** The wizard flow the declarations stages live in (kernel/wizard). */
export const FLOW = 'declarations' as const;

/** A 400 made on this side for a rule checked before sending (same shape as the server's, so forms treat it alike). */
export function localFieldError(field: string, message: string): HttpError {
  return { status: 400, data: { detail: message, errors: { [field]: [message] } } };
}

/** The wizard event that keeps §3 `currentDeclarationApplicantIndex` in step with the stage `key`. */
export function indexFor(model: Pick<FlowModel, 'applicants'>, key: string): AnyAction[] {
  return [wizardIndexSet({ flow: FLOW, index: 'currentDeclarationApplicantIndex', value: applicantIndexOf(model, key) })];
}

/** The wizard events that move to `to` and keep §3 `currentDeclarationApplicantIndex` in step with it. */
export function moveTo(model: Pick<FlowModel, 'applicants'>, to: string): AnyAction[] {
  return [wizardAdvanced({ flow: FLOW, stage: to }), ...indexFor(model, to)];
}

/** The wizard events that resume at the end of `history`. */
export function resumeAt(applicationId: string, model: DeclarationsModel, history: string[]): AnyAction[] {
  const last = history[history.length - 1] ?? INTRO_STAGE;
  return [
    wizardReset({ flow: FLOW }),
    wizardHistoryReplaced({ flow: FLOW, history }),
    ...indexFor(model, last),
    declarationsResumed({ applicationId, history }),
  ];
}

/**
 * After a stage is done: its next stage (see flow.ts `nextStage`). A spouse edited from the people list returns to
 * the list. When changing an answer from the review and nothing new is asked, the history is rebuilt so it ends at
 * the review again. Returns the events and the stage moved to.
 */
export function advanceFrom(model: DeclarationsModel, history: readonly string[]): { events: AnyAction[]; to: string } {
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

/** The declarations wizard's stage history (§3 `stageHistory`). */
export function historyOf(state: DeclarationsRootState): readonly string[] {
  return selectWizard(state, FLOW).stageHistory;
}

/** The stage the person is on (the intro before anything is in the history). */
export function currentOf(state: DeclarationsRootState): string {
  const h = historyOf(state);
  return h[h.length - 1] ?? INTRO_STAGE;
}

/** Whether two draft refs name the same section of the same application. */
export const sameRef = (a: DraftRef, b: DraftRef): boolean => a.applicationId === b.applicationId && a.section === b.section;
