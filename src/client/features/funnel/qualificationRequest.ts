import type { QualificationRequest } from '../../../contract/lead';
import type { FunnelAnswers } from './reducer';
import { stepIndex, type FunnelStep } from './steps';

/**
 * The qualification body for the answers up to and including `step` (later answers are left out, so a page is
 * judged on what the person has said by then). Null without an address: the contract requires one.
 */
export function qualificationRequestUpTo(answers: FunnelAnswers, step: FunnelStep): QualificationRequest | null {
  if (!answers.address) return null;
  const upTo = stepIndex(step);
  const req: QualificationRequest = { address: answers.address };
  if (upTo >= stepIndex('property_type') && answers.property_type) req.property_type = answers.property_type;
  if (upTo >= stepIndex('property_usage') && answers.property_usage) req.property_usage = answers.property_usage;
  if (upTo >= stepIndex('property_value_debt')) {
    if (answers.estimated_value !== null) req.estimated_value = answers.estimated_value;
    if (answers.estimated_debt !== null) req.estimated_debt = answers.estimated_debt;
  }
  if (upTo >= stepIndex('personal_details_equity') && answers.estimated_fico !== null) req.estimated_fico = answers.estimated_fico;
  return req;
}
