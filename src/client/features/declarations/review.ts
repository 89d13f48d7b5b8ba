import { APPLICANT_STAGES, isApplicable, stageKey, type ApplicantStage } from './flow';
import {
  labelOf, MARITAL_STATUS_CHOICES, OWNERSHIP_CHOICES, RESIDENCY_CHOICES, TITLE_VESTING_CHOICES,
} from './labels';
import type { DeclarationApplicant, DeclarationsModel } from './model';
import { REVIEW_LABELS } from './wording';

/** One answer on the review. */
export interface ReviewRow {
  /** The stage key its "Edit" button jumps to. */
  stage: string;
  label: string;
  /** The answer as read back ('Not answered' when missing). */
  value: string;
  missing: boolean;
}

/** One applicant's answers on the review. */
export interface ReviewSection {
  applicant: DeclarationApplicant;
  rows: ReviewRow[];
}

/** What the review says for an unanswered question. */
export const NOT_ANSWERED = 'Not answered';

function yesNoWithDetails(flag: boolean | undefined, details: string | undefined): string {
  if (flag === undefined) return NOT_ANSWERED;
  if (!flag) return 'No';
  return details && details.trim() !== '' ? `Yes: ${details.trim()}` : 'Yes';
}

/**
 * The review (pure): for each applicant in order, every question they are asked with the answer read back in words.
 * The spouse is shown whenever the applicant is married; the people on the application with the primary applicant.
 */
export function reviewSections(model: DeclarationsModel): ReviewSection[] {
  return model.applicants.map((applicant, i) => {
    const a = model.answers[applicant.uuid] ?? {};
    const row = (stage: ApplicantStage, value: string): ReviewRow => ({
      stage: stageKey(stage, i),
      label: REVIEW_LABELS[stage],
      value: value === '' ? NOT_ANSWERED : value,
      missing: value === '' || value === NOT_ANSWERED,
    });
    const rows: ReviewRow[] = [];
    for (const stage of APPLICANT_STAGES) {
      const shown =
        isApplicable(model, stage, i) ||
        (stage === 'spouse-detail' && a.marital_status === 'married') ||
        (stage === 'co-owners' && applicant.isPrimary);
      if (!shown) continue;
      switch (stage) {
        case 'marital-status':
          rows.push(row(stage, labelOf(MARITAL_STATUS_CHOICES, a.marital_status)));
          break;
        case 'spouse-detail': {
          const s = applicant.spouse;
          const name = s ? [s.firstName, s.lastName].filter((x) => x.trim() !== '').join(' ') : '';
          rows.push(row(stage, s ? `${name}, ${s.onTitle ? 'on the title' : 'not on the title'}` : ''));
          break;
        }
        case 'another-person-on-title':
          rows.push(row(stage, labelOf(OWNERSHIP_CHOICES, a.ownership)));
          break;
        case 'co-owners':
          rows.push({ ...row(stage, model.people.map((p) => `${p.name} (${p.role})`).join(', ') || 'No one else'), missing: false });
          break;
        case 'title-vesting':
          rows.push(row(stage, labelOf(TITLE_VESTING_CHOICES, a.title_vesting)));
          break;
        case 'residency':
          rows.push(row(stage, labelOf(RESIDENCY_CHOICES, a.residency)));
          break;
        case 'pending-lawsuits':
          rows.push(row(stage, yesNoWithDetails(a.has_pending_lawsuits, a.pending_lawsuits_details)));
          break;
        case 'stacking':
          rows.push(row(stage, yesNoWithDetails(a.has_other_equity_agreement, a.other_equity_agreement_details)));
          break;
      }
    }
    return { applicant, rows };
  });
}
