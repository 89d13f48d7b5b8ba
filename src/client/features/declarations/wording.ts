import type { ApplicantStage } from './flow';
import type { DeclarationApplicant } from './model';

/*
 * What each stage asks, worded for the person answering: "you" when the applicant is the signed-in person, their
 * name otherwise (the primary applicant answers for every owner in turn).
 */

type Who = Pick<DeclarationApplicant, 'isMe' | 'name'>;

/** The h1 of each per-applicant stage (§2 page names). */
export const STAGE_TITLES: Readonly<Record<ApplicantStage, string>> = {
  'marital-status': 'Marital status',
  'spouse-detail': 'Spouse details',
  'another-person-on-title': 'Another person on title',
  'co-owners': 'Co-owners and occupants',
  'co-owner': 'Co-owner or occupant',
  'title-vesting': 'Title vesting',
  residency: 'Residency',
  'pending-lawsuits': 'Pending lawsuits',
  stacking: 'Other home equity agreements',
};

/** The h1 of the intro and the review. */
export const INTRO_TITLE = 'Declarations';
export const REVIEW_TITLE = 'Review your declarations';

/** The line under the title saying whose questions these are. */
export function answeringFor(a: Who & Pick<DeclarationApplicant, 'role'>): string {
  return a.isMe ? `Questions about you (${a.name}, ${a.role})` : `Questions about ${a.name} (${a.role})`;
}

/** The question (legend) of each stage. */
export function questionOf(stage: ApplicantStage, a: Who): string {
  const you = a.isMe;
  switch (stage) {
    case 'marital-status':
      return you ? 'Are you married?' : `Is ${a.name} married?`;
    case 'spouse-detail':
      return you ? 'Is your spouse on the title of the home?' : `Is ${a.name}’s spouse on the title of the home?`;
    case 'another-person-on-title':
      return 'Who is on the title of the home?';
    case 'title-vesting':
      return 'How is the title of the home held?';
    case 'residency':
      return you ? 'Do you live in this home?' : `Does ${a.name} live in this home?`;
    case 'pending-lawsuits':
      return you ? 'Are you a party to a lawsuit that is still pending?' : `Is ${a.name} a party to a lawsuit that is still pending?`;
    case 'stacking':
      return you
        ? 'Have you signed another home equity investment or agreement on this home?'
        : `Has ${a.name} signed another home equity investment or agreement on this home?`;
    case 'co-owners':
    case 'co-owner':
      return 'People on the application';
  }
}

/** The short name of each answer on the review ("Edit …" buttons add the person's name). */
export const REVIEW_LABELS: Readonly<Record<ApplicantStage, string>> = {
  'marital-status': 'Marital status',
  'spouse-detail': 'Spouse',
  'another-person-on-title': 'Who is on the title',
  'co-owners': 'Co-owners and occupants',
  'co-owner': 'Co-owner or occupant',
  'title-vesting': 'Title vesting',
  residency: 'Residency',
  'pending-lawsuits': 'Pending lawsuits',
  stacking: 'Other home equity agreements',
};

/** The notice of the §3 `complex` ownership answer. */
export const COMPLEX_OWNERSHIP_NOTICE =
  'A Home Equity Officer will contact you to go through how the home is owned. You can keep going in the meantime.';
