import { errorText } from '../../../domain/errorText';
import type { HttpError } from '../../kernel/http/types';
import type { ApplicantDeclarations } from '../../../contract/sections';
import { stageKey, type ApplicantStage } from './flow';
import type { DeclarationApplicant } from './model';

/** One problem the server found when the declarations were submitted, with where to fix it (if known). */
export interface SubmitProblem {
  message: string;
  /** The stage key to jump to, and the applicant it concerns; null when the message is about the whole section. */
  fix: { stage: string; applicantName: string } | null;
}

const FIELD_STAGES: ReadonlyArray<[RegExp, ApplicantStage]> = [
  [/marital/, 'marital-status'],
  [/spouse/, 'spouse-detail'],
  [/ownership/, 'another-person-on-title'],
  [/co_?owner|part(y|ies)|people/, 'co-owners'],
  [/title_vesting|vesting/, 'title-vesting'],
  [/residency/, 'residency'],
  [/lawsuit/, 'pending-lawsuits'],
  [/equity_agreement|stacking/, 'stacking'],
];

const PRIMARY_ONLY: readonly ApplicantStage[] = ['another-person-on-title', 'co-owners', 'title-vesting'];

function stageOfField(field: string): ApplicantStage | undefined {
  return FIELD_STAGES.find(([pattern]) => pattern.test(field))?.[1];
}

/**
 * Which applicant a field key names: `applicants.<n>.…` / `applicants[<n>]…` (n = position in the submitted
 * `applicants` list, falling back to the applicant order) or `applicants.<application profile uuid>.…`; a bare field
 * is the primary applicant's.
 */
function applicantOfField(field: string, applicants: readonly DeclarationApplicant[], submitted: readonly ApplicantDeclarations[]): number {
  const match = /applicants?[.[]([^.\]]+)/.exec(field);
  if (!match) return 0;
  const ref = match[1] ?? '';
  const byUuid = applicants.findIndex((a) => a.uuid === ref || a.profileUuid === ref);
  if (byUuid >= 0) return byUuid;
  if (!/^\d+$/.test(ref)) return 0;
  const n = Number(ref);
  const uuid = submitted[n]?.application_profile_uuid;
  const bySubmitted = uuid === undefined ? -1 : applicants.findIndex((a) => a.uuid === uuid);
  if (bySubmitted >= 0) return bySubmitted;
  return n < applicants.length ? n : 0;
}

/**
 * The problems to show after a failed submit of the declarations (§8): every field message of a 400 `{ errors }`
 * with the stage that fixes it, or the §8 sentence when there are no field messages.
 */
export function submitProblems(
  error: HttpError,
  applicants: readonly DeclarationApplicant[],
  submitted: readonly ApplicantDeclarations[],
): SubmitProblem[] {
  const data = error.data;
  const errors = typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined;
  const problems: SubmitProblem[] = [];
  if (typeof errors === 'object' && errors !== null && !Array.isArray(errors)) {
    for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
      const messages = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string' && m.trim() !== '');
      const stage = stageOfField(field);
      const index = stage && PRIMARY_ONLY.includes(stage) ? 0 : applicantOfField(field, applicants, submitted);
      const applicant = applicants[index];
      for (const message of messages) {
        problems.push({ message, fix: stage && applicant ? { stage: stageKey(stage, index), applicantName: applicant.name } : null });
      }
    }
  }
  return problems.length > 0 ? problems : [{ message: errorText(error), fix: null }];
}
