import { createSelector } from 'reselect';
import type { Application } from '../../../contract/entities';
import type { SectionStatus } from '../../../contract/sectionEnums';
import { errorText } from '../../../domain/errorText';
import { sectionQueryOf } from '../../kernel/api/formQueries';
import { applicationQuery } from '../../kernel/api/queries';
import type { DraftRef } from '../../kernel/drafts/actions';
import type { DraftsRootState } from '../../kernel/drafts/reducer';
import { DRAFT_SAVE_TEXTS, draftSaveStatusOf, type DraftSaveStatusView } from '../../kernel/drafts/saveStatus';
import { selectDraft, type DraftView } from '../../kernel/drafts/selectors';
import type { QueryCacheRootState, QueryState } from '../../kernel/queryCache/reducer';
import { selectViewerProfileUuid } from '../../kernel/readOnly/viewer';
import type { SessionState } from '../../kernel/session/reducer';
import { selectWizard, type WizardRootState } from '../../kernel/wizard/selectors';
import type { DeclarationAnswers } from './answers';
import { applicableStages, parseStage, INTRO_STAGE, type DeclarationsStage } from './flow';
import { buildDeclarationsModel, type DeclarationApplicant, type DeclarationsModel, type PersonRow } from './model';
import type { PartyOverlay } from './overlay';
import { DECLARATIONS_KEY, initialDeclarationsState, type DeclarationsFeatureState } from './reducer';
import { submitProblems, type SubmitProblem } from './submitErrors';

/** The root state the declarations feature reads. */
export type DeclarationsRootState = QueryCacheRootState &
  DraftsRootState &
  WizardRootState & { session?: SessionState; [DECLARATIONS_KEY]?: DeclarationsFeatureState };

/** The drafts-queue reference of an application's declarations. */
export const declarationsDraftRef = (applicationId: string): DraftRef => ({ applicationId, section: 'declarations' });

/** The feature slice (its initial state when not mounted). */
export const selectDeclarationsFeature = (state: DeclarationsRootState): DeclarationsFeatureState =>
  state[DECLARATIONS_KEY] ?? initialDeclarationsState;

/**
 * The values the wizard works on: the draft's when one was typed or restored in this session, else the saved
 * record's; undefined while the record is not loaded.
 */
export function currentValues(state: DeclarationsRootState, applicationId: string): unknown {
  const draft = selectDraft(state, declarationsDraftRef(applicationId));
  if (draft.values !== undefined) return draft.values;
  return sectionQueryOf('declarations').select(state, { uuid: applicationId }).data?.values;
}

/**
 * The {@link DeclarationsModel} of an application, or null while the application or the saved record is loading.
 * `override` replaces the current values or party overlay (an epic deciding the next stage from an answer or a
 * server reply that is not folded into the state yet).
 */
export function selectDeclarationsModel(
  state: DeclarationsRootState,
  applicationId: string,
  override: { values?: unknown; overlay?: PartyOverlay } = {},
): DeclarationsModel | null {
  const application = applicationQuery.select(state, { uuid: applicationId }).data;
  const record = sectionQueryOf('declarations').select(state, { uuid: applicationId }).data;
  if (!application || !record) return null;
  return buildDeclarationsModel({
    profiles: application.application_profiles,
    values: override.values ?? currentValues(state, applicationId) ?? record.values,
    overlay: override.overlay ?? selectDeclarationsFeature(state).overlay,
    userUuid: selectViewerProfileUuid(state),
  });
}

/** The save line under each question (role=status): what the draft queue is doing with the answers. */
export type SaveStatusView = DraftSaveStatusView;

/** The failed-save sentence (the same as the sections' forms). */
export const SAVE_FAILED_TEXT = DRAFT_SAVE_TEXTS.failed;

/** The save line of a draft. */
export function saveStatusOf(draft: DraftView): SaveStatusView {
  return draftSaveStatusOf(draft.status);
}

/** What the declarations page shows once its data is there. */
export interface DeclarationsReadyView {
  status: 'ready';
  applicationId: string;
  model: DeclarationsModel;
  /** The current stage key (`declarations`, `review` or `<stage>/<n>`), the React key of the stage's form. */
  stageKey: string;
  stage: DeclarationsStage;
  /** The applicant the current stage asks about (null for the intro and the review). */
  applicant: DeclarationApplicant | null;
  /** That applicant's answers so far. */
  answers: DeclarationAnswers;
  canGoBack: boolean;
  /** The person the co-owner form edits (null: adding a new one). */
  editingPerson: PersonRow | null;
  save: SaveStatusView;
  /** The saved record's status: `completed` once submitted (and not changed since). */
  sectionStatus: SectionStatus;
  /** Problems of the last failed submit, each with where to fix it. */
  submitProblems: SubmitProblem[];
  /** Position of the current question among all asked (1-based) and their number; 0 for the intro and review. */
  step: { current: number; total: number };
}

/** The declarations page: loading, an error (§8 sentence, with retry), or ready. */
export type DeclarationsPageView = { status: 'loading' } | { status: 'error'; message: string } | DeclarationsReadyView;

const LOADING: DeclarationsPageView = Object.freeze({ status: 'loading' });

function failed(query: QueryState<unknown>): string | null {
  return query.data === undefined && query.status === 'rejected' && query.error ? errorText(query.error) : null;
}

/** A memoised projection of the declarations page of `applicationId` (one per mounted page, e.g. with useMemo). */
export function makeSelectDeclarationsPage(applicationId: string) {
  const args = { uuid: applicationId };
  const ref = declarationsDraftRef(applicationId);
  return createSelector(
    [
      (s: DeclarationsRootState) => applicationQuery.select(s, args),
      (s: DeclarationsRootState) => sectionQueryOf('declarations').select(s, args),
      (s: DeclarationsRootState) => selectDraft(s, ref),
      (s: DeclarationsRootState) => selectWizard(s, 'declarations'),
      (s: DeclarationsRootState) => selectDeclarationsFeature(s),
      // §6: whose declarations view — the customer, or the profile the ops selector shows.
      (s: DeclarationsRootState) => selectViewerProfileUuid(s),
    ],
    (application, record, draft, wizard, feature, userUuid): DeclarationsPageView => {
      const error = failed(application) ?? failed(record);
      if (error) return { status: 'error', message: error };
      const app: Application | undefined = application.data;
      if (!app || !record.data || feature.resumedFor !== applicationId) return LOADING;

      const model = buildDeclarationsModel({
        profiles: app.application_profiles,
        values: draft.values ?? record.data.values,
        overlay: feature.overlay,
        userUuid,
      });
      const history = wizard.stageHistory;
      const stageKey = history[history.length - 1] ?? INTRO_STAGE;
      let stage = parseStage(stageKey);
      // The people changed under a stale history (e.g. an owner removed): show the review rather than nobody's question.
      if (stage.kind === 'applicant' && !model.applicants[stage.applicant]) stage = { kind: 'review' };
      const applicant = stage.kind === 'applicant' ? (model.applicants[stage.applicant] ?? null) : null;
      const asked = applicableStages(model);
      const position = asked.indexOf(stageKey);
      return {
        status: 'ready',
        applicationId,
        model,
        stageKey,
        stage,
        applicant,
        answers: applicant ? (model.answers[applicant.uuid] ?? {}) : {},
        canGoBack: history.length > 1,
        editingPerson: model.people[wizard.currentCoOwnerIndex] ?? null,
        save: saveStatusOf(draft),
        sectionStatus: draft.revision > draft.savedRevision ? 'in-progress' : record.data.status,
        submitProblems: feature.submitError ? submitProblems(feature.submitError, model.applicants, model.values.applicants) : [],
        step: { current: position + 1, total: position < 0 ? 0 : asked.length },
      };
    },
  );
}
