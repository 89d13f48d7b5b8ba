import type { CustomerStage } from '../contract/enums';

/**
 * Customer-facing names of the §4 customer stages (the spec gives the slugs only): what the customer's home and the
 * ops applications list (§2 ops view) show.
 */
export const CUSTOMER_STAGE_LABELS: Readonly<Record<CustomerStage, string>> = {
  'in-progress': 'In progress',
  'submitted-for-review': 'Submitted for review',
  'under-review': 'Under review',
  'consent-to-proceed': 'Consent to proceed',
  'ordering-title-and-appraisal': 'Ordering title and appraisal',
  'reviewing-title-and-appraisal': 'Reviewing title and appraisal',
  'preparing-closing-docs': 'Preparing closing documents',
  approved: 'Approved',
  'sign-closing-docs': 'Sign closing documents',
  'distributing-funds': 'Distributing funds',
  closed: 'Closed',
};
