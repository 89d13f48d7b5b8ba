import type { OwnershipAnswer } from '../../../contract/enums';

/**
 * Where the primary applicant's §3 ownership answer and the people on the application disagree (the same rule the
 * server applies when the declarations are submitted):
 * - `spouse-missing`: the answer names the spouse but none is linked;
 * - `spouse-not-on-title`: the spouse is linked but not on the title;
 * - `co-owner-missing`: the answer names another person but no owner on title besides the spouse is listed;
 * - `unexpected-owners`: "only me" while other owners are on the title.
 */
export type OwnershipIssue = 'spouse-missing' | 'spouse-not-on-title' | 'co-owner-missing' | 'unexpected-owners';

/** Inputs of {@link ownershipIssues}. */
export interface OwnershipFacts {
  ownership: OwnershipAnswer | undefined;
  /** The primary applicant's linked spouse, if any. */
  spouse: { onTitle: boolean } | null;
  /** Owners on title besides the primary applicant and their spouse. */
  otherOwners: number;
}

/** The issues of {@link OwnershipIssue} for these facts, in the order they should be fixed (none when unanswered). */
export function ownershipIssues({ ownership, spouse, otherOwners }: OwnershipFacts): OwnershipIssue[] {
  const issues: OwnershipIssue[] = [];
  if (ownership === 'me_and_spouse' || ownership === 'me_spouse_and_others') {
    if (!spouse) issues.push('spouse-missing');
    else if (!spouse.onTitle) issues.push('spouse-not-on-title');
  }
  if ((ownership === 'me_and_another' || ownership === 'me_spouse_and_others') && otherOwners === 0) issues.push('co-owner-missing');
  if (ownership === 'only_me' && (otherOwners > 0 || spouse?.onTitle === true)) issues.push('unexpected-owners');
  return issues;
}

/** What the person reads for each issue. */
export const OWNERSHIP_ISSUE_TEXT: Readonly<Record<OwnershipIssue, string>> = {
  'spouse-missing': 'You told us you own the home with your spouse. Tell us you are married and add your spouse’s details.',
  'spouse-not-on-title': 'You told us your spouse is on the title. Update your spouse’s details to say they are on the title.',
  'co-owner-missing': 'You told us another person owns the home with you. Add them before you continue.',
  'unexpected-owners': 'You told us only you own the home, but other owners are listed. Remove them or change your answer.',
};

/** True when the answer names people besides the primary applicant and their spouse. */
export function answerNamesOthers(ownership: OwnershipAnswer | undefined): boolean {
  return ownership === 'me_and_another' || ownership === 'me_spouse_and_others';
}
