import type { DocumentStatus } from '../../contract/documentEnums';

/**
 * Customer-facing document statuses (issue #4 §2, designed; issue 11 request pages word them the same way).
 * `replaced` documents are not listed, so they have no label.
 */
export const DOCUMENT_STATUS_LABELS: Readonly<Record<Exclude<DocumentStatus, 'replaced'>, string>> = {
  uploading: 'Uploading',
  uploaded: 'Received',
  accepted: 'Accepted',
  rejected: 'Needs attention',
};
