import type { CustomerDocument } from '../../../contract/documents';
import type { DocumentStatus, DocumentType } from '../../../contract/documentEnums';
import type { ServicingRequestType } from '../../../contract/enums';
import type { ServicingStepKind } from '../../../contract/servicing/enums';
import type { ServicingRequest, ServicingStep, ServicingTask } from '../../../contract/servicing/request';
import { documentTypeLabel, isUploadableDocumentType } from '../../../domain/documents';
import { DOCUMENT_STATUS_LABELS } from '../../../domain/documents/statusLabels';
import { formatDate, formatFileSize } from '../../../domain/format';
import { SERVICING_REQUESTS } from '../../../domain/servicing/requestTypes';
import { STEP_KINDS } from '../../../domain/servicing/stepKinds';
import type { StepContext } from '../../../domain/servicing/stepRules';
import { requestStateOf } from '../../../domain/servicing/history';
import { isOpenRequest, refuseRequestMove } from '../../../domain/servicing/transitions';
import { TASK_STATUS_LABELS } from '../../../domain/tasks/groups';
import { ACTOR_LABELS, APPROVAL_STATUS_LABELS, HISTORY_ACTOR_LABELS, NOBODY_NEXT_TEXT, REQUEST_STATUS_LABELS, STATUS_CHANGE_LABELS, stepTitle } from './labels';
import { stepPath } from './paths';

/** The request page's header: what it is, where it stands, why (declined, blocked, canceled) and who acts next. */
export interface RequestHeaderView {
  uuid: string;
  requestType: ServicingRequestType;
  typeLabel: string;
  help: string;
  status: ServicingRequest['status'];
  statusLabel: string;
  /** The manager's decision or the wait for it; null for a request that needs none (or before it is asked). */
  approvalLabel: string | null;
  /** The sentence the homeowner sees for a decline, block or cancellation. */
  reason: string | null;
  /** Declined, blocked or canceled (or declined by a manager): the reason is a warning, not news. */
  stopped: boolean;
  nextActor: string;
  startedOn: string;
  updatedOn: string;
  open: boolean;
  /**
   * The domain's transition table: the homeowner may cancel only while the request is pending and no payoff
   * statement has been issued.
   */
  canCancel: boolean;
  /** Why an open request cannot be canceled by the homeowner (the sandbox's 409 says the same); null otherwise. */
  cancelNotice: string | null;
}

/** One step of the ordered checklist. */
export interface ChecklistItemView {
  kind: ServicingStepKind;
  position: number;
  title: string;
  status: ServicingStep['status'];
  statusLabel: string;
  /** Who acts on it now ("You", "Our servicing team"…). */
  actor: string;
  dueDate: string | null;
  href: string;
  /** The step whose screen is shown. */
  selected: boolean;
}

/** One entry of the request's history (oldest first). */
export interface TimelineEntryView {
  key: string;
  /** §9 date. */
  date: string;
  /** The ISO timestamp, for `<time dateTime>`. */
  at: string;
  /** What happened: "Request submitted", "Step done: Claim home improvements", "Payoff statement issued", "Canceled"… */
  title: string;
  /** Who did it, as a sentence start: "You", "Our servicing team", "A servicing manager", "The portal, automatically". */
  actor: string;
  note: string | null;
}

/** A step's screen, besides its documents: what it asks, whether the homeowner can fill it now, and why not. */
export interface StepScreenView {
  kind: ServicingStepKind;
  title: string;
  asks: string;
  help: string;
  status: ServicingStep['status'];
  statusLabel: string;
  /** The homeowner fills and submits it now: the request is open and the step is theirs and pending. */
  editable: boolean;
  /** Why the form cannot be changed (done, waiting on someone, request finished); null when editable. */
  notice: string | null;
  /**
   * The request is open and the step not finished: its side actions (acknowledge or renew a payoff statement) may be
   * tried even while the form waits; the server says no (409) when it is not their time.
   */
  actionable: boolean;
  dueDate: string | null;
  /** The values the server holds (the form starts from a newer local draft when there is one). */
  savedValues: Record<string, unknown>;
  /**
   * What the step rules need (domain validateStep) but the phone rule, which the form brings lazily (formErrors
   * stepFormErrors) so the page's first load carries no phone metadata.
   */
  context: Omit<StepContext, 'validatePhone'>;
}

/** A document sent for one of a step's tasks (§9 size and date). */
export interface StepDocumentView {
  uuid: string;
  fileName: string;
  size: string;
  uploadedOn: string | null;
  status: Exclude<DocumentStatus, 'replaced'>;
  statusLabel: string;
  rejectionReason: string | null;
  /** A rejected document the homeowner can replace. */
  canReplace: boolean;
}

/** One document a step asks for (a servicing task), with what was sent for it. */
export interface StepTaskView {
  uuid: string;
  title: string;
  description: string;
  status: ServicingTask['status'];
  statusLabel: string;
  required: boolean;
  documentType: DocumentType;
  typeLabel: string;
  documents: StepDocumentView[];
  /** The homeowner may upload for it: the request is open and the task is not finished. */
  canUpload: boolean;
}

/** The header of `request`. */
export function requestHeaderView(request: ServicingRequest): RequestHeaderView {
  const info = SERVICING_REQUESTS[request.request_type];
  const refusal = refuseRequestMove(requestStateOf(request), 'canceled', 'customer');
  return {
    uuid: request.uuid,
    requestType: request.request_type,
    typeLabel: info.label,
    help: info.help,
    status: request.status,
    statusLabel: REQUEST_STATUS_LABELS[request.status],
    approvalLabel: request.approval_status === null ? null : APPROVAL_STATUS_LABELS[request.approval_status],
    reason: request.reason,
    stopped: ['declined', 'blocked', 'canceled'].includes(request.status) || request.approval_status === 'declined',
    nextActor: request.next_actor === null ? NOBODY_NEXT_TEXT : ACTOR_LABELS[request.next_actor],
    startedOn: formatDate(request.created_at),
    updatedOn: formatDate(request.updated_at),
    open: isOpenRequest(request.status),
    canCancel: refusal === null,
    cancelNotice: isOpenRequest(request.status) ? refusal : null,
  };
}

/** The request's steps in checklist order (`position`). */
export function orderedSteps(request: ServicingRequest): ServicingStep[] {
  return [...request.steps].sort((a, b) => a.position - b.position);
}

/**
 * The step a request page shows when the address names none: the first step the homeowner has to do now, else the
 * first one not finished, else none (every step done).
 */
export function currentStepKind(request: ServicingRequest): ServicingStepKind | null {
  const steps = orderedSteps(request);
  const mine = steps.find((s) => s.status === 'pending' && s.actor === 'customer');
  return (mine ?? steps.find((s) => s.status === 'pending' || s.status === 'blocked'))?.kind ?? null;
}

/** The ordered checklist, `selected` marking the step shown. */
export function checklistView(request: ServicingRequest, applicationId: string, selected: ServicingStepKind | null): ChecklistItemView[] {
  return orderedSteps(request).map((s) => ({
    kind: s.kind,
    position: s.position,
    title: stepTitle(s.kind, request.request_type),
    status: s.status,
    statusLabel: TASK_STATUS_LABELS[s.status],
    actor: ACTOR_LABELS[s.actor],
    dueDate: s.due_date ? formatDate(s.due_date) : null,
    href: stepPath(applicationId, request.uuid, s.kind),
    selected: s.kind === selected,
  }));
}

function entryTitle(request: ServicingRequest, h: ServicingRequest['history'][number]): string {
  switch (h.event) {
    case 'submitted':
      return 'Request submitted';
    case 'step-completed':
      return h.step_kind ? `Step done: ${stepTitle(h.step_kind, request.request_type)}` : 'Step done';
    case 'payoff-issued':
      return 'Payoff statement issued';
    case 'payoff-acknowledged':
      return 'Payoff statement acknowledged';
    case 'approval-changed':
      return h.approval_status ? APPROVAL_STATUS_LABELS[h.approval_status] : 'Approval changed';
    case 'status-changed':
      return STATUS_CHANGE_LABELS[h.status];
  }
}

/**
 * The request's history, oldest first (the server's order for equal times): its submission, every step completed,
 * every payoff statement issued and acknowledged, every status and approval change — each with who and when.
 */
export function timelineView(request: ServicingRequest): TimelineEntryView[] {
  return request.history
    .map((h, i) => ({ h, i }))
    .sort((a, b) => Date.parse(a.h.at) - Date.parse(b.h.at) || a.i - b.i)
    .map(({ h, i }) => ({
      key: `${i}`,
      date: formatDate(h.at),
      at: h.at,
      title: entryTitle(request, h),
      actor: HISTORY_ACTOR_LABELS[h.actor],
      note: h.note,
    }));
}

function stepNotice(request: ServicingRequest, step: ServicingStep): string | null {
  if (!isOpenRequest(request.status)) return `This request is ${REQUEST_STATUS_LABELS[request.status].toLowerCase()}; nothing more can be changed.`;
  if (step.status === 'completed') return step.submitted_at ? `Done: you completed this step on ${formatDate(step.submitted_at)}.` : 'Done.';
  if (step.status === 'canceled') return 'This step is no longer needed.';
  if (step.actor !== 'customer' || step.status === 'blocked') return `Waiting on ${ACTOR_LABELS[step.actor].charAt(0).toLowerCase()}${ACTOR_LABELS[step.actor].slice(1)}.`;
  return null;
}

/** The screen of step `kind` of `request` on `today`, or null when the request has no such step. */
export function stepScreenView(request: ServicingRequest, kind: ServicingStepKind, today: string): StepScreenView | null {
  const step = request.steps.find((s) => s.kind === kind);
  if (!step) return null;
  const notice = stepNotice(request, step);
  return {
    kind,
    title: stepTitle(kind, request.request_type),
    asks: step.asks || STEP_KINDS[kind].asks,
    help: STEP_KINDS[kind].help,
    status: step.status,
    statusLabel: TASK_STATUS_LABELS[step.status],
    editable: notice === null,
    notice,
    actionable: isOpenRequest(request.status) && (step.status === 'pending' || step.status === 'blocked'),
    dueDate: step.due_date ? formatDate(step.due_date) : null,
    savedValues: step.values,
    context: { today, requestType: request.request_type },
  };
}

function stepDocumentView(d: CustomerDocument & { status: Exclude<DocumentStatus, 'replaced'> }, requestOpen: boolean): StepDocumentView {
  return {
    uuid: d.uuid,
    fileName: d.file_name,
    size: formatFileSize(d.size_bytes),
    uploadedOn: d.uploaded_at ? formatDate(d.uploaded_at) : null,
    status: d.status,
    statusLabel: DOCUMENT_STATUS_LABELS[d.status],
    rejectionReason: d.status === 'rejected' ? (d.rejection_reason ?? null) : null,
    canReplace: requestOpen && d.status === 'rejected' && isUploadableDocumentType(d.document_type),
  };
}

/**
 * The documents step `kind` of request `requestUuid` asks for (its servicing tasks that name a document type, in the
 * server's order), each with the documents sent for it (by task uuid; replaced ones left out).
 */
export function stepTasksView(
  tasks: readonly ServicingTask[],
  documents: readonly CustomerDocument[],
  requestUuid: string,
  kind: ServicingStepKind,
  requestOpen: boolean,
): StepTaskView[] {
  return tasks.flatMap((t) => {
    if (t.request_uuid !== requestUuid || t.step_kind !== kind || t.document_type === null) return [];
    const sent = documents.filter(
      (d): d is CustomerDocument & { status: Exclude<DocumentStatus, 'replaced'> } => d.task_uuid === t.uuid && d.status !== 'replaced',
    );
    return [{
      uuid: t.uuid,
      title: t.title,
      description: t.description,
      status: t.status,
      statusLabel: TASK_STATUS_LABELS[t.status],
      required: t.required,
      documentType: t.document_type,
      typeLabel: documentTypeLabel(t.document_type),
      documents: sent.map((d) => stepDocumentView(d, requestOpen)),
      canUpload: requestOpen && (t.status === 'pending' || t.status === 'blocked') && isUploadableDocumentType(t.document_type),
    }];
  });
}
