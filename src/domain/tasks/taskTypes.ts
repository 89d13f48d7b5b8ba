import { DOCUMENT_TYPE, type DocumentType } from '../../contract/documentEnums';

/**
 * Task types the portal routes by name (§3 task types; the contract keeps `task_type` a free string because a real
 * backend adds types over time). Any other type still shows, with the default destination (the home).
 */
export const TASK_TYPE = {
  /** §2 "complete application task": fill in and submit the application form. */
  completeApplication: 'complete-application',
  /** §2 "qualification wizard": answer the qualification questions. */
  qualification: 'qualification',
  /** The Investment Estimate waits for the customer's go-ahead (issue #4 §3). */
  reviewInvestmentEstimate: 'review-investment-estimate',
  /** §2 "document signatures task" / eSignature tasks: sign the closing documents (one per signer). */
  signClosingDocuments: 'sign-closing-documents',
  /** §2 "password task": a person who signed up by magic link chooses a password. */
  setPassword: 'set-password',
  /** Upload a government-issued photo ID (a document-upload task whose exact type the person picks). */
  verifyIdentity: 'verify-identity',
  /** issue 12 §1: book the appraiser's visit (Meeting data set). */
  scheduleAppraisal: 'schedule-appraisal',
  /** issue 12 §1: confirm the names on title, address, amount and disbursement destination. */
  confirmClosingDetails: 'confirm-closing-details',
  /** issue 12 §1: review the closing statement's figures and acknowledge them. */
  reviewClosingStatement: 'review-closing-statement',
  /** issue 12 §1: give and confirm where the funds are wired (DisbursementInstruction data set). */
  confirmWireDetails: 'confirm-wire-details',
} as const;

/**
 * §3 document-upload task types whose names are not document types: the servicing and property uploads. Together with
 * {@link TASK_TYPE.verifyIdentity}, any task carrying a `document_type`, and any task whose type is itself a §3
 * document type (e.g. `mortgage-statement`), they are answered on the documents page.
 */
export const DOCUMENT_UPLOAD_TASK_TYPES: readonly string[] = [
  TASK_TYPE.verifyIdentity,
  'property--home-owners-insurance',
  'servicing--proof-of-transfer-to-trust',
  'servicing--payoff-request',
  'servicing--improvement-adjustment',
];

const DOCUMENT_TYPES: ReadonlySet<string> = new Set(DOCUMENT_TYPE.values);

/** True when `value` is a §3 document type (the contract's enumeration). */
export function isDocumentType(value: string): value is DocumentType {
  return DOCUMENT_TYPES.has(value);
}

/** The fields of a task the task rules read (a contract `Task` fits). */
export interface TaskLike {
  uuid: string;
  task_type: string;
  status: 'completed' | 'pending' | 'canceled' | 'blocked';
  profile_uuid: string | null;
  created_at: string;
  document_type: DocumentType | null;
}

/**
 * The document type a task asks for: its `document_type`, else its `task_type` when that is a §3 document type, else
 * null (e.g. verify-identity lets the person choose the kind of ID).
 */
export function requestedDocumentType(task: Pick<TaskLike, 'task_type' | 'document_type'>): DocumentType | null {
  if (task.document_type !== null) return task.document_type;
  return isDocumentType(task.task_type) ? task.task_type : null;
}

/** True for a document-upload task (§3): answered by uploading a file on the documents page. */
export function isDocumentUploadTask(task: Pick<TaskLike, 'task_type' | 'document_type'>): boolean {
  return requestedDocumentType(task) !== null || DOCUMENT_UPLOAD_TASK_TYPES.includes(task.task_type);
}

/** True when the task is the signed-in person's: addressed to them (`profile_uuid`), or to the whole application (null). */
export function isTaskFor(task: Pick<TaskLike, 'profile_uuid'>, profileUuid: string | null): boolean {
  return task.profile_uuid === null || task.profile_uuid === profileUuid;
}
