import { yesWithDetailsAnswered, type DeclarationAnswers } from './answers';
import type { DeclarationApplicant } from './model';
import { answerNamesOthers, type OwnershipIssue } from './ownership';

/*
 * The declarations wizard's stages (§2 pages, §3 wizard state `declarations`, designed order). The kernel stage
 * machine holds them as strings in `stageHistory`: `declarations` (the intro), `review`, and `<stage>/<n>` for the
 * stages of applicant n (0 = the primary applicant), so Back also knows whose question it returns to.
 */

/** Per-applicant stages in the order they are asked. `co-owner` (add/edit one person) is a detour, not in the order. */
export const APPLICANT_STAGES = [
  'marital-status', 'spouse-detail', 'another-person-on-title', 'co-owners', 'title-vesting', 'residency',
  'pending-lawsuits', 'stacking',
] as const;

/** A per-applicant stage, or the co-owner editor. */
export type ApplicantStage = (typeof APPLICANT_STAGES)[number] | 'co-owner';

/** The intro stage every declarations wizard starts at (§3 "declarations starts at declarations"). */
export const INTRO_STAGE = 'declarations';
/** The last stage: every applicant's answers and "Submit declarations". */
export const REVIEW_STAGE = 'review';

/** A stage read from its key. */
export type DeclarationsStage =
  | { kind: 'intro' }
  | { kind: 'review' }
  | { kind: 'applicant'; stage: ApplicantStage; applicant: number };

/** The history key of an applicant's stage, e.g. `stageKey('residency', 1)` → `'residency/1'`. */
export function stageKey(stage: ApplicantStage, applicant: number): string {
  return `${stage}/${applicant}`;
}

const KNOWN: readonly string[] = [...APPLICANT_STAGES, 'co-owner'];

/** Reads a history key; anything unknown reads as the intro (a stale or tampered history restarts safely). */
export function parseStage(key: string): DeclarationsStage {
  if (key === REVIEW_STAGE) return { kind: 'review' };
  const match = /^([a-z-]+)\/(\d{1,3})$/.exec(key);
  if (match && KNOWN.includes(match[1] ?? '')) {
    return { kind: 'applicant', stage: match[1] as ApplicantStage, applicant: Number(match[2]) };
  }
  return { kind: 'intro' };
}

/** What the flow reads of the model (see model.ts). */
export interface FlowModel {
  applicants: readonly DeclarationApplicant[];
  answers: Readonly<Record<string, DeclarationAnswers>>;
  ownershipIssues: readonly OwnershipIssue[];
  otherPeopleCount: number;
}

const answersOf = (model: FlowModel, applicant: DeclarationApplicant): DeclarationAnswers => model.answers[applicant.uuid] ?? {};

/**
 * Whether applicant `index` is asked `stage`: spouse detail only when married and no spouse is linked yet; the
 * ownership, co-owners and title vesting questions only of the primary applicant; the co-owners list when the
 * ownership answer names other people or other people are already on the application.
 */
export function isApplicable(model: FlowModel, stage: ApplicantStage, index: number): boolean {
  const applicant = model.applicants[index];
  if (!applicant || stage === 'co-owner') return false;
  const answers = answersOf(model, applicant);
  switch (stage) {
    case 'spouse-detail':
      return answers.marital_status === 'married' && applicant.spouse === null;
    case 'another-person-on-title':
    case 'title-vesting':
      return applicant.isPrimary;
    case 'co-owners':
      return applicant.isPrimary && (answerNamesOthers(answers.ownership) || model.otherPeopleCount > 0);
    default:
      return true;
  }
}

/** Whether applicant `index` has answered `stage` (the co-owners list: no owner named by the answer is missing). */
export function isComplete(model: FlowModel, stage: ApplicantStage, index: number): boolean {
  const applicant = model.applicants[index];
  if (!applicant) return false;
  const a = answersOf(model, applicant);
  switch (stage) {
    case 'marital-status':
      return a.marital_status !== undefined;
    case 'spouse-detail':
      return applicant.spouse !== null;
    case 'another-person-on-title':
      return a.ownership !== undefined;
    case 'co-owners':
      return !model.ownershipIssues.includes('co-owner-missing');
    case 'co-owner':
      return true;
    case 'title-vesting':
      return a.title_vesting !== undefined;
    case 'residency':
      return a.residency !== undefined;
    case 'pending-lawsuits':
      return yesWithDetailsAnswered(a.has_pending_lawsuits, a.pending_lawsuits_details);
    case 'stacking':
      return yesWithDetailsAnswered(a.has_other_equity_agreement, a.other_equity_agreement_details);
  }
}

/** Every stage asked, in order, for every applicant (keys), without intro and review. */
export function applicableStages(model: FlowModel): string[] {
  return model.applicants.flatMap((_, i) => APPLICANT_STAGES.filter((s) => isApplicable(model, s, i)).map((s) => stageKey(s, i)));
}

/** True when the history went through the review (the person is changing an answer from there). */
export function isEditingFromReview(history: readonly string[]): boolean {
  return history.slice(0, -1).includes(REVIEW_STAGE);
}

/**
 * The stage after `current` (a key). From the intro: the first applicant's first stage. From an applicant's stage:
 * their next applicable stage, else the next applicant's first, else the review. When `editing` (changing an answer
 * from the review), stages already answered are skipped, so the person returns to the review unless the change
 * raised a new question (e.g. "married" → spouse detail).
 */
export function nextStage(model: FlowModel, current: string, editing = false): string {
  const parsed = parseStage(current);
  if (parsed.kind === 'review') return REVIEW_STAGE;
  const order = model.applicants.flatMap((_, i) => APPLICANT_STAGES.map((s) => ({ s, i })));
  let start = 0;
  if (parsed.kind === 'applicant') {
    const stageIndex = parsed.stage === 'co-owner' ? APPLICANT_STAGES.indexOf('co-owners') : APPLICANT_STAGES.indexOf(parsed.stage);
    start = parsed.applicant * APPLICANT_STAGES.length + stageIndex + 1;
  }
  for (const { s, i } of order.slice(start)) {
    if (!isApplicable(model, s, i)) continue;
    if (editing && isComplete(model, s, i)) continue;
    return stageKey(s, i);
  }
  return REVIEW_STAGE;
}

/**
 * The history to resume with (issue #3 "leave and come back"): the intro, every stage asked up to and including the
 * first one not answered yet, or all of them and the review when everything is answered. Nothing answered yet →
 * just the intro.
 */
export function rebuildHistory(model: FlowModel): string[] {
  const stages = applicableStages(model);
  const answered = (key: string) => {
    const p = parseStage(key);
    return p.kind === 'applicant' && isComplete(model, p.stage, p.applicant);
  };
  const firstOpen = stages.findIndex((key) => !answered(key));
  if (firstOpen < 0) return [INTRO_STAGE, ...stages, REVIEW_STAGE];
  const anyAnswered = stages.some(answered);
  return anyAnswered ? [INTRO_STAGE, ...stages.slice(0, firstOpen + 1)] : [INTRO_STAGE];
}

/**
 * §3 `currentDeclarationApplicantIndex` for a stage key: the applicant of an applicant stage, 0 for the intro, the
 * last applicant for the review.
 */
export function applicantIndexOf(model: Pick<FlowModel, 'applicants'>, key: string): number {
  const parsed = parseStage(key);
  if (parsed.kind === 'applicant') return parsed.applicant;
  if (parsed.kind === 'review') return Math.max(0, model.applicants.length - 1);
  return 0;
}
