import { isRight } from 'fp-ts/Either';
import { ApplicantDeclarations, type DeclarationsValues } from '../../../contract/sections';

/** One applicant's answers without their key (every answer optional while a draft). */
export type DeclarationAnswers = Omit<ApplicantDeclarations, 'application_profile_uuid'>;

/** The declaration answer fields, in the order they are asked. */
export const ANSWER_FIELDS = [
  'marital_status', 'ownership', 'title_vesting', 'residency', 'has_pending_lawsuits', 'pending_lawsuits_details',
  'has_other_equity_agreement', 'other_equity_agreement_details',
] as const satisfies readonly (keyof DeclarationAnswers)[];

/** A change to one applicant's answers: a present key with `undefined` removes that answer. */
export type AnswersPatch = { [K in keyof DeclarationAnswers]?: DeclarationAnswers[K] | undefined };

/**
 * The declarations values as saved (section `declarations`, `{ applicants }`) read leniently: a draft restored from
 * storage or an older record may hold entries that no longer decode; those entries are skipped rather than losing
 * every other answer. Unknown shapes give `{ applicants: [] }`.
 */
export function readDeclarationsValues(values: unknown): { applicants: ApplicantDeclarations[] } {
  const list = typeof values === 'object' && values !== null ? (values as { applicants?: unknown }).applicants : undefined;
  if (!Array.isArray(list)) return { applicants: [] };
  const applicants: ApplicantDeclarations[] = [];
  for (const entry of list) {
    const decoded = ApplicantDeclarations.decode(entry);
    if (isRight(decoded)) applicants.push(decoded.right);
  }
  return { applicants };
}

/** Answers by application profile uuid (the first entry wins if a uuid repeats). */
export function answersByApplicant(values: { applicants: readonly ApplicantDeclarations[] }): Record<string, DeclarationAnswers> {
  const out: Record<string, DeclarationAnswers> = {};
  for (const { application_profile_uuid: uuid, ...answers } of values.applicants) {
    if (!(uuid in out)) out[uuid] = answers;
  }
  return out;
}

/**
 * `values` with `patch` applied to the applicant `applicationProfileUuid` (added at the end when new). Keys of the
 * patch that are present replace the answer; `undefined` (or an empty details text) removes it. Pure: `values` is
 * not changed.
 */
export function mergeAnswers(
  values: { applicants: readonly ApplicantDeclarations[] },
  applicationProfileUuid: string,
  patch: AnswersPatch,
): DeclarationsValues & { applicants: ApplicantDeclarations[] } {
  const index = values.applicants.findIndex((a) => a.application_profile_uuid === applicationProfileUuid);
  const before = values.applicants[index] ?? ({ application_profile_uuid: applicationProfileUuid } as ApplicantDeclarations);
  const merged: Record<string, unknown> = { ...before };
  for (const field of ANSWER_FIELDS) {
    if (!(field in patch)) continue;
    const value = patch[field];
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) delete merged[field];
    else merged[field] = value;
  }
  const next = merged as ApplicantDeclarations;
  const applicants = index < 0 ? [...values.applicants, next] : values.applicants.map((a, i) => (i === index ? next : a));
  return { applicants };
}

/** True when two values hold the same answers for the same applicants in the same order. */
export function sameValues(a: { applicants: readonly ApplicantDeclarations[] }, b: { applicants: readonly ApplicantDeclarations[] }): boolean {
  if (a.applicants.length !== b.applicants.length) return false;
  return a.applicants.every((x, i) => {
    const y = b.applicants[i];
    if (!y || x.application_profile_uuid !== y.application_profile_uuid) return false;
    return ANSWER_FIELDS.every((f) => x[f] === y[f]);
  });
}

/** A yes/no question with details required when yes (pending lawsuits, stacking) is fully answered. */
export function yesWithDetailsAnswered(flag: boolean | undefined, details: string | undefined): boolean {
  if (flag === undefined) return false;
  return !flag || (details !== undefined && details.trim() !== '');
}
