/** The closing-task screens (issue 12 §1), each answering one task. */
export type ClosingScreen = 'appraisal' | 'details' | 'statement' | 'wire';

/**
 * Where each screen lives under `/applications/{id}/` (issue 12 §1): `closing/appraisal` (schedule-appraisal),
 * `closing/details` (confirm-closing-details), `closing/statement` (review-closing-statement) and `closing/wire`
 * (confirm-wire-details). The task links (`domain/tasks/destinations.ts`) and the client's routes both read it.
 */
export const CLOSING_SCREEN_PATHS: Readonly<Record<ClosingScreen, string>> = {
  appraisal: 'closing/appraisal',
  details: 'closing/details',
  statement: 'closing/statement',
  wire: 'closing/wire',
};

/** The path of a closing-task screen of application `applicationId`, e.g. `/applications/{id}/closing/wire`. */
export function closingScreenPath(applicationId: string, screen: ClosingScreen): string {
  return `/applications/${encodeURIComponent(applicationId)}/${CLOSING_SCREEN_PATHS[screen]}`;
}
