import { closingScreenPath, type ClosingScreen } from '../closingTasks/screens';
import { isDocumentUploadTask, requestedDocumentType, TASK_TYPE, type TaskLike } from './taskTypes';

/** The screens a task can send the person to (the four closing-task screens of issue 12 §1 included). */
export type TaskDestinationKind =
  | 'sections' | 'qualification' | 'documents' | 'offer' | 'sign' | 'password' | 'home'
  | 'appraisal' | 'closing-details' | 'closing-statement' | 'wire-details';

/** The closing-task screen of each closing destination (issue 12 §1). */
const CLOSING_SCREEN_OF: Readonly<Partial<Record<TaskDestinationKind, ClosingScreen>>> = {
  appraisal: 'appraisal',
  'closing-details': 'details',
  'closing-statement': 'statement',
  'wire-details': 'wire',
};

/** Where a task's link goes: the screen, the path (under `/applications/{id}`, with query/hash) and the link text. */
export interface TaskDestination {
  kind: TaskDestinationKind;
  href: string;
  label: string;
}

/**
 * The table of issue #4 §1 "a link into the right screen": task type → screen. Document-upload tasks (a
 * `document_type`, or a §3 document-upload type) go to the documents page whatever their name; a type not listed here
 * goes to the application home.
 */
export const TASK_DESTINATION_BY_TYPE: Readonly<Record<string, TaskDestinationKind>> = {
  [TASK_TYPE.completeApplication]: 'sections',
  [TASK_TYPE.qualification]: 'qualification',
  [TASK_TYPE.reviewInvestmentEstimate]: 'offer',
  [TASK_TYPE.signClosingDocuments]: 'sign',
  [TASK_TYPE.setPassword]: 'password',
  [TASK_TYPE.scheduleAppraisal]: 'appraisal',
  [TASK_TYPE.confirmClosingDetails]: 'closing-details',
  [TASK_TYPE.reviewClosingStatement]: 'closing-statement',
  [TASK_TYPE.confirmWireDetails]: 'wire-details',
};

/** Link text per screen (a link's accessible name adds the task title, so each is unique on a page). */
export const TASK_DESTINATION_LABELS: Readonly<Record<TaskDestinationKind, string>> = {
  sections: 'Continue your application',
  qualification: 'Answer the qualification questions',
  documents: 'Upload documents',
  offer: 'Review your Investment Estimate',
  sign: 'Sign your documents',
  password: 'Set your password',
  home: 'Go to your application',
  appraisal: 'Schedule your appraisal',
  'closing-details': 'Confirm your closing details',
  'closing-statement': 'Review your closing statement',
  'wire-details': 'Confirm your wire details',
};

/** The screen a task leads to (see {@link TASK_DESTINATION_BY_TYPE}). */
export function taskDestinationKind(task: Pick<TaskLike, 'task_type' | 'document_type'>): TaskDestinationKind {
  if (isDocumentUploadTask(task)) return 'documents';
  return Object.prototype.hasOwnProperty.call(TASK_DESTINATION_BY_TYPE, task.task_type) ? (TASK_DESTINATION_BY_TYPE[task.task_type] ?? 'home') : 'home';
}

/**
 * Where a task of application `applicationId` links to:
 * complete-application → `/applications/{id}/sections`; qualification → `…/qualification`; a document-upload task →
 * `…/documents?task={uuid}&type={document_type}` (no `type` when the task does not name one);
 * review-investment-estimate → `…/offer`; sign-closing-documents → `…/tasks/sign`; set-password → `…/tasks#password`;
 * issue 12 §1: schedule-appraisal → `…/closing/appraisal`, confirm-closing-details → `…/closing/details`,
 * review-closing-statement → `…/closing/statement`, confirm-wire-details → `…/closing/wire`;
 * anything else → the application home `/applications/{id}`.
 */
export function taskDestination(task: Pick<TaskLike, 'uuid' | 'task_type' | 'document_type'>, applicationId: string): TaskDestination {
  const base = `/applications/${encodeURIComponent(applicationId)}`;
  const kind = taskDestinationKind(task);
  const label = TASK_DESTINATION_LABELS[kind];
  switch (kind) {
    case 'sections':
      return { kind, label, href: `${base}/sections` };
    case 'qualification':
      return { kind, label, href: `${base}/qualification` };
    case 'documents': {
      const query = new URLSearchParams({ task: task.uuid });
      const type = requestedDocumentType(task);
      if (type !== null) query.set('type', type);
      return { kind, label, href: `${base}/documents?${query.toString()}` };
    }
    case 'offer':
      return { kind, label, href: `${base}/offer` };
    case 'sign':
      return { kind, label, href: `${base}/tasks/sign` };
    case 'password':
      return { kind, label, href: `${base}/tasks#password` };
    case 'home':
      return { kind, label, href: base };
    case 'appraisal':
    case 'closing-details':
    case 'closing-statement':
    case 'wire-details':
      return { kind, label, href: closingScreenPath(applicationId, CLOSING_SCREEN_OF[kind] ?? 'details') };
  }
}
